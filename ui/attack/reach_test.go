package attack

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// checkText returns the text of target id's check box.
func checkText(t *testing.T, p *Panel, id string) string {
	t.Helper()
	return targetCheck(t, p, id).Text
}

// wantRefused checks that Draw was refused with a message in the panel
// (the status line and the targets' note) naming the target by its name,
// with no dialog and no internal ID, and that nothing was drawn.
func wantRefused(t *testing.T, w fyne.Window, p *Panel, parts ...string) {
	t.Helper()
	if _, ok := p.env.Table.Scenario().PendingAttack(); ok {
		t.Fatal("a refused attack is pending")
	}
	if top := w.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("a dialog %q; want the message in the panel", allText(top))
	}
	for _, text := range []string{p.status.Text, p.targetsNote.Text} {
		for _, part := range parts {
			if !strings.Contains(text, part) {
				t.Errorf("%q does not say %q", text, part)
			}
		}
		if strings.Contains(text, "cave-rat") || strings.Contains(text, "ash-acolyte") {
			t.Errorf("%q names a figure by its ID", text)
		}
	}
}

func TestDrawRefusesATargetOutOfReach(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	w := show(t, p.Content(), 1280, 800)
	env.Window = w
	p.SetAttacker("brute") // on its starting hex, far from the cave rats
	if a := p.Attack(); a.Ranged || a.Range != 1 || !p.rng.Plus().Disabled() {
		t.Fatalf("melee: attack %+v, range spinner enabled %v", a, !p.rng.Plus().Disabled())
	}

	// Melee: the cave rat is not adjacent; it is marked, and Draw (by
	// Enter in the attack value) is refused in the panel.
	checkTarget(t, p, "cave-rat-1")
	if got := checkText(t, p, "cave-rat-1"); got != "1. Cave Rat 1 (not adjacent)" {
		t.Fatalf("check box %q", got)
	}
	if !strings.Contains(p.targetsNote.Text, "Cave Rat 1 is not adjacent") {
		t.Fatalf("note before Draw %q", p.targetsNote.Text)
	}
	deck, _ := env.Table.Scenario().Deck("brute")
	before := len(deck.Draw)
	p.valueEntry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantRefused(t, w, p, "Cave Rat 1 is not adjacent to the attacker")
	if !strings.HasPrefix(p.status.Text, "Cannot draw the attack: ") {
		t.Fatalf("status %q", p.status.Text)
	}
	if d, _ := env.Table.Scenario().Deck("brute"); len(d.Draw) != before {
		t.Fatal("a refused attack drew cards")
	}

	// Ranged: the range spinner is enabled, range 3 by default.
	test.Tap(p.ranged)
	if a := p.Attack(); !a.Ranged || a.Range != 3 || p.rng.Plus().Disabled() {
		t.Fatalf("ranged: attack %+v", a)
	}
	if p.status.Text != p.tr.T(msgHint) {
		t.Fatalf("the refusal stays in the status after the form changed: %q", p.status.Text)
	}
	if got := checkText(t, p, "cave-rat-1"); got != "1. Cave Rat 1 (out of range)" {
		t.Fatalf("check box %q at range 3", got)
	}
	for range 4 {
		test.Tap(p.rng.Plus())
	}
	if got := p.Attack().Range; got != 7 {
		t.Fatalf("range %d after four +", got)
	}
	if got := checkText(t, p, "cave-rat-1"); got != "1. Cave Rat 1 (out of sight)" {
		t.Fatalf("check box %q at range 7", got) // 7 hexes away, hidden
	}
	test.Tap(p.draw)
	wantRefused(t, w, p, "Cave Rat 1 is out of the attacker's line of sight")
	test.Tap(p.rng.Minus())
	test.Tap(p.draw)
	wantRefused(t, w, p, "Cave Rat 1 is out of range: 7 hexes away, the attack has range 6")

	// Target 2: one target out of reach refuses the whole attack; an ash
	// acolyte behind walls is out of range.
	test.Tap(p.maxTargets.Plus())
	test.Tap(p.maxTargets.Plus())
	checkTarget(t, p, "ash-acolyte-1")
	if got := checkText(t, p, "ash-acolyte-1"); got != "2. Ash Acolyte 1 (out of range)" {
		t.Fatalf("check box %q", got)
	}
	screentest.Do(t, env, engine.Move{Figure: "brute", To: besideTheRats})
	test.Tap(p.draw)
	wantRefused(t, w, p, "Ash Acolyte 1 is out of range")

	// In reach: drawn.
	checkTarget(t, p, "ash-acolyte-1")
	if got := checkText(t, p, "cave-rat-1"); got != "1. Cave Rat 1" {
		t.Fatalf("check box %q beside the brute", got)
	}
	test.Tap(p.draw)
	pa, ok := env.Table.Scenario().PendingAttack()
	if !ok || pa.Attack.Range != 6 || len(pa.Targets) != 1 {
		t.Fatalf("pending %+v %v", pa, ok)
	}
}

func TestReachTranslated(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.German)
	p := New(env)
	w := show(t, p.Content(), 1280, 800)
	env.Window = w
	p.SetAttacker("brute")
	p.SetTargets([]string{"cave-rat-1"})
	test.Tap(p.draw)
	wantRefused(t, w, p, "steht nicht neben dem Angreifer")
	test.Tap(p.ranged)
	test.Tap(p.draw)
	wantRefused(t, w, p, "Cave Rat 1 ist außer Reichweite: 7 Felder entfernt, der Angriff hat Reichweite 3")
	for range 4 {
		test.Tap(p.rng.Plus())
	}
	if got := checkText(t, p, "cave-rat-1"); got != "1. Cave Rat 1 (nicht in Sicht)" {
		t.Fatalf("check box %q", got)
	}
	test.Tap(p.draw)
	wantRefused(t, w, p, "nicht in der Sichtlinie")
}

// Nonsense typed as the attack value is refused with a message, Draw is
// off (Enter too), and nothing is drawn with the value shown before.
func TestNonsenseAttackValueIsRefused(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	w := show(t, p.Content(), 1280, 800)
	env.Window = w
	p.SetAttacker("brute")
	p.valueEntry.SetText("abc")
	if !p.draw.Disabled() || !strings.Contains(p.status.Text, "Type an attack value from 0 to") {
		t.Fatalf("draw disabled %v, status %q", p.draw.Disabled(), p.status.Text)
	}
	p.valueEntry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	p.Draw()
	if _, ok := env.Table.Scenario().PendingAttack(); ok {
		t.Fatal("an attack was drawn with a nonsense value")
	}
	p.valueEntry.SetText("3")
	if p.draw.Disabled() || strings.Contains(p.status.Text, "Type an attack value") || p.Attack().Value != 3 {
		t.Fatalf("after a good value: draw disabled %v, status %q, value %d", p.draw.Disabled(), p.status.Text, p.Attack().Value)
	}
}
