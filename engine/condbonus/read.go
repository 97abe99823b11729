package condbonus

import (
	"regexp"
	"strconv"
	"strings"
)

// Read reads the words a card prints under an attack into the bonuses they
// give, when every part of them is one of the grammar's pieces: "Add +2
// attack and gain experience if the target is adjacent to any of your
// allies", "Add +1 attack for each negative condition on the target", "Add
// stun and gain experience if you are invisible". Several sentences joined
// by ";" are one bonus each. False, and nothing, for any other words: they
// stay text for the players.
func Read(s string) ([]Bonus, bool) {
	var out []Bonus
	for _, part := range strings.Split(s, ";") {
		b, ok := readOne(part)
		if !ok {
			return nil, false
		}
		out = append(out, b)
	}
	return out, len(out) > 0
}

// clauseRE splits a sentence into what it adds and when: "add X if Y".
var clauseRE = regexp.MustCompile(`^add (.+?) (if|when|for each|on each) (.+)$`)

func readOne(s string) (Bonus, bool) {
	s = strings.ToLower(strings.Join(strings.Fields(s), " "))
	s = strings.TrimRight(s, ". ")
	m := clauseRE.FindStringSubmatch(s)
	if m == nil {
		return Bonus{}, false
	}
	var b Bonus
	what := m[1]
	if w, ok := strings.CutSuffix(what, " to your melee attacks"); ok {
		what = w
		b.When = append(b.When, Melee)
	}
	if !readAdds(what, &b) {
		return Bonus{}, false
	}
	switch m[2] {
	case "if", "when":
		w, ok := readWhen(m[3])
		if !ok {
			return Bonus{}, false
		}
		b.When = append(b.When, w)
	case "for each":
		switch m[3] {
		case "negative condition on the target", "negative condition the target has":
			b.Per = PerNegative
		case "of your allies adjacent to the target":
			b.Per = PerAllyAdjacent
		default:
			return Bonus{}, false
		}
	case "on each":
		if m[3] != "undamaged target" {
			return Bonus{}, false
		}
		b.When = append(b.When, Undamaged)
	}
	return b, b.Validate() == nil
}

var (
	attackWordRE = regexp.MustCompile(`^\+(\d{1,2}) ?attack$`)
	numberedRE   = regexp.MustCompile(`^(pierce|push|pull) (\d{1,2})$`)
	xpRE         = regexp.MustCompile(`^(?:gain )?(?:(\d) )?experience$`)
)

// readAdds reads what a sentence adds: "+2 attack and gain experience",
// "poison, muddle, wound and gain experience", "push 2 and muddle".
func readAdds(s string, b *Bonus) bool {
	s = strings.ReplaceAll(s, ", and ", ", ")
	s = strings.ReplaceAll(s, " and ", ", ")
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if m := attackWordRE.FindStringSubmatch(item); m != nil && b.Attack == 0 {
			b.Attack, _ = strconv.Atoi(m[1])
			continue
		}
		if m := numberedRE.FindStringSubmatch(item); m != nil {
			n, _ := strconv.Atoi(m[2])
			dst := map[string]*int{"pierce": &b.Pierce, "push": &b.Push, "pull": &b.Pull}[m[1]]
			if *dst != 0 {
				return false
			}
			*dst = n
			continue
		}
		if m := xpRE.FindStringSubmatch(item); m != nil && b.XP == 0 {
			b.XP = 1
			if m[1] != "" {
				b.XP, _ = strconv.Atoi(m[1])
			}
			continue
		}
		if ValidCondition(item) {
			b.Conditions = append(b.Conditions, item)
			continue
		}
		return false
	}
	return true
}

// conditionWord reads a condition as the cards write it after "is"
// ("poisoned") or "has" ("poison").
func conditionWord(w string) (string, bool) {
	if ValidCondition(w) {
		return w, true
	}
	for _, c := range conditions {
		for _, suffix := range []string{"ed", "d"} {
			if w == c+suffix || w == strings.TrimSuffix(c, "e")+suffix {
				return c, true
			}
		}
	}
	if w == "stunned" {
		return "stun", true
	}
	return "", false
}

// readWhen reads the condition of an "if" or "when" clause.
func readWhen(s string) (string, bool) {
	switch s {
	case "the target is adjacent to any of your allies":
		return AllyAdjacent, true
	case "the target is adjacent to none of its allies":
		return Alone, true
	case "the target is adjacent to you":
		return Adjacent, true
	case "the target is undamaged":
		return Undamaged, true
	case "the target has a negative condition":
		return Negative, true
	case "the target's current hit point value is lower than yours":
		return Weaker, true
	case "your current hit point value is less than half your maximum hit point value (rounded up)",
		"you have fewer hit points than half of your maximum hit point value (rounded up)":
		return BelowHalf, true
	}
	for _, p := range []struct{ prefix, as string }{
		{"the target is ", "target-"}, {"the target has ", "target-"}, {"you are ", "self-"}, {"you have ", "self-"},
	} {
		if w, ok := strings.CutPrefix(s, p.prefix); ok {
			if c, ok := conditionWord(w); ok {
				return p.as + c, true
			}
		}
	}
	return "", false
}
