package engine

import (
	"slices"
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

// A summon goes on a free hex next to its summoner: on the map, not
// through a closed door, with no obstacle or figure on it.
//
//	r=0: [0,0] a      [1,0] obstacle  [2,0] trap       [3,0] hazardous
//	r=1: [0,1] start  [1,1] difficult [2,1] closed door [3,1] open door
//	r=2: [0,2] ...    [3,2] cave rat 1
func TestSummonHexes(t *testing.T) {
	rat := MonsterID("Cave Rat", 1)
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, s *Scenario)
		id    string
		want  []hexgrid.Hex
	}{
		{name: "obstacle and map edge", id: "a", want: []hexgrid.Hex{hexgrid.H(0, 1)}},
		{name: "figure next to it", id: "a", want: nil, setup: func(t *testing.T, s *Scenario) {
			scnMust(t, s.addCharacter(scnChar("b", 0, 1, 10)))
		}},
		{name: "open door, not the closed one", id: rat, want: []hexgrid.Hex{hexgrid.H(3, 1), hexgrid.H(2, 2)}},
		{name: "difficult terrain", id: "c", want: []hexgrid.Hex{hexgrid.H(2, 2), hexgrid.H(1, 1), hexgrid.H(0, 2)},
			setup: func(t *testing.T, s *Scenario) { scnMust(t, s.addCharacter(scnChar("c", 1, 2, 10))) }},
		{name: "hazardous terrain, not the closed door or the rat", id: "c", want: []hexgrid.Hex{hexgrid.H(3, 0), hexgrid.H(2, 2)},
			setup: func(t *testing.T, s *Scenario) { scnMust(t, s.addCharacter(scnChar("c", 3, 1, 10))) }},
		{name: "off the map", id: rat, want: nil, setup: func(t *testing.T, s *Scenario) { s.byID[rat].OnMap = false }},
		{name: "unknown", id: "nobody", want: nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := terrainScenario(t)
			if tc.setup != nil {
				tc.setup(t, s)
			}
			got := s.SummonHexes(tc.id)
			if !slices.Equal(got, tc.want) {
				t.Errorf("SummonHexes(%q) = %v, want %v", tc.id, got, tc.want)
			}
			h, ok := s.SummonHex(tc.id)
			if ok != (len(tc.want) > 0) || (ok && h != tc.want[0]) {
				t.Errorf("SummonHex(%q) = %v, %v; want the first of %v", tc.id, h, ok, tc.want)
			}
		})
	}
}
