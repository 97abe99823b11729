package ui

import (
	"context"
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/persistence/share"
)

// sharing is the table being shared from this window, if any.
type sharing struct {
	host     *share.Host
	session  *play.Session
	unlisten func()
}

// Sharing tells where other devices join the table shared from this window
// (every address of this computer on the local network, with the port) and
// the join code; ok is false when the table is not shared.
func (s *Shell) Sharing() (addresses []string, code string, ok bool) {
	if s.shared == nil {
		return nil, "", false
	}
	return lanAddresses(s.shared.host.Address()), s.shared.host.Code(), true
}

// StartSharing shares the open campaign's table on the local network
// (listen: host:port, "" for every interface on share.DefaultPort). The
// stream's files are kept beside the campaign database. Sharing stops when
// another campaign is opened or the window closes.
func (s *Shell) StartSharing(listen string) error {
	if s.shared != nil {
		return nil
	}
	sess := s.table.Session()
	if sess == nil {
		return errors.New(s.tr.T("ShareNoCampaign"))
	}
	dir := filepath.Join(filepath.Dir(s.deps.DBPath), "shared-tables", strconv.FormatInt(sess.Campaign(), 10))
	host, err := share.Share(context.Background(), share.HostOptions{
		Session: sess, Dir: dir, Listen: listen, Run: fyne.DoAndWait,
	})
	if err != nil {
		return err
	}
	sh := &sharing{host: host, session: sess}
	sh.unlisten = s.table.OnChange(func(play.Change) {
		if s.table.Session() != sh.session {
			s.StopSharing()
		}
	})
	s.shared = sh
	return nil
}

// StopSharing stops sharing the table; the devices keep their copy.
func (s *Shell) StopSharing() {
	if s.shared == nil {
		return
	}
	sh := s.shared
	s.shared = nil
	sh.unlisten()
	sh.host.Close()
}

// showSharing is File › Share this table…: it starts sharing, then shows
// where to join and the code, with a button that stops sharing.
func (s *Shell) showSharing() {
	if err := s.StartSharing(""); err != nil {
		s.env.ShowError(s.tr.T("ShareFailedTitle"), err)
		return
	}
	addrs, code, _ := s.Sharing()
	where := widget.NewLabel(strings.Join(addrs, "\n"))
	where.TextStyle.Monospace = true
	codeLabel := widget.NewLabel(code)
	codeLabel.TextStyle = fyne.TextStyle{Monospace: true, Bold: true}
	codeLabel.SizeName = "subHeadingText"
	about := widget.NewLabel(s.tr.T("ShareAbout"))
	about.Wrapping = fyne.TextWrapWord
	var d dialog.Dialog
	stop := widget.NewButton(s.tr.T("ShareStop"), func() {
		s.StopSharing()
		d.Hide()
	})
	form := widget.NewForm(
		widget.NewFormItem(s.tr.T("ShareAddress"), where),
		widget.NewFormItem(s.tr.T("ShareCode"), codeLabel),
	)
	content := container.NewVBox(about, form, stop)
	d = dialog.NewCustom(s.tr.T("ShareTitle"), s.tr.T("ShareClose"), content, s.win)
	d.Resize(fyne.NewSize(520, 0))
	d.Show()
}

// lanAddresses are the addresses other devices reach listen at: each IPv4
// address of this computer that is not a loopback one, with listen's port,
// or listen itself when it names one address (or when none is found).
func lanAddresses(listen string) []string {
	host, port, err := net.SplitHostPort(listen)
	if err != nil {
		return []string{listen}
	}
	if ip := net.ParseIP(host); ip != nil && !ip.IsUnspecified() {
		return []string{listen}
	}
	var out []string
	if addrs, err := net.InterfaceAddrs(); err == nil {
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() {
				out = append(out, net.JoinHostPort(n.IP.String(), port))
			}
		}
	}
	if len(out) == 0 {
		out = []string{fmt.Sprintf("127.0.0.1:%s", port)}
	}
	return out
}
