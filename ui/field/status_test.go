package field

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// A status line too short for its text shows it whole above the line while
// the pointer rests on it (or after a tap), following changes of the text;
// one that fits shows nothing more.
func TestStatusShowsALongLineWhole(t *testing.T) {
	test.NewTempApp(t)
	s := NewStatus("short")
	w := test.NewWindow(container.NewBorder(nil, s, nil, nil))
	defer w.Close()
	w.Resize(fyne.NewSize(300, 200))
	s.MouseIn(nil)
	if s.Whole() != "" || w.Canvas().Overlays().Top() != nil {
		t.Fatalf("a line that fits shows %q whole", s.Whole())
	}
	s.MouseOut()
	long := strings.Repeat("Bog Lurker 1: focus Ana; moves along the path shown; attacks Ana ", 3)
	s.SetText(long)
	if !s.Cut() {
		t.Fatal("the long line is not cut")
	}
	s.MouseIn(nil)
	top := w.Canvas().Overlays().Top()
	if s.Whole() != long || top == nil {
		t.Fatalf("the long line shown whole: %q (overlay %v)", s.Whole(), top != nil)
	}
	at, size := s.whole.Content.Position(), s.whole.Content.Size() // the popup covers the window; its content lies where shown
	if at.Y+size.Height > s.Position().Y+0.5 || size.Height <= s.Size().Height {
		t.Errorf("the whole line lies at %v, %v: not above the line at %v, or not on more lines", at, size, s.Position())
	}
	s.SetText(long + "; odds 40 %")
	if !strings.HasSuffix(s.Whole(), "odds 40 %") {
		t.Errorf("the whole line did not follow the text: %q", s.Whole())
	}
	s.MouseOut()
	if s.Whole() != "" || w.Canvas().Overlays().Top() != nil {
		t.Error("the whole line stays after the pointer left")
	}
	s.Tapped(nil)
	if s.Whole() == "" {
		t.Error("a tap does not show the whole line")
	}
	s.Tapped(nil)
	if s.Whole() != "" {
		t.Error("a second tap does not hide it")
	}
}
