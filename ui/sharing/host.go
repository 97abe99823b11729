package sharing

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/web"
)

// sharing is the table being shared from this window, if any.
type hosting struct {
	host     *share.Host
	page     *web.Server // the players' page
	session  *play.Session
	unlisten func()
	// devices is the list of devices in the open share dialog (nil when
	// it is closed): those waiting for the host's word, then those let
	// in (rows), redrawn when one asks or changes; none says there is
	// none yet. choices are the rights the host picked for each device
	// waiting, by key, until it lets it in.
	devices *widget.List
	rows    []deviceRow
	none    *widget.Label
	choices map[string]share.Rights
}

// Where tells where other devices join the table shared from this window
// (every address of this computer on the local network, with the port) and
// the join code; ok is false when the table is not shared.
func (s *Sharing) Where() (addresses []string, code string, ok bool) {
	if s.shared == nil {
		return nil, "", false
	}
	return lanAddresses(s.shared.host.Address()), s.shared.host.Code(), true
}

// PageLinks tell where a browser opens the players' page of the table
// shared from this window (one address per network address of this
// computer, the code in it); nil when the table is not shared.
func (s *Sharing) PageLinks() []string {
	if s.shared == nil {
		return nil
	}
	var out []string
	for _, a := range lanAddresses(s.shared.page.Address()) {
		out = append(out, "http://"+a+"/?code="+s.shared.host.Code())
	}
	return out
}

// Start shares the open campaign's table on the local network
// (listen: host:port, "" for every interface on share.DefaultPort). The
// stream's files are kept beside the campaign database. Sharing stops when
// another campaign is opened or the window closes.
func (s *Sharing) Start(listen string) error {
	if s.shared != nil {
		return nil
	}
	sess := s.env().Table.Session()
	if sess == nil {
		return errors.New(s.tr().T("ShareNoCampaign"))
	}
	dir := filepath.Join(filepath.Dir(s.deps.DBPath), "shared-tables", strconv.FormatInt(sess.Campaign(), 10))
	var sh *hosting
	var queued atomic.Bool
	name := ""
	if s.env().Store != nil {
		if c, err := s.env().Store.Campaign(context.Background(), sess.Campaign()); err == nil {
			name = c.Name
		}
	}
	host, err := share.Share(context.Background(), share.HostOptions{
		Session: sess, Dir: dir, Listen: listen, Run: s.onUIWait, Name: name,
		OnDevices: func() {
			// one redraw for every change told meanwhile
			if !queued.CompareAndSwap(false, true) {
				return
			}
			s.onUI(func() {
				queued.Store(false)
				if s.shared == sh && sh != nil {
					s.refreshDevices()
					s.refreshAskNotice()
				}
			})
		},
		// the page shows each change once the host published it: the
		// sequence it proposes with is the change's
		OnPublished: func(seq uint64) {
			if sh != nil {
				sh.showPage(s.tr(), seq)
			}
		},
	})
	if err != nil {
		return err
	}
	page, err := web.Start(pageAddress(listen), host.Code(), web.Options{Players: host, Tr: s.tr()})
	if err != nil {
		host.Close()
		return err
	}
	sh = &hosting{host: host, page: page, session: sess}
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
func (s *Sharing) watchSharing() {
	sh := s.shared
	sh.showPage(s.tr(), sh.host.LastPlayers())
	sh.unlisten = s.env().Table.OnChange(func(play.Change) {
		if s.env().Table.Session() != sh.session {
			s.Stop()
		}
	})
}

// showPage gives the players' page the table as it stands, published as
// change seq (on the session's goroutine).
func (sh *hosting) showPage(tr locales.Tr, seq uint64) {
	v := web.ViewOf(tr, sh.session.Scenario())
	v.Seq = seq
	sh.page.Update(v) // a view always marshals
}

// Stop stops sharing the table; the devices keep their copy.
func (s *Sharing) Stop() {
	if s.shared == nil {
		return
	}
	sh := s.shared
	s.shared = nil
	sh.unlisten()
	sh.page.Close()
	sh.host.Close()
	s.refreshAskNotice()
}

// JoinLinks are the join information of the table shared from this
// window, one per network address of this computer: the players' page
// with the code, which also names where another Haventable joins
// (&join=host:port). It is what the QR code holds. Nil when not shared.
func (s *Sharing) JoinLinks() []string {
	if s.shared == nil {
		return nil
	}
	pages := s.PageLinks()
	addrs := lanAddresses(s.shared.host.Address())
	var out []string
	for i, p := range pages {
		a := addrs[min(i, len(addrs)-1)]
		out = append(out, p+"&join="+url.QueryEscape(a))
	}
	return out
}

// ParseJoinLink reads the address and code of a join link (JoinLinks), as
// a player may paste it in File › Join a table…; ok is false for anything
// else.
func ParseJoinLink(link string) (address, code string, ok bool) {
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil || u.Scheme != "http" && u.Scheme != "https" {
		return "", "", false
	}
	q := u.Query()
	address, code = q.Get("join"), q.Get("code")
	if _, _, err := net.SplitHostPort(address); err != nil || code == "" || len(code) > 64 {
		return "", "", false
	}
	return address, code, true
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
func (s *Sharing) onUI(f func()) {
	if s.uiDo != nil {
		s.uiDo(f)
		return
	}
	fyne.Do(f)
}

// onUIWait runs f on the UI goroutine and waits for it (fyne.DoAndWait),
// or as a test hands it there.
func (s *Sharing) onUIWait(f func()) {
	if s.uiDo != nil {
		done := make(chan struct{})
		s.uiDo(func() { f(); close(done) })
		<-done
		return
	}
	fyne.DoAndWait(f)
}
