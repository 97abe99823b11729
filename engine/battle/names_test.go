package battle

import "testing"

func TestNames(t *testing.T) {
	tests := []struct {
		got  interface{ String() string }
		want string
	}{
		{Hero, "Hero"}, {EvilCharacter, "Evil Character"}, {Enhancement, "Enhancement"}, {Kind(9), "Kind(9)"},
		{Player1, "player 1"}, {Player2, "player 2"}, {Player(7), "Player(7)"},
		{Strength, "strength"}, {Toughness, "toughness"}, {Both, "strength and toughness"}, {Stats(0), "Stats(0)"},
		{Answer(0), "unanswered"}, {Accept, "accept"}, {Decline, "decline"}, {ChooseIncrease, "increase"}, {ChooseBonus, "bonus"}, {Answer(9), "Answer(9)"},
		{PhaseDraw, "draw"}, {PhaseUpkeep, "upkeep"}, {PhasePreparation, "preparation"}, {PhaseBattle, "battle"}, {PhaseDiscard, "discard"}, {Phase(8), "Phase(8)"},
	}
	for _, tc := range tests {
		if s := tc.got.String(); s != tc.want {
			t.Errorf("String() = %q, want %q", s, tc.want)
		}
	}
	if Player1.Opponent() != Player2 || Player2.Opponent() != Player1 {
		t.Error("Opponent is wrong")
	}
	if !Hero.IsCharacter() || !EvilCharacter.IsCharacter() || Enhancement.IsCharacter() {
		t.Error("IsCharacter is wrong")
	}
	if !MustParse("4/2").IsInt() || MustParse("7/2").IsInt() {
		t.Error("IsInt is wrong")
	}
}
