package field

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Status is a status line: one line of text, cut with "…" when it is
// longer than the line, and shown whole, wrapped onto as many lines as it
// needs, while the pointer rests on it (or after a tap, on a touch screen),
// so that no message is out of reach. It grows in place rather than in a
// pop-up, which would take the pointer from it.
type Status struct {
	widget.Label
	whole bool
}

// NewStatus returns a status line saying text.
func NewStatus(text string) *Status {
	s := &Status{}
	s.Text = text
	s.Truncation = fyne.TextTruncateEllipsis
	s.ExtendBaseWidget(s)
	return s
}

// Cut reports whether the line is too short for its text.
func (s *Status) Cut() bool {
	w := fyne.MeasureText(s.Text, theme.TextSize(), s.TextStyle).Width
	return w+2*theme.InnerPadding() > s.Size().Width
}

// MouseIn shows the whole text when it is cut (desktop.Hoverable).
func (s *Status) MouseIn(*desktop.MouseEvent) { s.show(s.Cut()) }

// MouseMoved implements desktop.Hoverable.
func (s *Status) MouseMoved(*desktop.MouseEvent) {}

// MouseOut goes back to one line (desktop.Hoverable).
func (s *Status) MouseOut() { s.show(false) }

// Tapped shows the whole text or goes back to one line (fyne.Tappable).
func (s *Status) Tapped(*fyne.PointEvent) { s.show(!s.whole && s.Cut()) }

// Whole reports whether the whole text is shown.
func (s *Status) Whole() bool { return s.whole }

func (s *Status) show(whole bool) {
	if whole == s.whole {
		return
	}
	s.whole = whole
	if whole {
		s.Wrapping, s.Truncation = fyne.TextWrapWord, fyne.TextTruncateOff
	} else {
		s.Wrapping, s.Truncation = fyne.TextWrapOff, fyne.TextTruncateEllipsis
	}
	s.Refresh()
}
