package share

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/persistence/play"
)

// A device that joins with its own store keeps its copy of the shared
// table there, in a campaign of its own named after the host's: after it
// leaves, and with the host gone, the copy is the table as it last saw
// it, its changes recorded as actions that undo; the device's own
// campaign is left as it was, and joining again takes up the same copy.
func TestDeviceKeepsItsCopy(t *testing.T) {
	tb := newTable(t)
	// a co-game-master's device: it takes the whole table, action by action
	h, err := Share(context.Background(), HostOptions{Session: tb.session, Dir: tb.dir, Listen: "127.0.0.1:0", Name: "Gloomy Tuesdays",
		Admit: func(Request, Rights) (Rights, bool) { return Rights{Role: RoleGameMaster}, true }})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	own := newTable(t) // the device's own store, with its own campaign at play
	ownBefore, err := own.store.PlayState(context.Background(), own.session.Campaign())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	joinKeeping := func() *Client {
		t.Helper()
		d, err := joinAdmitted(t, h, JoinOptions{Address: h.Address(), Code: h.Code(), Device: "tablet", As: []string{"hero"},
			Keep: own.store, KeepName: func(host string) string { return host + " (shared)" }})
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	d := joinKeeping()
	for i, cond := range []modifier.EffectKind{modifier.Poison, modifier.Wound, modifier.Muddle} {
		if _, err := d.Propose(ctx, engine.SetCondition{Figure: "hero", Condition: cond, Held: true}); err != nil {
			t.Fatalf("proposal %d: %v", i, err)
		}
		if err := d.Wait(ctx, h.Last()); err != nil {
			t.Fatal(err)
		}
	}
	// the host's own action, then an undo of it: both reach the copy
	h.opts.Run(func() { _, err = tb.session.Do(ctx, engine.Infuse{Element: modifier.Fire}) })
	if err != nil {
		t.Fatal(err)
	}
	h.opts.Run(func() { err = tb.session.Undo(ctx) })
	if err != nil {
		t.Fatal(err)
	}
	h.opts.Run(func() { _, err = tb.session.Do(ctx, engine.HealFigure{Figure: "hero", Amount: 1}) })
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Wait(ctx, h.Last()); err != nil {
		t.Fatal(err)
	}
	id, kerr := d.Kept()
	if id == 0 || kerr != nil {
		t.Fatalf("kept in campaign %d: %v", id, kerr)
	}
	want := hostHash(t, h)
	d.Close()
	h.Close() // the host gone too

	c, err := own.store.Campaign(ctx, id)
	if err != nil || c.Name != "Gloomy Tuesdays (shared)" {
		t.Fatalf("the copy's campaign: %+v, %v", c, err)
	}
	copySess, err := play.Open(ctx, own.store, id)
	if err != nil {
		t.Fatal(err)
	}
	data, err := copySess.Scenario().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if hashOf(data) != want {
		t.Fatal("the copy is not the table as the device last saw it")
	}
	log, err := own.store.Log(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, a := range log {
		kinds = append(kinds, a.Kind)
	}
	// joined (the table whole), three conditions, the host's infuse, its
	// undo (the table whole), the heal
	wantKinds := []string{"start-scenario", "condition", "condition", "condition", "infuse", "start-scenario", "heal"}
	if len(kinds) != len(wantKinds) {
		t.Fatalf("the copy's log: %v, want %v", kinds, wantKinds)
	}
	for i := range kinds {
		if kinds[i] != wantKinds[i] {
			t.Fatalf("the copy's log: %v, want %v", kinds, wantKinds)
		}
	}
	// the copy plays on its own: its last action undoes
	if err := copySess.Undo(ctx); err != nil {
		t.Fatalf("undo in the copy: %v", err)
	}
	if f, _ := copySess.Scenario().Figure("hero"); f.HP != 10 {
		t.Errorf("after undoing the heal, hero has %d hit points", f.HP)
	}
	// the device's own campaign is as it was
	ownAfter, err := own.store.PlayState(ctx, own.session.Campaign())
	if err != nil {
		t.Fatal(err)
	}
	if ownAfter.Cursor != ownBefore.Cursor || string(ownAfter.Scenario.State) != string(ownBefore.Scenario.State) {
		t.Error("the device's own campaign changed")
	}

	// the host back: joining again takes up the same copy
	h2, err := Share(ctx, HostOptions{Session: tb.session, Dir: tb.dir, Listen: "127.0.0.1:0", Code: h.Code(), Name: "Gloomy Tuesdays"})
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	h = h2
	d2 := joinKeeping()
	defer d2.Close()
	if id2, _ := d2.Kept(); id2 != id {
		t.Errorf("joining again kept the table in campaign %d, not %d", id2, id)
	}
	all, err := own.store.Campaigns(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2 {
		t.Errorf("%d campaigns in the device's store, want its own and the copy", len(all))
	}
}

// A copy the player deleted is made again; the list of copies is the
// device's alone.
func TestKeptCopyDeletedIsMadeAgain(t *testing.T) {
	own := newTable(t)
	ctx := context.Background()
	k, err := openKeeper(ctx, own.store, "ABCDEFGHJK", "Table")
	if err != nil {
		t.Fatal(err)
	}
	if err := own.store.DeleteCampaign(ctx, k.campaign); err != nil {
		t.Fatal(err)
	}
	k2, err := openKeeper(ctx, own.store, "ABCDEFGHJK", "Table")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := own.store.Campaign(ctx, k2.campaign); err != nil {
		t.Fatalf("after deleting the copy: campaign %d: %v", k2.campaign, err)
	}
	if _, err := own.store.Campaign(ctx, own.session.Campaign()); err != nil {
		t.Errorf("the device's own campaign: %v", err)
	}
	if fi, err := os.Stat(keptTablesFile(own.store)); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("%s: %v", filepath.Base(keptTablesFile(own.store)), err)
	}
}
