package engine_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/strictjson"
	"github.com/haventable/haventable/hexgrid"
)

func init() {
	registerKind("card_track", runCardTrackCase)
}

// cardTrackCase is one case of kind "card_track" (or "use_track", whose
// steps are event, end_round and end): a card half played into
// the hero's active area, then what happens at the table (attacks on the
// hero and by it, damage), each step checked: the positions of the
// card's track the table marked, where the card is, and the bonuses it
// gives (shield, retaliate, negate).
type cardTrackCase struct {
	Kind  string          `json:"kind"`
	Name  string          `json:"name"`
	Rule  string          `json:"rule"`
	Half  engine.CardHalf `json:"half"`
	Steps []struct {
		// Op: "attacked" (the adjacent monster attacks the hero),
		// "attack" (the hero attacks Targets monsters), "damage"
		// (Amount damage that is no attack), "event" (the players
		// mark a position for Event), "end_round", "end".
		Op      string `json:"op"`
		Value   int    `json:"value"`
		Targets int    `json:"targets"`
		Amount  int    `json:"amount"`
		Event   string `json:"event"`
		Error   bool   `json:"error"`
		// After the step: Used positions marked, Place of the card
		// ("active", "discard", "lost"), the hero's Shield total, HP,
		// and the retaliate damage an adjacent attacker suffers
		// (Retaliate).
		Used      *int   `json:"used"`
		Place     string `json:"place"`
		Shield    *int   `json:"shield"`
		HP        *int   `json:"hp"`
		Retaliate *int   `json:"retaliate"`
	} `json:"steps"`
}

func runCardTrackCase(t *testing.T, raw json.RawMessage) {
	var c cardTrackCase
	if err := strictjson.Unmarshal(raw, &c); err != nil {
		t.Fatalf("read case: %v", err)
	}
	h := hexgrid.H
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: []hexgrid.Hex{h(0, 0), h(1, 0), h(0, 1), h(-1, 0), h(2, 0)}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.NewScenario("track", m, 1, 3)
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.WithCharacter(engine.Figure{ID: "hero", Name: "Hero", Kind: engine.KindCharacter, Side: engine.SideParty,
		At: h(0, 0), OnMap: true, HP: 20, MaxHP: 20}, nil); err != nil {
		t.Fatal(err)
	}
	monsters := []string{"m1", "m2", "m3"}
	for i, at := range []hexgrid.Hex{h(1, 0), h(0, 1), h(-1, 0)} {
		if s, err = s.WithMonster(engine.Figure{ID: monsters[i], Name: "Guard", Kind: engine.KindMonster, MonsterType: "Guard",
			Standee: i + 1, Side: engine.SideMonsters, At: at, OnMap: true, HP: 40, MaxHP: 40}); err != nil {
			t.Fatal(err)
		}
	}
	move := engine.CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(1)}}}
	deck := []engine.ClassCard{{Number: 1, Name: "Bonus", Initiative: 10, Top: move, Bottom: c.Half},
		{Number: 2, Name: "Filler", Initiative: 20, Top: move, Bottom: move},
		{Number: 3, Name: "Filler", Initiative: 30, Top: move, Bottom: move},
		{Number: 4, Name: "Filler", Initiative: 40, Top: move, Bottom: move}}
	for _, a := range []engine.Action{
		engine.ChooseHand{Character: "hero", Level: 1, HandSize: 4, Deck: deck, Cards: []int{1, 2, 3, 4}},
		engine.ChooseCards{Character: "hero", Leading: 1, Second: 2},
		engine.SetMonsterInitiative{Type: "Guard", Initiative: 90}, engine.NextTurn{},
		engine.PlayHalf{Character: "hero", Card: 1, Half: engine.HalfBottom},
		engine.PlayHalf{Character: "hero", Card: 2, Half: engine.HalfTop}, engine.EndTurn{},
	} {
		if _, err := s.Do(a); err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
	}
	for i, st := range c.Steps {
		var acts []engine.Action
		switch st.Op {
		case "attacked":
			acts = []engine.Action{engine.DrawAttack{Attacker: "m1", Attack: modifier.Attack{Value: st.Value}, Targets: []string{"hero"}}, engine.ApplyAttack{}}
		case "attack":
			acts = []engine.Action{engine.DrawAttack{Attacker: "hero", Attack: modifier.Attack{Value: st.Value}, Targets: monsters[:st.Targets]}, engine.ApplyAttack{}}
		case "damage":
			acts = []engine.Action{engine.DamageFigure{Figure: "hero", Amount: st.Amount}}
		case "event":
			acts = []engine.Action{engine.UseBonus{Character: "hero", Card: 1, Event: st.Event}}
		case "end_round":
			acts = []engine.Action{engine.EndRound{}}
		case "end":
			acts = []engine.Action{engine.EndBonus{Character: "hero", Card: 1}}
		default:
			t.Fatalf("steps[%d]: op %q", i, st.Op)
		}
		if !doCaseStep(t, s, i, st.Op, acts, st.Error) {
			continue
		}
		place, used := cardPlace(s, 1)
		hero, _ := s.Figure("hero")
		if st.Place != "" && place != st.Place {
			t.Errorf("steps[%d] %s: the card is in %q, want %q", i, st.Op, place, st.Place)
		}
		if st.Used != nil && used != *st.Used {
			t.Errorf("steps[%d] %s: %d positions marked, want %d", i, st.Op, used, *st.Used)
		}
		if st.Shield != nil && hero.ShieldTotal() != *st.Shield {
			t.Errorf("steps[%d] %s: shield %d, want %d (bonuses %v)", i, st.Op, hero.ShieldTotal(), *st.Shield, hero.Bonuses)
		}
		if st.HP != nil && hero.HP != *st.HP {
			t.Errorf("steps[%d] %s: hero at %d hit points, want %d", i, st.Op, hero.HP, *st.HP)
		}
		if st.Retaliate != nil {
			got := 0
			for _, r := range hero.Retaliates() {
				got += r.Value
			}
			if got != *st.Retaliate {
				t.Errorf("steps[%d] %s: retaliate %d, want %d (bonuses %v)", i, st.Op, got, *st.Retaliate, hero.Bonuses)
			}
		}
		if t.Failed() {
			return
		}
	}
}

// doCaseStep does the actions of step i (op) of a case on s. With wantErr
// they must be refused and change nothing, and it returns false (the step
// is over); a refusal otherwise fails the test.
func doCaseStep(t *testing.T, s *engine.Scenario, i int, op string, acts []engine.Action, wantErr bool) bool {
	t.Helper()
	before, _ := s.MarshalJSON()
	var err error
	for _, a := range acts {
		if _, err = s.Do(a); err != nil {
			break
		}
	}
	if wantErr {
		after, _ := s.MarshalJSON()
		if err == nil || string(before) != string(after) {
			t.Errorf("steps[%d] %s: error %v, want refused and nothing changed", i, op, err)
		}
		return false
	}
	if err != nil {
		t.Fatalf("steps[%d] %s: %v", i, op, err)
	}
	return true
}

// cardPlace is where the hero's card n is ("active", "discard", "lost"
// or "") and the positions of its track marked.
func cardPlace(s *engine.Scenario, n int) (place string, used int) {
	hand, _ := s.HandOf("hero")
	if j := slices.IndexFunc(hand.Active, func(a engine.ActiveCard) bool { return a.Number == n }); j >= 0 {
		return "active", hand.Active[j].Used
	}
	if slices.Contains(hand.Discard, n) {
		return "discard", 0
	}
	if slices.Contains(hand.Lost, n) {
		return "lost", 0
	}
	return "", 0
}
