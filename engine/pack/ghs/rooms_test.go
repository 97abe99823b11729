package ghs

import (
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

func roomsFixture(t testing.TB) []File {
	t.Helper()
	data, err := os.ReadFile("testdata/rooms/edition.json")
	if err != nil {
		t.Fatal(err)
	}
	return []File{{Name: "edition.json", Data: data}}
}

// A scenario's rooms and sections are kept whole: room numbers, tiles,
// the rooms a door leads to, each standee by the number of characters
// (boss included), level offsets, objectives, sections in book order; a
// type of another edition comes from the packs imported before, one no
// pack has is left out and named.
func TestScenarioRoomsKeptWhole(t *testing.T) {
	p, rep, err := ImportWith("Invented", roomsFixture(t), []*pack.Pack{pack.Builtin()})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Scenarios) != 1 {
		t.Fatalf("scenarios %+v", p.Scenarios)
	}
	s := p.Scenarios[0]
	if !slices.Equal(s.Monsters, []string{"Reed Stalker", "Cave Rat"}) || !slices.Equal(s.Allies, []string{"Cave Rat"}) {
		t.Errorf("monsters %v allies %v", s.Monsters, s.Allies)
	}
	if _, ok := p.Monster("Cave Rat"); !ok {
		t.Error("Cave Rat not taken from the built-in pack")
	}
	if _, ok := p.Deck("Cave Rat"); !ok {
		t.Error("Cave Rat's deck not taken from the built-in pack")
	}
	if !slices.Equal(s.LeftOut, []string{"Glass Wyrm"}) {
		t.Errorf("left out %v", s.LeftOut)
	}
	if s.PlayableWithoutMap() {
		t.Error("playable without a map, with a type left out")
	}
	if want := []pack.LevelOffset{{Type: "Reed Stalker", Offset: 2}}; !reflect.DeepEqual(s.LevelOffsets, want) {
		t.Errorf("level offsets %+v", s.LevelOffsets)
	}
	if want := []pack.Rule{{Kind: pack.RuleObjective, Name: "Sluice Gate", Health: "2x(C+L)"}}; !reflect.DeepEqual(s.Rules, want) {
		t.Errorf("rules %+v", s.Rules)
	}
	want := []pack.Room{
		{Name: "Room 1", Number: 1, Tile: "W1", Initial: true, Next: []int{2}, Monsters: []string{"Reed Stalker", "Cave Rat"},
			Standees: []pack.Standee{
				{Type: "Reed Stalker", Players: [3]string{"elite", "elite", "elite"}},
				{Type: "Reed Stalker", Players: [3]string{"normal", "", "elite"}},
				{Type: "Cave Rat", Players: [3]string{"", "normal", "normal"}},
			}},
		{Name: "Room 2", Number: 2, Tile: "W2"},
		{Name: "Section 9.1, room 1", Number: 1, Section: "9.1", Tile: "W3", Initial: true, Monsters: []string{"Reed Stalker"},
			Standees: []pack.Standee{{Type: "Reed Stalker", Players: [3]string{"normal", "normal", "normal"}}}},
		{Name: "Section 9.1, room 2", Number: 2, Section: "9.1", Tile: "W5", Monsters: []string{"Reed Stalker"},
			Standees: []pack.Standee{{Type: "Reed Stalker", Players: [3]string{"", "elite", ""}}}},
		{Name: "Section 12.2", Number: 1, Section: "12.2", Tile: "W4", Initial: true, Monsters: []string{"Reed Stalker"},
			Standees: []pack.Standee{{Type: "Reed Stalker", Players: [3]string{"", "", "normal"}}}},
	}
	// room 2: the wyrm is left out, the captain is no rank
	want[1].Monsters = []string{"Reed Stalker"}
	if !reflect.DeepEqual(s.Rooms, want) {
		t.Errorf("rooms\n got %+v\nwant %+v", s.Rooms, want)
	}
	if got := s.Rooms[0].SetupFor(3); !reflect.DeepEqual(got, []pack.StandeeSetup{{Type: "Reed Stalker", Rank: "elite"}, {Type: "Cave Rat", Rank: "normal"}}) {
		t.Errorf("room 1 for 3: %+v", got)
	}
	warned := strings.Join(warningsOf(rep), "\n")
	for _, w := range []string{`"glass-wyrm" left out: no imported file has it`, "standee skipped: a rank other than normal, elite or boss",
		"rooms[2]: room skipped: not a room object"} {
		if !strings.Contains(warned, w) {
			t.Errorf("no warning %q in\n%s", w, warned)
		}
	}
	if strings.Contains(warned, "reed-stalker:+2") {
		t.Errorf("a level offset left out:\n%s", warned)
	}
	if err := p.Check(); err != nil {
		t.Error(err)
	}
}

// Without the pack of its edition, a type is left out and named; the
// scenario then says it cannot be set up.
func TestScenarioTypeOfAnotherEditionLeftOut(t *testing.T) {
	p, _, err := Import("Invented", roomsFixture(t))
	if err != nil {
		t.Fatal(err)
	}
	if s := p.Scenarios[0]; !slices.Equal(s.LeftOut, []string{"Cave Rat", "Glass Wyrm"}) {
		t.Errorf("left out %v", s.LeftOut)
	}
}

func warningsOf(rep *pack.Report) []string {
	var out []string
	for _, w := range rep.Warnings {
		out = append(out, w.String())
	}
	return out
}

// FuzzScenarioRooms imports scenarios, sections and rooms with the
// built-in pack imported before: the pack passes its check.
func FuzzScenarioRooms(f *testing.F) {
	for _, file := range roomsFixture(f) {
		f.Add(file.Data)
	}
	f.Add([]byte(`{"edition":"x","scenarios":[{"index":"1","name":"a","edition":"x","monsters":["cave-rat:+9"],"rooms":[{"roomNumber":-3,"rooms":[0,1000],"monster":[{"name":"cave-rat:x","type":"boss"}]}]}],"sections":[{"index":"1.1","parent":"1","edition":"x","rooms":[{"monster":[{"name":"cave-rat","player2":7}]}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, _, err := ImportWith("Fuzz", []File{{Name: "f.json", Data: data}}, []*pack.Pack{pack.Builtin()})
		if err != nil {
			return
		}
		if err := p.Check(); err != nil {
			t.Fatalf("imported pack fails its check: %v", err)
		}
	})
}
