package engine

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// refusalScenario is a Frosthaven scenario in the first turn of round 1:
// three characters ("c0" takes its turn, "c1" and "c2" wait, "c1" with a
// hand of 10 cards), the Cave Rats and an ally, a loot deck, money on
// (-1, 5), a trap, a hazardous hex and a closed door.
func refusalScenario(t *testing.T) *Scenario {
	t.Helper()
	file, err := scenariofile.Sample("twin-vaults")
	if err != nil {
		t.Fatal(err)
	}
	s, err := LoadScenarioFor(file, Setup{Level: 1, Players: 3, Seed: 9, Rules: rules.Frosthaven,
		Allies: []string{"Ash Acolyte"}, Loot: &LootSetup{Counts: map[string]int{"money": 2},
			Cards: []LootCard{{Kind: "money", Amount: 1}, {Kind: "money", Amount: 2}}}}, SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	for i, h := range file.Starts[:3] {
		scnMust(t, s.addCharacter(scnChar(fmt.Sprintf("c%d", i), h.Q, h.R, 10)))
	}
	s.money[file.Starts[3]] = 1
	scnMust(t, s.bringItems("c0", testItems()))
	for _, a := range []Action{
		SetHand{Character: "c1", Size: 10},
		SetInitiative{Character: "c0", Leading: 1, Second: 90},
		SetInitiative{Character: "c1", Leading: 20, Second: 90},
		SetInitiative{Character: "c2", Leading: 30, Second: 90},
		SetMonsterInitiative{Type: "Cave Rat", Initiative: 40},
		NextTurn{},
	} {
		if _, err := s.Do(a); err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
	}
	return s
}

// refusal is an action built to be refused, with what is done first.
type refusal struct {
	name    string
	prepare []Action
	action  Action
}

// refusals are, by kind, actions refused on refusalScenario; some are
// refused late, after steps that would change the scenario.
func refusals() map[string][]refusal {
	rat, far := "cave-rat-1", hexgrid.H(40, 40)
	bless := modifier.MustParseCard("bless")
	pending := []Action{DrawAttack{Attacker: "c0", Attack: modifier.Attack{Value: 1}, Targets: []string{rat}}}
	hand := []Action{ChooseHand{Character: "c0", Level: 2, HandSize: 8, Deck: handDeck(), Cards: []int{1, 2, 3, 4, 5, 6, 7, 8}}}
	out := map[string][]refusal{}
	for _, r := range []refusal{
		{"no figure", nil, Move{Figure: "nobody", To: hexgrid.H(0, 5)}},
		{"onto a figure", nil, Move{Figure: "c0", To: hexgrid.H(-2, 6)}},
		{"no figure", nil, RemoveFigure{Figure: "nobody"}},
		{"no door", nil, OpenDoor{At: hexgrid.H(0, 0)}},
		{"off the map", nil, PlaceMoney{At: far, Count: 1}},
		{"no count", nil, PlaceMoney{At: hexgrid.H(0, 5), Count: -1}},
		{"no money", nil, MoveMoney{From: hexgrid.H(0, 5), To: hexgrid.H(0, 4)}},
		{"off the map", nil, MoveMoney{From: hexgrid.H(-1, 5), To: far}},
		{"no money", nil, LootMoney{At: hexgrid.H(0, 5)}},
		{"no chest", nil, LootChest{At: hexgrid.H(0, 5)}},
		{"tokens on the map", nil, LootToken{Character: "c0"}},
		{"no type", nil, AddStandee{Type: "Nothing", At: hexgrid.H(0, 5)}},
		{"onto a figure", nil, AddStandee{Type: "Cave Rat", At: hexgrid.H(-2, 6)}},
		{"no figure", nil, DamageFigure{Figure: "nobody", Amount: 1}},
		{"negative", nil, DamageFigure{Figure: "c1", Amount: -1}},
		{"no figure", nil, HealFigure{Figure: "nobody", Amount: 1}},
		{"no figure", nil, SetCondition{Figure: "nobody", Condition: modifier.Wound, Held: true}},
		{"not a condition", nil, SetCondition{Figure: "c1", Condition: modifier.Fire, Held: true}},
		{"bad bonus", nil, AddBonus{Figure: "c1", Bonus: modifier.Bonus{Kind: modifier.BonusShield, Value: -3}}},
		{"no bonus", nil, RemoveBonus{Figure: "c1", Index: 4}},
		{"a type without initiative", []Action{AddStandee{Type: "Stone Warden", At: hexgrid.H(0, 5)}}, NextTurn{}},
		{"no turn", []Action{EndTurn{}}, EndTurn{}},
		{"round not over", nil, EndRound{}},
		{"not an element", nil, Infuse{Element: modifier.Poison}},
		{"inert", nil, Consume{Element: modifier.Ice}},
		{"no character", nil, SetInitiative{Character: "nobody", Leading: 5, Second: 6}},
		{"out of range", nil, SetInitiative{Character: "c1", Leading: 0, Second: 6}},
		{"its hand kept", hand, SetInitiative{Character: "c0", Leading: 5, Second: 6}},
		{"no character", nil, LongRest{Character: "nobody"}},
		{"no type", nil, SetMonsterInitiative{Type: "Nothing", Initiative: 5}},
		{"attack pending", pending, DrawAttack{Attacker: "c0", Attack: modifier.Attack{Value: 1}, Targets: []string{rat}}},
		{"no target", nil, DrawAttack{Attacker: "c0", Attack: modifier.Attack{Value: 1}, Targets: []string{"nobody"}}},
		{"second target gone", nil, DrawAttack{Attacker: "c0", Attack: modifier.Attack{Value: 1, MaxTargets: 2}, Targets: []string{rat, "nobody"}}},
		{"nothing drawn", nil, ApplyAttack{}},
		{"no deck", nil, AddCard{Deck: "nobody", Card: bless}},
		{"supply out", []Action{AddCard{Deck: "c1", Card: bless}, AddCard{Deck: "c1", Card: bless}, AddCard{Deck: "c1", Card: bless},
			AddCard{Deck: "c1", Card: bless}, AddCard{Deck: "c1", Card: bless}, AddCard{Deck: "c1", Card: bless},
			AddCard{Deck: "c1", Card: bless}, AddCard{Deck: "c1", Card: bless}, AddCard{Deck: "c1", Card: bless},
			AddCard{Deck: "c1", Card: bless}}, AddCard{Deck: "c2", Card: bless}},
		{"no deck", nil, DrawCard{Deck: "nobody"}},
		{"no deck", nil, ResetDeck{Deck: "nobody"}},
		{"attacking", pending, ResetDeck{Deck: "c0"}},
		{"no card to draw", nil, DrawAbilities{}},
		{"no character", nil, GainXP{Character: "nobody", Amount: 1}},
		{"no character", nil, Exhaust{Character: "nobody"}},
		{"no name", nil, AddSummon{Summoner: "c0", Name: " ", HP: 3, At: hexgrid.H(-1, 6)}},
		{"not adjacent", nil, AddSummon{Summoner: "c0", Name: "Bear", HP: 3, At: hexgrid.H(0, 0)}},
		{"broken path", nil, MoveAlong{Figure: "c0", Path: []hexgrid.Hex{hexgrid.H(-2, 5), hexgrid.H(0, 5)}}},
		{"onto a figure", nil, MoveAlong{Figure: "c0", Path: []hexgrid.Hex{hexgrid.H(-2, 5), hexgrid.H(-2, 6)}}},
		{"out of range", nil, SetMaxHP{Figure: "c1", MaxHP: 0}},
		{"no character", nil, SetHand{Character: "nobody", Size: 10}},
		{"too many", nil, PlayCards{Character: "c1", Discarded: 11}},
		{"no hand", nil, PlayCards{Character: "c2", Discarded: 1}},
		{"no discard", nil, ShortRest{Character: "c1"}},
		{"unknown level", nil, SetImbuement{Level: "overcharged"}},
		{"a card not in the deck", nil, ChooseHand{Character: "c0", Level: 2, HandSize: 8, Deck: handDeck(), Cards: []int{1, 2, 3, 4, 5, 6, 7, 99}}},
		{"a card not in the pool", nil, ChooseHand{Character: "c0", Level: 2, HandSize: 8, Deck: handDeck(), Cards: []int{1, 2, 3, 4, 5, 6, 7, 8}, Pool: []int{1, 2, 3, 4, 5, 6, 7}}},
		{"a hand with fewer cards discarded than discarded while counted", []Action{PlayCards{Character: "c1", Discarded: 2}},
			ChooseHand{Character: "c1", Level: 2, HandSize: 8, Deck: handDeck(), Cards: []int{1, 2, 3, 4, 5, 6, 7, 8}, Discard: []int{1}}},
		{"no hand", nil, DropHand{Character: "c1"}},
		{"the same card twice", hand, ChooseCards{Character: "c0", Leading: 1, Second: 1}},
		{"no hand", nil, DeclareLongRest{Character: "c1"}},
		{"no such card", hand, PlayHalf{Character: "c0", Card: 99, Half: HalfTop}},
		{"not active", hand, UseBonus{Character: "c0", Card: 2, Event: EventDamage}},
		{"no half played", hand, ConsumeForCard{Character: "c0", Card: 1, Action: 1}},
		{"no hand", nil, ConsumeForCard{Character: "c1", Card: 1, Action: 1}},
		{"no half played", hand, ApplyCardAction{Character: "c0", Card: 1, Action: 0, Targets: []string{"c1"}}},
		{"no hand", nil, ApplyCardAction{Character: "c1", Card: 1}},
		{"no half played", hand, TeleportForCard{Character: "c0", Card: 1, Action: 0, To: hexgrid.H(0, 4)}},
		{"no hand", nil, TeleportForCard{Character: "c1", Card: 1, To: hexgrid.H(0, 4)}},
		{"not active", hand, EndBonus{Character: "c0", Card: 2}},
		{"nothing discarded", hand, RestShort{Character: "c0"}},
		{"no rest taken", hand, RestRedraw{Character: "c0"}},
		{"no long rest declared", hand, RestLong{Character: "c0", Lose: 1}},
		{"no such item", nil, UseItem{Character: "c0", Item: 99}},
		{"no items", nil, UseItem{Character: "c1", Item: 1}},
		{"dealt none", nil, KeepBattleGoal{Character: "c1"}},
		{"consumed", []Action{UseItem{Character: "c0", Item: 2}}, UseItem{Character: "c0", Item: 2}},
		{"not used", nil, RefreshItem{Character: "c0", Item: 1}},
		{"no such item", nil, RefreshItem{Character: "c0", Item: 99}},
	} {
		kind := r.action.Kind()
		out[kind] = append(out[kind], r)
	}
	return out
}

// TestRefusedActionsChangeNothing: for every kind of action (as the
// engine's registry lists them), an action built to be refused is
// refused by Do and leaves the scenario's snapshot byte for byte as it
// was, with no restore by anyone.
func TestRefusedActionsChangeNothing(t *testing.T) {
	byKind := refusals()
	for _, kind := range ActionKinds() {
		if len(byKind[kind]) == 0 {
			t.Errorf("no refused %s action: add one to refusals", kind)
		}
		for _, r := range byKind[kind] {
			s := refusalScenario(t)
			for _, a := range r.prepare {
				if _, err := s.Do(a); err != nil {
					t.Fatalf("%s (%s): prepare %s: %v", kind, r.name, a.Kind(), err)
				}
			}
			before := scnSnapshot(t, s)
			if _, err := s.Do(r.action); err == nil {
				t.Errorf("%s (%s): not refused", kind, r.name)
				continue
			}
			if after := scnSnapshot(t, s); !bytes.Equal(before, after) {
				t.Errorf("%s (%s): refused and changed the scenario:\nbefore %s\nafter  %s", kind, r.name, before, after)
			}
		}
	}
}
