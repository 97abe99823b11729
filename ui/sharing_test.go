package ui

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/persistence/share"
)

// The window shares its table: a device joins with the address and code
// it shows, proposes an action, and the table here has it; opening no
// campaign (another session) stops the sharing.
func TestShareThisTable(t *testing.T) {
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess, DBPath: filepath.Join(t.TempDir(), "c.db")})
	if err := s.StartSharing("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.StopSharing)
	addrs, code, ok := s.Sharing()
	if !ok || len(addrs) != 1 || !strings.HasPrefix(addrs[0], "127.0.0.1:") || len(code) != 10 {
		t.Fatalf("sharing at %v with code %q (%v)", addrs, code, ok)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	d, err := share.Join(ctx, share.JoinOptions{Address: addrs[0], Code: code, Device: "tablet"})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if _, err := d.Propose(ctx, engine.SetCondition{Figure: "hero", Condition: modifier.Poison, Held: true}); err != nil {
		t.Fatal(err)
	}
	if f, _ := s.table.Scenario().Figure("hero"); !f.Conditions.Has(modifier.Poison) {
		t.Error("the proposed action is not at the table")
	}
	s.table.SetSession(nil)
	if _, _, ok := s.Sharing(); ok {
		t.Error("still sharing once the campaign was closed")
	}

	// File › Share this table… with no campaign open says so in a dialog
	s.showSharing()
	if txt := texts(w.Canvas().Overlays().Top()); !strings.Contains(txt, "Open a campaign first") {
		t.Errorf("dialog: %q", txt)
	}
}
