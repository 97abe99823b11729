package engine_test

import (
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monsterturn"
)

// A figure's shield and retaliate as an attack meets them: its own and its
// bonuses', retaliates summed by reach, nearest first (issue 41: worked out
// in the map screen before).
func TestFigureTotals(t *testing.T) {
	f := engine.Figure{Shield: 1, Retaliate: 2, Bonuses: modifier.Bonuses{
		{Kind: modifier.BonusShield, Value: 2, Duration: modifier.BonusRound},
		{Kind: modifier.BonusRetaliate, Value: 1, Range: 3, Duration: modifier.BonusRound},
		{Kind: modifier.BonusRetaliate, Value: 1, Duration: modifier.BonusRound},
		{Kind: modifier.BonusNegate, Uses: 1, Duration: modifier.BonusRound},
	}}
	if got := f.ShieldTotal(); got != 3 {
		t.Errorf("shield %d, want 3", got)
	}
	want := []engine.RetaliateReach{{Value: 3, Range: 1}, {Value: 1, Range: 3}}
	if got := f.Retaliates(); !reflect.DeepEqual(got, want) {
		t.Errorf("retaliates %v, want %v", got, want)
	}
	if got := (engine.Figure{}).Retaliates(); got != nil {
		t.Errorf("no retaliate: %v", got)
	}
}

// A turn's attack is ranged exactly when its range is above 0.
func TestTurnAttackRanged(t *testing.T) {
	at := modifier.Attack{Value: 3, Ranged: true, Range: 4}
	if got := engine.TurnAttack(at, monsterturn.Action{Targets: 1}); got.Ranged || got.Range != 0 || got.Value != 3 {
		t.Errorf("melee: %+v", got)
	}
	if got := engine.TurnAttack(modifier.Attack{Value: 2}, monsterturn.Action{Range: 2, Targets: 1}); !got.Ranged || got.Range != 2 {
		t.Errorf("range 2: %+v", got)
	}
}
