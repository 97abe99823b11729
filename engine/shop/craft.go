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
func Craft(it pack.Item, c campaign.Character, characters []campaign.Character, b Buildings, supply outpost.Supply, useSupply bool) (campaign.CraftItem, error) {
	if c.Retired {
		return campaign.CraftItem{}, ErrRetired
	}
	offers := Craftable([]pack.Item{it}, characters, b)
	switch {
	case len(offers) == 0:
		return campaign.CraftItem{}, ErrNotCrafted
	case slices.ContainsFunc(c.Items, func(o campaign.OwnedItem) bool { return o.Number == it.Number }):
		return campaign.CraftItem{}, ErrOwned
	case offers[0].Left == 0:
		return campaign.CraftItem{}, ErrSoldOut
	}
	gives, missing := GivenItems(it.RequiredItems, c.Items)
	if len(missing) > 0 {
		return campaign.CraftItem{}, fmt.Errorf("%s: %w", c.Name, &ItemsNeededError{Missing: missing})
	}
	var pay outpost.Craft
	if cost := CraftCost(it); len(cost) > 0 {
		held := c.Resources.Plus(outpost.Supply{outpost.Gold: c.Gold})
		var err error
		if pay, err = outpost.PayCraft(cost, held, supply, useSupply); err != nil {
			return campaign.CraftItem{}, fmt.Errorf("%s: %w", c.Name, err)
		}
	}
	return campaign.CraftItem{Character: c.ID, CharacterName: c.Name, Item: it.Number, ItemName: it.Name, Pay: pay, Gives: gives}, nil
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

// GivenItems are the items of owned a craft requiring the items numbered
// required takes (the crafter gives them up: they go back to the items
// available, GHS's ItemManager.craftItemResources; docs/outpost.md
// "Crafting"), and the numbers of those required it does not own.
func GivenItems(required []int, owned []campaign.OwnedItem) (gives []campaign.OwnedItem, missing []int) {
	for _, n := range required {
		if i := slices.IndexFunc(owned, func(o campaign.OwnedItem) bool { return o.Number == n }); i >= 0 {
			gives = append(gives, owned[i])
		} else {
			missing = append(missing, n)
		}
	}
	return gives, missing
}
