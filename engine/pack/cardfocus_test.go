package pack

import (
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// The focus and target options of an action line read back to the same
// action, and lines that misuse them stay text.
func TestFocusOptionsInActionLines(t *testing.T) {
	for _, c := range []struct {
		line string
		want *monster.Action // nil: text
	}{
		{"move +1, jump, focus-farthest", &monster.Action{Type: monster.KindMove, Value: monster.Plus(1), Jump: true, FocusFarthest: true}},
		{"attack -1, range 7, focus-farthest 7", &monster.Action{Type: monster.KindAttack, Value: monster.Plus(-1), Range: monster.Fixed(7), FocusFarthest: true, FocusRange: 7}},
		{"attack +0, target 2, one-target", &monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Target: 2, OneTarget: true}},
		{"attack -2, path-targets", &monster.Action{Type: monster.KindAttack, Value: monster.Plus(-2), PathTargets: true}},
		{"heal 2, self, focus-farthest", nil},
		{"attack +0, focus-farthest 0", nil},
		{"attack +0, focus-farthest +3", nil},
		{"move +0, one-target", nil},
		{"attack +0, one-target, path-targets", nil},
		{"attack +0, path-targets 2", nil},
	} {
		a, ok := ParseActionLine(c.line)
		if ok != (c.want != nil) {
			t.Errorf("%q: structured %v (%+v)", c.line, ok, a)
			continue
		}
		if !ok {
			continue
		}
		if !reflect.DeepEqual(a, *c.want) || FormatActionLine(a) != c.line {
			t.Errorf("%q: read %+v, written %q", c.line, a, FormatActionLine(a))
		}
	}
}

// The editions' words for the three rules, however the peers break and
// mark them, and words that are not them.
func TestCardFocusWords(t *testing.T) {
	for _, c := range []struct {
		s   string
		rng int
		ok  bool
	}{
		{"^Focus on the enemy\n^farthest away.", 0, true},
		{"Focus on the enemy<br>farthest away within range 5", 5, true},
		{"^Focus on the enemy ^farthest away within %range% 3.", 3, true},
		{"^Focus on farthest enemy.", 0, true},
		{"Focus on the enemy closest", 0, false},
		{"Focus on the enemy farthest away within range 100", 0, false},
	} {
		r, ok := FarthestFocus(c.s)
		if ok != c.ok || r != c.rng {
			t.Errorf("FarthestFocus(%q) = %d, %v; want %d, %v", c.s, r, ok, c.rng, c.ok)
		}
	}
	atk := func() *monster.Action { return &monster.Action{Type: monster.KindAttack, Value: monster.Plus(0)} }
	for _, c := range []struct {
		s         string
		ok        bool
		one, path bool
		rng       int
	}{
		{"^Target 1 enemy with all attacks", true, true, false, 0},
		{"^Target 1 enemy with all attacks, %range% 4", true, true, false, 4},
		{"^Target all enemies occupying or adjacent to\n^hexes entered during the movement", true, false, true, 0},
		{"^%target% all enemies occupying or adjacent to\n^hexes entered during the move ability", true, false, true, 0},
		{"Target 2 enemies with all attacks", false, false, false, 0},
		{"Target 1 enemy with all attacks, pierce 2", false, false, false, 0},
	} {
		a := atk()
		ok := AttackTargets(a, c.s)
		rng := 0
		if a.Range != nil {
			rng = a.Range.N
		}
		if ok != c.ok || a.OneTarget != c.one || a.PathTargets != c.path || rng != c.rng {
			t.Errorf("AttackTargets(%q) = %v: %+v", c.s, ok, a)
		}
	}
	if AttackTargets(&monster.Action{Type: monster.KindMove}, "Target 1 enemy with all attacks") {
		t.Error("a move read a target rule")
	}
	m := &monster.Action{Type: monster.KindMove}
	if !SetFocus(m, 0) || SetFocus(m, 3) || SetFocus(&monster.Action{Type: monster.KindHeal}, 0) {
		t.Errorf("SetFocus: %+v", m)
	}
}

// The checker refuses a focus or target rule on an action that cannot have
// it.
func TestCardFocusFieldsChecked(t *testing.T) {
	c := &checker{}
	c.cardFocus("a", monster.Action{Type: monster.KindHeal, FocusFarthest: true})
	c.cardFocus("b", monster.Action{Type: monster.KindMove, FocusRange: 3})
	c.cardFocus("c", monster.Action{Type: monster.KindMove, OneTarget: true})
	c.cardFocus("d", monster.Action{Type: monster.KindAttack, OneTarget: true, PathTargets: true})
	c.cardFocus("e", monster.Action{Type: monster.KindAttack, FocusFarthest: true, FocusRange: 7, OneTarget: true})
	got := ""
	for _, e := range c.errs {
		got += e.Error() + "\n"
	}
	for _, want := range []string{"a.focus_farthest", "b.focus_range", "c.one_target", "d.path_targets"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %s in errors:\n%s", want, got)
		}
	}
	if strings.Contains(got, "e.") {
		t.Errorf("a good attack refused:\n%s", got)
	}
}
