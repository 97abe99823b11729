package screentest

import (
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/scenariofile"
)

// TableRooms is an invented scenario played without a map (its places
// three hexes apart, as pack.Scenario.WithoutMap sets them): a start room
// with a rat, section 3.2 behind the door on (12, 0) with an elite warden
// and a boss, section 7.1 behind the door on (18, 0) with a lurker.
const TableRooms = `{
  "title": "Sunk Hall", "without_map": true,
  "hexes": [[0,0],[3,0],[6,0],[9,0],[12,0],[15,0],[18,0],[21,0]],
  "doors": [{"at": [12,0]}, {"at": [18,0]}],
  "starts": [[0,0],[3,0]],
  "monsters": [
    {"type": "Cave Rat", "standee": 1, "at": [6,0]},
    {"type": "Stone Warden", "standee": 2, "at": [9,0], "elite": true},
    {"type": "Bone Tyrant", "standee": 1, "at": [15,0]},
    {"type": "Bog Lurker", "standee": 1, "at": [21,0]}
  ],
  "rooms": [
    {"name": "Room 1", "hexes": [[0,0],[3,0],[6,0]], "start": true},
    {"name": "Section 3.2", "hexes": [[9,0],[12,0],[15,0]]},
    {"name": "Section 7.1", "hexes": [[18,0],[21,0]]}
  ]
}`

// WithoutMap returns TableRooms set up for two characters, Ana and Bo (8
// of 10 hit points) on the start room's places, Ana poisoned; the Bone
// Tyrant is a boss of 20 hit points, the other types the sample ones.
func WithoutMap(t testing.TB) *engine.Scenario {
	t.Helper()
	f, err := scenariofile.Parse([]byte(TableRooms))
	if err != nil {
		t.Fatal(err)
	}
	table := engine.MonsterTable{}
	for k, v := range engine.SampleMonsters {
		table[k] = v
	}
	boss := engine.MonsterType{Name: "Bone Tyrant"}
	for l := range boss.Normal {
		boss.Normal[l] = engine.MonsterStats{HP: 20, Card: &monster.StatCard{Monster: "Bone Tyrant", Boss: true, Characters: 2}}
		boss.Elite[l] = boss.Normal[l]
	}
	table["Bone Tyrant"] = boss
	s, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: 2, Seed: 3}, table)
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range []string{"Ana", "Bo"} {
		if s, err = s.WithCharacter(engine.Figure{ID: strings.ToLower(n), Name: n, Kind: engine.KindCharacter,
			Side: engine.SideParty, At: f.Starts[i], OnMap: true, HP: 8, MaxHP: 10}, nil); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Do(engine.SetCondition{Figure: "ana", Condition: modifier.Poison, Held: true}); err != nil {
		t.Fatal(err)
	}
	return s
}
