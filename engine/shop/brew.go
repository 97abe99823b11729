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
// (pack.Item.Building) whose crafting cost is exactly herbs; failing
// that, when a herb is spent twice or more, the alchemist's item costing
// that many herbs in any combination (pack.Item.AnyHerbs; rulebook
// p. 66: "All three-herb combinations brewed with two or more of the
// same herb resource create the same potion").
func Potion(items []pack.Item, herbs outpost.Supply) (pack.Item, bool) {
	n, repeat := 0, false
	for _, k := range herbs {
		n += k
		repeat = repeat || k > 1
	}
	var anyOf *pack.Item
	for i, it := range items {
		if !IsPotion(it) {
			continue
		}
		if it.AnyHerbs == 0 && it.Resources.Supply().Equal(herbs) {
			return it, true
		}
		if repeat && anyOf == nil && it.AnyHerbs == n && len(it.Resources) == 0 {
			anyOf = &items[i]
		}
	}
	if anyOf != nil {
		return *anyOf, true
	}
	return pack.Item{}, false
}

// Brew checks that character c may brew the potion of herbs with the
// outpost's alchemist standing as alchemist (outpost.CheckBrew), finds
// the potion (Potion) and pays herbs as a craft (Craft: a copy left, not
// owned by the character who gets it, c's herbs first, the supply's when
// useSupply); it returns the edit that gives the potion to c, or to the
// character to when to is another (its ID not 0 nor c's): rulebook p. 66,
// "The brewing character gains one copy of the brewed potion, which they
// may keep or immediately give to another member of the party".
func Brew(items []pack.Item, herbs outpost.Supply, alchemist outpost.Standing, c, to campaign.Character, characters []campaign.Character,
	supply outpost.Supply, useSupply bool) (campaign.CraftItem, error) {
	if err := outpost.CheckBrew(herbs, alchemist); err != nil {
		return campaign.CraftItem{}, err
	}
	it, ok := Potion(items, herbs)
	if !ok {
		return campaign.CraftItem{}, ErrNoPotion
	}
	// the herbs spent are the cost (an any-herb potion's are the ones chosen)
	it.Resources = pack.CraftCost(herbs)
	b := Buildings{}
	b.Add(alchemist.Level, alchemist.Name, outpost.Alchemist)
	gets := c
	if to.ID != 0 {
		gets = to
	}
	e, err := craftFor(items, it, c, gets, characters, b, supply, useSupply)
	e.Brewed = err == nil
	return e, err
}
