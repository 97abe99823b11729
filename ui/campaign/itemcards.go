package campaign

import (
	"slices"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
)

// itemPerks are the attack modifier cards that the items character c owns
// add to its deck for a scenario (pack.EffectModifier: Hide Armor's two
// -1), as perks in perk notation ("add -1, -1"), so that the deck at the
// table and its odds count them. Every item owned is taken as brought.
func itemPerks(packs []*pack.Pack, e rules.Edition, c campaign.Character) []string {
	if len(c.Items) == 0 {
		return nil
	}
	items := campaignItems(packs, e)
	var out []string
	for _, o := range c.Items {
		i := slices.IndexFunc(items, func(it pack.Item) bool { return it.Number == o.Number })
		if i < 0 {
			continue
		}
		for _, ef := range items[i].Effects {
			if ef.Kind == pack.EffectModifier && ef.Value > 0 {
				out = append(out, "add "+strings.Join(slices.Repeat([]string{ef.Card}, ef.Value), ", "))
			}
		}
	}
	return out
}

// tableItems are the items character c owns as it brings them to the
// table (every item owned is taken as brought), named in the players'
// language; an item the packs no longer have is left out.
func tableItems(tr locales.Tr, packs []*pack.Pack, e rules.Edition, c campaign.Character) []engine.TableItem {
	if len(c.Items) == 0 {
		return nil
	}
	items := campaignItems(packs, e)
	var out []engine.TableItem
	for _, o := range c.Items {
		if i := slices.IndexFunc(items, func(it pack.Item) bool { return it.Number == o.Number }); i >= 0 {
			out = append(out, items[i].TableItem(itemName(tr, items[i]), itemWords(tr, items[i])))
		}
	}
	return out
}
