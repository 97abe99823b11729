package engine_test

import (
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// "Attack +0; add +2 attack if the target is adjacent to any of the
// monster's allies": the card's attack gains 2 against a target next to
// another monster of its side, not against one next to the attacker only.
// The odds shown and the attack drawn count it alike.
func TestCardAttackBonusAgainstTargetAdjacentToAnAlly(t *testing.T) {
	for _, tc := range []struct {
		name  string
		at    hexgrid.Hex
		bonus int
	}{
		{"adjacent to the attacker and its ally", hexgrid.H(5, 4), 2},
		{"adjacent to the attacker only", hexgrid.H(5, 3), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			scn := alliesCard(t, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), AllyAdjacent: 2})
			healer, _, _ := lurkers(t, scn)
			do(t, scn, engine.Move{Figure: "brute", To: tc.at})
			p, ok := scn.MonsterPlan(healer)
			if !ok || p.Attack == nil || p.Attack.AllyAdjacent != 2 {
				t.Fatalf("plan's attack %+v", p.Attack)
			}
			in, err := scn.AttackOddsInput(healer, *p.Attack, "brute")
			if err != nil {
				t.Fatal(err)
			}
			if in.Attack != p.Attack.Value+tc.bonus {
				t.Errorf("odds for attack %d, want %d+%d", in.Attack, p.Attack.Value, tc.bonus)
			}
			turnOf(t, scn, healer)
			r := do(t, scn, engine.DrawAttack{Attacker: healer, Attack: *p.Attack, Targets: []string{"brute"}})
			if r.Pending == nil || len(r.Pending.Targets) != 1 {
				t.Fatalf("no attack drawn: %+v", r)
			}
			if log := r.Pending.Targets[0].Log; len(log) == 0 || log[0].ID != modifier.MsgAttack || log[0].Value != p.Attack.Value+tc.bonus {
				t.Errorf("attack drawn with %+v, want attack %d+%d", log, p.Attack.Value, tc.bonus)
			}
		})
	}
}
