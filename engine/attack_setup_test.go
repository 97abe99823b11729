package engine

import (
	"github.com/haventable/haventable/engine/modifier"
	"slices"
	"testing"
)

// An attack has advantage from its own source or the attacker's
// strengthen, disadvantage from its own source or the attacker's muddle;
// AttackModeOf says so and DrawAttack draws so.
func TestAttackModeOf(t *testing.T) {
	for _, tc := range []struct {
		name       string
		conditions []modifier.EffectKind
		a          modifier.Attack
		adv, dis   bool
	}{
		{name: "plain"},
		{name: "strengthened", conditions: []modifier.EffectKind{modifier.Strengthen}, adv: true},
		{name: "muddled", conditions: []modifier.EffectKind{modifier.Muddle}, dis: true},
		{name: "both", conditions: []modifier.EffectKind{modifier.Strengthen, modifier.Muddle}, adv: true, dis: true},
		{name: "own advantage, muddled", conditions: []modifier.EffectKind{modifier.Muddle}, a: modifier.Attack{Advantage: true}, adv: true, dis: true},
		{name: "own disadvantage", a: modifier.Attack{Disadvantage: true}, dis: true},
		{name: "other conditions", conditions: []modifier.EffectKind{modifier.Poison, modifier.Wound, modifier.Invisible}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestScenario(t)
			a := scnChar("a", 0, 0, 10)
			for _, k := range tc.conditions {
				scnMust(t, a.Conditions.Add(k, false))
			}
			scnMust(t, s.addCharacter(a))
			scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 5)))
			tc.a.Value = 1
			adv, dis := s.AttackModeOf("a", tc.a)
			if adv != tc.adv || dis != tc.dis {
				t.Errorf("AttackModeOf: advantage %v, disadvantage %v; want %v, %v", adv, dis, tc.adv, tc.dis)
			}
			p, err := s.drawAttack("a", tc.a, []string{"rat-1"})
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
	if adv, dis := s.AttackModeOf("nobody", modifier.Attack{Disadvantage: true}); adv || !dis {
		t.Errorf("advantage %v, disadvantage %v; want false, true", adv, dis)
	}
}

// A figure's enemies are the figures of the other sides standing on the
// map and not fallen, invisible ones included, in figure order.
func TestEnemies(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addCharacter(scnChar("b", 0, 1, 10)))
	scnMust(t, s.summon(scnSummon("bear", "a", 1, 1, 4)))
	for i, q := range []int{2, 3, 4, 5} {
		scnMust(t, s.addMonster(scnMonster("rat", i+1, false, q, 0, 3)))
	}
	_, err := s.Do(DamageFigure{Figure: "rat-2", Amount: 3})
	scnMust(t, err)
	s.byID["rat-3"].OnMap = false
	scnMust(t, s.byID["rat-4"].Conditions.Add(modifier.Invisible, false))
	for _, tc := range []struct {
		id   string
		want []string
	}{
		{"a", []string{"rat-1", "rat-4"}},
		{"bear", []string{"rat-1", "rat-4"}},
		{"rat-1", []string{"a", "b", "bear"}},
		{"rat-2", []string{"a", "b", "bear"}}, // fallen: its enemies are still the party's
		{"nobody", nil},
	} {
		if got := s.Enemies(tc.id); !slices.Equal(got, tc.want) {
			t.Errorf("Enemies(%q) = %q, want %q", tc.id, got, tc.want)
		}
	}
}

// A melee attack has range 1 whatever range is given; a ranged attack has
// its own.
func TestAttackRange(t *testing.T) {
	for _, tc := range []struct {
		ranged   bool
		rng, out int
	}{
		{false, 0, 1}, {false, 3, 1}, {true, 3, 3}, {true, 1, 1}, {true, 0, 0},
	} {
		if got := AttackRange(tc.ranged, tc.rng); got != tc.out {
			t.Errorf("AttackRange(%v, %d) = %d, want %d", tc.ranged, tc.rng, got, tc.out)
		}
	}
}
