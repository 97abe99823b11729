package pack

import (
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
)

func TestStatCard(t *testing.T) {
	p := Builtin()
	tests := []struct {
		monster    string
		level      int
		elite      bool
		chars      int
		hp, mv, at int
		rng        int
		shield     int
		retaliate  [2]int
		target     int
		conditions []string
		immune     []string
		wantErr    string
	}{
		{monster: "Cave Rat", level: 0, chars: 2, hp: 2, mv: 3, at: 1},
		{monster: "Cave Rat", level: 0, elite: true, chars: 2, hp: 4, mv: 3, at: 2},
		{monster: "Cave Rat", level: 3, elite: true, chars: 2, hp: 10, mv: 4, at: 3, conditions: []string{"poison"}},
		{monster: "Ash Acolyte", level: 4, elite: true, chars: 3, hp: 14, mv: 3, at: 4, rng: 4, shield: 2, conditions: []string{"muddle"}},
		{monster: "Stone Warden", level: 4, elite: true, chars: 4, hp: 24, mv: 2, at: 6, shield: 3, retaliate: [2]int{2, 2}, target: 2,
			immune: []string{"poison", "stun", "immobilize"}},
		{monster: "Ember Tyrant", level: 0, chars: 3, hp: 18, mv: 4, at: 3, rng: 3, shield: 1, immune: []string{"stun", "disarm", "immobilize", "curse"}},
		{monster: "Ember Tyrant", level: 2, elite: true, chars: 4, hp: 28, mv: 5, at: 4, rng: 3, shield: 1, immune: []string{"stun", "disarm", "immobilize", "curse"}},
		// one character plays as two: C is 2
		{monster: "Ember Tyrant", level: 7, chars: 1, hp: 26, mv: 5, at: 6, rng: 3, shield: 2, immune: []string{"stun", "disarm", "immobilize", "curse"}},
		{monster: "Nobody", level: 0, chars: 2, wantErr: "unknown monster type"},
		{monster: "Cave Rat", level: 8, chars: 2, wantErr: "level 8 out of 0..7"},
		{monster: "Cave Rat", level: 1, chars: 0, wantErr: "characters"},
	}
	for _, tt := range tests {
		st, err := p.StatCard(tt.monster, tt.level, tt.elite, tt.chars)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%s L%d: error %v, want %q", tt.monster, tt.level, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s L%d: %v", tt.monster, tt.level, err)
			continue
		}
		got := []int{st.HitPoints, st.Move, st.Attack, st.Range, st.Shield, st.Retaliate, st.RetaliateRange, st.Target}
		want := []int{tt.hp, tt.mv, tt.at, tt.rng, tt.shield, tt.retaliate[0], tt.retaliate[1], max(tt.target, 1)}
		if !slices.Equal(got, want) {
			t.Errorf("%s L%d elite=%v C=%d: hp,move,attack,range,shield,retaliate,range,target = %v, want %v", tt.monster, tt.level, tt.elite, tt.chars, got, want)
		}
		if !slices.Equal(st.Conditions, tt.conditions) || !slices.Equal(st.Immunities, tt.immune) {
			t.Errorf("%s L%d: conditions %v immunities %v, want %v %v", tt.monster, tt.level, st.Conditions, st.Immunities, tt.conditions, tt.immune)
		}
		for _, c := range tt.immune {
			if !st.Immune(c) {
				t.Errorf("%s: not immune to %s", tt.monster, c)
			}
		}
		if st.Immune("wound") {
			t.Errorf("%s: immune to wound", tt.monster)
		}
	}
}

// The built-in pack's monster types have the hit points and shields of
// engine.SampleMonsters, which the scenario uses today.
func TestBuiltinAgreesWithSampleMonsters(t *testing.T) {
	p := Builtin()
	for name := range engine.SampleMonsters {
		for level := 0; level <= engine.MaxScenarioLevel; level++ {
			for _, elite := range []bool{false, true} {
				want, err := engine.SampleMonsters.Stats(name, level, elite)
				if err != nil {
					t.Fatal(err)
				}
				st, err := p.StatCard(name, level, elite, 2)
				if err != nil {
					t.Fatal(err)
				}
				if st.HitPoints != want.HP || st.Shield != want.Shield {
					t.Errorf("%s L%d elite=%v: hp %d shield %d, engine has %d %d", name, level, elite, st.HitPoints, st.Shield, want.HP, want.Shield)
				}
			}
		}
	}
}

func TestClassHitPoints(t *testing.T) {
	p := Builtin()
	c, ok := p.Class("Mistweaver")
	if !ok {
		t.Fatal("no Mistweaver")
	}
	for level, want := range map[int]int{1: 6, 5: 10, 9: 14} {
		if hp, err := c.HitPointsAt(level); err != nil || hp != want {
			t.Errorf("level %d: %d, %v; want %d", level, hp, err, want)
		}
	}
	if _, err := c.HitPointsAt(10); err == nil {
		t.Error("level 10 accepted")
	}
	cards, err := modifier.CharacterCards(c.Perks)
	if err != nil || len(cards) == 0 {
		t.Errorf("perks: %v", err)
	}
}
