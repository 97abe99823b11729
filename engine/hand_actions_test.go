package engine

import (
	"bytes"
	"errors"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// handDeck is an invented class's deck: card n has initiative 10n, level
// n/3 (0: level X), an attack n on top and a move n below; card 2's bottom
// is a persistent bonus with a track of 2 and lost, card 3's a round bonus.
func handDeck() []ClassCard {
	var d []ClassCard
	for n := 1; n <= 8; n++ {
		c := ClassCard{Number: n, Name: "Card", Level: n / 3, Initiative: 10 * n,
			Top:    CardHalf{Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(n)}}},
			Bottom: CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(n)}}}}
		switch n {
		case 2:
			c.Bottom.Persistent, c.Bottom.Uses, c.Bottom.Lost = true, 2, true
		case 3:
			c.Bottom.Round = true
		}
		d = append(d, c)
	}
	return d
}

// Every hand action refused leaves the scenario as it was, and says why.
func TestHandActionsRefused(t *testing.T) {
	s := rewardsScenario(t)
	deck := handDeck()
	scnMust(t, s.setMonsterInitiative("rat", 50))
	ok := func(a Action) {
		t.Helper()
		if _, err := s.Do(a); err != nil {
			t.Fatalf("%s %+v: %v", a.Kind(), a, err)
		}
	}
	refuse := func(what string, a Action, want error) {
		t.Helper()
		before, _ := s.MarshalJSON()
		_, err := s.Do(a)
		if err == nil || (want != nil && !errors.Is(err, want)) {
			t.Errorf("%s: %s: error %v, want refused (%v)", what, a.Kind(), err, want)
		}
		if after, _ := s.MarshalJSON(); !bytes.Equal(before, after) {
			t.Errorf("%s: %s refused but the scenario changed", what, a.Kind())
		}
	}
	hand := func(cards ...int) ChooseHand {
		return ChooseHand{Character: "ana", Level: 1, HandSize: len(cards), Deck: deck, Cards: cards}
	}
	refuse("no hand kept", ChooseCards{Character: "ana", Leading: 1, Second: 2}, ErrNoHand)
	refuse("no hand to drop", DropHand{Character: "ana"}, ErrNoHand)
	refuse("a summon", ChooseHand{Character: "wolf", Level: 1, HandSize: 1, Deck: deck, Cards: []int{1}}, nil)
	refuse("a monster", ChooseHand{Character: "rat-1", Level: 1, HandSize: 1, Deck: deck, Cards: []int{1}}, nil)
	refuse("level 0", ChooseHand{Character: "ana", Level: 0, HandSize: 1, Deck: deck, Cards: []int{1}}, nil)
	refuse("level 10", ChooseHand{Character: "ana", Level: 10, HandSize: 1, Deck: deck, Cards: []int{1}}, nil)
	refuse("hand size 0", ChooseHand{Character: "ana", Level: 1, HandSize: 0, Deck: deck}, nil)
	refuse("fewer than the hand size", ChooseHand{Character: "ana", Level: 1, HandSize: 3, Deck: deck, Cards: []int{1, 2}}, nil)
	refuse("a card not in the deck", hand(1, 2, 9), nil)
	refuse("a level 2 card at level 1", hand(1, 2, 6), nil)
	refuse("a card twice", hand(1, 2, 2), nil)
	ok(hand(1, 2, 3))
	ok(hand(1, 2, 3, 4, 5)) // chosen again before playing: replaced
	if h, _ := s.HandOf("ana"); len(h.Cards) != 5 {
		t.Fatalf("hand %+v", h)
	}
	refuse("the same card twice", ChooseCards{Character: "ana", Leading: 1, Second: 1}, nil)
	refuse("a card not in the hand", ChooseCards{Character: "ana", Leading: 1, Second: 7}, nil)
	refuse("a long rest with nothing discarded", DeclareLongRest{Character: "ana"}, ErrCannotRest)
	refuse("a typed long rest with nothing discarded", LongRest{Character: "ana"}, ErrCannotRest)
	refuse("a typed initiative, the round's choice open", SetInitiative{Character: "ana", Leading: 15, Second: 25}, ErrHandKept)
	refuse("a short rest with nothing discarded", RestShort{Character: "ana"}, ErrCannotRest)
	refuse("a redraw without a rest", RestRedraw{Character: "ana"}, nil)
	ok(ChooseCards{Character: "ana", Leading: 2, Second: 3})
	refuse("a half not chosen", PlayHalf{Character: "ana", Card: 1, Half: HalfTop}, nil)
	refuse("not its turn", PlayHalf{Character: "ana", Card: 2, Half: HalfTop}, nil)
	refuse("a typed initiative, the cards chosen", SetInitiative{Character: "ana", Leading: 15, Second: 25}, ErrHandKept)
	refuse("a typed initiative out of range, the cards chosen", SetInitiative{Character: "ana"}, ErrHandKept)
	scnMust(t, s.setInitiative("bo", 90, 0))
	for {
		ts, err := s.Do(NextTurn{})
		scnMust(t, err)
		if ts.TurnStart.Turn.Figure == "ana" {
			break
		}
		ok(EndTurn{})
	}
	refuse("a card not chosen", PlayHalf{Character: "ana", Card: 1, Half: HalfTop}, ErrNotChosen)
	refuse("a half that is none", PlayHalf{Character: "ana", Card: 2, Half: "middle"}, nil)
	refuse("choosing while the round is on", ChooseCards{Character: "ana", Leading: 4, Second: 5}, nil)
	refuse("choosing the hand once played", hand(1, 2, 3, 4, 5), nil)
	ok(PlayHalf{Character: "ana", Card: 2, Half: HalfBottom})
	refuse("the same card again", PlayHalf{Character: "ana", Card: 2, Half: HalfTop}, nil)
	refuse("two bottoms", PlayHalf{Character: "ana", Card: 3, Half: HalfBottom}, nil)
	refuse("an event no card names", UseBonus{Character: "ana", Card: 2, Event: "sneeze"}, nil)
	refuse("a card not active", UseBonus{Character: "ana", Card: 1, Event: EventDamage}, nil)
	refuse("a card not active, ended", EndBonus{Character: "ana", Card: 3}, nil)
	refuse("a long rest not declared", RestLong{Character: "ana", Lose: 2}, nil)
	refuse("a short rest during the turns", RestShort{Character: "ana"}, nil)
	ok(PlayHalf{Character: "ana", Card: 3, Half: HalfTop})
	ok(UseBonus{Character: "ana", Card: 2, Event: EventAttacked})
	ok(EndBonus{Character: "ana", Card: 2}) // ended by hand: lost, as its half says
	if h, _ := s.HandOf("ana"); len(h.Active) != 0 || len(h.Lost) != 1 || len(h.Discard) != 1 {
		t.Fatalf("hand %+v", h)
	}
	ok(DropHand{Character: "ana"}) // counting off
	refuse("counting off", UseBonus{Character: "ana", Card: 2, Event: EventDamage}, ErrNoHand)
}

// A card numbered 0 lost by a short rest still allows its redraw, and no
// second rest.
func TestHandRestCardZero(t *testing.T) {
	s := rewardsScenario(t)
	deck := handDeck()
	deck[0].Number = 0
	for _, a := range []Action{
		ChooseHand{Character: "ana", Level: 1, HandSize: 4, Deck: deck, Cards: []int{0, 2, 3, 4}},
		ChooseCards{Character: "ana", Leading: 0, Second: 2},
	} {
		if _, err := s.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	// the two chosen cards discarded by hand: a round's end, no turn taken
	scnMust(t, s.setMonsterInitiative("rat", 50))
	scnMust(t, s.setInitiative("bo", 90, 0))
	h := s.hands["ana"]
	h.InHand, h.Discard, h.Chosen = []int{3, 4}, []int{0, 2}, nil
	for seed := range uint64(20) {
		s.src = modifier.NewSource(seed)
		c := s.hands["ana"].clone()
		rep, err := s.Do(RestShort{Character: "ana"})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Hand.Lost != 0 {
			s.hands["ana"] = c
			continue
		}
		if _, err := s.Do(RestShort{Character: "ana"}); err == nil {
			t.Fatal("a second short rest in the round")
		}
		if _, err := s.Do(RestRedraw{Character: "ana"}); err != nil {
			t.Fatalf("redraw after losing card 0: %v", err)
		}
		return
	}
	t.Fatal("no seed lost card 0")
}
