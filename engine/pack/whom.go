package pack

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/monster"
)

// whomRE reads the sub-line of a condition, heal or shield that says whom
// it affects, in the words the editions print: "Target all adjacent
// enemies", "Target all enemies within range 2", "Target all, range 2",
// "Target one adjacent enemy", "Affect all allies within range 2", "Affect
// self and all allies within range 2", "Target self and all allies within
// range 3", "Affect all adjacent allies".
var whomRE = regexp.MustCompile(`^(?i)(?:target|affect) (?:(one adjacent enemy)|(all adjacent enemies)|all(?: enemies within)?,? range (\d{1,2})|(self and )?all (?:(adjacent) allies|allies within,? range (\d{1,2})))$`)

// AffectWhom reads s, a sub-line saying whom condition, heal or shield
// action a affects, into a (its range, targets, area, self and allies);
// false, with a unchanged, when s is no such line or a already says whom.
// Enemies are only a condition's; allies a condition's, heal's or
// shield's.
func AffectWhom(a *monster.Action, s string) bool {
	if a == nil || a.Range != nil || a.Target != 0 || a.Area != nil || a.Allies {
		return false
	}
	s = strings.Join(strings.Fields(strings.NewReplacer("%range%", "range", "%target%", "Target").Replace(strings.TrimRight(s, ".\\ "))), " ")
	m := whomRE.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	enemies := m[1] != "" || m[2] != "" || m[3] != ""
	switch {
	case enemies && a.Type != monster.KindCondition:
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
	case m[3] != "":
		a.Target, a.Range = monster.TargetAll, n(m[3])
	default:
		a.Allies, a.Self = true, a.Self || m[4] != ""
		a.Range = monster.Fixed(1)
		if m[6] != "" {
			a.Range = n(m[6])
		}
	}
	return true
}
