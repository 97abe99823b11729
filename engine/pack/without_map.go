package pack

import (
	"errors"
	"fmt"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// A scenario is played without a map the way Gloomhaven Secretariat and
// X-haven Assistant run it: its rooms and sections in book order, the
// scenario's initial rooms set up at the start, every other room or
// section revealed as a whole by the players (engine.OpenDoor on its door,
// see engine.Scenario.RoomDoor), each standee present, normal, elite or a
// boss as the book's table says for the number of characters. The table
// plays it as a scenario file marked WithoutMap whose hexes are only
// places at the table: each figure has its own, no two are next to each
// other and nothing connects them, so that no rule of the map applies by
// accident; the players judge range, focus and paths.

// Places at the table of a scenario played without a map.
const (
	// TableStarts are the characters' places, TableSpare the places in the
	// start room for the standees and summons added in play.
	TableStarts = MaxCharacters
	TableSpare  = 60
	// tableRow is how many places a row of the table holds.
	tableRow = 100
)

// ErrNotPlayableWithoutMap means a scenario names a monster type no pack
// imported has (Scenario.LeftOut).
var ErrNotPlayableWithoutMap = errors.New("a monster type of the scenario is in no imported pack")

// tablePlace returns the hex of the table's place i: three hexes apart
// in rows, so that no two places, nor a door beside one, touch.
func tablePlace(i int) hexgrid.Hex {
	return hexgrid.H(3*(i%tableRow), 3*(i/tableRow))
}

// WithoutMap returns the scenario as the table plays it without a map (see
// above): the start room holds the characters' places, the standees of the
// scenario's initial rooms (named as they are, joined by " + ") and spare
// places; every other room and section follows in book order behind a
// closed door of its own. A standee's rank is the one the book gives for
// the number of characters the scenario is set up for (a boss plays its
// boss stat card, which a monster table gives as the normal one).
func (s Scenario) WithoutMap() (*scenariofile.File, error) {
	if !s.PlayableWithoutMap() {
		return nil, fmt.Errorf("scenario %q without a map: %w: %s", s.Title, ErrNotPlayableWithoutMap, strings.Join(s.LeftOut, ", "))
	}
	f := &scenariofile.File{Title: s.Title, WithoutMap: true}
	next := 0
	place := func() hexgrid.Hex {
		h := tablePlace(next)
		next++
		f.Hexes = append(f.Hexes, h)
		return h
	}
	standee := map[string]int{} // the last standee number of each type
	addStandees := func(room *scenariofile.Room, st []Standee) {
		for _, m := range st {
			var by [3]scenariofile.Presence
			for i, rank := range m.Players {
				switch rank {
				case RankNormal, RankBoss:
					by[i] = scenariofile.Normal
				case RankElite:
					by[i] = scenariofile.Elite
				}
			}
			standee[m.Type]++
			h := place()
			room.Hexes = append(room.Hexes, h)
			f.Monsters = append(f.Monsters, scenariofile.Monster{Type: m.Type, Standee: standee[m.Type], At: h, ByPlayers: by})
		}
	}
	start := scenariofile.Room{Start: true}
	var names []string
	var rest []Room
	for _, r := range s.Rooms {
		if r.Initial && r.Section == "" {
			names = append(names, r.Name)
			addStandees(&start, r.Standees)
		} else {
			rest = append(rest, r)
		}
	}
	start.Name = strings.Join(names, " + ")
	if start.Name == "" {
		start.Name = "Start"
	}
	for range TableStarts {
		h := place()
		start.Hexes = append(start.Hexes, h)
		f.Starts = append(f.Starts, h)
	}
	for range TableSpare {
		start.Hexes = append(start.Hexes, place())
	}
	f.Rooms = append(f.Rooms, start)
	for _, r := range rest {
		room := scenariofile.Room{Name: r.Name}
		addStandees(&room, r.Standees)
		if len(room.Hexes) == 0 {
			room.Hexes = append(room.Hexes, place()) // a room of no standees still has its place
		}
		door := room.Hexes[0].Add(hexgrid.H(1, 0))
		f.Hexes = append(f.Hexes, door)
		f.Doors = append(f.Doors, scenariofile.Door{At: door})
		f.Rooms = append(f.Rooms, room)
	}
	if len(f.Rooms) > scenariofile.MaxRooms || len(f.Monsters) > scenariofile.MaxMonsters || next > tableRow*tableRow/2 {
		return nil, fmt.Errorf("scenario %q without a map: %d rooms and %d standees, at most %d and %d", s.Title,
			len(f.Rooms), len(f.Monsters), scenariofile.MaxRooms, scenariofile.MaxMonsters)
	}
	return f, nil
}

// WithOffsets returns table with the scenario's level offsets applied: a
// type played at the scenario's level plus its offset has, at every level,
// the stats of that level (the nearest level there is, past 0 or 7).
func (s Scenario) WithOffsets(table engine.MonsterTable) engine.MonsterTable {
	if len(s.LevelOffsets) == 0 {
		return table
	}
	out := make(engine.MonsterTable, len(table))
	for name, mt := range table {
		if off := s.Offset(name); off != 0 {
			shifted := mt
			for l := range shifted.Normal {
				at := min(max(l+off, 0), engine.MaxScenarioLevel)
				shifted.Normal[l], shifted.Elite[l] = mt.Normal[at], mt.Elite[at]
			}
			mt = shifted
		}
		out[name] = mt
	}
	return out
}
