package engine_test

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/condbonus"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// A card's conditional bonus goes with its attack into the attack panel's
// attack, is counted on the target when drawn, is kept by a snapshot with
// the drawn attack, and gives its experience when applied (the report
// says so); Undo is the snapshot before.
func TestCardConditionalBonusPlays(t *testing.T) {
	bonus := condbonus.Bonus{When: []string{condbonus.AllyAdjacent}, Attack: 2, XP: 1}
	s := cardPlayScenario(t, cardPlayCase{
		Hero:    cardPlayFigure{HP: 10, MaxHP: 10},
		Figures: []cardPlayFigure{{ID: "ally", Side: "party", At: [2]int{2, 0}}, {ID: "m1", Side: "monsters", At: [2]int{1, 0}, HP: 20, MaxHP: 20}},
		Half:    engine.CardHalf{Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(3), Ifs: []condbonus.Bonus{bonus}}}},
	})
	a, ok := s.CardAttack("hero")
	if !ok || !reflect.DeepEqual(a.Attack.Ifs, []condbonus.Bonus{bonus}) || a.Attack.Value != 3 {
		t.Fatalf("card attack %+v, %v: want value 3 with the bonus", a, ok)
	}
	if _, err := s.Do(engine.DrawAttack{Attacker: "hero", Attack: a.Attack, Targets: []string{"m1"}}); err != nil {
		t.Fatal(err)
	}
	before, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := engine.UnmarshalScenario(before)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := back.PendingAttack()
	if !reflect.DeepEqual(p.Attack.Ifs, []condbonus.Bonus{bonus}) || len(p.Targets) != 1 || !reflect.DeepEqual(p.Targets[0].Ifs, []int{1}) {
		t.Fatalf("read back %+v / %+v", p.Attack.Ifs, p.Targets)
	}
	rep, err := s.Do(engine.ApplyAttack{})
	if err != nil {
		t.Fatal(err)
	}
	if f, _ := s.Figure("hero"); f.XP != 1 || rep.Attack.IfXP != 1 || !reflect.DeepEqual(rep.Attack.Ifs, []condbonus.Bonus{bonus}) {
		t.Errorf("after the attack: %d experience, report %d %+v; want 1", f.XP, rep.Attack.IfXP, rep.Attack.Ifs)
	}
	// a snapshot whose drawn attack counts a bonus it does not have is refused
	bad := bytes.Replace(before, []byte(`"ifs":[1]`), []byte(`"ifs":[1,1]`), 1)
	if bytes.Equal(bad, before) {
		t.Fatal("the snapshot holds no ifs")
	}
	if _, err := engine.UnmarshalScenario(bad); err == nil {
		t.Error("a drawn attack counting two bonuses of one was read")
	}
}

// "For each negative condition on the target" counts the conditions the
// engine calls negative (IsNegativeCondition), every condition tried on a
// target: one list of negative conditions, the engine's.
func TestConditionalBonusNegativeIsTheEngines(t *testing.T) {
	a := modifier.Attack{Value: 3, Ifs: []condbonus.Bonus{{Per: condbonus.PerNegative, Attack: 1}}}
	tried := 0
	for k := modifier.EffectKind(0); k < 200; k++ {
		if !k.IsCondition() || k == modifier.Invisible { // an invisible target is no target
			continue
		}
		tried++
		s := cardPlayScenario(t, cardPlayCase{
			Hero:    cardPlayFigure{HP: 10, MaxHP: 10},
			Figures: []cardPlayFigure{{ID: "m1", Side: "monsters", At: [2]int{1, 0}, HP: 20, MaxHP: 20, Conditions: []string{k.String()}}},
			Half:    engine.CardHalf{Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(3)}}},
		})
		in, err := s.JointOddsInput("hero", a, []string{"m1"})
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		want := 0
		if engine.IsNegativeCondition(k) {
			want = 1
		}
		if got := in.Targets[0].Ifs; !reflect.DeepEqual(got, []int{want}) {
			t.Errorf("a target with %s: per negative counted %v, want [%d]", k, got, want)
		}
	}
	if tried < 14 {
		t.Errorf("%d conditions tried", tried)
	}
}
