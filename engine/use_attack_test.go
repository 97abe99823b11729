package engine_test

import (
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// An attack a card makes only when an element is consumed, after another
// use ("Heal 2, self; use ice: shield 1; use air: attack -1, range 3", as
// Savvas Icestorm's): with air there to consume, the monster attacks with
// its stat card's attack less one at range 3; without it, it does not
// attack (issue 40, item 17: the attack was dropped).
func TestAttackOnlyWhenAnElementIsConsumed(t *testing.T) {
	card := []monster.Action{
		{Type: monster.KindHeal, Value: monster.Fixed(2), Self: true},
		{Type: monster.KindUse, Elements: []string{"ice"}, Actions: []monster.Action{{Type: monster.KindShield, Value: monster.Plus(1)}}},
		{Type: monster.KindUse, Elements: []string{"air"}, Actions: []monster.Action{
			{Type: monster.KindAttack, Value: monster.Plus(-1), Range: monster.Fixed(3)}}},
	}
	for _, air := range []bool{false, true} {
		scn := lurkerCard(t, 99, 1, card...) // the brute acts first
		healer, _, _ := lurkers(t, scn)
		// the brute acts first and infuses; its turn's end makes the
		// elements strong for the lurker's turn
		if r := do(t, scn, engine.NextTurn{}); r.TurnStart == nil || r.TurnStart.Turn.Figure != "brute" {
			t.Fatalf("the brute does not act first: %+v", r.TurnStart)
		}
		do(t, scn, engine.Infuse{Element: modifier.Ice})
		if air {
			do(t, scn, engine.Infuse{Element: modifier.Air})
		}
		turnOf(t, scn, healer)
		p, ok := scn.MonsterPlan(healer)
		if !ok {
			t.Fatal("no plan")
		}
		if !air {
			if p.Attack != nil {
				t.Errorf("without air the monster attacks: %+v", p.Attack)
			}
			continue
		}
		if p.Attack == nil {
			t.Fatalf("with air consumed, no attack: %+v (uses %+v)", p.Actions, p.Uses)
		}
		if want := p.Stat.Attack - 1; p.Attack.Value != want || p.Attack.Range != 3 || !p.Attack.Ranged {
			t.Errorf("with air the attack is %+v, want %d at range 3", p.Attack, want)
		}
		if p.Shield != 1 {
			t.Errorf("with ice the shield is %d, want 1", p.Shield)
		}
	}
}
