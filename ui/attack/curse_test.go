package attack

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
)

// What a curse or bless effect did is said, and so is a curse or bless that
// the supply could not give.
func TestCurseAndBlessLines(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	curses := modifier.TargetResult{ID: "cave-rat-1", Effects: []modifier.Effect{{Kind: modifier.Curses}}}
	got := strings.Join(p.outcomeLines(nil, engine.TargetOutcome{Result: curses, Cursed: true}), " ")
	if !strings.Contains(got, "a curse goes into its deck") {
		t.Errorf("cursed: %q", got)
	}
	got = strings.Join(p.outcomeLines(nil, engine.TargetOutcome{Result: curses}), " ")
	if !strings.Contains(got, "no curse card is left") {
		t.Errorf("no curse left: %q", got)
	}
	lines := p.attackLines(&engine.AttackOutcome{Attacker: "brute", Blessed: []bool{true, false}})
	if len(lines) != 2 || lines[0] != "A bless goes into Brute’s deck" || lines[1] != "No bless card is left for Brute" {
		t.Errorf("bless lines %q", lines)
	}
}

// The odds of a deck with many rolling cards are worked out off the UI
// goroutine: "Computing the odds…" meanwhile, the line once done; a result
// that a later change made stale is dropped.
func TestOddsOffTheUIGoroutine(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	show(t, p.Content(), 1280, 800)
	p.async = true
	var queued []func()
	done := make(chan struct{}, 8)
	p.toUI = func(f func()) { queued = append(queued, f); done <- struct{}{} }
	for range 4 {
		if _, err := env.Table.Do(engine.AddCard{Deck: "brute", Card: modifier.MustParseCard("+1 roll")}); err != nil {
			t.Fatal(err)
		}
	}
	setUpAttack(t, p)
	if p.OddsText() != "Computing the odds…" {
		t.Fatalf("while working: %q", p.OddsText())
	}
	<-done // the first target chosen
	<-done // the second: the joint odds too
	for _, f := range queued {
		f()
	}
	queued = nil
	if !strings.HasPrefix(p.OddsText(), "Against ") {
		t.Fatalf("once worked out: %q", p.OddsText())
	}
	// Two targets: the joint odds follow, as the engine works them out.
	in, err := env.Table.Scenario().JointOddsInput("brute", p.Attack(), p.Targets())
	if err != nil {
		t.Fatal(err)
	}
	j, err := in.Odds()
	if err != nil {
		t.Fatal(err)
	}
	all, _ := j.AllFall.Float64()
	if want := fmt.Sprintf("all fall: %.1f %%", 100*all); !strings.Contains(p.OddsText(), want) {
		t.Errorf("odds %q, want the joint %q", p.OddsText(), want)
	}
	// Two changes in a row: the first result arrives late and is dropped.
	test.Tap(p.value.Plus())
	<-done
	test.Tap(p.value.Plus())
	<-done
	queued[1]()
	want := p.OddsText()
	queued[0]()
	if p.OddsText() != want || !strings.HasPrefix(want, "Against ") {
		t.Errorf("a stale result replaced the odds: %q, want %q", p.OddsText(), want)
	}
}

// A monster chosen as the attacker brings the attack of the card its type
// drew, worked out against its stat card.
func TestMonsterAttackerTakesItsCard(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := party.BuildScenario(file, 1, 11, []party.Member{{ID: 1, Name: "Brute", Level: 1}, {ID: 2, Name: "Tinker", Level: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if err := env.Table.Session().Start(context.Background(), scn); err != nil {
		t.Fatal(err)
	}
	if _, err := env.Table.Do(engine.DrawAbilities{}); err != nil {
		t.Fatal(err)
	}
	p := New(env)
	show(t, p.Content(), 1280, 800)
	var acolyte string
	for _, f := range env.Table.Scenario().Figures() {
		if f.MonsterType == "Ash Acolyte" && acolyte == "" {
			acolyte = f.ID
		}
	}
	plan, ok := env.Table.Scenario().MonsterPlan(acolyte)
	if !ok || plan.Attack == nil {
		t.Skip("the acolyte's card this round has no attack")
	}
	want := *plan.Attack
	p.SetAttacker(acolyte)
	got := p.Attack()
	if got.Value != want.Value || got.Ranged != want.Ranged || (want.Ranged && got.Range != want.Range) || got.Pierce != want.Pierce {
		t.Errorf("the panel's attack %+v, the card's %+v", got, want)
	}
	for _, e := range want.Effects {
		if !slices.Contains(got.Effects, e) {
			t.Errorf("the card's %v is not in the panel's attack %v", e, got.Effects)
		}
	}
}

// A German player types the poisoned target's +1 as "Gift", and sees it so.
func TestPoisonModifierInGerman(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.German)
	p := New(env)
	show(t, p.Content(), 1280, 800)
	if err := p.AddModifier("gift"); err != nil {
		t.Fatal(err)
	}
	if m := p.Modifiers(); len(m) != 1 || !m[0].Poison {
		t.Fatalf("modifiers %v", m)
	}
	found := false
	for _, o := range test.LaidOutObjects(p.modList) {
		if l, ok := o.(*widget.Label); ok && l.Text == "Gift" {
			found = true
		}
	}
	if !found {
		t.Error("the poison place is not shown as Gift")
	}
}
