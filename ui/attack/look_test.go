package attack

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// drawnPanel shows the panel at 1280×800 with the brute's attack on two
// cave rats drawn.
func drawnPanel(t *testing.T, lang language.Tag) (fyne.Window, *Panel) {
	t.Helper()
	env := newEnv(t, lang)
	p := New(env)
	w := show(t, p.Content(), 1280, 800)
	env.Window = w
	setUpAttack(t, p)
	test.Tap(p.conditions[modifier.Wound])
	test.Tap(p.push.Plus())
	test.Tap(p.draw)
	if _, ok := env.Table.Scenario().PendingAttack(); !ok {
		t.Fatal("no attack drawn")
	}
	return w, p
}

// TestLookAfterDraw compares the panel after Draw with its golden image.
func TestLookAfterDraw(t *testing.T) {
	test.NewTempApp(t)
	w, _ := drawnPanel(t, language.English)
	test.AssertImageMatches(t, "after_draw.png", w.Canvas().Capture())
}

// TestLookBeforeAndApplied compares the panel with its golden images before
// Draw (a ranged attack on two cave rats) and after Apply. In every language
// and both themes the panel is no wider than the window (1280) before Draw,
// after Draw and after Apply (its height scrolls).
func TestLookBeforeAndApplied(t *testing.T) {
	t.Run("golden", func(t *testing.T) {
		test.NewTempApp(t)
		env := newEnv(t, language.English)
		p := New(env)
		w := show(t, p.Content(), 1280, 800)
		env.Window = w
		setUpAttack(t, p)
		// Two hexes from both cave rats, in sight: the ranged attack (range
		// 3) reaches them without the disadvantage of an adjacent target.
		screentest.Do(t, env, engine.Move{Figure: "brute", To: hexgrid.H(3, 3)})
		p.ranged.SetChecked(true)
		if a := p.Attack(); !a.Ranged || a.Range != 3 {
			t.Fatalf("the attack is not ranged at range 3: %+v", a)
		}
		if p.targetsNote.Text != "" {
			t.Fatalf("the cave rats are out of reach: %q", p.targetsNote.Text)
		}
		test.AssertImageMatches(t, "before_draw.png", w.Canvas().Capture())

		w, p = drawnPanel(t, language.English)
		p.Apply()
		if _, ok := p.env.Table.Scenario().PendingAttack(); ok {
			t.Fatal("the attack is still pending after Apply")
		}
		test.AssertImageMatches(t, "after_apply.png", w.Canvas().Capture())
	})
	for _, v := range []struct {
		name string
		lang language.Tag
		dark bool
	}{{"light-en", language.English, false}, {"dark-en", language.English, true}, {"light-de", language.German, false}, {"dark-fr", language.French, true}} {
		t.Run(v.name, func(t *testing.T) {
			app := test.NewTempApp(t)
			if v.dark {
				app.Settings().SetTheme(theme.DarkTheme())
			} else {
				app.Settings().SetTheme(theme.LightTheme())
			}
			fits := func(state string, p *Panel) {
				t.Helper()
				min := p.Content().MinSize()
				if min.Width > 1280 {
					t.Errorf("%s: the panel is %v wide at least: wider than the window (1280)", state, min.Width)
				}
			}
			env := newEnv(t, v.lang)
			p := New(env)
			show(t, p.Content(), 1280, 800)
			setUpAttack(t, p)
			p.ranged.SetChecked(true)
			fits("before Draw", p)
			_, p = drawnPanel(t, v.lang)
			fits("after Draw", p)
			p.Apply()
			fits("after Apply", p)
		})
	}
}
