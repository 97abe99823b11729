package shop

import (
	"errors"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
)

// ErrNoPotion means no item of the data is the potion of the herbs chosen.
var ErrNoPotion = errors.New("no potion of the data is brewed from these herbs")

// Potion is the potion brewed from herbs: the item the alchemist offers
// (pack.Item.Building) whose crafting cost is exactly herbs.
func Potion(items []pack.Item, herbs outpost.Supply) (pack.Item, bool) {
	for _, it := range items {
		if buildingKey(it.Building) == outpost.Alchemist && it.Resources.Supply().Equal(herbs) {
			return it, true
		}
	}
	return pack.Item{}, false
}

// Brew checks that character c may brew the potion of herbs with the
// outpost's alchemist standing as alchemist (outpost.CheckBrew), finds
// the potion (Potion) and pays it as a craft (Craft: a copy left, not
// owned by c, c's herbs first, the supply's when useSupply); it returns
// the edit that gives c the potion.
func Brew(items []pack.Item, herbs outpost.Supply, alchemist outpost.Standing, c campaign.Character, characters []campaign.Character,
	supply outpost.Supply, useSupply bool) (campaign.CraftItem, error) {
	if err := outpost.CheckBrew(herbs, alchemist); err != nil {
		return campaign.CraftItem{}, err
	}
	it, ok := Potion(items, herbs)
	if !ok {
		return campaign.CraftItem{}, ErrNoPotion
	}
	b := Buildings{}
	b.Add(alchemist.Level, alchemist.Name, outpost.Alchemist)
	e, err := Craft(it, c, characters, b, supply, useSupply)
	e.Brewed = err == nil
	return e, err
}
