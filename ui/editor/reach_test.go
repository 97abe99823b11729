package editor

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

// controls returns the buttons, checks, lists and entries under o, which
// lies at at, with where they lie.
func controls(o fyne.CanvasObject, at fyne.Position) []placed {
	switch o.(type) {
	case *widget.Button, *widget.Check, *widget.Select, *widget.Entry:
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

// where returns where target lies under o, which lies at at.
func where(o, target fyne.CanvasObject, at fyne.Position) (fyne.Position, bool) {
	if o == target {
		return at, true
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, k := range c.Objects {
			if p, ok := where(k, target, at.Add(k.Position())); ok {
				return p, true
			}
		}
	}
	return fyne.Position{}, false
}

// Every control of the editor's toolbar (Undo, Redo, Make start room ...)
// lies inside the screen, in a narrow window (1024 wide) and a wide one
// (1280), in English and German, with every list of the toolbar shown.
func TestToolbarFitsTheScreen(t *testing.T) {
	for _, lang := range []language.Tag{language.English, language.German} {
		for _, width := range []float32{880, 1150} {
			test.NewTempApp(t)
			tr, err := locales.New(lang)
			if err != nil {
				t.Fatal(err)
			}
			s := New(tr, Options{MonsterTypes: []string{"Cave Rat"},
				SaveToPack: func(*scenariofile.File) (string, error) { return "", nil }})
			for _, o := range []fyne.CanvasObject{s.tools, s.brushes, s.monsters, s.places, s.rooms, s.startRoom} {
				o.Show()
			}
			w := test.NewWindow(s.Content())
			w.Resize(fyne.NewSize(width, 500))
			cs := controls(s.Content(), fyne.Position{})
			mapAt, _ := where(s.Content(), s.view, fyne.Position{})
			if len(cs) < 10 {
				t.Fatalf("%s: %d controls in the toolbar", lang, len(cs))
			}
			for _, c := range cs {
				p, sz := c.pos, c.obj.Size()
				if p.X < 0 || p.Y < 0 || p.X+sz.Width > width+0.5 || p.Y+sz.Height > mapAt.Y+0.5 {
					t.Errorf("%s, %v wide: a %T at %v, %v lies outside the toolbar (%v high)", lang, width, c.obj, p, sz, mapAt.Y)
				}
			}
			w.Close()
		}
	}
}
