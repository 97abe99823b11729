// Package spinner holds the app's number fields, which read and write
// numbers one way: Field, the one number entry (a whole number within
// bounds, or an exact number: whole, decimal in the player's language, or
// a fraction), whose errors are in the player's words; and Spinner, a whole
// number between a minimum and a maximum with − and + buttons around it,
// shown as a label or typed into a Field. Decimal and Float write numbers
// with the player's decimal point.
package spinner

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/locales"
)

// Spinner is a whole number from Min to Max with − and + buttons. Typed
// into its entry (NewEntry), a text that is not such a number leaves the
// value as it was and makes Valid false until it is mended, so that
// whoever uses the value can say so and refuse to use it.
type Spinner struct {
	widget.BaseWidget

	// OnChanged, when set, runs after the value changes through the
	// buttons, Set or typing, and when typing makes it valid or invalid.
	OnChanged func(int)
	// Format, when set, writes the value in the label (not the entry):
	// "any number" for 0, say.
	Format func(int) string

	min, max, value int
	invalid         bool
	disabled        bool

	entry       *Field // nil: a label
	label       *widget.Label
	minus, plus *widget.Button
	box         *fyne.Container
}

// New returns a spinner showing its value in a label.
func New(min, max, value int) *Spinner {
	s := &Spinner{min: min, max: max}
	s.label = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	s.build(s.label, value)
	return s
}

// NewEntry returns a spinner whose value can also be typed into a Field
// (a whole number from min to max, refused in tr's words otherwise); Entry
// gives the field (to act on Enter, say).
func NewEntry(tr locales.Tr, min, max, value int) *Spinner {
	s := &Spinner{min: min, max: max}
	s.entry = NewWhole(tr, min, max)
	// No validator mark: a tick beside every valid value would crowd the
	// three-digit box; Valid says when the text is not a number in bounds.
	s.entry.Validator = nil
	s.entry.OnChanged = s.typed
	// wide enough for three digits
	s.build(container.NewGridWrap(fyne.NewSize(64, s.entry.MinSize().Height), s.entry), value)
	return s
}

func (s *Spinner) build(shown fyne.CanvasObject, value int) {
	s.minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { s.Set(s.value - 1) })
	s.plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { s.Set(s.value + 1) })
	s.box = container.NewHBox(s.minus, shown, s.plus)
	s.value = clamp(value, s.min, s.max)
	s.show()
	s.ExtendBaseWidget(s)
}

// CreateRenderer implements fyne.Widget.
func (s *Spinner) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(s.box) }

// Entry is the spinner's number field; nil for a spinner made with New.
func (s *Spinner) Entry() *Field { return s.entry }

// Value is the number shown (the last valid one while the entry holds
// something else).
func (s *Spinner) Value() int { return s.value }

// Valid is false while the entry holds a text that is not a number from
// Min to Max.
func (s *Spinner) Valid() bool { return !s.invalid }

// Set shows n, kept within Min and Max, and tells OnChanged if it changed.
func (s *Spinner) Set(n int) {
	n = clamp(n, s.min, s.max)
	if n == s.value && !s.invalid {
		return
	}
	s.value, s.invalid = n, false
	s.show()
	s.changed()
}

// SetQuiet shows n, kept within Min and Max, without telling OnChanged.
func (s *Spinner) SetQuiet(n int) {
	s.value, s.invalid = clamp(n, s.min, s.max), false
	s.show()
}

// SetEnabled turns the buttons and the entry on or off; the value stays.
func (s *Spinner) SetEnabled(on bool) {
	s.disabled = !on
	if s.entry != nil {
		if on {
			s.entry.Enable()
		} else {
			s.entry.Disable()
		}
	}
	s.buttons()
}

// Min is the spinner's lower bound.
func (s *Spinner) Min() int { return s.min }

// Max is the spinner's upper bound.
func (s *Spinner) Max() int { return s.max }

// parseWhole reads a typed whole number from min to max as the spinner's
// entry and Field do (spaces around it are ignored); false for anything
// else.
func parseWhole(text string, min, max int) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	return n, err == nil && n >= min && n <= max
}

func (s *Spinner) typed(string) {
	n, err := s.entry.Whole()
	ok := err == nil
	was := s.invalid
	s.invalid = !ok
	if ok && n != s.value {
		s.value = n
		s.buttons()
		s.changed()
		return
	}
	s.buttons()
	if was != s.invalid {
		s.changed()
	}
}

func (s *Spinner) show() {
	if s.entry != nil {
		if s.entry.Text != strconv.Itoa(s.value) {
			f := s.entry.OnChanged
			s.entry.OnChanged = nil
			s.entry.SetWhole(s.value)
			s.entry.OnChanged = f
		}
	} else {
		text := strconv.Itoa(s.value)
		if s.Format != nil {
			text = s.Format(s.value)
		}
		s.label.SetText(text)
	}
	s.buttons()
}

// Refresh shows the value again (after Format changed, say).
func (s *Spinner) Refresh() {
	if s.label != nil {
		s.show()
	}
	s.BaseWidget.Refresh()
}

func (s *Spinner) buttons() {
	enable(s.minus, !s.disabled && s.value > s.min)
	enable(s.plus, !s.disabled && s.value < s.max)
}

func (s *Spinner) changed() {
	if s.OnChanged != nil {
		s.OnChanged(s.value)
	}
}

func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

func clamp(n, lo, hi int) int { return min(max(n, lo), hi) }

// Minus and Plus are the spinner's buttons.
func (s *Spinner) Minus() *widget.Button { return s.minus }

// Plus is the spinner's + button.
func (s *Spinner) Plus() *widget.Button { return s.plus }
