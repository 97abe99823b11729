package pack

import (
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// Damage sentences on the monster's enemies read as damage actions; the
// ones the engine cannot place stay text.
func TestEnemyDamageLine(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"All enemies suffer 2 damage.", "damage 2, target 99"},
		{"all adjacent enemies suffer damage 1", "damage 1, area self (1,0) (1,-1) (0,-1) (-1,0) (-1,1) (0,1)"},
		{"All adjacent enemies and allies<br>suffer 1 damage.", "damage 1, allies, area self (1,0) (1,-1) (0,-1) (-1,0) (-1,1) (0,1)"},
		{"All adjacent allies and enemies suffer damage 3", "damage 3, allies, area self (1,0) (1,-1) (0,-1) (-1,0) (-1,1) (0,1)"},
		{"All enemies within %range% 3 suffer damage 2.", "damage 2, range 3, target 99"},
		{"All enemies within range suffer 2 damage", "damage 2, range +0, target 99"},
		{"All allies and enemies within range 2 suffer 1 damage", ""},
		{"All adjacent enemies within range 2 suffer 1 damage", ""},
		{"All enemies adjacent to the target suffer 2 damage", "damage 2, attacked, area self (1,0) (1,-1) (0,-1) (-1,0) (-1,1) (0,1)"},
		{"All allies and enemies adjacent<br>to the target suffer damage 2.", "damage 2, allies, attacked, area self (1,0) (1,-1) (0,-1) (-1,0) (-1,1) (0,1)"},
		{"The target also suffers 2 damage", "damage 2, attacked"},
		{"The target suffers damage X, where X is their shield value", ""},
		{"All enemies suffer hazardous terrain damage", ""},
	} {
		a, ok := DamageLine(c.in, "")
		got := ""
		if ok {
			got = FormatActionLine(a)
		}
		if got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}

// "Target all enemies within range" gives an attack, condition, push or
// pull every enemy within its range (the stat card's when it has none),
// and nothing else.
func TestTargetAllWithinRange(t *testing.T) {
	for _, c := range []struct {
		a    monster.Action
		want string
	}{
		{monster.Action{Type: monster.KindAttack, Value: monster.Plus(0)}, "attack +0, range +0, target 99"},
		{monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Range: monster.Fixed(3)}, "attack +0, range 3, target 99"},
		{monster.Action{Type: monster.KindCondition, Conditions: []string{"poison"}}, "condition poison, range +0, target 99"},
		{monster.Action{Type: monster.KindCondition, Conditions: []string{"strengthen"}}, ""},
		{monster.Action{Type: monster.KindHeal, Value: monster.Fixed(2)}, ""},
		{monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Target: 2}, ""},
	} {
		a := c.a.Clone()
		got := ""
		if TargetAllWithinRange(&a, "^Target all enemies within %range%.") {
			got = FormatActionLine(a)
		}
		if got != c.want {
			t.Errorf("%s: %q, want %q", FormatActionLine(c.a), got, c.want)
		}
	}
}

// Whatever the words, the recognisers never panic, and what they read is
// an action a line writes and reads back the same.
func FuzzTargetLines(f *testing.F) {
	for _, s := range []string{"All enemies suffer 2 damage.", "All adjacent allies and enemies suffer damage 1",
		"All enemies within range suffer 2 damage", "Target all enemies within range", "^Target any enemies within %range%"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if a, ok := DamageLine(s, "Archer"); ok {
			line := FormatActionLine(a)
			if b, ok := ParseActionLine(line); !ok || FormatActionLine(b) != line {
				t.Errorf("%q: %q reads back as %q", s, line, FormatActionLine(b))
			}
		}
		for _, a := range []monster.Action{{Type: monster.KindAttack, Value: monster.Plus(0)}, {Type: monster.KindCondition, Conditions: []string{"wound"}}} {
			if TargetAllWithinRange(&a, s) && (a.Target != monster.TargetAll || a.Range == nil) {
				t.Errorf("%q: %+v", s, a)
			}
		}
	})
}
