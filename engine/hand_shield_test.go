package engine

import (
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// shieldDeck is handDeck with shields on the bottoms: card 2 a persistent
// shield 1 with a track of 2 (lost), card 3 a round shield 2, card 4 a
// persistent shield 1 without a track, card 5 a persistent shield 3 for
// the allies (not the bearer's), card 6 a shield 1 that is not a bonus.
func shieldDeck() []ClassCard {
	d := handDeck()
	shield := func(n int) []monster.Action {
		return []monster.Action{{Type: monster.KindShield, Value: monster.Fixed(n)}}
	}
	d[1].Bottom = CardHalf{Actions: shield(1), Persistent: true, Uses: 2, Lost: true}
	d[2].Bottom = CardHalf{Actions: shield(2), Round: true}
	d[3].Bottom = CardHalf{Actions: shield(1), Persistent: true}
	d[4].Bottom = CardHalf{Actions: []monster.Action{{Type: monster.KindShield, Value: monster.Fixed(3), Allies: true, Range: monster.Fixed(1)}}, Persistent: true}
	d[5].Bottom = CardHalf{Actions: shield(1)}
	for i := range d {
		d[i].Level = 1
	}
	return d
}

// turnFor starts the round and turns until character id's; the others
// pass.
func turnFor(t *testing.T, s *Scenario, id string) {
	t.Helper()
	for range 10 {
		rep, err := s.Do(NextTurn{})
		scnMust(t, err)
		if rep.TurnStart == nil {
			t.Fatalf("round over before %s's turn", id)
		}
		if rep.TurnStart.Turn.Figure == id {
			return
		}
		if _, err := s.Do(EndTurn{}); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("no turn of %s", id)
}

// endRound ends the turn in progress, passes those left and ends the
// round.
func endRound(t *testing.T, s *Scenario) {
	t.Helper()
	if _, err := s.Do(EndTurn{}); err != nil {
		t.Fatal(err)
	}
	for {
		rep, err := s.Do(NextTurn{})
		scnMust(t, err)
		if rep.TurnStart == nil {
			break
		}
		if _, err := s.Do(EndTurn{}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Do(EndRound{}); err != nil {
		t.Fatal(err)
	}
}

// A persistent or round card's shield is the bearer's active bonus while
// the card is in the active area (Figure.ShieldTotal counts it) and leaves
// with the card: its track spent, ended by hand, the round over, the
// scenario read back from its snapshot in between. A card played as the
// default action, a shield for the allies and a shield that is not a
// bonus add none; a shield bonus the players gave by hand stays.
func TestHandCardShieldIsAnActiveBonus(t *testing.T) {
	type step struct {
		a      Action
		shield int // ana's shield total after it (base 1)
	}
	use := func(n int) Action { return UseBonus{Character: "ana", Card: n, Event: EventAttacked} }
	for _, tc := range []struct {
		name            string
		leading, second int
		play            []PlayHalf
		after           []step
		endShield       int // after the round's end
		restart         bool
	}{
		{name: "a persistent shield with a track, spent and lost", leading: 1, second: 2,
			play:  []PlayHalf{{Card: 1, Half: HalfTop}, {Card: 2, Half: HalfBottom}},
			after: []step{{use(2), 2}, {use(2), 1}}, endShield: 1},
		{name: "the same, read back from its snapshot before it is spent", leading: 1, second: 2, restart: true,
			play:  []PlayHalf{{Card: 1, Half: HalfTop}, {Card: 2, Half: HalfBottom}},
			after: []step{{use(2), 2}, {use(2), 1}}, endShield: 1},
		{name: "a persistent shield past the round", leading: 1, second: 2,
			play: []PlayHalf{{Card: 1, Half: HalfTop}, {Card: 2, Half: HalfBottom}}, endShield: 2},
		{name: "a round shield ends with the round", leading: 1, second: 3,
			play: []PlayHalf{{Card: 1, Half: HalfTop}, {Card: 3, Half: HalfBottom}}, endShield: 1},
		{name: "a persistent shield without a track, ended by hand", leading: 1, second: 4,
			play:  []PlayHalf{{Card: 1, Half: HalfTop}, {Card: 4, Half: HalfBottom}},
			after: []step{{EndBonus{Character: "ana", Card: 4}, 1}}, endShield: 1},
		{name: "the shield half played as move 2", leading: 1, second: 4,
			play: []PlayHalf{{Card: 1, Half: HalfTop}, {Card: 4, Half: HalfBottom, Default: true}}, endShield: 1},
		{name: "a shield for the allies", leading: 1, second: 5,
			play: []PlayHalf{{Card: 1, Half: HalfTop}, {Card: 5, Half: HalfBottom}}, endShield: 1},
		{name: "a shield that is no bonus", leading: 1, second: 6,
			play: []PlayHalf{{Card: 1, Half: HalfTop}, {Card: 6, Half: HalfBottom}}, endShield: 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := rewardsScenario(t)
			deck := shieldDeck()
			scnMust(t, s.setMonsterInitiative("rat", 50))
			scnMust(t, s.setInitiative("bo", 90, 0))
			// a shield the players gave by hand, the same as a card's
			f := s.byID["ana"]
			f.Bonuses = modifier.Bonuses{{Kind: modifier.BonusShield, Value: 1}}
			for _, a := range []Action{
				ChooseHand{Character: "ana", Level: 1, HandSize: 6, Deck: deck, Cards: []int{1, 2, 3, 4, 5, 6}},
				ChooseCards{Character: "ana", Leading: tc.leading, Second: tc.second},
			} {
				if _, err := s.Do(a); err != nil {
					t.Fatal(err)
				}
			}
			turnFor(t, s, "ana")
			for _, p := range tc.play {
				p.Character = "ana"
				if _, err := s.Do(p); err != nil {
					t.Fatalf("%+v: %v", p, err)
				}
			}
			played := tc.play[1]
			want := 1
			if !played.Default && played.Card <= 4 {
				want += deck[played.Card-1].Bottom.Actions[0].Value.N
			}
			if f, _ := s.Figure("ana"); f.ShieldTotal() != want {
				t.Fatalf("shield %d once played, want %d (bonuses %v)", f.ShieldTotal(), want, f.Bonuses)
			}
			if tc.restart {
				snap, err := s.MarshalJSON()
				scnMust(t, err)
				s, err = UnmarshalScenario(snap)
				scnMust(t, err)
			}
			for _, st := range tc.after {
				if _, err := s.Do(st.a); err != nil {
					t.Fatalf("%+v: %v", st.a, err)
				}
				if f, _ := s.Figure("ana"); f.ShieldTotal() != st.shield {
					t.Fatalf("shield %d after %s, want %d (bonuses %v)", f.ShieldTotal(), st.a.Kind(), st.shield, f.Bonuses)
				}
			}
			endRound(t, s)
			if f, _ := s.Figure("ana"); f.ShieldTotal() != tc.endShield {
				t.Fatalf("shield %d after the round, want %d (bonuses %v)", f.ShieldTotal(), tc.endShield, f.Bonuses)
			}
		})
	}
}
