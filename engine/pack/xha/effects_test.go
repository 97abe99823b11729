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
		{"a summon with the summoner's hit points", `["^Archer suffers 1 damage", "*.........", "^Summons normal Archer with a hit\npoint value equal to the summoning", "^Archer's current hit point value", "^(limited by a normal Archer's specified\nmaximum hit point value)"]`,
			"Damage 1, Self | Summon Archer, with the summoner's hit points"},
		{"the same summon on one line", `["^Summon one elite Archer with\na hit point value equal to the\nsummoning Archer's current hit point\nvalue (limited by an elite Archer's\nmaximum hit point value)."]`,
			"Summon elite Archer, with the summoner's hit points"},
		{"its damage if the attack is performed", `["%attack% + 1", "^If this attack is performed, the", "^Archer suffers 2 damage."]`,
			"Attack 4 | Damage 2, Self, if the attack was performed"},
		{"its damage if the move was performed", `["%move% + 1", "^If the Move ability was performed, ^the Archer suffers damage 1."]`,
			"Move 3 | Damage 1, Self, if the move was performed"},
		{"another monster's damage if performed stays text", `["%move% + 1", "^If this movement is performed, the Marsh Brute suffers 1 damage."]`,
			"Move 3 | If this movement is performed, the Marsh Brute suffers 1 damage."},
		{"a sentence about the card ending it is a note", `["%attack% + 0", "*.........", "%move% + 0", "*They wait for the archers this round."]`,
			"Attack 3 | Move 2, They wait for the archers this round."},
		{"small text with a number stays text", `["%move% + 0", "*Every enemy loses 1 card."]`, "Move 2 | Every enemy loses 1 card."},
		{"a sentence alone on a card stays text", `["*They wait for the archers this round."]`, "They wait for the archers this round."},
		{"an attack with advantage", `["%attack% + 0", "^Advantage"]`, "Attack 3, Advantage"},
		{"a heal by the damage the attack did", `["%attack% + 0", "*.........", "%heal% X", "^Self", "[r]", "^^X is damage suffered by target of attack"]`,
			"Attack 3 | Heal 0, the damage its attack did, Self"},
		{"attacks on it gain disadvantage", `["%attack% - 1", "^All attacks targeting Archer\ngain Disadvantage this round."]`,
			"Attack 2 | Attacks on it have Disadvantage this round"},
		{"attacks on another monster stay text", `["%attack% - 1", "^All attacks targeting Marsh Brute this round gain Disadvantage."]`,
			"Attack 2 | All attacks targeting Marsh Brute this round gain Disadvantage."},
		{"a summon next to the attack's target", `["%attack% - 2", "^%range% 6", "*", "^Summon normal Archer\nin a hex adjacent to the target."]`,
			"Attack 1, Range 6 | Summon Archer, adjacent to the target"},
		{"a summon split over two lines", `["Summon one normal", "Archer.", "%air%"]`, "Summon Archer | Infuse Air"},
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

// A card names its file's monster without the tag the file gives it: the
// one type so tagged is summoned; with several (or none) the summon stays
// text.
func TestSummonOfATaggedType(t *testing.T) {
	known := map[string]bool{"Ooze (XX)": true, "Bones (XX)": true, "Bones (12)": true, "Archer": true}
	as := []monster.Action{{Type: monster.KindSummon, Monster: "Ooze"}, {Type: monster.KindSummon, Monster: "Bones"},
		{Type: monster.KindSummon, Monster: "Archer"}, {Type: monster.KindSummon, Monster: "Imp"}}
	fixSummons(as, known)
	if got := monster.Summary(monster.Resolve(as, monster.StatCard{})); got != "Summon Ooze (XX) | Summon Bones | Summon Archer | Summon Imp" ||
		as[1].Type != monster.KindText || as[3].Type != monster.KindText {
		t.Errorf("%s: %+v", got, as)
	}
}
