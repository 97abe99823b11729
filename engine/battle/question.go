package battle

import (
	"fmt"
	"strings"
)

// Answer is a player's answer to a question an ability raises.
type Answer int

const (
	// Accept takes an optional lowering by a Set.
	Accept Answer = iota + 1
	// Decline refuses an optional lowering by a Set.
	Decline
	// ChooseIncrease takes the enhancement's increase ability instead of the
	// name-on-name bonus.
	ChooseIncrease
	// ChooseBonus takes the name-on-name bonus instead of the enhancement's
	// increase ability.
	ChooseBonus
)

// String names the answer.
func (a Answer) String() string {
	switch a {
	case 0:
		return "unanswered"
	case Accept:
		return "accept"
	case Decline:
		return "decline"
	case ChooseIncrease:
		return "increase"
	case ChooseBonus:
		return "bonus"
	}
	return fmt.Sprintf("Answer(%d)", int(a))
}

// QuestionKind is what a question asks.
type QuestionKind int

const (
	// LowerToValue asks whether an increase to a specific value that would
	// lower a stat is taken (Accept) or not (Decline).
	LowerToValue QuestionKind = iota + 1
	// BonusOrIncrease asks whether an enhancement takes its increase ability
	// (ChooseIncrease) or the name-on-name bonus (ChooseBonus).
	BonusOrIncrease
)

// Question is a choice the rules leave to a player, which the engine never
// makes on its own. Fill the answer in with Answered and apply again.
type Question struct {
	Kind    QuestionKind
	Target  string   // the card the ability targets
	Stats   Stats    // LowerToValue: the stats that would be lowered
	Options []Answer // the answers allowed
}

// String states the question for a log or a screen.
func (q Question) String() string {
	opts := make([]string, len(q.Options))
	for i, o := range q.Options {
		opts[i] = o.String()
	}
	switch q.Kind {
	case LowerToValue:
		return fmt.Sprintf("%s: lowering %s to the value is optional (%s)", q.Target, q.Stats, strings.Join(opts, " or "))
	case BonusOrIncrease:
		return fmt.Sprintf("%s: the enhancement takes its increase ability or the name-on-name bonus (%s)", q.Target, strings.Join(opts, " or "))
	}
	return fmt.Sprintf("%s: question %d (%s)", q.Target, int(q.Kind), strings.Join(opts, " or "))
}

// QuestionError is the error of an ability refused because a player's choice
// is missing. Nothing has changed; answer the Questions (Answered) and apply
// the ability again. It matches ErrAnswerMissing with errors.Is.
type QuestionError struct {
	Questions []Question
}

// Error lists the questions.
func (e *QuestionError) Error() string {
	parts := make([]string, len(e.Questions))
	for i, q := range e.Questions {
		parts[i] = q.String()
	}
	return "a choice is required: " + strings.Join(parts, "; ")
}

// Is makes errors.Is(err, ErrAnswerMissing) true.
func (e *QuestionError) Is(target error) bool { return target == ErrAnswerMissing }

// Answered returns a with the answer ans filled in: Accept or Decline for a
// Set, ChooseIncrease or ChooseBonus for an Enhance.
func Answered(a Ability, ans Answer) (Ability, error) {
	switch ab := a.(type) {
	case Set:
		if ans != Accept && ans != Decline {
			return nil, fmt.Errorf("answer %v: %w: a set takes accept or decline", ans, ErrInvalid)
		}
		ab.Lowering = ans
		return ab, nil
	case Enhance:
		if ans != ChooseIncrease && ans != ChooseBonus {
			return nil, fmt.Errorf("answer %v: %w: an enhancement takes increase or bonus", ans, ErrInvalid)
		}
		ab.Choice = ans
		return ab, nil
	}
	return nil, fmt.Errorf("answer %v: %w: %T asks no question", ans, ErrInvalid, a)
}
