package pack

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/monster"
)

// What a card says one rank of monster does (Action.Only) and an attack's
// targets relative to the stat card's (Action.TargetPlus) or by the party
// (Action.TargetFormula, a formula of C and L), as the action
// line writes them (docs/data-format.md, "Ranks and relative targets"):
//
//	attack -1, range 4, only normal
//	attack -1, only elite boss
//	attack -1, target +2
//	attack +2, target -1
//	attack -1, target-has wound +2
//	attack -1, target C
//	attack +0, target C-1

// shapeOption reads an action line's option key (in the format's words)
// with its arguments into a; known is false for a key it does not read, ok
// false for one whose arguments do not fit.
func shapeOption(a *monster.Action, ws Words, key string, args []string) (known, ok bool) {
	switch key {
	case "only": // "only normal", "only elite boss"
		if len(args) == 0 || len(args) >= len(monster.Ranks) {
			return true, false
		}
		for _, r := range args {
			r = ws.Canonical(r)
			if !slices.Contains(monster.Ranks, r) || slices.Contains(a.Only, r) {
				return true, false
			}
			a.Only = append(a.Only, r)
		}
		return true, true
	case "target-has": // "target-has wound +2"
		if len(args) != 2 || a.Type != monster.KindAttack || !strings.HasPrefix(args[1], "+") {
			return true, false
		}
		c := ws.Canonical(args[0])
		n, err := strconv.Atoi(args[1][1:])
		if !ValidCondition(c) || err != nil || n < 1 || n > MaxStat {
			return true, false
		}
		a.TargetHas, a.TargetHasBonus = c, n
		return true, true
	case "target": // "target +2", "target -1": relative to the stat card's
		if len(args) == 1 && a.Type == monster.KindAttack && strings.ContainsAny(args[0], "CL") {
			// "target C", "target C-1": by the party (Action.TargetFormula)
			a.TargetFormula = args[0]
			return true, validCount(args[0])
		}
		if len(args) != 1 || a.Type != monster.KindAttack || (!strings.HasPrefix(args[0], "+") && !strings.HasPrefix(args[0], "-")) {
			return false, false // a count: the option's own reading
		}
		n, err := strconv.Atoi(strings.TrimPrefix(args[0], "+"))
		if err != nil || n == 0 || n < -MaxStat || n > MaxStat {
			return true, false
		}
		a.TargetPlus = n
		return true, true
	}
	return false, false
}

// shapeOptions writes a's rank and relative target options with opt, as
// shapeOption reads them.
func shapeOptions(a monster.Action, ws Words, opt func(key string, more ...string)) {
	if a.TargetPlus != 0 && a.Type == monster.KindAttack {
		opt("target", monster.Plus(a.TargetPlus).String())
	}
	if a.TargetFormula != "" && a.Type == monster.KindAttack {
		opt("target", a.TargetFormula)
	}
	if a.TargetHasBonus > 0 && a.Type == monster.KindAttack {
		opt("target-has", ws.word(a.TargetHas), "+"+strconv.Itoa(a.TargetHasBonus))
	}
	if len(a.Only) > 0 {
		words := make([]string, len(a.Only))
		for i, r := range a.Only {
			words[i] = ws.word(r)
		}
		opt("only", words...)
	}
}

// shapes checks a's rank and relative target fields.
func (c *checker) shapes(path string, a monster.Action) {
	for i, r := range a.Only {
		if !slices.Contains(monster.Ranks, r) || slices.Contains(a.Only[:i], r) {
			c.add(path+".only["+strconv.Itoa(i)+"]", "want one of %s, each once, found %q", strings.Join(monster.Ranks, ", "), r)
		}
	}
	if len(a.Only) >= len(monster.Ranks) {
		c.add(path+".only", "names every rank: leave it out")
	}
	if a.TargetHasBonus != 0 || a.TargetHas != "" {
		c.between(path+".target_has_bonus", a.TargetHasBonus, 1, MaxStat)
		if !ValidCondition(a.TargetHas) {
			c.add(path+".target_has", "unknown condition %q", a.TargetHas)
		}
		if a.Type != monster.KindAttack {
			c.add(path+".target_has", "only an attack has a bonus against a target with a condition")
		}
	}
	if a.TargetPlus != 0 {
		c.between(path+".target_plus", a.TargetPlus, -MaxStat, MaxStat)
		if a.Type != monster.KindAttack || a.Target != 0 {
			c.add(path+".target_plus", "only an attack without targets of its own has targets relative to the stat card's")
		}
	}
}

// RankSplit returns a as two actions: a with what differs (changed by
// with) for the ranks only, and a as it is for the other ranks; the
// actions the monsters of every rank would perform alike are returned as
// one.
//
// Only the ranks a is already for take part: a split of an action that an
// earlier split left to "elite boss" splits those two, never the normal's.
func RankSplit(a monster.Action, only []string, with func(*monster.Action)) []monster.Action {
	mine := a.Only // the ranks a is for; none: every rank
	if len(mine) == 0 {
		mine = monster.Ranks
	}
	var these, others []string
	for _, r := range mine {
		if slices.Contains(only, r) {
			these = append(these, r)
		} else {
			others = append(others, r)
		}
	}
	if len(these) == 0 {
		return []monster.Action{a} // none of a's ranks does otherwise
	}
	b := a.Clone()
	with(&b)
	b.Only = these
	if len(others) == 0 {
		b.Only = slices.Clone(a.Only) // every rank of a's does otherwise
		return []monster.Action{b}
	}
	a.Only = others
	return []monster.Action{b, a}
}

// passRE reads a card that does nothing: "Does not perform a turn",
// "Nothing", "The Fish King does not act".
var passRE = regexp.MustCompile(`(?i)^(?:nothing|does not perform a turn|(?:the )?[A-Z][A-Za-z'’ -]{0,60} does not act(?: this (?:turn|round))?)$`)

// switchRankRE reads "All elite Ice Wraiths become normal, and all normal
// Ice Wraiths become elite".
var switchRankRE = regexp.MustCompile(`(?i)^all elite ([A-Z][A-Za-z'’ -]{0,60}?) become normal,? and all normal ([A-Z][A-Za-z'’ -]{0,60}?) become elite$`)

// ShapeText reads a card's text line that is an action of this file's
// shapes: a card that does nothing (KindPass), a switch of every standee's
// rank (KindSwitchRank). False for any other line.
func ShapeText(s string) (monster.Action, bool) {
	w := effectWords(s)
	if passRE.MatchString(w) {
		return monster.Action{Type: monster.KindPass}, true
	}
	if m := switchRankRE.FindStringSubmatch(w); m != nil && strings.EqualFold(m[1], m[2]) {
		return monster.Action{Type: monster.KindSwitchRank}, true
	}
	return monster.Action{}, false
}

// targetHasRE reads the line under an attack "Add +2 attack if the target
// has wound" (the editions also write "+2attack").
var targetHasRE = regexp.MustCompile(`(?i)^add \+(\d{1,2}) ?attack,? (?:if|when) the target has ([a-z]+)$`)

// shapeEffect reads s, a card line under attack a, into a: "Add +2 attack
// if the target has wound" (TargetHas). False, a unchanged, for any other
// line, or an attack that has such a bonus already.
func shapeEffect(a *monster.Action, s string) bool {
	m := targetHasRE.FindStringSubmatch(effectWords(s))
	if m == nil || a.TargetHasBonus != 0 {
		return false
	}
	n, _ := strconv.Atoi(m[1])
	c := strings.ToLower(m[2])
	if n < 1 || n > MaxStat || !ValidCondition(c) {
		return false
	}
	a.TargetHas, a.TargetHasBonus = c, n
	return true
}

// useDamageRE reads "If the element is consumed by the Frozen Corpse
// during the move ability, it suffers 2 damage" ("suffers damage 2").
var useDamageRE = regexp.MustCompile(`(?i)^if the element is consumed by (?:the )?[A-Z][A-Za-z'’ -]{0,60}? during the move(?: ability)?,? it suffers (?:(\d{1,2}) damage|damage (\d{1,2}))$`)

// JoinUseDamage reads a card's text line right after the use of an element
// that follows a move, "If the element is consumed by the Frozen Corpse
// during the move ability, it suffers 2 damage", as the monster's own
// damage in that use's bonus (what consuming the element brings). It
// returns acts, changed in place.
func JoinUseDamage(acts []monster.Action) []monster.Action {
	out := acts[:0]
	for i, a := range acts {
		if a.Type == monster.KindText && i >= 2 && acts[i-1].Type == monster.KindUse && acts[i-2].Type == monster.KindMove &&
			len(acts[i-1].Actions) < MaxActions && len(out) > 0 {
			if m := useDamageRE.FindStringSubmatch(effectWords(a.Text)); m != nil {
				n, _ := strconv.Atoi(m[1] + m[2])
				if n >= 1 {
					u := &out[len(out)-1]
					u.Actions = append(u.Actions, monster.Action{Type: monster.KindDamage, Value: monster.Fixed(n), Self: true})
					continue
				}
			}
		}
		out = append(out, a)
	}
	return out
}
