package ghs

import (
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// TestImportAllyPerforms imports an invented class whose cards let an ally
// perform an action, in Gloomhaven Secretariat's format (the words over
// the action as its subActions): one move, attack or heal under "One
// (adjacent) ally (within range N) may perform" or "Any one ally may
// perform" is a perform action; two actions under the words, or an enemy
// forced to act, stay words.
func TestImportAllyPerforms(t *testing.T) {
	p, _ := importDeck(t, "../../../performs/bond-caller.json") // kept apart: TestImport counts the invented decks
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	if len(p.ClassDecks) != 1 || len(p.ClassDecks[0].Cards) != 2 {
		t.Fatalf("decks %+v", p.ClassDecks)
	}
	word, breath := p.ClassDecks[0].Cards[0], p.ClassDecks[0].Cards[1]
	perform := func(a monster.Action, r int, kind string, v int) bool {
		return a.Type == monster.KindPerform && a.Range != nil && !a.Range.Relative && a.Range.N == r &&
			len(a.Actions) == 1 && a.Actions[0].Type == kind && a.Actions[0].Value != nil && a.Actions[0].Value.N == v
	}
	if as := word.Top.Actions; len(as) != 1 || !perform(as[0], 3, monster.KindAttack, 3) ||
		as[0].Actions[0].Range == nil || as[0].Actions[0].Range.N != 2 {
		t.Errorf("an ally within range 3 attacks: %+v", as)
	}
	if as := word.Bottom.Actions; len(as) != 1 || !perform(as[0], 1, monster.KindMove, 3) {
		t.Errorf("an adjacent ally moves: %+v", as)
	}
	if h := breath.Top; len(h.Actions) != 1 || !perform(h.Actions[0], 2, monster.KindHeal, 2) || !h.Lost || h.XP != 1 {
		t.Errorf("an ally heals, the card's marks kept: %+v", h)
	}
	if as := breath.Bottom.Actions; len(as) != 3 || as[0].Type != monster.KindText || as[2].Type != monster.KindText ||
		!strings.Contains(as[0].Text, "may perform") || !strings.Contains(as[2].Text, "Force one enemy") {
		t.Errorf("two actions under the words, and an enemy forced, stay words: %+v", as)
	}
	if a := breath.Bottom.Actions[1]; a.Type != monster.KindPerform || a.Range != nil || len(a.Actions) != 1 || a.Actions[0].Type != monster.KindMove {
		t.Errorf("any one ally moves (no range): %+v", a)
	}
	// a perform action and its ally's action count as two, as a use and its bonus
	if c := p.ClassCards(); c != (pack.ClassCardCount{Cards: 2, Classes: 1, Structured: 8, Actions: 10}) {
		t.Errorf("count %+v", c)
	}
	// the lines the editor shows read back to the same actions
	for _, a := range []monster.Action{word.Top.Actions[0], word.Bottom.Actions[0], breath.Top.Actions[0], breath.Bottom.Actions[1]} {
		line := pack.FormatActionLine(a)
		if b, ok := pack.ParseActionLine(line); !ok || pack.FormatActionLine(b) != line || !strings.HasPrefix(line, "perform") {
			t.Errorf("line %q reads back as %+v", line, b)
		}
	}
}
