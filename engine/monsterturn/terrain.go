package monsterturn

import "fmt"

// Terrain is what lies on a map hex as a monster's move sees it.
type Terrain uint8

// The kinds of terrain, those of the scenario (engine.TerrainKind).
const (
	// Plain: nothing lies on the hex.
	Plain Terrain = iota
	// Obstacle: only a flying monster may enter or end its move on the hex;
	// a jumping one passes over it.
	Obstacle
	// Trap: a negative hex.
	Trap
	// Hazardous: hazardous terrain, a negative hex.
	Hazardous
	// Difficult: two movement points to enter (to land on, when jumping).
	Difficult
)

// String returns the terrain's name as the scenario's snapshots spell it
// ("obstacle", "trap", "hazardous", "difficult"; "none" for Plain).
func (t Terrain) String() string {
	switch t {
	case Plain:
		return "none"
	case Obstacle:
		return "obstacle"
	case Trap:
		return "trap"
	case Hazardous:
		return "hazardous"
	case Difficult:
		return "difficult"
	}
	return fmt.Sprintf("Terrain(%d)", uint8(t))
}

// Negative reports whether the terrain is one of the rules' negative hexes
// (traps and hazardous terrain), which a monster avoids.
func (t Terrain) Negative() bool { return t == Trap || t == Hazardous }
