package mapview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
)

// In German at 1024 px the template list is as wide as its widest option:
// "Keine Schablone" is not cut to "Keine Scha…" (issue 26, item 9).
func TestTemplateListFitsItsOptionsInGerman(t *testing.T) {
	test.NewTempApp(t)
	tr, err := locales.New(language.German)
	if err != nil {
		t.Fatal(err)
	}
	s := NewScreen(NewModel(), tr)
	w := test.NewWindow(s.Content())
	defer w.Close()
	w.Resize(fyne.NewSize(1024, 700))
	size := theme.TextSize()
	// As Fyne lays a choice list out: the text, three inner paddings on
	// its sides and one more beside the drop-down icon.
	pads := 4*theme.InnerPadding() + theme.IconInlineSize()
	if len(s.templates.Options) == 0 {
		t.Fatal("no templates offered")
	}
	for _, o := range s.templates.Options {
		need := fyne.MeasureText(o, size, fyne.TextStyle{}).Width + pads
		if got := s.templates.Size().Width; got < need {
			t.Errorf("the template list is %v wide, %q needs %v", got, o, need)
		}
	}
}
