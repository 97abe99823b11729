package engine

import (
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
)

// safeguarded reports whether figure f's safeguard stops condition k, which
// an attack would apply: k is negative and f holds safeguard. Safeguard is
// then removed (it stops one condition).
func safeguarded(f *Figure, k modifier.EffectKind) bool {
	if !IsNegativeCondition(k) || f.IsImmune(k) || !f.Conditions.Has(modifier.Safeguard) {
		return false
	}
	f.Conditions.Remove(modifier.Safeguard)
	return true
}

// parseSpent reads the conditions a pending attack's damage spends on a
// target: brittle and ward, each at most once.
func parseSpent(names []string) ([]modifier.EffectKind, error) {
	ks, err := parseKinds(names)
	if err != nil {
		return nil, err
	}
	for i, k := range ks {
		if k != modifier.Brittle && k != modifier.Ward {
			return nil, fmt.Errorf("%s: only brittle and ward are spent by an attack's damage", k)
		}
		if slices.Contains(ks[:i], k) {
			return nil, fmt.Errorf("%s given twice", k)
		}
	}
	return ks, nil
}
