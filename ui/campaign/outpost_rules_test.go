package campaign

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/spinner"
	"golang.org/x/text/language"
)

// rulesOutpost starts a Frosthaven campaign's outpost with invented data
// (a tavern, a wall, an inn) and makes edits es.
func rulesOutpost(t *testing.T, es ...campaign.Edit) (*fixture, *outpostPanel) {
	t.Helper()
	f := newFixture(t)
	f.create("Snow")
	f.s.party.rules.SetSelected("Frosthaven")
	data := outpost.Data{Buildings: []outpost.Building{
		{Name: "tavern", Title: "Tavern", Build: outpost.Cost{Prosperity: 1, Materials: outpost.Supply{outpost.Lumber: 3, outpost.Metal: 2}}, Unlocked: true,
			Rebuild: []outpost.Supply{{outpost.Lumber: 1, outpost.Metal: 2}}},
		{Name: "wall", Title: "Wall", Build: outpost.Cost{Prosperity: 1, Materials: outpost.Supply{outpost.Lumber: 2}}, Unlocked: true},
		{Name: "inn", Title: "Inn", Build: outpost.Cost{Prosperity: 1, Materials: outpost.Supply{outpost.Lumber: 1}}, Unlocked: true,
			Rebuild: []outpost.Supply{{outpost.Lumber: 1}}}}}
	for _, e := range append([]campaign.Edit{campaign.StartOutpost{Data: data, Seed: 1}}, es...) {
		if _, err := f.s.edit(e); err != nil {
			t.Fatal(err)
		}
	}
	p := f.s.outpost
	p.reload()
	return f, p
}

// TestOutpostInspirationInPlaceOfMaterials: rulebook p. 54, "The party
// can spend any amount of inspiration in place of an equal number of
// material resources when paying various costs for buildings". A build
// the supply is short of but the inspiration covers is offered; its
// dialog counts the inspiration (the shortfall to start with), says which
// materials it stands in for, and Apply spends it.
func TestOutpostInspirationInPlaceOfMaterials(t *testing.T) {
	f, p := rulesOutpost(t, campaign.OutpostEvent{Card: "SO-01",
		Change: outpost.Change{Inspiration: 3, Gain: outpost.Supply{outpost.Lumber: 2, outpost.Metal: 1}}})
	b := findButton(p.content, "Build for 3 lumber, 2 metal (prosperity 1)")
	if b == nil || b.Disabled() {
		t.Fatalf("the tavern, 1 lumber and 1 metal short with 3 inspiration, is not offered: %v", b)
	}
	test.Tap(b)
	txt := f.dialogText()
	for _, want := range []string{"Inspiration in place of materials (the outpost has 3):", "2 inspiration in place of 1 lumber, 1 metal",
		"Inspiration 3 → 1", "-2 lumber", "-1 metal"} {
		if !strings.Contains(txt, want) {
			t.Fatalf("the tavern's dialog lacks %q: %q", want, txt)
		}
	}
	var count *spinner.Spinner
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if s, ok := o.(*spinner.Spinner); ok {
			count = s
		}
	})
	if count == nil || count.Value() != 2 {
		t.Fatalf("the inspiration count: %v", count)
	}
	count.Set(1)
	if txt := f.dialogText(); !strings.Contains(txt, "1 inspiration in place of 1 lumber") || !strings.Contains(txt, "The supply lacks 1 metal.") {
		t.Fatalf("1 inspiration of the 2 needed: %q", txt)
	}
	count.Set(3)
	if txt := f.dialogText(); !strings.Contains(txt, "3 inspiration in place of 2 lumber, 1 metal") || !strings.Contains(txt, "Inspiration 3 → 0") {
		t.Fatalf("3 inspiration: %q", txt)
	}
	count.Set(2)
	f.confirm("Apply")
	if p.o.Standing("tavern").Level != 1 || p.o.Inspiration != 1 || len(p.o.Supply) != 0 {
		t.Fatalf("after the tavern: level %d, inspiration %d, supply %s", p.o.Standing("tavern").Level, p.o.Inspiration, p.o.Supply)
	}
}

// TestOutpostNoBuildAfterRebuild: rulebook p. 68, "The party may also
// rebuild any number of wrecked buildings, but not until after any builds
// and upgrades". The rebuild dialog says a rebuild ends the phase's builds
// and upgrades; after it the builds are not offered, the tab says why,
// and a build asked anyway is refused in the player's words; the next
// week offers them again.
func TestOutpostNoBuildAfterRebuild(t *testing.T) {
	f, p := rulesOutpost(t, campaign.OutpostEvent{Card: "SO-01", Change: outpost.Change{Gain: outpost.Supply{outpost.Lumber: 9}}},
		campaign.Construct{Construction: outpost.Construction{Building: "inn"}, Level: 1, Name: "Inn"}, campaign.PassWeek{Week: 1},
		campaign.OutpostEvent{Card: "SO-02", Change: outpost.Change{Wreck: []string{"inn"}}})
	wall := "Build for 2 lumber (prosperity 1)"
	if b := findButton(p.content, wall); b == nil || b.Disabled() {
		t.Fatalf("the wall is not offered before the rebuild: %v", b)
	}
	test.Tap(findButton(p.content, "Rebuild for 1 lumber"))
	if txt := f.dialogText(); !strings.Contains(txt, "After a rebuild no build or upgrade is made this outpost phase") {
		t.Fatalf("the rebuild dialog: %q", txt)
	}
	f.confirm("Apply")
	if p.o.Standing("inn").Wrecked {
		t.Fatal("the inn is not rebuilt")
	}
	if b := findButton(p.content, wall); b == nil || !b.Disabled() {
		t.Fatalf("the wall is offered after a rebuild: %v", b)
	}
	if !strings.Contains(labelsText(p.content), "A building was rebuilt this outpost phase") {
		t.Fatalf("the tab does not say why: %q", labelsText(p.content))
	}
	p.do(campaign.Construct{Construction: outpost.Construction{Building: "wall"}, Level: 1, Name: "Wall"})
	if txt := f.dialogText(); !strings.Contains(txt, "builds and upgrades come before rebuilds") {
		t.Fatalf("a build after the rebuild: %q", txt)
	}
	f.closeDialogs()
	if p.o.Standing("wall").Level != 0 {
		t.Fatal("the wall was built after the rebuild")
	}
	if _, err := f.s.edit(campaign.PassWeek{Week: 2}); err != nil {
		t.Fatal(err)
	}
	p.reload()
	if b := findButton(p.content, wall); b == nil || b.Disabled() {
		t.Fatalf("the wall is not offered the next week: %v", b)
	}
}

// TestOutpostProsperityLossShown: rulebook p. 54, "-X prosperity, erase
// the previous X boxes, but never erase a numbered box": an event's -5
// prosperity at 8 marks (level 2 from 6) is shown and made as 8 → 6.
func TestOutpostProsperityLossShown(t *testing.T) {
	f, p := rulesOutpost(t, campaign.OutpostEvent{Card: "SO-01", Change: outpost.Change{Prosperity: 8}})
	p.showEvent(campaign.OutpostEvent{Card: "SO-02", Change: outpost.Change{Prosperity: -5}})
	if txt := f.dialogText(); !strings.Contains(txt, "Prosperity 8 → 6") {
		t.Fatalf("the loss shown: %q", txt)
	}
	f.confirm("Apply")
	if p.o.Prosperity != 6 {
		t.Fatalf("prosperity %d after -5 from 8", p.o.Prosperity)
	}
}

// TestOutpostRuleErrorsGerman: the outpost's typed refusals (a building
// not built yet, at its highest level, short of prosperity, a build after
// a rebuild, the supply short, inspiration) are said in German.
func TestOutpostRuleErrorsGerman(t *testing.T) {
	de, err := locales.New(language.German)
	if err != nil {
		t.Fatal(err)
	}
	for err, want := range map[error]string{
		&outpost.RuleError{Rule: outpost.RuleNotBuilt, Building: "Schmiede"}:                          "Schmiede ist noch nicht gebaut.",
		&outpost.RuleError{Rule: outpost.RuleHighestLevel, Building: "Schmiede", Level: 4}:            "Schmiede hat schon die höchste Stufe (4).",
		&outpost.RuleError{Rule: outpost.RuleProsperity, Building: "Mauer", Need: 3, Level: 2}:        "Mauer braucht Wohlstandsstufe 3; der Außenposten hat Stufe 2.",
		fmt.Errorf("wall: %w", &outpost.RuleError{Rule: outpost.RuleAfterRebuild, Building: "Mauer"}): "In dieser Außenpostenphase wurde schon ein Gebäude wiederaufgebaut",
		fmt.Errorf("wall: %w", &outpost.ShortError{Missing: outpost.Supply{outpost.Metal: 1}}):        "Dem Vorrat fehlt: 1 Metall.",
		&outpost.RuleError{Rule: outpost.RuleInspiration, Need: 3, Level: 1}:                          "Das kostet 3 Inspiration; der Außenposten hat 1.",
	} {
		if got := outpostRuleWords(de, err); !strings.HasPrefix(got, want) {
			t.Errorf("%v: %q, want %q", err, got, want)
		}
	}
}

// TestOutpostOperationPaidByCharacters: rulebook p. 62, a building
// operation's loss "can be ... taken from the Frosthaven supply or the
// characters' personal supplies, in any combination": the operation's
// dialog offers the supply first, then Ana's hide and gold; Show says who
// pays and Apply takes it from both; what nobody holds is said as not
// paid.
func TestOutpostOperationPaidByCharacters(t *testing.T) {
	f := newFixture(t)
	id := f.create("Snow")
	f.s.party.rules.SetSelected("Frosthaven")
	ctx := context.Background()
	if _, err := f.store.AddCharacter(ctx, id, campaign.Character{Class: "brute", Name: "Ana", Level: 1, Gold: 3,
		Resources: outpost.Supply{outpost.Hide: 1}}); err != nil {
		t.Fatal(err)
	}
	data := outpost.Data{Buildings: []outpost.Building{{Name: "shed", Title: "Shed", Build: outpost.Cost{Prosperity: 1, Materials: outpost.Supply{outpost.Lumber: 1}},
		Unlocked: true, Effects: []outpost.Effect{{Words: "Lose 3 hide, 5 gold", Lose: outpost.Supply{outpost.Hide: 3, outpost.Gold: 5}}}}}}
	for _, e := range []campaign.Edit{campaign.StartOutpost{Data: data, Seed: 1},
		campaign.OutpostEvent{Card: "SO-01", Change: outpost.Change{Gain: outpost.Supply{outpost.Lumber: 1, outpost.Hide: 1, outpost.Gold: 1}}},
		campaign.Construct{Construction: outpost.Construction{Building: "shed"}, Level: 1, Name: "Shed"}} {
		if _, err := f.s.edit(e); err != nil {
			t.Fatal(err)
		}
	}
	p := f.s.outpost
	p.reload()
	test.Tap(findButton(p.content, "Operate"))
	if txt := f.dialogText(); !strings.Contains(txt, "Supply") || !strings.Contains(txt, "Ana") ||
		!strings.Contains(txt, "Not paid (nobody holds it): 1 hide, 1 gold") {
		t.Fatalf("the operation's dialog: %q", txt)
	}
	var supplyHide *spinner.Field
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if x, ok := o.(*spinner.Field); ok && supplyHide == nil {
			supplyHide = x
		}
	})
	supplyHide.SetText("0") // the supply's hide left unpaid while the supply holds it
	f.confirm("Show")
	if txt := f.dialogText(); !strings.Contains(txt, "a loss is paid as far as the party can") {
		t.Fatalf("1 hide left unpaid while the supply holds it: %q", txt)
	}
	f.w.Canvas().Overlays().Remove(f.w.Canvas().Overlays().Top())
	if supplyHide.Text != "0" || !strings.Contains(f.dialogText(), "Ana") {
		t.Fatalf("after the refusal the dialog is gone or changed: %q", f.dialogText())
	}
	supplyHide.SetText("1")
	f.confirm("Show")
	if txt := f.dialogText(); !strings.Contains(txt, "Ana pays 1 hide, 3 gold") {
		t.Fatalf("shown: %q", txt)
	}
	f.confirm("Apply")
	cs, _ := f.store.Characters(ctx, id)
	if len(p.o.Supply) != 0 || len(cs[0].Resources) != 0 || cs[0].Gold != 0 {
		t.Fatalf("after the operation: supply %s, Ana holds %s and %d gold", p.o.Supply, cs[0].Resources, cs[0].Gold)
	}
}
