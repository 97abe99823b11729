package engine

import (
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// Without a map a melee attack's target is adjacent to the attacker (its
// retaliate answers at distance 1); a ranged attack's target is not
// adjacent and at the attack's range, and its range is not checked. The
// same places on a map are three hexes apart, as the map says.
func TestAttackAtTheTable(t *testing.T) {
	for _, without := range []bool{true, false} {
		f := &scenariofile.File{Title: "Table", WithoutMap: without,
			Hexes:    []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(2, 0), hexgrid.H(3, 0)},
			Starts:   []hexgrid.Hex{hexgrid.H(0, 0)},
			Monsters: []scenariofile.Monster{{Type: "Cave Rat", Standee: 1, At: hexgrid.H(3, 0)}}}
		s, err := LoadScenarioFor(f, Setup{Level: 1, Seed: 1}, SampleMonsters)
		if err != nil {
			t.Fatal(err)
		}
		scnMust(t, s.addCharacter(scnChar("hero", 0, 0, 10)))
		rat := MonsterID("Cave Rat", 1)
		_, _, melee, err := s.prepareAttack("hero", modifier.Attack{Value: 1}, []string{rat})
		if err != nil {
			t.Fatal(err)
		}
		_, _, ranged, err := s.prepareAttack("hero", modifier.Attack{Value: 1, Range: 2}, []string{rat})
		if without {
			if err != nil {
				t.Fatalf("without a map, range checked: %v", err)
			}
			if !melee[0].Adjacent || melee[0].Distance != 1 || ranged[0].Adjacent || ranged[0].Distance != 2 {
				t.Errorf("without a map: melee %+v, ranged %+v", melee[0], ranged[0])
			}
			continue
		}
		if err == nil {
			t.Error("on a map, a target 3 hexes away is within range 2")
		}
		if melee[0].Adjacent {
			t.Error("on a map, a target 3 hexes away is adjacent")
		}
	}
}
