package pack

import (
	"regexp"
	"strings"
	"testing"
)

func TestTilesChecked(t *testing.T) {
	p := Builtin()
	p.Tiles = []Tile{
		{Name: "Q1a", Hexes: [][2]int{{0, 0}, {1, 0}}, Back: "Q1b"},
		{Name: "Q1b", Hexes: [][2]int{{0, 0}, {0, 1}}, Back: "Q1a"},
	}
	if err := p.Check(); err != nil {
		t.Fatalf("good tiles: %v", err)
	}
	if tl, ok := FindTile([]*Pack{nil, p}, "Q1b"); !ok || len(tl.HexList()) != 2 {
		t.Errorf("FindTile: %+v %v", tl, ok)
	}
	p.Tiles = append(p.Tiles,
		Tile{Name: "Q1a", Hexes: [][2]int{{0, 0}}},
		Tile{Name: "Q2", Hexes: nil},
		Tile{Name: "Q3", Hexes: [][2]int{{51, 0}, {1, 1}, {1, 1}}, Back: "Q9"},
	)
	err := p.Check()
	for _, want := range []string{"tiles[2].name", "tiles[3].hexes", "tiles[4].hexes[0]", "tiles[4].hexes[2]", "tiles[4].back"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("check does not name %s: %v", want, err)
		}
	}
}

// A pack's tiles are written and read back: each hex a list of two
// integers; a hex of another length is refused, naming it.
func TestTilesReadBack(t *testing.T) {
	p := Builtin()
	p.Tiles = []Tile{{Name: "Q1a", Hexes: [][2]int{{0, 0}, {1, -2}}}}
	data, err := p.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Tiles) != 1 || back.Tiles[0].Hexes[1] != [2]int{1, -2} {
		t.Fatalf("read back %+v", back.Tiles)
	}
	bad := regexp.MustCompile(`\[\s*1,\s*-2\s*\]`).ReplaceAllString(string(data), "[1,-2,3]")
	if bad == string(data) {
		t.Fatalf("the hex is not written as [1,-2]: %s", data)
	}
	if _, err := Parse([]byte(bad)); err == nil || !strings.Contains(err.Error(), "tiles[0].hexes[1]") {
		t.Fatalf("a hex of three numbers: %v", err)
	}
}
