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
		return moveTurnWith(t, []TableItem{{Number: 1, Name: "Striding Boots", Use: ItemSpent,
			Effects: []ItemEffect{{Kind: ItemMove, Value: 2}}}})
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

// An item's "+1 Move to all your move abilities" this turn is added to the
// move half performed as it is used and to every move half played after
// it in the turn, with a "+2 Move" item's bonus on the next one; the
// turn's end ends it.
func TestItemTurnMoveBonus(t *testing.T) {
	h := hexgrid.H
	s := moveTurnWith(t, []TableItem{
		{Number: 18, Name: "Rough Boots", Use: ItemSpent, Effects: []ItemEffect{{Kind: ItemTurnMove, Value: 1}}},
		{Number: 1, Name: "Striding Boots", Use: ItemSpent, Effects: []ItemEffect{{Kind: ItemMove, Value: 2}}}})
	left := func(want int) {
		t.Helper()
		if got, known := s.MoveLeft("ana"); !known || got != want {
			t.Fatalf("move left %d (known %v), want %d", got, known, want)
		}
	}
	mustDo(t, s, PlayHalf{Character: "ana", Card: 4, Half: HalfBottom})
	left(3)
	r := mustDo(t, s, UseItem{Character: "ana", Item: 18})
	if r.Item.TurnMove != 1 {
		t.Errorf("use: report %+v", r.Item)
	}
	left(4) // the move in progress gets it
	mustDo(t, s, UseItem{Character: "ana", Item: 1})
	left(6) // and the next-move item's +2
	mustDo(t, s, MoveAlong{Figure: "ana", Path: []hexgrid.Hex{h(0, 0), h(0, 1), h(0, 2)}})
	left(4)
	mustDo(t, s, PlayHalf{Character: "ana", Card: 1, Half: HalfTop})
	left(3) // the second move ability: its own 2 and the turn's +1
	back, err := UnmarshalScenario(scnSnapshot(t, s))
	scnMust(t, err)
	if got, _ := back.MoveLeft("ana"); got != 3 {
		t.Errorf("snapshot: move left %d, want 3", got)
	}
	mustDo(t, s, EndTurn{})
	if b := s.ItemBoostOf("ana"); !b.IsZero() {
		t.Errorf("after the turn the boost is %+v", b)
	}
}

// moveTurnWith is ana's turn, with items, her hand's card 1 a top move 2
// and card 4 a bottom move 3, the two cards chosen.
func moveTurnWith(t *testing.T, items []TableItem) *Scenario {
	t.Helper()
	s := rewardsScenario(t)
	d := handDeck()
	for i := range d {
		d[i].Level = 1
	}
	d[0].Top = CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(2)}}}
	d[3].Bottom = CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(3)}}}
	scnMust(t, s.bringItems("ana", items))
	scnMust(t, s.setMonsterInitiative("rat", 50))
	scnMust(t, s.setInitiative("bo", 90, 0))
	mustDo(t, s, ChooseHand{Character: "ana", Level: 1, HandSize: 4, Deck: d, Cards: []int{1, 2, 4, 5}})
	mustDo(t, s, ChooseCards{Character: "ana", Leading: 1, Second: 4})
	turnFor(t, s, "ana")
	return s
}
