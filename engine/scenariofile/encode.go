package scenariofile

import (
	"encoding/json"
	"fmt"

	"github.com/haventable/haventable/hexgrid"
)

type fileDoor struct {
	At   [2]int `json:"at"`
	Open bool   `json:"open"`
}

type fileMonster struct {
	Type    string            `json:"type"`
	Standee int               `json:"standee"`
	Elite   *bool             `json:"elite,omitempty"` // absent when Players is given
	At      [2]int            `json:"at"`
	Players map[string]string `json:"players,omitempty"`
}

type fileRoom struct {
	Name  string   `json:"name"`
	Hexes [][2]int `json:"hexes"`
	Start bool     `json:"start,omitempty"`
}

type fileMoney struct {
	At    [2]int `json:"at"`
	Count int    `json:"count"`
}

type fileChest struct {
	At       [2]int `json:"at"`
	Treasure string `json:"treasure"`
}

type file struct {
	Title       string        `json:"title"`
	Description string        `json:"description,omitempty"`
	Orientation string        `json:"orientation"`
	Hexes       [][2]int      `json:"hexes"`
	Walls       [][2][2]int   `json:"walls,omitempty"`
	Obstacles   [][2]int      `json:"obstacles,omitempty"`
	Traps       [][2]int      `json:"traps,omitempty"`
	Hazardous   [][2]int      `json:"hazardous,omitempty"`
	Difficult   [][2]int      `json:"difficult,omitempty"`
	Doors       []fileDoor    `json:"doors,omitempty"`
	Starts      [][2]int      `json:"starts,omitempty"`
	Monsters    []fileMonster `json:"monsters,omitempty"`
	Rooms       []fileRoom    `json:"rooms,omitempty"`
	Money       []fileMoney   `json:"money,omitempty"`
	Treasures   []fileChest   `json:"treasures,omitempty"`
	WithoutMap  bool          `json:"without_map,omitempty"`
	Outlined    []string      `json:"outlined,omitempty"`
	Triggers    []fileTrigger `json:"triggers,omitempty"`
}

type fileTrigger struct {
	At   [2]int `json:"at"`
	Room string `json:"room"`
}

func pair(h hexgrid.Hex) [2]int { return [2]int{h.Q, h.R} }

func pairs(hs []hexgrid.Hex) [][2]int {
	if len(hs) == 0 {
		return nil
	}
	out := make([][2]int, len(hs))
	for i, h := range hs {
		out[i] = pair(h)
	}
	return out
}

// Encode writes s in the scenario file format (indented JSON). Parse reads
// the result back to an equal File.
func (s *File) Encode() ([]byte, error) {
	f := file{
		Title:       s.Title,
		Description: s.Description,
		Orientation: s.Orientation.String(),
		Hexes:       pairs(s.Hexes),
		Obstacles:   pairs(s.Obstacles),
		Traps:       pairs(s.Traps),
		Hazardous:   pairs(s.Hazardous),
		Difficult:   pairs(s.Difficult),
		Starts:      pairs(s.Starts),
		WithoutMap:  s.WithoutMap,
		Outlined:    s.Outlined,
	}
	for _, e := range s.Walls {
		a, b := e.Hexes()
		f.Walls = append(f.Walls, [2][2]int{pair(a), pair(b)})
	}
	for _, d := range s.Doors {
		f.Doors = append(f.Doors, fileDoor{At: pair(d.At), Open: d.Open})
	}
	for _, m := range s.Monsters {
		fm := fileMonster{Type: m.Type, Standee: m.Standee, At: pair(m.At)}
		if !m.ByPlayersGiven() {
			fm.Elite = &m.Elite
		} else {
			fm.Players = map[string]string{}
			for i, p := range m.ByPlayers {
				fm.Players[fmt.Sprint(MinPlayers+i)] = p.String()
			}
		}
		f.Monsters = append(f.Monsters, fm)
	}
	for _, r := range s.Rooms {
		f.Rooms = append(f.Rooms, fileRoom{Name: r.Name, Hexes: pairs(r.Hexes), Start: r.Start})
	}
	for _, m := range s.Money {
		f.Money = append(f.Money, fileMoney{At: pair(m.At), Count: m.Count})
	}
	for _, t := range s.Treasures {
		f.Treasures = append(f.Treasures, fileChest{At: pair(t.At), Treasure: t.Label})
	}
	for _, t := range s.Triggers {
		f.Triggers = append(f.Triggers, fileTrigger{At: pair(t.At), Room: t.Room})
	}
	return json.MarshalIndent(f, "", "  ")
}
