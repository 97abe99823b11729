package battle

import (
	"errors"
	"fmt"
)

// Action is one change to a board, as a value: a screen that keeps a
// history (engine/undo) records the actions it applies with Board.Do and
// rebuilds the board by applying them again. Each is atomic, as the board's
// methods are, and deterministic, so that replaying a history rebuilds the
// same board.
//
// The set of actions is closed: the types in this file. Apply is Do for a
// history that keeps no report.
type Action interface {
	// Kind names the action in logs and JSON ("enter", "use-ability" ...).
	Kind() string
	// Apply is Do without the ids of the cards discarded.
	Apply(b *Board) error
	do(b *Board) ([]string, error)
}

// Do applies a to the board and returns the ids of the cards discarded as a
// result, in the order they left play (Discarded also returns them until
// the next Do). On an error no card changes (a UseAbility that raises a
// question leaves its ability pending, as Play does); the error is the
// board method's, as it is.
func (b *Board) Do(a Action) ([]string, error) {
	if a == nil {
		return nil, errors.New("no action")
	}
	gone, err := a.do(b)
	if err != nil {
		return nil, err
	}
	b.gone = gone
	return gone, nil
}

// Discarded returns the ids of the cards the last action applied with Do
// discarded.
func (b *Board) Discarded() []string { return append([]string(nil), b.gone...) }

func apply(b *Board, a Action) error {
	_, err := b.Do(a)
	return err
}

// Enter puts a card into play: Board.Enter.
type Enter struct {
	Spec CardSpec `json:"spec"`
}

// SetInBattle puts a card in play into the battle or takes it out:
// Board.SetInBattle.
type SetInBattle struct {
	ID string `json:"id"`
	In bool   `json:"in"`
}

// Discard takes a card in play out of play: Board.Discard.
type Discard struct {
	ID string `json:"id"`
}

// UseAbility plays an ability: Board.Play. An ability that raises a question
// changes no card and is pending on the board (the error is a
// *QuestionError); a history records the ability answered (Answered), which
// asks nothing when replayed.
type UseAbility struct {
	Ability Ability `json:"ability"`
}

// EndPhase ends the phase: Board.EndPhase.
type EndPhase struct{}

// Clear empties the board: a new battle in the draw phase of turn 1.
type Clear struct{}

// Kind names the action.
func (Enter) Kind() string { return "enter" }

// Kind names the action.
func (SetInBattle) Kind() string { return "set-in-battle" }

// Kind names the action.
func (Discard) Kind() string { return "discard" }

// Kind names the action.
func (UseAbility) Kind() string { return "use-ability" }

// Kind names the action.
func (EndPhase) Kind() string { return "end-phase" }

// Kind names the action.
func (Clear) Kind() string { return "clear" }

// Apply applies the action (Do).
func (a Enter) Apply(b *Board) error { return apply(b, a) }

// Apply applies the action (Do).
func (a SetInBattle) Apply(b *Board) error { return apply(b, a) }

// Apply applies the action (Do).
func (a Discard) Apply(b *Board) error { return apply(b, a) }

// Apply applies the action (Do).
func (a UseAbility) Apply(b *Board) error { return apply(b, a) }

// Apply applies the action (Do).
func (a EndPhase) Apply(b *Board) error { return apply(b, a) }

// Apply applies the action (Do).
func (a Clear) Apply(b *Board) error { return apply(b, a) }

func (a Enter) do(b *Board) ([]string, error)       { return b.Enter(a.Spec) }
func (a SetInBattle) do(b *Board) ([]string, error) { return nil, b.SetInBattle(a.ID, a.In) }
func (a Discard) do(b *Board) ([]string, error)     { return b.Discard(a.ID) }
func (a EndPhase) do(b *Board) ([]string, error)    { return b.EndPhase(), nil }

func (a UseAbility) do(b *Board) ([]string, error) {
	if a.Ability == nil {
		return nil, fmt.Errorf("play: %w: no ability", ErrInvalid)
	}
	return b.Play(a.Ability)
}

func (a Clear) do(b *Board) ([]string, error) {
	*b = Board{phase: PhaseDraw, turn: 1, byID: map[string]*card{}}
	return nil, nil
}
