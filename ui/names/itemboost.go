package names

import (
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/cards"
)

// ItemBoost says what the items a character used add to its next attack
// (engine.Scenario.ItemBoostOf), which the attack's odds count, and the
// conditions they add to it; "" for nothing.
func ItemBoost(tr locales.Tr, b engine.ItemBoost) string {
	var out string
	switch {
	case b.Attack > 0 && b.Advantage:
		out = tr.T("AttackItemBoostBoth", "Value", b.Attack)
	case b.Advantage:
		out = tr.T("AttackItemBoostAdvantage")
	case b.Attack > 0:
		out = tr.T("AttackItemBoostAttack", "Value", b.Attack)
	}
	if len(b.Conditions) == 0 {
		return out
	}
	conds := make([]string, 0, len(b.Conditions))
	for _, name := range b.Conditions {
		k, _ := modifier.ParseEffectKind(name)
		conds = append(conds, cards.EffectLabel(tr, modifier.Effect{Kind: k}))
	}
	if out == "" {
		return tr.T("AttackItemBoostConditions", "Conditions", strings.Join(conds, ", "))
	}
	return out + "; " + tr.T("AttackItemBoostAdds", "Conditions", strings.Join(conds, ", "))
}
