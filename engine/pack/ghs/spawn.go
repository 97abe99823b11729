package ghs

import (
	"strconv"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// spawns reads a spawn action, {"type": "spawn", "value":
// "monsterStandee", "valueObject": [{"monster": {"name": "blood-imp",
// "type": "normal"}, "count": "[C/2{math.ceil}]"}]}: ordinary monsters of
// the scenario (monster.Action.Spawn), each entry one action with its
// count. False for one the engine does not play (another value, hit
// points of its own, a count it cannot read): text.
func spawns(a gAction) ([]monster.Action, bool) {
	if a.name() != "monsterStandee" || len(a.SubActions) > 0 {
		return nil, false
	}
	list, ok := summonList(a.ValueObj)
	if !ok {
		return nil, false
	}
	var out []monster.Action
	for _, s := range list {
		if s.Monster == nil || s.Monster.Name == "" || s.Monster.Health != nil ||
			(s.Monster.Type != "" && s.Monster.Type != "normal" && s.Monster.Type != "elite") {
			return nil, false
		}
		count, ok := spawnCount(s.Count)
		if !ok {
			return nil, false
		}
		out = append(out, pack.SpawnAction(displayName(s.Monster.Name), count, s.Monster.Type == "elite"))
	}
	return out, true
}

// spawnCount reads a GHS spawn count as a pack formula ("" for one): a
// number, or a formula of C and L as GHS works it out ("[C/2{math.ceil}]",
// formulaSource). False for any other.
func spawnCount(raw any) (string, bool) {
	switch v := raw.(type) {
	case nil:
		return "", true
	case float64:
		if v != float64(int(v)) || v < 0 || v > pack.MaxStat {
			return "", false
		}
		return strconv.Itoa(int(v)), true
	case string:
		f := formulaSource(v)
		if !pack.ValidValueFormula(f) {
			return "", false
		}
		return f, true
	}
	return "", false
}
