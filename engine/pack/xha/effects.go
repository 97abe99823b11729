package xha

import (
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// effectLine reads a sub-line that qualifies action a in words ("^Add +2
// %attack% if the target is adjacent to any of the Hound's allies") into
// a; false when it is no such line (pack.AttackEffect).
func effectLine(a *monster.Action, s string) bool {
	return pack.AttackEffect(a, s)
}
