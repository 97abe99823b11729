package xha

import (
	"encoding/json"
	"fmt"
	"strings"
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
		{"a bonus and a condition on one line", `["%attack% - 1", "[r]", "%dark%%use%", "^+2 %attack%, %disarm%", "[/r]"]`,
			"Attack 2 | Use Dark: +2 Attack, Disarm"},
		{"damage the monster suffers for an element", `["%move% + 1", "[r]", "%fire%%use%", "^Archer suffers 1 damage.", "[/r]"]`,
			"Move 3 | Use Fire: Damage 1, Self"},
		{"a sub-line end marker is layout", `["%attack% - 1", "^%range% 3,", "^^%curse%", "[subLineEnd]", "%dark%"]`,
			"Attack 2, Range 3, Curse | Infuse Dark"},
		{"conditions on one enemy within range", `["%brittle%, %immobilize%", "^%range% 1"]`, "Range 1, Brittle, Immobilize"},
		{"a heal of the monster that gives it a condition", `["%heal% 2", "^Self,\n%strengthen%"]`, "Heal 2, Self | Strengthen, Self"},
		{"a relative target, the sub-lines after it still the attack's", `["%attack% - 1", "^+2%target%,", "^^%range% 3,", "^%push% 2"]`,
			"Attack 2, Range 3, Target 3, Push 2"},
		{"a relative range", `["%attack% + 0", "^+1%range%"]`, "Attack 3, Range 5"},
		{"a signed retaliate in a use", `["%move% + 1", "[r]", "%fire%%use%", "^%retaliate% + 3", "[/r]"]`, "Move 3 | Use Fire: +3 Retaliate"},
		{"a retaliate's range in a use", `["[r]", "%ice%%use%", "[c]", "^%retaliate% 2", "^%range% 2,", "[/c]", "[/r]"]`, "Use Ice: +2 Retaliate, +2 Range"},
		{"an attack a use gives", `["%heal% 2", "^%range% 3", "[r]", "%air%%use%", "[c]", "%attack% - 1", "^%range% 3", "[/c]", "[/r]"]`,
			"Heal 2, Range 3 | Use Air: -1 Attack, +3 Range"},
		{"a shield in a use, on the monster", `["[r]", "%ice%%use%", "[c]", "%shield% + 2", "^Self", "[/c]", "[/r]"]`, "Use Ice: +2 Shield, Self"},
		{"a summon in a use's row", `["[r]", "%dark%%use%", "Summon Archer", "[/r]", "%invisible%, Self"]`, "Use Dark: Summon Archer | Invisible, Self"},
		{"a heal on the monster on one line", `["%heal% 4, Self", "%shield% + 1"]`, "Heal 4, Self | Shield 1"},
		{"a boss special written out under its caption", `["^Special 2:", "^%attack% + 0", "*.........", "%move% - 1"]`, "Attack 3 | Move 1"},
		{"main actions written as sub-lines", `["^Summon Archer", "^%move% - 1", "^%attack% + 2"]`, "Summon Archer | Move 1 | Attack 5"},
		{"so many targets within range", `["%attack% - 1", "^Target 3, %range% 3"]`, "Attack 2, Range 3, Target 3"},
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

// A deck only bosses draw: an attack written without a range has the
// boss's (a boss with range 3 attacks at range 3, a melee boss in melee);
// a monster's deck keeps its attacks melee.
func TestBossAttackTakesTheBossRange(t *testing.T) {
	levels := func(rng int) string {
		var ls []string
		for l := range 8 {
			ls = append(ls, strings.NewReplacer("LEVEL", fmt.Sprint(l), "RANGE", fmt.Sprint(rng)).Replace(
				`{"level": LEVEL, "health": "8xC", "move": 2, "attack": 3, "range": RANGE, "special1": ["%attack% + 0"], "special2": ["%move% + 1"]}`))
		}
		return "[" + strings.Join(ls, ",") + "]"
	}
	var stalker []string
	for l := range 8 {
		stalker = append(stalker, fmt.Sprintf(`{"level": %d, "normal": {"health": 3, "move": 2, "attack": 2, "range": 2}, "elite": {"health": 5, "move": 2, "attack": 3, "range": 3}}`, l))
	}
	edition := `{"edition": "Invented Bosses", "monsterAbilities": [
		{"name": "Hollow Boss", "cards": [["Strike", 1, false, 30, "%move% + 0", "*.........", "%attack% + 0"], ["Sweep", 2, true, 50, "%attack% + 1", "^Target all adjacent enemies"]]},
		{"name": "Reed Stalker", "cards": [["Lunge", 3, false, 20, "%move% + 1", "%attack% + 0"]]}],
	 "monsters": {
		"Hollow Seer": {"deck": "Hollow Boss", "count": 1, "levels": ` + levels(3) + `},
		"Hollow Brute": {"deck": "Hollow Boss", "count": 1, "levels": ` + levels(0) + `},
		"Reed Stalker": {"deck": "Reed Stalker", "count": 4, "levels": [` + strings.Join(stalker, ",") + `]}}}`
	p, _, err := Import([]byte(edition))
	if err != nil {
		t.Fatal(err)
	}
	played := p.Played()
	for _, c := range []struct {
		monster string
		card    int
		want    string
	}{
		{"Hollow Seer", 1, "Move 2 | Attack 3, Range 3"},
		{"Hollow Seer", 2, "Attack 4, Area 6 hexes"},
		{"Hollow Brute", 1, "Move 2 | Attack 3"},
		{"Reed Stalker", 3, "Move 3 | Attack 2"},
	} {
		got := ""
		for _, m := range played.Monsters {
			if m.Name != c.monster {
				continue
			}
			for _, turn := range m.Levels[0].Cards {
				if turn.Number == c.card {
					got = turn.Boss + turn.Normal
				}
			}
		}
		if got != c.want {
			t.Errorf("%s card %d: %q, want %q", c.monster, c.card, got, c.want)
		}
	}
}
