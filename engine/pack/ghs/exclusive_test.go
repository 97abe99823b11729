package ghs

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// A class card's rule of one card of a kind active at a time ("When
// another Chant is played, discard this card.", an invented kind in
// GHS's format) is the half's Exclusive, its caption naming the kind goes
// with it; a card's leave to have two of a kind active is ExclusiveTwo,
// its words kept (what else they say is the players'); on a half that is
// no bonus, or with a kind that is no word, the rule stays words.
func TestClassCardExclusive(t *testing.T) {
	rule := `{"type":"concatenation","subActions":[{"type":"card","value":"persistent"},{"type":"custom","value":"When another Chant  is played, discard this card."}]}`
	for _, tc := range []struct {
		name      string
		top       string
		exclusive string
		two       string
		xp        int      // experience each turn
		texts     []string // the half's text actions
		// cardPersistent: the card's "persistent": true, not a mark
		cardPersistent bool
	}{
		{name: "caption, rule and persistent", exclusive: "chant",
			top: `[{"type":"box","value":"Chant"},{"type":"move","value":2},` + rule + `]`},
		{name: "experience each turn", exclusive: "chant", xp: 1,
			top: `[{"type":"box","value":"Chant"},{"type":"move","value":2},{"type":"custom","value":"Gain experience at the beginining of each of your turns."},` + rule + `]`},
		{name: "two experience each turn", xp: 2,
			top: `[{"type":"move","value":2},{"type":"card","value":"round"},{"type":"custom","value":"<small>Gain 2 experience at the start of each of your turns</small>"}]`},
		{name: "experience each turn on no bonus stays words",
			top:   `[{"type":"move","value":2},{"type":"custom","value":"Gain experience at the beginning of each of your turns."}]`,
			texts: []string{"Gain experience at the beginning of each of your turns."}},
		{name: "rule in a grid, no caption", exclusive: "hymn",
			top: `[{"type":"move","value":2},{"type":"grid","subActions":[{"type":"card","value":"round"},{"type":"custom","value":"when another Hymn is played, discard this card"}]}]`},
		{name: "two at once", two: "chant",
			top:   `[{"type":"move","value":2},{"type":"card","value":"persistent"},{"type":"custom","value":"You may have two Chants active at once, but you gain experience from one."}]`,
			texts: []string{"You may have two Chants active at once, but you gain experience from one."}},
		{name: "no bonus: the rule in words",
			top:   `[{"type":"box","value":"Chant"},{"type":"move","value":2},{"type":"custom","value":"When another Chant is played, discard this card."}]`,
			texts: []string{"Chant", "When another Chant is played, discard this card."}},
		{name: "the card's own persistent mark", exclusive: "chant", cardPersistent: true,
			top: `[{"type":"box","value":"Chant"},{"type":"move","value":2},{"type":"custom","value":"When another Chant is played, discard this card."}]`},
		{name: "a caption alone stays",
			top:   `[{"type":"box","value":"Chant"},{"type":"move","value":2},{"type":"card","value":"persistent"}]`,
			texts: []string{"Chant"}},
		{name: "no kind name",
			top:   `[{"type":"move","value":2},{"type":"card","value":"persistent"},{"type":"custom","value":"When another 3 is played, discard this card."}]`,
			texts: []string{"When another 3 is played, discard this card."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			im := &importer{rep: &pack.Report{}, labels: labels{}}
			raw := `{"cardId":5,"name":"Ember Chant","level":1,"initiative":30,"actions":` + tc.top + `,"bottomActions":[{"type":"attack","value":2}]`
			if tc.cardPersistent {
				raw += `,"persistent":true`
			}
			raw += `}`
			card, ok := im.classCard("deck", json.RawMessage(raw), 1)
			if !ok {
				t.Fatal("card not read")
			}
			h := card.Top
			if h.XPEachTurn != tc.xp {
				t.Errorf("experience each turn %d, want %d", h.XPEachTurn, tc.xp)
			}
			if h.Exclusive != tc.exclusive || h.ExclusiveTwo != tc.two {
				t.Errorf("exclusive %q, two %q; want %q, %q", h.Exclusive, h.ExclusiveTwo, tc.exclusive, tc.two)
			}
			var texts []string
			for _, a := range h.Actions {
				if a.Type == monster.KindText {
					texts = append(texts, a.Text)
				}
			}
			if strings.Join(texts, "|") != strings.Join(tc.texts, "|") {
				t.Errorf("texts %q, want %q", texts, tc.texts)
			}
			if h.Actions[0].Type != monster.KindMove && len(tc.texts) == 0 {
				t.Errorf("first action %+v, want the move", h.Actions[0])
			}
			p := &pack.Pack{Format: pack.Format, Version: 1, Name: "P", ClassDecks: []pack.ClassDeck{{Class: "Chanter", Cards: []pack.ClassCard{card}}}}
			if err := p.Check(); err != nil {
				t.Errorf("the imported card is refused: %v", err)
			}
		})
	}
}

// "Gain experience for each enemy targeted" under a class card's attack
// (GHS's custom sub-action, invented card) is the attack's XPEachTarget,
// no text left; beside an element use it stays so.
func TestClassAttackXPEachTarget(t *testing.T) {
	in := []gAction{{Type: "attack", Value: 3.0, SubActions: []gAction{
		{Type: "range", Value: 3.0},
		{Type: "custom", Value: "<small>Gain experience for each enemy targeted.</small>"},
		{Type: "element", Value: "dark"},
	}}}
	h := half(in)
	if len(h.Actions) != 2 || h.Actions[0].Type != monster.KindAttack || h.Actions[0].XPEachTarget != 1 ||
		h.Actions[1].Type != monster.KindInfuse {
		t.Fatalf("%+v", h.Actions)
	}
}
