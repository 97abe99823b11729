package modifier

import (
	"encoding/json"
	"testing"
)

// An attack's bonus against a target with a condition counts against such
// a target only, is checked, and is kept in the attack's JSON.
func TestAttackBonusAgainstTargetWithCondition(t *testing.T) {
	a := Attack{Value: 2, TargetCondition: Wound, TargetConditionBonus: 2}
	if err := a.Validate(); err != nil {
		t.Fatal(err)
	}
	if got := a.ValueAgainst(Defender{Conditions: []EffectKind{Poison, Wound}}); got != 4 {
		t.Errorf("against a wounded target %d, want 4", got)
	}
	if got := a.ValueAgainst(Defender{Conditions: []EffectKind{Poison}}); got != 2 {
		t.Errorf("against another target %d, want 2", got)
	}
	data, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var back Attack
	if err := json.Unmarshal(data, &back); err != nil || back.TargetCondition != Wound || back.TargetConditionBonus != 2 || back.Value != 2 {
		t.Errorf("%s read back %+v, %v", data, back, err)
	}
	for _, bad := range []Attack{{Value: 1, TargetConditionBonus: 2}, {Value: 1, TargetCondition: Push, TargetConditionBonus: 1},
		{Value: 1, TargetCondition: Wound}, {Value: 1, TargetCondition: Wound, TargetConditionBonus: MaxValue + 1}} {
		if bad.Validate() == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	if err := json.Unmarshal([]byte(`{"value":1,"modifiers":[],"effects":[],"target_condition":"fire","target_condition_bonus":1}`), &back); err == nil {
		t.Error("a bonus against an element read")
	}
}
