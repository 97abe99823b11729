package engine

import (
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// One card of a kind active at a time ("When another Song is played,
// discard this card"): a persistent song played in a later round sends
// the song already active to the discard pile (a lost one to the lost
// pile) and its shield bonus with it; a bonus of another kind, or of
// none, stays.
func TestHandExclusiveReplacesTheActiveCardOfItsKind(t *testing.T) {
	deck := shieldDeck()
	deck[1].Bottom.Exclusive = "song" // persistent shield 1, track of 2, lost
	deck[3].Bottom.Exclusive = "song" // persistent shield 1, no track
	deck[4].Bottom = CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(1)}}, Persistent: true, Exclusive: "augment"}
	deck[5].Bottom = CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(2)}}, Persistent: true, ExclusiveTwo: "song"}
	for _, tc := range []struct {
		name          string
		first, second int // the bottoms played in rounds 1 and 2
		before        int // a bottom played in a round before them (0: none)
		active        []int
		lost, discard int // where the first one went (0: stays)
	}{
		{name: "a song replaces a lost song", first: 2, second: 4, active: []int{4}, lost: 2},
		{name: "a song replaces a discarded song", first: 4, second: 2, active: []int{2}, discard: 4},
		{name: "an augment leaves a song", first: 4, second: 5, active: []int{4, 5}},
		{name: "two songs while a card lets them", before: 6, first: 4, second: 2, active: []int{2, 4, 6}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := rewardsScenario(t)
			scnMust(t, s.setMonsterInitiative("rat", 50))
			scnMust(t, s.setInitiative("bo", 90, 0))
			_, err := s.Do(ChooseHand{Character: "ana", Level: 1, HandSize: 6, Deck: deck, Cards: []int{1, 2, 3, 4, 5, 6}})
			scnMust(t, err)
			play := func(top, bottom int) Report {
				t.Helper()
				scnMust(t, s.setMonsterInitiative("rat", 50))
				scnMust(t, s.setInitiative("bo", 90, 0))
				_, err := s.Do(ChooseCards{Character: "ana", Leading: top, Second: bottom})
				scnMust(t, err)
				turnFor(t, s, "ana")
				_, err = s.Do(PlayHalf{Character: "ana", Card: top, Half: HalfTop})
				scnMust(t, err)
				rep, err := s.Do(PlayHalf{Character: "ana", Card: bottom, Half: HalfBottom})
				scnMust(t, err)
				return rep
			}
			var tops []int // cards whose tops are played: those no bottom is
			for n := 1; n <= 6; n++ {
				if n != tc.before && n != tc.first && n != tc.second {
					tops = append(tops, n)
				}
			}
			if tc.before != 0 {
				play(tops[2], tc.before)
				endRound(t, s)
			}
			play(tops[0], tc.first)
			endRound(t, s)
			rep := play(tops[1], tc.second)
			h := s.hands["ana"]
			var active []int
			for _, a := range h.Active {
				active = append(active, a.Number)
			}
			slices.Sort(active)
			if !slices.Equal(active, tc.active) {
				t.Fatalf("active %v, want %v", active, tc.active)
			}
			gone := tc.lost + tc.discard
			if gone != 0 && !slices.Equal(rep.Hand.Replaced, []int{gone}) || gone == 0 && len(rep.Hand.Replaced) > 0 {
				t.Errorf("reported replaced %v, want %d", rep.Hand.Replaced, gone)
			}
			if tc.lost != 0 && !slices.Contains(h.Lost, tc.lost) || tc.discard != 0 && !slices.Contains(h.Discard, tc.discard) {
				t.Errorf("lost %v, discard %v: want %d lost, %d discarded", h.Lost, h.Discard, tc.lost, tc.discard)
			}
			shields := 0 // cards 2 and 4 give their bearer shield 1 while active
			for _, n := range active {
				if n == 2 || n == 4 {
					shields++
				}
			}
			if f, _ := s.Figure("ana"); f.ShieldTotal() != shields {
				t.Errorf("shield %d, want %d (bonuses %v)", f.ShieldTotal(), shields, f.Bonuses)
			}
			scnMust(t, h.check())
		})
	}
}

// A card's experience each turn (CardHalf.XPEachTurn) is gained as the
// bearer's turn starts while the card is active, counted in the turn's
// report; of two cards of one kind active at once (a leave for two) one
// only gives it, the one giving the most.
func TestHandCardXPEachTurn(t *testing.T) {
	deck := shieldDeck()
	deck[1].Bottom.Exclusive, deck[1].Bottom.XPEachTurn = "song", 1
	deck[3].Bottom.Exclusive, deck[3].Bottom.XPEachTurn = "song", 2
	deck[5].Bottom = CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(2)}}, Persistent: true, ExclusiveTwo: "song"}
	s := rewardsScenario(t)
	_, err := s.Do(ChooseHand{Character: "ana", Level: 1, HandSize: 6, Deck: deck, Cards: []int{1, 2, 3, 4, 5, 6}})
	scnMust(t, err)
	xp := func() int { f, _ := s.Figure("ana"); return f.XP }
	// round by round: the top and bottom played, the experience its turn's
	// start gave (before they are played); in the last round ana rests
	for i, r := range []struct{ top, bottom, gained int }{
		{1, 6, 0}, // the leave for two songs
		{3, 2, 0}, // a song giving 1
		{5, 4, 1}, // a song giving 2 besides: one of them gives, the most
		{0, 0, 2},
	} {
		scnMust(t, s.setMonsterInitiative("rat", 50))
		scnMust(t, s.setInitiative("bo", 90, 0))
		if r.top != 0 {
			_, err := s.Do(ChooseCards{Character: "ana", Leading: r.top, Second: r.bottom})
			scnMust(t, err)
		} else {
			scnMust(t, s.setInitiative("ana", 40, 0))
		}
		before := xp()
		turnFor(t, s, "ana")
		if got := xp() - before; got != r.gained {
			t.Fatalf("round %d: %d experience as the turn started, want %d", i+1, got, r.gained)
		}
		if r.top != 0 {
			for _, p := range []PlayHalf{{Card: r.top, Half: HalfTop}, {Card: r.bottom, Half: HalfBottom}} {
				p.Character = "ana"
				_, err := s.Do(p)
				scnMust(t, err)
			}
		}
		endRound(t, s)
	}
}
