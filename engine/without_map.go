package engine

import (
	"slices"

	"github.com/haventable/haventable/engine/modifier"
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
// Rooms) when opened, else the hex of a trigger that reveals it (the
// OpenDoor action on it reveals the room); false when the room has none (the start room, a
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
	if s.file != nil {
		for _, t := range s.file.Triggers {
			if slices.Contains(s.triggered(t.At), i) {
				return t.At, true // a pressure plate's, an altar's
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

// WithTypes returns a copy of the scenario that also knows, from table,
// the stats at its level and the ability decks of monster types its file
// places no standee of (an X-haven scenario places none: the players add
// them with AddStandee), so that their standees added in play have them.
// Types it knows already are left as they are. It is a builder, used
// before play (as WithCharacter); the scenario itself is left as it is.
func (s *Scenario) WithTypes(types []string, table MonsterTable) (*Scenario, error) {
	c := s.clone()
	if err := c.knowTypes(types, table); err != nil {
		return nil, err
	}
	return c, nil
}

// knowTypes gives the scenario monster types (WithTypes); on an error it
// changes nothing.
func (s *Scenario) knowTypes(types []string, table MonsterTable) error {
	var add []string
	for _, t := range types {
		if _, known := s.stats[t]; known || slices.Contains(add, t) {
			continue
		}
		if _, ok := table[t]; !ok {
			return &UnknownMonstersError{Types: []string{t}}
		}
		add = append(add, t)
	}
	for _, t := range add { // every check first: a deck is set only when all are good
		if mt := table[t]; mt.Deck != nil {
			if err := mt.Deck.check(); err != nil {
				return err
			}
		}
	}
	if s.stats == nil && len(add) > 0 {
		s.stats = map[string]typeStats{}
	}
	for _, t := range add {
		mt := table[t]
		s.stats[t] = typeStats{Normal: mt.Normal[s.level], Elite: mt.Elite[s.level]}
		if mt.Deck != nil {
			if err := s.setAbilityDeck(t, *mt.Deck); err != nil {
				return err
			}
		}
	}
	return nil
}

// KnownTypes returns the monster types the scenario has stats for, sorted:
// those a standee of may be added.
func (s *Scenario) KnownTypes() []string {
	out := make([]string, 0, len(s.stats))
	for t := range s.stats {
		out = append(out, t)
	}
	slices.Sort(out)
	return out
}

// atTable sets, for a scenario played without a map, how a target of an
// attack of range rng stands to the attacker, which no map tells: a melee
// attack's target is adjacent (its retaliate reaches, at distance 1); a
// ranged attack's is not adjacent and at the attack's range, the farthest
// it may be (a retaliate of that reach or more answers it; a ranged attack
// on a target next to the attacker gains disadvantage only when the
// players give it). A scenario with a map is left as its map says.
func (s *Scenario) atTable(d *modifier.Defender, rng int) {
	if !s.WithoutMap() {
		return
	}
	d.Adjacent = rng == 0
	d.Distance = max(rng, 1)
}
