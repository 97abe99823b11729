package campaign

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// TestOutpostTab starts an outpost from invented GHS files and plays steps
// through the tab: each is shown in a dialog (the week's section named,
// what changes) before Apply makes it; Undo takes it back and the tab
// shows the outpost as it was.
func TestOutpostTab(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.create("Frosthaven")
	p := f.s.outpost
	if findButton(p.content, "Start the outpost…") == nil {
		t.Fatal("no start button on a campaign without an outpost")
	}
	fixture := filepath.Join("..", "..", "engine", "outpost", "ghsoutpost", "testdata", "fh", "buildings.json")
	if err := p.startFrom(fixture); err != nil {
		t.Fatal(err)
	}
	if txt := f.dialogText(); !strings.Contains(txt, "3 buildings, 2 calendar weeks") {
		t.Fatalf("start dialog: %q", txt)
	}
	f.confirm("Apply")
	if !p.has || p.o.Standing("guardhouse").Level != 1 {
		t.Fatalf("outpost after start: %+v", p.o)
	}
	// weeks 1 and 2, then week 3 names its section
	for w := 1; w <= 3; w++ {
		test.Tap(findButton(p.content, "1. Pass week "+itoa(w)+"…"))
		txt := f.dialogText()
		if w == 3 && !strings.Contains(txt, "Read and resolve: 301.1 (Haventable applies nothing of them)") {
			t.Fatalf("week 3 dialog: %q", txt)
		}
		if w == 1 && !strings.Contains(txt, "It names no section") {
			t.Fatalf("week 1 dialog: %q", txt)
		}
		f.confirm("Apply")
	}
	if o, _, _ := f.store.Outpost(ctx, id); o.Week != 3 {
		t.Fatalf("week %d after three", o.Week)
	}
	// an event that gives resources, shown before it is made
	p.showEvent(eventOf("SO-91", outpost.Supply{outpost.Lumber: 5, outpost.Metal: 4, outpost.Hide: 2, outpost.Gold: 10}))
	if txt := f.dialogText(); !strings.Contains(txt, "+5 lumber") || !strings.Contains(txt, "+10 gold") {
		t.Fatalf("event dialog: %q", txt)
	}
	f.confirm("Apply")
	// build the smithy from its row
	build := findButton(p.content, "Build for 3 lumber, 2 metal, 1 hide, 10 gold (prosperity 1)")
	if build == nil || build.Disabled() {
		t.Fatalf("no build button for the smithy, or disabled: %v", build)
	}
	test.Tap(build)
	if txt := f.dialogText(); !strings.Contains(txt, "Smithy: level 1") || !strings.Contains(txt, "-3 lumber") {
		t.Fatalf("build dialog: %q", txt)
	}
	f.confirm("Apply")
	if p.o.Standing("smithy").Level != 1 || p.o.Supply.Of(outpost.Lumber) != 2 {
		t.Fatalf("after building: %+v", p.o)
	}
	// Undo takes the construction back; the tab follows
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if p.o.Standing("smithy").Level != 0 || p.o.Supply.Of(outpost.Lumber) != 5 {
		t.Errorf("after Undo the tab shows %+v", p.o)
	}
}

func eventOf(card string, gain outpost.Supply) campaign.OutpostEvent {
	return campaign.OutpostEvent{Card: card, Change: outpost.Change{Gain: gain}}
}

// TestOutpostAttackAsksForRepairs: an attack that damages buildings asks,
// for each, to pay its repair cost (materials offered from the supply) or
// lose 1 morale instead (rulebook p. 61); the choice is shown before it
// is made.
func TestOutpostAttackAsksForRepairs(t *testing.T) {
	f, id, p := outpostFixture(t)
	ctx := context.Background()
	p.showEvent(eventOf("SO-90", outpost.Supply{outpost.Lumber: 9, outpost.Metal: 4, outpost.Hide: 2, outpost.Gold: 10}))
	f.confirm("Apply")
	test.Tap(findButton(p.content, "Build for 3 lumber, 2 metal, 1 hide, 10 gold (prosperity 1)"))
	f.confirm("Apply")
	// both targets fail against 1000 unless a success or wreck card
	// comes: with the fixture's seed both are damaged
	e := eventOf("SO-91", nil)
	e.Attack = &outpost.Attack{Value: 1000, Targets: []outpost.Target{{Building: "smithy"}, {Building: "guardhouse"}}}
	p.showEvent(e)
	txt := f.dialogText()
	if !strings.Contains(txt, "pay each one's repair cost") {
		t.Fatalf("no repair question: %q", txt)
	}
	// against 1000 only the success card defends: 1 of 20 cards
	if !strings.Contains(txt, "(odds before the draw: 5% defended, 90% damaged, 5% wrecked)") {
		t.Errorf("no odds: %q", txt)
	}
	var guard *widget.Check
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && strings.HasPrefix(c.Text, "Repair Guardhouse") {
			guard = c
		}
	})
	if guard == nil || !guard.Checked {
		t.Fatalf("the guardhouse's repair is not offered: %q", txt)
	}
	guard.SetChecked(false) // the group does not pay: 1 morale instead (rulebook p. 61)
	before, _, _ := f.store.Outpost(ctx, id)
	f.confirm("Show")
	if txt := f.dialogText(); !strings.Contains(txt, "Smithy damaged and repaired") || !strings.Contains(txt, "Guardhouse damaged, not repaired: morale −1") {
		t.Fatalf("shown: %q", txt)
	}
	f.confirm("Apply")
	o, _, err := f.store.Outpost(ctx, id)
	if err != nil || o.Standing("smithy").Wrecked || o.Standing("guardhouse").Wrecked || o.Supply.Of(outpost.Lumber) != 4 ||
		o.Morale != max(0, before.Morale-1) {
		t.Errorf("after the attack: %v %+v", err, o)
	}
}

// TestOutpostGuardPerk: the tab tells the town guard deck and takes a
// perk the story granted, shown before it is made, named by its section.
func TestOutpostGuardPerk(t *testing.T) {
	f, id, p := outpostFixture(t)
	ctx := context.Background()
	var deck string
	var choose *widget.Select
	walk(p.content, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "Town guard deck:") {
			deck = l.Text
		}
		if s, ok := o.(*widget.Select); ok && choose == nil {
			choose = s
		}
	})
	if !strings.Contains(deck, "20 cards") || !strings.Contains(deck, "5× -10") || !strings.Contains(deck, "1× Wreck") {
		t.Fatalf("deck: %q", deck)
	}
	if choose == nil || len(choose.Options) != 2 || choose.Options[0] != "perk of section 320.1" {
		t.Fatalf("perks offered: %v", choose)
	}
	choose.SetSelectedIndex(0)
	test.Tap(findButton(p.content, "Take the perk"))
	if txt := f.dialogText(); !strings.Contains(txt, "Out of the town guard deck: -10. Into it: +20.") {
		t.Fatalf("perk dialog: %q", txt)
	}
	f.confirm("Apply")
	o, _, err := f.store.Outpost(ctx, id)
	if err != nil || len(o.TownGuard.Perks) != 1 {
		t.Fatalf("after the perk: %v %+v", err, o.TownGuard)
	}
	log, _ := f.store.Log(ctx, id)
	if last := log[len(log)-1]; last.Kind != campaign.EditOutpostPerk {
		t.Errorf("last logged %s", last.Kind)
	}
}

// outpostFixture is a campaign whose outpost was started from the invented
// GHS files, through the tab: the fixture, the campaign and the panel.
func outpostFixture(t *testing.T) (*fixture, int64, *outpostPanel) {
	t.Helper()
	f := newFixture(t)
	id := f.create("Frosthaven")
	p := f.s.outpost
	if err := p.startFrom(filepath.Join("..", "..", "engine", "outpost", "ghsoutpost", "testdata", "fh", "campaign.json")); err != nil {
		t.Fatal(err)
	}
	f.confirm("Apply")
	return f, id, p
}
