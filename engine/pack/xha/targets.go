package xha

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// rereadText reads the card's last action again when it is text that
// lines joined into a sentence the card means as an action ("^All enemies
// within", "^%range% 3 suffer damage 2."): the damage it says.
func (cp *cardParser) rereadText() {
	n := len(cp.actions)
	if n == 0 || cp.actions[n-1].Type != monster.KindText {
		return
	}
	if d, ok := pack.DamageLine(cp.actions[n-1].Text, cp.own); ok {
		cp.actions[n-1] = d
	}
}

// bonusLine reads line s of an open use's bonus that says whom the bonus
// before it affects ("%wound%", "^Target all, %range% 4"), or continues a
// sentence ("^All adjacent", "^ enemies suffer damage 2."): what the
// element gives. False when s is neither, unless keep: then s is kept as
// text of the bonus.
func (cp *cardParser) bonusLine(u *monster.Action, s string, keep bool) bool {
	k := len(u.Actions)
	if k > 0 {
		last := &u.Actions[k-1]
		if pack.AffectWhom(last, s) || pack.TargetAllWithinRange(last, s) || pack.AllEnemies(last, s) {
			return true
		}
	}
	if b := (monster.Action{Type: monster.KindAttack, Value: monster.Plus(0)}); k < pack.MaxActions && pack.TargetAllWithinRange(&b, s) {
		b.Range = nil // the attack's own range
		u.Actions = append(u.Actions, b)
		return true
	}
	t := pack.ClipText(pack.PlainText(s))
	if t == "" {
		return false
	}
	if k > 0 && u.Actions[k-1].Type == monster.KindText && len([]rune(u.Actions[k-1].Text))+len([]rune(t)) < pack.MaxTextLen {
		joined := u.Actions[k-1].Text + " " + t
		if d, ok := pack.DamageLine(joined, cp.own); ok {
			u.Actions[k-1] = d
		} else {
			u.Actions[k-1].Text = joined
		}
		return true
	}
	if d, ok := pack.DamageLine(t, cp.own); ok {
		u.Actions = append(u.Actions, d)
		return true
	}
	if keep && k < pack.MaxActions {
		u.Actions = append(u.Actions, monster.Action{Type: monster.KindText, Text: t})
		return true
	}
	return false
}

// targetLine reads a sub-line saying whom the action before it targets,
// beyond what subLine reads: "Target all enemies within range" (no
// number: the action's range), "Target all adjacent enemies, %poison%"
// (an attack on them, adding poison), and a condition's, push's or pull's
// "%range% + 0" (the stat card's range).
func (cp *cardParser) targetLine(a *monster.Action, s string) bool {
	if pack.TargetAllWithinRange(a, s) {
		return true
	}
	plain := strings.Join(strings.Fields(strings.NewReplacer("%range%", "range", "%target%", "Target").Replace(strings.TrimRight(s, ".\\ "))), " ")
	if m := targetsRangeRE.FindStringSubmatch(plain); m != nil && a.Type == monster.KindAttack && a.Target == 0 && a.Range == nil {
		a.Target, _ = strconv.Atoi(m[1]) // "Target 3, %range% 3"
		r, _ := strconv.Atoi(m[2])
		a.Range = monster.Fixed(r)
		return true
	}
	if plain == "Target all allies" && !a.Allies && a.Range == nil && (a.Type == monster.KindHeal || a.Type == monster.KindShield ||
		a.Type == monster.KindCondition && pack.Boons(a.Conditions)) {
		a.Allies = true // its range follows: "^%range% 1"
		return true
	}
	if head, conds, ok := trailingConditions(s); ok && head == "Self" && !a.Self && pack.Boons(conds) &&
		(a.Type == monster.KindHeal || a.Type == monster.KindShield) && len(cp.actions) < pack.MaxActions && cp.use < 0 {
		// "%heal% 2", "^Self,\n%strengthen%": the heal and the condition on itself
		a.Self = true
		cp.add(monster.Action{Type: monster.KindCondition, Conditions: conds, Self: true})
		return true
	}
	if m := subValueRE.FindStringSubmatch(s); m != nil && m[1] == "range" && a.Range == nil &&
		(a.Type == monster.KindCondition || a.Type == monster.KindPush || a.Type == monster.KindPull) {
		n, _ := strconv.Atoi(m[3])
		if m[2] != "" {
			a.Range = signed(m[2], n)
		} else if n >= 1 {
			a.Range = monster.Fixed(n)
		} else {
			return false
		}
		return true
	}
	if head, conds, ok := trailingConditions(s); ok && a.Type == monster.KindAttack && a.Target == 0 {
		b := a.Clone()
		if cp.targetAll(&b, head) {
			b.Conditions = append(b.Conditions, conds...)
			*a = b
			return true
		}
	}
	return false
}

// targetsRangeRE reads "Target 3, range 3": an attack's targets and range.
var targetsRangeRE = regexp.MustCompile(`^Target (\d),? range (\d{1,2})$`)

// andConditionsRE reads "%muddle% and %immobilize%": two conditions of
// one action, whom it affects on the next line.
var andConditionsRE = regexp.MustCompile(`^%([a-z]+)% and %([a-z]+)%$`)

// conditionsAnd reads s as a condition action of two conditions; false
// when it is none.
func (cp *cardParser) conditionsAnd(s string) bool {
	m := andConditionsRE.FindStringSubmatch(strings.Join(strings.Fields(s), " "))
	if m == nil || !pack.ValidCondition(m[1]) || !pack.ValidCondition(m[2]) {
		return false
	}
	cp.add(monster.Action{Type: monster.KindCondition, Conditions: []string{m[1], m[2]}})
	return true
}

// inUseRow reports whether a line of the card's text ("*All adjacent
// enemies") stands in the row of an open use: what the element gives.
func (cp *cardParser) inUseRow() bool {
	return cp.use >= 0 && cp.inRow && cp.useRow == cp.row
}

// replaceGrant puts heal or shield a in place of the text action before
// it when that text grants it ("^Grant all allies within %range% 2 and
// self:", "%shield% 1"): a on the monster and its allies within range.
func (cp *cardParser) replaceGrant(a monster.Action) bool {
	n := len(cp.actions)
	if n == 0 || cp.actions[n-1].Type != monster.KindText || !pack.Granted(&a, cp.actions[n-1].Text) {
		return false
	}
	cp.actions[n-1] = a
	return true
}
