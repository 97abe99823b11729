package decks

import (
	"math/big"

	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/spinner"
)

// percent prints the probability p as a percentage with one decimal.
func percent(tr locales.Tr, p *big.Rat) string {
	hundred := new(big.Rat).Mul(p, big.NewRat(100, 1))
	return tr.T("DecksPercent", "Value", spinner.Decimal(tr, hundred, 1))
}
