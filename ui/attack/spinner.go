package attack

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// spinner is a number between min and max with − and + buttons, shown in a
// label or, where an entry is given, typed into it.
type spinner struct {
	value, min, max int
	format          func(int) string
	changed         func()
	disabled        bool // by setEnabled: both buttons off

	entry       *widget.Entry
	label       *widget.Label
	minus, plus *widget.Button
	box         *fyne.Container
}

func newSpinner(entry *widget.Entry, min, max, initial int, format func(int) string, changed func()) *spinner {
	s := &spinner{value: initial, min: min, max: max, format: format, changed: changed, entry: entry}
	if s.format == nil {
		s.format = strconv.Itoa
	}
	s.minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { s.step(-1) })
	s.plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { s.step(1) })
	var shown fyne.CanvasObject
	if entry != nil {
		entry.OnChanged = func(text string) {
			n, err := strconv.Atoi(strings.TrimSpace(text))
			if err != nil || n < s.min || n > s.max || n == s.value {
				return
			}
			s.value = n
			s.buttons()
			s.changed()
		}
		// wide enough for two digits
		shown = container.NewGridWrap(fyne.NewSize(64, entry.MinSize().Height), entry)
	} else {
		s.label = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		shown = s.label
	}
	s.box = container.NewHBox(s.minus, shown, s.plus)
	s.show()
	return s
}

func (s *spinner) step(d int) { s.setAndNotify(s.value + d) }

func (s *spinner) setAndNotify(n int) {
	if n < s.min || n > s.max || n == s.value {
		return
	}
	s.set(n)
	s.changed()
}

// set shows n without telling.
func (s *spinner) set(n int) {
	s.value = min(max(n, s.min), s.max)
	s.show()
}

func (s *spinner) show() {
	if s.entry != nil {
		if s.entry.Text != strconv.Itoa(s.value) {
			f := s.entry.OnChanged
			s.entry.OnChanged = nil
			s.entry.SetText(strconv.Itoa(s.value))
			s.entry.OnChanged = f
		}
	} else {
		s.label.SetText(s.format(s.value))
	}
	s.buttons()
}

func (s *spinner) buttons() {
	setEnabled(s.minus, !s.disabled && s.value > s.min)
	setEnabled(s.plus, !s.disabled && s.value < s.max)
}

// setEnabled turns the spinner's buttons (and entry) on or off; its value
// stays.
func (s *spinner) setEnabled(on bool) {
	s.disabled = !on
	if s.entry != nil {
		setEnabled(s.entry, on)
	}
	s.buttons()
}
