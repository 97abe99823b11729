package engine

import (
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// CardAttack is the attack of the half just played, worked out as a
// monster card's (value, range, targets, pierce, conditions, push and
// pull, the elements the half infuses), with its area template; none for
// a move, a bonus, the default move 2, before a half is played and once
// the turn is over.
func TestCardAttackOfTheHalfPlayed(t *testing.T) {
	ranged := CardHalf{Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(3), Range: monster.Fixed(4), Target: 2,
		Pierce: 2, Pull: 1, Conditions: []string{"poison"}}, {Type: monster.KindInfuse, Elements: []string{"ice", "any"}}}, XP: 1}
	single := CardHalf{Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(4)}}}
	area := CardHalf{Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(2), Push: 1,
		Area: &monster.Area{Hexes: [][]int{{1, 0}, {1, -1}}, Self: true}}}, Lost: true}
	for _, tc := range []struct {
		name  string
		top   CardHalf
		play  PlayHalf
		want  *CardAttack
		after bool // asked once the turn is over
	}{
		{name: "a ranged attack on two targets", top: ranged, play: PlayHalf{Card: 1, Half: HalfTop},
			want: &CardAttack{Card: 1, Name: "Card", Half: HalfTop, Range: 4, Targets: 2, Attack: modifier.Attack{Value: 3, Ranged: true, Range: 4, Pierce: 2, MaxTargets: 2,
				Effects: []modifier.Effect{{Kind: modifier.Poison}, {Kind: modifier.Pull, Amount: 1}, {Kind: modifier.Ice}}}}},
		{name: "a melee attack with no target count: one target", top: single, play: PlayHalf{Card: 1, Half: HalfTop},
			want: &CardAttack{Card: 1, Name: "Card", Half: HalfTop, Targets: 1, Attack: modifier.Attack{Value: 4, Range: 1, MaxTargets: 1}}},
		{name: "an area attack: its template, range not checked", top: area, play: PlayHalf{Card: 1, Half: HalfTop},
			want: &CardAttack{Card: 1, Name: "Card", Half: HalfTop, Targets: 1, Area: &hexgrid.Template{Self: true, Hexes: []hexgrid.Hex{hexgrid.H(1, 0), hexgrid.H(1, -1)}},
				Attack: modifier.Attack{Value: 2, Effects: []modifier.Effect{{Kind: modifier.Push, Amount: 1}}}}},
		{name: "the top as the default attack 2", top: area, play: PlayHalf{Card: 1, Half: HalfTop, Default: true},
			want: &CardAttack{Card: 1, Name: "Card", Half: HalfTop, Default: true, Targets: 1, Attack: modifier.Attack{Value: 2, Range: 1, MaxTargets: 1}}},
		{name: "a move", top: area, play: PlayHalf{Card: 1, Half: HalfBottom}},
		{name: "the default move 2", top: area, play: PlayHalf{Card: 1, Half: HalfBottom, Default: true}},
		{name: "the turn over", top: ranged, play: PlayHalf{Card: 1, Half: HalfTop}, after: true},
		// "One adjacent ally may perform Attack 3": the ally's attack, not the player's
		{name: "an ally performs the attack", top: CardHalf{Actions: []monster.Action{{Type: monster.KindPerform, Range: monster.Fixed(1),
			Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(3)}}}}}, play: PlayHalf{Card: 1, Half: HalfTop}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := rewardsScenario(t)
			d := handDeck()
			d[0].Top = tc.top
			scnMust(t, s.setMonsterInitiative("rat", 50))
			scnMust(t, s.setInitiative("bo", 90, 0))
			for _, a := range []Action{ChooseHand{Character: "ana", Level: 1, HandSize: 3, Deck: d, Cards: []int{1, 2, 4}},
				ChooseCards{Character: "ana", Leading: 1, Second: 2}} {
				if _, err := s.Do(a); err != nil {
					t.Fatal(err)
				}
			}
			turnFor(t, s, "ana")
			if _, ok := s.CardAttack("ana"); ok {
				t.Fatal("an attack before a half is played")
			}
			tc.play.Character = "ana"
			if _, err := s.Do(tc.play); err != nil {
				t.Fatal(err)
			}
			if tc.after {
				if _, err := s.Do(EndTurn{}); err != nil {
					t.Fatal(err)
				}
			}
			if m, _, ok := s.cardMove("ana"); ok && tc.top.Actions[0].Type == monster.KindPerform {
				t.Fatalf("move %d of an ally's action given to the player", m)
			}
			got, ok := s.CardAttack("ana")
			switch {
			case tc.want == nil && ok:
				t.Fatalf("attack %+v, want none", got)
			case tc.want != nil && !ok:
				t.Fatal("no attack")
			case tc.want != nil && !reflect.DeepEqual(got, *tc.want):
				t.Fatalf("attack\n%+v, want\n%+v", got, *tc.want)
			}
		})
	}
}
