package scenariofile

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

// moneyFile is good with money tokens: two under figures' hexes, one on a
// trap and one on an open door (tokens lie under anything but an obstacle
// or a closed door).
var moneyFile = strings.Replace(good, `"starts": [[0,0]],`,
	`"starts": [[0,0]],
  "money": [{"at": [0,0], "count": 1}, {"at": [1,0], "count": 3}, {"at": [0,1], "count": 1}, {"at": [2,1], "count": 20}],`, 1)

func TestMoneyReadsAndRoundTrips(t *testing.T) {
	s, err := Parse([]byte(moneyFile))
	if err != nil {
		t.Fatal(err)
	}
	want := []Money{{hexgrid.H(0, 0), 1}, {hexgrid.H(1, 0), 3}, {hexgrid.H(0, 1), 1}, {hexgrid.H(2, 1), 20}}
	if !reflect.DeepEqual(s.Money, want) {
		t.Fatalf("Money = %v, want %v", s.Money, want)
	}
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"money"`) || !strings.Contains(string(data), `"count": 20`) {
		t.Errorf("encoded without its money:\n%s", data)
	}
	back, err := Parse(data)
	if err != nil || !reflect.DeepEqual(back, s) {
		t.Errorf("round trip: %v\n%s", err, data)
	}
	c := s.Clone()
	c.Money[0].Count = 2
	if s.Money[0].Count != 1 || c.Equal(s) {
		t.Errorf("Clone shares its money, or Equal misses a change of it")
	}

	// A file without the key has none and is written without it.
	plain, err := Parse([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	data, _ = plain.Encode()
	if plain.Money != nil || strings.Contains(string(data), "money") {
		t.Errorf("a file without money: %v\n%s", plain.Money, data)
	}
}

func TestMoneyErrors(t *testing.T) {
	edit := func(old, new string) string {
		t.Helper()
		if !strings.Contains(moneyFile, old) {
			t.Fatalf("test setup: %q not in moneyFile", old)
		}
		return strings.Replace(moneyFile, old, new, 1)
	}
	for _, c := range []struct{ name, input, want string }{
		{"off the map", edit(`{"at": [0,1], "count": 1}`, `{"at": [5,5], "count": 1}`), "money[2].at: [5,5] is not on the map"},
		{"on an obstacle", edit(`{"at": [0,1], "count": 1}`, `{"at": [2,0], "count": 1}`), "money[2].at: [2,0] holds an obstacle (obstacles[0])"},
		{"on a closed door", edit(`"open": true`, `"open": false`), "money[3].at: [2,1] holds a closed door"},
		{"twice on a hex", edit(`{"at": [0,1], "count": 1}`, `{"at": [1,0], "count": 1}`), "money[2].at: [1,0] already holds money[1]"},
		{"count zero", edit(`"count": 3`, `"count": 0`), "money[1].count: want 1 to 20 tokens, found 0"},
		{"count negative", edit(`"count": 3`, `"count": -2`), "money[1].count: want 1 to 20 tokens, found -2"},
		{"count too many", edit(`"count": 20`, `"count": 21`), "money[3].count: want 1 to 20 tokens, found 21"},
		{"count not a number", edit(`"count": 3`, `"count": "3"`), "money[1].count"},
		{"count a fraction", edit(`"count": 3`, `"count": 1.5`), "money[1].count"},
		{"no count", edit(`, "count": 3`, ``), `money[1]: missing key "count"`},
		{"no at", edit(`"at": [1,0], "count": 3`, `"count": 3`), `money[1]: missing key "at"`},
		{"unknown key", edit(`"count": 3`, `"count": 3, "coins": 1`), `money[1]: unknown key "coins"`},
		{"bad hex", edit(`{"at": [0,1], "count": 1}`, `{"at": [0], "count": 1}`), "money[2].at: want [q, r]"},
		{"not a list", edit(`"money": [`, `"money": 3, "x": [`), "money: want a list"},
	} {
		_, err := Parse([]byte(c.input))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
}

// The editor keeps a file's money through its edits and saves it: an
// erased hex takes its tokens along, an obstacle or a door is refused on
// them, and the file stays loadable throughout.
func TestMoneySurvivesEdits(t *testing.T) {
	f, err := Parse([]byte(moneyFile))
	if err != nil {
		t.Fatal(err)
	}
	hist := NewHistory(f, 0)
	for _, e := range []Edit{TitleEdit{Title: "Edited"}, HexEdit{At: hexgrid.H(3, 0), On: true}, LayerEdit{At: hexgrid.H(3, 0), Layer: LayerTrap}, HexEdit{At: hexgrid.H(3, 1), On: true}} {
		if err := hist.Do(e); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := hist.Undo(); err != nil {
		t.Fatal(err)
	}
	got := hist.State()
	data, err := got.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Title != "Edited" || len(back.Traps) != 2 || !reflect.DeepEqual(back.Money, f.Money) {
		t.Errorf("after an edit and a save: title %q, money %v, want %v", back.Title, back.Money, f.Money)
	}

	g := f.Clone()
	if err := ToggleLayer(g, hexgrid.H(0, 1), LayerTrap); err != nil { // the trap off
		t.Fatal(err)
	}
	for _, l := range []Layer{LayerObstacle, LayerDoor} {
		if err := ToggleLayer(g, hexgrid.H(0, 1), l); err == nil {
			t.Errorf("layer %d put on money tokens", l)
		}
	}
	if _, err := SetHex(g, hexgrid.H(1, 0), false); err != nil {
		t.Fatal(err)
	}
	if len(g.Money) != 3 || slices.ContainsFunc(g.Money, func(m Money) bool { return m.At == hexgrid.H(1, 0) }) {
		t.Errorf("erasing a hex left its money: %v", g.Money)
	}
	if err := Problem(g); err != nil {
		t.Errorf("after the edits: %v", err)
	}
}
