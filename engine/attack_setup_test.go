package engine

import "testing"

// An attack has advantage from its own source or the attacker's
// strengthen, disadvantage from its own source or the attacker's muddle;
// AttackModeOf says so and DrawAttack draws so.
func TestAttackModeOf(t *testing.T) {
	for _, tc := range []struct {
		name       string
		conditions []EffectKind
		a          Attack
		adv, dis   bool
	}{
		{name: "plain"},
		{name: "strengthened", conditions: []EffectKind{Strengthen}, adv: true},
		{name: "muddled", conditions: []EffectKind{Muddle}, dis: true},
		{name: "both", conditions: []EffectKind{Strengthen, Muddle}, adv: true, dis: true},
		{name: "own advantage, muddled", conditions: []EffectKind{Muddle}, a: Attack{Advantage: true}, adv: true, dis: true},
		{name: "own disadvantage", a: Attack{Disadvantage: true}, dis: true},
		{name: "other conditions", conditions: []EffectKind{Poison, Wound, Invisible}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestScenario(t)
			a := scnChar("a", 0, 0, 10)
			for _, k := range tc.conditions {
				scnMust(t, a.Conditions.Add(k, false))
			}
			scnMust(t, s.AddCharacter(a))
			scnMust(t, s.AddMonster(scnMonster("rat", 1, false, 1, 0, 5)))
			tc.a.Value = 1
			adv, dis := s.AttackModeOf("a", tc.a)
			if adv != tc.adv || dis != tc.dis {
				t.Errorf("AttackModeOf: advantage %v, disadvantage %v; want %v, %v", adv, dis, tc.adv, tc.dis)
			}
			p, err := s.DrawAttack("a", tc.a, []string{"rat-1"})
			scnMust(t, err)
			if p.Attack.Advantage != tc.adv || p.Attack.Disadvantage != tc.dis {
				t.Errorf("DrawAttack: advantage %v, disadvantage %v; want %v, %v",
					p.Attack.Advantage, p.Attack.Disadvantage, tc.adv, tc.dis)
			}
		})
	}
}

// An attacker the scenario does not know adds nothing to the attack's own
// advantage and disadvantage.
func TestAttackModeOfUnknown(t *testing.T) {
	s := newTestScenario(t)
	if adv, dis := s.AttackModeOf("nobody", Attack{Disadvantage: true}); adv || !dis {
		t.Errorf("advantage %v, disadvantage %v; want false, true", adv, dis)
	}
}
