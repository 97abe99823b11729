package ui

import (
	"context"
	"errors"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/persistence/share"
)

// A device that asks to join while File › Share this table… is closed is
// named in the host's status bar, with a button that opens the dialog;
// several are counted on the same line; the notice goes while the dialog
// (which lists them) is open, and once none waits: let in or refused.
func TestAskToJoinNoticeWithTheDialogClosed(t *testing.T) {
	s, w, drain := sharingShell(t)
	addrs, code, _ := s.Sharing()
	// notice is the status bar's notice as the window shows it, "" when
	// hidden
	notice := func() string {
		label, _, shown := s.sharing.Notice()
		if !shown {
			return ""
		}
		if !strings.Contains(texts(w.Content()), label.Text) {
			t.Fatalf("the notice %q is not in the window", label.Text)
		}
		// laid out where it shows, whole
		if sz, min := label.Size(), label.MinSize(); sz.Width < min.Width || sz.Height < min.Height {
			t.Fatalf("the notice %q is %v, wants %v", label.Text, sz, min)
		}
		return label.Text
	}
	if n := notice(); n != "" {
		t.Fatalf("notice before any device asked: %q", n)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ask := func(name string) chan error {
		done := make(chan error, 1)
		go func() {
			c, err := share.Join(ctx, share.JoinOptions{Address: addrs[0], Code: code, Device: name, As: []string{"Hero"}})
			if err == nil {
				c.Close()
			}
			done <- err
		}()
		return done
	}
	tablet := ask("Anna's tablet")
	until(t, drain, "the status bar naming the device", func() bool { return notice() == "Anna's tablet asks to join the table" })
	_, open, _ := s.sharing.Notice()
	if open.Text != "Let in or refuse…" {
		t.Errorf("the notice's button: %q", open.Text)
	}
	phone := ask("Ben's phone")
	until(t, drain, "the status bar counting two devices", func() bool { return notice() == "2 devices ask to join the table" })

	// the button opens the dialog, which lists them: the notice goes
	test.Tap(open)
	drain()
	if !s.sharing.DialogOpen() {
		t.Fatal("the notice's button did not open the share dialog")
	}
	if n := notice(); n != "" {
		t.Errorf("notice with the dialog open: %q", n)
	}
	if txt := texts(w.Canvas().Overlays().Top()); !strings.Contains(txt, "Anna's tablet") || !strings.Contains(txt, "Ben's phone") {
		t.Errorf("dialog: %q", txt)
	}
	// closed: they still wait
	var buttons []*widget.Button
	walkButtons(w.Canvas().Overlays().Top(), &buttons)
	i := slices.IndexFunc(buttons, func(b *widget.Button) bool { return b.Text == s.tr.T("ShareClose") })
	if i < 0 {
		t.Fatal("no Close button in the share dialog")
	}
	closeButton := buttons[i]
	test.Tap(closeButton)
	drain()
	if n := notice(); n != "2 devices ask to join the table" {
		t.Errorf("notice once the dialog closed: %q", n)
	}

	// refused, then let in: the notice follows, then goes
	pending := s.sharing.Host().Pending()
	if len(pending) != 2 {
		t.Fatalf("%d waiting, want 2", len(pending))
	}
	s.sharing.Host().Refuse(pending[0].Key)
	until(t, drain, "the notice naming the one left", func() bool { return notice() == "Ben's phone asks to join the table" })
	if err := <-tablet; !errors.Is(err, share.ErrRefused) {
		t.Errorf("the refused device: %v", err)
	}
	if err := s.sharing.Host().Admit(pending[1].Key, share.Rights{Role: share.RolePlayers}); err != nil {
		t.Fatal(err)
	}
	until(t, drain, "the notice gone", func() bool { return notice() == "" })
	var joinErr error
	until(t, drain, "the device let in", func() bool { return received(phone, &joinErr) })
	if joinErr != nil {
		t.Fatal(joinErr)
	}
}

// received reports whether done gave its error (into err) yet.
func received(done chan error, err *error) bool {
	select {
	case *err = <-done:
		return true
	default:
		return false
	}
}

// sharingShell is a window sharing its campaign's table on loopback, the
// test's goroutine its UI goroutine (drain runs the work handed to it).
func sharingShell(t *testing.T) (*Shell, fyne.Window, func()) {
	t.Helper()
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess, DBPath: filepath.Join(t.TempDir(), "c.db")})
	drain := queueUI(s)
	if err := s.StartSharing("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.StopSharing)
	return s, w, drain
}

// Escape closes File › Share this table…, as it closes the window's other
// dialogs (seen in the real window: it stayed open); the notice of devices
// asking comes back once it is closed.
func TestEscapeClosesTheShareDialog(t *testing.T) {
	s, w, _ := sharingShell(t)
	s.sharing.ShowShare()
	if !s.sharing.DialogOpen() || len(w.Canvas().Overlays().List()) == 0 {
		t.Fatal("the share dialog did not open")
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.sharing.DialogOpen() || len(w.Canvas().Overlays().List()) != 0 {
		t.Error("Escape left the share dialog open")
	}
	s.sharing.ShowShare() // opens again
	if !s.sharing.DialogOpen() {
		t.Error("the share dialog did not open again")
	}
}

// Issue 40: at 1024×600, in German and French, the notice of a device
// asking to join no longer cuts the status line short: the status line
// keeps the window's width. Issue 39: the notice lies over the screens and
// changes no screen's size, so the map is not drawn anew (a frame of 230
// ms under a flood of join requests when it had a row of its own).
func TestAskNoticeLeavesTheStatusWhole(t *testing.T) {
	for _, lang := range []language.Tag{language.German, language.French} {
		s, w := newShell(t, Deps{Language: lang, DBPath: "/home/ana/campaign.db"})
		w.Resize(fyne.NewSize(1024, 600))
		full := s.status.Size().Width
		screens := s.tabs.Size()
		s.sharing.ShowNotice(s.tr.N("ShareAskMany", 2))
		w.Content().Refresh()
		if got := s.tabs.Size(); got != screens {
			t.Errorf("%v: the notice made the screens %v, %v without: the map is drawn anew when a device asks", lang, got, screens)
		}
		label, _, _ := s.sharing.Notice()
		if got := s.status.Size().Width; got < full-1 {
			t.Errorf("%v: with the notice the status line is %.0f wide, %.0f without", lang, got, full)
		}
		if s.status.Cut() {
			t.Errorf("%v: the status line %q is cut at 1024x600 with the notice", lang, s.status.Text)
		}
		if sz, min := label.Size(), label.MinSize(); sz.Width < min.Width {
			t.Errorf("%v: the notice %q is cut", lang, label.Text)
		}
		if out := os.Getenv("HAVENTABLE_SHOTS"); out != "" { // to look at it
			f, err := os.Create(filepath.Join(out, "asknotice-1024x600-"+lang.String()+".png"))
			if err == nil {
				png.Encode(f, w.Canvas().Capture())
				f.Close()
			}
		}
	}
}
