package names

import (
	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
)

// ItemBoost says what the items a character used add to its next attack
// (engine.Scenario.ItemBoostOf), which the attack's odds count; "" for
// nothing.
func ItemBoost(tr locales.Tr, b engine.ItemBoost) string {
	switch {
	case b.Attack > 0 && b.Advantage:
		return tr.T("AttackItemBoostBoth", "Value", b.Attack)
	case b.Advantage:
		return tr.T("AttackItemBoostAdvantage")
	case b.Attack > 0:
		return tr.T("AttackItemBoostAttack", "Value", b.Attack)
	}
	return ""
}
