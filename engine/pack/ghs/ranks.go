package ghs

import (
	"slices"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// rankOf reads a "monsterType" action (what one rank of monster does:
// {"type": "monsterType", "value": "normal", "subActions": […]}): the
// rank it names; false for any other action.
func rankOf(a gAction) (string, bool) {
	r := a.name()
	return r, a.Type == "monsterType" && slices.Contains(monster.Ranks, r) && len(a.SubActions) > 0
}

// rankActions reads a "monsterType" action of its own: the actions under
// it, which only monsters of its rank perform ("monsterType normal",
// "summon normal Lightning Eel"; "monsterType elite", "summon elite
// Lightning Eel"). False when an action under it stays text.
func rankActions(a gAction, depth int) ([]monster.Action, bool) {
	rank, ok := rankOf(a)
	if !ok || depth >= pack.MaxActionDepth {
		return nil, false
	}
	acts := actions(a.SubActions, depth+1)
	for i := range acts {
		if acts[i].Type == monster.KindText {
			return nil, false
		}
		acts[i].Only = []string{rank}
	}
	return acts, len(acts) > 0
}

// rankSub reads what a "monsterType" sub-action of act adds for its rank
// ("attack -1", "monsterType normal: range 4"): act for that rank, with
// its sub-actions, then act as it is for the other ranks (pack.RankSplit);
// false when a sub-action does not fit act.
func rankSub(act monster.Action, s gAction, depth int) ([]monster.Action, bool) {
	rank, ok := rankOf(s)
	if !ok {
		return nil, false
	}
	try := act.Clone()
	for _, ss := range s.SubActions {
		if !sub(&try, ss, depth, nil) {
			return nil, false
		}
	}
	return pack.RankSplit(act, []string{rank}, func(b *monster.Action) { *b = try }), true
}

// targetPlus reads an attack's "target" sub-action with "add" or
// "subtract" ({"type": "target", "value": 2, "valueType": "add"}): its
// targets relative to the stat card's (TargetPlus); false for any other.
func targetPlus(act *monster.Action, s gAction) bool {
	n, ok := s.number()
	if s.Type != "target" || !ok || !n.Relative || n.N == 0 || len(s.SubActions) > 0 ||
		act.Type != monster.KindAttack || act.Target != 0 || act.TargetPlus != 0 || n.N < -pack.MaxStat || n.N > pack.MaxStat {
		return false
	}
	act.TargetPlus = n.N
	return true
}

// switchType reads GHS's "switchType" action (every standee of the type
// becomes elite if normal and normal if elite; its value is only the
// card's words): a rank switch. False for any other action.
func switchType(a gAction) (monster.Action, bool) {
	return monster.Action{Type: monster.KindSwitchRank}, a.Type == "switchType" && len(a.SubActions) == 0
}
