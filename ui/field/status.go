package field

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Status is a status line: one line of text, cut with "…" when it is
// longer than the line, and shown whole, wrapped, just above it while the
// pointer rests on it (or after a tap, on a touch screen), so that no
// message is out of reach.
type Status struct {
	widget.Label
	whole *widget.PopUp
}

// NewStatus returns an empty status line.
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
func (s *Status) MouseIn(*desktop.MouseEvent) { s.showWhole() }

// MouseMoved implements desktop.Hoverable.
func (s *Status) MouseMoved(*desktop.MouseEvent) {}

// MouseOut hides the whole text (desktop.Hoverable).
func (s *Status) MouseOut() { s.hideWhole() }

// Tapped shows or hides the whole text (fyne.Tappable).
func (s *Status) Tapped(*fyne.PointEvent) {
	if s.whole != nil {
		s.hideWhole()
		return
	}
	s.showWhole()
}

// SetText sets the text; a whole text shown follows it.
func (s *Status) SetText(text string) {
	s.Label.SetText(text)
	if s.whole != nil {
		s.hideWhole()
		s.showWhole()
	}
}

// Whole returns the text shown whole, "" when none is.
func (s *Status) Whole() string {
	if s.whole == nil {
		return ""
	}
	return s.whole.Content.(*widget.Label).Text
}

func (s *Status) showWhole() {
	c := fyne.CurrentApp().Driver().CanvasForObject(s)
	if c == nil || !s.Cut() {
		return
	}
	l := widget.NewLabel(s.Text)
	l.Wrapping = fyne.TextWrapWord
	w, pad := s.Size().Width, theme.Padding()
	l.Resize(fyne.NewSize(w-2*pad, l.MinSize().Height)) // the popup pads its content
	h := l.MinSize().Height + 2*pad
	s.whole = widget.NewPopUp(l, c)
	s.whole.Resize(fyne.NewSize(w, h))
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(s)
	s.whole.ShowAtPosition(fyne.NewPos(at.X, max(0, at.Y-h))) // above the line: the pointer stays on it
}

func (s *Status) hideWhole() {
	if s.whole != nil {
		s.whole.Hide()
		s.whole = nil
	}
}
