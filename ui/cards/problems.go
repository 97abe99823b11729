package cards

import (
	"errors"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
)

// ProblemText says what is wrong with a card or perk the player wrote (err
// from modifier.ParseCard, ParsePerk or CharacterCards) in the player's
// words, naming the word at fault as it was written; never the parser's
// own message.
func ProblemText(tr locales.Tr, err error) string {
	var ne *modifier.NotationError
	if !errors.As(err, &ne) {
		return tr.T("CardsProblemOther")
	}
	w := ne.Word
	switch ne.Problem {
	case modifier.ProblemEmpty:
		return tr.T("CardsProblemEmpty")
	case modifier.ProblemBadValue:
		return tr.T("CardsProblemBadValue", "Word", w)
	case modifier.ProblemValueFirst:
		return tr.T("CardsProblemValueFirst", "Word", w)
	case modifier.ProblemTwice:
		return tr.T("CardsProblemTwice", "Word", w)
	case modifier.ProblemBlessCurse:
		return tr.T("CardsProblemBlessCurse")
	case modifier.ProblemIcon:
		return tr.T("CardsProblemIcon", "Word", w)
	case modifier.ProblemUnknownWord:
		return tr.T("CardsProblemUnknownWord", "Word", w)
	case modifier.ProblemEffectNumber:
		return tr.T("CardsProblemEffectNumber", "Word", w)
	case modifier.ProblemTooManyEffects:
		return tr.T("CardsProblemTooManyEffects")
	case modifier.ProblemPerkVerb:
		return tr.T("CardsProblemPerkVerb", "Word", w)
	case modifier.ProblemPerkWith:
		return tr.T("CardsProblemPerkWith")
	case modifier.ProblemPerkNoCard:
		return tr.T("CardsProblemPerkNoCard")
	case modifier.ProblemPerkCard:
		return tr.T("CardsProblemPerkCard", "Word", w)
	case modifier.ProblemNotInDeck:
		return tr.T("CardsProblemNotInDeck", "Word", w)
	case modifier.ProblemPerkText:
		return tr.T("CardsProblemPerkText", "Max", modifier.MaxPerkText)
	}
	return tr.T("CardsProblemOther")
}
