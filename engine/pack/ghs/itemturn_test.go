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
