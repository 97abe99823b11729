package vgb

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// tableFor is a monster table with every type f names (5 hit points).
func tableFor(f *scenariofile.File) engine.MonsterTable {
	table := engine.MonsterTable{}
	for _, m := range f.Monsters {
		mt := engine.MonsterType{Name: m.Type}
		for l := range mt.Normal {
			mt.Normal[l] = engine.MonsterStats{HP: 5}
			mt.Elite[l] = engine.MonsterStats{HP: 8}
		}
		table[m.Type] = mt
	}
	return table
}

// checkLoads loads f for 2, 3 and 4 characters with the scenario loader's
// checks, and checks that every room can be reached from the start room
// through doors, not across thin walls.
func checkLoads(f *scenariofile.File) error {
	for n := 2; n <= 4; n++ {
		if _, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: n, Seed: 1}, tableFor(f)); err != nil {
			return fmt.Errorf("%d characters: %w", n, err)
		}
	}
	return connected(f)
}

// connected checks that every room has a hex reachable from the start
// room's (doors open, thin walls kept).
func connected(f *scenariofile.File) error {
	onMap := map[hexgrid.Hex]bool{}
	for _, h := range f.Hexes {
		onMap[h] = true
	}
	walls := map[hexgrid.Edge]bool{}
	for _, w := range f.Walls {
		walls[w] = true
	}
	var queue []hexgrid.Hex
	seen := map[hexgrid.Hex]bool{}
	for _, r := range f.Rooms {
		if r.Start {
			queue = append(queue, r.Hexes...)
		}
	}
	for _, h := range queue {
		seen[h] = true
	}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		for _, n := range h.Neighbors() {
			e, _ := hexgrid.EdgeBetween(h, n)
			if onMap[n] && !seen[n] && !walls[e] {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	for _, r := range f.Rooms {
		if !slices.ContainsFunc(r.Hexes, func(h hexgrid.Hex) bool { return seen[h] }) {
			return fmt.Errorf("room %q cannot be reached from the start room", r.Name)
		}
	}
	return nil
}

// describeRooms says, for n characters, each room's name and standees by
// type ("L1a (start): 6 Bandit Guard").
func describeRooms(f *scenariofile.File, n int) []string {
	var out []string
	for i, r := range f.Rooms {
		count := map[string]int{}
		for _, m := range f.Monsters {
			if j, ok := f.RoomOf(m.At); ok && j == i && m.For(n) != scenariofile.Absent {
				count[m.Type]++
			}
		}
		var parts []string
		for _, k := range sortedKeys(count) {
			parts = append(parts, fmt.Sprintf("%d %s", count[k], k))
		}
		sort.Strings(parts)
		start := ""
		if r.Start {
			start = " (start)"
		}
		out = append(out, fmt.Sprintf("%s%s: %s", r.Name, start, strings.Join(parts, ", ")))
	}
	return out
}
