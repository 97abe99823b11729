package engine

import (
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
)

// whoseScenario has character a (with summon wolf), character b, and
// monster rat-1; a is taking its turn, and wolf's attack on rat-1 is
// drawn and not yet applied.
func whoseScenario(t *testing.T) *Scenario {
	t.Helper()
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addCharacter(scnChar("b", 2, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 5, 0, 3)))
	scnMust(t, s.summon(scnSummon("wolf", "a", 4, 0, 4)))
	s.money[hexgrid.H(2, 0)] = 1
	s.money[hexgrid.H(6, 4)] = 1
	return s
}

func TestActionCharacter(t *testing.T) {
	s := whoseScenario(t)
	idle := whoseScenario(t)
	scnMust(t, s.setInitiative("a", 10, 20))
	scnMust(t, s.setInitiative("b", 30, 40))
	scnMust(t, s.setMonsterInitiative("rat", 50))
	if _, err := s.Do(NextTurn{}); err != nil {
		t.Fatal(err)
	}
	if id, _ := s.Active(); id != "a" {
		t.Fatalf("active %q, want a", id)
	}
	if _, err := s.drawAttack("wolf", modifier.Attack{Value: 1}, []string{"rat-1"}); err != nil {
		t.Fatal(err)
	}
	h := hexgrid.H(1, 1)
	tests := []struct {
		on     *Scenario
		action Action
		want   string
	}{
		{s, Move{Figure: "a", To: h}, "a"},
		{s, Move{Figure: "wolf", To: h}, "a"},
		{s, Move{Figure: "rat-1", To: h}, ""},
		{s, Move{Figure: "nobody", To: h}, ""},
		{s, MoveAlong{Figure: "rat-1", Path: []hexgrid.Hex{h}}, ""},
		{s, MoveAlong{Figure: "b", Path: []hexgrid.Hex{h}}, "b"},
		{s, RemoveFigure{Figure: "wolf"}, "a"},
		{s, RemoveFigure{Figure: "rat-1"}, ""},
		{s, OpenDoor{At: h}, ""},
		{s, PlaceMoney{At: h, Count: 1}, ""},
		{s, MoveMoney{From: h, To: h}, ""},
		{s, LootMoney{At: hexgrid.H(2, 0)}, "b"},
		{s, LootMoney{At: hexgrid.H(6, 4)}, ""},
		{s, LootMoney{At: hexgrid.H(6, 4), By: "a"}, "a"},
		{s, LootMoney{At: hexgrid.H(6, 4), By: "rat-1"}, ""},
		{s, LootChest{At: hexgrid.H(2, 0)}, "b"},
		{s, LootChest{At: hexgrid.H(6, 4)}, ""},
		{s, LootChest{At: hexgrid.H(6, 4), By: "a"}, "a"},
		{s, LootToken{}, "a"},
		{idle, LootToken{}, ""},
		{s, LootToken{Character: "b"}, "b"},
		{s, LootToken{Character: "rat-1"}, ""},
		{s, AddStandee{Type: "rat", At: h}, ""},
		{s, AddSummon{Summoner: "b", Name: "Bear", HP: 3, At: h}, "b"},
		{s, AddSummon{Summoner: "rat-1", Name: "Bear", HP: 3, At: h}, ""},
		{s, DamageFigure{Figure: "b", Amount: 1}, "b"},
		{s, DamageFigure{Figure: "rat-1", Amount: 1}, ""},
		{s, HealFigure{Figure: "wolf", Amount: 1}, "a"},
		{s, SetCondition{Figure: "a", Condition: modifier.Poison, Held: true}, "a"},
		{s, SetCondition{Figure: "rat-1", Condition: modifier.Poison, Held: true}, ""},
		{s, AddBonus{Figure: "b", Bonus: modifier.Bonus{Kind: modifier.BonusShield, Value: 1}}, "b"},
		{s, RemoveBonus{Figure: "rat-1"}, ""},
		{s, SetMaxHP{Figure: "a", MaxHP: 12}, "a"},
		{s, NextTurn{}, "a"},
		{idle, NextTurn{}, ""},
		{s, EndTurn{}, "a"},
		{idle, EndTurn{}, ""},
		{s, EndRound{}, ""},
		{s, Infuse{Element: modifier.Fire}, ""},
		{s, Consume{Element: modifier.Fire}, ""},
		{s, SetInitiative{Character: "b", Leading: 5, Second: 6}, "b"},
		{s, SetInitiative{Character: "wolf", Leading: 5, Second: 6}, ""},
		{s, LongRest{Character: "a"}, "a"},
		{s, UseItem{Character: "b", Item: 1}, "b"},
		{s, UseItem{Character: "wolf", Item: 1}, ""},
		{s, KeepBattleGoal{Character: "b", Choice: 1}, "b"},
		{s, RefreshItem{Character: "a", Item: 1}, "a"},
		{s, RefreshItem{Character: "rat-1", Item: 1}, ""},
		{s, SetMonsterInitiative{Type: "rat", Initiative: 3}, ""},
		{s, DrawAttack{Attacker: "wolf", Targets: []string{"rat-1"}}, "a"},
		{s, DrawAttack{Attacker: "rat-1", Targets: []string{"a"}}, ""},
		{s, ApplyAttack{}, "a"},
		{idle, ApplyAttack{}, ""},
		{s, AddCard{Deck: "a", Card: modifier.Card{}}, ""},
		{s, DrawCard{Deck: "a"}, "a"},
		{s, DrawCard{}, ""},
		{s, ResetDeck{Deck: "b"}, ""},
		{s, DrawAbilities{}, ""},
		{s, GainXP{Character: "b", Amount: 2}, "b"},
		{s, Exhaust{Character: "a"}, "a"},
		{s, SetHand{Character: "a", Size: 9}, "a"},
		{s, PlayCards{Character: "b", Discarded: 1}, "b"},
		{s, ShortRest{Character: "b"}, "b"},
		{s, SetImbuement{}, ""},
		{s, ChooseHand{Character: "a"}, "a"},
		{s, DropHand{Character: "b"}, "b"},
		{s, ChooseCards{Character: "a"}, "a"},
		{s, DeclareLongRest{Character: "a"}, "a"},
		{s, PlayHalf{Character: "b"}, "b"},
		{s, UseBonus{Character: "a"}, "a"},
		{s, ConsumeForCard{Character: "a"}, "a"},
		{s, ApplyCardAction{Character: "b"}, "b"},
		{s, TeleportForCard{Character: "b"}, "b"},
		{s, EndBonus{Character: "a"}, "a"},
		{s, RestShort{Character: "a"}, "a"},
		{s, RestRedraw{Character: "a"}, "a"},
		{s, RestLong{Character: "a"}, "a"},
		{s, &SetHand{Character: "b", Size: 9}, "b"}, // a pointer is read as its value
		{s, nil, ""},
	}
	seen := map[string]bool{}
	for _, tc := range tests {
		if tc.action == nil {
			if got := tc.on.ActionCharacter(nil); got != "" {
				t.Errorf("no action: %q, want the game master's", got)
			}
			continue
		}
		seen[tc.action.Kind()] = true
		if got := tc.on.ActionCharacter(tc.action); got != tc.want {
			t.Errorf("%#v: %q, want %q", tc.action, got, tc.want)
		}
	}
	for _, kind := range ActionKinds() {
		if !seen[kind] {
			t.Errorf("action kind %q is not in the table", kind)
		}
	}
}
