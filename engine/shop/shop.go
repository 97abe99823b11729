// Package shop holds the rules of the city's item shop, by edition: which
// items it sells at a prosperity level and in what number, their price
// after the party's reputation, what an item sells back for, and how many
// items of each slot a character may bring into a scenario. It changes
// nothing: buying and selling are campaign edits (campaign.BuyItem,
// campaign.SellItem) that it builds after checking them. The rules and
// their sources are in docs/items.md.
package shop

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
)

// prosperitySteps are, for each edition, the prosperity checks at which
// the levels 1 to 9 begin (docs/items.md).
var prosperitySteps = map[rules.Edition][]int{
	rules.Gloomhaven:    {0, 4, 9, 15, 22, 30, 39, 50, 64},
	rules.Gloomhaven2e:  {0, 6, 13, 23, 34, 46, 60, 75, 90},
	rules.Frosthaven:    {0, 6, 15, 27, 42, 60, 81, 105, 132},
	rules.JawsOfTheLion: {0},
}

// edition returns e, or rules.Default for the empty edition.
func edition(e rules.Edition) rules.Edition {
	if e == "" {
		return rules.Default
	}
	return e
}

// ProsperityLevel is the prosperity level (1 to 9) of a city with checks
// prosperity checks under edition e.
func ProsperityLevel(e rules.Edition, checks int) int {
	level := 0
	for _, step := range prosperitySteps[edition(e)] {
		if checks >= step {
			level++
		}
	}
	return max(level, 1)
}

// PriceModifier is what the party's reputation adds to every price:
// Gloomhaven's and Gloomhaven 2e's table (-1 from reputation 3, -2 from 7
// … -5 from 19; +1 from -3 … +5 from -19); 0 in Jaws of the Lion and
// Frosthaven, which have no reputation.
func PriceModifier(e rules.Edition, reputation int) int {
	switch edition(e) {
	case rules.Gloomhaven, rules.Gloomhaven2e:
		switch {
		case reputation >= 3:
			return -min((reputation+1)/4, 5)
		case reputation <= -3:
			return min((-reputation+1)/4, 5)
		}
	}
	return 0
}

// Price is what item costs the party: its cost with the reputation's
// modifier, never below 0.
func Price(e rules.Edition, it pack.Item, reputation int) int {
	return max(it.Cost+PriceModifier(e, reputation), 0)
}

// SellPrice is what an item sells back for: half its printed cost, rounded
// down, whatever the reputation (every edition).
func SellPrice(it pack.Item) int { return it.Cost / 2 }

// Offer is one item the shop sells: its price and how many copies are
// left (the edition's count less those the characters own).
type Offer struct {
	Item  pack.Item
	Price int
	Left  int
}

// Stock is what the shop sells to a party under edition e: every item with
// a gold cost whose prosperity level the city has reached, in number order,
// with the copies the characters own taken out. Items that are not in the
// shop by prosperity (found, unlocked, or made in Frosthaven's buildings)
// are not in it.
func Stock(e rules.Edition, items []pack.Item, party campaign.Party, characters []campaign.Character) []Offer {
	return StockAt(e, items, party, characters, nil)
}

// Buildings are the levels of a Frosthaven outpost's buildings that stand
// (not wrecked), by name: an id or a name in words ("trading-post",
// "Trading Post"), found alike (BuildingLevel).
type Buildings map[string]int

// BuildingLevel is the level at which building name stands (0: not built,
// wrecked, or no outpost).
func (b Buildings) BuildingLevel(name string) int { return b[buildingKey(name)] }

// Add records building name (and its other names) at level.
func (b Buildings) Add(level int, names ...string) {
	for _, n := range names {
		if k := buildingKey(n); k != "" {
			b[k] = max(b[k], level)
		}
	}
}

// buildingKey is name as Buildings keys it: lower case, words apart.
func buildingKey(name string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '-' || r == '_' || r == ' ' }), " ")
}

// StockAt is Stock with the outpost's buildings: an item a Frosthaven
// building makes available (pack.Item.Building, from GHS's
// requiredBuilding) is sold for its gold cost while that building stands
// at the item's level or higher (docs/items.md); without an outpost
// (nil), none is.
func StockAt(e rules.Edition, items []pack.Item, party campaign.Party, characters []campaign.Character, b Buildings) []Offer {
	level := ProsperityLevel(e, party.Prosperity)
	owned := Owned(characters)
	var out []Offer
	for _, it := range items {
		byProsperity := it.Prosperity > 0 && it.Prosperity <= level
		byBuilding := it.Building != "" && b.BuildingLevel(it.Building) >= max(it.BuildingLevel, 1)
		if !(byProsperity || byBuilding) || it.Cost == 0 {
			continue
		}
		out = append(out, Offer{Item: it, Price: Price(e, it, party.Reputation), Left: max(copies(it)-owned[it.Number], 0)})
	}
	slices.SortFunc(out, func(a, b Offer) int { return a.Item.Number - b.Item.Number })
	return out
}

// copies is how many copies of it the edition has.
func copies(it pack.Item) int { return max(it.Count, 1) }

// Owned counts the copies of each item (by number) the characters own;
// retired characters' items are back in the shop.
func Owned(characters []campaign.Character) map[int]int {
	owned := map[int]int{}
	for _, c := range characters {
		if c.Retired {
			continue
		}
		for _, o := range c.Items {
			owned[o.Number]++
		}
	}
	return owned
}

// Errors of Buy and Sell, for the players' words.
var (
	ErrNotInShop  = errors.New("the shop does not sell this item")
	ErrSoldOut    = errors.New("every copy of this item is owned")
	ErrOwned      = errors.New("the character already owns this item")
	ErrNotOwned   = errors.New("the character does not own this item")
	ErrNotEnough  = errors.New("the character has not enough gold")
	ErrRetired    = errors.New("the character has retired")
	ErrNotForSale = errors.New("this item has no price")
)

// Buy checks that character c may buy item it from the shop of party
// under edition e (the item on sale, a copy left, not owned by c, enough
// gold) and returns the edit that buys it; characters are all the
// campaign's characters (c among them).
func Buy(e rules.Edition, it pack.Item, c campaign.Character, party campaign.Party, characters []campaign.Character) (campaign.BuyItem, error) {
	return BuyAt(e, it, c, party, characters, nil)
}

// BuyAt is Buy from the shop with the outpost's buildings (StockAt).
func BuyAt(e rules.Edition, it pack.Item, c campaign.Character, party campaign.Party, characters []campaign.Character, b Buildings) (campaign.BuyItem, error) {
	if c.Retired {
		return campaign.BuyItem{}, ErrRetired
	}
	var offer *Offer
	for _, o := range StockAt(e, []pack.Item{it}, party, characters, b) {
		offer = &o
	}
	switch {
	case offer == nil:
		return campaign.BuyItem{}, ErrNotInShop
	case slices.ContainsFunc(c.Items, func(o campaign.OwnedItem) bool { return o.Number == it.Number }):
		return campaign.BuyItem{}, ErrOwned
	case offer.Left == 0:
		return campaign.BuyItem{}, ErrSoldOut
	case c.Gold < offer.Price:
		return campaign.BuyItem{}, fmt.Errorf("%w: %d gold, the price is %d", ErrNotEnough, c.Gold, offer.Price)
	}
	return campaign.BuyItem{Character: c.ID, CharacterName: c.Name, Item: it.Number, ItemName: it.Name, Price: offer.Price}, nil
}

// Sell checks that character c owns item it and returns the edit that
// sells it back to the shop for SellPrice.
func Sell(it pack.Item, c campaign.Character) (campaign.SellItem, error) {
	if c.Retired {
		return campaign.SellItem{}, ErrRetired
	}
	if !slices.ContainsFunc(c.Items, func(o campaign.OwnedItem) bool { return o.Number == it.Number }) {
		return campaign.SellItem{}, ErrNotOwned
	}
	return campaign.SellItem{Character: c.ID, CharacterName: c.Name, Item: it.Number, ItemName: it.Name, Price: SellPrice(it)}, nil
}

// Limits are how many items of each slot a character brings into a
// scenario.
type Limits struct {
	Head, Body, Legs int
	// Hands are one-handed items; a two-handed item takes both.
	Hands int
	Small int
}

// LimitsAt are the limits of a character of level under edition e: one
// head, one body, one legs item, two hands and half the level (rounded up)
// small items, in every edition (docs/items.md, "What a character brings
// into a scenario").
func LimitsAt(_ rules.Edition, level int) Limits {
	return Limits{Head: 1, Body: 1, Legs: 1, Hands: 2, Small: (max(level, 1) + 1) / 2}
}

// LimitsWith are LimitsAt with what the items brought add (an item that
// lets its bearer bring more small items: pack.Item.ExtraSmall).
func LimitsWith(e rules.Edition, level int, items []pack.Item) Limits {
	l := LimitsAt(e, level)
	for _, it := range items {
		l.Small += it.ExtraSmall
	}
	return l
}

// Slot names of OverLimitError: pack's slots, with "hands" for one- and
// two-handed items together.
const SlotHands = "hands"

// OverLimitError is a set of items over a slot's limit: Count items (a
// two-handed item counts two) of Slot where Limit are brought; Items are
// those of the slot, for the players to leave some.
type OverLimitError struct {
	Slot         string
	Count, Limit int
	Items        []pack.Item
}

func (e *OverLimitError) Error() string {
	return fmt.Sprintf("%v: %s, %d (at most %d)", ErrOverLimit, e.Slot, e.Count, e.Limit)
}

// Unwrap is ErrOverLimit.
func (e *OverLimitError) Unwrap() error { return ErrOverLimit }

// CheckBrought refuses a set of items that breaks the limits of a
// character of level under edition e (LimitsWith), with an
// *OverLimitError naming the first slot over its limit and its items.
func CheckBrought(e rules.Edition, level int, items []pack.Item) error {
	l := LimitsWith(e, level, items)
	n := map[string]int{}
	of := map[string][]pack.Item{}
	for _, it := range items {
		slot := it.Slot
		switch it.Slot {
		case pack.SlotOneHand:
			slot, n[SlotHands] = SlotHands, n[SlotHands]+1
		case pack.SlotTwoHands:
			slot, n[SlotHands] = SlotHands, n[SlotHands]+2
		case "":
			continue // not worn: no limit
		default:
			n[slot]++
		}
		of[slot] = append(of[slot], it)
	}
	for _, s := range []struct {
		slot  string
		limit int
	}{{pack.SlotHead, l.Head}, {pack.SlotBody, l.Body}, {pack.SlotLegs, l.Legs}, {SlotHands, l.Hands}, {pack.SlotSmall, l.Small}} {
		if n[s.slot] > s.limit {
			return &OverLimitError{Slot: s.slot, Count: n[s.slot], Limit: s.limit, Items: of[s.slot]}
		}
	}
	return nil
}

// ErrOverLimit is wrapped by CheckBrought's error.
var ErrOverLimit = errors.New("more items of a slot than a character brings")
