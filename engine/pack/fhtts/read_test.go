package fhtts

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

func fixture(t testing.TB) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/layouts.json")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestParseReadsTheFixture(t *testing.T) {
	f, err := Parse(fixture(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Skipped) != 0 {
		t.Fatalf("skipped: %v", f.Skipped)
	}
	var keys []string
	for _, s := range f.Scenarios {
		keys = append(keys, s.Key)
	}
	if strings.Join(keys, " ") != "1 2 102" {
		t.Fatalf("scenarios %v, want 1 2 102 in the order of their numbers", keys)
	}
	s := f.Scenarios[0]
	// orientation as a string ("0") and as a number (180)
	want := []Placement{{"91-A", 0, hexgrid.H(0, 0)}, {"92-B", 3, hexgrid.H(9, 1)}, {"93-C", 0, hexgrid.H(5, 3)}}
	for i, p := range want {
		if s.Layout[i] != p {
			t.Errorf("layout[%d] = %+v, want %+v", i, s.Layout[i], p)
		}
	}
	if len(s.Pages) != 2 || s.Pages[0].Section || s.Pages[0].Name != "4" || !s.Pages[1].Section || s.Pages[1].Name != "5.3" {
		t.Fatalf("pages %+v", s.Pages)
	}
	// the door known by its trigger only
	door := s.Pages[0].Entries[0].Overlays[2].Positions[0]
	if !door.Door || door.Reveals != "5.3" || door.At != hexgrid.H(4, 1) || door.Type != "" {
		t.Errorf("door %+v", door)
	}
	if lv := s.Pages[0].Entries[0].Monsters[0].Positions[0].Levels; lv != "aan" {
		t.Errorf("levels %q", lv)
	}
	if f.Scenarios[1].Layout[0].Turns != 1 {
		t.Errorf("60 degrees is %d turns", f.Scenarios[1].Layout[0].Turns)
	}
	// scenario 102: a page without entries, no layout
	if s := f.Scenarios[2]; len(s.Layout) != 0 || len(s.Pages) != 1 || len(s.Pages[0].Entries) != 0 {
		t.Errorf("102: %+v", s)
	}
}

func TestParseNamesTheScenarioAndField(t *testing.T) {
	base := `{"id": "7", "layout": [{"name": "01-A", "orientation": "0", "origin": {"x": 0, "y": 0}}], "maps": [{"type": "scenario", "name": 3, "entries": [{"reference": {"tile": "01-A"}, "monsters": [{"name": "Hound", "positions": [{"x": 1, "y": 0, "levels": "nne"}]}]}]}]}`
	tests := []struct {
		name, from, to, want string
	}{
		{"levels", `"nne"`, `"nnx"`, `scenario 7: maps[0].entries[0].monsters[0].positions[0].levels: want three letters`},
		{"levels too short", `"nne"`, `"ne"`, `positions[0].levels`},
		{"orientation", `"orientation": "0"`, `"orientation": "45"`, `scenario 7: layout[0].orientation: want a multiple of 30 degrees, found 45`},
		{"orientation text", `"orientation": "0"`, `"orientation": "north"`, `layout[0].orientation: want a whole number`},
		{"x", `"x": 1`, `"x": "one"`, `positions[0].x: want a whole number`},
		{"x fraction", `"x": 1`, `"x": 1.5`, `positions[0].x: want a whole number`},
		{"coordinate", `"x": 1`, `"x": 100000`, `positions[0].x: want a whole number within ±200`},
		{"y missing", `"x": 1, "y": 0`, `"x": 1`, `positions[0].y: missing`},
		{"tile", `{"tile": "01-A"}`, `{"tile": " "}`, `entries[0].reference.tile: empty`},
		{"page type", `"type": "scenario"`, `"type": "appendix"`, `maps[0].type: want "scenario" or "section"`},
		{"page name", `"name": 3`, `"name": true`, `maps[0].name: want a page number or section name`},
		{"id", `"id": "7"`, `"id": "8"`, `scenario 7: id: "8" differs`},
		{"maps", `"maps": [`, `"pages": [`, `scenario 7: maps: missing`},
		{"positions", `"positions": [`, `"positions": {"a": 1}, "x": [`, `positions: want a list, found an object`},
		{"tile twice", `"layout": [`, `"layout": [{"name": "01-A", "origin": {"x": 5, "y": 5}}, `, `layout[1].name: tile "01-A" placed twice`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(base, tc.from) {
				t.Fatalf("%q not in the base", tc.from)
			}
			data := `{"7": ` + strings.Replace(base, tc.from, tc.to, 1) + `, "8": {"id": "8", "maps": []}}`
			f, err := Parse([]byte(data))
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Skipped) != 1 || !strings.Contains(f.Skipped[0].Error(), tc.want) {
				t.Fatalf("skipped %v, want one saying %q", f.Skipped, tc.want)
			}
			if len(f.Scenarios) != 1 || f.Scenarios[0].Key != "8" {
				t.Errorf("the good scenario is not kept: %+v", f.Scenarios)
			}
		})
	}
	if _, err := Parse([]byte(`{"7": ` + base + `}`)); err != nil {
		t.Fatal(err)
	}
}

func TestParseRefusesWhatIsNoLayoutsFile(t *testing.T) {
	for _, data := range []string{`[]`, `"x"`, `{"1": {"id": "1"}, "1": {}}`, `{`, `null`} {
		if _, err := Parse([]byte(data)); err == nil {
			t.Errorf("%s: no error", data)
		}
	}
}

// FuzzParse reads any bytes: never a panic, and every scenario left out is
// said with its key.
func FuzzParse(f *testing.F) {
	f.Add(fixture(f))
	f.Add([]byte(`{"1": {"id": "1", "maps": [{"type": "section", "name": "1.1", "entries": []}]}}`))
	f.Add([]byte(`{"3": {"id": "3", "layout": [{"name": "x", "orientation": 60.0, "origin": {"x": -1, "y": 2}}], "maps": [{"type": "scenario", "name": 1, "entries": [{"reference": {"tile": "x"}, "overlays": [{"name": "d", "positions": [{"x": 0, "y": 0, "trigger": {"type": "door", "what": {"type": "section", "name": 2}}}]}]}]}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		// the import checks what it builds: any file it takes is a good pack
		if p, _, err := Import("fuzz", data, nil); err == nil {
			if err := p.Check(); err != nil {
				t.Fatalf("the import built a pack that fails its checks: %v", err)
			}
		}
		lf, err := Parse(data)
		if err != nil {
			return
		}
		for _, e := range lf.Skipped {
			if !strings.HasPrefix(e.Error(), "scenario ") {
				t.Fatalf("error without its scenario: %v", e)
			}
		}
		for _, s := range lf.Scenarios {
			for _, pl := range s.Layout {
				if pl.Turns < 0 || pl.Turns > 5 {
					t.Fatalf("turns %d", pl.Turns)
				}
			}
		}
	})
}

// TestParseTakesTheFilesQuirks reads, in an invented file, each way the
// real layouts file departs from its plain form: a long tile turned by an
// odd multiple of 30°, a placement written twice, a solo scenario's
// "section.solo" page, a "choice" page, a page entry on a tile the layout
// does not place, a trigger whose "what" is a string, and door triggers on
// things that are no doors.
func TestParseTakesTheFilesQuirks(t *testing.T) {
	data := `{"5": {"id": "5",
	  "layout": [{"name": "Z-1", "orientation": "270", "origin": {"x": 0, "y": 0}},
	             {"name": "Y-2", "orientation": 90, "origin": {"x": 4, "y": 0}},
	             {"name": "Z-1", "orientation": "270", "origin": {"x": 0, "y": 0}}],
	  "maps": [
	    {"type": "scenario", "name": 9, "entries": [{"reference": {"tile": "Z-1"},
	      "overlays": [
	        {"name": "Iron Door", "positions": [{"x": 1, "y": 0, "trigger": {"type": "door", "action": "trigger", "what": "scenario/9/global/x"}}]},
	        {"name": "Gate Door", "positions": [{"x": 2, "y": 0, "trigger": {"type": "door", "what": {"type": "section", "name": "1.1"}}}]},
	        {"name": "Gate Door", "positions": [{"x": 3, "y": 0, "type": "Objective"}]},
	        {"name": "Chest", "positions": [{"x": 0, "y": 1, "type": "Treasure", "trigger": {"type": "door", "what": {"type": "section", "name": "1.2"}}}]},
	        {"name": "Plate", "positions": [{"x": 0, "y": 2, "trigger": {"type": "door", "what": {"type": "section", "name": "1.3"}}}]}]},
	      {"reference": {"tile": "X-9"}, "monsters": [{"name": "Hound", "positions": [{"x": 0, "y": 0, "levels": "nnn"}]}]}]},
	    {"type": "section.solo", "name": "1.1", "entries": [{"reference": {"tile": "Y-2"}}]},
	    {"type": "choice", "name": "1", "entries": [{"reference": {"tile": "Q-7"}}]}]}}`
	f, err := Parse([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Skipped) != 0 || len(f.Scenarios) != 1 {
		t.Fatalf("skipped %v, read %d", f.Skipped, len(f.Scenarios))
	}
	s := f.Scenarios[0]
	if len(s.Layout) != 2 || s.Layout[0].Turns != 4 || s.Layout[1].Turns != 1 {
		t.Errorf("layout %+v, want Z-1 once at 4 turns (270° counts as 240°), Y-2 at 1 turn", s.Layout)
	}
	if len(s.Pages) != 2 || !s.Pages[1].Section || s.Pages[1].Name != "1.1" {
		t.Fatalf("pages %+v, want the scenario page and section 1.1 (the choice page left out)", s.Pages)
	}
	if got := len(s.Pages[0].Entries); got != 1 {
		t.Fatalf("%d entries, want the one on a placed tile", got)
	}
	var doors []string
	for _, g := range s.Pages[0].Entries[0].Overlays {
		for _, p := range g.Positions {
			if p.Door {
				doors = append(doors, fmt.Sprintf("%s %v reveals %q", g.Name, p.At, p.Reveals))
			}
		}
	}
	want := []string{`Iron Door [1,0] reveals ""`, `Gate Door [2,0] reveals "1.1"`}
	if fmt.Sprint(doors) != fmt.Sprint(want) {
		t.Errorf("doors %q, want %q", doors, want)
	}
	// a placement of the same tile elsewhere is still a fault
	bad := strings.Replace(data, `{"name": "Z-1", "orientation": "270", "origin": {"x": 0, "y": 0}}]`, `{"name": "Z-1", "orientation": "0", "origin": {"x": 0, "y": 0}}]`, 1)
	if f, err := Parse([]byte(bad)); err != nil || len(f.Skipped) != 1 || !strings.Contains(f.Skipped[0].Error(), "placed twice") {
		t.Errorf("a tile placed twice differently: %v, %v", f, err)
	}
}
