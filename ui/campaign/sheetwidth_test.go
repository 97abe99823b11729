package campaign

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
)

// The character sheet fits a 1024×600 window in every language: the
// Characters tab's scroll is as wide as the sheet needs, so nothing is
// cut off at the left or right (the screen beside the window's 120-point
// navigation bar: 904 wide). It was 990 points wide in German, the
// perks' notation (a form's hint, which does not wrap), the cards' two
// buttons and the deck beside the form.
func TestSheetFitsASmallWindow(t *testing.T) {
	for _, lang := range []language.Tag{language.English, language.German, language.French} {
		t.Run(lang.String(), func(t *testing.T) {
			f := newFixture(t)
			tr, err := locales.New(lang)
			if err != nil {
				t.Fatal(err)
			}
			f.env.Tr = tr
			f.s = New(f.env, Options{Seed: func() uint64 { return 42 }})
			f.w.SetContent(f.s.Content())
			f.w.Resize(fyne.NewSize(904, 560))
			f.packCharacter("../hand/testdata/embers-pack.json", "Emberwright", "Ash", 2, "replace -1 with +1\nadd +1 roll fire @brute", 100)
			f.s.tabs.SelectIndex(2)
			var tab *container.Scroll
			for _, it := range f.s.tabs.Items {
				if sc, ok := it.Content.(*container.Scroll); ok && sc.Content == f.s.chars.content {
					tab = sc
				}
			}
			if tab == nil {
				t.Fatal("no Characters tab scroll")
			}
			if need, have := f.s.chars.content.MinSize().Width, tab.Size().Width; need > have {
				t.Errorf("the sheet needs %.0f points, the tab has %.0f: it scrolls sideways", need, have)
			}
		})
	}
}
