package attack

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// An item used before the attack (+1 attack, then advantage) is in the
// odds the panel shows, and said under them; the attack applied, it is
// gone from the next attack's odds.
func TestItemBoostInThePanelOdds(t *testing.T) {
	test.NewTempApp(t)
	brute := screentest.Brute
	brute.Items = []engine.TableItem{
		{Number: 3, Name: "Bark Vest", Use: engine.ItemSpent, Effects: []engine.ItemEffect{{Kind: engine.ItemAttack, Value: 1}}},
		{Number: 7, Name: "Owl Lens", Use: engine.ItemConsumed, Effects: []engine.ItemEffect{{Kind: engine.ItemAdvantage}}},
	}
	env := screentest.NewEnvWith(t, language.English, brute)
	p := New(env)
	screentest.Do(t, env, engine.Move{Figure: "brute", To: besideTheRats}, engine.SetMaxHP{Figure: "cave-rat-2", MaxHP: 40})
	p.attacker.SetSelected("Brute")
	p.SetTargets([]string{"cave-rat-2"})
	plain := p.OddsText()
	p.value.Set(3)
	plusOne := p.OddsText()
	p.value.Set(2)
	if plain == "" || plain == plusOne || strings.Contains(plain, "Items used") {
		t.Fatalf("odds: %q, with 3: %q", plain, plusOne)
	}
	screentest.Do(t, env, engine.UseItem{Character: "brute", Item: 3})
	p.Refresh()
	got := p.OddsText()
	if !strings.HasPrefix(got, plusOne+"\n") || !strings.Contains(got, "Items used: +1 attack (counted in the odds)") {
		t.Errorf("after the vest the panel shows %q, want the odds of attack 3 %q and the vest said", got, plusOne)
	}
	screentest.Do(t, env, engine.UseItem{Character: "brute", Item: 7})
	p.Refresh()
	if got := p.OddsText(); !strings.Contains(got, "+1 attack and advantage") {
		t.Errorf("after the lens: %q", got)
	}
	p.Draw()
	p.Apply()
	p.Refresh()
	if got := p.OddsText(); strings.Contains(got, "Items used") {
		t.Errorf("after the attack the next one still has the items: %q", got)
	}
}

// An item for a melee attack only (+2 attack) is in a melee attack's odds
// and said to be for it; on a ranged attack the odds are those without it
// and the panel says it is not counted.
func TestItemBoostMeleeOnlyInThePanelOdds(t *testing.T) {
	test.NewTempApp(t)
	brute := screentest.Brute
	brute.Items = []engine.TableItem{{Number: 14, Name: "Heavy Sword", Use: engine.ItemSpent,
		Effects: []engine.ItemEffect{{Kind: engine.ItemAttack, Value: 2, Only: engine.ItemMelee}}}}
	env := screentest.NewEnvWith(t, language.English, brute)
	p := New(env)
	screentest.Do(t, env, engine.Move{Figure: "brute", To: besideTheRats}, engine.SetMaxHP{Figure: "cave-rat-2", MaxHP: 40})
	p.attacker.SetSelected("Brute")
	p.SetTargets([]string{"cave-rat-2"})
	p.value.Set(4)
	plusTwo := p.OddsText()
	p.ranged.SetChecked(true)
	p.value.Set(2)
	rangedPlain := p.OddsText()
	p.ranged.SetChecked(false)
	screentest.Do(t, env, engine.UseItem{Character: "brute", Item: 14})
	p.Refresh()
	if got := p.OddsText(); !strings.HasPrefix(got, plusTwo+"\n") || !strings.Contains(got, "+2 attack (counted in the odds); for a melee attack only") {
		t.Errorf("melee attack after the sword: %q, want the odds of attack 4 %q and the sword said", got, plusTwo)
	}
	p.ranged.SetChecked(true)
	p.Refresh()
	if got := p.OddsText(); !strings.HasPrefix(got, rangedPlain+"\n") || !strings.Contains(got, "not counted in this ranged attack") {
		t.Errorf("ranged attack after the sword: %q, want the odds without it %q and it said not counted", got, rangedPlain)
	}
}

// The attack drawn with an item's +1 attack (and advantage) is shown as
// drawn in the results, while the form keeps the attack as given: once
// applied, the next attack drawn from the form does not count the items
// again.
func TestItemBoostNotLeftInTheForm(t *testing.T) {
	test.NewTempApp(t)
	brute := screentest.Brute
	brute.Items = []engine.TableItem{{Number: 3, Name: "Bark Vest", Use: engine.ItemSpent,
		Effects: []engine.ItemEffect{{Kind: engine.ItemAttack, Value: 1}, {Kind: engine.ItemAdvantage}}}}
	env := screentest.NewEnvWith(t, language.English, brute)
	p := New(env)
	screentest.Do(t, env, engine.Move{Figure: "brute", To: besideTheRats}, engine.SetMaxHP{Figure: "cave-rat-2", MaxHP: 40})
	p.attacker.SetSelected("Brute")
	p.SetTargets([]string{"cave-rat-2"})
	screentest.Do(t, env, engine.UseItem{Character: "brute", Item: 3})
	p.Refresh()
	p.Draw()
	p.Refresh()
	if pa, ok := env.Table.Scenario().PendingAttack(); !ok || pa.Attack.Value != 3 || !pa.Attack.Advantage {
		t.Fatalf("drawn: %+v (pending %v), want attack 3 with advantage", pa.Attack, ok)
	}
	if p.value.Value() != 2 || p.advantage.Checked {
		t.Errorf("while drawn the form says attack %d, advantage %v; want 2 as given", p.value.Value(), p.advantage.Checked)
	}
	p.Apply()
	p.Refresh()
	if a := p.Attack(); a.Value != 2 || a.Advantage {
		t.Errorf("after the attack the form's attack is %d, advantage %v; want 2 without: the items counted again", a.Value, a.Advantage)
	}
}

// An item's +1 attack on every attack this turn is in the odds of a
// ranged attack while a melee item's boost is not, and the panel says
// both (the melee item used after the potion changes no odds, only the
// words under them).
func TestItemTurnAttackInThePanelOdds(t *testing.T) {
	test.NewTempApp(t)
	brute := screentest.Brute
	brute.Items = []engine.TableItem{
		{Number: 85, Name: "Power Potion", Use: engine.ItemConsumed, Effects: []engine.ItemEffect{{Kind: engine.ItemTurnAttack, Value: 1}}},
		{Number: 14, Name: "Heavy Sword", Use: engine.ItemSpent, Effects: []engine.ItemEffect{{Kind: engine.ItemAttack, Value: 2, Only: engine.ItemMelee}}},
	}
	env := screentest.NewEnvWith(t, language.English, brute)
	p := New(env)
	screentest.Do(t, env, engine.Move{Figure: "brute", To: besideTheRats}, engine.SetMaxHP{Figure: "cave-rat-2", MaxHP: 40})
	p.attacker.SetSelected("Brute")
	p.SetTargets([]string{"cave-rat-2"})
	p.ranged.SetChecked(true)
	p.value.Set(3)
	plusOne := p.OddsText()
	p.value.Set(2)
	screentest.Do(t, env, engine.UseItem{Character: "brute", Item: 85}, engine.UseItem{Character: "brute", Item: 14})
	p.Refresh()
	got := p.OddsText()
	if !strings.HasPrefix(got, plusOne+"\n") || !strings.Contains(got, "not counted in this ranged attack") ||
		!strings.Contains(got, "+1 attack on every attack this turn (counted in the odds)") {
		t.Errorf("ranged attack after the potion and the sword: %q, want the odds of attack 3 %q, the sword not counted, the potion counted", got, plusOne)
	}
}

// An item's +2 attack "on one attack" used before an attack on the two
// rats is counted on the first target named only: the panel says so under
// the odds, the odds of the first target count it, and the attack drawn
// adds it to the first target's attack and not to the second's.
func TestItemSingleAttackBoostOnTheFirstTarget(t *testing.T) {
	test.NewTempApp(t)
	brute := screentest.Brute
	brute.Items = []engine.TableItem{{Number: 14, Name: "Heavy Sword", Use: engine.ItemSpent,
		Effects: []engine.ItemEffect{{Kind: engine.ItemAttack, Value: 2, Only: engine.ItemMelee, Single: true}}}}
	env := screentest.NewEnvWith(t, language.English, brute)
	p := New(env)
	screentest.Do(t, env, engine.Move{Figure: "brute", To: besideTheRats},
		engine.SetMaxHP{Figure: "cave-rat-1", MaxHP: 40}, engine.SetMaxHP{Figure: "cave-rat-2", MaxHP: 40})
	p.attacker.SetSelected("Brute")
	p.SetTargets([]string{"cave-rat-2"})
	p.value.Set(4)
	plusTwo := p.OddsText()
	p.value.Set(2)
	p.SetTargets([]string{"cave-rat-2", "cave-rat-1"})
	screentest.Do(t, env, engine.UseItem{Character: "brute", Item: 14})
	p.Refresh()
	got := p.OddsText()
	first, _, _ := strings.Cut(plusTwo, "\n")
	if !strings.HasPrefix(got, first+"\n") || !strings.Contains(got, "Items used: +2 attack on the first target only (counted in the odds)") {
		t.Errorf("after the sword the panel shows %q, want the first target's odds with +2 (%q) and the sword said for it only", got, first)
	}
	p.Draw()
	pa, ok := env.Table.Scenario().PendingAttack()
	if !ok || len(pa.Targets) != 2 {
		t.Fatalf("drawn: %v, %+v", ok, pa.Targets)
	}
	if a, b := pa.Targets[0].Log[0].Value, pa.Targets[1].Log[0].Value; a != 4 || b != 2 {
		t.Errorf("drawn with attack %d on the first rat and %d on the second; want 4 and 2", a, b)
	}
}

// A retaliate "for the attack" (Biting Gauntlet), used while a rat's
// attack on the brute beside it is drawn, is in the attack's results
// before it is applied ("then the rat suffers 2 retaliate damage") and
// the rat suffers it when it is.
func TestItemRetaliateForTheAttackShown(t *testing.T) {
	test.NewTempApp(t)
	brute := screentest.Brute
	brute.Items = []engine.TableItem{{Number: 55, Name: "Biting Gauntlet", Use: engine.ItemSpent,
		Effects: []engine.ItemEffect{{Kind: engine.ItemAttackedRetaliate, Value: 2}}}}
	env := screentest.NewEnvWith(t, language.English, brute)
	p := New(env)
	screentest.Do(t, env, engine.Move{Figure: "brute", To: besideTheRats}, engine.SetMaxHP{Figure: "cave-rat-1", MaxHP: 40},
		engine.DrawAttack{Attacker: "cave-rat-1", Attack: modifier.Attack{Value: 0}, Targets: []string{"brute"}})
	p.Refresh()
	want := "then " + p.nameOf("cave-rat-1") + " suffers 2 retaliate damage"
	if text := allText(p.results); strings.Contains(text, want) {
		t.Fatalf("before the gauntlet the results say %q", text)
	}
	screentest.Do(t, env, engine.UseItem{Character: "brute", Item: 55})
	p.Refresh()
	if text := allText(p.results); !strings.Contains(text, want) {
		t.Errorf("after the gauntlet the results say %q, want %q", text, want)
	}
	hp := figure(t, env, "cave-rat-1").HP
	p.Apply()
	if got := figure(t, env, "cave-rat-1").HP; got != hp-2 {
		t.Errorf("the rat has %d hit points after the attack, want %d", got, hp-2)
	}
}

// The form shows the attack as given, not as drawn, whichever way the
// drawn attack came back: Undo of the attack applied, Redo of the draw,
// the app opened again with the attack drawn. The next attack drawn from
// the form counts the item's +1 attack and advantage once.
func TestItemBoostNotInTheFormAfterUndoOrRestart(t *testing.T) {
	test.NewTempApp(t)
	brute := screentest.Brute
	brute.Items = []engine.TableItem{{Number: 3, Name: "Bark Vest", Use: engine.ItemSpent,
		Effects: []engine.ItemEffect{{Kind: engine.ItemAttack, Value: 1}, {Kind: engine.ItemAdvantage}}}}
	drawn := func(t *testing.T, env *screen.Env) {
		t.Helper()
		if pa, ok := env.Table.Scenario().PendingAttack(); !ok || pa.Attack.Value != 3 || !pa.Attack.Advantage {
			t.Errorf("drawn: %+v (pending %v), want attack 3 with advantage: the vest counted once", pa.Attack, ok)
		}
	}
	form := func(t *testing.T, how string, p *Panel) {
		t.Helper()
		if a := p.Attack(); a.Value != 2 || a.Advantage {
			t.Errorf("%s: the form says attack %d, advantage %v; want 2 without, as given", how, a.Value, a.Advantage)
		}
	}
	setUp := func(t *testing.T) (*screen.Env, *Panel) {
		env := screentest.NewEnvWith(t, language.English, brute)
		p := New(env)
		screentest.Do(t, env, engine.Move{Figure: "brute", To: besideTheRats}, engine.SetMaxHP{Figure: "cave-rat-2", MaxHP: 40})
		p.attacker.SetSelected("Brute")
		p.SetTargets([]string{"cave-rat-2"})
		screentest.Do(t, env, engine.UseItem{Character: "brute", Item: 3})
		p.Refresh()
		p.Draw()
		p.Refresh()
		drawn(t, env)
		return env, p
	}
	t.Run("undo of the attack applied", func(t *testing.T) {
		env, p := setUp(t)
		p.Apply()
		p.Refresh()
		screentest.Undo(t, env) // the attack is drawn again, as it was
		p.Refresh()
		form(t, "after Undo of the attack", p)
		screentest.Undo(t, env) // nor drawn: the vest's boost is back
		p.Refresh()
		form(t, "after Undo of the draw", p)
		p.Draw()
		p.Refresh()
		drawn(t, env)
	})
	t.Run("redo of the draw", func(t *testing.T) {
		env, p := setUp(t)
		p.Apply()
		screentest.Undo(t, env)
		screentest.Undo(t, env)
		if err := env.Table.Session().Redo(context.Background()); err != nil {
			t.Fatal(err)
		}
		p.Refresh()
		form(t, "after Redo of the draw", p)
	})
	t.Run("the app opened again", func(t *testing.T) {
		env, _ := setUp(t)
		again := screentest.Reopen(t, env, language.English)
		p := New(again)
		p.Refresh()
		form(t, "opened again with the attack drawn", p)
		screentest.Undo(t, again)
		p.Refresh()
		form(t, "opened again, the draw undone", p)
		p.Draw()
		p.Refresh()
		drawn(t, again)
	})
}
