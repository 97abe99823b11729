package shop

import (
	"errors"
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
)

// ErrNotCrafted means the craftsman does not offer an item (no crafting
// cost, or its building does not stand at the item's level).
var ErrNotCrafted = errors.New("the item is not crafted in the outpost")

// CraftCost is what crafting item it costs: the resources on its card
// (pack.Item.Resources) and its gold cost, if any.
func CraftCost(it pack.Item) outpost.Supply {
	return it.Resources.Supply().Plus(outpost.Supply{outpost.Gold: it.Cost})
}

// Craftable are the items the outpost's buildings b offer to craft
// (docs/outpost.md, "Crafting"): those with a crafting cost (resources or
// items required) whose building
// stands (not wrecked) at the item's level or higher, in number order,
// with the copies the characters own taken out (Left).
func Craftable(items []pack.Item, characters []campaign.Character, b Buildings) []Offer {
	owned := Owned(characters)
	var out []Offer
	for _, it := range items {
		if len(it.Resources) == 0 && len(it.RequiredItems) == 0 || it.Building == "" || b.BuildingLevel(it.Building) < max(it.BuildingLevel, 1) {
			continue
		}
		out = append(out, Offer{Item: it, Price: it.Cost, Left: max(copies(it)-owned[it.Number], 0)})
	}
	slices.SortFunc(out, func(a, b Offer) int { return a.Item.Number - b.Item.Number })
	return out
}

// Craft checks that character c may craft item it in the outpost with
// buildings b (offered, a copy left, not owned by c) and splits its cost
// between c's resources and gold and the outpost's supply
// (outpost.PayCraft: the supply pays what c lacks when useSupply); it
// returns the edit, or outpost.ErrCraftShort naming what is missing.
// items are the edition's: a required item c does not own whose copies
// the other characters own, every one, is paid with its own cost
// (Substitutes; rulebook p. 65).
// A potion (an item of the alchemist) is brewed, not crafted
// (ErrBrewed): rulebook p. 65, "Non-potion items can be crafted by
// interacting with the Craftsman building".
func Craft(items []pack.Item, it pack.Item, c campaign.Character, characters []campaign.Character, b Buildings, supply outpost.Supply, useSupply bool) (campaign.CraftItem, error) {
	if IsPotion(it) {
		return campaign.CraftItem{}, ErrBrewed
	}
	return craftFor(items, it, c, c, characters, b, supply, useSupply)
}

// ErrBrewed means a potion asked of the craftsman: potions are brewed at
// the alchemist (Brew).
var ErrBrewed = errors.New("a potion is brewed at the alchemist, not crafted")

// IsPotion is true for an item the alchemist brews (its building).
func IsPotion(it pack.Item) bool { return buildingKey(it.Building) == outpost.Alchemist }

// craftFor is Craft by character c of an item character gets receives
// (c itself, or the character a brewer gives the potion: Brew).
func craftFor(items []pack.Item, it pack.Item, c, gets campaign.Character, characters []campaign.Character, b Buildings, supply outpost.Supply, useSupply bool) (campaign.CraftItem, error) {
	if c.Retired || gets.Retired {
		return campaign.CraftItem{}, ErrRetired
	}
	offers := Craftable([]pack.Item{it}, characters, b)
	switch {
	case len(offers) == 0:
		return campaign.CraftItem{}, ErrNotCrafted
	case slices.ContainsFunc(gets.Items, func(o campaign.OwnedItem) bool { return o.Number == it.Number }):
		return campaign.CraftItem{}, ErrOwned
	case offers[0].Left == 0:
		return campaign.CraftItem{}, ErrSoldOut
	}
	need := Substitutes(items, it, c, characters)
	if len(need.Missing) > 0 {
		return campaign.CraftItem{}, fmt.Errorf("%s: %w", c.Name, &ItemsNeededError{Missing: need.Missing})
	}
	var pay outpost.Craft
	if cost := need.Cost; len(cost) > 0 {
		held := c.Resources.Plus(outpost.Supply{outpost.Gold: c.Gold})
		var err error
		if pay, err = outpost.PayCraft(cost, held, supply, useSupply); err != nil {
			return campaign.CraftItem{}, fmt.Errorf("%s: %w", c.Name, err)
		}
	}
	e := campaign.CraftItem{Character: c.ID, CharacterName: c.Name, Item: it.Number, ItemName: it.Name, Pay: pay, Gives: need.Gives, InPlaceOf: need.InPlaceOf}
	if gets.ID != c.ID {
		e.To, e.ToName = gets.ID, gets.Name
	}
	return e, nil
}

// Needs is what crafting an item takes (Substitutes): Cost, the resources
// and gold; Gives, the items the crafter gives up; InPlaceOf, the required
// items whose own cost is in Cost; Missing, the numbers of the required
// items the crafter lacks and must buy or craft first.
type Needs struct {
	Cost      outpost.Supply
	Gives     []campaign.OwnedItem
	InPlaceOf []campaign.OwnedItem
	Missing   []int
}

// maxSubstitution bounds how deep a required item's cost is itself paid
// in place of the items it requires.
const maxSubstitution = 4

// Substitutes is what character c's craft of item it takes (rulebook p.
// 65): its cost (CraftCost), and each item it requires: c's own copy,
// given up; or, when c owns none and the other characters (not retired,
// as Owned counts them) own every copy of it (its Count in the edition's
// items), "the gold,
// resources, or items listed as the required item's cost in place of
// spending the item itself" — that item's CraftCost and the items it
// requires in turn, the same way; or else missing (a copy is left to buy
// or craft, or the edition has no such item, or it has no cost).
func Substitutes(items []pack.Item, it pack.Item, c campaign.Character, characters []campaign.Character) Needs {
	n := Needs{Cost: CraftCost(it)}
	owned, used := Owned(characters), map[int]bool{}
	var take func(required []int, depth int)
	take = func(required []int, depth int) {
		for _, r := range required {
			if i := slices.IndexFunc(c.Items, func(o campaign.OwnedItem) bool { return o.Number == r }); i >= 0 && !used[r] {
				used[r] = true
				n.Gives = append(n.Gives, c.Items[i])
				continue
			}
			j := slices.IndexFunc(items, func(x pack.Item) bool { return x.Number == r })
			mine := slices.ContainsFunc(c.Items, func(o campaign.OwnedItem) bool { return o.Number == r }) && !c.Retired
			if j < 0 || depth >= maxSubstitution || owned[r]-btoi(mine) < copies(items[j]) ||
				len(CraftCost(items[j])) == 0 && len(items[j].RequiredItems) == 0 {
				n.Missing = append(n.Missing, r)
				continue
			}
			n.InPlaceOf = append(n.InPlaceOf, campaign.OwnedItem{Number: r, Name: items[j].Name})
			n.Cost = n.Cost.Plus(CraftCost(items[j]))
			take(items[j].RequiredItems, depth+1)
		}
	}
	take(it.RequiredItems, 0)
	return n
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ErrItemsNeeded means a craft that takes items the crafter does not own;
// ItemsNeededError names them.
var ErrItemsNeeded = errors.New("the craft takes items the character does not own")

// ItemsNeededError is a craft refused for want of the items numbered
// Missing.
type ItemsNeededError struct{ Missing []int }

func (e *ItemsNeededError) Error() string {
	return fmt.Sprintf("%v: items %v", ErrItemsNeeded, e.Missing)
}

// Unwrap is ErrItemsNeeded.
func (e *ItemsNeededError) Unwrap() error { return ErrItemsNeeded }
