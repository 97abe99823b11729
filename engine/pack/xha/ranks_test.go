package xha

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// What one rank of monster does, targets relative to the stat card's and
// a card that does nothing, as the peer writes them: one invented card
// per case, worked out for a normal and an elite monster (attack 3, 2
// targets; the elite attack 4, 3 targets).
func TestRankLinesAsThePeerWritesThem(t *testing.T) {
	normal := monster.StatCard{Monster: "Archer", Move: 2, Attack: 3, Target: 2, Characters: 2}
	elite := monster.StatCard{Monster: "Archer", Elite: true, Move: 2, Attack: 4, Target: 3, Characters: 2}
	for _, c := range []struct{ name, lines, normal, elite string }{
		{"a range only elites have", `["%attack% + 1", "^Elite:%range% 2", "%fire%"]`,
			"Attack 4, Target 2 | Infuse Fire", "Attack 5, Range 2, Target 3 | Infuse Fire"},
		{"a pierce only normals have", `["%attack% - 1", "^Normal: %pierce% 1"]`,
			"Attack 2, Target 2, Pierce 1", "Attack 3, Target 3"},
		{"words after the colon that are no sub-line stay text", `["%attack% - 1", "^Normal: they flee"]`,
			"Attack 2, Target 2 | Normal: they flee", "Attack 3, Target 3 | Normal: they flee"},
		{"one target more than the stat card's", `["%attack% + 0", "^+1%target%,", "^%range% 3"]`,
			"Attack 3, Range 3, Target 3", "Attack 4, Range 3, Target 4"},
		{"two ranks' own sub-lines", `["%attack% - 1", "^Normal:%range% 4", "^Elite:%pierce% 1"]`, "Attack 2, Range 4, Target 2", "Attack 3, Target 3, Pierce 1"},
		{"one target fewer", `["%attack% + 0", "^-1%target%"]`, "Attack 3", "Attack 4, Target 2"},
		{"a summon of the summoner's rank", `["^Summon one Bone Rat in an adjacent\n^empty hex.", "^^Normal Archers summon\nnormal Rats, elites summon elites."]`,
			"Summon Bone Rat, in an adjacent empty hex.", "Summon elite Bone Rat, in an adjacent empty hex."},
		{"a card that does nothing", `["The Archer does not act."]`, "Does not act", "Does not act"},
		{"every standee switches rank", `["^^All elite Archers\nbecome normal, and all\nnormal Archers become elite.", "*.........", "%move% + 0"]`,
			"Elites become normal and normals elite | Move 2", "Elites become normal and normals elite | Move 2"},
		{"its own damage if it consumes the element during its move", `["%move% - 1", "[r]", "%ice%%use%", "^+1%move%", "[/r]", "**.........", "^If the element is consumed by\n^the Archer during the\n^move ability, it suffers damage 1.", "**.........", "%attack% + 0"]`,
			"Move 1 | Use Ice: +1 Move; Damage 1, Self | Attack 3, Target 2", "Move 1 | Use Ice: +1 Move; Damage 1, Self | Attack 4, Target 3"},
		{"two monster names are no switch", `["All elite Archers become normal, and all normal Guards become elite."]`,
			"All elite Archers become normal, and all normal Guards become elite.", "All elite Archers become normal, and all normal Guards become elite."},
		{"a bonus against a target with a condition", `["%attack% - 1", "^add +2%attack% if the target has %poison%."]`,
			"Attack 2, Target 2, +2 Attack if the target has Poison", "Attack 3, Target 3, +2 Attack if the target has Poison"},
		{"the bonus split over two sub-lines", `["%attack% + 0", "^Add +1 %attack% if the target", "^^has %muddle%."]`,
			"Attack 3, Target 2, +1 Attack if the target has Muddle", "Attack 4, Target 3, +1 Attack if the target has Muddle"},
	} {
		var lines []any
		if err := json.Unmarshal([]byte(c.lines), &lines); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		acts := parseLinesOf(lines, "Archer (invented)")
		if got := monster.Summary(monster.Resolve(acts, normal)); got != c.normal {
			t.Errorf("%s, normal: %s\n got  %s\n want %s", c.name, c.lines, got, c.normal)
		}
		if got := monster.Summary(monster.Resolve(acts, elite)); got != c.elite {
			t.Errorf("%s, elite: %s\n got  %s\n want %s", c.name, c.lines, got, c.elite)
		}
	}
}
