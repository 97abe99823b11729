package tally

import (
	"regexp"
	"strconv"
	"strings"
)

// goalRule is a battle goal's condition the tally can judge, by the card's
// English words.
type goalRule struct {
	re    *regexp.Regexp
	judge func(n int, self, party Counts) bool
}

// goalRules are the conditions judged (docs/battle-goals.md): kills and
// money tokens counted, and no ally exhausted. Every other card is left to
// the group.
var goalRules = []goalRule{
	{regexp.MustCompile(`^kill (\w+) or more monsters during the scenario\.?$`), func(n int, self, _ Counts) bool { return self.KillCount() >= n }},
	{regexp.MustCompile(`^kill (\w+) or fewer monsters during the scenario\.?$`), func(n int, self, _ Counts) bool { return self.KillCount() <= n }},
	{regexp.MustCompile(`^loot (\w+) or more money tokens during the scenario\.?$`), func(n int, self, _ Counts) bool { return self.Looted >= n }},
	{regexp.MustCompile(`^allow none of your character allies to become exhausted during the scenario\.?$`), func(_ int, self, party Counts) bool {
		return party.Exhaustions-self.Exhaustions == 0
	}},
}

var numberWords = map[string]int{"no": 0, "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
	"seven": 7, "eight": 8, "nine": 9, "ten": 10}

// GoalMet judges a battle goal from its card's English words and the
// scenario's counts of the character (self) and of the party: known is
// false when the words are not a condition the table records.
func GoalMet(english string, self, party Counts) (met, known bool) {
	text := strings.ToLower(strings.Join(strings.Fields(english), " "))
	for _, r := range goalRules {
		m := r.re.FindStringSubmatch(text)
		if m == nil {
			continue
		}
		n := 0
		if len(m) > 1 {
			var ok bool
			if n, ok = numberWords[m[1]]; !ok {
				var err error
				if n, err = strconv.Atoi(m[1]); err != nil {
					return false, false
				}
			}
		}
		return r.judge(n, self, party), true
	}
	return false, false
}
