package ghs

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// Each case is one card's actions as GHS writes them, worked out for a
// ranged monster (attack 3, range 4) and a melee one (attack 3): how GHS
// shows the card for each. One line per rule the importer follows.
func TestCardActionsAsThePeerPlaysThem(t *testing.T) {
	ranged := monster.StatCard{Monster: "Archer", Move: 2, Attack: 3, Range: 4, Target: 1, Characters: 2}
	melee := monster.StatCard{Monster: "Guard", Move: 2, Attack: 3, Target: 1, Characters: 2}
	for _, c := range []struct{ name, actions, ranged, melee string }{
		{"no range written: the stat card's", `[{"type":"attack","value":1,"valueType":"minus"}]`, "Attack 2, Range 4", "Attack 2"},
		{"a relative range", `[{"type":"attack","value":1,"valueType":"plus","subActions":[{"type":"range","value":1,"valueType":"minus"}]}]`,
			"Attack 4, Range 3", "Attack 4"},
		{"a fixed range", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"range","value":2}]}]`, "Attack 3, Range 2", "Attack 3, Range 2"},
		{"an area around the monster: no range", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"area","value":"(0,0,active)|(1,0,target)"}]}]`,
			"Attack 3, Area 1 hexes", "Attack 3, Area 1 hexes"},
		{"an area placed within range", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"area","value":"(0,0,target)|(1,0,target)"}]}]`,
			"Attack 3, Range 4, Area 2 hexes", "Attack 3, Area 2 hexes"},
		{"a special target: no range", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"specialTarget","value":"allEnemies"}]}]`,
			"Attack 3 | specialTarget allEnemies", "Attack 3 | specialTarget allEnemies"},
		{"a Frosthaven condition", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"range","value":2},{"type":"condition","value":"impair"}]}]`,
			"Attack 3, Range 2, Impair", "Attack 3, Range 2, Impair"},
		{"every adjacent enemy", `[{"type":"attack","value":1,"valueType":"plus","subActions":[{"type":"specialTarget","value":"enemiesAdjacent"}]}]`,
			"Attack 4, Area 6 hexes", "Attack 4, Area 6 hexes"},
		{"every enemy within a range", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"specialTarget","value":"enemiesRange:2"}]}]`,
			"Attack 3, Range 2, Target all", "Attack 3, Range 2, Target all"},
		{"a fixed attack keeps the range too", `[{"type":"attack","value":5}]`, "Attack 5, Range 4", "Attack 5"},
		{"a bonus for an element adds no range", `[{"type":"attack","value":0,"valueType":"plus"},{"type":"element","value":"fire","valueType":"minus","subActions":[{"type":"attack","value":1,"valueType":"add"}]}]`,
			"Attack 3, Range 4 | Use Fire: +1 Attack", "Attack 3 | Use Fire: +1 Attack"},
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
