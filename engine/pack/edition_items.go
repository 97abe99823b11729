package pack

import (
	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/rules"
)

// EditionItems are the item cards of edition e in packs: those of the
// packs made for e, the first pack giving a number winning; when none is
// made for e, those of every pack.
func EditionItems(packs []*Pack, e rules.Edition) []Item {
	return editionCards(packs, e, func(pk *Pack) []Item { return pk.Items }, func(it Item) int { return it.Number })
}

// editionCards are the cards (cardsOf) of edition e in packs: those of the
// packs made for e, the first pack giving a key winning; when none is made
// for e, those of every pack.
func editionCards[C any, K comparable](packs []*Pack, e rules.Edition, cardsOf func(*Pack) []C, key func(C) K) []C {
	var out []C
	seen := map[K]bool{}
	for _, only := range []bool{true, false} {
		for _, pk := range packs {
			if only && pk.Rules != e {
				continue
			}
			for _, c := range cardsOf(pk) {
				if !seen[key(c)] {
					seen[key(c)] = true
					out = append(out, c)
				}
			}
		}
		if len(out) > 0 {
			break
		}
	}
	return out
}

// TableItem is item it as the table plays it (engine.WithItems): how it
// is used up, its use marks, and the effects the table applies when it is
// used (a shield, a heal, an attack bonus, advantage, a condition on the
// next attack …). Its modifier cards
// are not among them: they are in its owner's deck from the scenario's
// start. Words tells that the card says more than those effects (or has
// none the table applies), for the players. name is its name and words
// its card's words in the players' language.
func (it Item) TableItem(name, words string) engine.TableItem {
	t := engine.TableItem{Number: it.Number, Name: name, Use: it.Use, Uses: it.Uses, Text: words}
	t.Words = len(it.Text) > 0
	for _, e := range it.Effects {
		switch {
		case len(t.Effects) >= engine.MaxItemEffects:
			t.Words = true
		case e.Kind == EffectAdvantage:
			t.Effects = append(t.Effects, engine.ItemEffect{Kind: e.Kind, Only: e.Only, Single: e.Single})
		case e.Kind == EffectAttackCondition:
			t.Effects = append(t.Effects, engine.ItemEffect{Kind: e.Kind, Name: e.Name, Only: e.Only, Single: e.Single})
		case e.Kind == EffectCondition || e.Kind == EffectElement || e.Kind == EffectConsume:
			t.Effects = append(t.Effects, engine.ItemEffect{Kind: e.Kind, Name: e.Name})
		case e.Kind == EffectRetaliate && e.Value >= 1 && e.Value <= modifier.MaxValue:
			t.Effects = append(t.Effects, engine.ItemEffect{Kind: e.Kind, Value: e.Value, Range: min(e.Range, modifier.MaxValue)})
		case e.Kind == EffectModifier:
		case e.Value >= 1 && e.Value <= modifier.MaxValue:
			t.Effects = append(t.Effects, engine.ItemEffect{Kind: e.Kind, Value: e.Value, Only: e.Only, Single: e.Single && e.Kind == EffectAttack})
		default:
			t.Words = true // a number the table cannot play: the card's words say it
		}
	}
	t.Words = t.Words || len(t.Effects) == 0
	return t
}
