package ghs

import (
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// A card's rules of whom its monster focuses on and targets, as GHS writes
// them (pack's cardfocus.go; docs/data-format.md):
//
//	{"type": "specialTarget", "value": "focusEnemyFarthest", "subActions": [the move]}
//	{"type": "specialTarget", "value": "enemyOneAll"} under an attack
//	{"type": "specialTarget", "value": "enemiesMovedThroughAdjacent"} under an attack
//
// The focus written as a label ("Focus on the enemy<br>farthest away within
// range 7") before the attack is read from its words (pack.CardFocusActions).

// farthestFocus reads a specialTarget focusEnemyFarthest around a move or
// an attack: that action with the farthest focus (and the actions after it
// that its sub-actions give); false for any other action, or when the
// first of what it holds is no move or attack.
func farthestFocus(a gAction, depth int) ([]monster.Action, bool) {
	if a.Type != "specialTarget" || a.name() != "focusEnemyFarthest" || depth >= pack.MaxActionDepth {
		return nil, false
	}
	if len(a.SubActions) == 0 {
		// on its own before the move or attack: its words, which
		// pack.CardFocusActions puts on the action after it
		return []monster.Action{text("Focus on the enemy farthest away")}, true
	}
	acts := actions(a.SubActions, depth+1)
	if len(acts) == 0 || !pack.SetFocus(&acts[0], 0) {
		return nil, false
	}
	return acts, true
}

// cardTargetSub reads an attack's specialTarget enemyOneAll (all its
// attacks on one enemy) and enemiesMovedThroughAdjacent (the enemies
// occupying or adjacent to the hexes its move entered), or a custom label
// under it in those words (pack.AttackTargets), into act.
func cardTargetSub(act *monster.Action, s gAction) bool {
	if act.Type != monster.KindAttack || act.OneTarget || act.PathTargets || len(s.SubActions) > 0 {
		return false
	}
	if t, ok := s.Value.(string); ok && s.Type == "custom" {
		return pack.AttackTargets(act, t)
	}
	if s.Type != "specialTarget" {
		return false
	}
	switch s.name() {
	case "enemyOneAll":
		act.OneTarget = true
		return true
	case "enemiesMovedThroughAdjacent":
		act.PathTargets = true
		return true
	}
	return false
}

// targetRuleLabel reports whether s is a custom label under an attack that
// says whom it targets as a special target would (pack.AttackTargets): the
// attack then takes no range from the stat card, as with a special target.
func targetRuleLabel(s gAction) bool {
	t, ok := s.Value.(string)
	return ok && s.Type == "custom" && pack.AttackTargets(&monster.Action{Type: monster.KindAttack}, t)
}
