package attack

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/modifier"
)

// Another attacker starts with a fresh form: nothing of the last
// attacker's settings is kept (issue 26, item 5).
func TestAnotherAttackerStartsFresh(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	show(t, p.Content(), 1280, 800)
	p.attacker.SetSelected("Brute")
	fresh := p.Attack()
	test.Tap(p.value.Plus())
	test.Tap(p.conditions[modifier.Poison])
	test.Tap(p.elements[modifier.Fire])
	test.Tap(p.ranged)
	test.Tap(p.rng.Plus())
	test.Tap(p.advantage)
	test.Tap(p.pierce.Plus())
	typeModifier(p, "+1")
	if a := p.Attack(); !a.Ranged || a.Range != defaultRange+1 || len(a.Effects) != 2 {
		t.Fatalf("the brute's attack as set: %+v", a)
	}
	p.attacker.SetSelected("Spellweaver")
	if p.AttackerID() != "spellweaver" {
		t.Fatalf("attacker %q", p.AttackerID())
	}
	if got := p.Attack(); !equalAttacks(got, fresh) {
		t.Errorf("the spellweaver's attack %+v, want the fresh %+v", got, fresh)
	}
	if !p.ranged.Checked && !p.rng.Plus().Disabled() {
		t.Error("the range spinner is enabled for a melee attack")
	}
	// Back by the map's selection (SetAttacker): fresh again.
	test.Tap(p.conditions[modifier.Poison])
	p.SetAttacker("brute")
	if got := p.Attack(); !equalAttacks(got, fresh) {
		t.Errorf("the brute's attack again %+v, want the fresh %+v", got, fresh)
	}
}

// A condition of a later edition is added from More…: its check box shows,
// ticked, and the attack carries it; the next attacker starts without it.
func TestMoreConditions(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	show(t, p.Content(), 1280, 800)
	p.attacker.SetSelected("Brute")
	c := p.conditions[modifier.Bane]
	if c.Visible() {
		t.Fatal("bane shows before it is added")
	}
	var more *widget.Select
	for _, o := range test.LaidOutObjects(p.Content()) {
		if s, ok := o.(*widget.Select); ok && s.PlaceHolder == "More…" {
			more = s
		}
	}
	if more == nil {
		t.Fatal("no More… for conditions")
	}
	more.SetSelected("Bane")
	if !c.Visible() || !c.Checked || !slices.Contains(p.Attack().Effects, modifier.Effect{Kind: modifier.Bane}) {
		t.Fatalf("after More… › Bane: shown %v, ticked %v, effects %v", c.Visible(), c.Checked, p.Attack().Effects)
	}
	p.attacker.SetSelected("Spellweaver")
	if c.Visible() || c.Checked {
		t.Errorf("the next attacker starts with bane shown %v, ticked %v", c.Visible(), c.Checked)
	}
}

func equalAttacks(a, b modifier.Attack) bool {
	return a.Value == b.Value && a.Ranged == b.Ranged && a.Range == b.Range && a.Advantage == b.Advantage &&
		a.Disadvantage == b.Disadvantage && a.Pierce == b.Pierce && a.MaxTargets == b.MaxTargets &&
		len(a.Modifiers) == len(b.Modifiers) && len(a.Effects) == len(b.Effects)
}

// Ticking and unticking Ranged leaves the target check boxes where they
// were, though their marks change, so a click lands on the figure aimed at
// (issue 26, item 5).
func TestRangedKeepsTheTargetsInPlace(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	show(t, p.Content(), 1280, 800)
	p.attacker.SetSelected("Brute")
	test.Tap(p.ranged)
	where := func() []fyne.Position {
		var out []fyne.Position
		for _, o := range p.targetChecks.Objects {
			out = append(out, o.Position())
		}
		return append(out, p.targetChecks.Position(), fyne.NewPos(p.targetChecks.Size().Width, p.targetChecks.Size().Height))
	}
	before := where()
	test.Tap(p.ranged)
	if p.Attack().Ranged {
		t.Fatal("still ranged")
	}
	after := where()
	if len(before) != len(after) {
		t.Fatalf("%d targets, then %d", len(before), len(after))
	}
	for i := range before {
		if before[i] != after[i] {
			t.Errorf("target box %d moved from %v to %v when Ranged was unticked", i, before[i], after[i])
		}
	}
}
