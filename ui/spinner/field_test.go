package spinner

import (
	"math/big"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
)

func translator(t *testing.T, lang language.Tag) locales.Tr {
	t.Helper()
	tr, err := locales.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// The number field reads numbers in the player's language: in German a
// decimal comma is a decimal ("3,5" is 3.5), an empty field and a word are
// refused in German, and a whole-number field refuses a decimal.
func TestFieldInThePlayersLanguage(t *testing.T) {
	test.NewTempApp(t)
	de := translator(t, language.German)
	exact := NewExact(de)
	for text, want := range map[string]*big.Rat{"3,5": big.NewRat(7, 2), " 3.5 ": big.NewRat(7, 2), "-7/2": big.NewRat(-7, 2), "+2": big.NewRat(2, 1), "0,25": big.NewRat(1, 4)} {
		exact.SetText(text)
		got, err := exact.Exact()
		if err != nil || got.Cmp(want) != 0 || exact.Validate() != nil {
			t.Errorf("de %q: %v, %v (validator %v), want %v", text, got, err, exact.Validate(), want)
		}
	}
	for text, want := range map[string]string{
		"":    "Geben Sie eine Zahl ein, etwa 8, -3, 7/2 oder 3,5.",
		"  ":  "Geben Sie eine Zahl ein, etwa 8, -3, 7/2 oder 3,5.",
		"abc": "„abc“ ist keine Zahl. Geben Sie eine ganze Zahl (8, +2, -3), einen Bruch (7/2) oder eine Dezimalzahl (3,5) ein.",
		"3,":  "„3,“ ist keine Zahl. Geben Sie eine ganze Zahl (8, +2, -3), einen Bruch (7/2) oder eine Dezimalzahl (3,5) ein.",
		"1/0": "„1/0“ teilt durch null.",
		"--1": "„--1“ ist keine Zahl. Geben Sie eine ganze Zahl (8, +2, -3), einen Bruch (7/2) oder eine Dezimalzahl (3,5) ein.",
	} {
		exact.SetText(text)
		if _, err := exact.Exact(); err == nil || err.Error() != want {
			t.Errorf("de %q: %v, want %q", text, err, want)
		}
		if err := exact.Validate(); err == nil || err.Error() != want {
			t.Errorf("de %q: validator %v, want %q", text, err, want)
		}
	}

	whole := NewWhole(de, 1, 20)
	for text, want := range map[string]int{"1": 1, " 20 ": 20, "07": 7} {
		whole.SetText(text)
		if got, err := whole.Whole(); err != nil || got != want || whole.Validate() != nil {
			t.Errorf("whole %q: %d, %v", text, got, err)
		}
	}
	const wantRange = "Geben Sie eine ganze Zahl von 1 bis 20 ein."
	for text, want := range map[string]string{
		"":    wantRange,
		"abc": "„abc“ ist keine ganze Zahl. " + wantRange,
		"0":   "„0“ liegt außerhalb des Bereichs. " + wantRange,
		"21":  "„21“ liegt außerhalb des Bereichs. " + wantRange,
		"3,5": "„3,5“ ist keine ganze Zahl. " + wantRange,
		"3.5": "„3.5“ ist keine ganze Zahl. " + wantRange,
		"7/2": "„7/2“ ist keine ganze Zahl. " + wantRange,
	} {
		whole.SetText(text)
		if _, err := whole.Whole(); err == nil || err.Error() != want {
			t.Errorf("whole %q: %v, want %q", text, err, want)
		}
		if err := whole.Validate(); err == nil || err.Error() != want {
			t.Errorf("whole %q: validator %v, want %q", text, err, want)
		}
	}
	open := NewWhole(de, 0, NoMax)
	open.SetText("-1")
	if _, err := open.Whole(); err == nil || err.Error() != "„-1“ liegt außerhalb des Bereichs. Geben Sie eine ganze Zahl von mindestens 0 ein." {
		t.Errorf("no upper bound: %v", err)
	}
	open.Blank = true
	open.SetText(" ")
	if n, err := open.Whole(); n != 0 || err != nil || open.Validate() != nil {
		t.Errorf("blank allowed: %d, %v, %v", n, err, open.Validate())
	}
	if _, err := ReadWhole(de, "", 0, NoMax); Named(de, "Ruf", err).Error() != "Ruf: Geben Sie eine ganze Zahl von mindestens 0 ein." {
		t.Errorf("named: %v", Named(de, "Ruf", err))
	}
}

// In English a comma is no decimal point, and the messages are English;
// in French a comma is one.
func TestFieldInEnglishAndFrench(t *testing.T) {
	test.NewTempApp(t)
	en := NewExact(translator(t, language.English))
	en.SetText("3,5")
	if _, err := en.Exact(); err == nil || err.Error() != "“3,5” is not a number. Write a whole number (8, +2, -3), a fraction (7/2) or a decimal (3.5)." {
		t.Errorf("en 3,5: %v", err)
	}
	en.SetText("3.5")
	if r, err := en.Exact(); err != nil || r.Cmp(big.NewRat(7, 2)) != 0 {
		t.Errorf("en 3.5: %v, %v", r, err)
	}
	fr := NewExact(translator(t, language.French))
	fr.SetText("3,5")
	if r, err := fr.Exact(); err != nil || r.Cmp(big.NewRat(7, 2)) != 0 {
		t.Errorf("fr 3,5: %v, %v", r, err)
	}
	fr.SetText("")
	if _, err := fr.Exact(); err == nil || err.Error() != "Saisissez un nombre, par exemple 8, -3, 7/2 ou 3,5." {
		t.Errorf("fr empty: %v", err)
	}
}

// Typed into a fuzzed text, the readers never panic, and what they take
// they read back the same.
func FuzzReadExact(f *testing.F) {
	tr := locales.English()
	for _, s := range []string{"3.5", "7/2", "-0", "+1/3", "1e5", "0x10", "½"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ReadExact(tr, s)
		if err == nil {
			if back, err := ReadExact(tr, r.RatString()); err != nil || back.Cmp(r) != 0 {
				t.Fatalf("%q read as %v, which reads back as %v, %v", s, r, back, err)
			}
		}
		_, _ = ReadWhole(tr, s, -5, 5)
	})
}
