package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// TerrainKind is what lies on a map hex besides figures, money tokens and
// doors. A hex holds at most one kind. (Rooms, when the engine knows them,
// are a partition of the map hexes kept beside the terrain, not a kind.)
type TerrainKind uint8

// The kinds of terrain.
const (
	// TerrainNone: a plain hex.
	TerrainNone TerrainKind = iota
	// TerrainObstacle: no figure may enter or stand on the hex, and no money
	// token be put there; sight and range pass.
	TerrainObstacle
	// TerrainTrap: a trap, sprung by the figure that enters it.
	TerrainTrap
	// TerrainHazardous: hazardous terrain, which hurts a figure entering it.
	TerrainHazardous
	// TerrainDifficult: difficult terrain, two movement points to enter.
	TerrainDifficult
)

// terrainKinds lists the kinds other than TerrainNone, in snapshot order.
var terrainKinds = []TerrainKind{TerrainObstacle, TerrainTrap, TerrainHazardous, TerrainDifficult}

// String returns the kind's name as snapshots and scenario files spell it
// ("obstacle", "trap", "hazardous", "difficult"; "none").
func (k TerrainKind) String() string {
	switch k {
	case TerrainNone:
		return "none"
	case TerrainObstacle:
		return "obstacle"
	case TerrainTrap:
		return "trap"
	case TerrainHazardous:
		return "hazardous"
	case TerrainDifficult:
		return "difficult"
	}
	return fmt.Sprintf("TerrainKind(%d)", uint8(k))
}

// Negative reports whether the terrain hurts a figure entering it (traps
// and hazardous terrain: the rules' negative hexes).
func (k TerrainKind) Negative() bool { return k == TerrainTrap || k == TerrainHazardous }

// Door is a door on a map hex. A closed door seals its hex: no sight or
// range passes it and no figure or money token may be put there until it is
// opened.
type Door struct {
	At   hexgrid.Hex
	Open bool
}

// The reasons a hex is refused to a figure or money tokens (see HexError;
// test with errors.Is).
var (
	ErrOffMap     = errors.New("not on the map")
	ErrObstacle   = errors.New("an obstacle")
	ErrClosedDoor = errors.New("a closed door")
	ErrOccupied   = errors.New("taken by a figure")
)

// HexError says why a figure may not be put on a hex, or money tokens may
// not lie there. Reason is one of ErrOffMap, ErrObstacle, ErrClosedDoor,
// ErrHidden or ErrOccupied (errors.Is sees it through the HexError).
type HexError struct {
	Hex    hexgrid.Hex
	Reason error
	// Figure is the ID of the figure standing there (ErrOccupied).
	Figure string
}

// Error says which hex and why, e.g. `[5,1] holds an obstacle`.
func (e *HexError) Error() string {
	switch e.Reason {
	case ErrOffMap:
		return fmt.Sprintf("%v is not on the map", e.Hex)
	case ErrObstacle:
		return fmt.Sprintf("%v holds an obstacle", e.Hex)
	case ErrClosedDoor:
		return fmt.Sprintf("%v is a closed door", e.Hex)
	case ErrOccupied:
		return fmt.Sprintf("%v is taken by %q", e.Hex, e.Figure)
	}
	return fmt.Sprintf("%v: %v", e.Hex, e.Reason)
}

// Unwrap returns the reason.
func (e *HexError) Unwrap() error { return e.Reason }

// terrain is a scenario's terrain: what lies on its hexes, its doors and its
// starting hexes. The closed doors are also the sealed hexes of the map.
type terrain struct {
	kinds  map[hexgrid.Hex]TerrainKind // TerrainNone is never stored
	doors  map[hexgrid.Hex]bool        // door hex -> open
	starts []hexgrid.Hex               // in the order of the file
	// trapDamage is the damage of the traps monsters' cards created
	// (Scenario.TrapDamage); the others deal the edition's.
	trapDamage map[hexgrid.Hex]int
}

func newTerrain() terrain {
	return terrain{kinds: map[hexgrid.Hex]TerrainKind{}, doors: map[hexgrid.Hex]bool{}, trapDamage: map[hexgrid.Hex]int{}}
}

// terrainOf reads the terrain of a scenario file.
func terrainOf(f *scenariofile.File) terrain {
	t := newTerrain()
	for _, l := range []struct {
		k  TerrainKind
		hs []hexgrid.Hex
	}{{TerrainObstacle, f.Obstacles}, {TerrainTrap, f.Traps}, {TerrainHazardous, f.Hazardous}, {TerrainDifficult, f.Difficult}} {
		for _, h := range l.hs {
			t.kinds[h] = l.k
		}
	}
	for _, d := range f.Doors {
		t.doors[d.At] = d.Open
	}
	t.starts = slices.Clone(f.Starts)
	return t
}

// check checks the terrain against map m: every hex on the map, at most one
// of terrain and door per hex, the closed doors exactly the sealed hexes of
// m, and no start twice or on a closed door.
func (t terrain) check(m *hexgrid.Map) error {
	for _, h := range sortedHexes(t.kinds) {
		if !m.Contains(h) {
			return fmt.Errorf("%s %v is not on the map", t.kinds[h], h)
		}
		if _, door := t.doors[h]; door {
			return fmt.Errorf("%v holds both a door and %s terrain", h, t.kinds[h])
		}
	}
	for _, h := range sortedHexes(t.doors) {
		if !m.Contains(h) {
			return fmt.Errorf("door %v is not on the map", h)
		}
		if m.IsClosed(h) == t.doors[h] {
			if t.doors[h] {
				return fmt.Errorf("door %v is open but sealed on the map", h)
			}
			return fmt.Errorf("door %v is closed but not sealed on the map", h)
		}
	}
	for _, h := range m.Closed() {
		if _, door := t.doors[h]; !door {
			return fmt.Errorf("sealed hex %v is no door", h)
		}
	}
	for i, h := range t.starts {
		if !m.Contains(h) {
			return fmt.Errorf("starts[%d]: %v is not on the map", i, h)
		}
		if slices.Contains(t.starts[:i], h) {
			return fmt.Errorf("starts[%d]: %v given twice", i, h)
		}
	}
	return nil
}

func sortedHexes[V any](m map[hexgrid.Hex]V) []hexgrid.Hex {
	out := make([]hexgrid.Hex, 0, len(m))
	for h := range m {
		out = append(out, h)
	}
	slices.SortFunc(out, cmpHex)
	return out
}

// Terrain returns what lies on hex h (TerrainNone for a plain hex, a door or
// a hex off the map).
func (s *Scenario) Terrain(h hexgrid.Hex) TerrainKind { return s.terrain.kinds[h] }

// TerrainHexes returns the hexes holding terrain of kind k, in reading
// order (none for TerrainNone).
func (s *Scenario) TerrainHexes(k TerrainKind) []hexgrid.Hex {
	var out []hexgrid.Hex
	for _, h := range sortedHexes(s.terrain.kinds) {
		if s.terrain.kinds[h] == k {
			out = append(out, h)
		}
	}
	return out
}

// Obstacles returns the hexes holding an obstacle, in reading order.
func (s *Scenario) Obstacles() []hexgrid.Hex { return s.TerrainHexes(TerrainObstacle) }

// Doors returns every door, open or closed, in reading order.
func (s *Scenario) Doors() []Door {
	out := make([]Door, 0, len(s.terrain.doors))
	for _, h := range sortedHexes(s.terrain.doors) {
		out = append(out, Door{At: h, Open: s.terrain.doors[h]})
	}
	return out
}

// Door returns the door on hex h, if there is one.
func (s *Scenario) Door(h hexgrid.Hex) (Door, bool) {
	open, ok := s.terrain.doors[h]
	return Door{At: h, Open: open}, ok
}

// Starts returns the starting hexes of the characters, in the order the
// scenario file gives them.
func (s *Scenario) Starts() []hexgrid.Hex { return slices.Clone(s.terrain.starts) }

// IsStart reports whether h is a starting hex.
func (s *Scenario) IsStart(h hexgrid.Hex) bool { return slices.Contains(s.terrain.starts, h) }

// checkPlace says why nothing may be put on h as far as the map goes: off
// the map or a closed door (nil when h is a map hex and not sealed).
func (s *Scenario) checkPlace(h hexgrid.Hex) error {
	if !s.grid.Contains(h) {
		return &HexError{Hex: h, Reason: ErrOffMap}
	}
	if s.grid.IsClosed(h) {
		return &HexError{Hex: h, Reason: ErrClosedDoor}
	}
	if s.rooms.hiddenAt(h) {
		return &HexError{Hex: h, Reason: ErrHidden}
	}
	return nil
}

// CanStand reports whether a figure may be put on h: a map hex with no
// obstacle, closed door or figure on it.
func (s *Scenario) CanStand(h hexgrid.Hex) bool { return s.checkFree(h) == nil }

// checkFree says why no figure may be put on h: off the map, an obstacle, a
// closed door or another figure (a *HexError), or nil.
func (s *Scenario) checkFree(h hexgrid.Hex) error {
	if err := s.checkPlace(h); err != nil {
		return err
	}
	if s.terrain.kinds[h] == TerrainObstacle {
		return &HexError{Hex: h, Reason: ErrObstacle}
	}
	if id, taken := s.FigureAt(h); taken {
		return &HexError{Hex: h, Reason: ErrOccupied, Figure: id}
	}
	return nil
}
