package battle

import (
	"errors"
	"fmt"
)

// ErrNothingPending is returned by Answer when no ability awaits an answer.
var ErrNothingPending = errors.New("no ability awaits an answer")

// pending is an ability waiting for a player's answer.
type pending struct {
	ability   Ability
	questions []Question
}

// Play is Apply for a screen that keeps the player's open question on the
// board: when a needs an answer, Play changes no card, keeps a as the
// pending ability (replacing any other) and returns the *QuestionError; read
// it again with Pending and finish it with Answer, or drop it with Withdraw.
// An ability played without a question clears nothing.
func (b *Board) Play(a Ability) ([]string, error) {
	gone, err := b.Apply(a)
	var qe *QuestionError
	if errors.As(err, &qe) {
		b.pending = &pending{ability: a, questions: qe.Questions}
	}
	return gone, err
}

// Pending returns the ability awaiting an answer and its questions, if any.
func (b *Board) Pending() (Ability, []Question, bool) {
	if b.pending == nil {
		return nil, nil, false
	}
	qs := append([]Question(nil), b.pending.questions...)
	return b.pending.ability, qs, true
}

// Answer answers the pending ability's question and applies it. On success
// the ability is no longer pending; on error nothing changes and it stays
// pending (with the new questions, should the board now ask others).
func (b *Board) Answer(ans Answer) ([]string, error) {
	if b.pending == nil {
		return nil, fmt.Errorf("answer %v: %w", ans, ErrNothingPending)
	}
	a, err := Answered(b.pending.ability, ans)
	if err != nil {
		return nil, err
	}
	gone, err := b.Apply(a)
	var qe *QuestionError
	switch {
	case errors.As(err, &qe):
		b.pending = &pending{ability: a, questions: qe.Questions}
		return nil, err
	case err != nil:
		return nil, err
	}
	b.pending = nil
	return gone, nil
}

// Withdraw drops the pending ability unplayed.
func (b *Board) Withdraw() { b.pending = nil }
