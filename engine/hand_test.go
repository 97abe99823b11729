package engine

import (
	"errors"
	"github.com/haventable/haventable/engine/modifier"
	"testing"
)

func piles(t *testing.T, s *Scenario, id string) CardPiles {
	t.Helper()
	f, ok := s.Figure(id)
	if !ok || f.Cards == nil {
		t.Fatalf("%s's cards are not counted", id)
	}
	return *f.Cards
}

// Cards played go to the discard pile or are lost; a short rest loses one
// card of the discard pile at random (the same one for the same seed) and
// takes the others back; the piles survive a snapshot.
func TestHandPlayAndShortRest(t *testing.T) {
	s := rewardsScenario(t)
	// A figure handed out shares nothing with the scenario.
	scnMust(t, s.setHand("bo", 5))
	if f, _ := s.Figure("bo"); f.Cards != nil {
		f.Cards.Hand = 1
	}
	if piles(t, s, "bo").Hand != 5 {
		t.Fatal("a change to a figure handed out changed the scenario's piles")
	}
	if _, err := s.Do(PlayCards{Character: "ana", Discarded: 2}); !errors.Is(err, ErrCardsNotCounted) {
		t.Errorf("playing cards not counted: %v", err)
	}
	for _, tc := range []struct {
		act  Action
		want CardPiles
		ok   bool
	}{
		{SetHand{Character: "ana", Size: 10}, CardPiles{Hand: 10}, true},
		{SetHand{Character: "ana", Size: MaxHandSize + 1}, CardPiles{Hand: 10}, false},
		{SetHand{Character: "wolf", Size: 5}, CardPiles{Hand: 10}, false}, // a summon
		{PlayCards{Character: "ana", Discarded: 1, Lost: 1}, CardPiles{Hand: 8, Discard: 1, Lost: 1}, true},
		{ShortRest{Character: "ana"}, CardPiles{Hand: 8, Discard: 1, Lost: 1}, false}, // one card discarded
		{PlayCards{Character: "ana", Discarded: 9}, CardPiles{Hand: 8, Discard: 1, Lost: 1}, false},
		{PlayCards{Character: "ana"}, CardPiles{Hand: 8, Discard: 1, Lost: 1}, false},
		{PlayCards{Character: "ana", Discarded: -1, Lost: 2}, CardPiles{Hand: 8, Discard: 1, Lost: 1}, false},
		{PlayCards{Character: "ana", Discarded: 2}, CardPiles{Hand: 6, Discard: 3, Lost: 1}, true},
		{ShortRest{Character: "ana"}, CardPiles{Hand: 8, Discard: 0, Lost: 2}, true},
	} {
		rep, err := s.Do(tc.act)
		if (err == nil) != tc.ok {
			t.Errorf("%s %+v: error %v, want ok %v", tc.act.Kind(), tc.act, err, tc.ok)
		}
		if got := piles(t, s, "ana"); got != tc.want {
			t.Errorf("%s %+v: piles %+v, want %+v", tc.act.Kind(), tc.act, got, tc.want)
		}
		if r := rep.Rest; err == nil && tc.act.Kind() == "short-rest" {
			if r == nil || r.Of != 3 || r.Lost < 1 || r.Lost > 3 || r.Long || rep.Summary().RestOf != 3 {
				t.Errorf("short rest reported %+v", r)
			}
		}
	}

	// The same seed loses the same card; the piles are in the snapshot.
	lost := map[int]bool{}
	for seed := range uint64(12) {
		a, b := rewardsScenario(t), rewardsScenario(t)
		a.src, b.src = modifier.NewSource(seed), modifier.NewSource(seed)
		var got [2]int
		for i, x := range []*Scenario{a, b} {
			for _, act := range []Action{SetHand{Character: "bo", Size: 9}, PlayCards{Character: "bo", Discarded: 2},
				PlayCards{Character: "bo", Discarded: 2}} {
				if _, err := x.Do(act); err != nil {
					t.Fatal(err)
				}
			}
			rep, err := x.Do(ShortRest{Character: "bo"})
			if err != nil {
				t.Fatal(err)
			}
			got[i] = rep.Rest.Lost
		}
		if got[0] != got[1] {
			t.Fatalf("seed %d loses cards %d and %d", seed, got[0], got[1])
		}
		lost[got[0]] = true
		data, err := a.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		back, err := UnmarshalScenario(data)
		if err != nil {
			t.Fatal(err)
		}
		if piles(t, back, "bo") != (CardPiles{Hand: 8, Lost: 1}) {
			t.Errorf("after a snapshot: %+v", piles(t, back, "bo"))
		}
	}
	if len(lost) < 3 {
		t.Errorf("12 seeds lost only cards %v of 4", lost)
	}
}

// A long rest needs two discarded cards; at its turn the character heals
// and takes back all discarded cards but one, which is lost.
func TestLongRestRefreshesCards(t *testing.T) {
	s := rewardsScenario(t)
	scnMust(t, s.setHand("ana", 10))
	scnMust(t, s.playCards("ana", 1, 0))
	if err := s.setLongRest("ana"); !errors.Is(err, ErrCannotRest) {
		t.Fatalf("a long rest with one discarded card: %v", err)
	}
	scnMust(t, s.playCards("ana", 2, 1))
	scnMust(t, s.setLongRest("ana"))
	if _, err := s.shortRest("ana"); err == nil {
		t.Error("a short rest in the round of a long rest")
	}
	scnMust(t, s.setInitiative("bo", 30, 40))
	scnMust(t, s.setMonsterInitiative("rat", 50))
	for {
		rep, err := s.Do(NextTurn{})
		scnMust(t, err)
		if rep.TurnStart == nil {
			t.Fatal("ana's turn never came")
		}
		if rep.TurnStart.Turn.Figure != "ana" {
			continue
		}
		if r := rep.TurnStart.Refreshed; r == nil || !r.Long || r.Of != 3 || !rep.Summary().RestLong {
			t.Errorf("ana's long rest refreshed %+v", r)
		}
		break
	}
	if got := piles(t, s, "ana"); got != (CardPiles{Hand: 8, Lost: 2}) {
		t.Errorf("after the long rest: %+v", got)
	}
}

// At the end of a round a character who can neither play two cards nor
// rest is exhausted; one who can rest must.
func TestExhaustedWithoutCards(t *testing.T) {
	s := rewardsScenario(t)
	scnMust(t, s.setHand("ana", 4))
	scnMust(t, s.playCards("ana", 1, 2)) // 1 in hand, 1 discarded
	scnMust(t, s.setHand("bo", 4))
	scnMust(t, s.playCards("bo", 2, 1)) // 1 in hand, 2 discarded
	if p := piles(t, s, "bo"); !p.MustRest() || p.Exhausted() {
		t.Errorf("bo %+v: must rest %v, exhausted %v", p, p.MustRest(), p.Exhausted())
	}
	rep, err := s.Do(EndRound{})
	scnMust(t, err)
	if ex := rep.RoundEnd.Exhausted; len(ex) != 1 || ex[0] != "ana" {
		t.Errorf("exhausted at the end of the round: %v", ex)
	}
	if f, _ := s.Figure("ana"); f.Alive() || f.State != Exhausted {
		t.Errorf("ana is %v", f.State)
	}
	if f, _ := s.Figure("bo"); !f.Alive() {
		t.Error("bo, who can rest, is out")
	}
	if sum := rep.Summary(); len(sum.Fell) != 1 || sum.Fell[0] != "ana" {
		t.Errorf("the log keeps %v as fallen", sum.Fell)
	}
}

// A short rest is taken at the end of the round (Gloomhaven rulebook,
// "Resting": in the cleanup step), never during the round's turns: while a
// figure takes its turn, or while turns are left, it is refused with
// ErrRestTime; once every turn is over, or between rounds, it is taken.
func TestShortRestAtTheEndOfTheRound(t *testing.T) {
	s := loadAbilities(t, 2)
	scnMust(t, doErr(s, SetHand{Character: "a", Size: 6}))
	scnMust(t, doErr(s, PlayCards{Character: "a", Discarded: 2}))
	scnMust(t, s.setInitiative("a", 50, 60))
	scnMust(t, doErr(s, DrawAbilities{}))
	if !s.ShortRestTime() {
		t.Error("no short rest before the round's first turn")
	}
	for turn := 0; ; turn++ {
		rep, err := s.Do(NextTurn{})
		scnMust(t, err)
		if rep.TurnStart == nil {
			break
		}
		if _, err := s.Do(ShortRest{Character: "a"}); !errors.Is(err, ErrRestTime) {
			t.Fatalf("a short rest during %s's turn: %v", rep.TurnStart.Turn.Figure, err)
		}
		if s.ShortRestTime() {
			t.Errorf("short rest time during %s's turn", rep.TurnStart.Turn.Figure)
		}
	}
	if !s.ShortRestTime() {
		t.Fatal("every turn is over: no short rest")
	}
	if _, err := s.Do(ShortRest{Character: "a"}); err != nil {
		t.Errorf("a short rest at the end of the round: %v", err)
	}
}
