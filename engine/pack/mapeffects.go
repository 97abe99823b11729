package pack

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/monster"
)

// Card effects that change the map: monsters spawned by a card ("Spawn
// C/2 Blood Imps") and traps a monster creates ("Create one 3 damage trap
// in an adjacent empty hex closest to an enemy"), as both importers read
// them and the action line writes them (docs/data-format.md, "Card
// effects").

// spawnRE reads "Spawn C/2 Blood Imps", "Spawn one normal Blood Imp",
// "Spawn 2 elite Imps": a count (a number, "one", or a formula of C and
// L), normal or elite, and the monster type.
var spawnRE = regexp.MustCompile(`^(?i:spawn) (one|[0-9CL][0-9CL+*/x() -]{0,19}?) (?:(?i:(normal|elite)) )?([A-Z][A-Za-z'’-]*(?: [A-Z][A-Za-z'’-]*){0,3})$`)

// trapRE reads "Create one 3-damage trap in an adjacent empty hex closest
// to an enemy", "Create one damage 3 trap …", "Create one 3 damage trap …".
var trapRE = regexp.MustCompile(`(?i)^create (?:one|a) (?:(\d{1,2})[ -]damage|damage (\d{1,2})) trap in an adjacent empty hex closest to an enemy$`)

// closestRE reads "The closest enemy in line-of-sight, regardless of
// range, suffers 2+L/2 (rounded up) damage" (X-haven Assistant) and "…
// suffer [2+L/2{$math.ceil}] damage" (Gloomhaven Secretariat), or a plain
// number.
var closestRE = regexp.MustCompile(`(?i)^the closest enemy in line[- ]of[- ]sight,? regardless of range,? suffers? (?:(\d{1,2})|([0-9CL+ ]{1,20}/ ?\d) \(rounded up\)|\[([0-9CL+ ]{1,20}/\d)\{\$?math\.ceil\}\]|([0-9CL+ ]{1,20}/\d) rounded up \((?:[CL]: [a-z ]{1,30}(?:, )?){1,2}\)) damage$`)

// obstacleRE reads "Create one 1-hex obstacle tile in an adjacent empty
// hex closest to an enemy. All enemies adjacent to the created obstacle
// suffer hazardous terrain damage" (both peers write it as two lines).
var obstacleRE = regexp.MustCompile(`(?i)^create one 1-hex obstacle tile in an adjacent empty hex closest to an enemy\.? all enemies adjacent to the created obstacle suffer hazardous terrain damage$`)

// hazardRE reads "All adjacent enemies suffer hazardous terrain damage".
var hazardRE = regexp.MustCompile(`(?i)^all adjacent enemies suffer hazardous terrain damage$`)

// MapEffectText reads a card's text line that changes the map: a spawn
// (a summon of ordinary monsters, Spawn, with its Count) or a trap the
// monster creates (monster.KindTrap). False for any other line.
func MapEffectText(s string) (monster.Action, bool) {
	w := effectWords(s)
	if m := closestRE.FindStringSubmatch(w); m != nil {
		a := monster.Action{Type: monster.KindDamage, Closest: true}
		if m[1] != "" {
			n, _ := strconv.Atoi(m[1])
			a.Value = monster.Fixed(n)
			return a, true
		}
		// a sum of whole numbers, C and L with one division rounded up:
		// the pack's "/" (GHS works the sum out, then rounds it)
		f := strings.ReplaceAll(m[2]+m[3]+m[4], " ", "") // "1+L/2 rounded up (L: the scenario level)": GHS's formula said in words
		if !validCount(f) || strings.Count(f, "/") != 1 {
			return monster.Action{}, false
		}
		a.Formula = f
		return a, true
	}
	if obstacleRE.MatchString(w) {
		return monster.Action{Type: monster.KindObstacle, Hazard: true}, true
	}
	if hazardRE.MatchString(w) {
		return monster.Action{Type: monster.KindDamage, Value: monster.Fixed(0), Area: AdjacentArea(), Hazard: true}, true
	}
	if m := trapRE.FindStringSubmatch(w); m != nil {
		n, _ := strconv.Atoi(m[1] + m[2])
		if n < 1 || n > MaxStat {
			return monster.Action{}, false
		}
		return monster.Action{Type: monster.KindTrap, Value: monster.Fixed(n)}, true
	}
	if m := spawnRE.FindStringSubmatch(w); m != nil {
		count := strings.ReplaceAll(m[1], " ", "")
		if strings.EqualFold(count, "one") {
			count = ""
		} else if !validCount(count) {
			return monster.Action{}, false
		}
		return SpawnAction(m[3], count, strings.EqualFold(m[2], "elite")), true
	}
	return monster.Action{}, false
}

// SpawnAction returns a spawn of count (a formula; "" or "1" for one)
// monsters of type name, elite or normal. A plural name ("Blood Imps")
// is made singular when count may be more than one.
func SpawnAction(name, count string, elite bool) monster.Action {
	if count == "1" {
		count = ""
	}
	if count != "" && strings.HasSuffix(name, "s") && !strings.HasSuffix(name, "ss") {
		name = strings.TrimSuffix(name, "s")
	}
	return monster.Action{Type: monster.KindSummon, Monster: ClipName(name), Elite: elite, Spawn: true, Count: count}
}

// validCount reports whether count is a formula of C and L (no scenario
// variable) that comes to 0 to MaxStat for every party size and level.
func validCount(count string) bool {
	f, err := ParseFormula(count)
	if err != nil || len(f.Vars()) > 0 {
		return false
	}
	for c := 1; c <= MaxCharacters; c++ {
		for l := 0; l < ScenarioLevels; l++ {
			n, err := Value{f}.At(c, l, 0)
			if err != nil || n > MaxStat {
				return false
			}
		}
	}
	return true
}

// mapOption reads an action line's map option (key in the format's words)
// into a: "spawn" and "count FORMULA" on a summon. known is false for
// another key, ok false for one whose arguments do not fit.
func mapOption(a *monster.Action, key string, args []string) (known, ok bool) {
	switch key {
	case "spawn": // "summon Blood Imp, spawn, count C/2"
		a.Spawn = true
		return true, a.Type == monster.KindSummon && len(args) == 0
	case "closest": // "damage 2+L/2, closest"
		a.Closest = true
		return true, a.Type == monster.KindDamage && len(args) == 0
	case "hazard": // "damage 0, hazard, area self …"
		a.Hazard = true
		return true, (a.Type == monster.KindDamage || a.Type == monster.KindObstacle) && len(args) == 0
	case "count":
		if a.Type != monster.KindSummon || len(args) != 1 || !validCount(args[0]) {
			return true, false
		}
		a.Count = args[0]
		return true, true
	}
	return false, false
}

// mapFieldsFit reports whether a's map fields pass the pack's checks
// (mapEffects), so that an action line never reads as an action the
// checks refuse.
func mapFieldsFit(a monster.Action) bool {
	c := &checker{}
	c.mapEffects("", a)
	return len(c.errs) == 0
}

// mapOptions writes a's map options with opt, as mapOption reads them.
func mapOptions(a monster.Action, opt func(key string, more ...string)) {
	if a.Closest && a.Type == monster.KindDamage {
		opt("closest")
	}
	if a.Hazard && (a.Type == monster.KindDamage || a.Type == monster.KindObstacle) {
		opt("hazard")
	}
	if a.Type != monster.KindSummon {
		return
	}
	if a.Spawn {
		opt("spawn")
	}
	if a.Count != "" {
		opt("count", a.Count)
	}
}

// mapEffects checks a's map fields: a spawn and a count only on a summon,
// a count a formula of C and L; a trap's damage fixed, 1 to MaxStat.
// PerLevel is the table's own (WorkOutCounts), never a pack's.
func (c *checker) mapEffects(path string, a monster.Action) {
	if a.Spawn && a.Type != monster.KindSummon {
		c.add(path+".spawn", "only a summon spawns monsters")
	}
	if a.Count != "" && !a.Spawn {
		c.add(path+".count", "only a spawn places a number of monsters")
	}
	if a.Spawn && a.SummonHP != 0 {
		c.add(path+".summon_hp", "a spawn's monsters start with their own hit points")
	}
	if _, err := strconv.Atoi(a.Formula); err == nil {
		c.add(path+".formula", "a number is written as the value, not as a formula")
	}
	if a.Count != "" && (a.Type != monster.KindSummon || !validCount(a.Count)) {
		c.add(path+".count", "a summon's count is a formula of C and L coming to 0 to %d, found %q on a %s", MaxStat, a.Count, a.Type)
	}
	if a.Formula != "" && (!formulaKind(a.Type) || a.Value != nil || !validCount(a.Formula)) {
		c.add(path+".formula", "only a damage, attack or heal without a value may give it as a formula of C and L coming to 0 to %d, found %q on a %s", MaxStat, a.Formula, a.Type)
	}
	if a.Closest && (a.Type != monster.KindDamage || a.Self || a.Allies || a.Attacked || a.Area != nil || a.Target != 0) {
		c.add(path+".closest", "only a damage on enemies that names no other whom falls on the closest enemy")
	}
	if a.Hazard && a.Type != monster.KindObstacle && (a.Type != monster.KindDamage || a.Own() != 0 || a.Formula != "" || a.Self) {
		c.add(path+".hazard", "only a damage on others of value 0, or an obstacle, takes hazardous terrain's number")
	}
	if len(a.PerLevel) > 0 {
		c.add(path+".per_level", "worked out when a scenario is played from the count: a pack does not give it")
	}
	if a.TargetFormula != "" && (a.Type != monster.KindAttack || a.Target != 0 || a.TargetPlus != 0 || !validCount(a.TargetFormula)) {
		c.add(path+".target_formula", "only an attack that gives no other number of targets may give them as a formula of C and L coming to 0 to %d, found %q on a %s", MaxStat, a.TargetFormula, a.Type)
	}
	if len(a.TargetPerLevel) > 0 {
		c.add(path+".target_per_level", "worked out when a scenario is played from the target formula: a pack does not give it")
	}
	if a.Type == monster.KindTrap && a.Value != nil && (a.Value.Relative || a.Value.N < 1 || a.Value.N > MaxStat) {
		c.add(path+".value", "a trap's damage is a number from 1 to %d, found %s", MaxStat, a.Value)
	}
}

// ValidValueFormula reports whether f is a formula of C and L an action's
// value may be (Action.Formula): no scenario variable, 0 to MaxStat for
// every party size and level.
func ValidValueFormula(f string) bool { return validCount(f) }

// formulaKind reports whether an action of kind k may give its value as a
// formula of C and L (Action.Formula): a damage, an attack, a heal, each a
// fixed number worked out for the party at the scenario's level.
func formulaKind(k string) bool {
	return k == monster.KindDamage || k == monster.KindAttack || k == monster.KindHeal
}

// WorkOutCounts returns actions with each count (monster.Action.Count)
// and damage formula (Formula), in use bonuses too, worked out for a party of characters at every
// scenario level into PerLevel, and each target formula (TargetFormula)
// into TargetPerLevel, as the table plays them; a count that cannot be
// worked out comes to 0. The actions given are not changed.
func WorkOutCounts(actions []monster.Action, characters int, vars map[string]int) []monster.Action {
	out := monster.CloneActions(actions)
	for i := range out {
		a := &out[i]
		if len(a.Actions) > 0 {
			a.Actions = WorkOutCounts(a.Actions, characters, vars)
		}
		src := a.Count
		if formulaKind(a.Type) {
			src = a.Formula
		}
		a.PerLevel = perLevel(src, characters, vars)
		a.TargetPerLevel = perLevel(a.TargetFormula, characters, vars)
	}
	return out
}

// perLevel is formula src worked out for a party of characters at every
// scenario level (nil: no formula; 0 where it cannot be worked out).
func perLevel(src string, characters int, vars map[string]int) []int {
	if src == "" {
		return nil
	}
	f, err := ParseFormula(src)
	out := make([]int, ScenarioLevels)
	for l := range out {
		if err != nil {
			break
		}
		n, err := Value{f}.AtWith(characters, l, 0, vars)
		if err == nil {
			out[l] = min(n, MaxStat)
		}
	}
	return out
}
