package ghs

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// Card effects as GHS writes them (labels resolved to their words), one
// invented action per case, worked out for a melee monster (attack 3).
func TestCardEffectActions(t *testing.T) {
	st := monster.StatCard{Monster: "Guard", Move: 2, Attack: 3, Target: 1, Characters: 2}
	for _, c := range []struct{ name, actions, want string }{
		{"an attack bonus against a target next to an ally", `[{"type":"attack","value":1,"valueType":"plus","subActions":[{"type":"custom","value":"Add +2 attack if the target is adjacent to any of the Guard's allies.","small":true}]}]`,
			"Attack 4, +2 Attack if the target is adjacent to an ally"},
		{"the bonus beside its attack in a grid", `[{"type":"grid","value":1,"subActions":[{"type":"attack","value":0,"valueType":"plus"},{"type":"custom","value":"Add +1 attack if the target is adjacent<br>to any of the Guard's allies.","small":true}]}]`,
			"Attack 3, +1 Attack if the target is adjacent to an ally"},
		{"the bonus after a move stays text", `[{"type":"grid","value":1,"subActions":[{"type":"move","value":0,"valueType":"plus"},{"type":"custom","value":"Add +1 attack if the target is adjacent to any of the Guard's allies."}]}]`,
			"Move 2 | Add +1 attack if the target is adjacent to any of the Guard's allies."},
		{"its damage if the attack is performed", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"range","value":2},{"type":"custom","value":"If this attack is performed, the Guard suffers 2 damage."}]}]`,
			"Attack 3, Range 2 | Damage 2, Self, if the attack was performed"},
		{"its damage if the move was performed", `[{"type":"move","value":0,"valueType":"plus"},{"type":"custom","value":"If this movement is performed, the Guard suffers 1 damage."}]`,
			"Move 2 | Damage 1, Self, if the move was performed"},
		{"its damage if the move was performed, the number below", `[{"type":"move","value":1,"valueType":"plus"},{"type":"custom","value":"If the move ability was performed,","subActions":[{"type":"sufferDamage","value":1}]},{"type":"attack","value":0,"valueType":"plus"}]`,
			"Move 3 | Damage 1, Self, if the move was performed | Attack 3"},
		{"other words over a damage stay text", `[{"type":"custom","value":"If the element is consumed,","subActions":[{"type":"sufferDamage","value":1}]}]`,
			"If the element is consumed, damage 1, self"},
		{"a hint that is a sentence is a note", `[{"type":"move","value":0,"valueType":"plus"},{"type":"hint","value":"They circle their prey this round."}]`,
			"Move 2, They circle their prey this round."},
		{"a hint that is no sentence stays text", `[{"type":"move","value":0,"valueType":"plus"},{"type":"hint","value":"char am deck"}]`,
			"Move 2 | hint char am deck"},
		{"an attack with advantage", `[{"type":"attack","value":0,"valueType":"plus","subActions":[{"type":"custom","value":"Advantage","small":true}]}]`,
			"Attack 3, Advantage"},
		{"a heal by the damage the attack did", `[{"type":"attack","value":0,"valueType":"plus"},{"type":"heal","value":"X","subActions":[{"type":"specialTarget","value":"self"},{"type":"custom","value":"X is damage suffered by target of attack"}]}]`,
			"Attack 3 | Heal 0, the damage its attack did, Self"},
		{"the same laid out beside its words", `[{"type":"attack","value":0,"valueType":"plus"},{"type":"grid","value":1,"subActions":[{"type":"heal","value":"X","subActions":[{"type":"specialTarget","value":"self"}]},{"type":"custom","value":"where X is the amount of<br>damage suffered by the<br>target of the attack ability."}]}]`,
			"Attack 3 | Heal 0, the damage its attack did, Self"},
		{"attacks on it gain disadvantage", `[{"type":"attack","value":1,"valueType":"minus","subActions":[{"type":"custom","value":"All attacks targeting Guard this round gain Disadvantage."}]}]`,
			"Attack 2 | Attacks on it have Disadvantage this round"},
		{"a summon next to the attack's target", `[{"type":"attack","value":2,"valueType":"minus","subActions":[{"type":"range","value":6},{"type":"summon","value":"monsterStandee","valueObject":[{"monster":{"name":"guard","type":"normal"}}],"subActions":[{"type":"custom","value":"in a hex adjacent to the target"}]}]}]`,
			"Attack 1, Range 6 | Summon Guard, adjacent to the target"},
		{"a summon next to the target if the attack was performed", `[{"type":"attack","value":2,"valueType":"minus","subActions":[{"type":"range","value":6}]},{"type":"custom","value":"If the attack ability was performed","subActions":[{"type":"summon","value":"monsterStandee","valueObject":[{"monster":{"name":"guard","type":"normal"}}],"subActions":[{"type":"custom","value":"in an empty hex adjacent to the target<br>of the attack ability"}]}]}]`,
			"Attack 1, Range 6 | Summon Guard, adjacent to the target"},
		{"if the attack was performed, over anything else, stays text", `[{"type":"attack","value":2},{"type":"custom","value":"If the attack ability was performed","subActions":[{"type":"heal","value":2}]}]`,
			"Attack 2 | If the attack ability was performed: heal 2"},
		{"a summon with the summoner's hit points", `[{"type":"summon","value":"monsterStandee","valueObject":[{"monster":{"name":"guard","type":"normal","health":"H"}}],"subActions":[{"type":"custom","value":"with H equal to the summoning Guard's current hit point value (limited by a normal Guard's specified maximum hit point value)"}]}]`,
			"Summon Guard, with the summoner's hit points"},
		{"a summon with a number of hit points", `[{"type":"summon","value":"monsterStandee","valueObject":[{"monster":{"name":"guard","type":"normal","health":1}}]}]`,
			"Summon Guard, with 1 hit point"},
		{"a summon with other hit points stays text", `[{"type":"summon","value":"monsterStandee","valueObject":[{"monster":{"name":"guard","type":"normal","health":"2xH"}}]}]`,
			"summon Guard (with 2×H hit points, H being the summoner's)"},
		{"a summon of a number of monsters stays text", `[{"type":"summon","value":"monsterStandee","valueObject":[{"monster":{"name":"guard","type":"normal"},"count":"[HP/5]"}]}]`,
			"summon HP/5 × Guard"},
		{"a summon with other words stays text", `[{"type":"summon","value":"monsterStandee","valueObject":[{"monster":{"name":"guard","type":"normal"}}],"subActions":[{"type":"custom","value":"in a hex adjacent to the target"}]}]`,
			"summon Guard, in a hex adjacent to the target"},
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

// What a monster does as it dies is words for the players, never an
// action of its turn: the engine would play it with the card.
func TestOnDeathIsNotPlayed(t *testing.T) {
	var in []gAction
	if err := json.Unmarshal([]byte(`[{"type":"attack","value":1,"valueType":"minus"},{"type":"custom","value":"%game.custom.ondeath%","subActions":[{"type":"attack","value":2,"valueType":"plus","subActions":[{"type":"area","value":"(0,1,target)|(1,0,target)|(1,1,active)|(1,2,target)"}]}]}]`), &in); err != nil {
		t.Fatal(err)
	}
	var l labels
	l.resolve(in)
	acts := actions(in, 0)
	if len(acts) != 2 || acts[1].Type != monster.KindText || acts[1].Text != "On death: attack +2, area of 3 hexes" {
		t.Errorf("%+v", acts)
	}
}
