package ui

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/web"
)

// sharing is the table being shared from this window, if any.
type sharing struct {
	host     *share.Host
	page     *web.Server // the players' page
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

// SharingPage tells where a browser opens the players' page of the table
// shared from this window (one address per network address of this
// computer, the code in it); nil when the table is not shared.
func (s *Shell) SharingPage() []string {
	if s.shared == nil {
		return nil
	}
	var out []string
	for _, a := range lanAddresses(s.shared.page.Address()) {
		out = append(out, "http://"+a+"/?code="+s.shared.host.Code())
	}
	return out
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
		Session: sess, Dir: dir, Listen: listen, Run: s.onUIWait,
	})
	if err != nil {
		return err
	}
	page, err := web.Start(pageAddress(listen), host.Code())
	if err != nil {
		host.Close()
		return err
	}
	sh := &sharing{host: host, page: page, session: sess}
	s.shared = sh
	s.watchSharing()
	return nil
}

// pageAddress is where the players' page listens: the port after the
// table's (share.DefaultPort+1 by default), on the same host.
func pageAddress(listen string) string {
	if listen == "" {
		return net.JoinHostPort("0.0.0.0", strconv.Itoa(share.DefaultPort+1))
	}
	host, port, err := net.SplitHostPort(listen)
	if err != nil {
		return listen
	}
	n, err := strconv.Atoi(port)
	if err != nil || n == 0 || n >= 65535 {
		return net.JoinHostPort(host, "0")
	}
	return net.JoinHostPort(host, strconv.Itoa(n+1))
}

// watchSharing stops the sharing when the table plays another session
// (another campaign opened, or none).
func (s *Shell) watchSharing() {
	sh := s.shared
	update := func() { sh.page.Update(web.ViewOf(s.tr, sh.session.Scenario())) } // a view always marshals
	update()
	sh.unlisten = s.table.OnChange(func(play.Change) {
		if s.table.Session() != sh.session {
			s.StopSharing()
			return
		}
		update()
	})
}

// StopSharing stops sharing the table; the devices keep their copy.
func (s *Shell) StopSharing() {
	if s.shared == nil {
		return
	}
	sh := s.shared
	s.shared = nil
	sh.unlisten()
	sh.page.Close()
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
	pageLinks := widget.NewLabel(strings.Join(s.SharingPage(), "\n"))
	pageLinks.TextStyle.Monospace = true
	form := widget.NewForm(
		widget.NewFormItem(s.tr.T("ShareAddress"), where),
		widget.NewFormItem(s.tr.T("ShareCode"), codeLabel),
		widget.NewFormItem(s.tr.T("SharePage"), pageLinks),
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

// onUI runs f on the UI goroutine (fyne.Do), or as a test hands it there.
func (s *Shell) onUI(f func()) {
	if s.uiDo != nil {
		s.uiDo(f)
		return
	}
	fyne.Do(f)
}

// onUIWait runs f on the UI goroutine and waits for it (fyne.DoAndWait),
// or as a test hands it there.
func (s *Shell) onUIWait(f func()) {
	if s.uiDo != nil {
		done := make(chan struct{})
		s.uiDo(func() { f(); close(done) })
		<-done
		return
	}
	fyne.DoAndWait(f)
}

// joined is the table another device shares that this window plays.
type joined struct {
	client    *share.Client
	address   string
	connected bool
}

// remoteTable plays a joined table: its scenario as the host last
// published it, actions proposed to the host.
type remoteTable struct {
	c  *share.Client
	tr locales.Tr
}

func (r remoteTable) Scenario() *engine.Scenario { return r.c.Scenario() }

func (r remoteTable) Do(a engine.Action) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	seq, err := r.c.Propose(ctx, a)
	switch {
	case errors.Is(err, share.ErrStale):
		return errors.New(r.tr.T("JoinStale"))
	case errors.Is(err, context.DeadlineExceeded):
		return errors.New(r.tr.T("JoinNoAnswer"))
	case err != nil:
		return err
	}
	return r.c.Wait(ctx, seq)
}

// Join plays the table shared at address (host:port) with the join code:
// the window shows the host's table as it changes, and every action done
// here is proposed to the host. The window's own campaign is left as it
// is; Undo and the campaign's screens wait until the window leaves.
func (s *Shell) Join(address, code string) error {
	if s.joined != nil {
		s.Leave()
	}
	s.StopSharing()
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	j := &joined{address: address, connected: true}
	c, err := share.Join(ctx, share.JoinOptions{
		Address: address, Code: code, Device: s.deviceName(),
		OnChange: func() {
			s.onUI(func() {
				if s.joined == j {
					s.table.Changed(play.Change{Scenario: true})
				}
			})
		},
		OnStatus: func(connected bool) {
			s.onUI(func() {
				if s.joined == j {
					j.connected = connected
					s.status.SetText(s.statusText())
				}
			})
		},
	})
	if err != nil {
		return err
	}
	j.client = c
	s.joined = j
	s.table.SetRemote(remoteTable{c: c, tr: s.tr})
	return nil
}

// Leave leaves the joined table: the window plays its own campaign again.
func (s *Shell) Leave() {
	if s.joined == nil {
		return
	}
	j := s.joined
	s.joined = nil
	j.client.Close()
	s.table.SetRemote(nil)
}

// deviceName names this window to the host: the computer's name and where
// its campaign database is, so that it takes up its place in the stream
// when it joins again.
func (s *Shell) deviceName() string {
	host, _ := os.Hostname()
	sum := sha256.Sum256([]byte(s.deps.DBPath))
	return fmt.Sprintf("%s-%x", host, sum[:4])
}

// joinedStatus tells the status bar about the joined table ("" when none).
func (s *Shell) joinedStatus() string {
	if s.joined == nil {
		return ""
	}
	if !s.joined.connected {
		return s.tr.T("StatusJoinedLost", "Address", s.joined.address)
	}
	return s.tr.T("StatusJoined", "Address", s.joined.address)
}

// showJoin is File › Join a table…: it asks for the host's address and its
// code, then plays that table; when the window already plays one, it
// offers to leave it.
func (s *Shell) showJoin() {
	if s.joined != nil {
		s.env.Confirm(s.tr.T("JoinLeaveTitle"), s.tr.T("JoinLeaveMessage", "Address", s.joined.address),
			s.tr.T("JoinLeave"), s.Leave)
		return
	}
	address := widget.NewEntry()
	address.SetPlaceHolder("192.168.1.20:" + strconv.Itoa(share.DefaultPort))
	code := widget.NewEntry()
	code.SetPlaceHolder("ABCDE23456")
	items := []*widget.FormItem{
		widget.NewFormItem(s.tr.T("ShareAddress"), address),
		widget.NewFormItem(s.tr.T("ShareCode"), code),
	}
	d := dialog.NewForm(s.tr.T("JoinTitle"), s.tr.T("JoinButton"), s.tr.T("DialogCancel"), items, func(ok bool) {
		if !ok {
			return
		}
		addr := strings.TrimSpace(address.Text)
		if _, _, err := net.SplitHostPort(addr); err != nil {
			addr = net.JoinHostPort(addr, strconv.Itoa(share.DefaultPort))
		}
		if err := s.Join(addr, strings.ToUpper(strings.TrimSpace(code.Text))); err != nil {
			s.env.ShowError(s.tr.T("JoinFailedTitle"), err)
		}
	}, s.win)
	d.Resize(fyne.NewSize(460, 0))
	d.Show()
}
