package ghs

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// Whom a card's actions aim at, and damage sentences, as GHS writes them
// (one invented action per case), for a ranged and a melee monster.
func TestCardTargetsAsThePeerPlaysThem(t *testing.T) {
	ranged := monster.StatCard{Monster: "Archer", Move: 2, Attack: 3, Range: 4, Target: 1, Characters: 2}
	melee := monster.StatCard{Monster: "Guard", Move: 2, Attack: 3, Target: 1, Characters: 2}
	for _, c := range []struct{ name, actions, ranged, melee string }{
		{"every enemy within the stat card's range", `[{"type":"attack","value":1,"valueType":"minus","subActions":[{"type":"specialTarget","value":"enemiesRange:"}]}]`,
			"Attack 2, Range 4, Target all", "Attack 2, Target all"},
		{"a condition on every enemy within the stat card's range", `[{"type":"condition","value":"curse","subActions":[{"type":"specialTarget","value":"enemiesRange:"}]}]`,
			"Range 4, Target all, Curse", "Range 1, Target all, Curse"},
		{"damage to all enemies", `[{"type":"custom","value":"All enemies suffer 2 damage."}]`, "Damage 2, Target all", "Damage 2, Target all"},
		{"damage to adjacent enemies and allies", `[{"type":"custom","value":"All adjacent enemies and allies suffer 1 damage."}]`,
			"Damage 1, Area 6 hexes, Allies", "Damage 1, Area 6 hexes, Allies"},
		{"damage to all enemies within a range", `[{"type":"custom","value":"All enemies within<br>range 3 suffer 2 damage"}]`,
			"Damage 2, Range 3, Target all", "Damage 2, Range 3, Target all"},
		{"a condition with whom an element gives", `[{"type":"heal","value":2,"subActions":[{"type":"specialTarget","value":"self"}]},{"type":"element","value":"earth","valueType":"minus","subActions":[{"type":"condition","value":"immobilize","subActions":[{"type":"target","value":"%game.target.all%"},{"type":"range","value":2}]}]}]`,
			"Heal 2, Self | Use Earth: +2 Range, Target all, Immobilize", "Heal 2, Self | Use Earth: +2 Range, Target all, Immobilize"},
		{"a condition and its special target an element gives", `[{"type":"element","value":"earth","valueType":"minus","subActions":[{"type":"condition","value":"immobilize"},{"type":"specialTarget","value":"enemiesRange:3"}]}]`,
			"Use Earth: +3 Range, Target all, Immobilize", "Use Earth: +3 Range, Target all, Immobilize"},
		{"a heal on itself an element gives", `[{"type":"element","value":"ice","valueType":"minus","subActions":[{"type":"heal","value":3,"subActions":[{"type":"specialTarget","value":"self"}]}]}]`,
			"Use Ice: +3 Heal, Self", "Use Ice: +3 Heal, Self"},
		{"damage an element gives", `[{"type":"element","value":"fire","valueType":"minus","subActions":[{"type":"custom","value":"All adjacent enemies suffer 2 damage."}]}]`,
			"Use Fire: Damage 2, Area 6 hexes", "Use Fire: Damage 2, Area 6 hexes"},
		{"a push on all within a range", `[{"type":"push","value":1,"subActions":[{"type":"target","value":"%game.target.all%"},{"type":"range","value":1}]}]`,
			"Push 1, Range 1, Target all", "Push 1, Range 1, Target all"},
		{"a push on all within a range with a condition and an element", `[{"type":"push","value":2,"subActions":[{"type":"target","value":"%game.target.all%"},{"type":"range","value":1},{"type":"condition","value":"poison"},{"type":"element","value":"air","valueType":"minus","subActions":[{"type":"push","value":2,"valueType":"add"}]}]}]`,
			"Push 2, Range 1, Target all, Poison | Use Air: +2 Push", "Push 2, Range 1, Target all, Poison | Use Air: +2 Push"},
		{"joined conditions on one adjacent enemy, then an element", `[{"type":"concatenation","value":"and:2","subActions":[{"type":"condition","value":"muddle"},{"type":"condition","value":"immobilize"},{"type":"specialTarget","value":"enemyAdjacent"},{"type":"element","value":"earth","valueType":"minus","subActions":[{"type":"heal","value":1,"valueType":"add"}]}]}]`,
			"Range 1, Muddle, Immobilize | Use Earth: +1 Heal", "Range 1, Muddle, Immobilize | Use Earth: +1 Heal"},
		{"joined conditions on one enemy within a range", `[{"type":"concatenation","value":"and:2","subActions":[{"type":"condition","value":"brittle"},{"type":"condition","value":"immobilize"},{"type":"range","value":1}]}]`,
			"Range 1, Brittle, Immobilize", "Range 1, Brittle, Immobilize"},
		{"a shield granted to allies and self", `[{"type":"nonCalc","value":"Grant all allies within range 2 and self:","subActions":[{"type":"shield","value":1}]}]`,
			"Shield 1, Range 2, Self, Allies", "Shield 1, Range 2, Self, Allies"},
		{"a heal and a boon on itself", `[{"type":"heal","value":2,"subActions":[{"type":"specialTarget","value":"self"},{"type":"condition","value":"strengthen"}]}]`,
			"Heal 2, Self | Strengthen, Self", "Heal 2, Self | Strengthen, Self"},
		{"a heal on all allies within a range", `[{"type":"heal","value":1,"subActions":[{"type":"specialTarget","value":"allies"},{"type":"range","value":1}]}]`,
			"Heal 1, Range 1, Allies", "Heal 1, Range 1, Allies"},
		{"damage to all enemies with elements that add conditions on all", `[{"type":"custom","value":"All enemies suffer 2 damage.","subActions":[{"type":"element","value":"fire","valueType":"minus","subActions":[{"type":"condition","value":"wound","subActions":[{"type":"specialTarget","value":"enemies"}]}]}]}]`,
			"Damage 2, Target all | Use Fire: Target all, Wound", "Damage 2, Target all | Use Fire: Target all, Wound"},
		{"joined conditions on all within a range", `[{"type":"concatenation","value":"and:2","subActions":[{"type":"condition","value":"wound"},{"type":"condition","value":"poison"},{"type":"target","value":"%game.target.all%"},{"type":"range","value":1}]}]`,
			"Range 1, Target all, Wound, Poison", "Range 1, Target all, Wound, Poison"},
		{"a condition on some enemies within a range", `[{"type":"condition","value":"curse","subActions":[{"type":"target","value":3},{"type":"range","value":2}]}]`,
			"Range 2, Target 3, Curse", "Range 2, Target 3, Curse"},
		{"one enemy with all attacks", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"specialTarget","value":"enemyOneAll"}]}]`,
			"Attack 3, all attacks on one enemy", "Attack 3, all attacks on one enemy"},
	} {
		var in []gAction
		if err := json.Unmarshal([]byte(c.actions), &in); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		acts := actions(in, 0)
		for _, k := range []struct {
			st   monster.StatCard
			want string
		}{{ranged, c.ranged}, {melee, c.melee}} {
			if got := monster.Summary(monster.Resolve(acts, k.st)); got != k.want {
				t.Errorf("%s for %s: %s\n got  %s\n want %s", c.name, k.st.Monster, c.actions, got, k.want)
			}
		}
	}
}

// GHS's number of an action's word is kept: "%game.action.range:3%" is
// "range 3".
func TestLabelActionNumber(t *testing.T) {
	l := labels{}
	for _, c := range []struct{ in, want string }{
		{"All enemies within %game.action.range:3% suffer %game.damage:2%", "All enemies within range 3 suffer 2 damage"},
		{"Grant all pigs within %game.action.range:3%:", "Grant all pigs within range 3:"},
		{"%game.action.attack% alone", "attack alone"},
	} {
		if got := l.text(c.in); got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}
