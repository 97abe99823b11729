package ghs

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// What one rank of monster does ("monsterType"), targets relative to the
// stat card's and a card that does nothing, as GHS writes them (labels
// resolved): one invented action per case, worked out for a normal and an
// elite monster (attack 3, 2 targets; the elite attack 4, 3 targets, a
// boss attack 5).
func TestRankActions(t *testing.T) {
	normal := monster.StatCard{Monster: "Guard", Move: 2, Attack: 3, Target: 2, Characters: 2}
	elite := monster.StatCard{Monster: "Guard", Elite: true, Move: 2, Attack: 4, Target: 3, Characters: 2}
	boss := monster.StatCard{Monster: "Guard", Boss: true, Move: 2, Attack: 5, Target: 1, Characters: 2}
	for _, c := range []struct{ name, actions, normal, elite, boss string }{
		{"a range only elites have", `[{"type":"attack","value":1,"valueType":"plus","subActions":[{"type":"monsterType","value":"elite","subActions":[{"type":"range","value":2}]}]}]`,
			"Attack 4, Target 2", "Attack 5, Range 2, Target 3", "Attack 6"},
		{"a summon for each rank", `[{"type":"concatenation","subActions":[{"type":"monsterType","value":"normal","subActions":[{"type":"summon","value":"monsterStandee","valueObject":[{"monster":{"name":"bone-rat","type":"normal"}}]}]},{"type":"monsterType","value":"elite","subActions":[{"type":"summon","value":"monsterStandee","valueObject":[{"monster":{"name":"bone-rat","type":"elite"}}]}]}]}]`,
			"Summon Bone Rat", "Summon elite Bone Rat", ""},
		{"what a boss does", `[{"type":"monsterType","value":"boss","subActions":[{"type":"heal","value":2,"subActions":[{"type":"specialTarget","value":"self"}]}]},{"type":"move","value":0,"valueType":"plus"}]`,
			"Move 2", "Move 2", "Heal 2, Self | Move 2"},
		{"a rank's words stay text", `[{"type":"monsterType","value":"normal","subActions":[{"type":"custom","value":"They flee."}]}]`,
			"normal: They flee.", "normal: They flee.", "normal: They flee."},
		{"two targets more than the stat card's", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"target","value":2,"valueType":"add"},{"type":"range","value":3}]}]`,
			"Attack 3, Range 3, Target 4", "Attack 4, Range 3, Target 5", "Attack 5, Range 3, Target 3"},
		{"one target fewer", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"target","value":1,"valueType":"subtract"}]}]`,
			"Attack 3", "Attack 4, Target 2", "Attack 5"},
		{"a card that does nothing", `[{"type":"custom","value":"Nothing"}]`, "Does not act", "Does not act", "Does not act"},
		{"its own damage if it consumes the element during its move", `[{"type":"move","value":1,"valueType":"minus","subActions":[{"type":"element","value":"ice","valueType":"minus","subActions":[{"type":"move","value":1,"valueType":"add"}]}]},{"type":"custom","value":"If the element is consumed by<br>the Guard during the<br>move ability, it suffers 1 damage.","small":true},{"type":"attack","value":0,"valueType":"plus"}]`,
			"Move 1 | Use Ice: +1 Move; Damage 1, Self | Attack 3, Target 2", "Move 1 | Use Ice: +1 Move; Damage 1, Self | Attack 4, Target 3", "Move 1 | Use Ice: +1 Move; Damage 1, Self | Attack 5"},
		{"every standee switches rank", `[{"type":"switchType","value":"All elite Guards<br> become normal, and all<br> normal Guards become elite.","small":true},{"type":"move","value":0,"valueType":"plus"}]`,
			"Elites become normal and normals elite | Move 2", "Elites become normal and normals elite | Move 2", "Elites become normal and normals elite | Move 2"},
		{"a bonus against a target with a condition", `[{"type":"attack","value":1,"valueType":"minus","subActions":[{"type":"custom","value":"Add +2 attack if the target has poison.","small":true}]}]`,
			"Attack 2, Target 2, +2 Attack if the target has Poison", "Attack 3, Target 3, +2 Attack if the target has Poison", "Attack 4, +2 Attack if the target has Poison"},
		{"the bonus beside its attack", `[{"type":"attack","value":0,"valueType":"plus"},{"type":"custom","value":"Add +1 attack if the target has muddle."}]`,
			"Attack 3, Target 2, +1 Attack if the target has Muddle", "Attack 4, Target 3, +1 Attack if the target has Muddle", "Attack 5, +1 Attack if the target has Muddle"},
		{"the monster does not act", `[{"type":"custom","value":"The Guard does not act."}]`, "Does not act", "Does not act", "Does not act"},
	} {
		var in []gAction
		if err := json.Unmarshal([]byte(c.actions), &in); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		acts := actions(in, 0)
		for _, r := range []struct {
			st   monster.StatCard
			want string
		}{{normal, c.normal}, {elite, c.elite}, {boss, c.boss}} {
			if got := monster.Summary(monster.Resolve(acts, r.st)); got != r.want {
				t.Errorf("%s, %s: %s\n got  %s\n want %s", c.name, r.st.Rank(), c.actions, got, r.want)
			}
		}
	}
}

// A label the edition's file keeps without the edition in its key
// ("custom.guard.1" for "%data.custom.xx.guard.1%") reads as its words.
func TestLabelWithoutItsEdition(t *testing.T) {
	l := labels{}
	if !l.add(json.RawMessage(`{"custom":{"xx":{"archer":{"1":"Other words"}},"guard":{"1":"Create one tile."}}}`)) {
		t.Fatal("labels not read")
	}
	for in, want := range map[string]string{
		"%data.custom.xx.guard.1%":  "Create one tile.",
		"%data.custom.xx.archer.1%": "Other words",
		"%data.custom.xx.guard.2%":  "2",
	} {
		if got := l.text(in); got != want {
			t.Errorf("%s: got %q, want %q", in, got, want)
		}
	}
}
