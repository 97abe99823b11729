package engine

import "errors"

// Reasons the table refuses an action, beside the ones declared with the
// rule they guard (ErrInitiativeRange, ErrCannotRest, ErrImmune…): callers
// that word a refusal for the players tell them apart with errors.Is.
var (
	// ErrRoundBegun means a character's initiative or long rest is chosen
	// after the round's first turn has started.
	ErrRoundBegun = errors.New("the round has begun")
	// ErrNotInTurn means a turn is ended that is not being taken.
	ErrNotInTurn = errors.New("it is not taking its turn")
	// ErrOutOfPlay means an action on a figure that is dead or exhausted.
	ErrOutOfPlay = errors.New("the figure is out of play")
	// ErrNegativeAmount means damage or a heal of less than 0.
	ErrNegativeAmount = errors.New("below 0")
	// ErrHandKept means an initiative typed for a character whose hand the
	// table keeps: its initiative is its leading card's (ChooseCards).
	ErrHandKept = errors.New("its initiative comes from the cards it chooses")
)
