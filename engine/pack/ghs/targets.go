package ghs

import (
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// moreTargets reads a specialTarget GHS gives an attack or a condition
// beyond those whomWords says: "enemiesRange" with no number ("Target all
// enemies within range": every enemy within the action's range, the stat
// card's when the card gives none). False when target is none of them.
func moreTargets(act *monster.Action, target string) bool {
	switch target {
	case "enemiesRange", "enemiesRange:":
		return pack.TargetAllWithinRange(act, "Target all enemies within range")
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
// (every enemy within range N); false, with p unchanged, when subs say
// anything else.
func forcedTargets(p *monster.Action, subs []gAction) bool {
	b := p.Clone()
	for _, s := range subs {
		n, ok := s.number()
		switch {
		case s.Type == "target" && (s.name() == "all" || s.name() == "%game.target.all%") && b.Target == 0:
			b.Target = monster.TargetAll
		case s.Type == "range" && ok && !n.Relative && n.N >= 1 && b.Range == nil:
			b.Range = n
		default:
			return false
		}
	}
	if b.Target != monster.TargetAll || b.Range == nil {
		return false
	}
	*p = b
	return true
}
