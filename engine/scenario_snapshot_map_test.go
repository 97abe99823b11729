package engine

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"
)

// TestMapJSONAppend: the map written by hand is, byte for byte, what
// json.Marshal writes for it: nil and empty lists, every optional part,
// names to escape, extreme numbers, and random maps.
func TestMapJSONAppend(t *testing.T) {
	check := func(what string, m mapJSON) {
		t.Helper()
		want, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		got := m.appendJSON([]byte("x"))
		if !bytes.Equal(got, append([]byte("x"), want...)) {
			t.Fatalf("%s: written by hand\n%s\njson.Marshal\n%s", what, got, want)
		}
	}
	check("zero", mapJSON{})
	check("empty", mapJSON{Hexes: [][2]int{}, Walls: [][2][2]int{}, Closed: [][2]int{}, Obstacles: [][2]int{},
		Traps: [][2]int{}, Hazardous: [][2]int{}, Difficult: [][2]int{}, Doors: []doorJSON{}, Starts: [][2]int{},
		Rooms: []roomJSON{}, TrapDamage: []trapDamageJSON{}})
	check("every part", mapJSON{
		Hexes:      [][2]int{{0, 0}, {-1, 2}, {math.MaxInt, math.MinInt}},
		Walls:      [][2][2]int{{{0, 0}, {1, 0}}, {{-3, 4}, {-3, 5}}},
		Closed:     [][2]int{{2, 2}},
		Obstacles:  [][2]int{{1, 1}},
		Traps:      [][2]int{{-7, 9}, {8, -8}},
		Hazardous:  [][2]int{},
		Difficult:  nil,
		Doors:      []doorJSON{{At: [2]int{1, 2}, Open: true}, {At: [2]int{-1, -2}}},
		Starts:     [][2]int{{4, 4}},
		Rooms:      []roomJSON{{Name: `<Hall> & "crypt" \ é ` + "\u2028\x01", Hexes: [][2]int{{0, 0}}, Start: true}, {Name: "b", Revealed: true}, {}},
		TrapDamage: []trapDamageJSON{{At: [2]int{-7, 9}, Damage: 3}, {At: [2]int{0, 1}, Damage: -1}},
	})
	r := rand.New(rand.NewPCG(5, 41))
	pairs := func() [][2]int {
		if r.IntN(5) == 0 {
			return nil
		}
		hs := make([][2]int, r.IntN(6))
		for i := range hs {
			hs[i] = [2]int{r.IntN(41) - 20, r.IntN(41) - 20}
		}
		return hs
	}
	for range 500 {
		m := mapJSON{Hexes: pairs(), Closed: pairs(), Obstacles: pairs(), Traps: pairs(), Hazardous: pairs(),
			Difficult: pairs(), Starts: pairs()}
		for _, p := range pairs() {
			m.Walls = append(m.Walls, [2][2]int{p, {p[1], p[0]}})
			m.Doors = append(m.Doors, doorJSON{At: p, Open: r.IntN(2) == 0})
			m.TrapDamage = append(m.TrapDamage, trapDamageJSON{At: p, Damage: r.IntN(9)})
			m.Rooms = append(m.Rooms, roomJSON{Name: string(rune(r.IntN(0x3000))), Hexes: pairs(),
				Start: r.IntN(2) == 0, Revealed: r.IntN(2) == 0})
		}
		check("random", m)
	}
}
