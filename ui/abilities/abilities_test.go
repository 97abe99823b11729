package abilities

import (
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
)

// Every kind of action is told in every language, with no template left
// unfilled and nothing in card notation.
func TestActionEveryKind(t *testing.T) {
	area := &hexgrid.Template{Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0)}}
	rs := []pack.Resolved{
		{Type: pack.KindMove, Value: 3, Jump: true},
		{Type: pack.KindMove, Value: 2, Flying: true},
		{Type: pack.KindAttack, Value: 2, Range: 3, Target: 2, Pierce: 1, Push: 1, Pull: 1, Conditions: []string{"poison", "wound"}},
		{Type: pack.KindAttack, Value: 4, Area: area},
		{Type: pack.KindHeal, Value: 2, Range: 3},
		{Type: pack.KindHeal, Value: 1, Self: true},
		{Type: pack.KindShield, Value: 1},
		{Type: pack.KindRetaliate, Value: 2, Range: 2},
		{Type: pack.KindLoot, Value: 1},
		{Type: pack.KindSummon, Monster: "Cave Rat"},
		{Type: pack.KindSummon, Monster: "Cave Rat", Elite: true},
		{Type: pack.KindInfuse, Elements: []string{"fire", "ice"}},
		{Type: pack.KindUse, Elements: []string{"any"}, Bonus: []pack.Resolved{{Type: pack.KindAttack, Value: 1}, {Type: pack.KindAttack, Range: 1}}},
		{Type: pack.KindCondition, Conditions: []string{"strengthen"}, Self: true},
		{Type: pack.KindText, Text: "Destroy an obstacle"},
	}
	for _, lang := range locales.Supported {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rs {
			got := Action(tr, r)
			if got == "" || strings.Contains(got, "{{") || strings.Contains(got, "no value") || strings.Contains(got, ":2") {
				t.Errorf("%v %+v: %q", lang, r, got)
			}
		}
		if got := Action(tr, pack.Resolved{Type: pack.KindMove}); got != "" {
			t.Errorf("%v: a move of 0 is told %q", lang, got)
		}
	}
	tr, _ := locales.New(locales.Supported[0])
	if got := Actions(tr, rs[12:13]); got != "Use any element: Attack +1; range +1" {
		t.Errorf("a use action: %q", got)
	}
	if got := Actions(tr, rs[2:3]); got != "Attack 2, range 3, 2 targets, Pierce 1, Push 1, Pull 1, Poison, Wound" {
		t.Errorf("an attack: %q", got)
	}
}
