package field

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// A status line too short for its text shows it whole, on more lines,
// while the pointer rests on it (or after a tap), and goes back to one cut
// line after; one that fits stays as it is.
func TestStatusShowsALongLineWhole(t *testing.T) {
	test.NewTempApp(t)
	s := NewStatus("short")
	w := test.NewWindow(container.NewBorder(nil, s, nil, nil))
	defer w.Close()
	w.Resize(fyne.NewSize(300, 200))
	one := s.MinSize().Height
	s.MouseIn(nil)
	if s.Whole() {
		t.Fatal("a line that fits is shown whole")
	}
	s.MouseOut()
	s.SetText(strings.Repeat("Bog Lurker 1: focus Ana; moves along the path shown; attacks Ana ", 3))
	if !s.Cut() {
		t.Fatal("the long line is not cut")
	}
	s.MouseIn(nil)
	w.Content().Refresh()
	if !s.Whole() || s.MinSize().Height < 2*one {
		t.Errorf("the long line shown whole: %v, %v high (one line: %v)", s.Whole(), s.MinSize().Height, one)
	}
	s.MouseOut()
	if s.Whole() || s.MinSize().Height != one {
		t.Errorf("after the pointer left: whole %v, %v high", s.Whole(), s.MinSize().Height)
	}
	s.Tapped(nil)
	if !s.Whole() {
		t.Error("a tap does not show the whole line")
	}
	s.Tapped(nil)
	if s.Whole() {
		t.Error("a second tap does not go back to one line")
	}
}
