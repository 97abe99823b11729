package shop

import (
	"errors"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
)

func TestProsperityLevel(t *testing.T) {
	for _, c := range []struct {
		e      rules.Edition
		checks int
		want   int
	}{
		{rules.Gloomhaven, 0, 1}, {rules.Gloomhaven, 3, 1}, {rules.Gloomhaven, 4, 2}, {rules.Gloomhaven, 8, 2},
		{rules.Gloomhaven, 9, 3}, {rules.Gloomhaven, 63, 8}, {rules.Gloomhaven, 64, 9}, {rules.Gloomhaven, 500, 9},
		{"", 15, 4},
		{rules.Frosthaven, 5, 1}, {rules.Frosthaven, 6, 2}, {rules.Frosthaven, 27, 4}, {rules.Frosthaven, 132, 9},
		{rules.Gloomhaven2e, 5, 1}, {rules.Gloomhaven2e, 6, 2}, {rules.Gloomhaven2e, 13, 3}, {rules.Gloomhaven2e, 90, 9},
		{rules.JawsOfTheLion, 40, 1},
	} {
		if got := ProsperityLevel(c.e, c.checks); got != c.want {
			t.Errorf("%s, %d checks: level %d, want %d", c.e, c.checks, got, c.want)
		}
	}
}

func TestPriceModifier(t *testing.T) {
	// Gloomhaven's reputation table, both ways, at every edge
	want := map[int]int{20: -5, 19: -5, 18: -4, 15: -4, 14: -3, 11: -3, 10: -2, 7: -2, 6: -1, 3: -1, 2: 0, 0: 0,
		-2: 0, -3: 1, -6: 1, -7: 2, -10: 2, -11: 3, -14: 3, -15: 4, -18: 4, -19: 5, -20: 5}
	for rep, w := range want {
		for _, e := range []rules.Edition{rules.Gloomhaven, rules.Gloomhaven2e} {
			if got := PriceModifier(e, rep); got != w {
				t.Errorf("%s reputation %d: %d, want %d", e, rep, got, w)
			}
		}
		if got := PriceModifier(rules.Frosthaven, rep); got != 0 {
			t.Errorf("Frosthaven reputation %d: %d", rep, got)
		}
	}
	cheap := pack.Item{Number: 1, Name: "Pebble", Slot: pack.SlotSmall, Cost: 2, Prosperity: 1}
	if Price(rules.Gloomhaven, cheap, 20) != 0 || Price(rules.Gloomhaven, cheap, -20) != 7 || SellPrice(pack.Item{Cost: 25}) != 12 {
		t.Error("price floor or sell price")
	}
}

var items = []pack.Item{
	{Number: 1, Name: "Reed Boots", Slot: pack.SlotLegs, Cost: 15, Count: 2, Prosperity: 1},
	{Number: 2, Name: "Tin Cap", Slot: pack.SlotHead, Cost: 10, Count: 1, Prosperity: 1},
	{Number: 4, Name: "Moss Tonic", Slot: pack.SlotSmall, Cost: 20, Count: 2, Prosperity: 2},
	{Number: 6, Name: "Driftwood Buckler", Slot: pack.SlotOneHand, Building: "Craftsman", BuildingLevel: 2},
	{Number: 7, Name: "Owl Lens", Slot: pack.SlotHead, Cost: 30},
}

func TestStockBuyAndSell(t *testing.T) {
	party := campaign.Party{Prosperity: 3, Reputation: 3}
	lena := campaign.Character{ID: 1, Name: "Lena", Level: 1, Gold: 40, Items: []campaign.OwnedItem{{Number: 2, Name: "Tin Cap"}}}
	tom := campaign.Character{ID: 2, Name: "Tom", Level: 1, Gold: 5}
	chars := []campaign.Character{lena, tom}
	stock := Stock(rules.Gloomhaven, items, party, chars)
	// prosperity 3 checks is level 1: items of level 1 with a price; the
	// tin cap's one copy is Lena's
	if len(stock) != 2 || stock[0].Item.Number != 1 || stock[0].Price != 14 || stock[0].Left != 2 ||
		stock[1].Item.Number != 2 || stock[1].Left != 0 {
		t.Fatalf("stock %+v", stock)
	}
	if got := Stock(rules.Gloomhaven, items, campaign.Party{Prosperity: 4}, nil); len(got) != 3 || got[2].Item.Number != 4 || got[2].Price != 20 {
		t.Errorf("level 2 stock %+v", got)
	}
	e, err := Buy(rules.Gloomhaven, items[0], lena, party, chars)
	if err != nil || e != (campaign.BuyItem{Character: 1, CharacterName: "Lena", Item: 1, ItemName: "Reed Boots", Price: 14}) {
		t.Errorf("buy: %+v %v", e, err)
	}
	for _, c := range []struct {
		it   pack.Item
		who  campaign.Character
		want error
	}{
		{items[1], lena, ErrOwned}, {items[1], tom, ErrSoldOut}, {items[0], tom, ErrNotEnough},
		{items[2], lena, ErrNotInShop}, {items[3], lena, ErrNotInShop}, {items[4], lena, ErrNotInShop},
		{items[0], campaign.Character{ID: 3, Name: "Old", Gold: 99, Retired: true}, ErrRetired},
	} {
		if _, err := Buy(rules.Gloomhaven, c.it, c.who, party, chars); !errors.Is(err, c.want) {
			t.Errorf("buy %s by %s: %v, want %v", c.it.Name, c.who.Name, err, c.want)
		}
	}
	// a retired character's items are back in the shop
	retired := lena
	retired.Retired = true
	if got := Stock(rules.Gloomhaven, items, party, []campaign.Character{retired}); got[1].Left != 1 {
		t.Errorf("retired: %+v", got)
	}
	s, err := Sell(items[1], lena)
	if err != nil || s.Price != 5 || s.Item != 2 {
		t.Errorf("sell: %+v %v", s, err)
	}
	if _, err := Sell(items[0], lena); !errors.Is(err, ErrNotOwned) {
		t.Errorf("sell not owned: %v", err)
	}
}

func TestCheckBrought(t *testing.T) {
	head := pack.Item{Slot: pack.SlotHead}
	one := pack.Item{Slot: pack.SlotOneHand}
	two := pack.Item{Slot: pack.SlotTwoHands}
	small := pack.Item{Slot: pack.SlotSmall}
	token := pack.Item{}
	for _, c := range []struct {
		level int
		items []pack.Item
		ok    bool
	}{
		{1, []pack.Item{head, one, one, small, token, token}, true},
		{1, []pack.Item{head, head}, false},
		{1, []pack.Item{two, one}, false},
		{1, []pack.Item{two}, true},
		{1, []pack.Item{small, small}, false},
		{3, []pack.Item{small, small}, true},
		{4, []pack.Item{small, small, small}, false},
		{9, []pack.Item{small, small, small, small, small}, true},
	} {
		err := CheckBrought(rules.Gloomhaven, c.level, c.items)
		if (err == nil) != c.ok || (err != nil && !errors.Is(err, ErrOverLimit)) {
			t.Errorf("level %d, %d items: %v", c.level, len(c.items), err)
		}
	}
}

// TestCheckBroughtNamesTheItems: the refusal names the slot over its limit
// and its items, for the players to leave some; an item that lets its
// bearer bring more small items raises that limit.
func TestCheckBroughtNamesTheItems(t *testing.T) {
	sword := pack.Item{Number: 1, Name: "Sword", Slot: pack.SlotOneHand}
	bow := pack.Item{Number: 2, Name: "Bow", Slot: pack.SlotTwoHands}
	var over *OverLimitError
	err := CheckBrought(rules.Frosthaven, 1, []pack.Item{sword, bow})
	if !errors.As(err, &over) || over.Slot != SlotHands || over.Count != 3 || over.Limit != 2 || len(over.Items) != 2 {
		t.Fatalf("hands: %v", err)
	}
	belt := pack.Item{Number: 3, Name: "Belt", Slot: pack.SlotBody, ExtraSmall: 2}
	potions := []pack.Item{{Number: 4, Slot: pack.SlotSmall}, {Number: 5, Slot: pack.SlotSmall}, {Number: 6, Slot: pack.SlotSmall}}
	if err := CheckBrought(rules.Gloomhaven, 1, append([]pack.Item{belt}, potions...)); err != nil {
		t.Errorf("with the belt: %v", err)
	}
	err = CheckBrought(rules.Gloomhaven, 1, potions)
	if !errors.As(err, &over) || over.Slot != pack.SlotSmall || over.Limit != 1 || len(over.Items) != 3 {
		t.Errorf("without the belt: %v", err)
	}
}

// TestStockOfOutpostBuildings: in Frosthaven an item a building makes
// available is sold for its gold while the outpost has that building at
// the item's level (names found alike: "trading-post", "Trading Post");
// a lower level, a wrecked building (absent from Buildings) or no outpost
// sell none; an item without a gold cost (crafted from resources) is not
// sold.
func TestStockOfOutpostBuildings(t *testing.T) {
	items := []pack.Item{
		{Number: 10, Name: "Fur Cloak", Slot: pack.SlotBody, Cost: 25, Building: "Trading Post", BuildingLevel: 2},
		{Number: 11, Name: "Bone Pick", Slot: pack.SlotOneHand, Building: "Craftsman", BuildingLevel: 1},
		{Number: 12, Name: "Ice Lantern", Slot: pack.SlotSmall, Cost: 8, Building: "Trading Post", BuildingLevel: 3},
	}
	party := campaign.Party{Prosperity: 0}
	if got := StockAt(rules.Frosthaven, items, party, nil, nil); len(got) != 0 {
		t.Errorf("without an outpost: %+v", got)
	}
	b := Buildings{}
	b.Add(1, "trading-post")
	b.Add(1, "craftsman", "Craftsman")
	if got := StockAt(rules.Frosthaven, items, party, nil, b); len(got) != 0 {
		t.Errorf("trading post at level 1: %+v", got)
	}
	b.Add(2, "trading-post", "Trading Post")
	got := StockAt(rules.Frosthaven, items, party, nil, b)
	if len(got) != 1 || got[0].Item.Number != 10 || got[0].Price != 25 {
		t.Fatalf("trading post at level 2: %+v", got)
	}
	ana := campaign.Character{ID: 1, Name: "Ana", Gold: 30}
	if e, err := BuyAt(rules.Frosthaven, items[0], ana, party, []campaign.Character{ana}, b); err != nil || e.Price != 25 {
		t.Errorf("buy at level 2: %+v %v", e, err)
	}
	if _, err := Buy(rules.Frosthaven, items[0], ana, party, []campaign.Character{ana}); err != ErrNotInShop {
		t.Errorf("buy without the outpost's buildings: %v", err)
	}
}
