package editor

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
)

// Issue 40: with the chest tool chosen, the status line (the file's
// verdict, then the tool's hint) is read whole in German and French in
// the editor's width at 1024×600 (the window less its tabs): it wraps
// instead of being cut short with an ellipsis.
func TestChestHintReadWhole(t *testing.T) {
	for _, lang := range []language.Tag{language.German, language.French, language.English} {
		test.NewTempApp(t)
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		s := New(tr, Options{})
		w := test.NewWindow(s.Content())
		w.Resize(fyne.NewSize(870, 560))
		s.use(ToolChest)
		w.Content().Refresh()
		st := s.status
		if st.Truncation != fyne.TextTruncateOff {
			t.Errorf("%v: the status line is cut (truncation %v)", lang, st.Truncation)
		}
		if sz, min := st.Size(), st.MinSize(); sz.Height < min.Height || sz.Width < 1 {
			t.Errorf("%v: the status line %q is %v, wants %v", lang, st.Text, sz, min)
		}
		if lang != language.English && st.MinSize().Height < 1.5*fyne.MeasureText("X", st.Theme().Size("text"), st.TextStyle).Height {
			t.Errorf("%v: the status line %q takes one line: it cannot fit", lang, st.Text)
		}
		if out := os.Getenv("HAVENTABLE_SHOTS"); out != "" { // to look at it
			if f, err := os.Create(filepath.Join(out, "chesthint-870-"+lang.String()+".png")); err == nil {
				png.Encode(f, w.Canvas().Capture())
				f.Close()
			}
		}
		w.Close()
	}
}
