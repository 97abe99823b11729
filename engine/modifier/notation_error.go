package modifier

import "fmt"

// NotationProblem says what is wrong with a card or a perk written in card
// notation, so that a screen can say it in the player's words rather than
// show the parser's message.
type NotationProblem int

// The problems ParseCard, ParsePerk and CharacterCards report
// (NotationError.Problem). Word is the word at fault where there is one.
const (
	// ProblemEmpty: nothing was written.
	ProblemEmpty NotationProblem = iota + 1
	// ProblemBadValue: the value (Word) is not +N, -N, x2 or null, or is
	// out of range.
	ProblemBadValue
	// ProblemValueFirst: a value (Word) comes after another word.
	ProblemValueFirst
	// ProblemTwice: a word (Word) is written twice.
	ProblemTwice
	// ProblemBlessCurse: a bless card that is not x2, a curse card that is
	// not null, or a card that is both.
	ProblemBlessCurse
	// ProblemIcon: an icon (Word) that is not a player's number, a class
	// name, M or *, or more than one icon.
	ProblemIcon
	// ProblemUnknownWord: a word (Word) that is no value, effect or mark.
	ProblemUnknownWord
	// ProblemEffectNumber: an effect (Word) with a number it does not take,
	// without one it needs, or with a bad one.
	ProblemEffectNumber
	// ProblemTooManyEffects: one effect given twice, or more effects than a
	// card holds.
	ProblemTooManyEffects
	// ProblemPerkVerb: a perk that does not start with add, remove or
	// replace (Word: the first word).
	ProblemPerkVerb
	// ProblemPerkWith: "replace" without "with".
	ProblemPerkWith
	// ProblemPerkNoCard: a perk that names no card.
	ProblemPerkNoCard
	// ProblemPerkCard: a bless, curse, monster or scenario card in a perk.
	ProblemPerkCard
	// ProblemNotInDeck: a perk removes a card (Word) the deck does not hold.
	ProblemNotInDeck
	// ProblemPerkText: a perk's text in quotes that is empty, unclosed,
	// holds a quote, or is longer than MaxPerkText.
	ProblemPerkText
)

// NotationError is the error ParseCard, ParsePerk and CharacterCards wrap
// for a problem with what was written: errors.As finds it for a screen to
// put in the player's words.
type NotationError struct {
	Problem NotationProblem
	// Word is the word at fault, as written; may be empty.
	Word string
	msg  string
}

func (e *NotationError) Error() string { return e.msg }

// notationError returns a NotationError whose message is format with args.
func notationError(p NotationProblem, word, format string, args ...any) error {
	return &NotationError{Problem: p, Word: word, msg: fmt.Sprintf(format, args...)}
}
