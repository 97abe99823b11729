package xha

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// Card lines that change the map, as the peer's edition files write
// them, one invented line per case, worked out for three characters at
// level 3.
func TestMapEffectLines(t *testing.T) {
	st := monster.StatCard{Monster: "Archer", Move: 2, Attack: 3, Target: 1, Characters: 3, Level: 3}
	for _, c := range []struct{ name, lines, want string }{
		{"a spawn of C/2 monsters (rounded up)", `["^Special 1:", "^Spawn C/2 Archers"]`, "Spawn 2 Archer"},
		{"a spawn of one elite", `["^^Spawn one elite Archer"]`, "Spawn elite Archer"},
		{"a spawn of a scenario variable stays text", `["^Spawn X Archers"]`, "Spawn X Archers"},
		{"a trap with its damage before the word", `["%move% + 0", "^Create one 2-damage trap in an adjacent empty hex closest to an enemy."]`,
			"Move 2 | Create a 2 damage trap in the empty hex next to it closest to an enemy"},
		{"a trap with its damage after the word", `["^Create one damage 4 trap in an ^adjacent empty hex closest to an enemy."]`,
			"Create a 4 damage trap in the empty hex next to it closest to an enemy"},
		{"damage on the closest enemy in sight, 1+L/2 rounded up", `["^The closest enemy in\nline-of-sight, regardless of\nrange, suffers 1+L/2 (rounded up) damage."]`,
			"Damage 3, the closest enemy in sight, at any range"},
		{"the same with a number", `["^The closest enemy in line-of-sight, regardless of range, suffers 2 damage."]`,
			"Damage 2, the closest enemy in sight, at any range"},
		{"the same rounded down stays text", `["^The closest enemy in line-of-sight, regardless of range, suffers 1+L/2 (rounded down) damage."]`,
			"The closest enemy in line-of-sight, regardless of range, suffers 1+L/2 (rounded down) damage."},
		{"hazardous terrain damage on all adjacent enemies", `["%move% + 1", "^All adjacent enemies suffer ^hazardous terrain damage."]`,
			"Move 3 | Damage 0, as hazardous terrain, Area 6 hexes"},
		{"an obstacle whose neighbours suffer hazardous terrain damage", `["^Create one 1-hex obstacle\n^tile in an adjacent empty\n^hex closest to an enemy.", "*.........", "^All enemies adjacent to the created\n^obstacle suffer hazardous terrain damage.", "%ice%"]`,
			"Create an obstacle in the empty hex next to it closest to an enemy, its adjacent enemies suffer hazardous terrain damage | Infuse Ice"},
		{"a trap elsewhere stays text", `["^Create one 2-damage trap in the hex closest to the Archer."]`,
			"Create one 2-damage trap in the hex closest to the Archer."},
	} {
		var lines []any
		if err := json.Unmarshal([]byte(c.lines), &lines); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		acts := pack.WorkOutCounts(parseLinesOf(lines, "Archer"), st.Characters, nil)
		if got := monster.Summary(monster.Resolve(acts, st)); got != c.want {
			t.Errorf("%s: %s\n got  %s\n want %s", c.name, c.lines, got, c.want)
		}
	}
}
