package ghs

import (
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// effectSub reads a sub-action that qualifies act in words (a "custom"
// sub-action, its label resolved: "Add +2 attack if the target is
// adjacent to any of the Hound's allies") into act; false when it is no
// such line (pack.AttackEffect).
func effectSub(act *monster.Action, s gAction) bool {
	if s.Type != "custom" || len(s.SubActions) > 0 {
		return false
	}
	return pack.AttackEffect(act, s.describe())
}
