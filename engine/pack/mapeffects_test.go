package pack

import (
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// Spawns and traps in action lines read back to the same action; misused
// options stay text.
func TestMapOptionsInActionLines(t *testing.T) {
	for _, c := range []struct {
		line       string
		structured bool
		want       monster.Action
	}{
		{"summon Blood Imp, spawn, count C/2", true, monster.Action{Type: monster.KindSummon, Monster: "Blood Imp", Spawn: true, Count: "C/2"}},
		{"summon Imp, elite, spawn", true, monster.Action{Type: monster.KindSummon, Monster: "Imp", Elite: true, Spawn: true}},
		{"summon Imp, spawn, count 2+L", true, monster.Action{Type: monster.KindSummon, Monster: "Imp", Spawn: true, Count: "2+L"}},
		{"summon Imp, count 2+L", false, monster.Action{}}, // the engine summons one: only a spawn is counted
		{"summon Imp, count X", false, monster.Action{}},
		{"summon Imp, spawn, count C-9", true, monster.Action{Type: monster.KindSummon, Monster: "Imp", Spawn: true, Count: "C-9"}}, // 0 at most
		{"summon Imp, spawn, hp 1", false, monster.Action{}},                                                                        // a spawn's monsters have their own hit points
		{"summon Imp, count 100", false, monster.Action{}},
		{"attack +0, spawn", false, monster.Action{}},
		{"attack +0, count 2", false, monster.Action{}},
		{"trap 3", true, monster.Action{Type: monster.KindTrap, Value: monster.Fixed(3)}},
		{"damage 2+L/2, closest", true, monster.Action{Type: monster.KindDamage, Formula: "2+L/2", Closest: true}},
		{"damage 2, closest", true, monster.Action{Type: monster.KindDamage, Value: monster.Fixed(2), Closest: true}},
		{"damage X, closest", false, monster.Action{}},
		{"damage 0, hazard, area self (1,0)", true, monster.Action{Type: monster.KindDamage, Value: monster.Fixed(0), Hazard: true}},
		{"heal 0, hazard", false, monster.Action{}},
		{"damage 1, hazard", false, monster.Action{}},
		{"obstacle, hazard", true, monster.Action{Type: monster.KindObstacle, Hazard: true}},
		{"obstacle", true, monster.Action{Type: monster.KindObstacle}},
		{"obstacle 1", false, monster.Action{}},
		{"damage 2, closest, self", false, monster.Action{}},
		{"attack +0, closest", false, monster.Action{}},
		{"attack 2+L, range 2", true, monster.Action{Type: monster.KindAttack, Formula: "2+L", Range: monster.Fixed(2)}},
		{"move 2+L", false, monster.Action{}},
		{"trap", false, monster.Action{}},
	} {
		a, ok := ParseActionLine(c.line)
		if ok != c.structured {
			t.Errorf("%q: structured %v, want %v (%+v)", c.line, ok, c.structured, a)
			continue
		}
		if !ok {
			continue
		}
		if FormatActionLine(a) != c.line || a.Type != c.want.Type || a.Spawn != c.want.Spawn || a.Count != c.want.Count || a.Formula != c.want.Formula || a.Closest != c.want.Closest || a.Hazard != c.want.Hazard || a.Monster != c.want.Monster ||
			a.Elite != c.want.Elite || (c.want.Value != nil && (a.Value == nil || *a.Value != *c.want.Value)) {
			t.Errorf("%q: read %+v, written %q", c.line, a, FormatActionLine(a))
		}
	}
}

// The checker refuses a spawn or count off a summon, a count that is no
// formula of C and L, per-level numbers in a pack and a trap of no fixed
// damage.
func TestMapFieldsChecked(t *testing.T) {
	c := &checker{}
	c.effects("a", monster.Action{Type: monster.KindMove, Value: monster.Plus(0), Spawn: true})
	c.effects("b", monster.Action{Type: monster.KindSummon, Monster: "Imp", Count: "X"})
	c.effects("d", monster.Action{Type: monster.KindSummon, Monster: "Imp", Count: "C/2", PerLevel: []int{1}})
	c.effects("e", monster.Action{Type: monster.KindTrap, Value: monster.Plus(1)})
	c.effects("f", monster.Action{Type: monster.KindTrap, Value: monster.Fixed(0)})
	c.effects("c", monster.Action{Type: monster.KindSummon, Monster: "Imp", Spawn: true, Count: "(C+1)/2"})
	c.effects("c", monster.Action{Type: monster.KindTrap, Value: monster.Fixed(3)})
	c.effects("c", monster.Action{Type: monster.KindDamage, Formula: "2+L/2", Closest: true})
	c.effects("c", monster.Action{Type: monster.KindHeal, Formula: "2+L/2"})
	c.effects("c", monster.Action{Type: monster.KindAttack, Formula: "ceil(L/2)"})
	c.effects("g", monster.Action{Type: monster.KindMove, Formula: "2+L/2"})
	c.effects("h", monster.Action{Type: monster.KindDamage, Value: monster.Fixed(1), Formula: "L"})
	c.effects("i", monster.Action{Type: monster.KindDamage, Value: monster.Fixed(1), Self: true, Closest: true})
	c.effects("j", monster.Action{Type: monster.KindDamage, Value: monster.Fixed(2), Hazard: true})
	c.effects("c", monster.Action{Type: monster.KindDamage, Value: monster.Fixed(0), Area: AdjacentArea(), Hazard: true})
	c.effects("k", monster.Action{Type: monster.KindSummon, Monster: "Imp", Count: "2"})
	c.effects("l", monster.Action{Type: monster.KindDamage, Formula: "2"})
	c.effects("n", monster.Action{Type: monster.KindSummon, Monster: "Imp", Spawn: true, SummonHP: 1})
	c.actions("m", []monster.Action{{Type: monster.KindUse, Elements: []string{"fire"},
		Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Plus(1), Only: []string{monster.RankElite}}}}}, nil, 0)
	got := ""
	for _, e := range c.errs {
		got += e.Error() + "\n"
	}
	for _, want := range []string{"a.spawn", "b.count", "d.per_level", "e.value", "f.value", "g.formula", "h.formula", "i.closest", "j.hazard", "k.count", "l.formula", "n.summon_hp", "m[0].actions[0]"} {
		if !strings.Contains(got, want) {
			t.Errorf("no error at %s:\n%s", want, got)
		}
	}
	if strings.Contains(got, "c.") {
		t.Errorf("a good spawn or trap refused:\n%s", got)
	}
}

// A count is worked out for the party at every scenario level, with the
// pack's formulas: "/" rounds up, C is at least 2; in a use's bonus too;
// the actions given stay as they are.
func TestWorkOutCounts(t *testing.T) {
	in := []monster.Action{
		{Type: monster.KindSummon, Monster: "Imp", Spawn: true, Count: "C/2"},
		{Type: monster.KindSummon, Monster: "Imp", Count: "1+L/2"},
		{Type: monster.KindUse, Elements: []string{"dark"}, Actions: []monster.Action{{Type: monster.KindSummon, Monster: "Imp", Count: "C"}}},
		{Type: monster.KindMove, Value: monster.Plus(0)},
		{Type: monster.KindDamage, Formula: "2+L/2", Closest: true},
	}
	for _, c := range []struct {
		characters int
		want       [3][]int
	}{
		{1, [3][]int{{1, 1, 1, 1, 1, 1, 1, 1}, {1, 2, 2, 3, 3, 4, 4, 5}, {2, 2, 2, 2, 2, 2, 2, 2}}},
		{3, [3][]int{{2, 2, 2, 2, 2, 2, 2, 2}, {1, 2, 2, 3, 3, 4, 4, 5}, {3, 3, 3, 3, 3, 3, 3, 3}}},
		{4, [3][]int{{2, 2, 2, 2, 2, 2, 2, 2}, {1, 2, 2, 3, 3, 4, 4, 5}, {4, 4, 4, 4, 4, 4, 4, 4}}},
	} {
		out := WorkOutCounts(in, c.characters, nil)
		got := [3][]int{out[0].PerLevel, out[1].PerLevel, out[2].Actions[0].PerLevel}
		for i := range got {
			if !slices.Equal(got[i], c.want[i]) {
				t.Errorf("%d characters, action %d: %v, want %v", c.characters, i, got[i], c.want[i])
			}
		}
		if want := []int{2, 3, 3, 4, 4, 5, 5, 6}; !slices.Equal(out[4].PerLevel, want) {
			t.Errorf("%d characters, damage 2+L/2: %v, want %v", c.characters, out[4].PerLevel, want)
		}
		if out[3].PerLevel != nil {
			t.Errorf("a move got per-level numbers %v", out[3].PerLevel)
		}
	}
	if in[0].PerLevel != nil || in[2].Actions[0].PerLevel != nil {
		t.Error("the actions given were changed")
	}
}
