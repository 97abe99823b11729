package scenariofile

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

var h = hexgrid.H

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestBuildTwoRooms builds a scenario as a player would: a room, a thin
// wall, a door, a second room, monsters for 2 and 4 characters; it loads,
// and saves to a file that reads back equal.
func TestBuildTwoRooms(t *testing.T) {
	f := NewFile("Two rooms")
	if err := Problem(f); err != nil {
		t.Fatalf("a new file: %v", err)
	}
	for q := 3; q <= 5; q++ {
		for r := -1; r <= 1; r++ {
			if _, err := SetHex(f, h(q, r), true); err != nil {
				t.Fatal(err)
			}
		}
	}
	must(t, ToggleWall(f, h(1, 0), h(1, 1)))
	must(t, ToggleLayer(f, h(3, -1), LayerObstacle))
	if _, err := SetHex(f, h(2, 0), false); err != nil { // the door's hex is already on the map
		t.Fatal(err)
	}
	if _, err := SetHex(f, h(2, 0), true); err != nil {
		t.Fatal(err)
	}
	must(t, ToggleLayer(f, h(2, 0), LayerDoor))
	var err error
	if err = ToggleLayer(f, h(2, 0), LayerTrap); !errors.Is(err, ErrTaken) {
		t.Errorf("a trap on the door: %v", err)
	}
	for _, x := range f.Hexes {
		room := 0
		if x.Q >= 3 {
			room = 1
		}
		if x == h(2, 0) {
			continue
		}
		if room == 1 && len(f.Rooms) == 1 {
			room = len(f.Rooms)
		}
		must(t, SetRoom(f, x, room))
	}
	two := Placement{ByPlayers: [3]Presence{Normal, Absent, Absent}}
	four := Placement{ByPlayers: [3]Presence{Absent, Normal, Elite}}
	if n, err := ToggleMonster(f, h(4, 0), "Cave Rat", two); err != nil || n != 1 {
		t.Fatalf("first rat: %d %v", n, err)
	}
	if n, err := ToggleMonster(f, h(5, 0), "Cave Rat", four); err != nil || n != 2 {
		t.Fatalf("second rat: %d %v", n, err)
	}
	if _, err := ToggleMonster(f, h(3, -1), "Cave Rat", two); !errors.Is(err, ErrTaken) {
		t.Errorf("a rat on the obstacle: %v", err)
	}
	if err := Problem(f); err != nil {
		t.Fatalf("the finished file: %v", err)
	}
	if len(f.Rooms) != 2 || !f.Rooms[0].Start || f.Rooms[1].Start {
		t.Fatalf("rooms %+v", f.Rooms)
	}
	data, err := f.Encode()
	must(t, err)
	back, err := Parse(data)
	if err != nil || !back.Equal(f) {
		t.Fatalf("saved and read back: %v\n%s", err, data)
	}
	if back.Monsters[1].For(4) != Elite || back.Monsters[0].For(3) != Absent {
		t.Errorf("monsters by players: %+v", back.Monsters)
	}
}

// Erasing a hex takes everything on it along; the file stays loadable.
func TestEraseTakesItAllAlong(t *testing.T) {
	f := NewFile("Erase")
	must(t, ToggleWall(f, h(0, 0), h(1, 0)))
	must(t, ToggleLayer(f, h(1, -1), LayerTrap))
	if _, err := ToggleMonster(f, h(1, -1), "Rat", Placement{}); err != nil {
		t.Fatal(err)
	}
	must(t, SetRoom(f, h(1, -1), 0))
	for _, x := range []hexgrid.Hex{h(0, 0), h(1, -1)} {
		if _, err := SetHex(f, x, false); err != nil {
			t.Fatal(err)
		}
	}
	if len(f.Walls) != 0 || len(f.Traps) != 0 || len(f.Monsters) != 0 || len(f.Rooms) != 0 || len(f.Starts) != 3 {
		t.Errorf("after erasing: %+v", f)
	}
	if err := Problem(f); err != nil {
		t.Errorf("after erasing: %v", err)
	}
}

// The loader's problem names the hex at fault; the map is still shown
// without its rooms.
func TestProblemNamesTheHex(t *testing.T) {
	f := NewFile("Rooms")
	must(t, SetRoom(f, h(0, 0), 0))
	err := Problem(f)
	if err == nil || !strings.Contains(err.Error(), "is in no room") {
		t.Fatalf("problem %v", err)
	}
	shown, err := Shown(f)
	if err != nil || len(shown.Rooms) != 0 || len(f.Rooms) != 1 {
		t.Fatalf("shown %v, %v", shown, err)
	}
	if !reflect.DeepEqual(shown.Hexes, f.Hexes) {
		t.Error("the shown file lost hexes")
	}
}

// FuzzEdits: any sequence of edits leaves a file whose map, without its
// rooms, loads (what the editor shows) unless it has no hex left.
func FuzzEdits(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15})
	f.Add([]byte{1, 0, 0, 2, 3, 3, 4, 5, 6, 9, 9, 9, 1, 0, 0, 0})
	f.Fuzz(func(t *testing.T, ops []byte) {
		file := NewFile("Fuzz")
		for i := 0; i+2 < len(ops); i += 3 {
			at := h(int(ops[i+1]%7)-3, int(ops[i+2]%7)-3)
			switch ops[i] % 8 {
			case 0:
				_, _ = SetHex(file, at, true)
			case 1:
				_, _ = SetHex(file, at, false)
			case 2:
				_ = ToggleLayer(file, at, Layer(ops[i+2]%6))
			case 3:
				_ = ToggleWall(file, at, at.Neighbor(hexgrid.Direction(ops[i+1]%6)))
			case 4:
				_, _ = ToggleMonster(file, at, []string{"Rat", "Imp"}[ops[i+1]%2], Placement{Elite: ops[i+2]%2 == 0})
			case 5:
				_, _ = ToggleMonster(file, at, "Rat", Placement{ByPlayers: [3]Presence{
					Presence(ops[i+1] % 3), Presence(ops[i+2] % 3), Elite}})
			case 6:
				_ = SetRoom(file, at, int(ops[i+2]%3)-1)
			case 7:
				_ = SetStartRoom(file, int(ops[i+1]%3))
			}
		}
		if len(file.Hexes) == 0 {
			return
		}
		if _, err := Shown(file); err != nil {
			t.Fatalf("after %v: %v\n%+v", ops, err, file)
		}
	})
}

// The first tile laid on a new file takes its starter hexagon's place;
// once anything is drawn, or on a later tile, the hexes stay.
func TestFirstTileReplacesTheStarter(t *testing.T) {
	tile := []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(2, 0)}
	f := NewFile("t")
	placed, err := PlaceTile(f, "A", tile, hexgrid.Placement{At: hexgrid.H(10, 0)})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(f.Hexes, placed) || len(f.Starts) != 0 || len(f.Rooms) != 1 || !f.Rooms[0].Start {
		t.Fatalf("hexes %v, starts %v, rooms %+v", f.Hexes, f.Starts, f.Rooms)
	}
	if _, err := PlaceTile(f, "B", tile, hexgrid.Placement{At: hexgrid.H(10, 1)}); err != nil || len(f.Hexes) != 6 {
		t.Fatalf("second tile: %v, %d hexes", err, len(f.Hexes))
	}

	drawn := NewFile("t")
	drawn.Obstacles = []hexgrid.Hex{hexgrid.H(0, 0)}
	if _, err := PlaceTile(drawn, "A", tile, hexgrid.Placement{At: hexgrid.H(10, 0)}); err != nil || len(drawn.Hexes) != 19+3 {
		t.Errorf("a drawn-on starter: %v, %d hexes", err, len(drawn.Hexes))
	}

	// a refused first tile leaves the starter as it was
	refused := NewFile("t")
	if _, err := PlaceTile(refused, "A", []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(0, 0)}, hexgrid.Placement{}); err == nil {
		t.Fatal("a tile with a hex twice was laid")
	}
	if n := NewFile("t"); !slices.Equal(refused.Hexes, n.Hexes) || !slices.Equal(refused.Starts, n.Starts) {
		t.Errorf("a refused tile changed the starter: %v", refused.Hexes)
	}
}
