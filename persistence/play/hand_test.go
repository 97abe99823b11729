package play

import (
	"context"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
)

// The hand actions are recorded, undone, redone and survive a restart like
// any other action: the hand is in the scenario as recorded.
func TestHandUndoRedoAcrossRestarts(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	if err := f.session.Start(ctx, sampleScenario(t)); err != nil {
		t.Fatal(err)
	}
	half := func(kind string, v int) engine.CardHalf {
		return engine.CardHalf{Actions: []monster.Action{{Type: kind, Value: monster.Fixed(v)}}}
	}
	var deck []engine.ClassCard
	for n := 1; n <= 4; n++ {
		deck = append(deck, engine.ClassCard{Number: n, Name: "Card", Level: 1, Initiative: 10 * n,
			Top: half(monster.KindAttack, n), Bottom: half(monster.KindMove, n)})
	}
	states := []string{snapshot(t, f.session.Scenario())}
	for _, a := range []engine.Action{
		engine.ChooseHand{Character: "hero", Level: 1, HandSize: 4, Deck: deck, Cards: []int{1, 2, 3, 4}},
		engine.ChooseCards{Character: "hero", Leading: 3, Second: 1},
	} {
		if _, err := f.session.Do(ctx, a); err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
		states = append(states, snapshot(t, f.session.Scenario()))
	}
	if h, ok := f.session.Scenario().HandOf("hero"); !ok || len(h.Chosen) != 2 {
		t.Fatalf("hand %+v", h)
	}
	if in, _ := f.session.Scenario().InitiativeOf("hero"); in.Leading != 30 || in.Second != 10 {
		t.Fatalf("initiative %+v, want the cards' 30 and 10", in)
	}
	// A refused hand action records nothing and changes nothing.
	if _, err := f.session.Do(ctx, engine.ChooseCards{Character: "hero", Leading: 3, Second: 9}); err == nil {
		t.Fatal("a card not in the hand was chosen")
	}
	if snapshot(t, f.session.Scenario()) != states[2] {
		t.Fatal("a refused action changed the scenario")
	}
	f.reopen(t)
	if snapshot(t, f.session.Scenario()) != states[2] {
		t.Fatal("after a restart the hand is not as it was")
	}
	for want := 1; want >= 0; want-- {
		if err := f.session.Undo(ctx); err != nil {
			t.Fatal(err)
		}
		if snapshot(t, f.session.Scenario()) != states[want] {
			t.Fatalf("undo: not the state after action %d", want)
		}
	}
	if _, ok := f.session.Scenario().HandOf("hero"); ok {
		t.Fatal("the hand survived undoing its choice")
	}
	f.reopen(t)
	for want := 1; want <= 2; want++ {
		if err := f.session.Redo(ctx); err != nil {
			t.Fatal(err)
		}
		if snapshot(t, f.session.Scenario()) != states[want] {
			t.Fatalf("redo: not the state after action %d", want)
		}
	}
}
