// The scenario editor's edits of a File: what each does to the file (see
// edit_actions.go for the edits as values and their history).

package scenariofile

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/haventable/haventable/hexgrid"
)

// Layer is what an edit puts on a hex besides the hex itself.
type Layer int

// The layers of a hex: at most one of them per hex.
const (
	LayerObstacle Layer = iota
	LayerTrap
	LayerHazardous
	LayerDifficult
	LayerDoor
	LayerStart
)

// The reasons an edit is refused.
var (
	ErrNotOnMap = errors.New("not a map hex")
	ErrTaken    = errors.New("the hex holds something else")
	ErrNoWall   = errors.New("not two neighbouring map hexes")
	ErrTooMany  = errors.New("beyond the limits of a scenario file")
)

// HexError is an edit refused on a hex.
type HexError struct {
	Hex    hexgrid.Hex
	Reason error
}

// Error says which hex and why.
func (e *HexError) Error() string { return fmt.Sprintf("%v: %v", e.Hex, e.Reason) }

// Unwrap returns the reason.
func (e *HexError) Unwrap() error { return e.Reason }

// NewFile returns the file the editor starts from: a small hexagonal room,
// the start room, with four starting hexes.
func NewFile(title string) *File {
	f := &File{Title: title, Hexes: hexgrid.Spiral(hexgrid.H(0, 0), 2)}
	f.Starts = []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(0, 1), hexgrid.H(-1, 1)}
	return f
}

// isStarter reports whether f is still the hexagon NewFile starts with:
// its hexes and starting hexes, nothing drawn on it.
func isStarter(f *File) bool {
	n := NewFile("")
	return slices.Equal(f.Hexes, n.Hexes) && slices.Equal(f.Starts, n.Starts) &&
		len(f.Walls)+len(f.Obstacles)+len(f.Traps)+len(f.Hazardous)+len(f.Difficult)+
			len(f.Doors)+len(f.Monsters)+len(f.Rooms) == 0
}

func onMap(f *File, h hexgrid.Hex) bool { return slices.Contains(f.Hexes, h) }

// SetHex adds h to the map (on) or erases it with everything on it and its
// walls (off). It reports whether the file changed.
func SetHex(f *File, h hexgrid.Hex, on bool) (bool, error) {
	if onMap(f, h) == on {
		return false, nil
	}
	if on {
		if len(f.Hexes) >= MaxHexes {
			return false, &HexError{h, ErrTooMany}
		}
		if max(abs(h.Q), abs(h.R), abs(h.S())) > MaxCoordinate/2 {
			return false, &HexError{h, ErrTooMany}
		}
		f.Hexes = append(f.Hexes, h)
		return true, nil
	}
	f.Hexes = slices.DeleteFunc(f.Hexes, func(x hexgrid.Hex) bool { return x == h })
	f.Walls = slices.DeleteFunc(f.Walls, func(e hexgrid.Edge) bool {
		a, b := e.Hexes()
		return a == h || b == h
	})
	clearLayers(f, h)
	f.Monsters = slices.DeleteFunc(f.Monsters, func(m Monster) bool { return m.At == h })
	f.Money = slices.DeleteFunc(f.Money, func(m Money) bool { return m.At == h })
	f.Treasures = slices.DeleteFunc(f.Treasures, func(t Treasure) bool { return t.At == h })
	for i := range f.Rooms {
		f.Rooms[i].Hexes = slices.DeleteFunc(f.Rooms[i].Hexes, func(x hexgrid.Hex) bool { return x == h })
	}
	f.Rooms = slices.DeleteFunc(f.Rooms, func(r Room) bool { return len(r.Hexes) == 0 })
	keepTriggers(f)
	return true, nil
}

// keepTriggers drops the triggers an edit left off the map or naming no
// room but the start room (see Trigger).
func keepTriggers(f *File) {
	f.Triggers = slices.DeleteFunc(f.Triggers, func(t Trigger) bool {
		return !onMap(f, t.At) || !slices.ContainsFunc(f.Rooms, func(r Room) bool { return r.Name == t.Room && !r.Start })
	})
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func del(hs *[]hexgrid.Hex, h hexgrid.Hex) {
	*hs = slices.DeleteFunc(*hs, func(x hexgrid.Hex) bool { return x == h })
}

func clearLayers(f *File, h hexgrid.Hex) {
	for _, hs := range []*[]hexgrid.Hex{&f.Obstacles, &f.Traps, &f.Hazardous, &f.Difficult, &f.Starts} {
		del(hs, h)
	}
	f.Doors = slices.DeleteFunc(f.Doors, func(d Door) bool { return d.At == h })
}

// LayerAt returns the layer on h, if any.
func LayerAt(f *File, h hexgrid.Hex) (Layer, bool) {
	for l, hs := range map[Layer][]hexgrid.Hex{LayerObstacle: f.Obstacles, LayerTrap: f.Traps,
		LayerHazardous: f.Hazardous, LayerDifficult: f.Difficult, LayerStart: f.Starts} {
		if slices.Contains(hs, h) {
			return l, true
		}
	}
	if slices.ContainsFunc(f.Doors, func(d Door) bool { return d.At == h }) {
		return LayerDoor, true
	}
	return 0, false
}

// MonsterAt returns the index of the monster on h.
func MonsterAt(f *File, h hexgrid.Hex) (int, bool) {
	i := slices.IndexFunc(f.Monsters, func(m Monster) bool { return m.At == h })
	return i, i >= 0
}

// ToggleLayer puts layer l on map hex h, or takes it off when it is there.
// A hex holding another layer is refused; so are an obstacle, a door or a
// start under a monster, a start on an obstacle's hex (each kind of
// thing stands alone on a hex), and an obstacle or a door on money tokens
// or a treasure chest.
func ToggleLayer(f *File, h hexgrid.Hex, l Layer) error {
	if !onMap(f, h) {
		return &HexError{h, ErrNotOnMap}
	}
	if cur, ok := LayerAt(f, h); ok {
		if cur != l {
			return &HexError{h, ErrTaken}
		}
		clearLayers(f, h)
		return nil
	}
	if _, ok := MonsterAt(f, h); ok && (l == LayerObstacle || l == LayerDoor || l == LayerStart) {
		return &HexError{h, ErrTaken}
	}
	if (slices.ContainsFunc(f.Money, func(m Money) bool { return m.At == h }) ||
		slices.ContainsFunc(f.Treasures, func(t Treasure) bool { return t.At == h })) && (l == LayerObstacle || l == LayerDoor) {
		return &HexError{h, ErrTaken}
	}
	switch l {
	case LayerObstacle:
		f.Obstacles = append(f.Obstacles, h)
	case LayerTrap:
		f.Traps = append(f.Traps, h)
	case LayerHazardous:
		f.Hazardous = append(f.Hazardous, h)
	case LayerDifficult:
		f.Difficult = append(f.Difficult, h)
	case LayerDoor:
		f.Doors = append(f.Doors, Door{At: h})
	case LayerStart:
		f.Starts = append(f.Starts, h)
	default:
		return fmt.Errorf("layer %d", l)
	}
	return nil
}

// ToggleWall puts a thin wall between the neighbouring map hexes a and b,
// or takes it away.
func ToggleWall(f *File, a, b hexgrid.Hex) error {
	e, ok := hexgrid.EdgeBetween(a, b)
	if !ok || !onMap(f, a) || !onMap(f, b) {
		return &HexError{a, ErrNoWall}
	}
	if i := slices.Index(f.Walls, e); i >= 0 {
		f.Walls = slices.Delete(f.Walls, i, i+1)
		return nil
	}
	f.Walls = append(f.Walls, e)
	return nil
}

// Placement is how a new monster appears: for every number of characters
// (ByPlayers zero, Elite as given), or by the number of characters.
type Placement struct {
	Elite     bool
	ByPlayers [3]Presence
}

// ToggleMonster puts a monster of type typ on map hex h with the lowest
// standee number its type does not use, or takes away the monster on h.
// It reports the standee number placed (0: one was taken away).
func ToggleMonster(f *File, h hexgrid.Hex, typ string, p Placement) (int, error) {
	if i, ok := MonsterAt(f, h); ok {
		f.Monsters = slices.Delete(f.Monsters, i, i+1)
		return 0, nil
	}
	if !onMap(f, h) {
		return 0, &HexError{h, ErrNotOnMap}
	}
	if strings.TrimSpace(typ) == "" {
		return 0, errors.New("no monster type chosen")
	}
	if l, ok := LayerAt(f, h); ok && (l == LayerObstacle || l == LayerDoor || l == LayerStart) {
		return 0, &HexError{h, ErrTaken}
	}
	if len(f.Monsters) >= MaxMonsters {
		return 0, &HexError{h, ErrTooMany}
	}
	n := 1
	for slices.ContainsFunc(f.Monsters, func(m Monster) bool { return m.Type == typ && m.Standee == n }) {
		n++
	}
	m := Monster{Type: typ, Standee: n, At: h, Elite: p.Elite, ByPlayers: p.ByPlayers}
	if m.ByPlayersGiven() {
		m.Elite = false
	}
	f.Monsters = append(f.Monsters, m)
	return n, nil
}

// SetRoom puts map hex h into room i (len(f.Rooms): a new room, the start
// room when it is the first), out of any other room; i of -1 takes it out
// of its room. A room left without hexes goes (the start room passes to the
// first room left).
func SetRoom(f *File, h hexgrid.Hex, i int) error {
	if !onMap(f, h) {
		return &HexError{h, ErrNotOnMap}
	}
	if i < -1 || i > len(f.Rooms) {
		return fmt.Errorf("room %d: there are %d", i, len(f.Rooms))
	}
	if i == len(f.Rooms) {
		if len(f.Rooms) >= MaxRooms {
			return &HexError{h, ErrTooMany}
		}
		f.Rooms = append(f.Rooms, Room{Name: fmt.Sprintf("Room %d", i+1), Start: i == 0})
	}
	for k := range f.Rooms {
		del(&f.Rooms[k].Hexes, h)
	}
	if i >= 0 {
		f.Rooms[i].Hexes = append(f.Rooms[i].Hexes, h)
	}
	f.Rooms = slices.DeleteFunc(f.Rooms, func(r Room) bool { return len(r.Hexes) == 0 })
	if len(f.Rooms) > 0 && !slices.ContainsFunc(f.Rooms, func(r Room) bool { return r.Start }) {
		f.Rooms[0].Start = true
	}
	keepTriggers(f)
	return nil
}

// SetStartRoom makes room i the start room.
func SetStartRoom(f *File, i int) error {
	if i < 0 || i >= len(f.Rooms) {
		return fmt.Errorf("room %d: there are %d", i, len(f.Rooms))
	}
	for k := range f.Rooms {
		f.Rooms[k].Start = k == i
	}
	keepTriggers(f)
	return nil
}

// Problem returns what the scenario file loader refuses in f, naming the
// field and the hex at fault, or nil when f loads as it is.
func Problem(f *File) error {
	data, err := f.Encode()
	if err != nil {
		return err
	}
	_, err = Parse(data)
	return err
}

// Shown returns the file to show for f: f itself when it loads, else f
// without its rooms (every edit keeps the rest loadable).
func Shown(f *File) (*File, error) {
	if Problem(f) == nil {
		return f, nil
	}
	g := f.Clone()
	g.Rooms = nil
	if err := Problem(g); err != nil {
		return nil, err
	}
	return g, nil
}

// PlaceTile lays map tile name, whose hexes (in the tile's own
// coordinates) are placed by p, as one new room named after the tile: its
// hexes become map hexes, and the room the start room when it is the first.
// A placed hex already on the map joins the room when it is in none (a hex
// drawn by hand under the tile); one in another room is refused, as is a
// tile beyond the file's limits. The first tile laid on a new file
// (NewFile) with nothing drawn yet replaces its starter hexagon and
// starting hexes. It returns the hexes placed, in the tile's order.
func PlaceTile(f *File, name string, hexes []hexgrid.Hex, p hexgrid.Placement) ([]hexgrid.Hex, error) {
	if len(hexes) == 0 {
		return nil, fmt.Errorf("tile %q: no hexes", name)
	}
	if len(f.Rooms) >= MaxRooms {
		return nil, &HexError{p.At, ErrTooMany}
	}
	if isStarter(f) {
		// the first tile of a new file takes the starter hexagon's place
		g := f.Clone()
		g.Hexes, g.Starts = nil, nil
		placed, err := PlaceTile(g, name, hexes, p)
		if err == nil {
			*f = *g
		}
		return placed, err
	}
	placed := hexgrid.Template{Hexes: hexes}.Place(p)
	added := 0
	seen := make(map[hexgrid.Hex]bool, len(placed))
	for _, h := range placed {
		if seen[h] {
			return nil, fmt.Errorf("tile %q: %v given twice", name, h)
		}
		seen[h] = true
		if _, in := f.RoomOf(h); in {
			return nil, &HexError{h, ErrTaken}
		}
		if max(abs(h.Q), abs(h.R), abs(h.S())) > MaxCoordinate/2 {
			return nil, &HexError{h, ErrTooMany}
		}
		if !onMap(f, h) {
			added++
		}
	}
	if len(f.Hexes)+added > MaxHexes {
		return nil, &HexError{p.At, ErrTooMany}
	}
	room := Room{Name: strings.TrimSpace(name), Start: len(f.Rooms) == 0}
	if room.Name == "" {
		room.Name = fmt.Sprintf("Room %d", len(f.Rooms)+1)
	}
	for _, h := range placed {
		if !onMap(f, h) {
			f.Hexes = append(f.Hexes, h)
		}
		room.Hexes = append(room.Hexes, h)
	}
	f.Rooms = append(f.Rooms, room)
	return placed, nil
}

// Terrain returns the list of f's hexes holding terrain layer l: obstacles,
// traps, hazardous or difficult terrain; nil for another layer.
func Terrain(f *File, l Layer) *[]hexgrid.Hex {
	switch l {
	case LayerObstacle:
		return &f.Obstacles
	case LayerTrap:
		return &f.Traps
	case LayerHazardous:
		return &f.Hazardous
	case LayerDifficult:
		return &f.Difficult
	}
	return nil
}

// TreasureAt returns the index of the treasure chest on h.
func TreasureAt(f *File, h hexgrid.Hex) (int, bool) {
	i := slices.IndexFunc(f.Treasures, func(t Treasure) bool { return t.At == h })
	return i, i >= 0
}

// SetTreasure puts a treasure chest labelled label on map hex h, relabels
// the chest there, or (label "") takes it away. The label is checked as the
// loader checks it (CheckTreasureLabel); a chest is refused on an obstacle
// or a closed door, as the loader refuses it (an open door takes one). It
// reports whether the file changed.
func SetTreasure(f *File, h hexgrid.Hex, label string) (bool, error) {
	i, there := TreasureAt(f, h)
	if label == "" {
		if there {
			f.Treasures = slices.Delete(f.Treasures, i, i+1)
		}
		return there, nil
	}
	if !onMap(f, h) {
		return false, &HexError{h, ErrNotOnMap}
	}
	if err := CheckTreasureLabel(label); err != nil {
		return false, fmt.Errorf("treasure on %v: %w", h, err)
	}
	if there {
		if f.Treasures[i].Label == label {
			return false, nil
		}
		f.Treasures[i].Label = label
		return true, nil
	}
	if slices.Contains(f.Obstacles, h) || slices.Contains(f.Doors, Door{At: h}) {
		return false, &HexError{h, ErrTaken}
	}
	f.Treasures = append(f.Treasures, Treasure{At: h, Label: label})
	return true, nil
}
