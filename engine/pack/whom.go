package pack

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/monster"
)

// whomRE reads the sub-line of a condition, heal or shield that says whom
// it affects, in the words the editions print: "Target all adjacent
// enemies", "Target all enemies within range 2", "Target all, range 2",
// "Target one adjacent enemy", "Affect all allies within range 2", "Affect
// self and all allies within range 2", "Target self and all allies within
// range 3", "Affect all adjacent allies", "Target 2, range 3" (enemies).
var whomRE = regexp.MustCompile(`^(?i)(?:target|affect) (?:(one adjacent enemy)|(all adjacent enemies)|all(?: enemies within)?,? range (\d{1,2})|(self and )?all (?:(adjacent) allies|allies(?: within)?,? range (\d{1,2}))|(\d),? range (\d{1,2}))$`)

// AffectWhom reads s, a sub-line saying whom condition, heal or shield
// action a affects, into a (its range, targets, area, self and allies);
// false, with a unchanged, when s is no such line or a already says whom.
// Enemies are a condition's, push's or pull's; allies a condition's,
// heal's or shield's.
func AffectWhom(a *monster.Action, s string) bool {
	if a == nil || a.Range != nil || a.Target != 0 || a.Area != nil || a.Allies {
		return false
	}
	s = strings.Join(strings.Fields(strings.NewReplacer("%range%", "range", "%target%", "Target").Replace(strings.TrimRight(s, ".\\ "))), " ")
	m := whomRE.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	enemies := m[1] != "" || m[2] != "" || m[3] != "" || m[7] != ""
	switch {
	case enemies && a.Type != monster.KindCondition && a.Type != monster.KindPush && a.Type != monster.KindPull:
		return false
	case !enemies && a.Type != monster.KindCondition && a.Type != monster.KindHeal && a.Type != monster.KindShield:
		return false
	}
	n := func(s string) *monster.Amount { v, _ := strconv.Atoi(s); return monster.Fixed(v) }
	switch {
	case m[1] != "": // one adjacent enemy
		a.Range = monster.Fixed(1)
	case m[2] != "":
		a.Area = AdjacentArea()
	case m[3] != "" && !strings.Contains(strings.ToLower(s), "enem") && a.Type == monster.KindCondition && Boons(a.Conditions):
		// "Target all, range 2" with strengthen: the monster's allies
		a.Allies, a.Range = true, n(m[3])
	case m[3] != "":
		a.Target, a.Range = monster.TargetAll, n(m[3])
	case m[7] != "": // "Target 2, range 3"
		a.Target, _ = strconv.Atoi(m[7])
		a.Range = n(m[8])
	default:
		a.Allies, a.Self = true, a.Self || m[4] != ""
		a.Range = monster.Fixed(1)
		if m[6] != "" {
			a.Range = n(m[6])
		}
	}
	return true
}

// damageRE reads damage a card deals without an attack, in the words the
// editions print: "Cultist suffers 2 damage." (the monster's own: its
// name is any capitalised name but "The target"), "All adjacent enemies
// suffer 2 damage", "All enemies within range 2 suffer damage 2".
var damageRE = regexp.MustCompile(`^(?:(all adjacent enemies)|all enemies within,? range (\d{1,2})|([A-Z][A-Za-z'’-]*(?: [A-Z][A-Za-z'’-]*){0,3})) suffers? (?:(\d{1,2}) damage|damage (\d{1,2}))$`)

// DamageLine reads s as a damage action (see damageRE); false when it is
// none. A name suffers it only when own, the name of the monster (or deck)
// whose card it is, holds it: "Piranha Pig suffers damage 1" on an Abael
// Herder's card is the pig's, not the herder's.
func DamageLine(s, own string) (monster.Action, bool) {
	s = strings.Join(strings.Fields(strings.NewReplacer("%range%", "range", "^", " ", "<br>", " ").Replace(strings.TrimRight(s, ".\\ "))), " ")
	if a, ok := enemyDamage(s); ok {
		return a, true
	}
	m := damageRE.FindStringSubmatch(s)
	if m == nil && len(s) > 0 {
		if m = damageRE.FindStringSubmatch(strings.ToLower(s[:1]) + s[1:]); m != nil && m[3] != "" {
			m = nil // a name is capitalised
		}
	}
	if m == nil || strings.EqualFold(m[3], "The target") || strings.HasPrefix(m[3], "The ") || m[3] == "All" {
		return monster.Action{}, false
	}
	num := m[4] + m[5]
	v, _ := strconv.Atoi(num)
	a := monster.Action{Type: monster.KindDamage, Value: monster.Fixed(v)}
	switch {
	case m[1] != "":
		a.Area = AdjacentArea()
	case m[2] != "":
		r, _ := strconv.Atoi(m[2])
		a.Target, a.Range = monster.TargetAll, monster.Fixed(r)
	case own != "" && strings.Contains(strings.ToLower(own), strings.ToLower(m[3])):
		a.Self = true
	default:
		return monster.Action{}, false
	}
	return a, true
}

// boons are the conditions a monster gives its allies, not its enemies.
var boons = []string{"strengthen", "bless", "invisible", "regenerate", "ward", "dodge", "empower", "safeguard"}

// Boons reports whether conditions are all boons (strengthen, bless,
// invisible …), which "target all" gives the monster's allies.
func Boons(conditions []string) bool {
	for _, c := range conditions {
		if !slices.Contains(boons, c) {
			return false
		}
	}
	return len(conditions) > 0
}
