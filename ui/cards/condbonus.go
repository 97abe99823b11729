package cards

import (
	"strings"

	"github.com/haventable/haventable/engine/condbonus"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
)

// whenWords says one condition of a conditional bonus
// (locales/condbonus.*.toml).
func whenWords(tr locales.Tr, w string) string {
	switch w {
	case condbonus.Melee:
		return tr.T("IfMelee")
	case condbonus.Ranged:
		return tr.T("IfRanged")
	case condbonus.Adjacent:
		return tr.T("IfAdjacent")
	case condbonus.AllyAdjacent:
		return tr.T("IfAllyAdjacent")
	case condbonus.Alone:
		return tr.T("IfAlone")
	case condbonus.Undamaged:
		return tr.T("IfUndamaged")
	case condbonus.Weaker:
		return tr.T("IfWeaker")
	case condbonus.Negative:
		return tr.T("IfNegative")
	case condbonus.BelowHalf:
		return tr.T("IfBelowHalf")
	}
	if c, ok := strings.CutPrefix(w, "target-"); ok {
		return tr.T("IfTargetHas", "Condition", conditionLabel(tr, c))
	}
	if c, ok := strings.CutPrefix(w, "self-"); ok {
		return tr.T("IfSelfHas", "Condition", conditionLabel(tr, c))
	}
	return w
}

// perWords says the count of a conditional bonus.
func perWords(tr locales.Tr, per string) string {
	if per == condbonus.PerAllyAdjacent {
		return tr.T("IfPerAllyAdjacent")
	}
	return tr.T("IfPerNegative")
}

// conditionLabel is a condition's label by its notation name.
func conditionLabel(tr locales.Tr, c string) string {
	if k, ok := modifier.ParseEffectKind(c); ok {
		return EffectLabel(tr, modifier.Effect{Kind: k})
	}
	return c
}

// IfAdds says what a conditional bonus adds, n times ("+2 attack, Wound,
// 1 experience").
func IfAdds(tr locales.Tr, b condbonus.Bonus, n int) string {
	var parts []string
	if b.Attack > 0 {
		parts = append(parts, tr.N("IfAddAttack", n*b.Attack, "N", n*b.Attack))
	}
	for _, e := range []modifier.Effect{{Kind: modifier.Pierce, Amount: n * b.Pierce}, {Kind: modifier.Push, Amount: n * b.Push}, {Kind: modifier.Pull, Amount: n * b.Pull}} {
		if e.Amount > 0 {
			parts = append(parts, EffectLabel(tr, e))
		}
	}
	for _, c := range b.Conditions {
		parts = append(parts, conditionLabel(tr, c))
	}
	if b.XP > 0 {
		parts = append(parts, tr.N("IfAddXP", n*b.XP, "N", n*b.XP))
	}
	return strings.Join(parts, ", ")
}

// IfWhen says when a conditional bonus holds ("the target is next to one
// of your allies and a melee attack"); "" for a bonus with a count only.
func IfWhen(tr locales.Tr, b condbonus.Bonus) string {
	var parts []string
	for _, w := range b.When {
		parts = append(parts, whenWords(tr, w))
	}
	return strings.Join(parts, tr.T("IfAnd"))
}

// IfLine says a conditional bonus whole, as the card gives it: "+2
// attack, 1 experience if the target is next to one of your allies",
// "+1 attack for each negative condition on the target".
func IfLine(tr locales.Tr, b condbonus.Bonus) string {
	return ifLine(tr, b, IfAdds(tr, b, 1))
}

// IfHeld says what a conditional bonus added to an attack on one target
// where it held n times, and why: "+2 attack, 1 experience: the target is
// next to one of your allies"; with a count, what it added in all.
func IfHeld(tr locales.Tr, b condbonus.Bonus, n int) string {
	return ifLine(tr, b, IfAdds(tr, b, n))
}

func ifLine(tr locales.Tr, b condbonus.Bonus, adds string) string {
	when := IfWhen(tr, b)
	switch {
	case b.Per != "" && when != "":
		return tr.T("IfLinePerWhen", "Adds", adds, "Per", perWords(tr, b.Per), "When", when)
	case b.Per != "":
		return tr.T("IfLinePer", "Adds", adds, "Per", perWords(tr, b.Per))
	}
	return tr.T("IfLine", "Adds", adds, "When", when)
}
