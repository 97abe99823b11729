package engine

import (
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// BenchmarkHandRound times one round of a kept hand: the hand chosen
// again (dropped and chosen), two cards chosen, the turn started, the top
// of one and the bottom of the other played, the turn and the round
// ended. The target is 1 ms for choosing and playing a card.
func BenchmarkHandRound(b *testing.B) {
	s, err := NewScenario("bench", scnMap(b), 1, 3)
	if err != nil {
		b.Fatal(err)
	}
	if err := s.addCharacter(scnChar("ana", 0, 0, 10)); err != nil {
		b.Fatal(err)
	}
	deck := handDeck()
	round := []Action{
		DropHand{Character: "ana"},
		ChooseHand{Character: "ana", Level: 2, HandSize: 8, Deck: deck, Cards: []int{1, 2, 3, 4, 5, 6, 7, 8}},
		ChooseCards{Character: "ana", Leading: 4, Second: 5}, NextTurn{},
		PlayHalf{Character: "ana", Card: 4, Half: HalfTop}, PlayHalf{Character: "ana", Card: 5, Half: HalfBottom},
		EndTurn{}, EndRound{},
	}
	if _, err := s.Do(round[1]); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, a := range round {
			if _, err := s.Do(a); err != nil {
				b.Fatalf("%s: %v", a.Kind(), err)
			}
		}
	}
}

// BenchmarkPlayHalf times choosing two cards and playing one half of
// each, alone.
func BenchmarkPlayHalf(b *testing.B) {
	s, err := NewScenario("bench", scnMap(b), 1, 3)
	if err != nil {
		b.Fatal(err)
	}
	if err := s.addCharacter(scnChar("ana", 0, 0, 10)); err != nil {
		b.Fatal(err)
	}
	deck := handDeck()
	for _, a := range []Action{ChooseHand{Character: "ana", Level: 2, HandSize: 8, Deck: deck, Cards: []int{1, 2, 3, 4, 5, 6, 7, 8}},
		ChooseCards{Character: "ana", Leading: 4, Second: 5}, NextTurn{}} {
		if _, err := s.Do(a); err != nil {
			b.Fatal(err)
		}
	}
	h := s.hands["ana"]
	saved := h.clone()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Do(PlayHalf{Character: "ana", Card: 4, Half: HalfTop}); err != nil {
			b.Fatal(err)
		}
		if _, err := s.Do(PlayHalf{Character: "ana", Card: 5, Half: HalfBottom}); err != nil {
			b.Fatal(err)
		}
		s.hands["ana"] = saved.clone() // the two cards back in hand, chosen
	}
}

// BenchmarkPlayHalfWithEffects times playing a half with a heal at range
// and an element use, consuming the element and healing an ally with the
// bonus (the player's card play of issue 43), with the card's offers read
// as the hand screen reads them.
func BenchmarkPlayHalfWithEffects(b *testing.B) {
	s, err := NewScenario("bench", scnMap(b), 1, 3)
	if err != nil {
		b.Fatal(err)
	}
	for _, f := range []Figure{scnChar("ana", 0, 0, 10), scnChar("bo", 2, 0, 10)} {
		if err := s.addCharacter(f); err != nil {
			b.Fatal(err)
		}
	}
	deck := handDeck()
	deck[3].Top = CardHalf{Actions: []monster.Action{{Type: monster.KindHeal, Value: monster.Fixed(2), Range: monster.Fixed(2)},
		{Type: monster.KindUse, Elements: []string{"light"}, Actions: []monster.Action{{Type: monster.KindHeal, Value: monster.Fixed(1)}}}}}
	for _, a := range []Action{ChooseHand{Character: "ana", Level: 2, HandSize: 8, Deck: deck, Cards: []int{1, 2, 3, 4, 5, 6, 7, 8}},
		ChooseCards{Character: "ana", Leading: 4, Second: 5}, SetInitiative{Character: "bo", Leading: 90}, NextTurn{}} {
		if _, err := s.Do(a); err != nil {
			b.Fatal(err)
		}
	}
	saved := s.hands["ana"].clone()
	b.ReportAllocs()
	for b.Loop() {
		s.elements.level[modifier.Light-modifier.Fire] = Strong
		s.byID["bo"].HP = 5
		if _, err := s.Do(PlayHalf{Character: "ana", Card: 4, Half: HalfTop}); err != nil {
			b.Fatal(err)
		}
		if _, ok := s.CardOffers("ana", 4); !ok {
			b.Fatal("no offers")
		}
		if _, err := s.Do(ConsumeForCard{Character: "ana", Card: 4, Action: 1}); err != nil {
			b.Fatal(err)
		}
		if _, err := s.Do(ApplyCardAction{Character: "ana", Card: 4, Action: 0, Targets: []string{"bo"}}); err != nil {
			b.Fatal(err)
		}
		if _, err := s.Do(PlayHalf{Character: "ana", Card: 5, Half: HalfBottom}); err != nil {
			b.Fatal(err)
		}
		s.hands["ana"] = saved.clone()
	}
}
