package editor

import (
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

// An outlined tile (its hexes guessed from Frosthaven layouts) is opened
// alone in its own coordinates; its edge corrected, Confirm keeps the
// map's hexes as they stand, not moved, as that tile in the players' pack.
func TestConfirmAnOutlinedTile(t *testing.T) {
	outline := []hexgrid.Hex{h(0, 0), h(1, 0), h(2, 0), h(0, 1), h(1, 1), h(2, 1), h(3, -1)}
	saved := []Tile{{Name: "09-A", Hexes: outline, Outline: true}}
	s, _ := newTileEditor(t, &saved)
	s.use(ToolTile)
	s.ChooseTile("H7")
	if !s.confirmTile.Disabled() {
		t.Error("Confirm tile offered for a tile that is no outline")
	}
	s.ChooseTile("09-A")
	if s.confirmTile.Disabled() || !s.confirmTile.Visible() {
		t.Fatal("Confirm tile not offered for the outline")
	}
	if err := s.OpenOutline("H7"); err == nil {
		t.Error("a tile that is no outline opened to confirm")
	}
	test := s.confirmTile.OnTapped
	test() // opens the outline chosen
	f := s.File()
	if !slices.Equal(f.Hexes, outline) || len(f.Starts) != 0 || !strings.Contains(f.Title, "09-A") ||
		!strings.Contains(s.Status(), "correct its edge with the Map hexes tool") {
		t.Fatalf("opened %v %q; status %q", f.Hexes, f.Title, s.Status())
	}
	if s.confirmTile.Text != "Save confirmed tile" {
		t.Errorf("the button says %q", s.confirmTile.Text)
	}
	// the group corrects the edge: one hex more, one less
	s.use(ToolHexes)
	s.brushes.SetSelectedIndex(int(BrushHex))
	s.tap(h(3, 0))
	s.tap(h(3, -1))
	s.use(ToolTile)
	test()
	got := saved[len(saved)-1]
	want := []hexgrid.Hex{h(0, 0), h(1, 0), h(2, 0), h(0, 1), h(1, 1), h(2, 1), h(3, 0)}
	if got.Name != "09-A" || got.Outline || !sameSet(got.Hexes, want) {
		t.Fatalf("saved %+v, want 09-A with %v", got, want)
	}
	if !strings.Contains(s.Status(), "Tile 09-A confirmed") {
		t.Errorf("status %q", s.Status())
	}
	if err := s.ConfirmTile(); err == nil {
		t.Error("confirmed twice")
	}
}

func sameSet(a, b []hexgrid.Hex) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}
