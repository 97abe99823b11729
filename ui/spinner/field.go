package spinner

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/field"
)

// NoMax is a whole-number field's upper bound when the rules give none: a
// field whose Max is NoMax or more asks for "a whole number of at least
// Min".
const NoMax = math.MaxInt32

// Field is the app's one number entry (a Spinner's typed entry is one): a
// whole number within bounds (NewWhole), or an exact number written as a
// whole number, a decimal or a fraction (NewExact), in the player's language ("3,5" is three and a half in German and French;
// "3.5" is read in every language). Its validator, and the readers it
// offers, say what is wrong in the player's words. It is a field.Entry: the
// window's shortcuts pass through it.
type Field struct {
	field.Entry
	tr       locales.Tr
	exact    bool
	min, max int
	// Blank, when set, takes an empty field as zero (a second card not
	// played, an optional bonus); otherwise an empty field is refused.
	Blank bool
}

// NewWhole returns an empty entry for a whole number from min to max (max
// NoMax: no upper bound said).
func NewWhole(tr locales.Tr, min, max int) *Field {
	f := &Field{tr: tr, min: min, max: max}
	f.init()
	return f
}

// NewExact returns an empty entry for an exact number: whole, decimal or a
// fraction such as 7/2, with a sign or none.
func NewExact(tr locales.Tr) *Field {
	f := &Field{tr: tr, exact: true}
	f.init()
	return f
}

func (f *Field) init() {
	f.Wrapping = fyne.TextWrap(fyne.TextTruncateClip) // as field.NewEntry
	f.ExtendBaseWidget(f)
	f.Validator = func(text string) error {
		if f.Blank && strings.TrimSpace(text) == "" {
			return nil
		}
		var err error
		if f.exact {
			_, err = ReadExact(f.tr, text)
		} else {
			_, err = ReadWhole(f.tr, text, f.min, f.max)
		}
		return err
	}
}

// Whole reads the field's whole number; the error says in the player's
// words what the field takes. A blank field is 0 when Blank is set.
func (f *Field) Whole() (int, error) {
	if f.Blank && strings.TrimSpace(f.Text) == "" {
		return 0, nil
	}
	return ReadWhole(f.tr, f.Text, f.min, f.max)
}

// Exact reads the field's exact number (a whole field's too); the error
// says in the player's words how to write one. A blank field is 0 when
// Blank is set.
func (f *Field) Exact() (*big.Rat, error) {
	if f.Blank && strings.TrimSpace(f.Text) == "" {
		return new(big.Rat), nil
	}
	if !f.exact {
		n, err := f.Whole()
		return big.NewRat(int64(n), 1), err
	}
	return ReadExact(f.tr, f.Text)
}

// SetWhole shows n.
func (f *Field) SetWhole(n int) { f.SetText(strconv.Itoa(n)) }

// ReadWhole reads a whole number from min to max as the player typed it
// (spaces around it are ignored). Anything else is refused in tr's
// language, naming what was typed (a word or a decimal is not a whole
// number, a number beyond the bounds is out of range) and saying what the
// field takes.
func ReadWhole(tr locales.Tr, text string, min, max int) (int, error) {
	n, ok := parseWhole(text, min, max)
	if ok {
		return n, nil
	}
	want := tr.T("NumberWantRange", "Min", min, "Max", max)
	if max >= NoMax {
		want = tr.T("NumberWantAtLeast", "Min", min)
	}
	text = strings.TrimSpace(text)
	switch _, err := strconv.Atoi(text); {
	case text == "":
		return 0, errors.New(want)
	case err == nil:
		return 0, errors.New(tr.T("NumberOutOfRange", "Text", text) + " " + want)
	}
	return 0, errors.New(tr.T("NumberNotWhole", "Text", text) + " " + want)
}

// ReadExact reads an exact number as the player typed it: a whole number
// (8, +2, -3), a decimal with the point of tr's language or "." (3,5 in
// German and French), or a fraction (7/2). Anything else is refused in
// tr's language with how to write one.
func ReadExact(tr locales.Tr, text string) (*big.Rat, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, errors.New(tr.T("NumberEmpty", "Point", tr.T(msgDecimalPoint)))
	}
	return readExact(tr, text)
}

// readExact is ReadExact of a trimmed text that is not empty.
func readExact(tr locales.Tr, text string) (*big.Rat, error) {
	s := readDecimal(tr, text)
	body := strings.TrimLeft(s, "+-")
	num, den, frac := strings.Cut(body, "/")
	whole, decimals, dec := strings.Cut(num, ".")
	switch {
	case len(s)-len(body) > 1, !digits(whole), dec && (frac || !digits(decimals)), frac && !digits(den):
		return nil, errors.New(tr.T("NumberNotExact", "Text", text, "Point", tr.T(msgDecimalPoint)))
	case frac && strings.Trim(den, "0") == "":
		return nil, errors.New(tr.T("NumberDividesByZero", "Text", text))
	}
	r, ok := new(big.Rat).SetString(strings.TrimPrefix(s, "+"))
	if !ok {
		return nil, errors.New(tr.T("NumberNotExact", "Text", text, "Point", tr.T(msgDecimalPoint)))
	}
	return r, nil
}

// Named is err, a number field's error, said of the field called name:
// "Reputation: Enter a whole number from -20 to 20."
func Named(tr locales.Tr, name string, err error) error {
	return errors.New(tr.T("NumberNamed", "Field", name, "Error", err.Error()))
}

// digits reports whether s is one or more ASCII digits.
func digits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
