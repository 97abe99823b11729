package ghs

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"

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
	var list []struct {
		Monster *struct {
			Name   string `json:"name"`
			Type   string `json:"type"`
			Health any    `json:"health"`
		} `json:"monster"`
		Count any `json:"count"`
	}
	if len(a.ValueObj) == 0 || json.Unmarshal(a.ValueObj, &list) != nil || len(list) == 0 || len(list) > pack.MaxActions/2 {
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

// ghsCountRE reads a GHS count formula "[C/2{math.ceil}]": the expression
// and its rounding.
var ghsCountRE = regexp.MustCompile(`^\[([CL0-9+()/ ]{1,40})(?:\{(math\.ceil|math\.floor)\})?\]$`)

// spawnCount reads a GHS spawn count as a pack formula ("" for one): a
// number, or "[EXPR{math.ceil}]" where EXPR adds numbers, C and L and
// divides once (GHS works the sum out and then rounds it; with only
// additions of whole numbers that is the division rounded, which the
// pack's "/" (up) and "d" (down) do). False for any other.
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
		if n, err := strconv.Atoi(v); err == nil && n >= 0 && n <= pack.MaxStat {
			return v, true
		}
		m := ghsCountRE.FindStringSubmatch(v)
		if m == nil {
			return "", false
		}
		expr := strings.ReplaceAll(m[1], " ", "")
		switch strings.Count(expr, "/") {
		case 0:
		case 1:
			if m[2] == "" {
				return "", false // a fraction GHS leaves unrounded
			}
			if m[2] == "math.floor" {
				expr = strings.Replace(expr, "/", "d", 1)
			}
		default:
			return "", false
		}
		if _, err := pack.ParseFormula(expr); err != nil {
			return "", false
		}
		return expr, true
	}
	return "", false
}
