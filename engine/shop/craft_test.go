package shop

import (
	"errors"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
)

// TestCraft: the craftsman offers the items with a crafting cost whose
// building stands at their level; a character crafts one paying what it
// holds, the supply the herbs it lacks when the group lets it (never
// materials: rulebook p. 65), and is refused
// (naming what is missing) when both fall short, when it owns the item or
// when the building does not stand.
func TestCraft(t *testing.T) {
	pick := pack.Item{Number: 11, Name: "Ice Pick", Building: "Craftsman", BuildingLevel: 1,
		Resources: pack.CraftCost{outpost.Metal: 2, outpost.Hide: 1}}
	charm := pack.Item{Number: 12, Name: "Bone Charm", Building: "craftsman", BuildingLevel: 2, Cost: 5,
		Resources: pack.CraftCost{outpost.Arrowvine: 1}}
	bought := pack.Item{Number: 13, Name: "Hook", Building: "Craftsman", Cost: 9}
	items := []pack.Item{charm, bought, pick}
	level1 := Buildings{}
	level1.Add(1, "craftsman")
	level2 := Buildings{}
	level2.Add(2, "Craftsman")
	ana := campaign.Character{ID: 1, Name: "Ana", Gold: 3, Resources: outpost.Supply{outpost.Metal: 1, outpost.Hide: 1}}
	chars := []campaign.Character{ana}

	if got := Craftable(items, chars, nil); len(got) != 0 {
		t.Errorf("without an outpost: %+v", got)
	}
	if got := Craftable(items, chars, level1); len(got) != 1 || got[0].Item.Number != 11 {
		t.Errorf("craftsman level 1: %+v", got)
	}
	if got := Craftable(items, chars, level2); len(got) != 2 || got[0].Item.Number != 11 || got[1].Item.Number != 12 {
		t.Errorf("craftsman level 2: %+v", got)
	}
	supply := outpost.Supply{outpost.Metal: 4, outpost.Arrowvine: 1}
	var short outpost.CraftShortError
	// rulebook p. 65: the supply's materials never pay a craft
	if _, err := Craft(nil, pick, ana, chars, level1, supply, true); !errors.As(err, &short) || !short.Missing.Equal(outpost.Supply{outpost.Metal: 1}) {
		t.Errorf("craft with the supply's metal: %v", err)
	}
	rich := ana
	rich.Resources = outpost.Supply{outpost.Metal: 2, outpost.Hide: 1}
	e, err := Craft(nil, pick, rich, []campaign.Character{rich}, level1, supply, true)
	if err != nil || !e.Pay.Own.Equal(outpost.Supply{outpost.Metal: 2, outpost.Hide: 1}) || len(e.Pay.Supply) != 0 ||
		e.Item != 11 || e.Character != 1 {
		t.Errorf("craft from the character's own: %+v %v", e, err)
	}
	// its herbs the supply pays
	rich.Gold = 5
	if e, err := Craft(nil, charm, rich, []campaign.Character{rich}, level2, supply, true); err != nil ||
		!e.Pay.Supply.Equal(outpost.Supply{outpost.Arrowvine: 1}) || !e.Pay.Own.Equal(outpost.Supply{outpost.Gold: 5}) {
		t.Errorf("charm's herb from the supply: %+v %v", e, err)
	}
	if _, err := Craft(nil, pick, ana, chars, level1, supply, false); !errors.As(err, &short) || !short.Missing.Equal(outpost.Supply{outpost.Metal: 1}) {
		t.Errorf("craft without the supply: %v", err)
	}
	if _, err := Craft(nil, charm, ana, chars, level1, supply, true); !errors.Is(err, ErrNotCrafted) {
		t.Errorf("charm at craftsman level 1: %v", err)
	}
	// the charm costs 5 gold too, which the supply never pays
	if _, err := Craft(nil, charm, ana, chars, level2, outpost.Supply{outpost.Arrowvine: 1, outpost.Gold: 50}, true); !errors.As(err, &short) ||
		!short.Missing.Equal(outpost.Supply{outpost.Gold: 2}) {
		t.Errorf("charm short of gold: %v", err)
	}
	owner := ana
	owner.Items = []campaign.OwnedItem{{Number: 11, Name: "Ice Pick"}}
	if _, err := Craft(nil, pick, owner, []campaign.Character{owner}, level1, supply, true); !errors.Is(err, ErrOwned) {
		t.Errorf("owned: %v", err)
	}
	if _, err := Craft(nil, bought, ana, chars, level2, supply, true); !errors.Is(err, ErrNotCrafted) {
		t.Errorf("an item without a crafting cost: %v", err)
	}
}

// TestCraftTakesItems: an item whose crafting takes other items
// (pack.Item.RequiredItems, GHS's requiredItems) is offered with them as
// its cost; the crafter must own them (refused, naming those missing,
// otherwise) and gives them up; they are then back among the copies left.
func TestCraftTakesItems(t *testing.T) {
	buckler := pack.Item{Number: 6, Name: "Buckler", Building: "craftsman", BuildingLevel: 1, Resources: pack.CraftCost{outpost.Lumber: 1}}
	hood := pack.Item{Number: 7, Name: "Cap", Cost: 10, Prosperity: 1}
	laced := pack.Item{Number: 11, Name: "Laced Buckler", Building: "craftsman", BuildingLevel: 1,
		Resources: pack.CraftCost{outpost.Hide: 1}, RequiredItems: []int{6, 7}}
	bare := pack.Item{Number: 12, Name: "Bare Frame", Building: "craftsman", BuildingLevel: 1, RequiredItems: []int{7}}
	b := Buildings{}
	b.Add(1, "craftsman")
	ana := campaign.Character{ID: 1, Name: "Ana", Resources: outpost.Supply{outpost.Hide: 1},
		Items: []campaign.OwnedItem{{Number: 6, Name: "Buckler"}}}
	chars := []campaign.Character{ana}
	if got := Craftable([]pack.Item{buckler, hood, laced, bare}, chars, b); len(got) != 3 || got[2].Item.Number != 12 {
		t.Errorf("offered: %+v", got)
	}
	var needed *ItemsNeededError
	if _, err := Craft(nil, laced, ana, chars, b, nil, false); !errors.As(err, &needed) || !errors.Is(err, ErrItemsNeeded) ||
		len(needed.Missing) != 1 || needed.Missing[0] != 7 {
		t.Fatalf("without the cap: %v", err)
	}
	ana.Items = append(ana.Items, campaign.OwnedItem{Number: 7, Name: "Cap"})
	chars = []campaign.Character{ana}
	e, err := Craft(nil, laced, ana, chars, b, nil, false)
	if err != nil || len(e.Gives) != 2 || e.Gives[0].Number != 6 || e.Gives[1].Number != 7 || !e.Pay.Own.Equal(outpost.Supply{outpost.Hide: 1}) {
		t.Fatalf("craft: %+v %v", e, err)
	}
	if err := e.Check(); err != nil {
		t.Fatal(err)
	}
	if err := e.Pays(&ana); err != nil || len(ana.Items) != 1 || ana.Items[0].Number != 11 || len(ana.Resources) != 0 {
		t.Fatalf("after the craft: %+v %v", ana, err)
	}
	// the items given up are back among the copies left
	if got := Craftable([]pack.Item{buckler}, []campaign.Character{ana}, b); len(got) != 1 || got[0].Left != 1 {
		t.Errorf("buckler after: %+v", got)
	}
	// an item that takes only items costs them alone
	ana.Items = append(ana.Items, campaign.OwnedItem{Number: 7, Name: "Cap"})
	if e, err := Craft(nil, bare, ana, []campaign.Character{ana}, b, nil, false); err != nil || len(e.Pay.Cost()) != 0 || len(e.Gives) != 1 || e.Check() != nil {
		t.Errorf("bare frame: %+v %v", e, err)
	}
	// a craft replayed on a sheet without the items is refused, the sheet unchanged
	lone := campaign.Character{ID: 1, Name: "Ana", Resources: outpost.Supply{outpost.Hide: 1}}
	if err := e.Pays(&lone); err == nil || len(lone.Items) != 0 || !lone.Resources.Equal(outpost.Supply{outpost.Hide: 1}) {
		t.Errorf("replayed without the items: %+v %v", lone, err)
	}
}

// TestCraftPaysForItemOthersOwn: rulebook p. 65, "When an item is
// required to craft another item, if all copies of the required item are
// owned by other members of the party, the crafting character may spend
// the gold, resources, or items listed as the required item's cost in
// place of spending the item itself" — the required item's own cost is
// added to the craft's (its gold, its resources, the items it requires in
// turn, the same way); with a copy left, or owned by a retired character
// (back in the shop), the craft is refused as before.
func TestCraftPaysForItemOthersOwn(t *testing.T) {
	buckler := pack.Item{Number: 6, Name: "Buckler", Building: "craftsman", BuildingLevel: 1, Resources: pack.CraftCost{outpost.Lumber: 1}}
	hood := pack.Item{Number: 7, Name: "Cap", Cost: 10, Prosperity: 1}
	laced := pack.Item{Number: 11, Name: "Laced Buckler", Building: "craftsman", BuildingLevel: 1,
		Resources: pack.CraftCost{outpost.Hide: 1}, RequiredItems: []int{6, 7}}
	spiked := pack.Item{Number: 20, Name: "Spiked Buckler", Building: "craftsman", BuildingLevel: 1,
		Resources: pack.CraftCost{outpost.Metal: 1}, RequiredItems: []int{11}}
	items := []pack.Item{buckler, hood, laced, spiked}
	b := Buildings{}
	b.Add(1, "craftsman")
	ana := campaign.Character{ID: 1, Name: "Ana", Gold: 12, Resources: outpost.Supply{outpost.Hide: 2, outpost.Metal: 1},
		Items: []campaign.OwnedItem{{Number: 6, Name: "Buckler"}}}
	bo := campaign.Character{ID: 2, Name: "Bo", Items: []campaign.OwnedItem{{Number: 7, Name: "Cap"}}}
	e, err := Craft(items, laced, ana, []campaign.Character{ana, bo}, b, nil, false)
	if err != nil || !e.Pay.Own.Equal(outpost.Supply{outpost.Hide: 1, outpost.Gold: 10}) || len(e.Gives) != 1 || e.Gives[0].Number != 6 ||
		len(e.InPlaceOf) != 1 || e.InPlaceOf[0] != (campaign.OwnedItem{Number: 7, Name: "Cap"}) || e.Check() != nil {
		t.Fatalf("Bo owns the one cap: %+v %v", e, err)
	}
	if got := e.Told().Detail; got != "Ana|1 hide, 10 gold|Buckler|||Cap" {
		t.Errorf("told: %q", got)
	}
	after := ana
	if err := e.Pays(&after); err != nil || after.Gold != 2 || !after.Resources.Equal(outpost.Supply{outpost.Hide: 1, outpost.Metal: 1}) ||
		len(after.Items) != 1 || after.Items[0].Number != 11 {
		t.Fatalf("after the craft: %+v %v", after, err)
	}
	// without the gold the cap costs, the craft is short of it
	poor := ana
	poor.Gold = 4
	var short outpost.CraftShortError
	if _, err := Craft(items, laced, poor, []campaign.Character{poor, bo}, b, nil, false); !errors.As(err, &short) ||
		!short.Missing.Equal(outpost.Supply{outpost.Gold: 6}) {
		t.Errorf("short of the cap's gold: %v", err)
	}
	// a copy left in the shop: buy it first
	two := slices.Clone(items)
	two[1].Count = 2
	var needed *ItemsNeededError
	if _, err := Craft(two, laced, ana, []campaign.Character{ana, bo}, b, nil, false); !errors.As(err, &needed) || !slices.Equal(needed.Missing, []int{7}) {
		t.Errorf("a cap left: %v", err)
	}
	// a retired character's items are back in the shop
	gone := bo
	gone.Retired = true
	if _, err := Craft(items, laced, ana, []campaign.Character{ana, gone}, b, nil, false); !errors.As(err, &needed) {
		t.Errorf("the cap's owner retired: %v", err)
	}
	// the edition's items unknown: refused as before
	if _, err := Craft(nil, laced, ana, []campaign.Character{ana, bo}, b, nil, false); !errors.As(err, &needed) {
		t.Errorf("items unknown: %v", err)
	}
	// in turn: Bo owns the one laced buckler; Ana pays its cost, giving up
	// her buckler and paying for the cap Bo owns too
	bo.Items = append(bo.Items, campaign.OwnedItem{Number: 11, Name: "Laced Buckler"})
	e, err = Craft(items, spiked, ana, []campaign.Character{ana, bo}, b, nil, false)
	if err != nil || !e.Pay.Own.Equal(outpost.Supply{outpost.Metal: 1, outpost.Hide: 1, outpost.Gold: 10}) || len(e.Gives) != 1 ||
		len(e.InPlaceOf) != 2 || e.InPlaceOf[0].Number != 11 || e.InPlaceOf[1].Number != 7 {
		t.Fatalf("the spiked buckler: %+v %v", e, err)
	}
}

// TestBrewGivenToAnother: rulebook p. 66, "The brewing character gains
// one copy of the brewed potion, which they may keep or immediately give
// to another member of the party" — the brewer pays, the other character
// gets the potion (refused when it owns one already, or has retired; the
// brewer owning one does not matter then).
func TestBrewGivenToAnother(t *testing.T) {
	potion := pack.Item{Number: 83, Name: "Mending Draught", Count: 2, Building: outpost.Alchemist, BuildingLevel: 1,
		Resources: pack.CraftCost{outpost.Arrowvine: 1, outpost.Rockroot: 1}}
	herbs := outpost.Supply{outpost.Arrowvine: 1, outpost.Rockroot: 1}
	alchemist := outpost.Standing{Name: outpost.Alchemist, Level: 1}
	ana := campaign.Character{ID: 1, Name: "Ana", Resources: herbs.Plus(nil), Items: []campaign.OwnedItem{{Number: 83, Name: "Mending Draught"}}}
	bo := campaign.Character{ID: 2, Name: "Bo"}
	chars := []campaign.Character{ana, bo}
	items := []pack.Item{potion}
	if _, err := Brew(items, herbs, alchemist, ana, campaign.Character{}, chars, nil, false); !errors.Is(err, ErrOwned) {
		t.Fatalf("Ana keeping a second: %v", err)
	}
	e, err := Brew(items, herbs, alchemist, ana, bo, chars, nil, false)
	if err != nil || e.Character != 1 || e.To != 2 || e.ToName != "Bo" || !e.Brewed || !e.Pay.Own.Equal(herbs) || e.Check() != nil {
		t.Fatalf("given to Bo: %+v %v", e, err)
	}
	if got := e.Told().Detail; got != "Ana|1 arrowvine, 1 rockroot||brewed|Bo" {
		t.Errorf("told: %q", got)
	}
	payer, getter := ana, bo
	if err := e.Pays(&payer); err != nil || len(payer.Resources) != 0 || len(payer.Items) != 1 {
		t.Fatalf("Ana after: %+v %v", payer, err)
	}
	if err := e.Receives(&getter); err != nil || len(getter.Items) != 1 || getter.Items[0].Number != 83 {
		t.Fatalf("Bo after: %+v %v", getter, err)
	}
	if err := e.Receives(&getter); !errors.Is(err, campaign.ErrOwnedAlready) {
		t.Errorf("Bo given a second: %v", err)
	}
	bo.Items = []campaign.OwnedItem{{Number: 83, Name: "Mending Draught"}}
	if _, err := Brew(items, herbs, alchemist, ana, bo, []campaign.Character{ana, bo}, nil, false); !errors.Is(err, ErrOwned) {
		t.Errorf("Bo owning one: %v", err)
	}
	bo.Items, bo.Retired = nil, true
	if _, err := Brew(items, herbs, alchemist, ana, bo, []campaign.Character{ana, bo}, nil, false); !errors.Is(err, ErrRetired) {
		t.Errorf("Bo retired: %v", err)
	}
	// a crafted item is the crafter's: the edit refuses giving it
	crafted := e
	crafted.Brewed = false
	if crafted.Check() == nil {
		t.Error("a crafted item given to another passed its check")
	}
}

// TestCraftRefusesPotions: rulebook p. 65, "Non-potion items can be
// crafted by interacting with the Craftsman building" — a potion (an item
// of the alchemist, with herbs as its cost) is brewed, never crafted.
func TestCraftRefusesPotions(t *testing.T) {
	potion := pack.Item{Number: 83, Name: "Mending Draught", Count: 2, Building: "Alchemist", BuildingLevel: 1,
		Resources: pack.CraftCost{outpost.Arrowvine: 1, outpost.Rockroot: 1}}
	b := Buildings{}
	b.Add(1, "Alchemist", outpost.Alchemist)
	ana := campaign.Character{ID: 1, Name: "Ana", Resources: outpost.Supply{outpost.Arrowvine: 1, outpost.Rockroot: 1}}
	if _, err := Craft(nil, potion, ana, []campaign.Character{ana}, b, nil, false); !errors.Is(err, ErrBrewed) {
		t.Errorf("a potion crafted: %v", err)
	}
	if e, err := Brew([]pack.Item{potion}, ana.Resources, outpost.Standing{Name: outpost.Alchemist, Level: 1}, ana, campaign.Character{}, []campaign.Character{ana}, nil, false); err != nil || e.Item != 83 {
		t.Errorf("the potion brewed: %+v %v", e, err)
	}
}
