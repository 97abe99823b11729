package engine

import (
	"slices"

	"github.com/haventable/haventable/hexgrid"
)

// A scenario played without a map (scenariofile.File.WithoutMap, built by
// pack.Scenario.WithoutMap) has hexes that are only places at the table:
// a room's standees stand on its places, the characters on the start
// room's; a room or section is revealed by opening its door (the OpenDoor
// action, undone as any). The players judge range, focus and paths: an
// attack's reach is not checked.

// WithoutMap reports whether the scenario is played without a map.
func (s *Scenario) WithoutMap() bool { return s.file != nil && s.file.WithoutMap }

// RoomDoor returns the closed door that reveals room i (its index in
// Rooms) when opened; false when the room has none (the start room, a
// room revealed already).
func (s *Scenario) RoomDoor(i int) (hexgrid.Hex, bool) {
	if i < 0 || i >= len(s.rooms.list) || s.rooms.list[i].Revealed {
		return hexgrid.Hex{}, false
	}
	for _, d := range s.grid.Closed() {
		for _, n := range d.Neighbors() {
			if r, ok := s.rooms.roomOf[n]; ok && r == i {
				return d, true
			}
		}
	}
	return hexgrid.Hex{}, false
}

// FiguresIn returns the IDs of the figures standing in room i, in the
// order of Figures.
func (s *Scenario) FiguresIn(i int) []string {
	var out []string
	for _, f := range s.figures {
		if r, ok := s.rooms.roomOf[f.At]; ok && f.OnMap && r == i {
			out = append(out, f.ID)
		}
	}
	return out
}

// FreePlace returns a free hex of a revealed room, in reading order: where
// a standee or summon added without a map stands.
func (s *Scenario) FreePlace() (hexgrid.Hex, bool) {
	var free []hexgrid.Hex
	for _, r := range s.rooms.list {
		if !r.Revealed {
			continue
		}
		for _, h := range r.Hexes {
			if s.checkFree(h) == nil {
				free = append(free, h)
			}
		}
	}
	if len(free) == 0 {
		return hexgrid.Hex{}, false
	}
	return slices.MinFunc(free, cmpHex), true
}
