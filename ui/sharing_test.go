package ui

import (
	"context"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/persistence/share"
)

// The window shares its table: a device joins with the address and code
// it shows, proposes an action, and the table here has it; opening no
// campaign (another session) stops the sharing.
func TestShareThisTable(t *testing.T) {
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess, DBPath: filepath.Join(t.TempDir(), "c.db")})
	// the test's goroutine is the window's (the host tells it of the
	// device asking, and does the device's actions there)
	drain := queueUI(s)
	if err := s.StartSharing("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.StopSharing)
	addrs, code, ok := s.Sharing()
	if !ok || len(addrs) != 1 || !strings.HasPrefix(addrs[0], "127.0.0.1:") || len(code) != 10 {
		t.Fatalf("sharing at %v with code %q (%v)", addrs, code, ok)
	}
	pages := s.SharingPage()
	if len(pages) != 1 || !strings.HasPrefix(pages[0], "http://127.0.0.1:") || !strings.HasSuffix(pages[0], "/?code="+code) {
		t.Fatalf("page at %v", pages)
	}
	view := func() string {
		t.Helper()
		resp, err := http.Get(strings.Replace(pages[0], "/?code=", "/view.json?code=", 1))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	if v := view(); !strings.Contains(v, `"id":"hero"`) || strings.Contains(v, "Poison") {
		t.Fatalf("the page's view: %s", v)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	// the device asks; the host lets it in
	var d *share.Client
	joined := make(chan error, 1)
	go func() {
		var err error
		d, err = share.Join(ctx, share.JoinOptions{Address: addrs[0], Code: code, Device: "tablet", As: []string{"hero"}})
		joined <- err
	}()
	for admitted := false; ; {
		var err error
		select {
		case err = <-joined:
		case <-time.After(5 * time.Millisecond):
			drain()
			if q := s.sharing.Host().Pending(); len(q) == 1 && !admitted {
				if err := s.sharing.Host().Admit(q[0].Key, s.sharing.Host().Suggest(q[0])); err != nil {
					t.Fatal(err)
				}
				admitted = true
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		break
	}
	defer d.Close()
	proposed := make(chan error, 1)
	go func() {
		_, err := d.Propose(ctx, engine.SetCondition{Figure: "hero", Condition: modifier.Poison, Held: true})
		proposed <- err
	}()
	var err error
	until(t, drain, "the host's answer", func() bool { return received(proposed, &err) })
	if err != nil {
		t.Fatal(err)
	}
	if f, _ := s.table.Scenario().Figure("hero"); !f.Conditions.Has(modifier.Poison) {
		t.Error("the proposed action is not at the table")
	}
	if v := view(); !strings.Contains(v, "Poison") {
		t.Errorf("the page's view does not follow the table: %s", v)
	}
	s.table.SetSession(nil)
	if _, _, ok := s.Sharing(); ok {
		t.Error("still sharing once the campaign was closed")
	}

	// File › Share this table… with no campaign open says so in a dialog
	s.sharing.ShowShare()
	if txt := texts(w.Canvas().Overlays().Top()); !strings.Contains(txt, "Open a campaign first") {
		t.Errorf("dialog: %q", txt)
	}
}

// A window joins a table another Haventable shares: it shows the host's
// scenario, its actions are done by the host, the host's reach it, and
// leaving brings back its own campaign's table.
func TestJoinATable(t *testing.T) {
	host, hostSess := sharedHost(t)
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess, DBPath: filepath.Join(t.TempDir(), "own.db")})
	// the test's goroutine is the window's: work from the device's
	// goroutines waits here until the test runs it
	queue := make(chan func(), 1000)
	s.sharing.SetUI(func(f func()) { queue <- f })
	drain := func() {
		for {
			select {
			case f := <-queue:
				f()
			default:
				return
			}
		}
	}
	own := s.table.Scenario()
	if err := s.Join(host.Address(), host.Code(), "Hero"); err != nil {
		t.Fatal(err)
	}
	defer s.Leave()
	if s.table.Scenario() == own || s.table.Session() != nil {
		t.Fatal("the window does not play the shared table")
	}
	if !strings.Contains(s.statusText(), "Playing the table shared at "+host.Address()) {
		t.Errorf("status %q", s.statusText())
	}
	changes := 0
	remove := s.table.OnChange(func(play.Change) { changes++ })
	defer remove()
	if _, err := s.table.Do(engine.SetCondition{Figure: "hero", Condition: modifier.Wound, Held: true}); err != nil {
		t.Fatal(err)
	}
	drain()
	if f, _ := hostSess.Scenario().Figure("hero"); !f.Conditions.Has(modifier.Wound) {
		t.Error("the host does not have the action done in the joined window")
	}
	if f, _ := s.table.Scenario().Figure("hero"); !f.Conditions.Has(modifier.Wound) {
		t.Error("the joined window does not show its own action")
	}
	// the host's own action reaches the window
	if _, err := hostSess.Do(context.Background(), engine.SetCondition{Figure: "hero", Condition: modifier.Muddle, Held: true}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		drain()
		if f, _ := s.table.Scenario().Figure("hero"); f.Conditions.Has(modifier.Muddle) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the host's action did not reach the joined window")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if changes == 0 {
		t.Error("the screens were not told of the changes")
	}
	s.Leave()
	drain()
	if s.table.Scenario() != own || s.table.Session() != sess {
		t.Error("leaving did not bring back the window's own table")
	}
	// the window kept its copy of the shared table, in a campaign of its
	// own database made for it
	campaigns, err := store.Campaigns(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(campaigns) != 2 || campaigns[1].Name != host.Address()+" (shared table)" {
		t.Fatalf("the window's campaigns: %+v", campaigns)
	}
	kept, err := play.Open(context.Background(), store, campaigns[1].ID)
	if err != nil {
		t.Fatal(err)
	}
	if f, _ := kept.Scenario().Figure("hero"); !f.Conditions.Has(modifier.Wound) || !f.Conditions.Has(modifier.Muddle) {
		t.Error("the copy kept is not the table as last seen")
	}
}

// File › Join a table… takes the address (the port may be left out) and
// the code; a wrong code is said in a dialog, and nothing changes.
func TestJoinDialog(t *testing.T) {
	host, _ := sharedHost(t)
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess, DBPath: filepath.Join(t.TempDir(), "own.db")})
	drain := queueUI(s)
	fill := func(addr, code string) {
		s.sharing.ShowJoin()
		var entries []*widget.Entry
		walkEntries(w.Canvas().Overlays().Top(), &entries)
		if len(entries) != 2 {
			t.Fatalf("%d fields in the dialog", len(entries))
		}
		test.Type(entries[0], addr)
		test.Type(entries[1], code)
		var buttons []*widget.Button
		walkButtons(w.Canvas().Overlays().Top(), &buttons)
		tapped := false
		for _, b := range buttons {
			if b.Text == "Join" {
				test.Tap(b)
				tapped = true
				break
			}
		}
		if !tapped {
			t.Fatal("no Join button")
		}
	}
	fill(host.Address(), "wrongcode")
	until(t, drain, "the wrong code said", func() bool {
		return strings.Contains(texts(w.Canvas().Overlays().Top()), "not this table's")
	})
	if s.sharing.Joined() {
		t.Fatal("joined with a wrong code")
	}
	w.Canvas().Overlays().Top().Hide()
	w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())
	fill(host.Address(), strings.ToLower(host.Code()))
	until(t, drain, "joined", func() bool { return s.sharing.Joined() })
	s.Leave()
}

func walkEntries(o fyne.CanvasObject, out *[]*widget.Entry) {
	walkObjects(o, func(o fyne.CanvasObject) bool {
		if e, ok := o.(*widget.Entry); ok {
			*out = append(*out, e)
			return true
		}
		return false
	})
}

func walkButtons(o fyne.CanvasObject, out *[]*widget.Button) {
	walkObjects(o, func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.Button); ok {
			*out = append(*out, b)
			return true
		}
		return false
	})
}

// walkObjects calls f on o and what it is made of, not going into what f took.
func walkObjects(o fyne.CanvasObject, f func(fyne.CanvasObject) bool) {
	if f(o) {
		return
	}
	switch v := o.(type) {
	case *widget.Form:
		for _, it := range v.Items {
			walkObjects(it.Widget, f)
		}
	case *container.Scroll:
		walkObjects(v.Content, f)
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() {
			walkObjects(c, f)
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			walkObjects(c, f)
		}
	}
}
