package decks

import (
	"math/big"
	"strings"

	"github.com/haventable/haventable/locales"
)

// decimal prints r rounded half away from zero to the given number of
// decimal places, with the decimal point of the player's language.
func decimal(tr locales.Tr, r *big.Rat, places int) string {
	s := r.FloatString(places)
	if places == 0 {
		return s
	}
	return strings.Replace(s, ".", tr.T("DecksDecimalPoint"), 1)
}

// percent prints the probability p as a percentage with one decimal.
func percent(tr locales.Tr, p *big.Rat) string {
	hundred := new(big.Rat).Mul(p, big.NewRat(100, 1))
	return tr.T("DecksPercent", "Value", decimal(tr, hundred, 1))
}
