package ghs

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

// TestItemTurnEffects: an item whose one card text says only what its
// bearer does to itself during its turn is played from GHS's structured
// actions and effects (invented items in GHS's items.json format); one
// whose words say more, or whose structured data holds anything the table
// does not play, stays in words.
func TestItemTurnEffects(t *testing.T) {
	for _, c := range []struct {
		name, item, en string
		want           []pack.ItemEffect
	}{
		{"a heal self action", `{"actions": [{"type": "custom", "value": "%data.items.iv-1.1%", "small": true}, {"type": "heal", "value": 2, "subActions": [{"type": "specialTarget", "value": "self", "small": true}]}]}`,
			"During your turn, perform:", []pack.ItemEffect{{Kind: pack.EffectHeal, Value: 2}}},
		{"a condition gained, from the effects", `{"effects": [{"type": "condition", "value": "invisible"}], "actions": [{"type": "custom", "value": "x"}]}`,
			"During your turn, gain %game.condition.invisible%.", []pack.ItemEffect{{Kind: pack.EffectCondition, Name: "invisible"}}},
		{"the same condition in both: once", `{"effects": [{"type": "condition", "value": "ward"}], "actions": [{"type": "condition", "value": "ward", "subActions": [{"type": "specialTarget", "value": "self"}]}]}`,
			"During your turn, perform:", []pack.ItemEffect{{Kind: pack.EffectCondition, Name: "ward"}}},
		{"two conditions self", `{"effects": [{"type": "condition", "value": "wound"}, {"type": "condition", "value": "poison"}]}`,
			"During your turn, perform %game.condition.wound%, %game.condition.poison% self", []pack.ItemEffect{{Kind: pack.EffectCondition, Name: "wound"}, {Kind: pack.EffectCondition, Name: "poison"}}},
		{"bless self: a card", `{"effects": [{"type": "condition", "value": "bless"}]}`,
			"During your turn, perform %game.condition.bless% self", []pack.ItemEffect{{Kind: pack.EffectBless, Value: 1}}},
		{"an element created", `{"effects": [{"type": "element", "value": "ice"}], "actions": [{"type": "element", "value": "ice"}]}`,
			"During your turn, create Ice.", []pack.ItemEffect{{Kind: pack.EffectElement, Name: "ice"}}},
		{"a condition and an element", `{"effects": [{"type": "condition", "value": "invisible"}, {"type": "element", "value": "dark"}], "actions": [{"type": "element", "value": "dark"}]}`,
			"During your turn, gain %game.condition.invisible% and create<br>%game.element.dark%",
			[]pack.ItemEffect{{Kind: pack.EffectElement, Name: "dark"}, {Kind: pack.EffectCondition, Name: "invisible"}}},
		// in words: the card says more, or the data holds more
		{"any element: a choice", `{"actions": [{"type": "element", "value": "wild"}]}`, "During your turn, create any element.", nil},
		{"consume to create", `{"actions": [{"type": "element", "value": "light"}]}`, "During your turn, %game.element.consume.dark% to create Light.", nil},
		{"a heal at range", `{"actions": [{"type": "heal", "value": 3, "subActions": [{"type": "range", "value": 5, "small": true}]}]}`, "During your turn, perform:", nil},
		{"a condition on all in range", `{"actions": [{"type": "condition", "value": "muddle", "subActions": [{"type": "specialTarget", "value": "all"}, {"type": "range", "value": 3}]}]}`, "During your turn, perform:", nil},
		{"a cost first", `{"effects": [{"type": "damage", "value": 3}, {"type": "condition", "value": "invisible"}]}`, "During your turn, suffer %game.damage% 3 to perform:", nil},
		{"an effect the table does not play", `{"effects": [{"type": "refreshSpent", "value": ""}, {"type": "heal", "value": 3}]}`, "During your turn, perform %game.action.heal% 3 self", nil},
		{"not during the turn", `{"effects": [{"type": "condition", "value": "strengthen"}]}`, "Whenever you long rest, gain %game.condition.strengthen%.", nil},
		{"a curse: not on oneself", `{"effects": [{"type": "condition", "value": "curse"}]}`, "During your turn, perform %game.condition.curse% self", nil},
	} {
		var o map[string]json.RawMessage
		if err := json.Unmarshal([]byte(c.item), &o); err != nil {
			t.Fatal(err)
		}
		if got := itemTurnEffects(o, c.en); !slices.Equal(got, c.want) {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

// TestItemAttackCondition: an item whose one text adds a condition to the
// bearer's attack (invented cards in GHS's English words) is played as
// that condition on the next attack (on a single attack of it when the
// card says so); a curse (a card, not a condition) and
// a text that says more stay in words.
func TestItemAttackCondition(t *testing.T) {
	for en, want := range map[string][]pack.ItemEffect{
		"During your melee attack, add %game.condition.poison% to a single attack.":          {{Kind: pack.EffectAttackCondition, Name: "poison", Single: true}},
		"During your ranged attack ability, add %game.condition.immobilize% to one attack.":  {{Kind: pack.EffectAttackCondition, Name: "immobilize", Single: true}},
		"During your attack, add %game.condition.wound% to the entire Attack Action.":        {{Kind: pack.EffectAttackCondition, Name: "wound"}},
		"During your melee attack ability, add %game.condition.stun% to all attacks.":        {{Kind: pack.EffectAttackCondition, Name: "stun"}},
		"During your attack, add %game.condition.stun% to a single attack":                   {{Kind: pack.EffectAttackCondition, Name: "stun", Single: true}},
		"During your melee attack, add %game.condition.curse% to a single attack.":           nil,
		"During your ranged attack ability, add %game.condition.wound% to one attack. More.": nil,
		"During your melee attack, add +2 %game.action.attack% to a single attack.":          nil,
	} {
		if got := itemTextEffects(en); !slices.Equal(got, want) {
			t.Errorf("%q: %+v, want %+v", en, got, want)
		}
	}
}
