package campaign

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/locales"
	"golang.org/x/text/language"
)

// topRadio is the radio group of the dialog on top.
func (f *fixture) topRadio(t *testing.T) *widget.RadioGroup {
	t.Helper()
	var out *widget.RadioGroup
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if r, ok := o.(*widget.RadioGroup); ok {
			out = r
		}
	})
	if out == nil {
		t.Fatalf("no choice in %q", f.dialogText())
	}
	return out
}

// TestOutpostCarpenter: the construction step offers the carpenter's
// discount (invented data): without the carpenter standing, none, and a
// construction the supply cannot pay is not offered; with it, the group
// picks the material taken off (the first the supply lacks chosen to
// start with) and the dialog shows the cost less it, or what the supply
// lacks; the carpenter's level 2 takes 1 morale off the second
// construction, and the dialog says so.
func TestOutpostCarpenter(t *testing.T) {
	f := newFixture(t)
	f.create("Snow")
	f.s.party.rules.SetSelected("Frosthaven")
	data := outpost.Data{Buildings: []outpost.Building{
		{Name: outpost.Carpenter, Title: "Carpenter", Build: outpost.Cost{Prosperity: 1, Materials: outpost.Supply{outpost.Lumber: 1}},
			Upgrades: []outpost.Cost{{Prosperity: 1, Materials: outpost.Supply{outpost.Lumber: 1}}}, Unlocked: true},
		{Name: "tavern", Title: "Tavern", Build: outpost.Cost{Prosperity: 1, Materials: outpost.Supply{outpost.Lumber: 3, outpost.Metal: 2}}, Unlocked: true,
			Rebuild: []outpost.Supply{{outpost.Lumber: 1, outpost.Metal: 2}}},
		{Name: "wall", Title: "Wall", Build: outpost.Cost{Prosperity: 1, Materials: outpost.Supply{outpost.Lumber: 2}}, Unlocked: true}}}
	for _, e := range []campaign.Edit{campaign.StartOutpost{Data: data, Seed: 1},
		campaign.OutpostEvent{Card: "SO-01", Change: outpost.Change{Morale: 6, Gain: outpost.Supply{outpost.Lumber: 5, outpost.Metal: 1}}}} {
		if _, err := f.s.edit(e); err != nil {
			t.Fatal(err)
		}
	}
	p := f.s.outpost
	p.reload()
	tavern := "Build for 3 lumber, 2 metal (prosperity 1)"
	if b := findButton(p.content, tavern); b == nil || !b.Disabled() {
		t.Fatalf("the tavern's 2 metal offered from 1 without a carpenter: %v", b)
	}
	test.Tap(findButton(p.content, "Build for 1 lumber (prosperity 1)"))
	if txt := f.dialogText(); strings.Contains(txt, "carpenter") || !strings.Contains(txt, "-1 lumber") {
		t.Fatalf("building the carpenter: %q", txt)
	}
	f.confirm("Apply")
	if p.o.CarpenterLevel() != 1 {
		t.Fatalf("the carpenter after building it: %+v", p.o.Buildings)
	}
	// the carpenter stands: the tavern's metal is 1 short, the discount makes it
	b := findButton(p.content, tavern)
	if b == nil || b.Disabled() {
		t.Fatalf("the tavern not offered with the carpenter's discount: %v", b)
	}
	test.Tap(b)
	pick := f.topRadio(t)
	if txt := f.dialogText(); pick.Selected != "metal" || !strings.Contains(txt, "The carpenter's discount: 1 less of") ||
		!strings.Contains(txt, "-3 lumber") || !strings.Contains(txt, "-1 metal") || !strings.Contains(txt, "costs 2 morale") {
		t.Fatalf("the tavern with the discount on %q: %q", pick.Selected, txt)
	}
	pick.SetSelected("lumber")
	if txt := f.dialogText(); !strings.Contains(txt, "The supply lacks 1 metal.") {
		t.Fatalf("the discount on lumber: %q", txt)
	}
	pick.SetSelected("metal")
	f.confirm("Apply")
	if p.o.Standing("tavern").Level != 1 || !p.o.Supply.Equal(outpost.Supply{outpost.Lumber: 1}) || p.o.Morale != 4 {
		t.Fatalf("after the tavern: %+v", p.o)
	}
	// next phase: the carpenter's level 2, then a wall for 1 morale
	for _, e := range []campaign.Edit{campaign.PassWeek{Week: 1},
		campaign.OutpostEvent{Card: "SO-02", Change: outpost.Change{Gain: outpost.Supply{outpost.Lumber: 2}}}} {
		if _, err := f.s.edit(e); err != nil {
			t.Fatal(err)
		}
	}
	p.reload()
	test.Tap(findButton(p.content, "Upgrade for 1 lumber (prosperity 1)"))
	if pick := f.topRadio(t); pick.Selected != "lumber" || !strings.Contains(f.dialogText(), "Carpenter: level 2") {
		t.Fatalf("the carpenter's upgrade, discount on %q: %q", pick.Selected, f.dialogText())
	}
	f.confirm("Apply")
	test.Tap(findButton(p.content, "Build for 2 lumber (prosperity 1)"))
	if txt := f.dialogText(); !strings.Contains(txt, "A second construction this outpost phase costs 1 morale. (The carpenter takes 1 morale off.)") ||
		!strings.Contains(txt, "-1 lumber") {
		t.Fatalf("the wall as second construction: %q", txt)
	}
	f.confirm("Apply")
	if p.o.Standing("wall").Level != 1 || p.o.Morale != 3 || !p.o.Supply.Equal(outpost.Supply{outpost.Lumber: 2}) {
		t.Fatalf("after the wall: morale %d, supply %v", p.o.Morale, p.o.Supply)
	}
	// the tavern wrecked: its rebuild too is 1 material less (rulebook p.
	// 68, "the cost to build, upgrade, or rebuild any building")
	if _, err := f.s.edit(campaign.OutpostEvent{Card: "SO-03", Change: outpost.Change{Wreck: []string{"tavern"}, Gain: outpost.Supply{outpost.Metal: 1}}}); err != nil {
		t.Fatal(err)
	}
	p.reload()
	test.Tap(findButton(p.content, "Rebuild for 1 lumber, 2 metal"))
	if pick := f.topRadio(t); pick.Selected != "metal" || !strings.Contains(f.dialogText(), "-1 lumber") || !strings.Contains(f.dialogText(), "-1 metal") {
		t.Fatalf("the tavern's rebuild, discount on %q: %q", pick.Selected, f.dialogText())
	}
	f.confirm("Apply")
	if p.o.Standing("tavern").Wrecked || !p.o.Supply.Equal(outpost.Supply{outpost.Lumber: 1}) {
		t.Fatalf("after the rebuild: %+v, supply %v", p.o.Standing("tavern"), p.o.Supply)
	}
}

// TestOutpostRuleWordsGerman: the outpost refusals a player meets (a
// repair not paid exactly, the second construction's morale, a third
// construction) are said in the player's language, not the engine's
// English.
func TestOutpostRuleWordsGerman(t *testing.T) {
	de, err := locales.New(language.German)
	if err != nil {
		t.Fatal(err)
	}
	for err, want := range map[error]string{
		outpost.CheckRepair(2, outpost.Supply{outpost.Lumber: 9}): "die Reparatur kostet 2 Materialressourcen; gegeben sind 9",
		&outpost.MoraleShortError{Need: 2, Have: 1}:               "ein zweiter Bau kostet 2 Moral, und der Außenposten hat 1",
		fmt.Errorf("tavern: %w", outpost.ErrTwoConstructions):     "in dieser Außenpostenphase wurden schon zwei Bauten gemacht",
	} {
		if got := outpostRuleWords(de, err); got != want {
			t.Errorf("%v: %q, want %q", err, got, want)
		}
	}
}
