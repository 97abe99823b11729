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
	ReasonHandKept        = "hand-kept"
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
	{engine.ErrHandKept, ReasonHandKept},
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

// RefusedError is the host's refusal of a device's proposal (Client.Propose,
// Client.Do) or step (Client.Step). errors.Is finds the refusal's kind in
// Err (ErrStale, ErrNotAllowed, ErrRemoved, persistence.ErrNothingToUndo…);
// a refusal of the table's own rules has none, and Reason says which rule
// refused it: a window words that for its players, never Text.
type RefusedError struct {
	// Op is what was asked: "propose <action kind>", or the step.
	Op string
	// Reason is the reply's (Reply.Reason: ReasonInitiativeRange…,
	// ReasonOther); "" from a host that predates it, or when Err says why.
	Reason string
	// Text is the host's own words (Reply.Error), in its language: for
	// the log.
	Text string
	// Err is the kind of refusal, nil for one of the table's rules.
	Err error
}

func (e *RefusedError) Error() string {
	switch {
	case e.Err == nil:
		return e.Op + ": refused: " + e.Text
	case errors.Is(e.Err, ErrNotAllowed):
		return e.Op + ": " + e.Err.Error() + " (" + e.Text + ")"
	}
	return e.Op + ": " + e.Err.Error()
}

// Unwrap is the kind of refusal (Err).
func (e *RefusedError) Unwrap() error { return e.Err }

// refusal is the error of reply r to what op asked (nil when r refuses
// nothing); nothing tells a step that found nothing to undo or redo.
func refusal(op string, r Reply, nothing error) error {
	var kind error
	switch {
	case r.Stale:
		kind = ErrStale
	case r.Removed:
		kind = ErrRemoved
	case r.Denied:
		kind = ErrNotAllowed
	case r.Nothing && nothing != nil:
		kind = nothing
	case r.Error == "":
		return nil
	}
	reason := r.Reason
	if kind != nil {
		reason = ""
	}
	return &RefusedError{Op: op, Reason: reason, Text: r.Error, Err: kind}
}
