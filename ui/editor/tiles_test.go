package editor

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
)

// testTiles are two tiles, each the other's back: a bar of three hexes
// with a hex below its east end, and its mirror image; and a single-sided
// hexagon of 7.
func testTiles() []Tile {
	return []Tile{
		{Name: "L1a", Hexes: []hexgrid.Hex{h(0, 0), h(1, 0), h(2, 0), h(2, 1)}, Back: "L1b"},
		{Name: "L1b", Hexes: []hexgrid.Hex{h(0, 0), h(1, 0), h(2, 0), h(0, 1)}, Back: "L1a"},
		{Name: "H7", Hexes: []hexgrid.Hex{h(0, 0), h(1, 0), h(1, -1), h(0, -1), h(-1, 0), h(-1, 1), h(0, 1)}},
	}
}

// newTileEditor is an editor whose palette offers tiles, starting from an
// empty map, with a players' pack that keeps the tiles saved.
func newTileEditor(t testing.TB, saved *[]Tile) (*Screen, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	tiles := testTiles()
	s := New(tr, Options{
		MonsterTypes: []string{"Bandit Guard", "Cave Rat"},
		Tiles:        func() []Tile { return append(slices.Clone(tiles), *saved...) },
		SaveTile: func(tl Tile) (string, error) {
			*saved = append(*saved, tl)
			return "My scenarios", nil
		},
	})
	w := test.NewWindow(s.Content())
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(1000, 620))
	s.SetFile(&scenariofile.File{Title: "Tiles"})
	return s, w
}

// hoverAt moves the pointer over hex h.
func (s *Screen) hoverAt(h hexgrid.Hex) {
	s.input.setHover(h, true)
}

// The palette: the tile tool lists the tiles; a tile chosen follows the
// pointer (R turns it, F flips it to its back) and a click lays it where
// the ghost was, as one step of undo, a new room named after it.
func TestTilePaletteLaysTurnedAndFlippedTiles(t *testing.T) {
	var saved []Tile
	s, w := newTileEditor(t, &saved)
	s.use(ToolTile)
	if !s.tiles.Visible() || !slices.Equal(s.tiles.Options, []string{"L1a", "L1b", "H7"}) || s.tiles.Selected != "L1a" {
		t.Fatalf("palette %v, %q chosen, shown %v", s.tiles.Options, s.tiles.Selected, s.tiles.Visible())
	}
	// Keys go to the map once it is clicked; R turns, F flips.
	test.Tap(s.input)
	if w.Canvas().Focused() != s.input {
		t.Fatalf("focus on %T", w.Canvas().Focused())
	}
	s.SetFile(&scenariofile.File{Title: "Tiles"}) // the tap laid a tile
	test.Type(s.input, "rrf")
	tile, turns, _ := s.Tile()
	if tile.Name != "L1b" || turns != 2 || !strings.Contains(s.Status(), "Tile L1b, turned 120°") {
		t.Fatalf("after R R F: %s turned %d; status %q", tile.Name, turns, s.Status())
	}
	// The ghost follows the pointer: the hexes the click lays.
	at := h(3, 1)
	s.hoverAt(at)
	ghost, ok, shown := s.ghost()
	want, _ := s.tileEdit(at)
	if !shown || !ok || !slices.Equal(ghost, want.Placed()) || !slices.Contains(ghost, at) {
		t.Fatalf("ghost %v %v %v, want %v over %v", ghost, ok, shown, want.Placed(), at)
	}
	s.tap(at)
	f := s.File()
	if len(f.Rooms) != 1 || f.Rooms[0].Name != "L1b" || !slices.Equal(f.Rooms[0].Hexes, ghost) || len(f.Hexes) != 4 || s.doc.Log.Len() != 1 {
		t.Fatalf("laid: %+v, %d steps", f, s.doc.Log.Len())
	}
	// L1b turned twice: the bar runs from at's side west-north-west.
	wantHexes := hexgrid.Template{Hexes: []hexgrid.Hex{h(0, 0), h(1, 0), h(2, 0), h(0, 1)}}.Place(hexgrid.Placement{Rotation: 2})
	anc := anchor([]hexgrid.Hex{h(0, 0), h(1, 0), h(2, 0), h(0, 1)}).Rotate(hexgrid.Hex{}, 2)
	for i := range wantHexes {
		wantHexes[i] = wantHexes[i].Sub(anc).Add(at)
	}
	if !slices.Equal(f.Rooms[0].Hexes, wantHexes) {
		t.Fatalf("hexes %v, want %v", f.Rooms[0].Hexes, wantHexes)
	}
	// Over the first tile it may not go: the ghost says so, the click
	// changes nothing.
	s.ChooseTile("H7")
	s.hoverAt(at)
	if _, ok, shown := s.ghost(); !shown || ok {
		t.Fatal("the ghost over a room is not marked refused")
	}
	s.tap(at)
	if !s.File().Equal(f) || !strings.Contains(s.Status(), "already holds something else") {
		t.Fatalf("a tile over a room: status %q", s.Status())
	}
	// A second tile east of it; undo takes it away, the first stays.
	s.tap(h(8, 0))
	if got := s.File(); len(got.Rooms) != 2 || got.Rooms[1].Start || len(got.Hexes) != 11 {
		t.Fatalf("two tiles: %+v", got)
	}
	s.Undo()
	if !s.File().Equal(f) {
		t.Fatal("undo did not take the second tile away")
	}
	// H7 has no back: F does nothing, the flip button is off.
	test.Type(s.input, "f")
	if tl, _, _ := s.Tile(); tl.Name != "H7" || !s.flipBtn.Disabled() {
		t.Fatalf("flipped a one-sided tile to %q", tl.Name)
	}
}

// A room drawn by hand is kept as a tile of the players' pack and offered
// in the palette; laid again, it covers the same shape.
func TestSaveRoomAsTile(t *testing.T) {
	var saved []Tile
	s, _ := newTileEditor(t, &saved)
	s.SetFile(scenariofile.NewFile("Hand"))
	s.use(ToolRoom)
	s.brushes.SetSelectedIndex(int(BrushHexagon2))
	s.tap(h(0, 0))
	if err := s.SaveRoomAsTile(0, " Big room "); err != nil {
		t.Fatal(err)
	}
	if len(saved) != 1 || saved[0].Name != "Big room" || len(saved[0].Hexes) != 19 ||
		!strings.Contains(s.Status(), "Tile Big room saved into the data pack My scenarios") {
		t.Fatalf("saved %+v; status %q", saved, s.Status())
	}
	s.use(ToolTile)
	if !slices.Contains(s.tiles.Options, "Big room") {
		t.Fatalf("palette %v", s.tiles.Options)
	}
	s.ChooseTile("Big room")
	s.tap(h(10, 0))
	f := s.File()
	got := f.Rooms[len(f.Rooms)-1].Hexes
	if len(got) != 19 || !slices.Contains(got, h(10, 0)) {
		t.Fatalf("laid %v", got)
	}
	if err := s.SaveRoomAsTile(5, "x"); err == nil {
		t.Fatal("a room that is not there saved")
	}
}
