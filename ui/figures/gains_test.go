package figures

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
)

// A character's row counts its experience (+ and − in one click) and shows
// the money it looted; Exhausted… asks, then takes it off the map. Every
// change is an engine action that Undo takes back.
func TestCharacterGains(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	l := New(env)
	w := show(t, l.Content(), 1280, 800)
	env.Window = w
	r := l.rows["brute"]
	if r == nil || !r.gains.Visible() {
		t.Fatal("the brute's row shows no experience")
	}
	if l.rows["cave-rat-2"].gains.Visible() {
		t.Error("a monster's row shows experience")
	}
	if !r.xpMinus.Disabled() {
		t.Error("− is enabled at 0 experience")
	}
	test.Tap(r.xpPlus)
	test.Tap(r.xpPlus)
	test.Tap(r.xpPlus)
	test.Tap(r.xpMinus)
	if got := figure(t, env, "brute").XP; got != 2 || r.xp.Text != "Experience 2" {
		t.Errorf("after + + + −: %d experience, row %q", got, r.xp.Text)
	}
	if l.Status() != "Brute: 2 experience this scenario" {
		t.Errorf("status %q", l.Status())
	}
	at := figure(t, env, "brute").At
	if _, err := env.Table.Do(engine.PlaceMoney{At: at, Count: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.Table.Do(engine.LootMoney{At: at}); err != nil {
		t.Fatal(err)
	}
	if r.money.Text != "2 money tokens" {
		t.Errorf("money shown %q", r.money.Text)
	}
	undo(t, env)
	if r.money.Text != "0 money tokens" {
		t.Errorf("money after Undo %q", r.money.Text)
	}
	test.Tap(r.exhaust)
	if figure(t, env, "brute").State != engine.Active {
		t.Fatal("exhausted before the player confirmed")
	}
	test.Tap(findButton(w.Canvas(), "Exhausted…"))
	if figure(t, env, "brute").State != engine.Exhausted {
		t.Fatal("not exhausted after confirming")
	}
	undo(t, env)
	if figure(t, env, "brute").State != engine.Active {
		t.Error("Undo did not bring the brute back")
	}
}
