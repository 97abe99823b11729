package engine

import (
	"errors"
	"testing"

	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

// alongScenario is the test map at level 2 with a trap on [2,0], hazardous
// terrain on [3,0], an obstacle on [2,1], a rat on [0,0] and a hero on
// [5,1].
func alongScenario(t *testing.T) *Scenario {
	t.Helper()
	s, err := NewScenario("along", scnMap(t), 2, 1)
	scnMust(t, err)
	s.terrain.kinds[hexgrid.H(2, 0)] = TerrainTrap
	s.terrain.kinds[hexgrid.H(3, 0)] = TerrainHazardous
	s.terrain.kinds[hexgrid.H(2, 1)] = TerrainObstacle
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 0, 0, 9)))
	scnMust(t, s.addCharacter(scnChar("hero", 5, 1, 10)))
	return s
}

func path(qr ...int) []hexgrid.Hex {
	var out []hexgrid.Hex
	for i := 0; i+1 < len(qr); i += 2 {
		out = append(out, hexgrid.H(qr[i], qr[i+1]))
	}
	return out
}

func TestMoveAlongSpringsNegativeTerrain(t *testing.T) {
	for _, tc := range []struct {
		name         string
		jump, flying bool
		damage       int
		trapGone     bool
	}{
		{"walking", false, false, rules.Gloomhaven.TrapDamage(2) + rules.Gloomhaven.HazardDamage(2), true},
		{"jumping: only the last hex", true, false, 0, false},
		{"flying", false, true, 0, false},
	} {
		s := alongScenario(t)
		rep, err := s.Do(MoveAlong{Figure: "rat-1", Path: path(0, 0, 1, 0, 2, 0, 3, 0, 4, 0), Jump: tc.jump, Flying: tc.flying})
		scnMust(t, err)
		rat, _ := s.Figure("rat-1")
		if got := 9 - rat.HP; got != tc.damage || rat.At != hexgrid.H(4, 0) {
			t.Errorf("%s: %d damage, on %v; want %d on [4,0] (%+v)", tc.name, got, rat.At, tc.damage, rep.Sprung)
		}
		if gone := s.Terrain(hexgrid.H(2, 0)) != TerrainTrap; gone != tc.trapGone {
			t.Errorf("%s: trap gone %v", tc.name, gone)
		}
		if s.Terrain(hexgrid.H(3, 0)) != TerrainHazardous {
			t.Errorf("%s: the hazardous terrain went away", tc.name)
		}
	}
}

// A jump ends on a trap: that one is sprung.
func TestMoveAlongJumpEndsOnATrap(t *testing.T) {
	s := alongScenario(t)
	rep, err := s.Do(MoveAlong{Figure: "rat-1", Path: path(0, 0, 1, 0, 2, 0), Jump: true})
	scnMust(t, err)
	if len(rep.Sprung) != 1 || !rep.Sprung[0].Trap || rep.Summary().Sprung[0].Damage != 4 {
		t.Errorf("sprung %+v", rep.Sprung)
	}
}

func TestMoveAlongRefusals(t *testing.T) {
	for _, tc := range []struct {
		name string
		a    MoveAlong
	}{
		{"not from its hex", MoveAlong{Figure: "rat-1", Path: path(1, 0, 2, 0)}},
		{"no path", MoveAlong{Figure: "rat-1"}},
		{"not adjacent", MoveAlong{Figure: "rat-1", Path: path(0, 0, 2, 0)}},
		{"through an obstacle", MoveAlong{Figure: "rat-1", Path: path(0, 0, 0, 1, 1, 1, 2, 1, 3, 1)}},
		{"onto an obstacle", MoveAlong{Figure: "rat-1", Path: path(0, 0, 0, 1, 1, 1, 2, 1)}},
		{"through an enemy", MoveAlong{Figure: "rat-1", Path: path(0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 4, 1, 5, 1, 6, 1)}},
		{"onto a figure", MoveAlong{Figure: "rat-1", Path: path(0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 4, 1, 5, 1)}},
		{"a figure not there", MoveAlong{Figure: "ghost", Path: path(0, 0)}},
	} {
		s := alongScenario(t)
		before := scnSnapshot(t, s)
		if _, err := s.Do(tc.a); err == nil {
			t.Errorf("%s: accepted", tc.name)
		}
		if string(scnSnapshot(t, s)) != string(before) {
			t.Errorf("%s: the refusal changed the scenario", tc.name)
		}
	}
	s := alongScenario(t)
	if _, err := s.Do(MoveAlong{Figure: "rat-1", Path: path(0, 0, 2, 0)}); !errors.Is(err, ErrBadPath) {
		t.Errorf("a jump of two hexes: %v, want ErrBadPath", err)
	}
	// Flying passes the obstacle.
	if _, err := s.Do(MoveAlong{Figure: "rat-1", Path: path(0, 0, 0, 1, 1, 1, 2, 1, 3, 1), Flying: true}); err != nil {
		t.Errorf("flying over the obstacle: %v", err)
	}
}

// A figure that falls to a trap on its way stops there (and a monster
// drops its money there).
func TestMoveAlongFallsOnTheWay(t *testing.T) {
	s := alongScenario(t)
	_, _, err := s.sufferDamage("rat-1", 6) // 3 hit points left; the trap does 4
	scnMust(t, err)
	rep, err := s.Do(MoveAlong{Figure: "rat-1", Path: path(0, 0, 1, 0, 2, 0, 3, 0)})
	scnMust(t, err)
	if rep.Fallen == nil || rep.Fallen.At != hexgrid.H(2, 0) || len(rep.Sprung) != 1 {
		t.Fatalf("fall %+v, sprung %+v", rep.Fallen, rep.Sprung)
	}
	if s.Money(hexgrid.H(2, 0)) != 1 {
		t.Error("no money token where the rat fell")
	}
}

// A character's move by a click (PathTo, then MoveAlong): the way with the
// fewest traps and hazardous hexes, then the fewest points, as a
// monster's; ending on hazardous terrain does its damage; a hex taken or
// an obstacle cannot be walked to (issue 40).
func TestPathToAvoidsNegativeHexes(t *testing.T) {
	s := alongScenario(t)
	p, pts, err := s.PathTo("hero", hexgrid.H(1, 0))
	scnMust(t, err)
	if pts != 6 || p[0] != hexgrid.H(5, 1) || p[len(p)-1] != hexgrid.H(1, 0) {
		t.Fatalf("path %v costs %d, want 6 points around the trap and the hazard", p, pts)
	}
	for _, h := range p {
		if s.Terrain(h).Negative() || s.Terrain(h) == TerrainObstacle {
			t.Errorf("the path %v enters %v (%s)", p, h, s.Terrain(h))
		}
	}
	rep, err := s.Do(MoveAlong{Figure: "hero", Path: p})
	scnMust(t, err)
	if hero, _ := s.Figure("hero"); hero.At != hexgrid.H(1, 0) || hero.HP != 10 || len(rep.Sprung) != 0 {
		t.Errorf("after the move: %+v, sprung %v", hero, rep.Sprung)
	}

	s = alongScenario(t)
	p, pts, err = s.PathTo("hero", hexgrid.H(3, 0))
	scnMust(t, err)
	if pts != 3 || len(p) != 4 {
		t.Errorf("path to the hazardous hex %v costs %d, want 3 points", p, pts)
	}
	rep, err = s.Do(MoveAlong{Figure: "hero", Path: p})
	scnMust(t, err)
	if hero, _ := s.Figure("hero"); len(rep.Sprung) != 1 || hero.HP != 10-rep.Sprung[0].Damage || rep.Sprung[0].Damage == 0 {
		t.Errorf("ending on hazardous terrain: %+v, sprung %v", hero, rep.Sprung)
	}

	s = alongScenario(t)
	s.terrain.kinds[hexgrid.H(4, 2)] = TerrainDifficult
	if _, pts, err := s.PathTo("hero", hexgrid.H(4, 2)); err != nil || pts != 2 {
		t.Errorf("one difficult hex away: %d points, %v; want 2", pts, err)
	}
	for _, to := range []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(2, 1), hexgrid.H(9, 9)} {
		if _, _, err := s.PathTo("hero", to); err == nil {
			t.Errorf("a path to %v (taken, an obstacle, off the map)", to)
		}
	}
	if p, pts, err := s.PathTo("hero", hexgrid.H(5, 1)); err != nil || pts != 0 || len(p) != 1 {
		t.Errorf("a path to its own hex: %v %d %v", p, pts, err)
	}
}
