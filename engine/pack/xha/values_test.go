package xha

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// What consuming an element gives and where its row ends, as the peer's
// app draws the card. One invented line per rule, worked out for a ranged
// monster (attack 3, range 4). See also TestCardLinesAsThePeerPlaysThem.
func TestElementUseAsThePeerDrawsIt(t *testing.T) {
	st := monster.StatCard{Monster: "Archer", Move: 2, Attack: 3, Range: 4, Target: 1, Characters: 2}
	for _, c := range []struct{ name, lines, want string }{
		{"conditions with a comma in a use's row", `["[r]", "%ice%%use%", "[c]", "%bless%, %strengthen%", "^Self", "[/c]", "[/r]"]`,
			"Use Ice: Bless, Strengthen, Self"},
		{"the use ends with its block: the area beside the column is the attack's",
			`["[r]", "[c]", "%attack% - 1", "^%poison%", "[s]", "%air%%use%", "!^+1 %attack%", "[/s]", "[/c]", "¤aoe-line-3-with-black", "[/r]"]`,
			"Attack 2, Area 2 hexes, Poison | Use Air: +1 Attack"},
	} {
		var lines []any
		if err := json.Unmarshal([]byte(c.lines), &lines); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := monster.Summary(monster.Resolve(parseLinesOf(lines, "Archer (invented)"), st)); got != c.want {
			t.Errorf("%s: %s\n got  %s\n want %s", c.name, c.lines, got, c.want)
		}
	}
}
