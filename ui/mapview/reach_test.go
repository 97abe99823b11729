package mapview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/uitest"
)

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
				cs := uitest.Controls(s.content, fyne.Position{})
				if len(cs) == 0 {
					t.Fatalf("%s: no controls in the toolbars", lang)
				}
				for _, c := range cs {
					p, sz := c.Pos, c.Obj.Size()
					if p.X < 0 || p.Y < 0 || p.X+sz.Width > width+0.5 || p.Y+sz.Height > s.View.Position().Y+0.5 {
						t.Errorf("%s, %v wide: a %T at %v, %v lies outside the screen's toolbars (%v high)", lang, width, c.Obj, p, sz, s.View.Position().Y)
					}
				}
			}
			w.Close()
		}
	}
}
