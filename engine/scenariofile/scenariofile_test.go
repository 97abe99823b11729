package scenariofile

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/hexgrid"
)

func TestSamplesLoad(t *testing.T) {
	names := Samples()
	if len(names) < 2 {
		t.Fatalf("Samples() = %v, want at least two", names)
	}
	found := false
	for _, name := range names {
		found = found || name == DefaultSample
		s, err := Sample(name)
		if err != nil {
			t.Fatalf("Sample(%q): %v", name, err)
		}
		if n := len(s.Hexes); n < 60 || n > 120 {
			t.Errorf("%s: %d hexes, want 60 to 120", name, n)
		}
		if len(s.Walls) == 0 || len(s.Doors) == 0 || len(s.Starts) == 0 || len(s.Monsters) == 0 || len(s.Obstacles) == 0 {
			t.Errorf("%s: a sample needs thin walls, doors, starts, monsters and obstacles", name)
		}
		m, err := s.Map()
		if err != nil {
			t.Fatalf("%s: Map: %v", name, err)
		}
		for _, d := range s.Doors {
			if m.IsClosed(d.At) == d.Open {
				t.Errorf("%s: door %v open=%v but IsClosed=%v", name, d.At, d.Open, m.IsClosed(d.At))
			}
		}
		// Every start reaches every monster unless a closed door is in the way;
		// with all doors open every start reaches every monster.
		open := *s
		open.Doors = nil
		om, _ := open.Map()
		for _, st := range s.Starts {
			for _, mo := range s.Monsters {
				if _, ok := om.Range(st, mo.At); !ok {
					t.Errorf("%s: start %v cannot reach %s %d with the doors open", name, st, mo.Type, mo.Standee)
				}
			}
		}
	}
	if !found {
		t.Errorf("DefaultSample %q is not among %v", DefaultSample, names)
	}
	if _, err := Sample("no-such-map"); err == nil {
		t.Errorf("unknown sample must fail")
	}
}

func TestSampleOrientations(t *testing.T) {
	a, err := Sample("sunken-archive")
	if err != nil {
		t.Fatal(err)
	}
	b, err := Sample("flooded-crossing")
	if err != nil {
		t.Fatal(err)
	}
	if a.Orientation != hexgrid.PointyTop || b.Orientation != hexgrid.FlatTop {
		t.Errorf("orientations %v %v", a.Orientation, b.Orientation)
	}
	if l := b.Layout(20); l.Orientation != hexgrid.FlatTop || l.Size != 20 {
		t.Errorf("Layout = %+v", l)
	}
}

const good = `{
  "title": "Test",
  "orientation": "flat",
  "hexes": [[0,0],[1,0],[2,0],[0,1],[1,1],[2,1]],
  "walls": [[[0,0],[1,0]]],
  "obstacles": [[2,0]],
  "traps": [[0,1]],
  "hazardous": [[1,0]],
  "difficult": [[1,1]],
  "doors": [{"at": [2,1], "open": true}],
  "starts": [[0,0]],
  "monsters": [{"type": "Rat", "standee": 1, "elite": true, "at": [1,0]}]
}`

func TestParseGood(t *testing.T) {
	s, err := Parse([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	want := &File{
		Title:       "Test",
		Orientation: hexgrid.FlatTop,
		Hexes:       []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(2, 0), hexgrid.H(0, 1), hexgrid.H(1, 1), hexgrid.H(2, 1)},
		Obstacles:   []hexgrid.Hex{hexgrid.H(2, 0)},
		Traps:       []hexgrid.Hex{hexgrid.H(0, 1)},
		Hazardous:   []hexgrid.Hex{hexgrid.H(1, 0)},
		Difficult:   []hexgrid.Hex{hexgrid.H(1, 1)},
		Doors:       []Door{{At: hexgrid.H(2, 1), Open: true}},
		Starts:      []hexgrid.Hex{hexgrid.H(0, 0)},
		Monsters:    []Monster{{Type: "Rat", Standee: 1, Elite: true, At: hexgrid.H(1, 0)}},
	}
	e, _ := hexgrid.EdgeBetween(hexgrid.H(0, 0), hexgrid.H(1, 0))
	want.Walls = []hexgrid.Edge{e}
	if !reflect.DeepEqual(s, want) {
		t.Errorf("Parse = %+v\nwant %+v", s, want)
	}
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(data)
	if err != nil || !reflect.DeepEqual(back, s) {
		t.Errorf("round trip: %v\n%s", err, data)
	}
}

func TestParseErrors(t *testing.T) {
	edit := func(old, new string) string {
		if !strings.Contains(good, old) {
			t.Fatalf("test setup: %q not in good", old)
		}
		return strings.Replace(good, old, new, 1)
	}
	cases := []struct {
		name, input, want string
	}{
		{"syntax", "{\n  \"title\": \"x\",\n  \"hexes\": [[0,0]]]\n}", "line 3:"},
		{"truncated", `{"title": "x"`, "line 1:"},
		{"not an object", "\n[1, 2]", "line 2:1"},
		{"null", "null", "want an object"},
		{"unknown key", edit(`"orientation"`, `"orientaton"`), `unknown key "orientaton"`},
		{"unknown key in a monster", edit(`"elite": true`, `"elit": true`), `monsters[0]: unknown key "elit"`},
		{"unknown key in a door", edit(`"open": true`, `"opened": true`), `doors[0]: unknown key "opened"`},
		{"no title", edit(`"title": "Test",`, ``), "title"},
		{"bad orientation", edit(`"flat"`, `"round"`), "orientation"},
		{"no hexes", edit(`"hexes": [[0,0],[1,0],[2,0],[0,1],[1,1],[2,1]],`, ``), "hexes"},
		{"hex not a pair", edit(`[[0,0],[1,0]`, `[[0,0],[1,0,3]`), "hexes[1]"},
		{"hex not integers", edit(`[[0,0],[1,0]`, `[[0,0.5],[1,0]`), "hexes[0]"},
		{"duplicate hex", edit(`[2,0],[0,1]`, `[2,0],[1,0]`), "hexes[3]: [1,0] appears twice (first at hexes[1])"},
		{"wall not neighbours", edit(`[[[0,0],[1,0]]]`, `[[[0,0],[2,0]]]`), "walls[0]: [0,0] and [2,0] are not neighbours"},
		{"wall off the map", edit(`[[[0,0],[1,0]]]`, `[[[0,0],[1,0]],[[2,1],[3,1]]]`), "walls[1][1]: [3,1] is not on the map"},
		{"wall twice", edit(`[[[0,0],[1,0]]]`, `[[[0,0],[1,0]],[[1,0],[0,0]]]`), "walls[1]"},
		{"wall malformed", edit(`[[[0,0],[1,0]]]`, `[[[0,0]]]`), "walls[0]"},
		{"obstacle off the map", edit(`"obstacles": [[2,0]]`, `"obstacles": [[2,0],[5,5]]`), "obstacles[1]: [5,5] is not on the map"},
		{"two overlays", edit(`"traps": [[0,1]]`, `"traps": [[2,0]]`), "traps[0]: [2,0] already holds obstacles[0]"},
		{"start off the map", edit(`"starts": [[0,0]]`, `"starts": [[0,0],[9,0]]`), "starts[1]: [9,0] is not on the map"},
		{"start on an obstacle", edit(`"starts": [[0,0]]`, `"starts": [[2,0]]`), "starts[0]"},
		{"monster on a start", edit(`"at": [1,0]}`, `"at": [0,0]}`), "monsters[0].at: [0,0] is already taken by starts[0]"},
		{"monster off the map", edit(`"at": [1,0]}`, `"at": [7,-7]}`), "monsters[0].at"},
		{"monster without type", edit(`"type": "Rat", `, ``), `monsters[0]: missing key "type"`},
		{"standee zero", edit(`"standee": 1`, `"standee": 0`), "monsters[0].standee"},
		{"standee twice", edit(`"at": [1,0]}]`, `"at": [1,0]}, {"type": "Rat", "standee": 1, "at": [1,1]}]`), "monsters[1]: standee Rat #1"},
		{"door not an object", edit(`{"at": [2,1], "open": true}`, `5`), "doors[0]: want an object"},
		{"door without at", edit(`{"at": [2,1], "open": true}`, `{"open": true}`), `doors[0]: missing key "at"`},
		{"door open not bool", edit(`"open": true`, `"open": "yes"`), "doors[0].open"},
		{"huge coordinate", edit(`[[0,0],[1,0]`, `[[0,99999999],[1,0]`), "hexes[0]"},
		{"hazardous on a trap", edit(`"hazardous": [[1,0]]`, `"hazardous": [[0,1]]`), "hazardous[0]: [0,1] already holds traps[0]"},
		{"hazardous on a door", edit(`"hazardous": [[1,0]]`, `"hazardous": [[2,1]]`), "doors[0].at: [2,1] already holds hazardous[0]"},
		{"hazardous off the map", edit(`"hazardous": [[1,0]]`, `"hazardous": [[1,0],[3,3]]`), "hazardous[1]: [3,3] is not on the map"},
		{"list not a list", edit(`"traps": [[0,1]]`, `"traps": 3`), "traps: want a list"},
	}
	for _, c := range cases {
		_, err := Parse([]byte(c.input))
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q does not contain %q", c.name, err, c.want)
		}
	}
}

// A file written before hazardous terrain was a key loads as before, with
// none; a file with it round-trips.
func TestHazardousIsOptional(t *testing.T) {
	old := strings.Replace(good, "  \"hazardous\": [[1,0]],\n", "", 1)
	if old == good {
		t.Fatal("test setup: no hazardous key in good")
	}
	s, err := Parse([]byte(old))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Hazardous) != 0 {
		t.Errorf("Hazardous = %v, want none", s.Hazardous)
	}
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), "hazardous") {
		t.Errorf("a file with no hazardous terrain is written without the key:\n%s", data)
	}
}

func TestCloneAndEqual(t *testing.T) {
	s, err := Parse([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	c := s.Clone()
	if !c.Equal(s) || !reflect.DeepEqual(c, s) {
		t.Fatalf("Clone = %+v, want %+v", c, s)
	}
	c.Hazardous[0] = hexgrid.H(0, 0)
	c.Doors[0].Open = false
	if s.Hazardous[0] != hexgrid.H(1, 0) || !s.Doors[0].Open {
		t.Errorf("changing a clone changed the file")
	}
	if c.Equal(s) {
		t.Errorf("Equal misses a change")
	}
	var none *File
	if !none.Equal(nil) || none.Equal(s) || s.Equal(nil) || none.Clone() != nil {
		t.Errorf("nil files: Equal or Clone wrong")
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "m.json")
	if err := os.WriteFile(p, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(p); err != nil {
		t.Fatal(err)
	}
	_, err := Load(filepath.Join(dir, "missing.json"))
	if err == nil || !strings.Contains(err.Error(), "missing.json") {
		t.Errorf("Load of a missing file: %v", err)
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(good))
	f.Add([]byte(roomsFile))
	f.Add([]byte(moneyFile))
	f.Add([]byte(chestFile))
	for _, name := range Samples() {
		data, _ := samples.ReadFile("samples/" + name + ".json")
		f.Add(data)
	}
	f.Add([]byte(`{"title":"x","hexes":[[0,0]],"walls":[[[0,0],[0,0]]]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse(data)
		if err != nil {
			if s != nil {
				t.Fatalf("error with a scenario")
			}
			return
		}
		m, err := s.Map()
		if err != nil {
			t.Fatalf("parsed scenario does not build: %v", err)
		}
		if m.Len() != len(s.Hexes) {
			t.Fatalf("map has %d hexes, file %d", m.Len(), len(s.Hexes))
		}
		enc, err := s.Encode()
		if err != nil {
			t.Fatalf("encode: %v", err)
		}
		back, err := Parse(enc)
		// an empty list is written as none: Equal counts them the same
		if err != nil || !back.Equal(s) {
			t.Fatalf("round trip: %v", err)
		}
	})
}

// A key given twice is refused, naming it, wherever it is.
func TestParseRefusesDuplicateKeys(t *testing.T) {
	for in, want := range map[string]string{
		`{"title":"A","title":"B","hexes":[[0,0]]}`:                                                            `"title"`,
		`{"title":"A","hexes":[[0,0]],"monsters":[{"type":"Cave Rat","type":"Ghoul","standee":1,"at":[0,0]}]}`: `"type"`,
	} {
		_, err := Parse([]byte(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%s) = %v, want an error naming %s", in, err, want)
		}
	}
}

// Files beyond the limits are refused at once, naming the limit; a pipe or
// a device is never opened for reading.
func TestLoadRefusesBeyondTheLimits(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(big, bytes.Repeat([]byte(" "), MaxFileSize+1), 0o600); err != nil {
		t.Fatal(err)
	}
	long := filepath.Join(dir, "long.json")
	if err := os.WriteFile(long, []byte(`{"title":"`+strings.Repeat("x", MaxTitle+1)+`","hexes":[[0,0]]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	var hexes []string
	for i := 0; i <= MaxHexes; i++ {
		hexes = append(hexes, fmt.Sprintf("[%d,%d]", i%200, i/200))
	}
	many := filepath.Join(dir, "many.json")
	if err := os.WriteFile(many, []byte(`{"title":"A","hexes":[`+strings.Join(hexes, ",")+`]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	cases := map[string]string{big: "at most 4194304", long: "title: beyond the limit", many: "hexes: beyond the limit", "/dev/zero": "not a regular file"}
	if err := exec.Command("mkfifo", filepath.Join(dir, "fifo")).Run(); err == nil {
		cases[filepath.Join(dir, "fifo")] = "not a regular file"
	}
	for path, want := range cases {
		start := time.Now()
		_, err := Load(path)
		took := time.Since(start)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Load(%s) = %v, want an error saying %q", path, err, want)
		}
		t.Logf("%s refused in %v", filepath.Base(path), took)
	}
}

// roomsFile: two rooms of three hexes joined by the closed door [3,0]; a rat
// in the second room for 3 and 4 characters only.
const roomsFile = `{
  "title": "Two rooms",
  "hexes": [[0,0],[1,0],[2,0],[3,0],[4,0],[5,0],[6,0]],
  "doors": [{"at": [3,0]}],
  "starts": [[0,0]],
  "monsters": [
    {"type": "Rat", "standee": 1, "at": [5,0], "players": {"2": "absent", "3": "normal", "4": "elite"}},
    {"type": "Rat", "standee": 2, "at": [2,0], "elite": true}
  ],
  "rooms": [
    {"name": "Hall", "hexes": [[0,0],[1,0],[2,0]], "start": true},
    {"hexes": [[4,0],[5,0],[6,0]]}
  ]
}`

func TestRoomsAndPlayerCounts(t *testing.T) {
	s, err := Parse([]byte(roomsFile))
	if err != nil {
		t.Fatal(err)
	}
	h := hexgrid.H
	wantRooms := []Room{
		{Name: "Hall", Hexes: []hexgrid.Hex{h(0, 0), h(1, 0), h(2, 0)}, Start: true},
		{Name: "Room 2", Hexes: []hexgrid.Hex{h(4, 0), h(5, 0), h(6, 0)}},
	}
	if !reflect.DeepEqual(s.Rooms, wantRooms) {
		t.Errorf("rooms %+v", s.Rooms)
	}
	rat1, rat2 := s.Monsters[0], s.Monsters[1]
	if !s.ByPlayersGiven() || !rat1.ByPlayersGiven() || rat2.ByPlayersGiven() {
		t.Errorf("players given: file %v, rat 1 %v, rat 2 %v", s.ByPlayersGiven(), rat1.ByPlayersGiven(), rat2.ByPlayersGiven())
	}
	for n, want := range map[int][2]Presence{1: {Absent, Elite}, 2: {Absent, Elite}, 3: {Normal, Elite}, 4: {Elite, Elite}, 6: {Elite, Elite}} {
		if got := [2]Presence{rat1.For(n), rat2.For(n)}; got != want {
			t.Errorf("%d characters: %v, want %v", n, got, want)
		}
	}
	if i, ok := s.RoomOf(h(5, 0)); !ok || i != 1 {
		t.Errorf("RoomOf [5,0] = %d %v", i, ok)
	}
	if _, ok := s.RoomOf(h(3, 0)); ok {
		t.Error("the door is in a room")
	}
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(data)
	if err != nil || !back.Equal(s) || !reflect.DeepEqual(back, s) {
		t.Errorf("round trip: %v\n%s", err, data)
	}
	c := s.Clone()
	c.Rooms[0].Hexes[0] = h(9, 9)
	if !s.Equal(back) || s.Rooms[0].Hexes[0] != h(0, 0) || c.Equal(s) {
		t.Error("Clone shares the rooms' hexes, or Equal misses them")
	}
}

func TestRoomErrors(t *testing.T) {
	edit := func(old, new string) string {
		if !strings.Contains(roomsFile, old) {
			t.Fatalf("test setup: %q not in roomsFile", old)
		}
		return strings.Replace(roomsFile, old, new, 1)
	}
	cases := []struct{ name, input, want string }{
		{"no start room", edit(`, "start": true`, ``), "no room is the start room"},
		{"two start rooms", edit(`{"hexes": [[4,0]`, `{"start": true, "hexes": [[4,0]`), "rooms[1]: rooms[0] is the start room already"},
		{"hex in two rooms", edit(`{"hexes": [[4,0]`, `{"hexes": [[2,0],[4,0]`), "rooms[1].hexes[0]: [2,0] is in rooms[0] already"},
		{"hex in no room", edit(`[[4,0],[5,0],[6,0]]}`, `[[4,0],[5,0]]}`), "hexes[6]: [6,0] is in no room"},
		{"room hex off the map", edit(`[[4,0],[5,0],[6,0]]}`, `[[4,0],[5,0],[6,0],[7,0]]}`), "rooms[1].hexes[3]: [7,0] is not on the map"},
		{"empty room", edit(`{"hexes": [[4,0],[5,0],[6,0]]}`, `{"hexes": [[4,0],[5,0],[6,0]]}, {"hexes": []}`), "rooms[2].hexes: a room needs hexes"},
		{"empty name", edit(`"name": "Hall"`, `"name": " "`), "rooms[0].name"},
		{"unknown room key", edit(`"name": "Hall"`, `"label": "Hall"`), `rooms[0]: unknown key "label"`},
		{"start outside the start room", edit(`"starts": [[0,0]]`, `"starts": [[6,0]]`), "starts[0]: [6,0] is not in the start room"},
		{"elite and players", edit(`"at": [5,0], "players"`, `"at": [5,0], "elite": true, "players"`), `monsters[0]: give either "elite" or "players"`},
		{"count missing", edit(`"2": "absent", `, ``), `monsters[0].players: missing key "2"`},
		{"count unknown", edit(`"4": "elite"}`, `"4": "elite", "5": "elite"}`), `monsters[0].players: unknown key "5"`},
		{"bad presence", edit(`"3": "normal"`, `"3": "boss"`), `monsters[0].players.3: want "absent", "normal" or "elite", found "boss"`},
		{"never present", edit(`"3": "normal", "4": "elite"`, `"3": "absent", "4": "absent"`), "monsters[0].players: absent for every number"},
	}
	for _, c := range cases {
		_, err := Parse([]byte(c.input))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}
