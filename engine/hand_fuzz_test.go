package engine

import (
	"bytes"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// FuzzHandActions plays any sequence of hand actions (and turns and round
// ends) on one character: after each, the hand keeps each card in exactly
// one place; a refused action changes nothing; the snapshot reads back as
// written.
func FuzzHandActions(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})
	f.Add([]byte{0, 1, 2, 3, 3, 4, 9, 9, 11, 5, 6, 7})
	f.Add([]byte{0, 15, 0x41, 2, 3, 0x44, 13, 14, 0x4d, 0x4e, 0x5e, 5, 9})
	f.Fuzz(func(t *testing.T, script []byte) {
		if len(script) > 200 {
			return
		}
		s := rewardsScenario(t)
		scnMust(t, s.setMonsterInitiative("rat", 50))
		deck := handDeck()
		// card 5's top heals at range 2 with a bonus for fire, card 6's
		// blesses itself and all allies within range 2
		deck[4].Top = CardHalf{Actions: []monster.Action{{Type: monster.KindHeal, Value: monster.Fixed(2), Range: monster.Fixed(2)},
			{Type: monster.KindUse, Elements: []string{"fire"}, Actions: []monster.Action{{Type: monster.KindHeal, Value: monster.Fixed(1)}}}}}
		deck[5].Top = CardHalf{Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(2)},
			{Type: monster.KindUse, Elements: []string{"any"}, Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(1)}}},
			{Type: monster.KindCondition, Conditions: []string{"bless"}, Self: true, Allies: true, Range: monster.Fixed(2)}}}
		for i, b := range script {
			n := int(b>>4)%8 + 1 // a card 1 to 8
			m := int(b>>1)%8 + 1
			half := HalfTop
			if b&1 == 1 {
				half = HalfBottom
			}
			var a Action
			switch b % 16 {
			case 0:
				a = ChooseHand{Character: "ana", Level: 2, HandSize: 6, Deck: deck, Cards: []int{1, 2, 3, 4, 5, 6}}
			case 1:
				a = ChooseCards{Character: "ana", Leading: n, Second: m}
			case 2:
				a = SetInitiative{Character: "bo", Leading: 70}
			case 3:
				a = NextTurn{}
			case 4:
				a = PlayHalf{Character: "ana", Card: n, Half: half, Default: b&2 == 2}
			case 5:
				a = EndTurn{}
			case 6:
				a = UseBonus{Character: "ana", Card: n, Event: UseEvents[int(b)%len(UseEvents)]}
			case 7:
				a = EndBonus{Character: "ana", Card: n}
			case 8:
				a = RestShort{Character: "ana"}
			case 9:
				a = EndRound{}
			case 10:
				a = RestRedraw{Character: "ana"}
			case 11:
				a = DeclareLongRest{Character: "ana"}
			case 13:
				a = ConsumeForCard{Character: "ana", Card: n, Action: int(b>>1) % 3, Element: []string{"", "fire", "ice"}[int(b>>2)%3]}
			case 14:
				a = ApplyCardAction{Character: "ana", Card: n, Action: int(b>>1) % 3, Targets: [][]string{nil, {"ana"}, {"bo"}, {"ana", "bo"}}[int(b>>2)%4]}
			case 15:
				a = Infuse{Element: modifier.Fire}
			default:
				a = RestLong{Character: "ana", Lose: n}
			}
			before, err := s.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Do(a); err != nil {
				after, _ := s.MarshalJSON()
				if h, ok := s.hands["ana"]; ok && !bytes.Equal(before, after) && isHandAction(a) {
					t.Fatalf("step %d %s %+v refused (%v) but the scenario changed (hand %+v)", i, a.Kind(), a, err, h)
				}
				continue
			}
			if h, ok := s.hands["ana"]; ok {
				if err := h.check(); err != nil {
					t.Fatalf("step %d %s %+v: %v", i, a.Kind(), a, err)
				}
			}
			snap, err := s.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			back, err := UnmarshalScenario(snap)
			if err != nil {
				t.Fatalf("step %d %s: the snapshot does not read back: %v", i, a.Kind(), err)
			}
			if again, _ := back.MarshalJSON(); !bytes.Equal(again, snap) {
				t.Fatalf("step %d %s: the snapshot reads back otherwise", i, a.Kind())
			}
		}
	})
}

func isHandAction(a Action) bool {
	_, ok := a.(handAction)
	return ok
}
