package mapview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
)

// placed is a control and where it lies in the window.
type placed struct {
	obj fyne.CanvasObject
	pos fyne.Position
}

// controls returns the buttons, checks and lists under o, which lies at
// at, with where they lie.
func controls(o fyne.CanvasObject, at fyne.Position) []placed {
	switch o.(type) {
	case *widget.Button, *widget.Check, *widget.Select:
		return []placed{{o, at}}
	}
	var kids []fyne.CanvasObject
	switch v := o.(type) {
	case *fyne.Container:
		kids = v.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(v).Objects()
	}
	var out []placed
	for _, k := range kids {
		if k.Visible() {
			out = append(out, controls(k, at.Add(k.Position()))...)
		}
	}
	return out
}

// Every control of the map's toolbar and of the monster's turn bar lies
// inside the screen, wide (1280 wide window) or narrow (1024), in English
// and in German (issue 26: Attack cut to a sliver, Move and Attack off the
// screen in German).
func TestToolbarsFitTheScreen(t *testing.T) {
	for _, lang := range []language.Tag{language.English, language.German} {
		for _, width := range []float32{880, 1150} {
			test.NewTempApp(t)
			tr, err := locales.New(lang)
			if err != nil {
				t.Fatal(err)
			}
			s := NewScreen(nil, tr)
			w := test.NewWindow(s.Content())
			w.Resize(fyne.NewSize(width, 500))
			file, err := scenariofile.Sample(scenariofile.DefaultSample)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.View.SetScenario(file); err != nil {
				t.Fatal(err)
			}
			if err := s.Model.Select("cave-rat-1"); err != nil || !s.turnBar.Visible() {
				t.Fatalf("no monster's turn bar with a monster selected: %v", err)
			}
			w.Resize(fyne.NewSize(width, 501))
			{
				cs := controls(s.content, fyne.Position{})
				if len(cs) == 0 {
					t.Fatalf("%s: no controls in the toolbars", lang)
				}
				for _, c := range cs {
					p, sz := c.pos, c.obj.Size()
					if p.X < 0 || p.Y < 0 || p.X+sz.Width > width+0.5 || p.Y+sz.Height > s.View.Position().Y+0.5 {
						t.Errorf("%s, %v wide: a %T at %v, %v lies outside the screen's toolbars (%v high)", lang, width, c.obj, p, sz, s.View.Position().Y)
					}
				}
			}
			w.Close()
		}
	}
}
