package attack

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
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
	test.Tap(p.conditions[engine.Wound])
	test.Tap(p.push.plus)
	test.Tap(p.draw)
	if _, ok := env.Table.Scenario().PendingAttack(); !ok {
		t.Fatal("no attack drawn")
	}
	return w, p
}

func write(t *testing.T, path string, w fyne.Window) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}

// TestLookAfterDraw compares the panel after Draw with its golden image.
func TestLookAfterDraw(t *testing.T) {
	test.NewTempApp(t)
	w, _ := drawnPanel(t, language.English)
	test.AssertImageMatches(t, "after_draw.png", w.Canvas().Capture())
}

// TestLookWrite writes the panel at 1280×800, light and dark, English and
// German, to $HAVENTABLE_LOOK (a directory) to be looked at.
func TestLookWrite(t *testing.T) {
	dir := os.Getenv("HAVENTABLE_LOOK")
	if dir == "" {
		t.Skip("set HAVENTABLE_LOOK to a directory to write the pictures")
	}
	for _, v := range []struct {
		name string
		lang language.Tag
		dark bool
	}{{"light-en", language.English, false}, {"dark-en", language.English, true}, {"light-de", language.German, false}, {"dark-fr", language.French, true}} {
		app := test.NewTempApp(t)
		if v.dark {
			app.Settings().SetTheme(theme.DarkTheme())
		} else {
			app.Settings().SetTheme(theme.LightTheme())
		}
		{
			env := newEnv(t, v.lang)
			p := New(env)
			w := show(t, p.Content(), 1280, 800)
			setUpAttack(t, p)
			p.ranged.SetChecked(true)
			write(t, filepath.Join(dir, "attack-"+v.name+"-before.png"), w)
		}
		w, p := drawnPanel(t, v.lang)
		write(t, filepath.Join(dir, "attack-"+v.name+".png"), w)
		p.Apply()
		write(t, filepath.Join(dir, "attack-"+v.name+"-applied.png"), w)
	}
}
