package scenariofile

import (
	"errors"
	"slices"
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

// unit are the six unit steps of the axial grid, each a sixth of a turn
// clockwise (on a pointy-top map) from the one before: written out here,
// not taken from package hexgrid, so that the test checks its rotation.
var unit = [6][2]int{{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}}

// A tile turned k times and moved covers, for each of its hexes a·u0 +
// b·u1 (in its own coordinates), the map hex at + a·uk + b·u(k+1); its
// flipped side is the tile named as its back, placed the same way.
func TestTileEditPlacesTurnedAndFlippedTiles(t *testing.T) {
	// The tile as steps along u0 and u1: an L of five hexes, and its back
	// (its mirror image, as printed on the other side).
	front := [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {0, 1}}
	back := [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}}
	hexes := func(ab [][2]int) []hexgrid.Hex {
		var out []hexgrid.Hex
		for _, x := range ab {
			out = append(out, h(x[0]*unit[0][0]+x[1]*unit[1][0], x[0]*unit[0][1]+x[1]*unit[1][1]))
		}
		return out
	}
	at := h(4, -2)
	for _, side := range []struct {
		name string
		ab   [][2]int
	}{{"A1a", front}, {"A1b", back}} {
		for k := range 6 {
			e := TileEdit{Tile: side.name, Hexes: hexes(side.ab), Place: hexgrid.Placement{At: at, Rotation: k}}
			var want []hexgrid.Hex
			for _, x := range side.ab {
				u, v := unit[k], unit[(k+1)%6]
				want = append(want, h(at.Q+x[0]*u[0]+x[1]*v[0], at.R+x[0]*u[1]+x[1]*v[1]))
			}
			if got := e.Placed(); !slices.Equal(got, want) {
				t.Fatalf("%s turned %d: %v, want %v", side.name, k, got, want)
			}
			f := &File{Title: "T"}
			if err := e.Apply(f); err != nil {
				t.Fatalf("%s turned %d: %v", side.name, k, err)
			}
			if len(f.Rooms) != 1 || !f.Rooms[0].Start || f.Rooms[0].Name != side.name ||
				!slices.Equal(f.Rooms[0].Hexes, want) || !slices.Equal(f.Hexes, want) {
				t.Fatalf("%s turned %d: %+v", side.name, k, f)
			}
		}
	}
}

// A tile placement is one step of undo: undone, the file is as it was;
// redone, the tile is back. A second tile is a second room, not the
// start; hexes drawn by hand under it join it; a tile over another room is
// refused and changes nothing.
func TestTileEditUndoAndRefusals(t *testing.T) {
	f := &File{Title: "T", Hexes: []hexgrid.Hex{h(5, 0)}}
	hist := NewHistory(f, 10)
	tile := []hexgrid.Hex{h(0, 0), h(1, 0), h(2, 0)}
	place := func(e Edit) error {
		before := BeginGesture(hist)
		err := hist.Join(e)
		EndGesture(hist, before)
		return err
	}
	if err := place(TileEdit{Tile: "A", Hexes: tile}); err != nil {
		t.Fatal(err)
	}
	one := hist.State().Clone()
	if err := place(TileEdit{Tile: "B", Hexes: tile, Place: hexgrid.Placement{At: h(3, 0)}}); err != nil {
		t.Fatal(err)
	}
	two := hist.State()
	if len(two.Rooms) != 2 || two.Rooms[1].Start || !slices.Contains(two.Rooms[1].Hexes, h(5, 0)) || len(two.Hexes) != 6 {
		t.Fatalf("two tiles: %+v", two)
	}
	err := place(TileEdit{Tile: "C", Hexes: tile, Place: hexgrid.Placement{At: h(2, 0), Rotation: 1}})
	var he *HexError
	if !errors.As(err, &he) || !errors.Is(err, ErrTaken) || he.Hex != h(2, 0) || !hist.State().Equal(two) {
		t.Fatalf("over a room: %v, %+v", err, hist.State())
	}
	if ok, err := hist.Undo(); !ok || err != nil || !hist.State().Equal(one) {
		t.Fatalf("undo: %v %v %+v", ok, err, hist.State())
	}
	if ok, err := hist.Undo(); !ok || err != nil || !hist.State().Equal(f) {
		t.Fatalf("undo to the start: %v %v %+v", ok, err, hist.State())
	}
	if ok, err := hist.Redo(); !ok || err != nil || !hist.State().Equal(one) {
		t.Fatalf("redo: %v %v", ok, err)
	}
	if err := (TileEdit{Tile: "E"}).Apply(&File{}); err == nil {
		t.Fatal("a tile with no hexes placed")
	}
	if err := (TileEdit{Tile: "F", Hexes: tile, Place: hexgrid.Placement{At: h(MaxCoordinate, 0)}}).Apply(&File{}); !errors.Is(err, ErrTooMany) {
		t.Fatalf("beyond the limits: %v", err)
	}
}
