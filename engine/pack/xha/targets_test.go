package xha

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// Whom a card's lines aim at, and damage sentences, as the peer prints
// them (one invented line per case).
func TestCardTargetsAsThePeerPlaysThem(t *testing.T) {
	ranged := monster.StatCard{Monster: "Archer", Move: 2, Attack: 3, Range: 4, Target: 1, Characters: 2}
	for _, c := range []struct{ name, lines, want string }{
		{"damage to all enemies", `["%move% + 0", "^All enemies suffer 3 damage."]`, "Move 2 | Damage 3, Target all"},
		{"damage to adjacent enemies and allies", `["%attack% + 0", "^All adjacent enemies and allies\nsuffer 2 damage."]`,
			"Attack 3 | Damage 2, Area 6 hexes, Allies"},
		{"damage to adjacent allies and enemies", `["^All adjacent allies and\nenemies suffer damage 1."]`, "Damage 1, Area 6 hexes, Allies"},
		{"damage sentence over two sub-lines", `["%shield% 1", "*.........", "^All enemies within", "^%range% 3 suffer damage 1."]`,
			"Shield 1 | Damage 1, Range 3, Target all"},
		{"damage within the monster's range", `["^All enemies within range suffer 1 damage"]`, "Damage 1, Range 4, Target all"},
		{"damage an element gives, in the use's row", `["[r]", "%fire%%use%", "[c]", "*All adjacent enemies", "*suffer 2 damage.", "[/c]", "[/r]", "%move% + 0"]`,
			"Use Fire: Damage 2, Area 6 hexes | Move 2"},
		{"damage an element gives, on sub-lines", `["[r]", "%fire%%use%", "^All adjacent", "^ enemies suffer damage 3.", "[/r]"]`,
			"Use Fire: Damage 3, Area 6 hexes"},
		{"a condition with whom an element gives", `["%heal% 2", "^Self", "[r]", "%earth%%use%", "^%immobilize%", "^Target all, %range% 3", "[/r]"]`,
			"Heal 2, Self | Use Earth: +3 Range, Target all, Immobilize"},
		{"target all enemies within the attack's range", `["%attack% - 1", "^%range% + 0", "^^Target all enemies within range"]`,
			"Attack 2, Range 4, Target all"},
		{"an element gives target all within range", `["%attack% + 0", "^%range% 3", "[r]", "%light%%use%", "^Target all enemies within range", "[/r]"]`,
			"Attack 3, Range 3 | Use Light: Target all"},
		{"a condition on all enemies within the stat card's range", `["%curse%", "^%range% + 0", "^Target all enemies within range"]`,
			"Range 4, Target all, Curse"},
		{"target all adjacent enemies with a condition", `["%attack% - 1", "[newLine]", "^Target all adjacent enemies, %poison%"]`,
			"Attack 2, Area 6 hexes, Poison"},
		{"two conditions joined by and", `["%move% + 1", "%muddle% and %immobilize%", "^Target one adjacent enemy"]`,
			"Move 3 | Range 1, Muddle, Immobilize"},
		{"a sub-line end mark is layout", `["%attack% + 1", "^%range% 3", "[subLineEnd]", "%earth%"]`, "Attack 4, Range 3 | Infuse Earth"},
		{"a shield granted to allies and self", `["%attack% - 1", "*.........", "^Grant all allies within %range% 2 and self:", "%shield% 1"]`,
			"Attack 2 | Shield 1, Range 2, Self, Allies"},
		{"a heal and a boon on itself", `["%heal% 2", "^Self,\n%strengthen%"]`, "Heal 2, Self | Strengthen, Self"},
		{"a heal on all allies within a range", `["%heal% 1", "^Target all allies", "^%range% 1"]`, "Heal 1, Range 1, Allies"},
		{"an attack's targets and range on one line", `["%attack% - 1", "^Target 3, %range% 3"]`, "Attack 2, Range 3, Target 3"},
		{"damage to all enemies with an element's condition on all", `["^All enemies suffer 2 damage.", "[r]", "%fire%%use%", "^%wound%", "^all enemies", "[/r]"]`,
			"Damage 2, Target all | Use Fire: Target all, Wound"},
		{"one enemy with all attacks", `["%attack% + 0", "[newLine]", "^Target one enemy with all attacks"]`,
			"Attack 3, all attacks on one enemy"},
		{"damage around the attack's target", `["%attack% + 0", "^All enemies adjacent to\nthe target suffer damage 2"]`,
			"Attack 3 | Damage 2, Area 6 hexes, At the target"},
		{"damage to the attack's target an element gives", `["%attack% + 0", "[r]", "%dark%%use%", "[c]", "*All enemies adjacent to the", "*target suffer 1 damage.", "[/c]", "[/r]"]`,
			"Attack 3 | Use Dark: Damage 1, Area 6 hexes, At the target"},
		{"the target of a condition also suffers damage", `["%muddle% and %immobilize%", "^Target one adjacent enemy", "[r]", "%earth%%use%", "*The target also suffers 2 damage", "[/r]"]`,
			"Range 1, Muddle, Immobilize | Use Earth: Damage 2, At the target"},
	} {
		var lines []any
		if err := json.Unmarshal([]byte(c.lines), &lines); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := monster.Summary(monster.Resolve(parseLinesOf(lines, "Archer (invented)"), ranged)); got != c.want {
			t.Errorf("%s: %s\n got  %s\n want %s", c.name, c.lines, got, c.want)
		}
	}
}
