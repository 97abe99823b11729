package spinner

import (
	"math/big"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
)

// Numbers are written and read with the decimal point of the player's
// language: a comma in German and French, a point in English.
func TestNumbersInThePlayersLanguage(t *testing.T) {
	for _, lang := range []language.Tag{language.English, language.German, language.French} {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		point := map[language.Tag]string{language.English: ".", language.German: ",", language.French: ","}[lang]
		with := func(s string) string {
			for i := range s {
				if s[i] == '.' {
					return s[:i] + point + s[i+1:]
				}
			}
			return s
		}
		for _, tc := range []struct {
			r      *big.Rat
			places int
			want   string
		}{
			{big.NewRat(1, 3), 2, "0.33"},
			{big.NewRat(2, 3), 2, "0.67"},
			{big.NewRat(1, 8), 2, "0.13"}, // half away from zero
			{big.NewRat(7, 1), 1, "7.0"},
			{big.NewRat(1, 2000), 1, "0.0"},
			{big.NewRat(199, 2), 0, "100"},
			{big.NewRat(-5, 4), 1, "-1.3"},
		} {
			if got := Decimal(tr, tc.r, tc.places); got != with(tc.want) {
				t.Errorf("%s: Decimal(%v, %d) = %q, want %q", lang, tc.r, tc.places, got, with(tc.want))
			}
		}
		if got := Float(tr, 2.345678, 2); got != with("2.35") {
			t.Errorf("%s: Float(2.345678, 2) = %q", lang, got)
		}
		if got := readDecimal(tr, with("3.5")); got != "3.5" {
			t.Errorf("%s: readDecimal(%q) = %q, want 3.5", lang, with("3.5"), got)
		}
		if got := readDecimal(tr, "3.5"); got != "3.5" {
			t.Errorf("%s: readDecimal(3.5) = %q, want 3.5", lang, got)
		}
		if got := readDecimal(tr, "7/2"); got != "7/2" {
			t.Errorf("%s: readDecimal(7/2) = %q", lang, got)
		}
	}
}
