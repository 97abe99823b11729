package battle

import (
	"strings"

	rules "github.com/haventable/haventable/engine/battle"
	"github.com/haventable/haventable/locales"
)

// Values are shown exactly as the engine writes them: whole numbers as they
// are, fractions in lowest terms with a slash ("7/2", "-1/4"), never rounded,
// the same way the entries read them.

// signed writes an amount with its sign: "+2", "-1/2", "+0".
func signed(v rules.Value) string {
	if v.Sign() < 0 {
		return v.String()
	}
	return "+" + v.String()
}

// kindName names a card kind in the user's language.
func kindName(tr locales.Tr, k rules.Kind) string {
	switch k {
	case rules.EvilCharacter:
		return tr.T("BattleKindEvil")
	case rules.Enhancement:
		return tr.T("BattleKindEnhancement")
	}
	return tr.T("BattleKindHero")
}

// playerName names a player.
func playerName(tr locales.Tr, p rules.Player) string {
	if p == rules.Player2 {
		return tr.T("BattlePlayer2")
	}
	return tr.T("BattlePlayer1")
}

// phaseName names a phase.
func phaseName(tr locales.Tr, p rules.Phase) string {
	switch p {
	case rules.PhaseUpkeep:
		return tr.T("BattlePhaseUpkeep")
	case rules.PhasePreparation:
		return tr.T("BattlePhasePreparation")
	case rules.PhaseBattle:
		return tr.T("BattlePhaseBattle")
	case rules.PhaseDiscard:
		return tr.T("BattlePhaseDiscard")
	}
	return tr.T("BattlePhaseDraw")
}

// statsName names the stats an ability acts on.
func statsName(tr locales.Tr, s rules.Stats) string {
	switch s {
	case rules.Strength:
		return tr.T("BattleStrength")
	case rules.Toughness:
		return tr.T("BattleToughness")
	}
	return tr.T("BattleStatsBoth")
}

// countName says what a count counts: "Heroes of player 1".
func countName(tr locales.Tr, c rules.Count) string {
	kinds := tr.T("BattleCountCards")
	if len(c.Kinds) == 1 {
		switch c.Kinds[0] {
		case rules.Hero:
			kinds = tr.T("BattleCountHeroes")
		case rules.EvilCharacter:
			kinds = tr.T("BattleCountEvil")
		case rules.Enhancement:
			kinds = tr.T("BattleCountEnhancements")
		}
	}
	if len(c.Owners) != 1 {
		return kinds
	}
	return tr.T("BattleCountOf", "Cards", kinds, "Player", playerName(tr, c.Owners[0]))
}

// eachName says what a dynamic ability counts: "for each Hero of Player 1".
func eachName(tr locales.Tr, c rules.Count) string {
	each := tr.T("BattleEachCard")
	if len(c.Kinds) == 1 {
		switch c.Kinds[0] {
		case rules.Hero:
			each = tr.T("BattleEachHero")
		case rules.EvilCharacter:
			each = tr.T("BattleEachEvil")
		case rules.Enhancement:
			each = tr.T("BattleEachEnhancement")
		}
	}
	if len(c.Owners) != 1 {
		return each
	}
	return tr.T("BattleEachOf", "Each", each, "Player", playerName(tr, c.Owners[0]))
}

// conditionName writes a condition: "if at least 2 Heroes of player 1".
func conditionName(tr locales.Tr, c *rules.Condition) string {
	if c == nil {
		return ""
	}
	if c.Not {
		return tr.T("BattleIfFewer", "Count", c.AtLeast, "Cards", countName(tr, c.Count))
	}
	return tr.T("BattleIfAtLeast", "Count", c.AtLeast, "Cards", countName(tr, c.Count))
}

// describe writes an ability as a card would print it, for the list of
// ongoing abilities on a card.
func describe(tr locales.Tr, a rules.Ability) string {
	var text string
	var cond *rules.Condition
	switch ab := a.(type) {
	case rules.Change:
		amounts := signed(ab.Strength) + "/" + signed(ab.Toughness)
		if ab.Per != nil {
			text = tr.T("BattleDescribeChangePer", "Amounts", amounts, "Each", eachName(tr, *ab.Per))
		} else {
			text = amounts
		}
		cond = ab.If
	case rules.Multiply:
		text = tr.T("BattleDescribeMultiply", "Factor", ab.Factor.String(), "Stats", statsName(tr, ab.Stats))
		cond = ab.If
	case rules.Set:
		text = tr.T("BattleDescribeSet", "Values", setValues(tr, ab.Stats, ab.Strength, ab.Toughness))
		cond = ab.If
	case rules.Worth:
		text = tr.T("BattleDescribeWorth", "Strength", ab.Strength.String(), "Toughness", ab.Toughness.String())
		cond = ab.If
	case rules.Enhance:
		own := signed(ab.Strength) + "/" + signed(ab.Toughness)
		switch {
		case ab.Choice == rules.ChooseBonus || (ab.NameMatch && ab.Increase == nil):
			text = tr.T("BattleDescribeEnhanceBonus", "Own", own)
		case ab.Increase != nil:
			text = tr.T("BattleDescribeEnhanceIncrease", "Own", own, "Increase", signed(ab.Increase.Strength)+"/"+signed(ab.Increase.Toughness))
		default:
			text = tr.T("BattleDescribeEnhance", "Own", own)
		}
	default:
		return ""
	}
	if cond != nil {
		text += " " + conditionName(tr, cond)
	}
	return text
}

// setValues writes what a set changes: "strength 5", "strength 5, toughness 3".
func setValues(tr locales.Tr, s rules.Stats, str, tough rules.Value) string {
	var parts []string
	if s&rules.Strength != 0 {
		parts = append(parts, tr.T("BattleStatValue", "Stat", tr.T("BattleStrength"), "Value", str.String()))
	}
	if s&rules.Toughness != 0 {
		parts = append(parts, tr.T("BattleStatValue", "Stat", tr.T("BattleToughness"), "Value", tough.String()))
	}
	return strings.Join(parts, ", ")
}
