package ghs

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// Actions that change the map as GHS writes them, one invented action per
// case, worked out for three characters at level 3.
func TestMapEffectActions(t *testing.T) {
	st := monster.StatCard{Monster: "Guard", Move: 2, Attack: 3, Target: 1, Characters: 3, Level: 3}
	for _, c := range []struct{ name, actions, want string }{
		{"a spawn of C/2 monsters rounded up", `[{"type":"spawn","value":"monsterStandee","valueObject":[{"monster":{"name":"guard","type":"normal"},"count":"[C/2{math.ceil}]"}]}]`,
			"Spawn 2 Guard"},
		{"a spawn rounded down", `[{"type":"spawn","value":"monsterStandee","valueObject":[{"monster":{"name":"guard","type":"elite"},"count":"[C/2{math.floor}]"}]}]`,
			"Spawn 1 elite Guard"},
		{"a spawn of one", `[{"type":"spawn","value":"monsterStandee","valueObject":[{"monster":{"name":"guard"}}]}]`,
			"Spawn Guard"},
		{"a spawn of a fraction, rounded as GHS rounds every value", `[{"type":"spawn","value":"monsterStandee","valueObject":[{"monster":{"name":"guard"},"count":"[C/2]"}]}]`,
			"Spawn 2 Guard"},
		{"a spawn of a count of the scenario's letters stays text", `[{"type":"spawn","value":"monsterStandee","valueObject":[{"monster":{"name":"guard"},"count":"[HP/5{$math.maxFloor:3}]"}]}]`,
			"spawn HP/5 rounded down, at most 3 × Guard"},
		{"a spawn with hit points of its own stays text", `[{"type":"spawn","value":"monsterStandee","valueObject":[{"monster":{"name":"guard","health":2}}]}]`,
			"spawn Guard (with 2 hit points)"},
		{"damage on the closest enemy in sight, 1+L/2 rounded up", `[{"type":"custom","value":"The closest enemy in line-of-sight, regardless of range, suffer [1+L/2{$math.ceil}] damage","small":true}]`,
			"Damage 3, the closest enemy in sight, at any range"},
		{"the same rounded down stays text", `[{"type":"custom","value":"The closest enemy in line-of-sight, regardless of range, suffer [1+L/2{$math.floor}] damage"}]`,
			"The closest enemy in line-of-sight, regardless of range, suffer 1+L/2 rounded down (L: the scenario level) damage"},
		{"hazardous terrain damage on all adjacent enemies", `[{"type":"move","value":1,"valueType":"plus"},{"type":"custom","value":"All adjacent enemies suffer<br>hazardous terrain damage."}]`,
			"Move 3 | Damage 0, as hazardous terrain, Area 6 hexes"},
		{"an obstacle whose neighbours suffer hazardous terrain damage", `[{"type":"custom","value":"Create one 1-hex obstacle<br>tile in an adjacent empty<br>hex closest to an enemy."},{"type":"custom","value":"All enemies adjacent to the created<br>obstacle suffer hazardous terrain damage."}]`,
			"Create an obstacle in the empty hex next to it closest to an enemy, its adjacent enemies suffer hazardous terrain damage"},
		{"a trap", `[{"type":"move","value":0,"valueType":"plus"},{"type":"custom","value":"Create one 2 damage trap in an adjacent<br>empty hex closest to an enemy"}]`,
			"Move 2 | Create a 2 damage trap in the empty hex next to it closest to an enemy"},
	} {
		var in []gAction
		if err := json.Unmarshal([]byte(c.actions), &in); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		acts := pack.WorkOutCounts(actions(in, 0), st.Characters, nil)
		if got := monster.Summary(monster.Resolve(acts, st)); got != c.want {
			t.Errorf("%s: %s\n got  %s\n want %s", c.name, c.actions, got, c.want)
		}
	}
}
