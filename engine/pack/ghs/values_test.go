package ghs

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// What consuming an element gives, as GHS writes it and shows it: whom a
// heal or condition affects, and a bonus of several parts as one. One
// invented line per rule; each worked out for a ranged monster (attack 3,
// range 4). See also TestCardActionsAsThePeerPlaysThem.
func TestElementUseAsThePeerShowsIt(t *testing.T) {
	st := monster.StatCard{Monster: "Archer", Move: 2, Attack: 3, Range: 4, Target: 1, Characters: 2}
	for _, c := range []struct{ name, actions, want string }{
		{"a heal of the monster itself", `[{"type":"element","value":"light","valueType":"minus","subActions":[{"type":"heal","value":2,"subActions":[{"type":"specialTarget","value":"self"}]}]}]`,
			"Use Light: +2 Heal, Self"},
		{"a condition the monster gives itself", `[{"type":"attack","value":0,"valueType":"plus"},{"type":"element","value":"dark","valueType":"minus","subActions":[{"type":"condition","value":"invisible","subActions":[{"type":"specialTarget","value":"self"}]}]}]`,
			"Attack 3, Range 4 | Use Dark: Invisible, Self"},
		{"conditions joined on the monster itself", `[{"type":"element","value":"ice","valueType":"minus","subActions":[{"type":"concatenation","value":"and:2","subActions":[{"type":"condition","value":"strengthen","subActions":[{"type":"specialTarget","value":"self","hidden":true}]},{"type":"condition","value":"bless","subActions":[{"type":"specialTarget","value":"self","hidden":true}]},{"type":"specialTarget","value":"self"}]}]}]`,
			"Use Ice: Strengthen, Bless, Self"},
		{"more attack and more range: one bonus", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"range","value":2},{"type":"element","value":"ice","valueType":"minus","subActions":[{"type":"attack","value":1,"valueType":"add"},{"type":"range","value":2,"valueType":"add"}]}]}]`,
			"Attack 3, Range 2 | Use Ice: +1 Attack, +2 Range"},
		{"an area and less range: one bonus", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"range","value":3},{"type":"element","value":"fire","valueType":"minus","subActions":[{"type":"area","value":"(0,0,target)|(1,0,target)"},{"type":"range","value":1,"valueType":"subtract"}]}]}]`,
			"Attack 3, Range 3 | Use Fire: -1 Range, Area 2 hexes"},
		{"more attack and an area: one bonus", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"element","value":"air","valueType":"minus","subActions":[{"type":"attack","value":1,"valueType":"add"},{"type":"area","value":"(0,0,active)|(1,0,target)|(0,1,target)"}]}]}]`,
			"Attack 3, Range 4 | Use Air: +1 Attack, Area 2 hexes"},
		{"elements side by side: one infusion", `[{"type":"attack","value":0,"valueType":"plus"},{"type":"concatenation","subActions":[{"type":"element","value":"fire"},{"type":"element","value":"dark"}]}]`,
			"Attack 3, Range 4 | Infuse Fire and Dark"},
		{"two conditions for the attack: one bonus", `[{"type":"attack","value":1,"valueType":"plus","subActions":[{"type":"element","value":"earth","valueType":"minus","subActions":[{"type":"condition","value":"poison"},{"type":"condition","value":"wound"}]}]}]`,
			"Attack 4, Range 4 | Use Earth: Poison, Wound"},
		{"elements joined by a colon: infused together", `[{"type":"element","value":"ice:dark"}]`, "Infuse Ice and Dark"},
		{"a condition on so many enemies within range", `[{"type":"condition","value":"curse","subActions":[{"type":"target","value":3},{"type":"range","value":2}]}]`,
			"Range 2, Target 3, Curse"},
		{"conditions joined on one enemy within range", `[{"type":"concatenation","value":"and:2","subActions":[{"type":"condition","value":"brittle"},{"type":"condition","value":"immobilize"},{"type":"range","value":1}]}]`,
			"Range 1, Brittle, Immobilize"},
		{"a self heal that gives a condition", `[{"type":"heal","value":2,"subActions":[{"type":"specialTarget","value":"self"},{"type":"condition","value":"strengthen"}]}]`,
			"Heal 2, Self | Strengthen, Self"},
		{"damage the monster suffers for an element", `[{"type":"element","value":"ice","valueType":"minus","subActions":[{"type":"sufferDamage","value":1}]}]`,
			"Use Ice: Damage 1, Self"},
		{"a push on all enemies within range", `[{"type":"push","value":1,"subActions":[{"type":"target","value":"%game.target.all%"},{"type":"range","value":1}]}]`,
			"Push 1, Range 1, Target all"},
		{"an attack and its area side by side", `[{"type":"concatenation","value":":2","subActions":[{"type":"attack","value":1,"valueType":"minus"},{"type":"area","value":"(0,1,active)|(1,0,target)|(1,1,target)"}]}]`,
			"Attack 2, Area 2 hexes"},
	} {
		var in []gAction
		if err := json.Unmarshal([]byte(c.actions), &in); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := monster.Summary(monster.Resolve(actions(in, 0), st)); got != c.want {
			t.Errorf("%s: %s\n got  %s\n want %s", c.name, c.actions, got, c.want)
		}
	}
}
