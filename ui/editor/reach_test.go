package editor

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/uitest"
)

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
				SaveToPack: func(*scenariofile.File) (string, error) { return "", nil },
				SaveTile:   func(Tile) (string, error) { return "", nil }})
			for _, o := range []fyne.CanvasObject{s.tools, s.brushes, s.monsters, s.presLabel, s.presence[0], s.presence[1], s.presence[2],
				s.tiles, s.turnBtn, s.flipBtn, s.saveTile, s.rooms, s.startRoom} {
				o.Show()
			}
			w := test.NewWindow(s.Content())
			w.Resize(fyne.NewSize(width, 500))
			cs := uitest.Controls(s.Content(), fyne.Position{})
			mapAt, _ := uitest.Where(s.Content(), s.view, fyne.Position{})
			if len(cs) < 10 {
				t.Fatalf("%s: %d controls in the toolbar", lang, len(cs))
			}
			for _, c := range cs {
				p, sz := c.Pos, c.Obj.Size()
				if p.X < 0 || p.Y < 0 || p.X+sz.Width > width+0.5 || p.Y+sz.Height > mapAt.Y+0.5 {
					t.Errorf("%s, %v wide: a %T at %v, %v lies outside the toolbar (%v high)", lang, width, c.Obj, p, sz, mapAt.Y)
				}
			}
			w.Close()
		}
	}
}
