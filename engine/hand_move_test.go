package engine

import (
	"bytes"
	"errors"
	"testing"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// A move half played on the character's turn gives it that many movement
// points: a way along the map (MoveAlong) beyond them is refused as a
// monster's is, the points spent before the half was played do not
// count against it, and the default move 2 gives 2. Before a move half
// (an attack half played), the engine does not know the move.
func TestCardMoveChecksThePath(t *testing.T) {
	h := hexgrid.H
	way := func(n int) []hexgrid.Hex { // down from ana's (0,0)
		out := []hexgrid.Hex{h(0, 0)}
		for i := 1; i <= n; i++ {
			out = append(out, h(0, i))
		}
		return out
	}
	for _, tc := range []struct {
		name   string
		bottom PlayHalf
		first  int // hexes moved after the top (attack) half, before the bottom
		tooFar int // a way this long refused after the bottom (0: none tried)
		fits   int // then this long accepted: the points the half gives
	}{
		{name: "move 3", bottom: PlayHalf{Card: 4, Half: HalfBottom}, tooFar: 4, fits: 3},
		{name: "the default move 2", bottom: PlayHalf{Card: 4, Half: HalfBottom, Default: true}, tooFar: 3, fits: 2},
		{name: "move 3 after moving 1 before it", bottom: PlayHalf{Card: 4, Half: HalfBottom}, first: 1, fits: 3}, // (0,5) is off the map
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := rewardsScenario(t)
			d := handDeck()
			for i := range d {
				d[i].Level = 1
			}
			d[3].Bottom = CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(3)}}}
			anaPlaysTop(t, s, d)
			if _, known := s.MoveLeft("ana"); known {
				t.Fatal("a move known after an attack half")
			}
			start := 0
			if tc.first > 0 {
				if _, err := s.Do(MoveAlong{Figure: "ana", Path: way(tc.first)}); err != nil {
					t.Fatal(err)
				}
				start = tc.first
			}
			tc.bottom.Character = "ana"
			if _, err := s.Do(tc.bottom); err != nil {
				t.Fatal(err)
			}
			from := func(n int) []hexgrid.Hex {
				out := []hexgrid.Hex{}
				for i := start; i <= start+n; i++ {
					out = append(out, h(0, i))
				}
				return out
			}
			if left, known := s.MoveLeft("ana"); !known || left != tc.fits {
				t.Fatalf("move left %d (known %v) once the half is played, want %d", left, known, tc.fits)
			}
			if _, err := s.Do(MoveAlong{Figure: "ana", Path: from(tc.tooFar)}); tc.tooFar > 0 && !errors.Is(err, ErrMoveTooFar) {
				t.Fatalf("a way of %d hexes: %v, want refused as too far", tc.tooFar, err)
			}
			if _, err := s.Do(MoveAlong{Figure: "ana", Path: from(tc.fits)}); err != nil {
				t.Fatalf("a way of %d hexes: %v", tc.fits, err)
			}
			if left, known := s.MoveLeft("ana"); !known || left != 0 {
				t.Fatalf("move left %d (known %v), want 0", left, known)
			}
			if tc.first > 0 { // a snapshot with a negative count is refused
				snap, err := s.MarshalJSON()
				scnMust(t, err)
				bad := bytes.Replace(snap, []byte(`"moved_before":1`), []byte(`"moved_before":-1`), 1)
				if bytes.Equal(bad, snap) {
					t.Fatal("no moved_before in the snapshot")
				}
				if _, err := UnmarshalScenario(bad); err == nil {
					t.Fatal("a snapshot with moved_before -1 read back")
				}
			}
		})
	}
}

// anaPlaysTop starts ana's turn on s (the rewards scenario) with deck d,
// its hand cards 1, 2, 4 and 5, cards 1 and 4 chosen, and plays card 1's
// top.
func anaPlaysTop(t *testing.T, s *Scenario, d []ClassCard) {
	t.Helper()
	scnMust(t, s.setMonsterInitiative("rat", 50))
	scnMust(t, s.setInitiative("bo", 90, 0))
	for _, a := range []Action{ChooseHand{Character: "ana", Level: 1, HandSize: 4, Deck: d, Cards: []int{1, 2, 4, 5}},
		ChooseCards{Character: "ana", Leading: 1, Second: 4}} {
		if _, err := s.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	turnFor(t, s, "ana")
	if _, err := s.Do(PlayHalf{Character: "ana", Card: 1, Half: HalfTop}); err != nil {
		t.Fatal(err)
	}
}
