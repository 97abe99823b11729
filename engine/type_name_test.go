package engine

import (
	"testing"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// A type whose stat card gives another name (a data pack's display name:
// X-haven's "City Guard" for "City Guard Scenario 1") is named so, and so
// are its standees, those placed by the file and those added in play; a
// snapshot keeps the name; a type without one keeps its own.
func TestTypeName(t *testing.T) {
	table := MonsterTable{"Cave Rat": SampleMonsters["Cave Rat"]}
	guard := sampleMonster("Gate Warden Scenario 4", 5, 1, 7, 1, 1, 1)
	for l := range guard.Normal {
		guard.Normal[l].Card = &monster.StatCard{Monster: "Gate Warden", Level: l, Characters: 2}
		guard.Elite[l].Card = &monster.StatCard{Monster: "Gate Warden", Level: l, Elite: true, Characters: 2}
	}
	table["Gate Warden Scenario 4"] = guard
	f := &scenariofile.File{Title: "Gate", WithoutMap: true,
		Hexes:  []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(3, 0), hexgrid.H(6, 0), hexgrid.H(9, 0)},
		Starts: []hexgrid.Hex{hexgrid.H(0, 0)},
		Monsters: []scenariofile.Monster{{Type: "Gate Warden Scenario 4", Standee: 1, At: hexgrid.H(3, 0)},
			{Type: "Cave Rat", Standee: 1, At: hexgrid.H(6, 0)}}}
	s, err := LoadScenarioFor(f, Setup{Level: 1, Players: 2, Seed: 1}, table)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.TypeName("Gate Warden Scenario 4"); got != "Gate Warden" {
		t.Errorf("type name %q", got)
	}
	if got := s.TypeName("Cave Rat"); got != "Cave Rat" {
		t.Errorf("a type without a display name: %q", got)
	}
	if got := s.TypeName("Nobody"); got != "Nobody" {
		t.Errorf("an unknown type: %q", got)
	}
	if g, _ := s.Figure(MonsterID("Gate Warden Scenario 4", 1)); g.Name != "Gate Warden" || g.MonsterType != "Gate Warden Scenario 4" {
		t.Errorf("placed standee: name %q, type %q", g.Name, g.MonsterType)
	}
	rep, err := s.Do(AddStandee{Type: "Gate Warden Scenario 4", Elite: true, At: hexgrid.H(9, 0)})
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := s.Figure(rep.Added); g.Name != "Gate Warden" || g.Standee != 2 {
		t.Errorf("added standee %+v", g)
	}
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := UnmarshalScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := back.TypeName("Gate Warden Scenario 4"); got != "Gate Warden" {
		t.Errorf("after a snapshot: %q", got)
	}
	if r, _ := back.Figure(MonsterID("Cave Rat", 1)); r.Name != "Cave Rat" {
		t.Errorf("rat named %q", r.Name)
	}
}
