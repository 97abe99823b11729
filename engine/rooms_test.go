package engine

import (
	"bytes"
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// twoRooms: a hall [0,0]..[2,0] and a vault [4,0]..[6,1] joined by the
// closed door [3,0]; a third room [3,1] next to the door but across a thin
// wall stays hidden. The vault's rat is there for 3 and 4 characters, its
// warden for all.
const twoRooms = `{
  "title": "Two rooms",
  "hexes": [[0,0],[1,0],[2,0],[3,0],[4,0],[5,0],[6,0],[5,1],[6,1],[3,1]],
  "walls": [[[3,0],[3,1]]],
  "doors": [{"at": [3,0]}],
  "starts": [[0,0],[1,0]],
  "monsters": [
    {"type": "Cave Rat", "standee": 1, "at": [2,0]},
    {"type": "Cave Rat", "standee": 2, "at": [5,0], "players": {"2": "absent", "3": "normal", "4": "elite"}},
    {"type": "Stone Warden", "standee": 1, "at": [6,1], "elite": true},
    {"type": "Cave Rat", "standee": 3, "at": [3,1]}
  ],
  "rooms": [
    {"name": "Hall", "hexes": [[0,0],[1,0],[2,0]], "start": true},
    {"name": "Vault", "hexes": [[4,0],[5,0],[6,0],[5,1],[6,1]]},
    {"name": "Cell", "hexes": [[3,1]]}
  ]
}`

func loadRooms(t *testing.T, players int) *Scenario {
	t.Helper()
	file, err := scenariofile.Parse([]byte(twoRooms))
	scnMust(t, err)
	s, err := LoadScenarioFor(file, Setup{Level: 1, Players: players, Seed: 3}, SampleMonsters)
	scnMust(t, err)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	return s
}

func ids(fs []Figure) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.ID)
	}
	return out
}

func TestRoomsRevealedByTheirDoor(t *testing.T) {
	h := hexgrid.H
	s := loadRooms(t, 2)
	if got := ids(s.Figures()); !slices.Equal(got, []string{"cave-rat-1", "a"}) {
		t.Fatalf("figures at the start: %v", got)
	}
	if got := ids(s.Hidden()); !slices.Equal(got, []string{"stone-warden-1", "cave-rat-3"}) {
		t.Fatalf("hidden for 2 characters: %v", got)
	}
	for _, c := range []struct {
		h    hexgrid.Hex
		want bool
	}{{h(0, 0), true}, {h(3, 0), true}, {h(4, 0), false}, {h(3, 1), false}, {h(9, 9), false}} {
		if got := s.Revealed(c.h); got != c.want {
			t.Errorf("Revealed(%v) = %v", c.h, got)
		}
	}
	// Nothing goes into a hidden room.
	var he *HexError
	if _, err := s.Do(Move{Figure: "a", To: h(4, 0)}); !errors.As(err, &he) || he.Reason != ErrHidden {
		t.Errorf("a move into the vault: %v", err)
	}
	if _, err := s.Do(PlaceMoney{At: h(5, 0), Count: 1}); !errors.Is(err, ErrHidden) {
		t.Errorf("money in the vault: %v", err)
	}
	// A new standee does not take the number of a waiting one.
	r, err := s.Do(AddStandee{Type: "Stone Warden", At: h(1, 0)})
	scnMust(t, err)
	if f, _ := s.Figure(r.Added); f.Standee != 2 {
		t.Errorf("new warden: standee %d, want 2 (1 waits in the vault)", f.Standee)
	}
	_, err = s.Do(RemoveFigure{Figure: r.Added})
	scnMust(t, err)

	r, err = s.Do(OpenDoor{At: h(3, 0)})
	scnMust(t, err)
	if !slices.Equal(r.Revealed, []string{"Vault"}) || !slices.Equal(r.Appeared, []string{"stone-warden-1"}) {
		t.Fatalf("open the door: revealed %v, appeared %v", r.Revealed, r.Appeared)
	}
	if sum := r.Summary(); !slices.Equal(sum.Revealed, []string{"Vault"}) || !slices.Equal(sum.Appeared, []string{"stone-warden-1"}) {
		t.Errorf("summary %+v", sum)
	}
	w, ok := s.Figure("stone-warden-1")
	st, _ := SampleMonsters.Stats("Stone Warden", 1, true)
	if !ok || !w.OnMap || w.At != h(6, 1) || !w.Elite || w.HP != st.HP || w.Standee != 1 {
		t.Errorf("the warden after the door opened: %+v", w)
	}
	if !s.Revealed(h(5, 1)) || s.Revealed(h(3, 1)) {
		t.Error("the vault is not revealed, or the cell across the wall is")
	}
	if got := ids(s.Hidden()); !slices.Equal(got, []string{"cave-rat-3"}) {
		t.Errorf("still hidden: %v", got)
	}
	rooms := s.Rooms()
	if len(rooms) != 3 || !rooms[0].Start || !rooms[0].Revealed || !rooms[1].Revealed || rooms[2].Revealed {
		t.Errorf("rooms %+v", rooms)
	}
	if _, err := s.Do(Move{Figure: "a", To: h(5, 0)}); err != nil {
		t.Errorf("a move into the revealed vault: %v", err)
	}
}

func TestMonstersByNumberOfCharacters(t *testing.T) {
	for players, want := range map[int]string{2: "", 3: "normal", 4: "elite", 5: "elite", 1: ""} {
		s := loadRooms(t, players)
		var got string
		for _, f := range s.Hidden() {
			if f.ID == "cave-rat-2" {
				got = "normal"
				if f.Elite {
					got = "elite"
				}
			}
		}
		if got != want {
			t.Errorf("%d characters: the vault's rat is %q, want %q", players, got, want)
		}
	}
	file, err := scenariofile.Parse([]byte(twoRooms))
	scnMust(t, err)
	if _, err := LoadScenario(file, 1, 1, SampleMonsters); !errors.Is(err, ErrPlayersNeeded) {
		t.Errorf("no number of characters: %v", err)
	}
}

// The rooms, revealed or not, and the waiting monsters survive a snapshot;
// a bad rooms part is refused.
func TestRoomsSnapshot(t *testing.T) {
	s := loadRooms(t, 4)
	for _, open := range []bool{false, true} {
		if open {
			scnMust(t, doErr(s, OpenDoor{At: hexgrid.H(3, 0)}))
		}
		data := scnSnapshot(t, s)
		back, err := UnmarshalScenario(data)
		scnMust(t, err)
		if again := scnSnapshot(t, back); !bytes.Equal(again, data) {
			t.Fatalf("door open %v: the snapshot changes on a round trip:\n%s\n%s", open, data, again)
		}
		if !reflect.DeepEqual(back.Rooms(), s.Rooms()) || !reflect.DeepEqual(back.Hidden(), s.Hidden()) {
			t.Fatalf("door open %v: rooms or hidden monsters differ", open)
		}
	}
	good := string(scnSnapshot(t, s))
	for _, c := range []struct{ name, from, to, want string }{
		{"no start room", `,"start":true`, ``, "no start room"},
		{"hidden in a revealed room", `"hidden":[{"room":2`, `"hidden":[{"room":1`, "room 1 is revealed"},
		{"hidden in no room", `"hidden":[{"room":2`, `"hidden":[{"room":7`, "no room 7"},
		{"room hex off the map", `"name":"Cell","hexes":[[3,1]]`, `"name":"Cell","hexes":[[3,1],[9,9]]`, "[9,9] is not on the map"},
		{"rooms in version 2", `{"version":8,`, `{"version":2,`, "rooms in a version 2 snapshot"},
	} {
		bad := bytesReplace(t, good, c.from, c.to)
		if _, err := UnmarshalScenario([]byte(bad)); err == nil || !bytes.Contains([]byte(err.Error()), []byte(c.want)) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

func bytesReplace(t *testing.T, s, from, to string) string {
	t.Helper()
	if !bytes.Contains([]byte(s), []byte(from)) {
		t.Fatalf("test setup: %q not in %s", from, s)
	}
	return string(bytes.Replace([]byte(s), []byte(from), []byte(to), 1))
}
