package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// Room is a part of a scenario's map revealed as a whole: the start room at
// the start, another when a door next to it opens (see the OpenDoor action).
type Room struct {
	Name     string
	Hexes    []hexgrid.Hex
	Start    bool
	Revealed bool
}

// ErrHidden is the reason (see HexError) a hex of a room not yet revealed
// is refused to a figure or money tokens.
var ErrHidden = errors.New("in a room not yet revealed")

// ErrPlayersNeeded means a scenario file places its monsters by the number
// of characters, and none was given.
var ErrPlayersNeeded = errors.New("the file places its monsters by the number of characters: give the number")

// rooms are a scenario's rooms with the monsters waiting in the hidden ones.
// A scenario without rooms is revealed whole.
type rooms struct {
	list   []Room
	roomOf map[hexgrid.Hex]int
	// hidden are the monsters of rooms not yet revealed, in the order of
	// the file; each is placed when its room is revealed.
	hidden []hiddenMonster
}

// hiddenMonster is a monster waiting in room Room.
type hiddenMonster struct {
	Room   int
	Figure Figure
}

func roomsOf(f *scenariofile.File) rooms {
	r := rooms{roomOf: map[hexgrid.Hex]int{}}
	for i, fr := range f.Rooms {
		r.list = append(r.list, Room{Name: fr.Name, Hexes: slices.Clone(fr.Hexes), Start: fr.Start, Revealed: fr.Start})
		for _, h := range fr.Hexes {
			r.roomOf[h] = i
		}
	}
	return r
}

// clone returns a copy of f that shares nothing with it.
func (f Figure) clone() Figure {
	f.Bonuses = slices.Clone(f.Bonuses)
	f.Immune = slices.Clone(f.Immune)
	f.Loot = slices.Clone(f.Loot)
	if f.Stats != nil {
		st := *f.Stats
		f.Stats = &st
	}
	if f.Cards != nil {
		p := *f.Cards
		f.Cards = &p
	}
	return f
}

// hiddenAt reports whether h lies in a room not yet revealed.
func (r rooms) hiddenAt(h hexgrid.Hex) bool {
	i, ok := r.roomOf[h]
	return ok && !r.list[i].Revealed
}

// Rooms returns the scenario's rooms in the order of its file (none for a
// scenario revealed whole).
func (s *Scenario) Rooms() []Room {
	out := make([]Room, len(s.rooms.list))
	for i, r := range s.rooms.list {
		r.Hexes = slices.Clone(r.Hexes)
		out[i] = r
	}
	return out
}

// RoomOf returns the index in Rooms of the room holding h.
func (s *Scenario) RoomOf(h hexgrid.Hex) (int, bool) {
	i, ok := s.rooms.roomOf[h]
	return i, ok
}

// Revealed reports whether the players see hex h: a hex of a revealed room,
// any hex of a scenario without rooms, and a hex in no room (a door) next to
// a revealed room. A hex off the map is not revealed.
func (s *Scenario) Revealed(h hexgrid.Hex) bool {
	if !s.grid.Contains(h) {
		return false
	}
	if len(s.rooms.list) == 0 {
		return true
	}
	if i, ok := s.rooms.roomOf[h]; ok {
		return s.rooms.list[i].Revealed
	}
	for _, n := range h.Neighbors() { // a closed door has no map neighbours
		if i, ok := s.rooms.roomOf[n]; ok && s.rooms.list[i].Revealed {
			return true
		}
	}
	return false
}

// Hidden returns the monsters waiting in rooms not yet revealed, where they
// will stand, in the order of the file.
func (s *Scenario) Hidden() []Figure {
	out := make([]Figure, len(s.rooms.hidden))
	for i, m := range s.rooms.hidden {
		out[i] = m.Figure.clone()
	}
	return out
}

// reveal reveals the hidden rooms next to the opened door on h (or holding
// it) and places their monsters. It returns the rooms revealed and the
// monsters placed.
func (s *Scenario) reveal(h hexgrid.Hex) (revealed, placed []string) {
	var which []int
	consider := func(x hexgrid.Hex) {
		if i, ok := s.rooms.roomOf[x]; ok && !s.rooms.list[i].Revealed && !slices.Contains(which, i) {
			which = append(which, i)
		}
	}
	consider(h)
	for _, n := range s.grid.Neighbors(h) {
		consider(n)
	}
	return s.revealRooms(which)
}

// triggered returns the indexes of the hidden rooms the file's triggers on
// h reveal (see scenariofile.Trigger).
func (s *Scenario) triggered(h hexgrid.Hex) []int {
	var out []int
	if s.file == nil {
		return nil
	}
	for _, t := range s.file.Triggers {
		for i, r := range s.rooms.list {
			if t.At == h && r.Name == t.Room && !r.Revealed && !slices.Contains(out, i) {
				out = append(out, i)
			}
		}
	}
	return out
}

// TriggerRooms returns the names of the hidden rooms the file's triggers
// on h reveal when fired (the OpenDoor action on h; see
// scenariofile.Trigger); none when h holds no trigger still to fire.
func (s *Scenario) TriggerRooms(h hexgrid.Hex) []string {
	var out []string
	for _, i := range s.triggered(h) {
		out = append(out, s.rooms.list[i].Name)
	}
	return out
}

// revealRooms reveals the hidden rooms which and places their monsters.
// It returns the rooms revealed and the monsters placed.
func (s *Scenario) revealRooms(which []int) (revealed, placed []string) {
	which = slices.DeleteFunc(slices.Clone(which), func(i int) bool { return s.rooms.list[i].Revealed })
	slices.Sort(which)
	for _, i := range which {
		s.rooms.list[i].Revealed = true
		revealed = append(revealed, s.rooms.list[i].Name)
	}
	var still, now []hiddenMonster
	for _, m := range s.rooms.hidden {
		if slices.Contains(which, m.Room) {
			now = append(now, m)
		} else {
			still = append(still, m)
		}
	}
	s.rooms.hidden = still // no longer waiting: their numbers are theirs
	for _, m := range now {
		f := m.Figure.clone()
		f.Standee = s.freeStandee(f.MonsterType, f.Standee)
		if at, ok := s.nearestFree(f.At, m.Room); ok {
			f.At = at
		} else {
			f.OnMap = false // the room is full: the players place it by hand
		}
		if _, taken := s.byID[f.ID]; taken {
			f.ID = s.freeID(MonsterID(f.MonsterType, f.Standee))
		}
		s.insert(&f)
		placed = append(placed, f.ID)
	}
	return revealed, placed
}

// nearestFree returns the free hex of room nearest to h (h itself when it
// is free; ties in reading order).
func (s *Scenario) nearestFree(h hexgrid.Hex, room int) (hexgrid.Hex, bool) {
	if s.checkFree(h) == nil {
		return h, true
	}
	hexes := slices.Clone(s.rooms.list[room].Hexes)
	slices.SortFunc(hexes, func(a, b hexgrid.Hex) int {
		if d := a.Sub(h).Length() - b.Sub(h).Length(); d != 0 {
			return d
		}
		return cmpHex(a, b)
	})
	for _, c := range hexes {
		if s.checkFree(c) == nil {
			return c, true
		}
	}
	return hexgrid.Hex{}, false
}

// freeStandee returns want when no living monster of the type uses that
// standee number, else the lowest free number.
func (s *Scenario) freeStandee(monsterType string, want int) int {
	taken := s.standeesTaken(monsterType)
	if !taken[want] {
		return want
	}
	n := 1
	for taken[n] {
		n++
	}
	return n
}

// standeesTaken are the standee numbers of a monster type in use: by living
// monsters and by monsters waiting in hidden rooms.
func (s *Scenario) standeesTaken(monsterType string) map[int]bool {
	taken := map[int]bool{}
	for _, f := range s.figures {
		if f.Kind == KindMonster && f.MonsterType == monsterType && f.Alive() {
			taken[f.Standee] = true
		}
	}
	for _, m := range s.rooms.hidden {
		if m.Figure.MonsterType == monsterType {
			taken[m.Figure.Standee] = true
		}
	}
	return taken
}

// freeID returns id, or id with a suffix, so that no figure, waiting or
// not, has it.
func (s *Scenario) freeID(id string) string {
	taken := func(x string) bool {
		if _, ok := s.byID[x]; ok {
			return true
		}
		return slices.ContainsFunc(s.rooms.hidden, func(m hiddenMonster) bool { return m.Figure.ID == x })
	}
	if !taken(id) {
		return id
	}
	for n := 2; ; n++ {
		if c := fmt.Sprintf("%s-%d", id, n); !taken(c) {
			return c
		}
	}
}
