package names

import (
	"strings"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/cards"
)

// NextScenario says what every character starts the next scenario with
// ("poison, 2 bless cards, 3 damage, 2 cards discarded"); "" for nothing.
func NextScenario(tr locales.Tr, n outpost.NextScenario) string {
	var parts []string
	count := map[string]int{}
	var order []string
	for _, c := range n.Conditions {
		if count[c] == 0 {
			order = append(order, c)
		}
		count[c]++
	}
	for _, c := range order {
		switch c {
		case outpost.NextBless:
			parts = append(parts, tr.N("NextBlessCards", count[c], "Count", count[c]))
		case outpost.NextCurse:
			parts = append(parts, tr.N("NextCurseCards", count[c], "Count", count[c]))
		default:
			k, _ := modifier.ParseEffectKind(c)
			parts = append(parts, cards.EffectLabel(tr, modifier.Effect{Kind: k}))
		}
	}
	if n.Damage > 0 {
		parts = append(parts, tr.N("NextDamage", n.Damage, "Count", n.Damage))
	}
	if n.Discard > 0 {
		parts = append(parts, tr.N("NextDiscard", n.Discard, "Count", n.Discard))
	}
	return strings.Join(parts, ", ")
}

// NextShort says, a sentence a character, what characters did not get of
// the events' effects at a scenario's start (party.Short): "Ann was
// brought to 0 hit points by the damage, is exhausted and got nothing
// more.", "Cy: a bless card not added, none left in the supply."; none for
// nothing.
func NextShort(tr locales.Tr, short []party.Short) []string {
	var parts []string
	for _, s := range short {
		if s.Exhausted {
			parts = append(parts, tr.T("NextShortExhausted", "Name", s.Name))
			continue
		}
		var cards []string
		if s.Bless > 0 {
			cards = append(cards, tr.N("NextBlessCards", s.Bless, "Count", s.Bless))
		}
		if s.Curse > 0 {
			cards = append(cards, tr.N("NextCurseCards", s.Curse, "Count", s.Curse))
		}
		if len(cards) > 0 {
			parts = append(parts, tr.N("NextShortCards", s.Bless+s.Curse, "Name", s.Name, "Cards", strings.Join(cards, ", ")))
		}
	}
	return parts
}
