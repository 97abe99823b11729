package engine

import (
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/hexgrid"
)

// TestScenarioMonsterTurn solves turns on a loaded scenario: its terrain,
// closed doors and figures are what the solver sees.
//
//	r=0: [0,0] start  [1,0] obstacle  [2,0] trap       [3,0] hazardous
//	r=1: [0,1] start  [1,1] difficult [2,1] closed door [3,1] open door
//	r=2: [0,2] ...    [3,2] cave rat 1
func TestScenarioMonsterTurn(t *testing.T) {
	s := terrainScenario(t) // character "a" on [0,0]
	rat := MonsterID("Cave Rat", 1)
	scnMust(t, s.setInitiative("a", 30, 40))
	scnMust(t, s.setMonsterInitiative("Cave Rat", 10))
	cases := []struct {
		name    string
		action  monsterturn.Action
		to      []hexgrid.Hex
		targets []string
		attacks bool
	}{
		// The only hex to attack "a" from is [0,1] ([1,0] is an obstacle):
		// [2,2], [1,2], [0,2], [0,1] is 4 movement points (by the difficult
		// [1,1] it is 5; the closed door [2,1] is a wall). With move 3 it
		// closes in to [0,2], one step from [0,1].
		{name: "walking closes in", action: monsterturn.Action{Move: 3, Targets: 1}, to: []hexgrid.Hex{hexgrid.H(0, 2)}},
		{name: "walking reaches", action: monsterturn.Action{Move: 4, Targets: 1}, to: []hexgrid.Hex{hexgrid.H(0, 1)}, targets: []string{"a"}, attacks: true},
		// Range 3: [1,2] is 3 hexes from [0,0] (obstacles do not lengthen
		// range) and costs 2; [2,2] is 4 away, and [3,0] (3 away) is
		// hazardous.
		{name: "ranged", action: monsterturn.Action{Move: 2, Range: 3, Targets: 1}, to: []hexgrid.Hex{hexgrid.H(1, 2)}, targets: []string{"a"}, attacks: true},
		// Flying (the closed door is still a wall): [3,1], [3,0], [2,0] to
		// the obstacle [1,0] is 4 points, and so is [2,2], [1,2], the
		// difficult [1,1] (1 point when flying) to [0,1]: the players choose.
		{name: "flying", action: monsterturn.Action{Move: 4, Targets: 1, Flying: true}, to: []hexgrid.Hex{hexgrid.H(1, 0), hexgrid.H(0, 1)}, targets: []string{"a"}, attacks: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			turn, err := s.MonsterTurn(rat, c.action)
			if err != nil {
				t.Fatal(err)
			}
			if got := turn.Focuses(); !slices.Equal(got, []string{"a"}) {
				t.Fatalf("focuses %v: %s", got, turn.Explain())
			}
			var to []hexgrid.Hex
			for _, ch := range turn.Choices {
				to = append(to, ch.To)
				if c.attacks && !slices.Equal(ch.Targets, c.targets) {
					t.Errorf("choice %v attacks %v, want %v", ch.To, ch.Targets, c.targets)
				}
				if ch.Path[0] != hexgrid.H(3, 2) || ch.Path[len(ch.Path)-1] != ch.To {
					t.Errorf("path %v does not run from [3,2] to %v", ch.Path, ch.To)
				}
			}
			slices.SortFunc(to, cmpHex)
			want := slices.Clone(c.to)
			slices.SortFunc(want, cmpHex)
			if !slices.Equal(to, want) || turn.Attacks != c.attacks {
				t.Fatalf("ends %v (attacks %v), want %v (%v): %s", to, turn.Attacks, want, c.attacks, turn.Explain())
			}
		})
	}
	if _, err := s.MonsterTurn("nobody", monsterturn.Action{Move: 1, Targets: 1}); err == nil {
		t.Error("a turn for no figure was solved")
	}
}

// TestScenarioMonsterTurnRooms: rooms not yet revealed are no part of a
// monster's map: the cell across the thin wall, next to the vault, stays
// out of reach even of a flying monster.
func TestScenarioMonsterTurnRooms(t *testing.T) {
	h := hexgrid.H
	s := loadRooms(t, 2)
	in, err := s.MonsterTurnInput("cave-rat-1", monsterturn.Action{Move: 2, Targets: 1})
	scnMust(t, err)
	if in.Map.Contains(h(4, 0)) || in.Map.Contains(h(3, 1)) || !in.Map.Contains(h(3, 0)) || !in.Map.IsClosed(h(3, 0)) {
		t.Fatalf("before the door opens the map holds the hall and its closed door: %v", in.Map.Hexes())
	}
	_, err = s.Do(OpenDoor{At: h(3, 0)})
	scnMust(t, err)
	in, err = s.MonsterTurnInput("stone-warden-1", monsterturn.Action{Move: 9, Targets: 1, Flying: true})
	scnMust(t, err)
	if in.Map.Contains(h(3, 1)) || !in.Map.Contains(h(4, 0)) || in.Map.IsClosed(h(3, 0)) {
		t.Fatalf("after the door opens the map holds the hall, the door and the vault: %v", in.Map.Hexes())
	}
	turn, err := monsterturn.Solve(in)
	scnMust(t, err)
	for _, c := range turn.Choices {
		if slices.Contains(c.Path, h(3, 1)) {
			t.Errorf("choice %v passes the hidden cell: %v", c.To, c.Path)
		}
	}
	// The hall is one hex wide: every corner of its hexes lies on the
	// outline, so by the rules' line of sight nothing sees "a" there, and
	// the warden has no focus.
	if len(turn.Focuses()) != 0 || len(turn.Choices) != 1 || turn.Choices[0].To != h(6, 1) {
		t.Errorf("%s", turn.Explain())
	}
}

// The solver sees each kind of terrain as the terrain of the same name.
func TestTurnTerrain(t *testing.T) {
	for _, k := range append([]TerrainKind{TerrainNone}, terrainKinds...) {
		if got := k.turnTerrain(); got.String() != k.String() {
			t.Errorf("%s is %s to the solver", k, got)
		}
	}
	if !TerrainTrap.turnTerrain().Negative() || !TerrainHazardous.turnTerrain().Negative() || TerrainDifficult.turnTerrain().Negative() {
		t.Error("negative hexes differ")
	}
}
