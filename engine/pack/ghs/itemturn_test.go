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
// card says so), for a melee or a ranged attack only when the card says
// so; a curse (a card, not a condition) and a text that
// says more stay in words.
func TestItemAttackCondition(t *testing.T) {
	for en, want := range map[string][]pack.ItemEffect{
		"During your melee attack, add %game.condition.poison% to a single attack.":          {{Kind: pack.EffectAttackCondition, Name: "poison", Only: pack.OnlyMelee, Single: true}},
		"During your ranged attack ability, add %game.condition.immobilize% to one attack.":  {{Kind: pack.EffectAttackCondition, Name: "immobilize", Only: pack.OnlyRanged, Single: true}},
		"During your attack, add %game.condition.wound% to the entire Attack Action.":        {{Kind: pack.EffectAttackCondition, Name: "wound"}},
		"During your melee attack ability, add %game.condition.stun% to all attacks.":        {{Kind: pack.EffectAttackCondition, Name: "stun", Only: pack.OnlyMelee}},
		"During your attack, add %game.condition.stun% to a single attack":                   {{Kind: pack.EffectAttackCondition, Name: "stun", Single: true}},
		"During your melee attack, add %game.condition.curse% to a single attack.":           nil,
		"During your ranged attack ability, add %game.condition.wound% to one attack. More.": nil,
	} {
		if got := itemTextEffects(en, nil); !slices.Equal(got, want) {
			t.Errorf("%q: %+v, want %+v", en, got, want)
		}
	}
}

// TestItemAttackEffects: what an item's one text adds to its bearer's next
// attack (invented cards in GHS's English words): +N attack, advantage
// and conditions together, on one attack or the whole ability, for a melee
// or a ranged attack only when it says so, an element consumed first; a
// sentence after it that adds something after the attack leaves the rest
// played (the words say it). Anything conditional stays in words.
func TestItemAttackEffects(t *testing.T) {
	melee := func(es ...pack.ItemEffect) []pack.ItemEffect {
		for i := range es {
			if es[i].Kind != pack.EffectConsume {
				es[i].Only = pack.OnlyMelee
			}
		}
		return es
	}
	attack := func(n int) pack.ItemEffect { return pack.ItemEffect{Kind: pack.EffectAttack, Value: n} }
	adv := pack.ItemEffect{Kind: pack.EffectAdvantage}
	cond := func(n string) pack.ItemEffect { return pack.ItemEffect{Kind: pack.EffectAttackCondition, Name: n} }
	single := func(n string) pack.ItemEffect { e := cond(n); e.Single = true; return e }
	// one adds +N or advantage to one attack only (its first target)
	one := func(e pack.ItemEffect) pack.ItemEffect { e.Single = true; return e }
	for en, want := range map[string][]pack.ItemEffect{
		// advantage
		"During your attack, gain Advantage on the entire Attack action.":                                                                                            {adv},
		"During your attack ability, gain advantage on all attacks.":                                                                                                 {adv},
		"During your attack ability, gain advantage on one attack.":                                                                                                  {one(adv)},
		"During your ranged attack ability, gain advantage on one attack.":                                                                                           {{Kind: pack.EffectAdvantage, Only: pack.OnlyRanged, Single: true}},
		"During your melee attack ability, add +1 %game.action.attack% and gain advantage on one attack. If this attack kills the target, after the attack perform:": melee(one(attack(1)), one(adv)),
		// +N attack
		"During your attack, add +2 %game.action.attack% to your entire Attack action.":                                                     {attack(2)},
		"During your melee attack ability, add +1 %game.action.attack% to one attack.":                                                      melee(one(attack(1))),
		"During your melee attack, add +2 %game.action.attack% to a single attack.":                                                         melee(one(attack(2))),
		"During your melee attack ability, add +2 %game.action.attack% to one attack. After the ability, gain Woe.":                         melee(one(attack(2))),
		"During your melee attack ability, add +1 %game.action.attack% and %game.condition.wound% one attack.":                              melee(one(attack(1)), single("wound")),
		"During your melee attack ability, add %game.condition.wound%, %game.condition.poison%, and %game.condition.muddle% to one attack.": melee(single("wound"), single("poison"), single("muddle")),
		// an element consumed
		"During your melee attack, %game.element.consume.ice% to add +2 %game.action.attack% to a single attack.": melee(pack.ItemEffect{Kind: pack.EffectConsume, Name: "ice"}, one(attack(2))),
		"During your attack ability, %game.element.consume.dark% to add +1 %game.action.attack% to one attack.":   {{Kind: pack.EffectConsume, Name: "dark"}, one(attack(1))},
		// in words
		"During your attack, %game.element.consume.wild% to add +1 %game.action.attack% to the entire Attack action.":                 nil,
		"During your ranged attack, add +2 %game.action.attack% and gain Advantage on the entire Attack action, but suffer 2 damage.": nil,
		"During your melee attack ability, if you have not moved this round, add +2 %game.action.attack% to one attack.":              nil,
		"During your melee attack, add %game.action.pierce% 2 to the entire Attack action.":                                           nil,
		"During your melee attack, add +2 %game.action.attack% to a single attack. Then lose a card.":                                 nil,
		"During your melee attack targeting a Bones, add +5 %game.action.attack% to a single attack.":                                 nil,
		"During your melee attack ability, %game.element.consume.ice% to add %game.action.pierce% 3 to one attack.":                   nil,
		"During your attack ability, gain disadvantage on one attack.":                                                                nil,
	} {
		if got := itemTextEffects(en, nil); !slices.Equal(got, want) {
			t.Errorf("%q: %+v, want %+v", en, got, want)
		}
	}
}

// TestItemTurnAttack: "During your turn, add +N Attack to all your
// attacks" (invented cards in GHS's English words) is +N on every attack
// of the turn; with more words, or to one kind of attack, in words.
func TestItemTurnAttack(t *testing.T) {
	for en, want := range map[string][]pack.ItemEffect{
		"During your turn, add +1 %game.action.attack% to all your attacks.":                                {{Kind: pack.EffectTurnAttack, Value: 1}},
		"During your turn, add +2 %game.action.attack% to all your attacks":                                 {{Kind: pack.EffectTurnAttack, Value: 2}},
		"During your turn, add +1 %game.action.attack% to all your attacks and perform:":                    nil,
		"During your turn, add +1 %game.action.attack% to all your ranged attacks.":                         nil,
		"During your turn, %game.element.consume.wild% to add +1 %game.action.attack% to all your attacks.": nil,
	} {
		if got := itemTextEffects(en, nil); !slices.Equal(got, want) {
			t.Errorf("%q: %+v, want %+v", en, got, want)
		}
	}
}

// TestItemRetaliate: "During your turn, perform Retaliate N Range R" on a
// card GHS marks "round" is a retaliate for the round (invented cards);
// the same words on a card without the mark stay in words. A retaliate
// "for the attack" when attacked by an adjacent enemy is one for the
// attack on the bearer; with a shield for the attack, or "when damaged",
// it stays in words.
func TestItemRetaliate(t *testing.T) {
	round := map[string]json.RawMessage{"actions": json.RawMessage(`[{"type": "custom", "value": "x"}, {"type": "card", "value": "round"}]`)}
	for _, c := range []struct {
		en   string
		o    map[string]json.RawMessage
		want []pack.ItemEffect
	}{
		{"During your turn perform %game.action.retaliate% 1 %game.action.range:3%  ", round, []pack.ItemEffect{{Kind: pack.EffectRetaliate, Value: 1, Range: 3}}},
		{"During your turn, perform, %game.action.retaliate% 2", round, []pack.ItemEffect{{Kind: pack.EffectRetaliate, Value: 2}}},
		{"During your turn, perform, %game.action.retaliate% 2", nil, nil},
		{"When you are attacked by an adjacent enemy, gain %game.action.retaliate% 2 for the attack.", nil, []pack.ItemEffect{{Kind: pack.EffectAttackedRetaliate, Value: 2}}},
		{"When damaged by an attack, gain %game.action.shield% 1 and %game.action.retaliate% 2 for the attack.", nil, nil},
		{"When you are attacked, gain %game.action.retaliate% 2 for the attack. Then lose a card.", nil, nil},
	} {
		if got := itemTextEffects(c.en, c.o); !slices.Equal(got, c.want) {
			t.Errorf("%q: %+v, want %+v", c.en, got, c.want)
		}
	}
}

// TestItemMove: "+N Move" added to the bearer's move ability (invented
// cards in GHS's English words), an element consumed first; a sentence
// after it for after the move leaves the rest played; a move "to all your
// move abilities" this turn, or with a jump, stays in words.
func TestItemMove(t *testing.T) {
	move := func(n int) pack.ItemEffect { return pack.ItemEffect{Kind: pack.EffectMove, Value: n} }
	for en, want := range map[string][]pack.ItemEffect{
		"During your movement, add +2 %game.action.move% to the movement.":                                    {move(2)},
		"During your move<br>ability, add +1 %game.action.move%.":                                             {move(1)},
		"During your move ability, add +1 %game.action.move%":                                                 {move(1)},
		"During your movement add +2 %game.action.move% to a single movement.":                                {move(2)},
		"During your move ability, add +4 %game.action.move%. After the move ability gain Rust.":              {move(4)},
		"During your move ability, %game.element.consume.dark% add +2 %game.action.move%":                     {{Kind: pack.EffectConsume, Name: "dark"}, move(2)},
		"During your turn add +1 %game.action.move% to all your move abilities.":                              {{Kind: pack.EffectTurnMove, Value: 1}},
		"During your turn add +1 %game.action.move% to all your move abilities and ignore difficult terrain.": nil,
		"During your movement, add +3 %game.action.move% and %game.action.jump% to a single movement":         nil,
		"During your move ability, add +1 %game.action.move%. If you move 4 or more hexes, gain 1 experience": nil,
		"During your move ability, %game.element.consume.wild% add +2 %game.action.move%":                     nil,
	} {
		if got := itemTextEffects(en, nil); !slices.Equal(got, want) {
			t.Errorf("%q: %+v, want %+v", en, got, want)
		}
	}
}
