package campaign

import (
	"context"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/ui/history"
)

// herbCount sets the count of herb (its label's text) in the brew dialog
// on top: the choice beside the label.
func (f *fixture) herbCount(t *testing.T, herb string, n int) {
	t.Helper()
	var out *widget.Select
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != 2 {
			return
		}
		l, isLabel := c.Objects[1].(*widget.Label)
		s, isSelect := c.Objects[0].(*widget.Select)
		if isLabel && isSelect && strings.EqualFold(l.Text, herb) {
			out = s
		}
	})
	if out == nil {
		t.Fatalf("no count of %q in %q", herb, f.dialogText())
	}
	out.SetSelectedIndex(n)
}

// openBrew opens the Outpost tab's brew dialog, chooses who brews and one
// each of herbs.
func (f *fixture) openBrew(t *testing.T, who string, herbs ...string) {
	t.Helper()
	op := f.s.outpost
	op.reload()
	test.Tap(findButton(op.content, "4. Downtime: brew a potion…"))
	f.topSelects()[0].SetSelected(who)
	for _, h := range herbs {
		f.herbCount(t, h, 1)
	}
}

// alchemistFixture is a Frosthaven campaign whose pack has items
// (invented) and whose outpost has an alchemist at level 1 (its level 2
// for 2 lumber).
func alchemistFixture(t *testing.T, items ...pack.Item) (*fixture, int64) {
	t.Helper()
	f := newFixture(t)
	id := f.create("Snow")
	f.s.party.rules.SetSelected("Frosthaven")
	p := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Invented potions", Rules: rules.Frosthaven, Items: items}
	if _, err := f.store.AddPack(context.Background(), p, "haventable"); err != nil {
		t.Fatal(err)
	}
	f.env.ForgetPacks()
	data := outpost.Data{Buildings: []outpost.Building{{Name: outpost.Alchemist, Title: "Alchemist",
		Upgrades: []outpost.Cost{{Prosperity: 1, Materials: outpost.Supply{outpost.Lumber: 2}}}}}}
	if _, err := f.s.edit(campaign.StartOutpost{Data: data, Seed: 1}); err != nil {
		t.Fatal(err)
	}
	return f, id
}

// TestOutpostBrew: in downtime a character brews at the alchemist (level
// 1, invented data) the potion of the two herbs ticked (an invented
// potion), its own herb paid first and the supply's for the one it
// lacks; a third herb is refused in the player's words (level 3 needed);
// the potion goes to the character, the history names it, Undo takes it
// back whole.
func TestOutpostBrew(t *testing.T) {
	f, id := alchemistFixture(t, pack.Item{Number: 83, Name: "Mending Draught", Slot: pack.SlotSmall, Count: 2, Building: "alchemist", BuildingLevel: 1,
		Resources: pack.CraftCost{outpost.Arrowvine: 1, outpost.Rockroot: 1}})
	ctx := context.Background()
	ana := f.addCharacter("Brute", "Ana", 1, "")
	bo := f.addCharacter("Brute", "Bo", 1, "")
	for _, e := range []campaign.Edit{campaign.Reward{Character: ana.ID, Name: "Ana", Resources: outpost.Supply{outpost.Arrowvine: 1}},
		campaign.Reward{Character: bo.ID, Name: "Bo", Resources: outpost.Supply{outpost.Rockroot: 2}},
		campaign.GiveResources{Character: bo.ID, Name: "Bo", Give: outpost.Supply{outpost.Rockroot: 2}}} {
		if _, err := f.s.edit(e); err != nil {
			t.Fatal(err)
		}
	}
	f.openBrew(t, "Ana", "arrowvine", "rockroot")
	if txt := f.dialogText(); !strings.Contains(txt, "The potion: Mending Draught") ||
		!strings.Contains(txt, "Ana pays 1 arrowvine.\nThe outpost's supply pays 1 rockroot.") {
		t.Fatalf("the brew dialog: %q", txt)
	}
	f.herbCount(t, "snowthistle", 1)
	if txt := f.dialogText(); !strings.Contains(txt, "A potion of 3 herbs needs the alchemist at level 3; it is at level 1.") {
		t.Fatalf("three herbs at level 1: %q", txt)
	}
	f.herbCount(t, "snowthistle", 0)
	f.confirm("Brew")
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("brewing: %q", txt)
	}
	a, _ := f.store.Character(ctx, id, ana.ID)
	o, _, _ := f.store.Outpost(ctx, id)
	if len(a.Items) != 1 || a.Items[0].Number != 83 || len(a.Resources) != 0 || o.Supply.Of(outpost.Rockroot) != 1 {
		t.Fatalf("after the brew: %+v, supply %v", a, o.Supply)
	}
	f.toldThenUndo(t, id, "Ana brews Mending Draught for 1 arrowvine, 1 rockroot")
	a, _ = f.store.Character(ctx, id, ana.ID)
	o, _, _ = f.store.Outpost(ctx, id)
	if len(a.Items) != 0 || a.Resources.Of(outpost.Arrowvine) != 1 || o.Supply.Of(outpost.Rockroot) != 2 {
		t.Errorf("after Undo: %+v, supply %v", a, o.Supply)
	}
}

// TestOutpostBrewSameHerbTwice: the dialog takes a count of each herb;
// two of the same herb (rulebook p. 66: "any two herb resources ... in any
// combination") brew the alchemist's any-two-herbs potion (invented),
// both herbs paid; three, one of them twice, need the alchemist at level
// 3, said in the player's words; different herbs keep their own potion.
func TestOutpostBrewSameHerbTwice(t *testing.T) {
	f, id := alchemistFixture(t,
		pack.Item{Number: 83, Name: "Mending Draught", Slot: pack.SlotSmall, Count: 2, Building: "alchemist", BuildingLevel: 1,
			Resources: pack.CraftCost{outpost.Arrowvine: 1, outpost.Rockroot: 1}},
		pack.Item{Number: 98, Name: "Murky Brew", Slot: pack.SlotSmall, Count: 2, Building: "alchemist", BuildingLevel: 1, AnyHerbs: 2},
		pack.Item{Number: 119, Name: "Black Brew", Slot: pack.SlotSmall, Count: 2, Building: "alchemist", BuildingLevel: 3, AnyHerbs: 3})
	ctx := context.Background()
	ana := f.addCharacter("Brute", "Ana", 1, "")
	if _, err := f.s.edit(campaign.Reward{Character: ana.ID, Name: "Ana", Resources: outpost.Supply{outpost.Arrowvine: 2, outpost.Rockroot: 1}}); err != nil {
		t.Fatal(err)
	}
	f.openBrew(t, "Ana", "arrowvine", "rockroot")
	if txt := f.dialogText(); !strings.Contains(txt, "The potion: Mending Draught") {
		t.Fatalf("two different herbs: %q", txt)
	}
	f.herbCount(t, "arrowvine", 2)
	if txt := f.dialogText(); !strings.Contains(txt, "A potion of 3 herbs needs the alchemist at level 3; it is at level 1.") {
		t.Fatalf("three herbs, one twice, at level 1: %q", txt)
	}
	f.herbCount(t, "rockroot", 0)
	if txt := f.dialogText(); !strings.Contains(txt, "The potion: Murky Brew") || !strings.Contains(txt, "Ana pays 2 arrowvine.") {
		t.Fatalf("the same herb twice: %q", txt)
	}
	f.confirm("Brew")
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("brewing: %q", txt)
	}
	a, _ := f.store.Character(ctx, id, ana.ID)
	if len(a.Items) != 1 || a.Items[0].Number != 98 || a.Resources.Of(outpost.Arrowvine) != 0 || a.Resources.Of(outpost.Rockroot) != 1 {
		t.Fatalf("after the brew: %+v", a)
	}
	log, _ := f.store.Log(ctx, id)
	if got := history.Describe(f.env.Tr, nil, log[len(log)-1]); got != "Ana brews Murky Brew for 2 arrowvine" {
		t.Errorf("the history tells %q", got)
	}
}

// TestOutpostBrewGivenToAnother: rulebook p. 66, the brewer "may keep or
// immediately give" the potion "to another member of the party": the
// dialog's choice of who gets it (the brewer to start with); Ana brews,
// pays the herbs, Bo gets the potion; the dialog says so before Brew, the
// history names the gift, Undo takes it back from both; a character who
// owns the potion already is refused in the player's words.
func TestOutpostBrewGivenToAnother(t *testing.T) {
	f, id := alchemistFixture(t, pack.Item{Number: 83, Name: "Mending Draught", Slot: pack.SlotSmall, Count: 3, Building: "alchemist", BuildingLevel: 1,
		Resources: pack.CraftCost{outpost.Arrowvine: 1, outpost.Rockroot: 1}})
	ctx := context.Background()
	ana := f.addCharacter("Brute", "Ana", 1, "")
	bo := f.addCharacter("Brute", "Bo", 1, "")
	cy := f.addCharacter("Brute", "Cy", 1, "")
	if _, err := f.s.edit(campaign.Reward{Character: ana.ID, Name: "Ana", Resources: outpost.Supply{outpost.Arrowvine: 1, outpost.Rockroot: 1}}); err != nil {
		t.Fatal(err)
	}
	// Cy owns one
	if _, err := f.s.edit(campaign.BuyItem{Character: cy.ID, CharacterName: "Cy", Item: 83, ItemName: "Mending Draught"}); err != nil {
		t.Fatal(err)
	}
	f.openBrew(t, "Ana", "arrowvine", "rockroot")
	sel := f.topSelects()
	to := sel[len(sel)-1]
	if to.Selected != "the brewer (keeps it)" || !slices.Equal(to.Options, []string{"the brewer (keeps it)", "Bo", "Cy"}) {
		t.Fatalf("who gets the potion: %q of %q", to.Selected, to.Options)
	}
	if txt := f.dialogText(); strings.Contains(txt, "gets the potion") {
		t.Fatalf("kept by the brewer: %q", txt)
	}
	to.SetSelected("Cy")
	if txt := f.dialogText(); !strings.Contains(txt, "Cy owns this potion already: a character owns one copy of an item.") {
		t.Fatalf("given to Cy: %q", txt)
	}
	to.SetSelected("Bo")
	if txt := f.dialogText(); !strings.Contains(txt, "Ana pays 1 arrowvine, 1 rockroot.\nBo gets the potion.") {
		t.Fatalf("given to Bo: %q", txt)
	}
	// the brewer is never among the others: Bo brewing, Ana and Cy
	sel[0].SetSelected("Bo")
	if to.Selected != "the brewer (keeps it)" || !slices.Equal(to.Options, []string{"the brewer (keeps it)", "Ana", "Cy"}) {
		t.Fatalf("Bo brewing: %q of %q", to.Selected, to.Options)
	}
	sel[0].SetSelected("Ana")
	to.SetSelected("Bo")
	f.confirm("Brew")
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("brewing: %q", txt)
	}
	a, _ := f.store.Character(ctx, id, ana.ID)
	b, _ := f.store.Character(ctx, id, bo.ID)
	if len(a.Items) != 0 || len(a.Resources) != 0 || len(b.Items) != 1 || b.Items[0].Number != 83 {
		t.Fatalf("after the brew: Ana %+v, Bo %+v", a, b)
	}
	f.toldThenUndo(t, id, "Ana brews Mending Draught for 1 arrowvine, 1 rockroot and gives it to Bo")
	a, _ = f.store.Character(ctx, id, ana.ID)
	b, _ = f.store.Character(ctx, id, bo.ID)
	if len(b.Items) != 0 || len(a.Resources) != 2 {
		t.Errorf("after Undo: Ana %+v, Bo %+v", a, b)
	}
}
