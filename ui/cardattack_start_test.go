package ui

import (
	"context"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/persistence/play"
)

// jabDeck is an invented class's deck: card 1's top a melee attack 4
// with no target count (one target).
func jabDeck() []engine.ClassCard {
	move := engine.CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(1)}}}
	deck := []engine.ClassCard{{Number: 1, Name: "Jab", Level: 1, Initiative: 10,
		Top: engine.CardHalf{Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(4)}}}, Bottom: move}}
	for n := 2; n <= 4; n++ {
		deck = append(deck, engine.ClassCard{Number: n, Name: "Step", Level: 1, Initiative: 20 * n, Top: move, Bottom: move})
	}
	return deck
}

// jabPlayed is a table on the hero's turn, Jab's top half (attack 4, one
// target) just played with its attack still to make.
func jabPlayed(t *testing.T, do func(engine.Action) engine.Report, scn func() *engine.Scenario) {
	t.Helper()
	do(engine.ChooseHand{Character: "hero", Level: 1, HandSize: 4, Deck: jabDeck(), Cards: []int{1, 2, 3, 4}})
	do(engine.ChooseCards{Character: "hero", Leading: 1, Second: 2})
	for _, typ := range scn().MonsterTypes() {
		do(engine.SetMonsterInitiative{Type: typ, Initiative: 50})
	}
	if rep := do(engine.NextTurn{}); rep.TurnStart == nil || rep.TurnStart.Turn.Figure != "hero" {
		t.Fatalf("first turn %+v, want the hero's", rep.TurnStart)
	}
}

// tableDo is a function doing an action on s's table, the test failed
// on a refusal.
func tableDo(t *testing.T, s *Shell) func(engine.Action) engine.Report {
	return func(a engine.Action) engine.Report {
		t.Helper()
		rep, err := s.table.Do(a)
		if err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
		return rep
	}
}

// A card's attack with no target count has one target: the attack panel
// says 1, not "any number" (issue 43).
func TestCardAttackOneTarget(t *testing.T) {
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t)})
	s.Show(ViewAttack)
	jabPlayed(t, tableDo(t, s), s.table.Scenario)
	s.round.OnHand("hero")
	s.hand.PlayHalf(1, engine.HalfTop, false)
	if a := s.attack.Attack(); s.attack.AttackerID() != "hero" || a.Value != 4 || a.MaxTargets != 1 {
		t.Fatalf("the panel's attack by %q: %+v, want attack 4 on at most 1 target", s.attack.AttackerID(), a)
	}
}

// An app started on a table where the character's half is played and its
// attack still to make shows that attack in the panel at once, not the
// default one (issue 43).
func TestCardAttackShownAtStart(t *testing.T) {
	store, sess := table(t)
	ctx := context.Background()
	do := func(a engine.Action) engine.Report {
		t.Helper()
		rep, err := sess.Do(ctx, a)
		if err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
		return rep
	}
	jabPlayed(t, do, sess.Scenario)
	do(engine.PlayHalf{Character: "hero", Card: 1, Half: engine.HalfTop})
	next, err := play.Open(ctx, store, sess.Campaign())
	if err != nil {
		t.Fatal(err)
	}
	s, _ := newShell(t, Deps{Store: store, Session: next, Preview: sample(t)})
	s.Show(ViewAttack)
	if a := s.attack.Attack(); s.attack.AttackerID() != "hero" || a.Value != 4 || a.MaxTargets != 1 {
		t.Fatalf("at start, the panel's attack by %q: %+v, want the hero's Jab (attack 4, 1 target)", s.attack.AttackerID(), a)
	}
}
