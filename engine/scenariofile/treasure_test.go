package scenariofile

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

// chestFile is good with two treasure chests: one under a figure's start,
// one on an open door (a chest lies anywhere but on an obstacle or a
// closed door), labelled as a scenario book numbers them.
var chestFile = strings.Replace(good, `"starts": [[0,0]],`,
	`"starts": [[0,0]],
  "treasures": [{"at": [0,0], "treasure": "7"}, {"at": [2,1], "treasure": "goal"}],`, 1)

func TestTreasuresReadAndRoundTrip(t *testing.T) {
	s, err := Parse([]byte(chestFile))
	if err != nil {
		t.Fatal(err)
	}
	want := []Treasure{{hexgrid.H(0, 0), "7"}, {hexgrid.H(2, 1), "goal"}}
	if !reflect.DeepEqual(s.Treasures, want) {
		t.Fatalf("Treasures = %v, want %v", s.Treasures, want)
	}
	data, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"treasures"`) || !strings.Contains(string(data), `"treasure": "goal"`) {
		t.Errorf("encoded without its chests:\n%s", data)
	}
	back, err := Parse(data)
	if err != nil || !reflect.DeepEqual(back, s) {
		t.Errorf("round trip: %v\n%s", err, data)
	}
	c := s.Clone()
	c.Treasures[0].Label = "8"
	if s.Treasures[0].Label != "7" || c.Equal(s) {
		t.Errorf("Clone shares its chests, or Equal misses a change of them")
	}
	plain, err := Parse([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	data, _ = plain.Encode()
	if plain.Treasures != nil || strings.Contains(string(data), "treasure") {
		t.Errorf("a file without chests: %v\n%s", plain.Treasures, data)
	}
}

func TestTreasureErrors(t *testing.T) {
	edit := func(old, new string) string {
		t.Helper()
		if !strings.Contains(chestFile, old) {
			t.Fatalf("test setup: %q not in chestFile", old)
		}
		return strings.Replace(chestFile, old, new, 1)
	}
	for _, c := range []struct{ name, input, want string }{
		{"off the map", edit(`"at": [0,0], "treasure"`, `"at": [5,5], "treasure"`), "treasures[0].at: [5,5] is not on the map"},
		{"on an obstacle", edit(`"at": [0,0], "treasure"`, `"at": [2,0], "treasure"`), "treasures[0].at: [2,0] holds an obstacle (obstacles[0])"},
		{"on a closed door", edit(`"open": true`, `"open": false`), "treasures[1].at: [2,1] holds a closed door"},
		{"twice on a hex", edit(`"at": [2,1], "treasure"`, `"at": [0,0], "treasure"`), "treasures[1].at: [0,0] already holds treasures[0]"},
		{"empty label", edit(`"treasure": "7"`, `"treasure": " "`), "treasures[0].treasure: empty"},
		{"long label", edit(`"treasure": "7"`, `"treasure": "`+strings.Repeat("x", MaxTreasureLabel+1)+`"`), "treasures[0].treasure: 41 characters; at most 40"},
		{"control character", edit(`"treasure": "7"`, `"treasure": "7\n8"`), "treasures[0].treasure: \"7\\n8\" holds a control character"},
		{"label a number", edit(`"treasure": "7"`, `"treasure": 7`), "treasures[0].treasure"},
		{"no label", edit(`, "treasure": "7"`, ``), `treasures[0]: missing key "treasure"`},
		{"no at", edit(`"at": [0,0], "treasure": "7"`, `"treasure": "7"`), `treasures[0]: missing key "at"`},
		{"unknown key", edit(`"treasure": "7"`, `"treasure": "7", "gold": 5`), `treasures[0]: unknown key "gold"`},
		{"bad hex", edit(`"at": [0,0], "treasure"`, `"at": [0], "treasure"`), "treasures[0].at: want [q, r]"},
		{"not a list", edit(`"treasures": [`, `"treasures": 3, "x": [`), "treasures: want a list"},
	} {
		_, err := Parse([]byte(c.input))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
	if err := CheckTreasureLabel("\xff"); err == nil {
		t.Error("a label of invalid UTF-8 is taken")
	}
}

// The editor keeps a file's chests: an erased hex takes its chest along,
// an obstacle or a door is refused on one.
func TestTreasuresSurviveEdits(t *testing.T) {
	f, err := Parse([]byte(chestFile))
	if err != nil {
		t.Fatal(err)
	}
	g := f.Clone()
	for _, l := range []Layer{LayerObstacle, LayerDoor} {
		if err := ToggleLayer(g, hexgrid.H(0, 0), l); err == nil {
			t.Errorf("layer %d put on a treasure chest", l)
		}
	}
	if _, err := SetHex(g, hexgrid.H(0, 0), false); err != nil {
		t.Fatal(err)
	}
	if len(g.Treasures) != 1 || slices.ContainsFunc(g.Treasures, func(c Treasure) bool { return c.At == hexgrid.H(0, 0) }) {
		t.Errorf("erasing a hex left its chest: %v", g.Treasures)
	}
	if err := Problem(g); err != nil {
		t.Errorf("after the edits: %v", err)
	}
}

// The editor places a chest, relabels it and takes it away, refusing what
// the loader refuses: a bad label, a hex off the map, an obstacle, a
// closed door; an open door takes a chest. Every edit leaves a file that
// loads.
func TestSetTreasure(t *testing.T) {
	f, err := Parse([]byte(chestFile))
	if err != nil {
		t.Fatal(err)
	}
	g := f.Clone()
	g.Hexes = append(g.Hexes, hexgrid.H(3, 0))
	g.Doors = append(g.Doors, Door{At: hexgrid.H(3, 0)})
	for _, c := range []struct {
		name  string
		at    hexgrid.Hex
		label string
	}{
		{"off the map", hexgrid.H(5, 5), "3"},
		{"on an obstacle", hexgrid.H(2, 0), "3"},
		{"on a closed door", hexgrid.H(3, 0), "3"},
		{"empty label", hexgrid.H(1, 1), "  "},
		{"long label", hexgrid.H(1, 1), strings.Repeat("x", MaxTreasureLabel+1)},
		{"control character", hexgrid.H(1, 1), "3\n"},
		{"relabel to nothing printable", hexgrid.H(0, 0), "\t"},
	} {
		before := g.Clone()
		if changed, err := SetTreasure(g, c.at, c.label); err == nil || changed || !g.Equal(before) {
			t.Errorf("%s: changed %v, error %v, treasures %v", c.name, changed, err, g.Treasures)
		}
	}
	steps := []struct {
		at      hexgrid.Hex
		label   string
		changed bool
		want    []Treasure
	}{
		{hexgrid.H(1, 1), "12", true, []Treasure{{hexgrid.H(0, 0), "7"}, {hexgrid.H(2, 1), "goal"}, {hexgrid.H(1, 1), "12"}}},
		{hexgrid.H(1, 1), "12", false, []Treasure{{hexgrid.H(0, 0), "7"}, {hexgrid.H(2, 1), "goal"}, {hexgrid.H(1, 1), "12"}}},
		{hexgrid.H(0, 0), "Key", true, []Treasure{{hexgrid.H(0, 0), "Key"}, {hexgrid.H(2, 1), "goal"}, {hexgrid.H(1, 1), "12"}}},
		{hexgrid.H(2, 1), "", true, []Treasure{{hexgrid.H(0, 0), "Key"}, {hexgrid.H(1, 1), "12"}}},
		{hexgrid.H(2, 1), "", false, []Treasure{{hexgrid.H(0, 0), "Key"}, {hexgrid.H(1, 1), "12"}}},
	}
	for i, st := range steps {
		changed, err := SetTreasure(g, st.at, st.label)
		if err != nil || changed != st.changed || !slices.Equal(g.Treasures, st.want) {
			t.Fatalf("step %d: changed %v, error %v, treasures %v, want %v", i, changed, err, g.Treasures, st.want)
		}
		if err := Problem(g); err != nil {
			t.Fatalf("step %d: the file no longer loads: %v", i, err)
		}
	}
}
