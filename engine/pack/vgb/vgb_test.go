package vgb

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

const folder = "testdata/folder/VirtualGloomhavenBoard"

func fixtureTiles(t testing.TB) []pack.Tile {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(folder, TileFile))
	if err != nil {
		t.Fatal(err)
	}
	tiles, err := ParseTiles(src)
	if err != nil {
		t.Fatal(err)
	}
	return tiles
}

func hexes(pairs ...int) []hexgrid.Hex {
	var out []hexgrid.Hex
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, hexgrid.H(pairs[i], pairs[i+1]))
	}
	return out
}

func sorted(hs []hexgrid.Hex) []hexgrid.Hex {
	out := slices.Clone(hs)
	slices.SortFunc(out, func(a, b hexgrid.Hex) int {
		if a.R != b.R {
			return a.R - b.R
		}
		return a.Q - b.Q
	})
	return out
}

func TestParseTilesReadsGridsByName(t *testing.T) {
	tiles := fixtureTiles(t)
	var names []string
	for _, tl := range tiles {
		names = append(names, tl.Name)
	}
	if !slices.Equal(names, []string{"X1a", "X1b", "Y1a", "Z1a"}) {
		t.Fatalf("tiles %v", names)
	}
	// Z1a is List.reverse configRoom: the row of four first; row 1 is odd
	// (shifted right), so cell (x, 1) is hex [x, 1].
	want := [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {0, 1}, {1, 1}, {2, 1}}
	if !slices.Equal(tiles[3].Hexes, want) {
		t.Errorf("Z1a %v, want %v", tiles[3].Hexes, want)
	}
	if !slices.Equal(tiles[2].Hexes, [][2]int{{0, 0}}) {
		t.Errorf("Y1a (a grid in place) %v", tiles[2].Hexes)
	}
	if _, err := ParseTiles([]byte("module X exposing (..)\n")); err == nil {
		t.Error("a file without grids read")
	}
}

func TestAxialFollowsOddRowOffsets(t *testing.T) {
	for _, c := range []struct{ x, y, q, r int }{
		{0, 0, 0, 0}, {1, 1, 1, 1}, {0, 2, -1, 2}, {1, 3, 0, 3}, {0, -1, 1, -1}, {2, -2, 3, -2},
	} {
		if got := Axial(c.x, c.y); got != hexgrid.H(c.q, c.r) {
			t.Errorf("Axial(%d, %d) = %v, want [%d,%d]", c.x, c.y, got, c.q, c.r)
		}
	}
}

// scenarioJSON is a scenario whose first tile is ref turned turns times,
// with a starting hex on cell (0, 0) and doors as given (JSON).
func scenarioJSON(ref string, turns int, doors string) []byte {
	return fmt.Appendf(nil, `{"id": 7, "title": "Test", "mapTileData": {"ref": %q, "turns": %d, "monsters": [],
	 "overlays": [{"ref": {"type": "starting-location"}, "direction": "default", "cells": [[0, 0]]}],
	 "doors": [%s]}}`, ref, turns, doors)
}

func importOne(t *testing.T, data []byte) (*scenariofile.File, *pack.Report) {
	t.Helper()
	p, rep, err := Import("Test", []File{{Name: "7.json", Data: data}}, fixtureTiles(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	f, err := scenariofile.Parse(p.Scenarios[0].MapFile)
	if err != nil {
		t.Fatal(err)
	}
	if err := checkLoads(f); err != nil {
		t.Fatal(err)
	}
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	return f, rep
}

func TestATileTurnsClockwiseAboutItsOrigin(t *testing.T) {
	// The bar's cells (0,0) (1,0) (2,0) turned 0 to 5 times about (0, 0):
	// one turn takes direction [1,0] to [0,1] (clockwise, r down).
	want := [][]hexgrid.Hex{
		hexes(0, 0, 1, 0, 2, 0),
		hexes(0, 0, 0, 1, 0, 2),
		hexes(0, 0, -1, 1, -2, 2),
		hexes(0, 0, -1, 0, -2, 0),
		hexes(0, 0, 0, -1, 0, -2),
		hexes(0, 0, 1, -1, 2, -2),
	}
	for turns := range 6 {
		for _, n := range []int{turns, turns + 6, -turns} {
			if n < 0 && turns == 0 {
				continue
			}
			f, _ := importOne(t, scenarioJSON("x1a", n, ""))
			if !slices.Equal(sorted(f.Hexes), sorted(want[turns])) {
				t.Errorf("turns %d: %v, want %v", n, f.Hexes, want[turns])
			}
		}
	}
}

func TestADoorJoinsTwoTiles(t *testing.T) {
	// X1b's cell (-1, 0) lies on the door at X1a's cell (3, 0), then X1b
	// turns once about the door.
	door := `{"subType": "stone", "direction": "default", "room1X": 3, "room1Y": 0, "room2X": -1, "room2Y": 0,
	  "mapTileData": {"ref": "X1B", "turns": %d, "doors": [], "overlays": [], "monsters": []}}`
	for _, c := range []struct {
		turns int
		room  []hexgrid.Hex
	}{
		{0, hexes(4, 0, 5, 0, 6, 0)},
		{1, hexes(3, 1, 3, 2, 3, 3)},
	} {
		f, _ := importOne(t, scenarioJSON("x1a", 0, fmt.Sprintf(door, c.turns)))
		if len(f.Rooms) != 2 || !f.Rooms[0].Start || f.Rooms[1].Start {
			t.Fatalf("turns %d: rooms %+v", c.turns, f.Rooms)
		}
		if !slices.Equal(f.Rooms[0].Hexes, hexes(0, 0, 1, 0, 2, 0)) || !slices.Equal(sorted(f.Rooms[1].Hexes), c.room) {
			t.Errorf("turns %d: rooms %v and %v, want X1a's and %v", c.turns, f.Rooms[0].Hexes, f.Rooms[1].Hexes, c.room)
		}
		if !slices.Equal(f.Doors, []scenariofile.Door{{At: hexgrid.H(3, 0)}}) {
			t.Errorf("turns %d: doors %v", c.turns, f.Doors)
		}
		if f.Rooms[0].Name != "X1a" || f.Rooms[1].Name != "X1b" {
			t.Errorf("room names %q, %q", f.Rooms[0].Name, f.Rooms[1].Name)
		}
	}
}

func TestANestedDoorChainPlacesEachTileFromItsParent(t *testing.T) {
	data := scenarioJSON("x1a", 0, `{"subType": "wooden", "direction": "default", "room1X": 3, "room1Y": 0, "room2X": -1, "room2Y": 0,
	  "mapTileData": {"ref": "x1b", "turns": 1, "overlays": [], "monsters": [], "doors": [
	   {"subType": "dark-fog", "direction": "default", "room1X": 3, "room1Y": 0, "room2X": -1, "room2Y": 0,
	    "mapTileData": {"ref": "y1a", "turns": 3, "doors": [], "overlays": [], "monsters": []}}]}}`)
	f, _ := importOne(t, data)
	// X1b: cells (0..2, 0) at [3,1] [3,2] [3,3]; its door cell (3, 0) at
	// [3,0] + turned([4,0]) = [3,4]; Y1a's cell (0, 0) lies one step on from
	// it, turned 3 times: [3,4] + turned³([1,0]) = [2,4].
	if len(f.Rooms) != 3 {
		t.Fatalf("rooms %+v", f.Rooms)
	}
	if got := f.Rooms[2].Hexes; !slices.Equal(got, hexes(2, 4)) {
		t.Errorf("Y1a at %v, want [2,4]", got)
	}
	if !slices.Equal(f.Doors, []scenariofile.Door{{At: hexgrid.H(3, 0)}, {At: hexgrid.H(3, 4)}}) {
		t.Errorf("doors %v", f.Doors)
	}
}

func TestTheFixtureFolder(t *testing.T) {
	p, rep, err := ImportDir(folder, nil)
	if err != nil {
		t.Fatal(err)
	}
	var titles []string
	for _, s := range p.Scenarios {
		titles = append(titles, s.Title)
	}
	if !slices.Equal(titles, []string{"#1 Lantern Hall", "#1 Lone Vigil"}) {
		t.Fatalf("scenarios %q", titles)
	}
	var names []string
	for _, tl := range p.Tiles {
		names = append(names, tl.Name)
	}
	if !slices.Equal(names, []string{"X1a", "X1b", "Y1a", "Z1a"}) {
		t.Errorf("tiles %v: want those used", names)
	}
	text := fmt.Sprint(rep.Warnings)
	for _, want := range []string{`"#2 Missing Piece" skipped: map tile q9z found in no pack`} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q: %s", want, text)
		}
	}
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	data, err := p.Encode()
	if err == nil {
		_, err = pack.Parse(data)
	}
	if err != nil {
		t.Fatalf("the pack does not read back: %v", err)
	}
	f, err := scenariofile.Parse(p.Scenarios[0].MapFile)
	if err != nil {
		t.Fatal(err)
	}
	if err := checkLoads(f); err != nil {
		t.Fatal(err)
	}
	checkLanternHall(t, f)
}

// checkLanternHall checks the overlays, corridor and monsters of the
// fixture's first scenario.
func checkLanternHall(t *testing.T, f *scenariofile.File) {
	t.Helper()
	if f.Orientation != hexgrid.PointyTop {
		t.Error("not pointy")
	}
	// the table stands off Z1a's grid, on a cell it adds to the map
	if !slices.Equal(f.Obstacles, hexes(3, 1)) || !slices.Contains(f.Hexes, hexgrid.H(3, 1)) {
		t.Errorf("obstacles %v", f.Obstacles)
	}
	if !slices.Equal(f.Traps, hexes(2, 0)) || !slices.Equal(f.Hazardous, hexes(6, 0)) || !slices.Equal(f.Difficult, hexes(8, 3)) {
		t.Errorf("traps %v hazardous %v difficult %v", f.Traps, f.Hazardous, f.Difficult)
	}
	if !slices.Equal(f.Starts, hexes(0, 0, 1, 0)) {
		t.Errorf("starts %v", f.Starts)
	}
	if want := []scenariofile.Money{{At: hexgrid.H(0, 1), Count: 1}}; !slices.Equal(f.Money, want) {
		t.Errorf("money %v, want %v (the coin)", f.Money, want)
	}
	// the corridor joins X1a and X1b into one room, behind the stone door
	if len(f.Rooms) != 2 || f.Rooms[1].Name != "X1a + X1b" || !slices.Contains(f.Rooms[1].Hexes, hexgrid.H(8, 0)) {
		t.Fatalf("rooms %+v", f.Rooms)
	}
	if !slices.Equal(f.Doors, []scenariofile.Door{{At: hexgrid.H(4, 0)}}) {
		t.Errorf("doors %v", f.Doors)
	}
	for _, w := range f.Walls {
		if strings.Contains(fmt.Sprint(w), "[8,0]") {
			t.Errorf("a wall at the corridor: %v", w)
		}
	}
	want := []string{
		"Moss Rat 1 [1,1] normal/elite/elite",
		"Moss Rat 2 [2,1] absent/absent/normal",
		"Lamp Wight 1 [7,0] normal/normal/elite",
	}
	var got []string
	for _, m := range f.Monsters {
		got = append(got, fmt.Sprintf("%s %d %v %v/%v/%v", m.Type, m.Standee, m.At, m.For(2), m.For(3), m.For(4)))
	}
	if !slices.Equal(got, want) {
		t.Errorf("monsters %q, want %q", got, want)
	}
	if got := describeRooms(f, 3); !slices.Equal(got, []string{"Z1a (start): 1 Moss Rat", "X1a + X1b: 1 Lamp Wight"}) {
		t.Errorf("for 3 characters: %q", got)
	}
}

func TestTilesComeFromOtherPacks(t *testing.T) {
	data := scenarioJSON("x1a", 0, "")
	if _, _, err := Import("T", []File{{Name: "7.json", Data: data}}, nil, nil); err == nil || !strings.Contains(err.Error(), "x1a") {
		t.Fatalf("a tile found nowhere: %v", err)
	}
	other := &pack.Pack{Tiles: fixtureTiles(t)}
	p, _, err := Import("T", []File{{Name: "7.json", Data: data}}, nil, []*pack.Pack{other})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Tiles) != 1 || p.Tiles[0].Name != "X1a" {
		t.Errorf("tiles %+v: want the one used, in the pack", p.Tiles)
	}
}

func TestWallOverlaysAndConflictsAreReported(t *testing.T) {
	data := []byte(`{"id": 3, "title": "Odd", "mapTileData": {"ref": "z1a", "turns": 0, "doors": [],
	 "overlays": [
	  {"ref": {"type": "starting-location"}, "direction": "default", "cells": [[0, 0]]},
	  {"ref": {"type": "wall", "subType": "rock"}, "direction": "default", "cells": [[3, 0]]},
	  {"ref": {"type": "trap", "subType": "bear"}, "direction": "default", "cells": [[1, 0]]},
	  {"ref": {"type": "obstacle", "subType": "boulder-1"}, "direction": "default", "cells": [[1, 0], [2, 1]]},
	  {"ref": {"type": "rift"}, "direction": "default", "cells": [[2, 0]]}],
	 "monsters": [
	  {"monster": "moss-rat", "initialX": 2, "initialY": 1, "twoPlayer": "normal", "threePlayer": "normal", "fourPlayer": "normal"},
	  {"monster": "moss-rat", "initialX": 3, "initialY": 0, "twoPlayer": "normal", "threePlayer": "normal", "fourPlayer": "normal"},
	  {"monster": "moss-rat", "initialX": 0, "initialY": 1, "twoPlayer": "none", "threePlayer": "none", "fourPlayer": "none"},
	  {"monster": "moss-rat", "initialX": 1, "initialY": 1, "twoPlayer": "boss", "threePlayer": "none", "fourPlayer": "none"}]}}`)
	f, rep := importOne(t, data)
	if slices.Contains(f.Hexes, hexgrid.H(3, 0)) || len(f.Monsters) != 0 {
		t.Errorf("hexes %v monsters %v", f.Hexes, f.Monsters)
	}
	text := fmt.Sprint(rep.Warnings)
	for _, want := range []string{"obstacle at [1,0] left out: the hex holds trap", "on an obstacle", "not on the map",
		`overlays of type "rift" left out`, `"boss" is not none, normal or elite`} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q: %s", want, text)
		}
	}
}

func TestAFileThatIsNotAScenarioIsAnError(t *testing.T) {
	for _, data := range []string{`[]`, `{"title": "x"}`, `{"title": "x", "mapTileData": {"ref": "x1a"}, "title": "y"}`, `not json`} {
		if _, _, err := Import("T", []File{{Name: "a.json", Data: []byte(data)}}, fixtureTiles(t), nil); err == nil {
			t.Errorf("%s imported", data)
		}
	}
}

func FuzzImport(f *testing.F) {
	tiles := fixtureTiles(f)
	for _, name := range []string{"1.json", "2.json", "solo/1.json"} {
		data, err := os.ReadFile(filepath.Join(folder, "assets/data/scenarios", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add(scenarioJSON("x1a", -7, `{"subType": "corridor", "material": "dark", "size": 2, "direction": "diagonal-left", "room1X": 3, "room1Y": 0, "room2X": 0, "room2Y": 0,
	  "mapTileData": {"ref": "x1a", "turns": 2, "doors": [], "overlays": [], "monsters": []}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, rep, err := Import("Fuzz", []File{{Name: "f.json", Data: data}}, tiles, nil)
		if err != nil {
			return
		}
		if rep == nil || len(p.Scenarios) != 1 {
			t.Fatalf("%d scenarios", len(p.Scenarios))
		}
		if err := p.Check(); err != nil {
			t.Fatal(err)
		}
		sf, err := scenariofile.Parse(p.Scenarios[0].MapFile)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkLoads(sf); err != nil && !strings.Contains(err.Error(), "cannot be reached") {
			t.Fatal(err)
		}
	})
}

func FuzzParseTiles(f *testing.F) {
	src, err := os.ReadFile(filepath.Join(folder, TileFile))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(src)
	f.Fuzz(func(t *testing.T, data []byte) {
		tiles, err := ParseTiles(data)
		if err != nil {
			return
		}
		if err := (&pack.Pack{Format: pack.Format, Version: pack.Version, Name: "T", Tiles: tiles}).Check(); err != nil && len(tiles) <= pack.MaxTiles {
			t.Fatal(err)
		}
	})
}

func BenchmarkImportFolder(b *testing.B) {
	for b.Loop() {
		if _, _, err := ImportDir(folder, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// Titles and type names follow the packs imported before where they spell
// the same scenario or type a little differently; solo scenarios keep
// their own numbers' titles.
func TestNamesFollowThePacksImportedBefore(t *testing.T) {
	other := &pack.Pack{
		Monsters:  []pack.Monster{{Name: "Lamp wight"}},
		Scenarios: []pack.Scenario{{Title: "#1 Town in Flames"}, {Title: "#1 - The Lantern Hall"}},
	}
	p, _, err := ImportDir(folder, []*pack.Pack{other})
	if err != nil {
		t.Fatal(err)
	}
	if p.Scenarios[0].Title != "#1 - The Lantern Hall" || p.Scenarios[1].Title != "#1 Lone Vigil" {
		t.Errorf("titles %q, %q", p.Scenarios[0].Title, p.Scenarios[1].Title)
	}
	f, err := scenariofile.Parse(p.Scenarios[0].MapFile)
	if err != nil {
		t.Fatal(err)
	}
	if f.Title != "#1 - The Lantern Hall" || f.Monsters[2].Type != "Lamp wight" {
		t.Errorf("map %q, type %q", f.Title, f.Monsters[2].Type)
	}
}

// At the table the fixture's start room has its standees for three
// characters; opening its door reveals the two tiles a corridor joins and
// places their standee.
func TestOpeningTheDoorRevealsTheRoomBehindIt(t *testing.T) {
	p, _, err := ImportDir(folder, nil)
	if err != nil {
		t.Fatal(err)
	}
	f, err := scenariofile.Parse(p.Scenarios[0].MapFile)
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: 3, Seed: 1}, tableFor(f))
	if err != nil {
		t.Fatal(err)
	}
	onMap := func() []string {
		var out []string
		for _, fig := range s.Figures() {
			if fig.OnMap {
				out = append(out, fmt.Sprintf("%s %v elite=%v", fig.ID, fig.At, fig.Elite))
			}
		}
		return out
	}
	if got := onMap(); len(got) != 1 || !strings.Contains(got[0], "[1,1] elite=true") || len(s.Hidden()) != 1 {
		t.Fatalf("at the start: %q, %d hidden", got, len(s.Hidden()))
	}
	if _, err := s.Do(engine.OpenDoor{At: hexgrid.H(4, 0)}); err != nil {
		t.Fatal(err)
	}
	if got := onMap(); len(got) != 2 || !strings.Contains(got[1], "[7,0] elite=false") || !s.Revealed(hexgrid.H(8, 3)) {
		t.Errorf("after the door: %q", got)
	}
}
