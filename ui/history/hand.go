package history

import (
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/cards"
)

// describeHand tells an action on a character's hand in words; false for
// any other action.
func describeHand(tr locales.Tr, scn *engine.Scenario, name func(string) string, act engine.Action, r engine.Summary) (string, bool) {
	card := func(character string, n int) string {
		if scn != nil {
			if h, ok := scn.HandOf(character); ok {
				if c, ok := h.Card(n); ok {
					return c.Name
				}
			}
		}
		return tr.T("HistoryCardNumber", "Number", n)
	}
	named := func(character string, n int) string {
		if r.HandCard != "" {
			return r.HandCard
		}
		return card(character, n)
	}
	switch a := act.(type) {
	case engine.ChooseHand:
		return tr.N("HistoryChooseHand", len(a.Cards), "Name", name(a.Character), "Count", len(a.Cards)), true
	case engine.DropHand:
		return tr.T("HistoryDropHand", "Name", name(a.Character)), true
	case engine.ChooseCards:
		return tr.T("HistoryChooseCards", "Name", name(a.Character), "Leading", card(a.Character, a.Leading),
			"Second", card(a.Character, a.Second)), true
	case engine.DeclareLongRest:
		return tr.T("HistoryDeclareLongRest", "Name", name(a.Character)), true
	case engine.PlayHalf:
		who, c := name(a.Character), named(a.Character, a.Card)
		switch {
		case a.Half == engine.HalfBottom && a.Default:
			return tr.T("HistoryPlayBottomDefault", "Name", who, "Card", c), true
		case a.Half == engine.HalfBottom:
			return tr.T("HistoryPlayBottom", "Name", who, "Card", c), true
		case a.Default:
			return tr.T("HistoryPlayTopDefault", "Name", who, "Card", c), true
		}
		return tr.T("HistoryPlayTop", "Name", who, "Card", c), true
	case engine.UseBonus:
		if r.HandTo == engine.ToLost || r.HandTo == engine.ToDiscard {
			return tr.T("HistoryUseBonusLast", "Name", name(a.Character), "Card", named(a.Character, a.Card)), true
		}
		return tr.T("HistoryUseBonus", "Name", name(a.Character), "Card", named(a.Character, a.Card)), true
	case engine.EndBonus:
		return tr.T("HistoryEndBonus", "Name", name(a.Character), "Card", named(a.Character, a.Card)), true
	case engine.RestShort:
		return tr.T("HistoryRestShort", "Name", name(a.Character), "Card", r.HandCard), true
	case engine.RestRedraw:
		return tr.T("HistoryRestRedraw", "Name", name(a.Character), "Card", r.HandCard), true
	case engine.RestLong:
		return tr.T("HistoryRestLong", "Name", name(a.Character), "Card", named(a.Character, a.Lose)), true
	case engine.ConsumeForCard:
		k, ok := modifier.ParseEffectKind(a.Element)
		if !ok || !k.IsElement() {
			return tr.T("HistoryConsumeForCardAll", "Name", name(a.Character), "Card", named(a.Character, a.Card)), true
		}
		el := cards.EffectLabel(tr, modifier.Effect{Kind: k})
		return tr.T("HistoryConsumeForCard", "Name", name(a.Character), "Element", el, "Card", named(a.Character, a.Card)), true
	case engine.ApplyCardAction:
		if len(a.Targets) == 0 {
			return tr.T("HistoryApplyCardActionAll", "Name", name(a.Character), "Card", named(a.Character, a.Card)), true
		}
		targets := make([]string, len(a.Targets))
		for i, t := range a.Targets {
			targets[i] = name(t)
		}
		return tr.T("HistoryApplyCardAction", "Name", name(a.Character), "Card", named(a.Character, a.Card),
			"Targets", strings.Join(targets, ", ")), true
	case engine.TeleportForCard:
		return tr.T("HistoryTeleportForCard", "Name", name(a.Character), "Hex", a.To.String(), "Card", named(a.Character, a.Card)), true
	}
	return "", false
}
