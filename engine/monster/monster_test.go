package monster

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestAmountJSON(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Amount
		err  string
	}{
		{`3`, Amount{N: 3}, ""},
		{`"+1"`, Amount{Relative: true, N: 1}, ""},
		{`"-2"`, Amount{Relative: true, N: -2}, ""},
		{`"+0"`, Amount{Relative: true}, ""},
		{`"3"`, Amount{}, "starts with + or -"},
		{`"+100"`, Amount{}, "from 0 to 99"},
		{`100`, Amount{}, "out of 0..99"},
		{`-1`, Amount{}, "out of 0..99"},
		{`1.5`, Amount{}, "want an integer"},
		{`true`, Amount{}, "want an integer"},
	} {
		var a Amount
		err := json.Unmarshal([]byte(tc.in), &a)
		switch {
		case tc.err == "" && (err != nil || a != tc.want):
			t.Errorf("%s: %+v, %v; want %+v", tc.in, a, err, tc.want)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: error %v, want one saying %q", tc.in, err, tc.err)
		}
	}
}

// An amount read from JSON writes back as it was read, and reads back the
// same.
func FuzzAmountJSON(f *testing.F) {
	for _, s := range []string{`3`, `"+1"`, `"-2"`, `"x"`, `99`, `"+99"`, `null`, `[]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var a Amount
		if json.Unmarshal([]byte(in), &a) != nil {
			return
		}
		if a.N < -MaxAmount || a.N > MaxAmount || !a.Relative && a.N < 0 {
			t.Fatalf("%q read as %+v, out of bounds", in, a)
		}
		out, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		var b Amount
		if err := json.Unmarshal(out, &b); err != nil || a != b {
			t.Fatalf("%q → %+v → %s → %+v, %v", in, a, out, b, err)
		}
	})
}

// Actions read from JSON within bounds keep them through a clone, and the
// clone shares nothing with them.
func FuzzActionsBoundsAndClone(f *testing.F) {
	f.Add(`[{"type":"attack","value":"+1","range":2,"conditions":["poison"],"area":{"hexes":[[0,0],[1,0]]}},{"type":"use","elements":["fire"],"actions":[{"type":"attack","value":"+1"}]}]`)
	f.Add(`[{"type":"shield"},{"type":"retaliate","value":2,"range":"+1"}]`)
	f.Fuzz(func(t *testing.T, in string) {
		var acts []Action
		if json.Unmarshal([]byte(in), &acts) != nil || CheckBounds(acts) != nil {
			return
		}
		c := CloneActions(acts)
		if !reflect.DeepEqual(c, acts) {
			t.Fatalf("clone %+v of %+v", c, acts)
		}
		for i := range c {
			if c[i].Value != nil {
				c[i].Value.N++
			}
			if c[i].Area != nil && len(c[i].Area.Hexes) > 0 && len(c[i].Area.Hexes[0]) > 0 {
				c[i].Area.Hexes[0][0]++
			}
			c[i].Conditions = append(c[i].Conditions[:len(c[i].Conditions):len(c[i].Conditions)], "x")
		}
		if reflect.DeepEqual(c, acts) && len(acts) > 0 {
			t.Fatal("the clone shares its values with the actions")
		}
		st := StatCard{Monster: "m", Target: 1, Attack: 2, Move: 2, Shield: 1, Retaliate: 1, RetaliateRange: 1}
		_ = Summary(Resolve(acts, st)) // never panics, whatever the actions hold
	})
}

func TestCheckBounds(t *testing.T) {
	deep := []Action{{Type: KindUse}}
	for range MaxActionDepth + 1 {
		deep = []Action{{Type: KindUse, Actions: deep}}
	}
	for _, tc := range []struct {
		name string
		acts []Action
		err  string
	}{
		{"fine", []Action{{Type: KindMove, Value: Plus(1)}, {Type: KindAttack, Area: &Area{Hexes: [][]int{{0, 0}, {1, -1}}}}}, ""},
		{"too many", make([]Action, MaxActions+1), "actions, at most"},
		{"too deep", deep, "nested deeper"},
		{"long text", []Action{{Type: KindText, Text: strings.Repeat("x", MaxText+1)}}, "text of more than"},
		{"hex", []Action{{Type: KindAttack, Area: &Area{Hexes: [][]int{{0}}}}}, "not [q, r]"},
		{"far hex", []Action{{Type: KindAttack, Area: &Area{Hexes: [][]int{{MaxAreaCoord + 1, 0}}}}}, "not [q, r]"},
		{"negative", []Action{{Type: KindAttack, Pierce: -1}}, "out of 0.."},
	} {
		err := CheckBounds(tc.acts)
		if (tc.err == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.err)
		}
	}
	if err := (StatCard{Monster: "m", Move: -1}).CheckBounds(); err == nil {
		t.Error("a stat card with move -1 passes")
	}
}

// A boss's "Special N" plays as special action N of its stat card; one the
// stat card lacks stays "Special N"; the card's own actions are not changed.
func TestExpandSpecials(t *testing.T) {
	boss := StatCard{Monster: "Bone King", Boss: true, Move: 3, Attack: 5, Target: 1, Characters: 2,
		Special: [][]Action{
			{{Type: KindSummon, Monster: "Mire Hound"}},
			{{Type: KindMove, Value: Plus(1)}, {Type: KindAttack, Value: Plus(0), Target: 2}},
		}}
	card := []Action{{Type: KindSpecial, Value: Fixed(2)}, {Type: KindSpecial, Value: Fixed(3)}}
	got := Summary(Resolve(Expand(card, boss), boss))
	if want := "Move 4 | Attack 5, Target 2 | Special 3"; got != want {
		t.Errorf("%s, want %s", got, want)
	}
	if card[0].Type != KindSpecial || len(card) != 2 {
		t.Errorf("the card changed: %+v", card)
	}
	plain := []Action{{Type: KindMove, Value: Plus(0)}}
	if e := Expand(plain, boss); &e[0] != &plain[0] {
		t.Error("a card without specials is copied")
	}
}

// A stat card's push, pull and added targets go to every attack: push and
// pull add to the card's, added targets to the larger of the card's and
// the stat card's targets.
func TestStatCardPushPullAndTargets(t *testing.T) {
	st := StatCard{Monster: "Snow Speaker", Attack: 3, Target: 1, TargetPlus: 1, Push: 1, Pull: 2, Characters: 2}
	for _, c := range []struct {
		name               string
		a                  Action
		target, push, pull int
	}{
		{"plain attack", Action{Type: KindAttack, Value: Plus(0)}, 2, 1, 2},
		{"card push", Action{Type: KindAttack, Value: Plus(0), Push: 2}, 2, 3, 2},
		{"card targets", Action{Type: KindAttack, Value: Plus(0), Target: 3}, 4, 1, 2},
	} {
		r := Resolve([]Action{c.a}, st)[0]
		if r.Target != c.target || r.Push != c.push || r.Pull != c.pull {
			t.Errorf("%s: target %d push %d pull %d, want %d %d %d", c.name, r.Target, r.Push, r.Pull, c.target, c.push, c.pull)
		}
	}
	// a move is not an attack: nothing added
	if r := Resolve([]Action{{Type: KindMove, Value: Plus(0)}}, st)[0]; r.Push != 0 || r.Pull != 0 {
		t.Errorf("move: %+v", r)
	}
	bad := st
	bad.Push = -1
	if bad.CheckBounds() == nil {
		t.Error("a push below 0 passes the bounds")
	}
}

// A heal on several figures within range keeps its number of targets
// ("heal 3, range 2, target 2" on a class card).
func TestResolveHealTargets(t *testing.T) {
	r := Resolve([]Action{{Type: KindHeal, Value: Fixed(3), Range: Fixed(2), Target: 2}}, StatCard{})
	if len(r) != 1 || r[0].Target != 2 || r[0].Range != 2 || r[0].String() != "Heal 3, Range 2, Target 2" {
		t.Errorf("%+v %q", r, r[0].String())
	}
}

// A character's summon is worded with its own stats.
func TestResolveClassSummon(t *testing.T) {
	r := Resolve([]Action{{Type: KindSummon, Monster: "Battle Bot", SummonHP: 7, Summoned: &SummonStats{Move: 3, Attack: 2, Range: 3}, Text: "poison"}}, StatCard{})
	if len(r) != 1 || r[0].String() != "Summon Battle Bot, with 7 hit points, Move 3, Attack 2, Range 3, poison" {
		t.Errorf("%q", r[0].String())
	}
	c := CloneActions([]Action{{Type: KindSummon, Summoned: &SummonStats{Move: 1}}})
	orig := c[0].Summoned
	if d := CloneActions(c); d[0].Summoned == orig || *d[0].Summoned != *orig {
		t.Error("a clone shares a summon's stats")
	}
}
