package xha

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

// A card's farthest focus and whom its attack targets, as the peer prints
// them (one invented card per case): read into the actions the engine
// plays, their action lines as the format writes them.
func TestCardFocusAsThePeerPrintsIt(t *testing.T) {
	for _, c := range []struct{ name, lines, want string }{
		{"farthest focus before a move", `["^Focus on the enemy\n^farthest away.", "%move% + 2", "^%jump%", "*.........", "%attack% + 1"]`,
			"move +2, jump, focus-farthest\nattack +1"},
		{"farthest focus within a range before an attack", `["^Focus on the enemy\n^farthest away within %range% 5.", "%attack% - 2", "^%range% 5"]`,
			"attack -2, range 5, focus-farthest 5"},
		{"a boss's farthest focus before its attack", `["^Focus on farthest enemy.", "%attack% + 2", "^%range% 6"]`,
			"attack +2, range 6, focus-farthest"},
		{"farthest focus before words stays text", `["*Focus on farthest enemy.", "^^Leap next to it.", "%attack% + 0"]`,
			"Focus on farthest enemy. Leap next to it.\nattack +0"},
		{"all attacks on one enemy with a range", `["%attack% - 1", "[newLine]", "^Target 1 enemy with all attacks, %range% 3"]`,
			"attack -1, range 3, one-target"},
		{"the enemies within one hex of the path", `["^^   Focus on the enemy farthest away.", "%move% + 1", "*.........", "%attack% + 0", "^^Target all enemies within\none hex along the path moved"]`,
			"move +1, focus-farthest\nattack +0, path-targets"},
		{"the enemies along the move", `["%move% + 1", "^%jump%", "*.........", "%attack% - 1", "[newLine]", "^Target all enemies occupying or adjacent to\n^hexes entered during the movement"]`,
			"move +1, jump\nattack -1, path-targets"},
	} {
		var lines []any
		if err := json.Unmarshal([]byte(c.lines), &lines); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := pack.Words(nil).FormatActionLines(parseLines(lines)); got != c.want {
			t.Errorf("%s: %s\n got  %q\n want %q", c.name, c.lines, got, c.want)
		}
	}
}
