package decks

import (
	"image/png"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// TestLook renders the screen at 1280×800 in both themes to PNG files in
// $HAVENTABLE_LOOK, for a person to look at. It is skipped otherwise.
func TestLook(t *testing.T) {
	dir := os.Getenv("HAVENTABLE_LOOK")
	if dir == "" {
		t.Skip("set HAVENTABLE_LOOK to a folder to render the screen")
	}
	for _, tc := range []struct {
		name string
		th   fyne.Theme
		lang language.Tag
	}{
		{"decks-light.png", theme.LightTheme(), language.English},
		{"decks-dark.png", theme.DarkTheme(), language.German},
	} {
		app := test.NewTempApp(t)
		app.Settings().SetTheme(tc.th)
		env, w := newEnv(t, tc.lang)
		scr := New(env)
		w.SetContent(scr.Content())
		w.Resize(fyne.NewSize(1280, 800))
		// some play: blesses, a curse, draws
		for _, c := range []string{"bless", "bless", "curse @*", "-1 @*"} {
			card := engine.MustParseCard(c)
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
		scr.SetAttack("brute", engine.Attack{Value: 3, Advantage: true}, monster)
		f, err := os.Create(dir + "/" + tc.name)
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, w.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
		f.Close()
		// as the shell shows it, beside the attack panel
		w.Resize(fyne.NewSize(680, 800))
		f, err = os.Create(dir + "/narrow-" + tc.name)
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, w.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
		f.Close()
		w.Resize(fyne.NewSize(1280, 800))
		p.showAddDialog()
		f, err = os.Create(dir + "/add-" + tc.name)
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, w.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
}
