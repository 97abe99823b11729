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
