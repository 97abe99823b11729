package cards

import (
	"errors"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
)

// ProblemText says what is wrong with a card or perk the player wrote (err
// from engine.ParseCard, ParsePerk or CharacterCards) in the player's
// words, naming the word at fault as it was written; never the parser's
// own message.
func ProblemText(tr locales.Tr, err error) string {
	var ne *engine.NotationError
	if !errors.As(err, &ne) {
		return tr.T("CardsProblemOther")
	}
	w := ne.Word
	switch ne.Problem {
	case engine.ProblemEmpty:
		return tr.T("CardsProblemEmpty")
	case engine.ProblemBadValue:
		return tr.T("CardsProblemBadValue", "Word", w)
	case engine.ProblemValueFirst:
		return tr.T("CardsProblemValueFirst", "Word", w)
	case engine.ProblemTwice:
		return tr.T("CardsProblemTwice", "Word", w)
	case engine.ProblemBlessCurse:
		return tr.T("CardsProblemBlessCurse")
	case engine.ProblemIcon:
		return tr.T("CardsProblemIcon", "Word", w)
	case engine.ProblemUnknownWord:
		return tr.T("CardsProblemUnknownWord", "Word", w)
	case engine.ProblemEffectNumber:
		return tr.T("CardsProblemEffectNumber", "Word", w)
	case engine.ProblemTooManyEffects:
		return tr.T("CardsProblemTooManyEffects")
	case engine.ProblemPerkVerb:
		return tr.T("CardsProblemPerkVerb", "Word", w)
	case engine.ProblemPerkWith:
		return tr.T("CardsProblemPerkWith")
	case engine.ProblemPerkNoCard:
		return tr.T("CardsProblemPerkNoCard")
	case engine.ProblemPerkCard:
		return tr.T("CardsProblemPerkCard", "Word", w)
	case engine.ProblemNotInDeck:
		return tr.T("CardsProblemNotInDeck", "Word", w)
	}
	return tr.T("CardsProblemOther")
}
