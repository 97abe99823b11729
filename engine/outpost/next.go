package outpost

import (
	"fmt"

	"github.com/haventable/haventable/engine/modifier"
)

// NextScenario is what an outcome of Gloomhaven's city and road events
// gives every character at the start of the next scenario (Gloomhaven
// Secretariat's scenarioCondition, scenarioDamage and discard; the cards'
// "All characters start the next scenario with …"): conditions (a bless or
// a curse is a card shuffled into each character's modifier deck; a name
// given twice, two of them), damage suffered, cards of the hand discarded.
// The campaign keeps it until the next scenario starts (campaign.Pending).
type NextScenario struct {
	Conditions []string `json:"conditions,omitempty"`
	Damage     int      `json:"damage,omitempty"`
	Discard    int      `json:"discard,omitempty"`
}

// MaxNextScenario bounds the damage, the cards discarded and the
// conditions of a NextScenario.
const MaxNextScenario = 30

// The two conditions of NextScenario that are modifier cards.
const (
	NextBless = "bless"
	NextCurse = "curse"
)

// Empty reports whether n gives nothing.
func (n NextScenario) Empty() bool {
	return len(n.Conditions) == 0 && n.Damage == 0 && n.Discard == 0
}

// Plus is n and m together.
func (n NextScenario) Plus(m NextScenario) NextScenario {
	var conds []string
	conds = append(append(conds, n.Conditions...), m.Conditions...)
	return NextScenario{Conditions: conds, Damage: n.Damage + m.Damage, Discard: n.Discard + m.Discard}
}

// NextCondition reports whether name is a condition NextScenario gives:
// bless, curse or a condition of the modifier notation (poison, wound,
// muddle, ward …).
func NextCondition(name string) bool {
	if name == NextBless || name == NextCurse {
		return true
	}
	k, ok := modifier.ParseEffectKind(name)
	return ok && k.IsCondition()
}

// Check refuses an unknown condition, more than MaxNextScenario of
// anything, a negative number.
func (n NextScenario) Check() error {
	if len(n.Conditions) > MaxNextScenario {
		return fmt.Errorf("%d conditions at the next scenario's start, at most %d", len(n.Conditions), MaxNextScenario)
	}
	for _, c := range n.Conditions {
		if !NextCondition(c) {
			return fmt.Errorf("condition %q at the next scenario's start", c)
		}
	}
	for _, v := range []int{n.Damage, n.Discard} {
		if v < 0 || v > MaxNextScenario {
			return fmt.Errorf("%d at the next scenario's start, 0 to %d", v, MaxNextScenario)
		}
	}
	return nil
}
