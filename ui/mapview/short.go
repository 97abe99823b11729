package mapview

import (
	"strings"
	"unicode"
)

// maxShort is the most letters a type's short name has.
const maxShort = 3

// shortNames gives each monster type the letters its standees show: the
// initials of its first and last word ("Cave Rat" → "CR"), or the first
// two letters of a one-word name ("Bandit" → "BA"). Types whose letters
// would be the same get more letters of their last word ("CRA", "CRO"),
// and, where even those are taken, a letter in order ("CRA", "CRB"). No two
// types get the same letters.
func shortNames(types []string) map[string]string {
	out := make(map[string]string, len(types))
	count := map[string]int{} // letters → how many types have them
	for _, t := range types {
		count[initials(t)]++
	}
	taken := map[string]bool{}
	for _, t := range types {
		b := initials(t)
		var cands []string
		if count[b] == 1 {
			cands = append(cands, b)
		}
		if extra := moreLetters(t, b); extra != "" {
			cands = append(cands, truncate(b+extra, maxShort))
		}
		head := truncate(b, maxShort-1)
		for i := range 26 {
			cands = append(cands, head+string(rune('A'+i)))
		}
		// Beyond those, any two letters after the first one.
		for i := range 26 * 26 {
			cands = append(cands, truncate(b, 1)+string(rune('A'+i/26))+string(rune('A'+i%26)))
		}
		for _, c := range cands {
			if !taken[c] {
				taken[c] = true
				out[t] = c
				break
			}
		}
	}
	return out
}

// initials are a name's first letters, upper case: of its first and last
// word, or the first two of its only word.
func initials(name string) string {
	words := words(name)
	switch len(words) {
	case 0:
		return "?"
	case 1:
		return strings.ToUpper(truncate(words[0], 2))
	}
	first, last := []rune(words[0]), []rune(words[len(words)-1])
	return strings.ToUpper(string(first[0]) + string(last[0]))
}

// moreLetters is the letter after the initial of name's last word, upper
// case ("" when there is none).
func moreLetters(name, letters string) string {
	words := words(name)
	if len(words) == 0 {
		return ""
	}
	last := []rune(words[len(words)-1])
	if len(words) == 1 {
		last = []rune(words[0])
		if len(last) <= len([]rune(letters)) {
			return ""
		}
		return strings.ToUpper(string(last[len([]rune(letters))]))
	}
	if len(last) < 2 {
		return ""
	}
	return strings.ToUpper(string(last[1]))
}

// words are the runs of letters and digits of a name.
func words(name string) []string {
	return strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		r = r[:n]
	}
	return string(r)
}
