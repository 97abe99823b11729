package names

import (
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/cards"
)

// ItemBoostFor is ItemBoost for an attack, ranged or not: a boost for
// another kind of attack (a melee item's, on a ranged attack) is said to
// be not counted.
func ItemBoostFor(tr locales.Tr, b engine.ItemBoost, ranged bool) string {
	var out string
	switch {
	case b.IsZero() || b.AppliesTo(ranged):
		return ItemBoost(tr, b)
	case b.Only == engine.ItemMelee:
		out = tr.T("AttackItemBoostNotRanged")
	default:
		out = tr.T("AttackItemBoostNotMelee")
	}
	if b.TurnAttack > 0 { // counted in every attack of the turn
		out += "\n" + tr.T("AttackItemBoostTurn", "Value", b.TurnAttack)
	}
	return out
}

// ItemBoost says what the items a character used add to its next attack
// (engine.Scenario.ItemBoostOf), which the attack's odds count, and the
// conditions they add to it, for a melee or a ranged attack only when
// they are; "" for nothing.
func ItemBoost(tr locales.Tr, b engine.ItemBoost) string {
	out := itemBoost(tr, b)
	switch {
	case out == "":
	case b.Only == engine.ItemMelee:
		out += "; " + tr.T("AttackItemBoostMeleeOnly")
	case b.Only == engine.ItemRanged:
		out += "; " + tr.T("AttackItemBoostRangedOnly")
	}
	if b.TurnAttack > 0 {
		if out != "" {
			out += "\n"
		}
		out += tr.T("AttackItemBoostTurn", "Value", b.TurnAttack)
	}
	return out
}

func itemBoost(tr locales.Tr, b engine.ItemBoost) string {
	var out string
	switch {
	case b.Attack > 0 && b.Advantage:
		out = tr.T("AttackItemBoostBoth", "Value", b.Attack)
	case b.Advantage:
		out = tr.T("AttackItemBoostAdvantage")
	case b.Attack > 0:
		out = tr.T("AttackItemBoostAttack", "Value", b.Attack)
	}
	if len(b.Conditions) > 0 {
		if out == "" {
			out = tr.T("AttackItemBoostConditions", "Conditions", conditionNames(tr, b.Conditions))
		} else {
			out += "; " + tr.T("AttackItemBoostAdds", "Conditions", conditionNames(tr, b.Conditions))
		}
	}
	if len(b.Single) > 0 {
		if out == "" {
			out = tr.T("AttackItemBoostSingle", "Conditions", conditionNames(tr, b.Single))
		} else {
			out += "; " + tr.T("AttackItemBoostAddsSingle", "Conditions", conditionNames(tr, b.Single))
		}
	}
	one := ""
	switch {
	case b.SingleAttack > 0 && b.SingleAdvantage:
		one = tr.T("AttackItemBoostSingleBoth", "Value", b.SingleAttack)
	case b.SingleAdvantage:
		one = tr.T("AttackItemBoostSingleAdvantage")
	case b.SingleAttack > 0:
		one = tr.T("AttackItemBoostSingleAttack", "Value", b.SingleAttack)
	}
	if one != "" && out != "" {
		return out + "\n" + one
	}
	return out + one
}

// conditionNames are the conditions named (engine notation), as cards
// print them, joined.
func conditionNames(tr locales.Tr, names []string) string {
	out := make([]string, 0, len(names))
	for _, name := range names {
		k, _ := modifier.ParseEffectKind(name)
		out = append(out, cards.EffectLabel(tr, modifier.Effect{Kind: k}))
	}
	return strings.Join(out, ", ")
}
