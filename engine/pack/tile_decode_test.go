package pack

import (
	"slices"
	"strings"
	"testing"
)

// A pack's tiles survive writing and reading back; a hex that is not two
// numbers is refused, naming it.
func TestTilesReadBack(t *testing.T) {
	p := Builtin()
	p.Tiles = []Tile{{Name: "Q1a", Hexes: [][2]int{{0, 0}, {1, -1}}}}
	data, err := p.Encode()
	if err != nil {
		t.Fatal(err)
	}
	q, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(q.Tiles) != 1 || !slices.Equal(q.Tiles[0].Hexes, p.Tiles[0].Hexes) {
		t.Errorf("tiles read back %+v", q.Tiles)
	}
	bad := `{"format": "haventable-pack", "version": 1, "name": "T", "tiles": [{"name": "Q", "hexes": [[0, 0], [1, -1, 2]]}]}`
	if _, err := Parse([]byte(bad)); err == nil || !strings.Contains(err.Error(), "tiles[0].hexes[1]") {
		t.Errorf("a hex of three numbers: %v", err)
	}
}
