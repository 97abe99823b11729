package ghs

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// GHS's class-card labels (a class's colored words and icons, the second
// edition's custom icons, a card not yet written) read as player words,
// never as GHS's keys.
func TestClassLabelWords(t *testing.T) {
	l := labels{}
	l.add([]byte(`{"custom": {"inv": {"lamplighter": {"song": "%data.characterColored.lamplighter:Chant% %game.characterIconColoredBg.lamplighter%"}}}}`))
	for _, c := range []struct{ in, want string }{
		{"%data.characterColored.lamplighter:Flicker%%game.characterIconColoredBg.lamplighter%: place a token", "Flicker: place a token"},
		{"When another %data.custom.inv.lamplighter.song% is played, discard this card.", "When another Chant is played, discard this card."},
		{"%data.customAction:gh2e-song% SONG: %game.customAction:gh2e-low-note%", "song SONG: low note"},
		{"Place one %game.customAction:gh2e-tear% in an adjacent hex.", "Place one tear in an adjacent hex."},
		{"%character.abilities.wip%", wipWords},
		{"%game.characterIcon.lamplighter% Lamplighter", "Lamplighter"},
		{"in order: %game.elementHalf:fire|ice%, %game.elementHalf:air|earth%", "in order: fire or ice, air or earth"},
		{"%game.element.consume.air%: +1 move", "use air: +1 move"},
		{"Grant one ally within %game.action.range:3% %game.enhancement.square%:", "Grant one ally within range 3:"},
		{"On your next six melee attacks, add +2%game.action.attack%. All have -1%game.action.range%.", "On your next six melee attacks, add +2 attack. All have -1 range."},
	} {
		if got := textWords(l.text(c.in)); got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}

// What stays text on a class card is in the players' words: no GHS type
// name ("box", "concatenation", "grid", "elementHalf") and no GHS key.
func TestClassTextWords(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"type": "box", "value": "Chant"}`, "Chant"},
		{`{"type": "elementHalf", "value": "fire:ice"}`, "infuse fire or ice"},
		{`{"type": "element", "value": "wild:wild", "valueType": "minus", "subActions": [{"type": "concatenation", "value": ",", "subActions": [{"type": "move", "value": 1}]}, {"type": "custom", "value": "then rest"}]}`,
			"use any element and any element: move 1, then rest"},
		{`{"type": "custom", "value": "Stare", "subActions": [{"type": "grid", "value": 1, "subActions": [{"type": "custom", "value": "glow"}]}]}`, "Stare, glow"},
		{`{"type": "teleport", "value": 3, "subActions": [{"type": "custom", "value": "to a lit hex"}]}`, "teleport 3, to a lit hex"},
	} {
		var a gAction
		if err := json.Unmarshal([]byte(c.in), &a); err != nil {
			t.Fatal(err)
		}
		if got := actionWords(a); got != c.want {
			t.Errorf("%s: %q, want %q", c.in, got, c.want)
		}
	}
	for _, w := range []struct{ in, want string }{
		{"ally", "one ally"},
		{"allies", "all allies"},
		{"alliesAffect", "all allies"},
		{"allyAffectRange:3", "one ally within range 3"},
		{"classAlly:1", "one adjacent ally"},
		{"classAlly:3", "one ally within range 3"},
		{"allyAffect", "one ally"},
		{"selfAllies", "self and all allies"},
	} {
		if got := targetWords(w.in); got != w.want {
			t.Errorf("target %q: %q, want %q", w.in, got, w.want)
		}
	}
}

// Class card constructs that the action language plays are structured,
// one table row a construct, in GHS's format.
func TestClassCardConstructs(t *testing.T) {
	for _, c := range []struct {
		name, in string
		ok       func([]monster.Action) bool
	}{
		{"advantage under an attack", `[{"type": "attack", "value": 3, "subActions": [{"type": "custom", "value": "Advantage"}]}]`,
			func(as []monster.Action) bool { return len(as) == 1 && as[0].Advantage && as[0].Value.N == 3 }},
		{"advantage in an element's bonus", `[{"type": "attack", "value": 2, "subActions": [{"type": "element", "value": "light", "valueType": "minus", "subActions": [{"type": "concatenation", "value": ",", "subActions": [{"type": "attack", "value": 1, "valueType": "add"}, {"type": "custom", "value": "advantage"}]}]}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 2 && as[1].Type == monster.KindUse && len(as[1].Actions) == 1 && as[1].Actions[0].Advantage && as[1].Actions[0].Value.N == 1
			}},
		{"a condition in an area", `[{"type": "condition", "value": "stun", "subActions": [{"type": "area", "value": "(0,1,active)|(1,0,target)|(1,2,target)"}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 1 && as[0].Type == monster.KindCondition && as[0].Area != nil && len(as[0].Area.Hexes) == 2 && as[0].Conditions[0] == "stun"
			}},
		{"a condition within range and its area side by side", `[{"type": "concatenation", "value": "", "subActions": [{"type": "condition", "value": "disarm", "subActions": [{"type": "range", "value": 3}]}, {"type": "area", "value": "(0,0,enhance)|(0,1,target)|(1,0,target)|(1,1,target)"}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 1 && as[0].Type == monster.KindCondition && as[0].Area != nil && len(as[0].Area.Hexes) == 3 && as[0].Range.N == 3
			}},
		{"a heal on two targets within range", `[{"type": "heal", "value": 3, "subActions": [{"type": "range", "value": 2}, {"type": "target", "value": 2}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 1 && as[0].Type == monster.KindHeal && as[0].Target == 2 && as[0].Range.N == 2
			}},
		{"jump as a move's own sub-action with no value", `[{"type": "move", "value": 3, "subActions": [{"type": "jump", "value": ""}]}]`,
			func(as []monster.Action) bool { return len(as) == 1 && as[0].Jump }},
		{"a class's summon with its stats", `[{"type": "summon", "value": "summonData", "valueObject": {"name": "ember-hound", "health": "6", "attack": "2", "movement": "3", "range": "2", "count": 1, "action": {"type": "condition", "value": "wound"}}}]`,
			func(as []monster.Action) bool {
				return len(as) == 1 && as[0].Type == monster.KindSummon && as[0].Monster == "Ember Hound" && as[0].SummonHP == 6 &&
					*as[0].Summoned == monster.SummonStats{Move: 3, Attack: 2, Range: 2} && as[0].Text == "wound"
			}},
		{"a boon on one ally within range", `[{"type": "condition", "value": "strengthen", "subActions": [{"type": "specialTarget", "value": "ally"}, {"type": "range", "value": 3}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 1 && as[0].Type == monster.KindCondition && as[0].Allies && as[0].Target == 1 && as[0].Range.N == 3
			}},
		{"a shield on one adjacent ally", `[{"type": "shield", "value": 1, "subActions": [{"type": "specialTarget", "value": "allyAffectAdjacent"}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 1 && as[0].Type == monster.KindShield && as[0].Allies && as[0].Target == 1 && as[0].Range.N == 1
			}},
		{"a heal and boons on one ally within range", `[{"type": "heal", "value": 3, "subActions": [{"type": "specialTarget", "value": "ally"}, {"type": "range", "value": 3}, {"type": "condition", "value": "bless"}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 2 && as[0].Type == monster.KindHeal && as[0].Allies && as[0].Target == 1 && as[0].Range.N == 3 &&
					as[1].Type == monster.KindCondition && as[1].Allies && as[1].Target == 1 && as[1].Range.N == 3 && as[1].Conditions[0] == "bless"
			}},
		{"a grant to one ally within range, its slot's mark in its words", `[{"type": "custom", "value": "Grant one ally within range 3 :", "subActions": [{"type": "condition", "value": "strengthen"}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 1 && as[0].Type == monster.KindCondition && as[0].Allies && as[0].Target == 1 && as[0].Range.N == 3
			}},
		{"a grant to one ally", `[{"type": "custom", "value": "Grant one adjacent ally:", "subActions": [{"type": "shield", "value": 1}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 1 && as[0].Type == monster.KindShield && as[0].Allies && as[0].Target == 1 && as[0].Range.N == 1
			}},
		{"a push within range with a condition", `[{"type": "push", "value": 2, "subActions": [{"type": "range", "value": 3}, {"type": "condition", "value": "immobilize"}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 1 && as[0].Type == monster.KindPush && as[0].Range.N == 3 && as[0].Conditions[0] == "immobilize"
			}},
		{"a push and its element's bonus", `[{"type": "push", "value": 2, "subActions": [{"type": "specialTarget", "value": "enemiesAdjacent"}, {"type": "element", "value": "ice", "valueType": "minus", "subActions": [{"type": "push", "value": 1, "valueType": "add"}]}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 2 && as[0].Type == monster.KindPush && as[0].Area != nil && as[1].Type == monster.KindUse && len(as[1].Actions) == 1
			}},
		{"jump as an element's bonus", `[{"type": "move", "value": 3, "subActions": [{"type": "element", "value": "air", "valueType": "minus", "subActions": [{"type": "jump", "value": ""}]}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 2 && as[1].Type == monster.KindUse && len(as[1].Actions) == 1 && as[1].Actions[0].Jump && as[1].Actions[0].Type == monster.KindMove
			}},
		{"an area after an attack and its element", `[{"type": "concatenation", "value": "", "subActions": [{"type": "attack", "value": 2, "subActions": [{"type": "range", "value": 3}, {"type": "element", "value": "fire", "valueType": "minus", "subActions": [{"type": "attack", "value": 1, "valueType": "add"}]}]}, {"type": "area", "value": "(0,0,enhance)|(0,1,target)|(1,0,target)|(1,1,target)"}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 2 && as[0].Type == monster.KindAttack && as[0].Area != nil && len(as[0].Area.Hexes) == 3 && as[1].Type == monster.KindUse
			}},
		{"a condition on all within range (GHS's special target all)", `[{"type": "condition", "value": "muddle", "subActions": [{"type": "specialTarget", "value": "all"}, {"type": "range", "value": 1}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 1 && as[0].Type == monster.KindCondition && as[0].Target == monster.TargetAll && as[0].Range.N == 1
			}},
		{"a push on all within range", `[{"type": "push", "value": 3, "subActions": [{"type": "specialTarget", "value": "all"}, {"type": "range", "value": 1}]}]`,
			func(as []monster.Action) bool {
				return len(as) == 1 && as[0].Type == monster.KindPush && as[0].Target == monster.TargetAll && as[0].Range.N == 1
			}},
		{"a summon that does not move or attack", `[{"type": "summon", "value": "summonData", "valueObject": {"name": "lantern", "health": 4}}]`,
			func(as []monster.Action) bool {
				return len(as) == 1 && as[0].Type == monster.KindSummon && as[0].SummonHP == 4 && *as[0].Summoned == monster.SummonStats{}
			}},
	} {
		var in []gAction
		if err := json.Unmarshal([]byte(c.in), &in); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		h := half(in)
		if !c.ok(h.Actions) {
			b, _ := json.Marshal(h.Actions)
			t.Errorf("%s: %s", c.name, b)
		}
		for _, a := range h.Actions {
			if a.Type == monster.KindText {
				t.Errorf("%s: text %q left", c.name, a.Text)
			}
		}
	}
}

// No class card's text shows GHS's notation.
func TestClassTextNoNotation(t *testing.T) {
	l := labels{}
	in := []gAction{{Type: "box", Value: "%data.customAction:gh2e-song% SONG: %game.customAction:gh2e-low-note%"},
		{Type: "custom", Value: "%character.abilities.wip%"},
		{Type: "grid", SubActions: []gAction{{Type: "custom", Value: "When another %data.characterColored.x-y:Hymn% is played, discard this card."}}}}
	l.resolve(in)
	for _, a := range half(in).Actions {
		for _, bad := range []string{"%", "customAction", "box", "grid", "characterColored", "abilities.wip", "x y:"} {
			if strings.Contains(a.Text, bad) {
				t.Errorf("text %q shows %q", a.Text, bad)
			}
		}
	}
}

// A class's summon whose attack is no number ("X", "2 fire") stays words.
func TestClassSummonWithoutNumbers(t *testing.T) {
	h := half([]gAction{{Type: "summon", Value: "summonData", ValueObj: []byte(`{"name": "rat-king", "health": "10", "attack": "X", "movement": "3"}`)}})
	if len(h.Actions) != 1 || h.Actions[0].Type != monster.KindText || h.Actions[0].Text != "Summon Rat King: 10 hit points, move 3, attack X" {
		t.Errorf("%+v", h.Actions)
	}
}

// One ally without a range is no action the language plays: text.
func TestClassOneAllyWithoutRange(t *testing.T) {
	h := half([]gAction{{Type: "condition", Value: "bless", SubActions: []gAction{{Type: "specialTarget", Value: "ally"}}}})
	if len(h.Actions) != 1 || h.Actions[0].Type != monster.KindText || h.Actions[0].Text != "condition bless, one ally" {
		t.Errorf("%+v", h.Actions)
	}
}

// An invented class in GHS's format with the constructs above: every
// action but the card's own rules is structured, and what stays text is in
// words.
func TestImportClassConstructs(t *testing.T) {
	p, _ := importDeck(t, "ember-tender.json")
	if c := p.ClassCards(); c != (pack.ClassCardCount{Cards: 2, Classes: 1, Structured: 8, Actions: 10}) {
		t.Errorf("count %+v", c)
	}
	for _, l := range p.ClassTextLines() {
		if l.Text != "Hearth" && l.Text != "When another Hearth is played, discard this card." {
			t.Errorf("text %q", l.Text)
		}
	}
	if raw := p.RawNotationLines(); len(raw) > 0 {
		t.Errorf("notation %+v", raw)
	}
}

// All, or all allies, with no range said is no action the language plays.
func TestClassAllWithoutRange(t *testing.T) {
	h := half([]gAction{{Type: "condition", Value: "muddle", SubActions: []gAction{{Type: "specialTarget", Value: "all"}}}})
	if len(h.Actions) != 1 || h.Actions[0].Type != monster.KindText {
		t.Errorf("%+v", h.Actions)
	}
}
