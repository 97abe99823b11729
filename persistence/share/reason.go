package share

import (
	"errors"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
)

// The reasons a Reply gives for an action the host's table refused
// (Reply.Reason): stable codes a device or the players' page words in its
// players' language, whatever the host's language or its engine's text.
const (
	ReasonInitiativeRange = "initiative-range"
	ReasonRoundBegun      = "round-begun"
	ReasonCannotRest      = "cannot-rest"
	ReasonRestTime        = "rest-time"
	ReasonNotInTurn       = "not-in-turn"
	ReasonOutOfPlay       = "out-of-play"
	ReasonImmune          = "immune"
	ReasonNegativeAmount  = "negative-amount"
	ReasonNoCard          = "no-card"
	// ReasonOther is any other refusal: the error text says more, in the
	// host's words.
	ReasonOther = "other"
)

// reasons are the engine's refusals a Reply tells apart, in the order
// they are tested.
var reasons = []struct {
	err  error
	code string
}{
	{engine.ErrInitiativeRange, ReasonInitiativeRange},
	{engine.ErrRoundBegun, ReasonRoundBegun},
	{engine.ErrCannotRest, ReasonCannotRest},
	{engine.ErrRestTime, ReasonRestTime},
	{engine.ErrNotInTurn, ReasonNotInTurn},
	{engine.ErrOutOfPlay, ReasonOutOfPlay},
	{engine.ErrImmune, ReasonImmune},
	{engine.ErrNegativeAmount, ReasonNegativeAmount},
	{modifier.ErrNoCard, ReasonNoCard},
}

// ReasonOf is the code of the reason the table refused an action with
// err ("" for no error, ReasonOther when no code names it).
func ReasonOf(err error) string {
	if err == nil {
		return ""
	}
	for _, r := range reasons {
		if errors.Is(err, r.err) {
			return r.code
		}
	}
	return ReasonOther
}
