package engine

import (
	"testing"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// An item's "+2 Move" is added to the character's next move ability: the
// move half it plays after the item is used, or the one it is performing
// as it uses it; a move half played after that one does not get it, an
// attack does not end it, and the turn's end does.
func TestItemMoveBonus(t *testing.T) {
	h := hexgrid.H
	setup := func(t *testing.T) *Scenario {
		s := rewardsScenario(t)
		d := handDeck()
		for i := range d {
			d[i].Level = 1
		}
		d[0].Top = CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(2)}}}
		d[3].Bottom = CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(3)}}}
		scnMust(t, s.bringItems("ana", []TableItem{{Number: 1, Name: "Striding Boots", Use: ItemSpent,
			Effects: []ItemEffect{{Kind: ItemMove, Value: 2}}}}))
		scnMust(t, s.setMonsterInitiative("rat", 50))
		scnMust(t, s.setInitiative("bo", 90, 0))
		mustDo(t, s, ChooseHand{Character: "ana", Level: 1, HandSize: 4, Deck: d, Cards: []int{1, 2, 4, 5}})
		mustDo(t, s, ChooseCards{Character: "ana", Leading: 1, Second: 4})
		turnFor(t, s, "ana")
		return s
	}
	left := func(t *testing.T, s *Scenario, want int) {
		t.Helper()
		if got, known := s.MoveLeft("ana"); !known || got != want {
			t.Fatalf("move left %d (known %v), want %d", got, known, want)
		}
	}
	t.Run("used before the move half, not on the next move half", func(t *testing.T) {
		s := setup(t)
		r := mustDo(t, s, UseItem{Character: "ana", Item: 1})
		if r.Item.Move != 2 || s.ItemBoostOf("ana").Move != 2 {
			t.Fatalf("use: report move %d, boost %+v", r.Item.Move, s.ItemBoostOf("ana"))
		}
		mustDo(t, s, PlayHalf{Character: "ana", Card: 4, Half: HalfBottom})
		left(t, s, 5)
		back, err := UnmarshalScenario(scnSnapshot(t, s))
		scnMust(t, err)
		if got, _ := back.MoveLeft("ana"); got != 5 {
			t.Errorf("snapshot: move left %d, want 5", got)
		}
		mustDo(t, s, MoveAlong{Figure: "ana", Path: []hexgrid.Hex{h(0, 0), h(0, 1), h(0, 2), h(0, 3), h(0, 4)}})
		left(t, s, 1)
		mustDo(t, s, PlayHalf{Character: "ana", Card: 1, Half: HalfTop})
		left(t, s, 2) // the second move ability: its own 2, not the item's
		mustDo(t, s, EndTurn{})
		if b := s.ItemBoostOf("ana"); !b.IsZero() {
			t.Errorf("after the turn the boost is %+v", b)
		}
	})
	t.Run("used during the move half", func(t *testing.T) {
		s := setup(t)
		mustDo(t, s, PlayHalf{Character: "ana", Card: 4, Half: HalfBottom})
		left(t, s, 3)
		mustDo(t, s, UseItem{Character: "ana", Item: 1})
		left(t, s, 5)
	})
}
