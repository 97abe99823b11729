package engine

import (
	"errors"
	"slices"
	"testing"
)

// A character that discarded cards while they were counted (an event's
// "discard 2 cards" at the scenario's start) and then has its hand kept
// chooses which cards of that hand start discarded: another number is
// refused, and with them the hand starts with those cards in its discard
// pile. A hand chosen with none (as every hand was before the field, so
// old logs replay) is taken whole.
func TestChooseHandCarriesTheDiscard(t *testing.T) {
	s := refusalScenario(t)
	mustDo(t, s, PlayCards{Character: "c1", Discarded: 2})
	hand := []int{1, 2, 3, 4, 5, 6, 7, 8}
	var owed *DiscardOwedError
	if _, err := s.Do(ChooseHand{Character: "c1", Level: 2, HandSize: 8, Deck: handDeck(), Cards: hand, Discard: []int{3}}); !errors.As(err, &owed) || owed.Owed != 2 {
		t.Fatalf("a hand with 1 of the 2 cards discarded: %v", err)
	}
	for _, bad := range [][]int{{3, 9}, {3, 3}, {3, 4, 5}} {
		if _, err := s.Do(ChooseHand{Character: "c1", Level: 2, HandSize: 8, Deck: handDeck(), Cards: hand, Discard: bad}); err == nil {
			t.Errorf("discarding %v was taken", bad)
		}
	}
	mustDo(t, s, ChooseHand{Character: "c1", Level: 2, HandSize: 8, Deck: handDeck(), Cards: hand, Discard: []int{3, 5}})
	h, ok := s.HandOf("c1")
	if !ok || !slices.Equal(h.Discard, []int{3, 5}) || len(h.InHand) != 6 || slices.Contains(h.InHand, 3) {
		t.Fatalf("the hand kept: %+v", h)
	}
	// a log of before the field: the hand taken whole
	legacy := refusalScenario(t)
	mustDo(t, legacy, PlayCards{Character: "c1", Discarded: 2})
	mustDo(t, legacy, ChooseHand{Character: "c1", Level: 2, HandSize: 8, Deck: handDeck(), Cards: hand})
	if h, _ := legacy.HandOf("c1"); len(h.InHand) != 8 {
		t.Errorf("an old log's hand: %+v", h)
	}
	// a character whose cards were not counted discards nothing
	if _, err := s.Do(ChooseHand{Character: "c0", Level: 2, HandSize: 8, Deck: handDeck(), Cards: hand, Discard: []int{3}}); !errors.As(err, &owed) || owed.Owed != 0 {
		t.Errorf("c0 discarding a card it never discarded: %v", err)
	}
}
