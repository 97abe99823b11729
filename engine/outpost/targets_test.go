package outpost

import (
	"errors"
	"testing"
)

// TestAttackTargetCount: an attack whose event says how many buildings it
// targets must name that many (every building standing when fewer stand,
// or when it targets all); one that does not say (typed in) names any.
func TestAttackTargetCount(t *testing.T) {
	o := New(Data{}, 5)
	o.Buildings = []Standing{{Name: "inn", Level: 1}, {Name: "tavern", Level: 2}, {Name: "mill", Level: 1, Wrecked: true}, {Name: "hut"}}
	one := []Target{{Building: "inn"}}
	two := []Target{{Building: "inn"}, {Building: "tavern"}}
	for _, c := range []struct {
		count   int
		targets []Target
		ok      bool
	}{
		{0, one, true}, {0, two, true},
		{1, one, true}, {1, two, false},
		{2, one, false}, {2, two, true},
		{3, two, true}, // two stand: both
		{AllBuildings, one, false}, {AllBuildings, two, true},
		{-2, two, false},
	} {
		_, _, err := o.ResolveAttack(Data{}, Attack{Value: 1, Count: c.count, Targets: c.targets})
		if (err == nil) != c.ok {
			t.Errorf("count %d, %d named: %v", c.count, len(c.targets), err)
		}
		if !c.ok && c.count >= AllBuildings && !errors.Is(err, ErrTargetCount) {
			t.Errorf("count %d, %d named: %v is not ErrTargetCount", c.count, len(c.targets), err)
		}
	}
}
