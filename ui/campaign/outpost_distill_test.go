package campaign

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/ui/history"
)

// TestOutpostDistill: in downtime a character distills a potion it owns
// at the alchemist (invented data): refused in the player's words at
// level 1; at level 2 any brewed potion, of three herbs too (rulebook p.
// 66: "Once the Alchemist has been upgraded to level 2, brewed potions can
// be distilled"); a 2-herb potion is given up for the herb the group picks among its herbs; the history
// names it and Undo takes it back whole.
func TestOutpostDistill(t *testing.T) {
	f, id := alchemistFixture(t,
		pack.Item{Number: 83, Name: "Mending Draught", Slot: pack.SlotSmall, Count: 2, Building: "alchemist", BuildingLevel: 1,
			Resources: pack.CraftCost{outpost.Arrowvine: 1, outpost.Rockroot: 1}},
		pack.Item{Number: 99, Name: "Greater Mending", Slot: pack.SlotSmall, Count: 2, Building: "alchemist", BuildingLevel: 3,
			Resources: pack.CraftCost{outpost.Arrowvine: 1, outpost.Rockroot: 1, outpost.Snowthistle: 1}},
		pack.Item{Number: 7, Name: "Ice Pick", Slot: pack.SlotOneHand, Count: 2, Building: "craftsman", BuildingLevel: 1,
			Resources: pack.CraftCost{outpost.Metal: 1}})
	ctx := context.Background()
	ana := f.addCharacter("Brute", "Ana", 1, "")
	for _, e := range []campaign.Edit{
		campaign.BuyItem{Character: ana.ID, CharacterName: "Ana", Item: 7, ItemName: "Ice Pick"},
		campaign.BuyItem{Character: ana.ID, CharacterName: "Ana", Item: 83, ItemName: "Mending Draught"},
		campaign.BuyItem{Character: ana.ID, CharacterName: "Ana", Item: 99, ItemName: "Greater Mending"},
		campaign.Reward{Character: ana.ID, Name: "Ana", Resources: outpost.Supply{outpost.Rockroot: 1, outpost.Lumber: 2}},
		campaign.GiveResources{Character: ana.ID, Name: "Ana", Give: outpost.Supply{outpost.Lumber: 2}}} {
		if _, err := f.s.edit(e); err != nil {
			t.Fatal(err)
		}
	}
	op := f.s.outpost
	op.reload()
	step := "4. Downtime: distill a potion…"
	test.Tap(findButton(op.content, step))
	sel := f.topSelects()
	if len(sel) != 3 || sel[0].Selected != "Ana" || len(sel[1].Options) != 2 {
		t.Fatalf("the distill dialog offers %d selects: %q", len(sel), f.dialogText())
	}
	sel[1].SetSelected("Mending Draught")
	if got := sel[2].Options; len(got) != 2 || got[0] != "arrowvine" || got[1] != "rockroot" {
		t.Fatalf("the herbs offered: %q", got)
	}
	sel[2].SetSelected("rockroot")
	if txt := f.dialogText(); !strings.Contains(txt, "Distilling a potion of 2 herbs needs the alchemist at level 2; it is at level 1.") {
		t.Fatalf("at level 1: %q", txt)
	}
	f.confirm("Distill")
	if txt := f.dialogText(); !strings.Contains(txt, "Not distilled") || !strings.Contains(txt, "needs the alchemist at level 2") {
		t.Fatalf("distilling at level 1: %q", txt)
	}
	f.closeDialogs()
	if _, err := f.s.edit(campaign.Construct{Construction: outpost.Construction{Building: outpost.Alchemist}, Level: 2, Name: "Alchemist"}); err != nil {
		t.Fatal(err)
	}
	op.reload()
	test.Tap(findButton(op.content, step))
	sel = f.topSelects()
	sel[1].SetSelected("Greater Mending")
	sel[2].SetSelected("snowthistle")
	if txt := f.dialogText(); !strings.Contains(txt, "Ana gives up Greater Mending and gains 1 snowthistle.") {
		t.Fatalf("three herbs at level 2: %q", txt)
	}
	sel[1].SetSelected("Mending Draught")
	sel[2].SetSelected("rockroot")
	if txt := f.dialogText(); !strings.Contains(txt, "Ana gives up Mending Draught and gains 1 rockroot.") {
		t.Fatalf("the distill dialog: %q", txt)
	}
	f.confirm("Distill")
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("distilling: %q", txt)
	}
	a, _ := f.store.Character(ctx, id, ana.ID)
	if len(a.Items) != 2 || a.Items[0].Number != 7 || a.Items[1].Number != 99 || !a.Resources.Equal(outpost.Supply{outpost.Rockroot: 2}) {
		t.Fatalf("after distilling: %+v", a)
	}
	log, _ := f.store.Log(ctx, id)
	if got := history.Describe(f.env.Tr, nil, log[len(log)-1]); got != "Ana distills Mending Draught for 1 rockroot" {
		t.Errorf("the history tells %q", got)
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	a, _ = f.store.Character(ctx, id, ana.ID)
	if len(a.Items) != 3 || !a.Resources.Equal(outpost.Supply{outpost.Rockroot: 1}) {
		t.Errorf("after Undo: %+v", a)
	}
}
