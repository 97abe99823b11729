package attack

import (
	"context"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// heard records what the OnAttackChange listener was told.
type heard struct {
	attacker string
	attack   modifier.Attack
	targets  []string
}

// TestOnAttackChange: every change of the attacker, the attack or the
// targets is told once, with what the panel's getters give; refreshes that
// change nothing tell nothing.
func TestOnAttackChange(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	w := show(t, p.Content(), 1280, 800)
	env.Window = w
	var got []heard
	p.OnAttackChange(func(att string, a modifier.Attack, targets []string) {
		got = append(got, heard{att, a, targets})
	})
	// step runs f and wants exactly one call telling the panel's state
	// (or none when quiet).
	step := func(name string, quiet bool, f func()) {
		t.Helper()
		got = nil
		f()
		if quiet {
			if len(got) != 0 {
				t.Errorf("%s: told %d times, want none", name, len(got))
			}
			return
		}
		if len(got) != 1 {
			t.Fatalf("%s: told %d times, want once", name, len(got))
		}
		h := got[0]
		if h.attacker != p.AttackerID() || !slices.Equal(h.targets, p.Targets()) ||
			!(attackState{attack: h.attack}).equal(attackState{attack: p.Attack()}) {
			t.Errorf("%s: told %q %+v %v, the panel has %q %+v %v", name, h.attacker, h.attack, h.targets,
				p.AttackerID(), p.Attack(), p.Targets())
		}
	}
	step("attacker", false, func() { p.attacker.SetSelected("Brute") })
	step("same attacker", true, func() { p.SetAttacker("brute") })
	step("value", false, func() { test.Tap(p.value.Plus()) })
	step("value typed", false, func() { p.valueEntry.SetText("5") })
	step("modifier", false, func() { typeModifier(p, "x2") })
	step("second modifier", false, func() { typeModifier(p, "+1") })
	step("modifier order", false, func() { p.MoveModifier(0, 1) })
	if got := p.Modifiers(); !slices.Equal(got, []modifier.Adjustment{{Op: modifier.OpDouble}, {Op: modifier.OpAdd, Value: 1}}) {
		t.Fatalf("modifiers %v after the move", got)
	}
	step("modifier removed", false, func() { p.removeModifier(0) })
	step("advantage", false, func() { test.Tap(p.advantage) })
	step("disadvantage", false, func() { test.Tap(p.disadvantage) })
	step("ranged", false, func() { test.Tap(p.ranged) })
	step("pierce", false, func() { test.Tap(p.pierce.Plus()) })
	step("max targets", false, func() { test.Tap(p.maxTargets.Plus()) })
	step("push", false, func() { test.Tap(p.push.Plus()) })
	step("condition", false, func() { test.Tap(p.conditions[modifier.Poison]) })
	step("element", false, func() { test.Tap(p.elements[modifier.Fire]) })
	step("target", false, func() { checkTarget(t, p, "cave-rat-1") })
	step("second target", false, func() { checkTarget(t, p, "cave-rat-2") })
	step("target unchecked", false, func() { checkTarget(t, p, "cave-rat-1") })
	if got := p.Targets(); !slices.Equal(got, []string{"cave-rat-2"}) {
		t.Fatalf("targets %v", got)
	}
	// A change of the table that leaves the form as it is tells nothing.
	step("unrelated table change", true, func() {
		screentest.Do(t, env, engine.AddCard{Deck: "spellweaver", Card: modifier.MustParseCard("bless")})
	})
	// The map's selection changes the attacker (and clears the targets).
	step("map selection", false, func() {
		if err := env.Map.Select("spellweaver"); err != nil {
			t.Fatal(err)
		}
	})
	if p.AttackerID() != "spellweaver" || len(p.Targets()) != 0 {
		t.Fatalf("after the selection: %q %v", p.AttackerID(), p.Targets())
	}
	// Undo gives back the bless: the form is unchanged, nothing told.
	step("undo", true, func() {
		if err := env.Table.Session().Undo(context.Background()); err != nil {
			t.Fatal(err)
		}
	})
}

// TestOnAttackChangeFollowsADrawnAttack: drawing shows the attack drawn in
// the form; undoing the draw leaves the form as it was, telling nothing
// more.
func TestOnAttackChangeFollowsADrawnAttack(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	w := show(t, p.Content(), 1280, 800)
	env.Window = w
	setUpAttack(t, p)
	var got []heard
	p.OnAttackChange(func(att string, a modifier.Attack, targets []string) {
		got = append(got, heard{att, a, targets})
	})
	p.Draw()
	if _, ok := env.Table.Scenario().PendingAttack(); !ok {
		t.Fatal("no attack drawn")
	}
	if len(got) > 1 {
		t.Errorf("drawing told %d times", len(got))
	}
	// Undo the draw, then choose another attacker from the map: told.
	if err := env.Table.Session().Undo(context.Background()); err != nil {
		t.Fatal(err)
	}
	got = nil
	if err := env.Map.Select("spellweaver"); err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].attacker != "spellweaver" {
		t.Fatalf("after undo and a new selection: %+v", got)
	}
}

// TestClosedPanelStopsFollowing: a closed panel follows neither the map's
// selection nor the table, and tells nothing.
func TestClosedPanelStopsFollowing(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	p.SetAttacker("brute")
	told := 0
	p.OnAttackChange(func(string, modifier.Attack, []string) { told++ })
	p.Close()
	if err := env.Map.Select("spellweaver"); err != nil {
		t.Fatal(err)
	}
	screentest.Do(t, env, engine.AddCard{Deck: "brute", Card: modifier.MustParseCard("bless")})
	if p.AttackerID() != "brute" || told != 0 {
		t.Errorf("a closed panel followed: attacker %q, told %d times", p.AttackerID(), told)
	}
}
