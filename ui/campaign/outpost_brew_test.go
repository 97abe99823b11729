package campaign

import (
	"context"
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

// topCheck is the check box of the dialog on top whose label is text.
func (f *fixture) topCheck(t *testing.T, text string) *widget.Check {
	t.Helper()
	var out *widget.Check
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && strings.EqualFold(c.Text, text) {
			out = c
		}
	})
	if out == nil {
		t.Fatalf("no box %q in %q", text, f.dialogText())
	}
	return out
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
	op := f.s.outpost
	op.reload()
	test.Tap(findButton(op.content, "4. Downtime: brew a potion…"))
	f.topSelects()[0].SetSelected("Ana")
	f.topCheck(t, "arrowvine").SetChecked(true)
	f.topCheck(t, "rockroot").SetChecked(true)
	if txt := f.dialogText(); !strings.Contains(txt, "The potion: Mending Draught") ||
		!strings.Contains(txt, "Ana pays 1 arrowvine.\nThe outpost's supply pays 1 rockroot.") {
		t.Fatalf("the brew dialog: %q", txt)
	}
	f.topCheck(t, "snowthistle").SetChecked(true)
	if txt := f.dialogText(); !strings.Contains(txt, "A potion of 3 herbs needs the alchemist at level 3; it is at level 1.") {
		t.Fatalf("three herbs at level 1: %q", txt)
	}
	f.topCheck(t, "snowthistle").SetChecked(false)
	f.confirm("Brew")
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("brewing: %q", txt)
	}
	a, _ := f.store.Character(ctx, id, ana.ID)
	o, _, _ := f.store.Outpost(ctx, id)
	if len(a.Items) != 1 || a.Items[0].Number != 83 || len(a.Resources) != 0 || o.Supply.Of(outpost.Rockroot) != 1 {
		t.Fatalf("after the brew: %+v, supply %v", a, o.Supply)
	}
	log, _ := f.store.Log(ctx, id)
	if got := history.Describe(f.env.Tr, nil, log[len(log)-1]); got != "Ana brews Mending Draught for 1 arrowvine, 1 rockroot" {
		t.Errorf("the history tells %q", got)
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	a, _ = f.store.Character(ctx, id, ana.ID)
	o, _, _ = f.store.Outpost(ctx, id)
	if len(a.Items) != 0 || a.Resources.Of(outpost.Arrowvine) != 1 || o.Supply.Of(outpost.Rockroot) != 2 {
		t.Errorf("after Undo: %+v, supply %v", a, o.Supply)
	}
}
