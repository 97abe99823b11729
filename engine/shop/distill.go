package shop

import (
	"errors"
	"slices"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
)

// ErrNotPotion means the item chosen to distill is not a potion of the
// alchemist (docs/outpost.md, "Distilling").
var ErrNotPotion = errors.New("the item is not a potion the alchemist brews")

// isPotion reports whether it is one of the alchemist's potions: its
// building the alchemist and its crafting cost herbs only.
func isPotion(it pack.Item) bool {
	if !IsPotion(it) || len(it.Resources) == 0 {
		return false
	}
	for r := range it.Resources {
		if !r.Herb() {
			return false
		}
	}
	return true
}

// Distillable are the potions of items character c owns (the alchemist's
// items whose crafting cost is herbs only), in the order c owns them.
func Distillable(items []pack.Item, c campaign.Character) []pack.Item {
	var out []pack.Item
	for _, o := range c.Items {
		i := slices.IndexFunc(items, func(it pack.Item) bool { return it.Number == o.Number })
		if i >= 0 && isPotion(items[i]) {
			out = append(out, items[i])
		}
	}
	return out
}

// Distill checks that character c may distill potion it for herb at the
// outpost's alchemist standing as alchemist (c owns it, it is a potion,
// outpost.CheckDistill) and returns the edit that takes the potion from c
// and gives c the herb.
func Distill(it pack.Item, herb outpost.Resource, alchemist outpost.Standing, c campaign.Character) (campaign.DistillItem, error) {
	switch {
	case c.Retired:
		return campaign.DistillItem{}, ErrRetired
	case !slices.ContainsFunc(c.Items, func(o campaign.OwnedItem) bool { return o.Number == it.Number }):
		return campaign.DistillItem{}, ErrNotOwned
	case !isPotion(it):
		return campaign.DistillItem{}, ErrNotPotion
	}
	if err := outpost.CheckDistill(it.Resources.Supply(), herb, alchemist); err != nil {
		return campaign.DistillItem{}, err
	}
	return campaign.DistillItem{Character: c.ID, CharacterName: c.Name, Item: it.Number, ItemName: it.Name, Herb: herb}, nil
}
