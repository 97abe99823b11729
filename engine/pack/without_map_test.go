package pack

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/haventable/haventable/engine"
)

// marsh is an invented scenario played without a map: a start room, a
// second room behind a door and a section, with a boss and a type two
// levels up.
func marsh() Scenario {
	return Scenario{Title: "#7 Marsh Gate", Monsters: []string{"Cave Rat", "Bog Lurker", "Ember Tyrant"},
		LevelOffsets: []LevelOffset{{Type: "Bog Lurker", Offset: 2}},
		Rooms: []Room{
			{Name: "Room 1", Number: 1, Initial: true, Next: []int{2}, Standees: []Standee{
				{Type: "Cave Rat", Players: [3]string{"normal", "normal", "elite"}},
				{Type: "Cave Rat", Players: [3]string{"", "elite", "elite"}},
				{Type: "Bog Lurker", Players: [3]string{"", "", "normal"}},
			}},
			{Name: "Room 2", Number: 2, Standees: []Standee{
				{Type: "Ember Tyrant", Players: [3]string{"boss", "boss", "boss"}},
				{Type: "Cave Rat", Players: [3]string{"normal", "", "elite"}},
			}},
			{Name: "Section 4.1", Section: "4.1", Initial: true, Standees: []Standee{
				{Type: "Bog Lurker", Players: [3]string{"elite", "elite", "elite"}},
			}},
		}}
}

// count counts the living monsters in play by type, normal and elite.
func count(scn *engine.Scenario) map[string][2]int {
	out := map[string][2]int{}
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindMonster || !f.OnMap {
			continue
		}
		c := out[f.MonsterType]
		if f.Elite {
			c[1]++
		} else {
			c[0]++
		}
		out[f.MonsterType] = c
	}
	return out
}

// A scenario of any edition starts without a map: the start room's
// standees for the number of characters (a boss at its boss stats, a type
// with a level offset at its level), each other room and section revealed
// by opening its door, kept in a snapshot as any scenario.
func TestScenarioStartsWithoutMap(t *testing.T) {
	p := Builtin()
	for _, c := range []struct {
		players       int
		start, after2 map[string][2]int
	}{
		{2, map[string][2]int{"Cave Rat": {1, 0}}, map[string][2]int{"Cave Rat": {2, 0}, "Ember Tyrant": {1, 0}}},
		{3, map[string][2]int{"Cave Rat": {1, 1}}, map[string][2]int{"Cave Rat": {1, 1}, "Ember Tyrant": {1, 0}}},
		{4, map[string][2]int{"Cave Rat": {0, 2}, "Bog Lurker": {1, 0}}, map[string][2]int{"Cave Rat": {0, 3}, "Bog Lurker": {1, 0}, "Ember Tyrant": {1, 0}}},
	} {
		s := marsh()
		f, err := s.WithoutMap()
		if err != nil {
			t.Fatal(err)
		}
		table := s.WithOffsets(p.MonsterTable(c.players))
		scn, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: c.players, Seed: 7}, table)
		if err != nil {
			t.Fatalf("%d characters: %v", c.players, err)
		}
		if !scn.WithoutMap() {
			t.Fatal("not marked without a map")
		}
		if got := count(scn); !equalCounts(got, c.start) {
			t.Errorf("%d characters, start: %v, want %v", c.players, got, c.start)
		}
		rooms := scn.Rooms()
		if len(rooms) != 3 || rooms[0].Name != "Room 1" || !rooms[0].Revealed || rooms[1].Name != "Room 2" || rooms[2].Name != "Section 4.1" || rooms[2].Revealed {
			t.Fatalf("rooms %+v", rooms)
		}
		if _, ok := scn.RoomDoor(0); ok {
			t.Error("the start room has a door to open")
		}
		door, ok := scn.RoomDoor(1)
		if !ok {
			t.Fatal("no door to room 2")
		}
		rep, err := scn.Do(engine.OpenDoor{At: door})
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Revealed) != 1 || rep.Revealed[0] != "Room 2" {
			t.Errorf("revealed %v", rep.Revealed)
		}
		if got := count(scn); !equalCounts(got, c.after2) {
			t.Errorf("%d characters, room 2 revealed: %v, want %v", c.players, got, c.after2)
		}
		if len(scn.FiguresIn(1)) != c.after2["Cave Rat"][0]+c.after2["Cave Rat"][1]-c.start["Cave Rat"][0]-c.start["Cave Rat"][1]+1 {
			t.Errorf("room 2 holds %v", scn.FiguresIn(1))
		}
		// the snapshot keeps the scenario without a map
		b, err := json.Marshal(scn)
		if err != nil {
			t.Fatal(err)
		}
		back, err := engine.UnmarshalScenario(b)
		if err != nil {
			t.Fatal(err)
		}
		if !back.WithoutMap() || !equalCounts(count(back), c.after2) {
			t.Error("the snapshot lost the scenario without a map")
		}
	}
}

// The stats of a type with a level offset are those of its level; a boss
// plays its boss stats; an attack's range is not checked without a map.
func TestWithoutMapStatsAndReach(t *testing.T) {
	p := Builtin()
	s := marsh()
	f, _ := s.WithoutMap()
	table := p.MonsterTable(4)
	scn, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: 4, Seed: 7}, s.WithOffsets(table))
	if err != nil {
		t.Fatal(err)
	}
	var lurker, rat engine.Figure
	for _, f := range scn.Figures() {
		switch f.MonsterType {
		case "Bog Lurker":
			lurker = f
		case "Cave Rat":
			rat = f
		}
	}
	if want := table["Bog Lurker"].Normal[3].HP; lurker.MaxHP != want {
		t.Errorf("Bog Lurker at level 1+2: %d hit points, want %d", lurker.MaxHP, want)
	}
	if want := table["Cave Rat"].Elite[1].HP; rat.MaxHP != want {
		t.Errorf("elite Cave Rat at level 1: %d hit points, want %d", rat.MaxHP, want)
	}
	if err := scn.CheckReach(rat.ID, lurker.ID, 2); err != nil {
		t.Errorf("reach checked without a map: %v", err)
	}
	door, _ := scn.RoomDoor(1)
	if _, err := scn.Do(engine.OpenDoor{At: door}); err != nil {
		t.Fatal(err)
	}
	for _, f := range scn.Figures() {
		if f.MonsterType == "Ember Tyrant" {
			if want := table["Ember Tyrant"].Normal[1].HP; f.MaxHP != want || want < 1 {
				t.Errorf("boss: %d hit points, want %d", f.MaxHP, want)
			}
		}
	}
	if _, ok := scn.FreePlace(); !ok {
		t.Error("no free place at the table")
	}
}

// A scenario naming a type no pack has is refused, named.
func TestWithoutMapRefusesLeftOutTypes(t *testing.T) {
	s := marsh()
	s.LeftOut = []string{"Glass Wyrm"}
	if _, err := s.WithoutMap(); !errors.Is(err, ErrNotPlayableWithoutMap) {
		t.Errorf("err %v", err)
	}
}

func equalCounts(a, b map[string][2]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// A scenario that places no standee (X-haven's) starts without a map with
// its types known: the players add standees of them at free places, with
// the pack's stats (a type two levels up at its level).
func TestWithoutMapStandeesAddedByHand(t *testing.T) {
	p := Builtin()
	s := Scenario{Title: "#3 Reed Bank", Monsters: []string{"Cave Rat", "Bog Lurker"},
		LevelOffsets: []LevelOffset{{Type: "Bog Lurker", Offset: 2}},
		Rooms:        []Room{{Name: "Section 2.1", Section: "2.1", Initial: true, Monsters: []string{"Bog Lurker"}}}}
	f, err := s.WithoutMap()
	if err != nil {
		t.Fatal(err)
	}
	table := s.WithOffsets(p.MonsterTable(2))
	scn, err := engine.LoadScenarioFor(f, engine.Setup{Level: 2, Players: 2, Seed: 3}, table)
	if err != nil {
		t.Fatal(err)
	}
	if got := scn.KnownTypes(); len(got) != 0 {
		t.Errorf("types known before: %v", got)
	}
	if _, err := scn.WithTypes([]string{"Cave Rat", "Glass Wyrm"}, table); err == nil {
		t.Error("an unknown type taken")
	}
	if got := scn.KnownTypes(); len(got) != 0 {
		t.Errorf("a refused WithTypes changed the types: %v", got)
	}
	if scn, err = scn.WithTypes(s.Monsters, table); err != nil {
		t.Fatal(err)
	}
	if got := scn.KnownTypes(); len(got) != 2 || got[0] != "Bog Lurker" || got[1] != "Cave Rat" {
		t.Errorf("types known: %v", got)
	}
	at, ok := scn.FreePlace()
	if !ok {
		t.Fatal("no free place")
	}
	rep, err := scn.Do(engine.AddStandee{Type: "Bog Lurker", Elite: true, At: at})
	if err != nil {
		t.Fatal(err)
	}
	fig, _ := scn.Figure(rep.Added)
	if want := p.MonsterTable(2)["Bog Lurker"].Elite[4].HP; fig.MaxHP != want {
		t.Errorf("elite Bog Lurker at level 2+2: %d hit points, want %d", fig.MaxHP, want)
	}
	if _, err := scn.MonsterStatCard("Bog Lurker", true); !err {
		t.Error("no stat card kept for an added type")
	}
}
