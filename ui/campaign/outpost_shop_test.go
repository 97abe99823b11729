package campaign

import (
	"context"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
)

// TestShopSellsWhatBuildingsMake: in a Frosthaven campaign the shop sells
// an item a building makes available once the outpost's building stands at
// the item's level (GHS's requiredBuilding, here the invented smithy), not
// before, and not while it is wrecked; it can be bought then.
func TestShopSellsWhatBuildingsMake(t *testing.T) {
	f, id, op := outpostFixture(t)
	ctx := context.Background()
	f.s.party.rules.SetSelected("Frosthaven")
	items := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Invented items", Rules: rules.Frosthaven,
		Items: []pack.Item{{Number: 31, Name: "Forged Hook", Slot: pack.SlotOneHand, Cost: 12, Building: "Smithy", BuildingLevel: 1}}}
	if _, err := f.store.AddPack(ctx, items, "haventable"); err != nil {
		t.Fatal(err)
	}
	f.env.ForgetPacks()
	ana := f.addCharacter("Brute", "Ana", 1, "")
	ana.Gold = 20
	if _, err := f.s.edit(campaign.SaveCharacter{Character: ana}); err != nil {
		t.Fatal(err)
	}
	sp := f.s.shop
	sp.refresh()
	if len(sp.stock) != 0 {
		t.Fatalf("before the smithy stands: %+v", sp.stock)
	}
	op.showEvent(eventOf("SO-90", outpost.Supply{outpost.Lumber: 9, outpost.Metal: 4, outpost.Hide: 2, outpost.Gold: 10}))
	f.confirm("Apply")
	test.Tap(findButton(op.content, "Build for 3 lumber, 2 metal, 1 hide, 10 gold (prosperity 1)"))
	f.confirm("Apply")
	sp.refresh()
	if len(sp.stock) != 1 || sp.stock[0].Item.Name != "Forged Hook" || sp.stock[0].Price != 12 {
		t.Fatalf("with the smithy at level 1: %+v", sp.stock)
	}
	sp.buy(sp.stock[0].Item)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("buying: %s", txt)
	}
	chars, _ := f.store.Characters(ctx, id)
	if chars[0].Gold != 8 || len(chars[0].Items) != 1 {
		t.Fatalf("after buying: %+v", chars[0])
	}
	// wrecked by an event: the smithy makes nothing
	e := eventOf("SO-91", nil)
	e.Change.Wreck = []string{"smithy"}
	op.showEvent(e)
	f.confirm("Apply")
	sp.refresh()
	if len(sp.stock) != 0 {
		t.Errorf("with the smithy wrecked: %+v", sp.stock)
	}
}
