package hand

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/uitest"
)

// TestHandTakesTheDiscardOwed: a character that discarded 2 cards while
// its cards were counted (an event's "discard 2 cards" at the scenario's
// start) is asked, when its hand is taken, which 2 of the hand start
// discarded; the hand starts with them in its discard pile (it took all
// six into the hand and the discard was lost without a word).
func TestHandTakesTheDiscardOwed(t *testing.T) {
	test.NewTempApp(t)
	env, _ := tideEnv(t, language.English)
	s := New(env)
	win := show(t, s, 1280, 800)
	env.Window = win
	scn := env.Table.Scenario()
	if f, _ := scn.Figure("tide"); f.Cards == nil {
		if _, err := env.Table.Do(engine.SetHand{Character: "tide", Size: 6}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := env.Table.Do(engine.PlayCards{Character: "tide", Discarded: 2}); err != nil {
		t.Fatal(err)
	}
	for _, k := range []fyne.KeyName{fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6} {
		press(t, s, k)
	}
	press(t, s, fyne.KeyReturn)
	top := win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no question which cards start discarded")
	}
	var checks []*widget.Check
	var take *widget.Button
	for _, c := range uitest.Controls(top, fyne.Position{}) {
		switch x := c.Obj.(type) {
		case *widget.Check:
			checks = append(checks, x)
		case *widget.Button:
			if x.Text == "Take these cards" {
				take = x
			}
		}
	}
	if len(checks) != 6 || take == nil {
		t.Fatalf("%d cards to tick, take button %v: %v", len(checks), take != nil, overlayTexts(win))
	}
	if !slices.ContainsFunc(overlayTexts(win), func(s string) bool { return strings.Contains(s, "discarded 2 cards at the scenario's start") }) {
		t.Errorf("the question: %v", overlayTexts(win))
	}
	checks[1].SetChecked(true)
	checks[3].SetChecked(true)
	test.Tap(take)
	h := handOf(t, env)
	if len(h.InHand) != 4 || len(h.Discard) != 2 {
		t.Fatalf("the hand kept: in hand %v, discarded %v", h.InHand, h.Discard)
	}
	piles(t, s, env, "In hand 4 · discarded 2 · lost 0 · active 0")
}
