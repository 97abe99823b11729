package xha

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// Card effects as the peer's edition files write them, one invented line
// per case, worked out for a ranged monster (move 2, attack 3, range 4).
func TestCardEffectLines(t *testing.T) {
	st := monster.StatCard{Monster: "Archer", Move: 2, Attack: 3, Range: 4, Target: 1, Characters: 2}
	for _, c := range []struct{ name, lines, want string }{
		{"an attack bonus against a target next to an ally", `["%attack% + 1", "^Add +3 %attack% if the target is adjacent\nto any of the Archer's allies."]`,
			"Attack 4, +3 Attack if the target is adjacent to an ally"},
		{"the bonus written in words, without a space", `["%attack% - 1", "^Add +1attack if the target is adjacent ^to any of the Archer's allies"]`,
			"Attack 2, +1 Attack if the target is adjacent to an ally"},
		{"the bonus under no attack stays text", `["%move% + 1", "^Add +2 Attack if the target is adjacent to any of the Archer's allies."]`,
			"Move 3 | Add +2 Attack if the target is adjacent to any of the Archer's allies."},
	} {
		var lines []any
		if err := json.Unmarshal([]byte(c.lines), &lines); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := monster.Summary(monster.Resolve(parseLinesOf(lines, "Archer"), st)); got != c.want {
			t.Errorf("%s: %s\n got  %s\n want %s", c.name, c.lines, got, c.want)
		}
	}
}
