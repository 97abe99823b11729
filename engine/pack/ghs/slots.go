package ghs

import (
	"slices"

	"github.com/haventable/haventable/engine/monster"
)

// slots are the enhancement slots a class card's action a prints
// (monster.Action.Slots): the shapes on its own line, then those on its
// range, target, pierce, push, pull and area lines ("range:circle").
// Shapes GHS names otherwise are left out; the lines it writes but the
// action does not keep (a condition, a jump) give none.
func slots(a gAction) []string {
	out := addSlots(nil, "", a.EnhancementTypes)
	for _, s := range a.SubActions {
		if slices.Contains(monster.SlotLines, s.Type) {
			out = addSlots(out, s.Type, s.EnhancementTypes)
		}
	}
	return out
}

// addSlots is out with the slots of GHS shapes on line ("" for the
// action's own) added, at most monster.MaxSlots in all.
func addSlots(out []string, line string, shapes []string) []string {
	for _, sh := range shapes {
		if sh == "diamond_plus" {
			sh = monster.SlotDiamondPlus
		}
		s := sh
		if line != "" {
			s = line + ":" + sh
		}
		if _, _, ok := monster.Slot(s); ok && len(out) < monster.MaxSlots {
			out = append(out, s)
		}
	}
	return out
}
