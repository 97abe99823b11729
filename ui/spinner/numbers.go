package spinner

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/haventable/haventable/locales"
)

// msgDecimalPoint is the decimal point of the player's language: "." in
// English, "," in German and French.
const msgDecimalPoint = "NumberDecimalPoint"

// Decimal writes r rounded to places decimals (halves away from zero)
// with the decimal point of tr's language: "2,75" in German.
func Decimal(tr locales.Tr, r *big.Rat, places int) string {
	return withPoint(tr, r.FloatString(places))
}

// Float writes v with places decimals (as fmt rounds) with the decimal
// point of tr's language.
func Float(tr locales.Tr, v float64, places int) string {
	return withPoint(tr, fmt.Sprintf("%.*f", places, v))
}

func withPoint(tr locales.Tr, s string) string {
	return strings.Replace(s, ".", tr.T(msgDecimalPoint), 1)
}

// readDecimal returns a number as the player typed it with the decimal
// point the program's readers take: "3,5" in German or French is "3.5";
// "3.5" stays as it is in every language.
func readDecimal(tr locales.Tr, text string) string {
	if point := tr.T(msgDecimalPoint); point != "." {
		return strings.Replace(text, point, ".", 1)
	}
	return text
}
