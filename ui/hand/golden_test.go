package hand

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/screen/screentest"
	"github.com/haventable/haventable/ui/uitest"
)

// The hand screen's layout, as Fyne's markup, at a 1024×600 window: the
// hand to choose, and the character's turn with one half played and a
// persistent shield in the active area.
func TestHandMarkup(t *testing.T) {
	test.NewTempApp(t)
	env, _ := tideEnv(t, language.English)
	s := New(env)
	win := show(t, s, 1024, 600)
	for _, k := range []fyne.KeyName{fyne.Key1, fyne.Key2, fyne.Key3} {
		press(t, s, k)
	}
	test.AssertRendersToMarkup(t, "hand-choose.xml", win.Canvas())
	screentest.Do(t, env, engine.ChooseHand{Character: "tide", Level: 1, HandSize: 6, Deck: s.classOf(screentest.Figure(t, env, "tide")).deck,
		Cards: []int{1, 2, 3, 4, 5, 6}}, engine.ChooseCards{Character: "tide", Leading: 1, Second: 2})
	monstersAct(t, env)
	turnOf(t, env, "tide")
	screentest.Do(t, env, engine.PlayHalf{Character: "tide", Card: 2, Half: engine.HalfBottom})
	test.AssertRendersToMarkup(t, "hand-turn.xml", win.Canvas())
}

// At 1024×600, in English and German, every control of the turn's step
// lies inside the window: the buttons of the halves and the step's bar
// (the cards scroll; the bar stays below them).
func TestHandFitsSmallWindow(t *testing.T) {
	for _, lang := range []language.Tag{language.English, language.German} {
		t.Run(lang.String(), func(t *testing.T) {
			test.NewTempApp(t)
			env, _ := tideEnv(t, lang)
			s := New(env)
			win := show(t, s, 1024, 600)
			screentest.Do(t, env, engine.ChooseHand{Character: "tide", Level: 1, HandSize: 6, Deck: s.classOf(screentest.Figure(t, env, "tide")).deck,
				Cards: []int{1, 2, 3, 4, 5, 6}}, engine.ChooseCards{Character: "tide", Leading: 1, Second: 2})
			monstersAct(t, env)
			turnOf(t, env, "tide")
			size := win.Canvas().Size()
			for _, p := range uitest.Controls(win.Content(), fyne.Position{}) {
				end := p.Pos.Add(p.Obj.Size())
				if p.Pos.X < 0 || p.Pos.Y < 0 || end.X > size.Width+0.5 || end.Y > size.Height+0.5 {
					t.Errorf("%T at %v size %v outside the window %v", p.Obj, p.Pos, p.Obj.Size(), size)
				}
			}
		})
	}
}
