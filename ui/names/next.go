package names

import (
	"strings"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/outpost"
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
