package ghs

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
)

// classPerform is the type cardMarks gives a class card's "One ally
// within range 3 may perform" over its one action: no GHS file writes it,
// so a monster's card never has it.
const classPerform = "classPerform"

// allyPerformsRE reads the words of a class card's ally performing the
// action under them: "One adjacent ally may perform", "One ally within
// range 3 may perform:".
var allyPerformsRE = regexp.MustCompile(`^(?i)(?:one (?:(adjacent) ally|ally within,? range (\d{1,2}))|(any one ally)) may perform\s*:?$`)

// allyPerformsRange returns the range within which a's words say the ally
// stands (1: adjacent; 0: any one ally, "Any one ally may perform"); false
// when a is no such words over one action.
func allyPerformsRange(a gAction) (int, bool) {
	t, ok := a.Value.(string)
	if !ok || a.Type != "custom" || len(a.SubActions) == 0 {
		return 0, false
	}
	m := allyPerformsRE.FindStringSubmatch(strings.TrimSpace(pack.PlainText(t)))
	if m == nil {
		return 0, false
	}
	switch {
	case m[1] != "":
		return 1, true
	case m[3] != "":
		return 0, true
	}
	n, err := strconv.Atoi(m[2])
	return n, err == nil && n >= 1 && n <= pack.MaxStat
}

// allyPerforms converts a class card's ally performing an action (a, of
// type classPerform) into a perform action when the action under the
// words is one move, attack or heal of a fixed value (pack.PerformedKind);
// else the line stays words, as GHS shows it.
func allyPerforms(a gAction, depth int) []monster.Action {
	a.Type = "custom"
	r, ok := allyPerformsRange(a)
	if ok && depth < pack.MaxActionDepth {
		nested := actions(a.SubActions, depth+1)
		if len(nested) == 1 && pack.PerformedKind(nested[0]) {
			p := monster.Action{Type: monster.KindPerform, Actions: nested}
			if r > 0 {
				p.Range = monster.Fixed(r)
			}
			return []monster.Action{p}
		}
	}
	return []monster.Action{text(a.describe())}
}
