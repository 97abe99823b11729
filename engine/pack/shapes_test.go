package pack

import (
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// Ranks, relative targets and a card that does nothing in action lines
// read back to the same action, and lines that misuse them stay text.
func TestShapeOptionsInActionLines(t *testing.T) {
	for _, c := range []struct {
		line string
		want *monster.Action // nil: text
	}{
		{"attack -1, range 4, only normal", &monster.Action{Type: monster.KindAttack, Value: monster.Plus(-1), Range: monster.Fixed(4), Only: []string{"normal"}}},
		{"attack -1, only elite boss", &monster.Action{Type: monster.KindAttack, Value: monster.Plus(-1), Only: []string{"elite", "boss"}}},
		{"summon Bone Rat, elite, only elite", &monster.Action{Type: monster.KindSummon, Monster: "Bone Rat", Elite: true, Only: []string{"elite"}}},
		{"attack +0, target +2", &monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), TargetPlus: 2}},
		{"attack +2, range 4, target -1", &monster.Action{Type: monster.KindAttack, Value: monster.Plus(2), Range: monster.Fixed(4), TargetPlus: -1}},
		{"pass", &monster.Action{Type: monster.KindPass}},
		{"attack -1, target-has wound +2", &monster.Action{Type: monster.KindAttack, Value: monster.Plus(-1), TargetHas: "wound", TargetHasBonus: 2}},
		{"attack -1, target-has fire +2", nil},
		{"attack -1, target-has wound 2", nil},
		{"heal 1, target-has wound +2", nil},
		{"pass 1", nil},
		{"switch-rank", &monster.Action{Type: monster.KindSwitchRank}},
		{"switch-rank elite", nil},
		{"attack +0, only", nil},
		{"attack +0, only normal elite boss", nil},
		{"attack +0, only normal normal", nil},
		{"attack +0, only hero", nil},
		{"attack +0, target +0", nil},
		{"attack +0, target 2, target +1", nil},
		{"heal 2, target +1", nil},
		{"attack -1, range 5, push 2, target C", &monster.Action{Type: monster.KindAttack, Value: monster.Plus(-1), Range: monster.Fixed(5), Push: 2, TargetFormula: "C"}},
		{"attack +0, target C-1", &monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), TargetFormula: "C-1"}},
		{"attack +0, target C+", nil},
		{"attack +0, target 2, target C", nil},
		{"heal 2, target C", nil},
	} {
		a, ok := ParseActionLine(c.line)
		if ok != (c.want != nil) {
			t.Errorf("%q: structured %v (%+v)", c.line, ok, a)
			continue
		}
		if c.want == nil {
			continue
		}
		if !reflect.DeepEqual(a, *c.want) || FormatActionLine(a) != c.line {
			t.Errorf("%q: read %+v, written %q", c.line, a, FormatActionLine(a))
		}
	}
}

// The checker refuses ranks and relative targets an action cannot have.
func TestShapeFieldsChecked(t *testing.T) {
	c := &checker{}
	c.shapes("a", monster.Action{Type: monster.KindAttack, Only: []string{"hero"}})
	c.shapes("b", monster.Action{Type: monster.KindAttack, Only: []string{"normal", "elite", "boss"}})
	c.shapes("d", monster.Action{Type: monster.KindHeal, TargetPlus: 1})
	c.shapes("e", monster.Action{Type: monster.KindAttack, Target: 2, TargetPlus: 1})
	c.shapes("c", monster.Action{Type: monster.KindAttack, Only: []string{"elite", "boss"}, TargetPlus: -1})
	c.shapes("f", monster.Action{Type: monster.KindAttack, TargetHas: "fire", TargetHasBonus: 1})
	c.shapes("g", monster.Action{Type: monster.KindMove, TargetHas: "wound", TargetHasBonus: 1})
	c.shapes("c", monster.Action{Type: monster.KindAttack, TargetHas: "wound", TargetHasBonus: 2})
	got := ""
	for _, e := range c.errs {
		got += e.Error() + "\n"
	}
	for _, want := range []string{"a.only[0]", "b.only", "d.target_plus", "e.target_plus", "f.target_has", "g.target_has"} {
		if !strings.Contains(got, want) {
			t.Errorf("no error at %s:\n%s", want, got)
		}
	}
	if strings.Contains(got, "c.") {
		t.Errorf("a good action refused:\n%s", got)
	}
}

// Card lines that say the monster does nothing, or switch every standee's rank.
func TestShapeTextLines(t *testing.T) {
	for line, want := range map[string]bool{
		"Does not perform a turn.": true, "Nothing": true, "The Guard does not act.": true,
		"Nothing happens to the Guard": false, "The Guard does not move.": false,
		"All elite Guards become normal, and all normal Guards become elite.": true,
	} {
		if _, ok := ShapeText(line); ok != want {
			t.Errorf("%q: %v, want %v", line, ok, want)
		}
	}
}

// A split by rank: the rank's action and the others', or one action when
// the rank is every rank.
func TestRankSplit(t *testing.T) {
	a := monster.Action{Type: monster.KindAttack, Value: monster.Plus(0)}
	got := RankSplit(a, []string{"normal"}, func(b *monster.Action) { b.Range = monster.Fixed(4) })
	want := []monster.Action{{Type: monster.KindAttack, Value: monster.Plus(0), Range: monster.Fixed(4), Only: []string{"normal"}},
		{Type: monster.KindAttack, Value: monster.Plus(0), Only: []string{"elite", "boss"}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v", got)
	}
	if got := RankSplit(a, monster.Ranks, func(b *monster.Action) { b.Pierce = 1 }); len(got) != 1 || got[0].Only != nil || got[0].Pierce != 1 {
		t.Errorf("every rank: %+v", got)
	}
}
