package decks

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// TestScreenLook plays a little (blesses, a curse, draws, an attack with
// advantage pointed at a monster) and compares the screen with its golden
// images: at 1280×800, and at 680×800 as the shell shows it beside the
// attack panel, in the light theme in English and in the dark theme in
// German (its longer words must fit too: no sideways scrolling at 680 px).
// The card picker opens as a dialog.
func TestScreenLook(t *testing.T) {
	for _, tc := range []struct {
		name string
		th   fyne.Theme
		lang language.Tag
	}{
		{"light-en", theme.LightTheme(), language.English},
		{"dark-de", theme.DarkTheme(), language.German},
	} {
		t.Run(tc.name, func(t *testing.T) {
			app := test.NewTempApp(t)
			app.Settings().SetTheme(tc.th)
			env, w := newEnv(t, tc.lang)
			scr := New(env)
			w.SetContent(scr.Content())
			w.Resize(fyne.NewSize(1280, 800))
			for _, c := range []string{"bless", "bless", "curse @*", "-1 @*"} {
				card := modifier.MustParseCard(c)
				screentest.Do(t, env, engine.AddCard{Deck: "brute", Card: card})
			}
			p := scr.panels["brute"]
			for range 5 {
				p.draw()
			}
			scr.panels[monsterKey].draw()
			var monster string
			for _, f := range env.Table.Scenario().Figures() {
				if f.Kind == engine.KindMonster {
					monster = f.ID
					break
				}
			}
			scr.SetAttack("brute", modifier.Attack{Value: 3, Advantage: true}, monster)
			if scr.current != "brute" {
				t.Fatalf("current deck %q after SetAttack, want the brute's", scr.current)
			}
			test.AssertImageMatches(t, "screen-"+tc.name+".png", w.Canvas().Capture())

			w.Resize(fyne.NewSize(680, 800))
			if min := scr.list.MinSize(); min.Width > 680 {
				t.Errorf("the decks are %v wide at least: wider than 680 px beside the attack panel (they scroll sideways)", min.Width)
			}
			test.AssertImageMatches(t, "screen-narrow-"+tc.name+".png", w.Canvas().Capture())

			w.Resize(fyne.NewSize(1280, 800))
			p.showAddDialog()
			if w.Canvas().Overlays().Top() == nil {
				t.Fatal("the card picker shows no dialog")
			}
		})
	}
}
