package engine

import (
	"slices"
	"testing"
)

// A character whose hand the table keeps takes its initiative from the two
// cards it chooses: a typed one is refused (ErrHandKept, with the refusals
// in TestHandActionsRefused) and leaves its cards and initiative as they
// were. Another character's typed initiative is still taken, and once the
// hand is dropped so is this one's.
func TestTypedInitiativeRefusedWhileTheHandIsKept(t *testing.T) {
	s := rewardsScenario(t)
	for _, a := range []Action{
		ChooseHand{Character: "ana", Level: 1, HandSize: 5, Deck: handDeck(), Cards: []int{1, 2, 3, 4, 5}},
		ChooseCards{Character: "ana", Leading: 2, Second: 3},
		SetInitiative{Character: "ana", Leading: 15, Second: 25}, // refused
		SetInitiative{Character: "bo", Leading: 15, Second: 25},  // his cards are on the table
	} {
		s.Do(a)
	}
	if in, _ := s.InitiativeOf("ana"); in != (Initiative{Leading: 20, Second: 30}) {
		t.Errorf("ana's initiative %+v, want her cards' 20 and 30", in)
	}
	if h, _ := s.HandOf("ana"); !slices.Equal(h.Chosen, []int{2, 3}) {
		t.Errorf("ana's chosen cards %v, want [2 3]", h.Chosen)
	}
	if in, _ := s.InitiativeOf("bo"); in.Leading != 15 {
		t.Errorf("bo's typed initiative not taken: %+v", in)
	}
	for _, a := range []Action{DropHand{Character: "ana"}, SetInitiative{Character: "ana", Leading: 15, Second: 25}} {
		if _, err := s.Do(a); err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
	}
}

// A typed long rest (the round screen's, the players' page's) for a
// character whose hand the table keeps is its hand's long rest: the cards
// it had chosen are put back, as DeclareLongRest does.
func TestTypedLongRestIsTheHands(t *testing.T) {
	s := rewardsScenario(t)
	if _, err := s.Do(ChooseHand{Character: "ana", Level: 1, HandSize: 5, Deck: handDeck(), Cards: []int{1, 2, 3, 4, 5}}); err != nil {
		t.Fatal(err)
	}
	h := s.hands["ana"]
	h.InHand, h.Discard = []int{1, 2, 3}, []int{4, 5} // two cards played in an earlier round
	if _, err := s.Do(ChooseCards{Character: "ana", Leading: 2, Second: 3}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Do(LongRest{Character: "ana"}); err != nil {
		t.Fatal(err)
	}
	if in, _ := s.InitiativeOf("ana"); !in.LongRest {
		t.Errorf("ana's initiative %+v, want a long rest", in)
	}
	if h, _ := s.HandOf("ana"); len(h.Chosen) != 0 {
		t.Errorf("ana's chosen cards %v after her long rest, want none", h.Chosen)
	}
}
