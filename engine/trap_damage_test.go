package engine

import (
	"testing"

	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

// A trap a monster's card created deals its own damage when sprung, not
// the edition's, and is gone with its damage afterwards.
func TestCardTrapDealsItsOwnDamage(t *testing.T) {
	s := alongScenario(t)
	s.terrain.trapDamage[hexgrid.H(2, 0)] = 1
	if _, err := s.Do(MoveAlong{Figure: "rat-1", Path: path(0, 0, 1, 0, 2, 0, 3, 0, 4, 0)}); err != nil {
		t.Fatal(err)
	}
	rat, _ := s.Figure("rat-1")
	if got, want := 9-rat.HP, 1+rules.Gloomhaven.HazardDamage(2); got != want {
		t.Errorf("%d damage, want %d (the trap's own 1 and the hazardous terrain's)", got, want)
	}
	if _, left := s.terrain.trapDamage[hexgrid.H(2, 0)]; left || s.TrapDamage(hexgrid.H(2, 0)) != 0 {
		t.Error("the sprung trap's damage stayed")
	}
}
