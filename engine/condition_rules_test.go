package engine

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
)

var (
	kBrittle    = modifier.Brittle
	kWard       = modifier.Ward
	kRegenerate = modifier.Regenerate
	kBane       = modifier.Bane
)

func kinds(ks ...modifier.EffectKind) []modifier.EffectKind { return ks }

// TestConditionSufferDamage: brittle, ward and regenerate on damage from a
// source other than an attack (Figure.SufferDamage).
func TestConditionSufferDamage(t *testing.T) {
	tests := []struct {
		name   string
		conds  []modifier.EffectKind
		negate bool
		damage int
		wantHP int
		spent  []modifier.EffectKind
		left   []modifier.EffectKind
	}{
		{"brittle doubles", kinds(kBrittle), false, 3, 4, kinds(kBrittle), nil},
		{"ward halves rounded down", kinds(kWard), false, 3, 9, kinds(kWard), nil},
		{"ward on 1: no damage, ward spent", kinds(kWard), false, 1, 10, kinds(kWard), nil},
		{"brittle and ward cancel", kinds(kBrittle, kWard), false, 3, 7, kinds(kBrittle, kWard), nil},
		{"regenerate lost to damage", kinds(kRegenerate), false, 1, 9, kinds(kRegenerate), nil},
		{"ward to 0 keeps regenerate", kinds(kWard, kRegenerate), false, 1, 10, kinds(kWard), kinds(kRegenerate)},
		{"ward to 1 loses regenerate", kinds(kWard, kRegenerate), false, 2, 9, kinds(kWard, kRegenerate), nil},
		{"no damage spends nothing", kinds(kBrittle, kRegenerate), false, 0, 10, nil, kinds(kBrittle, kRegenerate)},
		{"negated damage spends nothing", kinds(kBrittle, kWard, kRegenerate), true, 4, 10, nil, kinds(kBrittle, kWard, kRegenerate)},
		{"other conditions stay", kinds(modifier.Poison, kBrittle), false, 2, 6, kinds(kBrittle), kinds(modifier.Poison)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := testMonster("m", 10)
			for _, k := range tc.conds {
				scnMust(t, f.AddCondition(k))
			}
			if tc.negate {
				f.Bonuses = modifier.Bonuses{{Kind: modifier.BonusNegate}}
			}
			got, err := f.SufferDamage(tc.damage)
			scnMust(t, err)
			if f.HP != tc.wantHP || !slices.Equal(got.Spent, tc.spent) || !slices.Equal(f.Conditions.List(), tc.left) {
				t.Errorf("hp %d spent %v left %v; want hp %d spent %v left %v", f.HP, got.Spent, f.Conditions.List(), tc.wantHP, tc.spent, tc.left)
			}
			if got.Damage != 10-tc.wantHP {
				t.Errorf("Suffered.Damage %d, want %d", got.Damage, 10-tc.wantHP)
			}
		})
	}
}

// TestConditionHeal: what a heal removes and what stops it healing.
func TestConditionHeal(t *testing.T) {
	tests := []struct {
		name       string
		conds      []modifier.EffectKind
		wantHealed int
		removed    []modifier.EffectKind
		left       []modifier.EffectKind
	}{
		{"brittle removed, heal applies", kinds(kBrittle), 2, kinds(kBrittle), nil},
		{"bane removed, heal applies", kinds(kBane), 2, kinds(kBane), nil},
		{"infect removed, nothing healed", kinds(modifier.Infect), 0, kinds(modifier.Infect), nil},
		{"rupture removed, heal applies", kinds(modifier.Rupture), 2, kinds(modifier.Rupture), nil},
		{"poison with brittle and bane: all removed, nothing healed", kinds(modifier.Poison, kBrittle, kBane), 0,
			kinds(modifier.Poison, kBrittle, kBane), nil},
		{"ward and regenerate stay", kinds(kWard, kRegenerate), 2, nil, kinds(kWard, kRegenerate)},
		{"chill and impair stay", kinds(modifier.Chill, modifier.Impair), 2, nil, kinds(modifier.Impair, modifier.Chill)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := testMonster("m", 10)
			f.HP = 5
			for _, k := range tc.conds {
				scnMust(t, f.AddCondition(k))
			}
			h, err := f.Heal(2)
			scnMust(t, err)
			if h.Healed != tc.wantHealed || f.HP != 5+tc.wantHealed || !slices.Equal(h.Removed, tc.removed) || !slices.Equal(f.Conditions.List(), tc.left) {
				t.Errorf("healed %d hp %d removed %v left %v; want healed %d removed %v left %v",
					h.Healed, f.HP, h.Removed, f.Conditions.List(), tc.wantHealed, tc.removed, tc.left)
			}
		})
	}
}

// TestRegenerateAtStartOfTurn: heal 1 as the turn starts, before wound.
func TestRegenerateAtStartOfTurn(t *testing.T) {
	tests := []struct {
		name    string
		hp      int
		conds   []modifier.EffectKind
		wantHP  int
		healed  int
		removed []modifier.EffectKind
		wounded bool
		left    []modifier.EffectKind
	}{
		{"heals 1", 3, kinds(kRegenerate), 4, 1, nil, false, kinds(kRegenerate)},
		{"at full: nothing to heal, stays", 5, kinds(kRegenerate), 5, 0, nil, false, kinds(kRegenerate)},
		{"its heal removes wound first", 3, kinds(modifier.Wound, kRegenerate), 4, 1, kinds(modifier.Wound), false, kinds(kRegenerate)},
		{"poison takes the heal", 3, kinds(modifier.Poison, kRegenerate), 3, 0, kinds(modifier.Poison), false, kinds(kRegenerate)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestScenario(t)
			scnMust(t, s.addMonster(scnMonster("rat", 1, false, 5, 0, 5)))
			_, _, err := s.sufferDamage("rat-1", 5-tc.hp)
			scnMust(t, err)
			for _, k := range tc.conds {
				scnMust(t, s.addCondition("rat-1", k))
			}
			scnMust(t, s.setMonsterInitiative("rat", 20))
			ts, err := s.startTurn("rat-1")
			scnMust(t, err)
			f, _ := s.Figure("rat-1")
			if ts.Regenerated == nil || ts.Regenerated.Healed != tc.healed || !slices.Equal(ts.Regenerated.Removed, tc.removed) {
				t.Fatalf("regenerated %+v; want healed %d removed %v", ts.Regenerated, tc.healed, tc.removed)
			}
			if f.HP != tc.wantHP || ts.Wounded != tc.wounded || !slices.Equal(f.Conditions.List(), tc.left) {
				t.Errorf("hp %d wounded %v left %v; want hp %d wounded %v left %v", f.HP, ts.Wounded, f.Conditions.List(), tc.wantHP, tc.wounded, tc.left)
			}
		})
	}
}

// TestBaneAtEndOfNextTurn: 10 damage at the end of the bearer's next turn.
func TestBaneAtEndOfNextTurn(t *testing.T) {
	t.Run("applied before its turn: at the end of that turn", func(t *testing.T) {
		s := newTestScenario(t)
		scnMust(t, s.addMonster(scnMonster("rat", 1, false, 5, 0, 12)))
		scnMust(t, s.addCondition("rat-1", kBane))
		scnMust(t, s.setMonsterInitiative("rat", 20))
		_, err := s.startTurn("rat-1")
		scnMust(t, err)
		end, err := s.endTurn("rat-1")
		scnMust(t, err)
		f, _ := s.Figure("rat-1")
		if end.Bane == nil || end.Bane.Damage != 10 || f.HP != 2 || f.Conditions.Has(kBane) {
			t.Fatalf("bane %+v hp %d conditions %v", end.Bane, f.HP, f.Conditions.List())
		}
	})
	t.Run("applied in its own turn: at the end of the next", func(t *testing.T) {
		s := newTestScenario(t)
		scnMust(t, s.addMonster(scnMonster("rat", 1, false, 5, 0, 12)))
		scnMust(t, s.setMonsterInitiative("rat", 20))
		_, err := s.startTurn("rat-1")
		scnMust(t, err)
		scnMust(t, s.addCondition("rat-1", kBane))
		end, err := s.endTurn("rat-1")
		scnMust(t, err)
		if end.Bane != nil {
			t.Fatalf("bane struck at the end of the turn it was applied in: %+v", end.Bane)
		}
		_, err = s.endRound()
		scnMust(t, err)
		scnMust(t, s.setMonsterInitiative("rat", 20))
		_, err = s.startTurn("rat-1")
		scnMust(t, err)
		end, err = s.endTurn("rat-1")
		scnMust(t, err)
		if f, _ := s.Figure("rat-1"); end.Bane == nil || f.HP != 2 {
			t.Fatalf("round 2: bane %+v hp %d", end.Bane, f.HP)
		}
	})
	t.Run("brittle doubles it; the bearer dies", func(t *testing.T) {
		s := newTestScenario(t)
		scnMust(t, s.addMonster(scnMonster("rat", 1, false, 5, 0, 15)))
		scnMust(t, s.addMonster(scnMonster("rat", 2, false, 6, 0, 15)))
		scnMust(t, s.addCondition("rat-1", kBane))
		scnMust(t, s.addCondition("rat-1", kBrittle))
		scnMust(t, s.setMonsterInitiative("rat", 20))
		_, err := s.startTurn("rat-1")
		scnMust(t, err)
		end, err := s.endTurn("rat-1")
		scnMust(t, err)
		if end.Bane == nil || end.Bane.Damage != 20 || !slices.Equal(end.Bane.Spent, kinds(kBrittle)) || end.Fallen == nil {
			t.Fatalf("bane %+v fallen %+v", end.Bane, end.Fallen)
		}
		if _, active := s.Active(); active {
			t.Fatal("still in its turn")
		}
		if next, ok, _ := s.NextTurn(); !ok || next.Figure != "rat-2" {
			t.Fatalf("next turn %+v", next)
		}
	})
}

// TestAttackBrittleWardRegenerate: an attack spends brittle, ward and
// regenerate on the target, drawn and applied.
func TestAttackBrittleWardRegenerate(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 2, false, 0, 1, 10)))
	scnMust(t, s.addCondition("rat-1", kBrittle))
	scnMust(t, s.addCondition("rat-1", kRegenerate))
	scnMust(t, s.addCondition("rat-2", kWard))
	stackDeck(t, s, "a", "+0", "+0", "+0", "+0")
	out, err := s.attack("a", modifier.Attack{Value: 3}, []string{"rat-1", "rat-2"})
	scnMust(t, err)
	r1, _ := s.Figure("rat-1")
	r2, _ := s.Figure("rat-2")
	if r1.HP != 4 || r1.Conditions.Len() != 0 || !slices.Equal(out.Targets[0].Spent, kinds(kBrittle, kRegenerate)) {
		t.Errorf("rat-1: hp %d conditions %v spent %v", r1.HP, r1.Conditions.List(), out.Targets[0].Spent)
	}
	if r2.HP != 9 || r2.Conditions.Len() != 0 || !slices.Equal(out.Targets[1].Spent, kinds(kWard)) {
		t.Errorf("rat-2: hp %d conditions %v spent %v", r2.HP, r2.Conditions.List(), out.Targets[1].Spent)
	}
	// A second attack: no more doubling or halving.
	out, err = s.attack("a", modifier.Attack{Value: 3}, []string{"rat-1", "rat-2"})
	scnMust(t, err)
	if r1, _ = s.Figure("rat-1"); r1.HP != 1 || len(out.Targets[0].Spent) != 0 {
		t.Errorf("second attack: rat-1 hp %d spent %v", r1.HP, out.Targets[0].Spent)
	}
}

// TestSafeguard: the next negative condition an attack would apply is not
// applied, and safeguard is removed.
func TestSafeguard(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 10)))
	scnMust(t, s.addCondition("rat-1", modifier.Safeguard))
	stackDeck(t, s, "a", "+0", "+0")
	out, err := s.attack("a", modifier.Attack{Value: 1, Effects: []modifier.Effect{{Kind: modifier.Poison}, {Kind: modifier.Strengthen}}}, []string{"rat-1"})
	scnMust(t, err)
	r1, _ := s.Figure("rat-1")
	// Poison comes first: safeguard stops it and goes; strengthen (not negative) applies.
	if !slices.Equal(r1.Conditions.List(), kinds(modifier.Strengthen)) || !slices.Equal(out.Targets[0].Conditions, kinds(modifier.Strengthen)) ||
		!slices.Equal(out.Targets[0].Safeguarded, kinds(modifier.Poison)) {
		t.Fatalf("conditions %v applied %v safeguarded %v", r1.Conditions.List(), out.Targets[0].Conditions, out.Targets[0].Safeguarded)
	}
}

// TestConditionRulesReplay: the condition rules happen inside recorded
// actions, so replaying the actions gives the same scenario, and a
// snapshot taken between DrawAttack and ApplyAttack (brittle spent in the
// pending attack) loads and applies the same.
func TestConditionRulesReplay(t *testing.T) {
	actions := []Action{
		SetCondition{Figure: "rat-1", Condition: kBrittle, Held: true},
		SetCondition{Figure: "rat-1", Condition: kRegenerate, Held: true},
		SetCondition{Figure: "rat-1", Condition: kBane, Held: true},
		SetCondition{Figure: "a", Condition: kWard, Held: true},
		DamageFigure{Figure: "a", Amount: 3},
		SetInitiative{Character: "a", Leading: 10, Second: 20},
		SetMonsterInitiative{Type: "rat", Initiative: 30},
		NextTurn{},
		DrawAttack{Attacker: "a", Attack: modifier.Attack{Value: 2}, Targets: []string{"rat-1"}},
	}
	rest := []Action{ApplyAttack{}, NextTurn{}, NextTurn{}}
	build := func() *Scenario {
		s := newTestScenario(t)
		scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
		scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 20)))
		stackDeck(t, s, "a", "+0", "+0", "+0")
		return s
	}
	play := func(s *Scenario, as []Action) {
		for _, a := range as {
			if _, err := s.Do(a); err != nil {
				t.Fatalf("%s: %v", a.Kind(), err)
			}
		}
	}
	s := build()
	play(s, actions)
	if f, _ := s.Figure("a"); f.HP != 9 || f.Conditions.Has(kWard) {
		t.Fatalf("ward: hp %d conditions %v", f.HP, f.Conditions.List())
	}
	p, _ := s.PendingAttack()
	if !slices.Equal(p.Targets[0].Spent, kinds(kBrittle)) || p.Targets[0].Damage != 4 {
		t.Fatalf("pending: %+v", p.Targets[0])
	}
	data, err := json.Marshal(s)
	scnMust(t, err)
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	again, err := json.Marshal(back)
	scnMust(t, err)
	if string(again) != string(data) {
		t.Fatal("the snapshot with a pending brittle attack does not round-trip")
	}
	play(s, rest)
	play(back, rest)
	a, _ := json.Marshal(s)
	b, _ := json.Marshal(back)
	if string(a) != string(b) {
		t.Fatal("the loaded snapshot plays on differently")
	}
	// rat-1: 20 - 4 (brittle) = 16, regenerate lost; its turn: no regenerate,
	// bane 10 at the end: 6.
	if f, _ := back.Figure("rat-1"); f.HP != 6 || f.Conditions.Len() != 0 {
		t.Fatalf("rat-1: hp %d conditions %v", f.HP, f.Conditions.List())
	}
	replayed := build()
	play(replayed, append(slices.Clone(actions), rest...))
	c, _ := json.Marshal(replayed)
	if string(a) != string(c) {
		t.Fatal("replaying the actions gives another scenario")
	}
}
