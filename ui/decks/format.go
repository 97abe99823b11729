package decks

import (
	"math/big"
	"strings"

	"github.com/haventable/haventable/ui/screen"
)

// decimal prints r rounded half up to the given number of decimal places,
// with the decimal point of the player's language. r must not be negative.
func decimal(tr screen.Translator, r *big.Rat, places int) string {
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(places)), nil)
	// round(r * 10^places) = floor((2·num·10^places + den) / (2·den))
	num := new(big.Int).Mul(r.Num(), scale)
	num.Mul(num, big.NewInt(2))
	num.Add(num, r.Denom())
	den := new(big.Int).Mul(r.Denom(), big.NewInt(2))
	q := new(big.Int).Quo(num, den)
	digits := q.String()
	if places == 0 {
		return digits
	}
	if len(digits) <= places {
		digits = strings.Repeat("0", places-len(digits)+1) + digits
	}
	cut := len(digits) - places
	return digits[:cut] + tr.T("DecksDecimalPoint") + digits[cut:]
}

// percent prints the probability p as a percentage with one decimal.
func percent(tr screen.Translator, p *big.Rat) string {
	hundred := new(big.Rat).Mul(p, big.NewRat(100, 1))
	return tr.T("DecksPercent", "Value", decimal(tr, hundred, 1))
}
