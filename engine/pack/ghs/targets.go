package ghs

import (
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// moreTargets reads a specialTarget GHS gives an action beyond those
// whomWords says: "enemiesRange" with no number ("Target all enemies
// within range": every enemy within the action's range, the stat card's
// when the card gives none), "allies" on a heal, shield or boon (all
// allies within the range that follows). False when target is none of
// them.
func moreTargets(act *monster.Action, target string) bool {
	switch target {
	case "enemiesRange", "enemiesRange:":
		return pack.TargetAllWithinRange(act, "Target all enemies within range")
	case "enemies":
		return pack.AllEnemies(act, "all enemies")
	case "allies":
		// "Target all allies": the range follows as a sub-action
		if !act.Allies && act.Target == 0 && act.Area == nil && (act.Type == monster.KindHeal || act.Type == monster.KindShield ||
			act.Type == monster.KindCondition && pack.Boons(act.Conditions)) {
			act.Allies = true
			return true
		}
	}
	return false
}

// bonusTargets reads part s of what consuming an element gives when it
// says whom: a condition with its targets ("immobilize, target all, range
// 2"), a specialTarget after a condition ("immobilize", "enemiesRange:3"),
// a heal on the monster itself ("heal +3, self"). It returns out with s
// added; false when s is none of these.
func bonusTargets(out []monster.Action, s gAction, depth int) ([]monster.Action, bool) {
	switch {
	case s.Type == "condition" && len(s.SubActions) > 0 && pack.ValidCondition(s.name()):
		if c := action(s, depth); len(c) == 1 && c[0].Type == monster.KindCondition {
			return append(out, c[0]), true
		}
	case s.Type == "specialTarget" && len(out) > 0:
		last := out[len(out)-1].Clone()
		if last.Type == monster.KindCondition && (pack.AffectWhom(&last, whomWords(s.name())) || moreTargets(&last, s.name())) {
			out[len(out)-1] = last
			return out, true
		}
	case s.Type == "heal" && len(s.SubActions) == 1 && s.SubActions[0].Type == "specialTarget" && s.SubActions[0].name() == "self":
		if n, ok := s.number(); ok && n.N > 0 {
			return append(out, monster.Action{Type: monster.KindHeal, Value: monster.Plus(n.N), Self: true}), true
		}
	}
	return out, false
}

// forcedTargets reads a push's or pull's "target all" and "range N"
// (every enemy within range N), with the conditions it adds and the use
// of an element that follows it ("push +2"); false, with p unchanged, when
// subs say anything else. It returns the push and what follows it.
func forcedTargets(p monster.Action, subs []gAction, depth int) ([]monster.Action, bool) {
	b := p.Clone()
	var extra []monster.Action
	for _, s := range subs {
		n, ok := s.number()
		switch {
		case s.Type == "target" && (s.name() == "all" || s.name() == "%game.target.all%") && b.Target == 0:
			b.Target = monster.TargetAll
		case s.Type == "range" && ok && !n.Relative && n.N >= 1 && b.Range == nil:
			b.Range = n
		case s.Type == "condition" && pack.ValidCondition(s.name()) && len(s.SubActions) == 0:
			b.Conditions = append(b.Conditions, s.name())
		case s.Type == "element" && s.ValueType == "minus" && len(extra) == 0:
			extra = action(s, depth)
		default:
			return nil, false
		}
	}
	if b.Target != monster.TargetAll || b.Range == nil {
		return nil, false
	}
	return append([]monster.Action{b}, extra...), true
}

// elementAfterJoined reads conditions joined by "and", whom they affect,
// then the use of an element ("muddle and immobilize, one adjacent enemy;
// use earth: …"): the condition action and the use. False for other
// parts.
func elementAfterJoined(parts []gAction, depth int) ([]monster.Action, bool) {
	n := len(parts)
	if n < 3 || parts[n-1].Type != "element" || parts[n-1].ValueType != "minus" {
		return nil, false
	}
	c, ok := joinedConditions(parts[:n-1])
	if !ok {
		return nil, false
	}
	return append([]monster.Action{c}, action(parts[n-1], depth)...), true
}

// joinedWithRange reads conditions joined by "and" (or a comma) and a
// last range ("brittle and immobilize, range 1"): one condition action on
// one enemy within that range, on all of them with "target all" before
// the range. False for other parts.
func joinedWithRange(parts []gAction) (monster.Action, bool) {
	n := len(parts)
	if n < 2 || parts[n-1].Type != "range" || len(parts[n-1].SubActions) > 0 {
		return monster.Action{}, false
	}
	r, ok := parts[n-1].number()
	if !ok || r.Relative || r.N < 1 {
		return monster.Action{}, false
	}
	c := monster.Action{Type: monster.KindCondition, Range: r}
	if t := parts[n-2]; n >= 3 && t.Type == "target" && (t.name() == "all" || t.name() == "%game.target.all%") {
		c.Target, n = monster.TargetAll, n-1
	}
	for _, p := range parts[:n-1] {
		if p.Type != "condition" || !pack.ValidCondition(p.name()) || len(p.SubActions) > 0 {
			return monster.Action{}, false
		}
		c.Conditions = append(c.Conditions, p.name())
	}
	if c.Target == monster.TargetAll && pack.Boons(c.Conditions) {
		return monster.Action{}, false // whose: the allies' or the enemies'
	}
	return c, true
}

// conditionTarget reads a condition's "target N" (N enemies within its
// range). False for any other.
func conditionTarget(c *monster.Action, s gAction) bool {
	n, ok := s.number()
	if s.Type != "target" || !ok || n.Relative || n.N < 1 || c.Target != 0 || c.Allies || c.Self || pack.Boons(c.Conditions) {
		return false
	}
	c.Target = n.N
	return true
}

// damageWithUses reads a damage sentence whose sub-actions are the uses of
// elements that follow it ("All enemies suffer 2 damage." with "use fire:
// wound, all enemies"): the damage and the uses. False for any other.
func damageWithUses(a gAction, depth int) ([]monster.Action, bool) {
	t, ok := a.Value.(string)
	if !ok || a.Type != "custom" || len(a.SubActions) == 0 {
		return nil, false
	}
	d, ok := pack.DamageLine(pack.PlainText(t), "")
	if !ok {
		return nil, false
	}
	out := []monster.Action{d}
	for _, s := range a.SubActions {
		if s.Type != "element" || s.ValueType != "minus" {
			return nil, false
		}
		out = append(out, action(s, depth)...)
	}
	return out, true
}

// granted reads a grant GHS writes as a text with the action it grants
// ({"type": "nonCalc", "value": "Grant all allies within range 2 and
// self:", "subActions": [{"type": "shield", "value": 1}]}): the heal or
// shield on the monster and its allies within range. False for any other.
func granted(a gAction, depth int) ([]monster.Action, bool) {
	t, ok := a.Value.(string)
	if !ok || len(a.SubActions) != 1 || (a.Type != "nonCalc" && a.Type != "grant" && a.Type != "custom") {
		return nil, false
	}
	acts := action(a.SubActions[0], depth)
	if len(acts) != 1 || !pack.Granted(&acts[0], pack.PlainText(t)) {
		return nil, false
	}
	return acts, true
}

// selfBoon reads a boon under a heal or shield on the monster itself
// ("heal 2, self, strengthen"): a condition action on itself, appended to
// extra to follow the heal. False for any other condition.
func selfBoon(act *monster.Action, s gAction, extra *[]monster.Action) bool {
	if extra == nil || !act.Self || (act.Type != monster.KindHeal && act.Type != monster.KindShield) ||
		!pack.ValidCondition(s.name()) || !pack.Boons([]string{s.name()}) || len(s.SubActions) > 0 || len(*extra) >= pack.MaxActions/2 {
		return false
	}
	*extra = append(*extra, monster.Action{Type: monster.KindCondition, Conditions: []string{s.name()}, Self: true})
	return true
}
