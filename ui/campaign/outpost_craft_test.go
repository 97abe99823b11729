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

// topSelects are the selects of the dialog on top.
func (f *fixture) topSelects() []*widget.Select {
	var out []*widget.Select
	walk(f.w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if s, ok := o.(*widget.Select); ok {
			out = append(out, s)
		}
	})
	return out
}

// openCraft opens the Outpost tab's craft dialog and chooses who crafts
// and the first item offered.
func (f *fixture) openCraft(op *outpostPanel, who string) {
	test.Tap(findButton(op.content, "4. Downtime: craft an item…"))
	sel := f.topSelects()
	sel[0].SetSelected(who)
	sel[1].SetSelectedIndex(0)
}

// toldThenUndo checks the history's words for campaign id's last edit,
// then undoes it.
func (f *fixture) toldThenUndo(t *testing.T, id int64, want string) {
	t.Helper()
	ctx := context.Background()
	log, _ := f.store.Log(ctx, id)
	if got := history.Describe(f.env.Tr, nil, log[len(log)-1]); got != want {
		t.Errorf("the history tells %q, want %q", got, want)
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
}

// craftFixture is a Frosthaven campaign whose pack has items, with Ana
// holding 1 metal and 1 hide, and a smithy built in its outpost (the craft
// dialog offering nothing before it stands).
func craftFixture(t *testing.T, items ...pack.Item) (*fixture, int64, *outpostPanel, campaign.Character) {
	t.Helper()
	f, id, op := outpostFixture(t)
	f.s.party.rules.SetSelected("Frosthaven")
	p := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Invented items", Rules: rules.Frosthaven, Items: items}
	if _, err := f.store.AddPack(context.Background(), p, "haventable"); err != nil {
		t.Fatal(err)
	}
	f.env.ForgetPacks()
	ana := f.addCharacter("Brute", "Ana", 1, "")
	if _, err := f.s.edit(campaign.Reward{Character: ana.ID, Name: "Ana", Resources: outpost.Supply{outpost.Metal: 1, outpost.Hide: 1}}); err != nil {
		t.Fatal(err)
	}
	op.reload()
	op.craftItemDialog()
	if txt := f.dialogText(); !strings.Contains(txt, "No building of the outpost offers an item to craft now") {
		t.Fatalf("before the smithy stands: %q", txt)
	}
	f.closeDialogs()
	op.showEvent(eventOf("SO-90", outpost.Supply{outpost.Lumber: 3, outpost.Metal: 3, outpost.Hide: 1, outpost.Arrowvine: 1, outpost.Gold: 10}))
	f.confirm("Apply")
	test.Tap(findButton(op.content, "Build for 3 lumber, 2 metal, 1 hide, 10 gold (prosperity 1)"))
	f.confirm("Apply")
	return f, id, op, ana
}

// TestOutpostCraftItem: in downtime a character crafts an item the smithy
// offers (an invented item with a crafting cost, its building standing),
// paying what it holds, the supply the rest; the dialog says who pays what
// before Craft; without the supply's help the craft is refused in the
// player's words naming what is missing; the item goes to the character,
// the history names the craft and Undo takes it back whole.
func TestOutpostCraftItem(t *testing.T) {
	f, id, op, ana := craftFixture(t, pack.Item{Number: 41, Name: "Ice Pick", Slot: pack.SlotOneHand, Building: "Smithy", BuildingLevel: 1,
		Resources: pack.CraftCost{outpost.Metal: 2, outpost.Hide: 1, outpost.Arrowvine: 1}})
	ctx := context.Background()
	supplyBefore := op.o.Supply
	if supplyBefore.Of(outpost.Metal) != 1 {
		t.Fatalf("supply after building the smithy: %v", supplyBefore)
	}

	test.Tap(findButton(op.content, "4. Downtime: craft an item…"))
	sel := f.topSelects()
	if len(sel) != 2 || len(sel[1].Options) != 1 || sel[1].Options[0] != "Ice Pick: 2 metal, 1 hide, 1 arrowvine (copies left: 1)" {
		t.Fatalf("the craft dialog offers %+v", sel)
	}
	sel[0].SetSelected("Ana")
	sel[1].SetSelectedIndex(0)
	// the supply's metal never pays a craft (rulebook p. 65), its herbs do
	if txt := f.dialogText(); !strings.Contains(txt, "Ana holds 1 metal, 1 hide and 0 gold.\nAna cannot craft it: 1 metal missing.") {
		t.Fatalf("who pays what: %q", txt)
	}
	checks, _ := f.topWidgets()
	if len(checks) != 1 || !checks[0].Checked || !strings.HasPrefix(checks[0].Text, "The outpost's supply pays the herbs the character lacks") {
		t.Fatalf("the supply's box: %+v", checks)
	}
	checks[0].SetChecked(false)
	if txt := f.dialogText(); !strings.Contains(txt, "Ana cannot craft it: 1 metal, 1 arrowvine missing.") {
		t.Fatalf("short without the supply: %q", txt)
	}
	f.confirm("Craft")
	if txt := f.dialogText(); !strings.Contains(txt, "Ana cannot craft it: 1 metal, 1 arrowvine missing.") {
		t.Fatalf("crafted short: %q", txt)
	}
	f.closeDialogs()
	if chars, _ := f.store.Characters(ctx, id); len(chars[0].Items) != 0 {
		t.Fatalf("a refused craft gave %+v", chars[0].Items)
	}
	// Ana's metal: with it she pays her materials, the supply the herb
	if _, err := f.s.edit(campaign.Reward{Character: ana.ID, Name: "Ana", Resources: outpost.Supply{outpost.Metal: 1}}); err != nil {
		t.Fatal(err)
	}
	test.Tap(findButton(op.content, "4. Downtime: craft an item…"))
	sel = f.topSelects()
	sel[0].SetSelected("Ana")
	sel[1].SetSelectedIndex(0)
	if txt := f.dialogText(); !strings.Contains(txt, "Ana pays 2 metal, 1 hide.\nThe outpost's supply pays 1 arrowvine.") {
		t.Fatalf("who pays what with her metal: %q", txt)
	}
	f.closeDialogs()

	test.Tap(findButton(op.content, "4. Downtime: craft an item…"))
	sel = f.topSelects()
	sel[0].SetSelected("Ana")
	sel[1].SetSelectedIndex(0)
	f.confirm("Craft")
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("crafting: %q", txt)
	}
	chars, _ := f.store.Characters(ctx, id)
	o, _, _ := f.store.Outpost(ctx, id)
	if len(chars[0].Items) != 1 || chars[0].Items[0].Name != "Ice Pick" || len(chars[0].Resources) != 0 || o.Supply.Of(outpost.Arrowvine) != 0 || o.Supply.Of(outpost.Metal) != 1 {
		t.Fatalf("after the craft: %+v, supply %v", chars[0], o.Supply)
	}
	log, _ := f.store.Log(ctx, id)
	if got := history.Describe(f.env.Tr, nil, log[len(log)-1]); got != "Ana crafts Ice Pick for 2 metal, 1 hide, 1 arrowvine" {
		t.Errorf("the history tells %q", got)
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	chars, _ = f.store.Characters(ctx, id)
	o, _, _ = f.store.Outpost(ctx, id)
	if len(chars[0].Items) != 0 || !chars[0].Resources.Equal(outpost.Supply{outpost.Metal: 2, outpost.Hide: 1}) || !o.Supply.Equal(supplyBefore) {
		t.Errorf("after Undo: %+v, supply %v", chars[0], o.Supply)
	}
}

// TestOutpostCraftTakesItems: an item whose crafting takes another item
// (GHS's requiredItems) is offered with it in its cost; without it the
// craft is refused naming it; with it Ana gives it up in the same edit,
// which the history names and Undo takes back.
func TestOutpostCraftTakesItems(t *testing.T) {
	f, id, op, ana := craftFixture(t,
		pack.Item{Number: 41, Name: "Ice Pick", Slot: pack.SlotOneHand, Cost: 5, Prosperity: 1},
		pack.Item{Number: 42, Name: "Laced Pick", Slot: pack.SlotOneHand, Building: "Smithy", BuildingLevel: 1,
			Resources: pack.CraftCost{outpost.Hide: 1}, RequiredItems: []int{41}})
	ctx := context.Background()
	test.Tap(findButton(op.content, "4. Downtime: craft an item…"))
	sel := f.topSelects()
	if len(sel) != 2 || len(sel[1].Options) != 1 || sel[1].Options[0] != "Laced Pick: 1 hide and the items Ice Pick (copies left: 1)" {
		t.Fatalf("the craft dialog offers %+v", sel[1].Options)
	}
	sel[0].SetSelected("Ana")
	sel[1].SetSelectedIndex(0)
	if txt := f.dialogText(); !strings.Contains(txt, "Ana cannot craft it without Ice Pick: crafting takes them. Buy or craft them first.") {
		t.Fatalf("without the pick: %q", txt)
	}
	f.closeDialogs()
	if _, err := f.s.edit(campaign.BuyItem{Character: ana.ID, CharacterName: "Ana", Item: 41, ItemName: "Ice Pick"}); err != nil {
		t.Fatal(err)
	}
	f.openCraft(op, "Ana")
	if txt := f.dialogText(); !strings.Contains(txt, "Ana gives up Ice Pick: they go back to the items available.") {
		t.Fatalf("with the pick: %q", txt)
	}
	f.confirm("Craft")
	chars, _ := f.store.Characters(ctx, id)
	if len(chars[0].Items) != 1 || chars[0].Items[0].Name != "Laced Pick" || len(chars[0].Resources.Plus(outpost.Supply{outpost.Metal: -1})) != 0 {
		t.Fatalf("after the craft: %+v", chars[0])
	}
	log, _ := f.store.Log(ctx, id)
	if got := history.Describe(f.env.Tr, nil, log[len(log)-1]); got != "Ana crafts Laced Pick for 1 hide and gives up Ice Pick" {
		t.Errorf("the history tells %q", got)
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if chars, _ = f.store.Characters(ctx, id); len(chars[0].Items) != 1 || chars[0].Items[0].Name != "Ice Pick" {
		t.Errorf("after Undo: %+v", chars[0].Items)
	}
}

// TestOutpostCraftPaysInPlace: rulebook p. 65, "if all copies of the
// required item are owned by other members of the party, the crafting
// character may spend the gold, resources, or items listed as the
// required item's cost in place of spending the item itself" — Bo owns
// the one Ice Pick; Ana, who has none, crafts the Laced Pick paying the
// pick's 5 gold with its hide, the dialog says so before Craft, the
// history names it, Bo keeps his pick and Undo takes it back.
func TestOutpostCraftPaysInPlace(t *testing.T) {
	f, id, op, ana := craftFixture(t,
		pack.Item{Number: 41, Name: "Ice Pick", Slot: pack.SlotOneHand, Cost: 5, Prosperity: 1},
		pack.Item{Number: 42, Name: "Laced Pick", Slot: pack.SlotOneHand, Building: "Smithy", BuildingLevel: 1,
			Resources: pack.CraftCost{outpost.Hide: 1}, RequiredItems: []int{41}})
	ctx := context.Background()
	bo := f.addCharacter("Brute", "Bo", 1, "")
	for _, e := range []campaign.Edit{campaign.Reward{Character: ana.ID, Name: "Ana", Gold: 7},
		campaign.Reward{Character: bo.ID, Name: "Bo", Gold: 5},
		campaign.BuyItem{Character: bo.ID, CharacterName: "Bo", Item: 41, ItemName: "Ice Pick", Price: 5}} {
		if _, err := f.s.edit(e); err != nil {
			t.Fatal(err)
		}
	}
	f.openCraft(op, "Ana")
	if txt := f.dialogText(); !strings.Contains(txt, "Ana pays 1 hide, 5 gold.\nThe other characters own every copy of Ice Pick: Ana pays its cost in its place (counted above).") {
		t.Fatalf("Bo owns the one pick: %q", txt)
	}
	f.confirm("Craft")
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("crafting: %q", txt)
	}
	a, _ := f.store.Character(ctx, id, ana.ID)
	b, _ := f.store.Character(ctx, id, bo.ID)
	if len(a.Items) != 1 || a.Items[0].Name != "Laced Pick" || a.Gold != 2 || a.Resources.Of(outpost.Hide) != 0 || len(b.Items) != 1 || b.Items[0].Name != "Ice Pick" {
		t.Fatalf("after the craft: Ana %+v, Bo %+v", a, b)
	}
	f.toldThenUndo(t, id, "Ana crafts Laced Pick for 1 hide, 5 gold, paying the cost of Ice Pick in its place")
	if a, _ = f.store.Character(ctx, id, ana.ID); len(a.Items) != 0 || a.Gold != 7 {
		t.Errorf("after Undo: %+v", a)
	}
}

// TestOutpostCraftOffersNoPotion: rulebook p. 65, "Non-potion items can
// be crafted by interacting with the Craftsman building" — with only the
// alchemist standing and a potion of the data (invented), the craft
// dialog offers nothing; the potion is brewed (Brew a potion…).
func TestOutpostCraftOffersNoPotion(t *testing.T) {
	f, _ := alchemistFixture(t, pack.Item{Number: 83, Name: "Mending Draught", Slot: pack.SlotSmall, Count: 2, Building: "alchemist", BuildingLevel: 1,
		Resources: pack.CraftCost{outpost.Arrowvine: 1, outpost.Rockroot: 1}})
	f.addCharacter("Brute", "Ana", 1, "")
	op := f.s.outpost
	op.reload()
	test.Tap(findButton(op.content, "4. Downtime: craft an item…"))
	if txt := f.dialogText(); !strings.Contains(txt, "No building of the outpost offers an item to craft now") {
		t.Fatalf("the craft dialog with a potion only: %q", txt)
	}
}
