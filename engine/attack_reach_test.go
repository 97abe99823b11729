package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
)

// reachMap is a 7 by 5 block of hexes (as scnMap) with a thin wall between
// [1,0] and [2,0], a thin wall run between columns 4 and 5 of rows 1..3,
// and a closed door at [3,4].
func reachMap(t *testing.T) *hexgrid.Map {
	t.Helper()
	var hexes []hexgrid.Hex
	for r := 0; r < 5; r++ {
		for q := 0; q < 7; q++ {
			hexes = append(hexes, hexgrid.H(q, r))
		}
	}
	edge := func(a, b hexgrid.Hex) hexgrid.Edge {
		e, ok := hexgrid.EdgeBetween(a, b)
		if !ok {
			t.Fatalf("%v and %v are not neighbours", a, b)
		}
		return e
	}
	walls := []hexgrid.Edge{edge(hexgrid.H(1, 0), hexgrid.H(2, 0))}
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: hexes, Walls: walls, Closed: []hexgrid.Hex{hexgrid.H(3, 4)}})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// reachScenario puts character "a" at from and one monster per hex of
// targets (rat-1, rat-2, ... in order), each with 5 hit points, and stacks
// a's deck with +0 cards.
func reachScenario(t *testing.T, m *hexgrid.Map, from hexgrid.Hex, targets ...hexgrid.Hex) *Scenario {
	t.Helper()
	s, err := NewScenario("reach", m, 1, 7)
	scnMust(t, err)
	scnMust(t, s.addCharacter(scnChar("a", from.Q, from.R, 10)))
	for i, h := range targets {
		scnMust(t, s.addMonster(scnMonster("rat", i+1, false, h.Q, h.R, 5)))
	}
	stackDeck(t, s, "a", "+0", "+0", "+0", "+0", "+0", "+0")
	return s
}

func TestAttackRangeAndSight(t *testing.T) {
	open := scnMap(t) // no inner wall
	walled := reachMap(t)
	// The sight map: an open map with a wall that hides [4,0] from [0,0]
	// while the range around it stays short.
	var hexes []hexgrid.Hex
	for r := 0; r < 3; r++ {
		for q := 0; q < 5; q++ {
			hexes = append(hexes, hexgrid.H(q, r))
		}
	}
	var walls []hexgrid.Edge
	for _, pair := range [][2]hexgrid.Hex{
		{hexgrid.H(2, 0), hexgrid.H(3, 0)},
		{hexgrid.H(2, 1), hexgrid.H(3, 0)},
	} {
		e, _ := hexgrid.EdgeBetween(pair[0], pair[1])
		walls = append(walls, e)
	}
	hidden, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: hexes, Walls: walls})
	scnMust(t, err)
	if hidden.Sees(hexgrid.H(0, 0), hexgrid.H(4, 0)) {
		t.Fatal("the sight map: [0,0] sees [4,0]; the test needs a hidden hex")
	}
	d, ok := hidden.Range(hexgrid.H(0, 0), hexgrid.H(4, 0))
	if !ok {
		t.Fatal("the sight map: [4,0] cannot be reached")
	}

	h := hexgrid.H
	for _, c := range []struct {
		name    string
		m       *hexgrid.Map
		from    hexgrid.Hex
		targets []hexgrid.Hex
		attack  modifier.Attack
		want    error // nil: accepted
		bad     string
	}{
		{"melee adjacent", open, h(1, 0), []hexgrid.Hex{h(2, 0)}, modifier.Attack{Value: 2, Range: 1}, nil, ""},
		{"melee two hexes away", open, h(0, 0), []hexgrid.Hex{h(2, 0)}, modifier.Attack{Value: 2, Range: 1}, ErrOutOfRange, "rat-1"},
		{"melee across a thin wall", walled, h(1, 0), []hexgrid.Hex{h(2, 0)}, modifier.Attack{Value: 2, Range: 1}, ErrOutOfRange, "rat-1"},
		{"melee across a thin wall, range 0 not checked", walled, h(1, 0), []hexgrid.Hex{h(2, 0)}, modifier.Attack{Value: 2}, nil, ""},
		{"melee beside the wall", walled, h(1, 0), []hexgrid.Hex{h(1, 1)}, modifier.Attack{Value: 2, Range: 1}, nil, ""},
		{"ranged at exact range", open, h(0, 0), []hexgrid.Hex{h(3, 0)}, modifier.Attack{Value: 2, Ranged: true, Range: 3}, nil, ""},
		{"ranged one beyond", open, h(0, 0), []hexgrid.Hex{h(4, 0)}, modifier.Attack{Value: 2, Ranged: true, Range: 3}, ErrOutOfRange, "rat-1"},
		{"ranged around a wall counts the way round", walled, h(1, 0), []hexgrid.Hex{h(2, 0)}, modifier.Attack{Value: 2, Ranged: true, Range: 1}, ErrOutOfRange, "rat-1"},
		{"ranged around a wall within range", walled, h(1, 0), []hexgrid.Hex{h(2, 0)}, modifier.Attack{Value: 2, Ranged: true, Range: 2}, nil, ""},
		{"ranged past a closed door", walled, h(2, 4), []hexgrid.Hex{h(4, 4)}, modifier.Attack{Value: 2, Ranged: true, Range: 2}, ErrOutOfRange, "rat-1"},
		{"ranged round a closed door: in range, the door hides it", walled, h(2, 4), []hexgrid.Hex{h(4, 4)}, modifier.Attack{Value: 2, Ranged: true, Range: 3}, ErrOutOfSight, "rat-1"},
		{"out of sight within range", hidden, h(0, 0), []hexgrid.Hex{h(4, 0)}, modifier.Attack{Value: 2, Ranged: true, Range: d}, ErrOutOfSight, "rat-1"},
		{"out of sight, range 0 not checked", hidden, h(0, 0), []hexgrid.Hex{h(4, 0)}, modifier.Attack{Value: 2, Ranged: true}, nil, ""},
		{"target 2 of 3, one bad target refuses all", open, h(0, 0),
			[]hexgrid.Hex{h(1, 0), h(5, 0), h(0, 1)}, modifier.Attack{Value: 2, Ranged: true, Range: 3, MaxTargets: 3}, ErrOutOfRange, "rat-2"},
		{"target 3, all in range", open, h(0, 0),
			[]hexgrid.Hex{h(1, 0), h(3, 0), h(0, 3)}, modifier.Attack{Value: 2, Ranged: true, Range: 3, MaxTargets: 3}, nil, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := reachScenario(t, c.m, c.from, c.targets...)
			var ids []string
			for i := range c.targets {
				ids = append(ids, scnMonster("rat", i+1, false, 0, 0, 1).ID)
			}
			before := scnSnapshot(t, s)
			odds, oddsErr := s.AttackOdds("a", c.attack, ids[len(ids)-1])
			p, err := s.drawAttack("a", c.attack, ids)
			if c.want == nil {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				if len(p.Targets) != len(ids) || p.Attack.Range != c.attack.Range {
					t.Fatalf("pending %+v", p)
				}
				if oddsErr != nil || odds.ExpectedDamageFloat() <= 0 {
					t.Fatalf("odds %v, %v", odds, oddsErr)
				}
				return
			}
			if !errors.Is(err, c.want) {
				t.Fatalf("DrawAttack: %v, want %v", err, c.want)
			}
			var re *ReachError
			if !errors.As(err, &re) || re.Target != c.bad || re.Attacker != "a" || re.Range != c.attack.Range {
				t.Fatalf("error %v (%+v), want a ReachError naming %s", err, re, c.bad)
			}
			if !strings.Contains(err.Error(), c.bad) {
				t.Fatalf("error %q does not name %s", err, c.bad)
			}
			if !bytes.Equal(before, scnSnapshot(t, s)) {
				t.Fatal("a refused attack changed the scenario")
			}
			if _, ok := s.PendingAttack(); ok {
				t.Fatal("a refused attack is pending")
			}
			if _, err := s.attack("a", c.attack, ids); !errors.Is(err, c.want) {
				t.Fatalf("Attack: %v, want %v", err, c.want)
			}
			if c.bad == ids[len(ids)-1] && !errors.Is(oddsErr, c.want) {
				t.Fatalf("AttackOdds: %v, want %v", oddsErr, c.want)
			}
			if err := s.CheckReach("a", c.bad, c.attack.Range); !errors.Is(err, c.want) {
				t.Fatalf("CheckReach: %v, want %v", err, c.want)
			}
			if !bytes.Equal(before, scnSnapshot(t, s)) {
				t.Fatal("a refused attack changed the scenario")
			}
		})
	}
}

func TestCheckReach(t *testing.T) {
	s := reachScenario(t, reachMap(t), hexgrid.H(1, 0), hexgrid.H(2, 0), hexgrid.H(1, 1))
	for _, c := range []struct {
		target string
		rng    int
		want   error
	}{
		{"rat-1", 0, nil},
		{"rat-1", 1, ErrOutOfRange},
		{"rat-1", 2, nil},
		{"rat-2", 1, nil},
	} {
		if err := s.CheckReach("a", c.target, c.rng); !errors.Is(err, c.want) || (c.want == nil && err != nil) {
			t.Errorf("CheckReach(a, %s, %d) = %v, want %v", c.target, c.rng, err, c.want)
		}
	}
	for _, bad := range []struct {
		att, target string
		rng         int
	}{{"a", "rat-1", -1}, {"a", "nobody", 1}, {"nobody", "rat-1", 1}, {"a", "rat-1", modifier.MaxValue + 1}} {
		if err := s.CheckReach(bad.att, bad.target, bad.rng); err == nil || errors.Is(err, ErrOutOfRange) {
			t.Errorf("CheckReach(%s, %s, %d) = %v, want another error", bad.att, bad.target, bad.rng, err)
		}
	}
}

// TestAttackRangeSnapshot: a drawn attack with a range survives the
// snapshot.
func TestAttackRangeSnapshot(t *testing.T) {
	s := reachScenario(t, scnMap(t), hexgrid.H(0, 0), hexgrid.H(3, 0))
	_, err := s.drawAttack("a", modifier.Attack{Value: 2, Ranged: true, Range: 3}, []string{"rat-1"})
	scnMust(t, err)
	data := scnSnapshot(t, s)
	if !bytes.Contains(data, []byte(`"range":3`)) {
		t.Fatalf("snapshot has no range: %s", data)
	}
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	var over Scenario
	if err := json.Unmarshal(data, &over); !errors.Is(err, ErrReadWithUnmarshalScenario) {
		t.Fatalf("a snapshot read over a scenario: %v, want ErrReadWithUnmarshalScenario", err)
	}
	p, ok := back.PendingAttack()
	if !ok || p.Attack.Range != 3 {
		t.Fatalf("pending after the snapshot %+v %v", p, ok)
	}
}
