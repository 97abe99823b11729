package vgb

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/haventable/haventable/engine/pack"
)

// spellings holds the names the packs imported before give monster types
// and scenarios, so that an imported layout names them as they do.
type spellings struct {
	monsters map[string]string // by key
	titles   map[int][]string  // scenario titles "#n …" by n
}

func newSpellings(others []*pack.Pack) spellings {
	sp := spellings{monsters: map[string]string{}, titles: map[int][]string{}}
	for _, o := range others {
		if o == nil {
			continue
		}
		for _, m := range o.Monsters {
			if _, ok := sp.monsters[key(m.Name)]; !ok {
				sp.monsters[key(m.Name)] = m.Name
			}
		}
		for _, s := range o.Scenarios {
			if n, ok := number(s.Title); ok {
				sp.titles[n] = append(sp.titles[n], s.Title)
			}
		}
	}
	return sp
}

// monster returns the type name for VGB's slug: as a pack imported before
// spells it ("Captain of the Guard"), else the slug made readable.
func (sp spellings) monster(slug string) string {
	name := MonsterName(slug)
	if known, ok := sp.monsters[key(name)]; ok {
		return known
	}
	return name
}

// title returns scenario n's title: that of a pack imported before whose
// scenario n has mostly the same words ("#31 Plane of the Night" for
// VGB's "Plane of Night"), else "#n name".
func (sp spellings) title(n int, name string) string {
	own := "#" + strconv.Itoa(n) + " " + name
	best, bestScore := own, 0.5
	for _, t := range sp.titles[n] {
		if s := overlap(words(own), words(t)); s >= bestScore && t != best {
			best, bestScore = t, s
		}
	}
	return best
}

// number reads the n of a title "#n …".
func number(title string) (int, bool) {
	rest, ok := strings.CutPrefix(title, "#")
	if !ok {
		return 0, false
	}
	end := strings.IndexFunc(rest, func(r rune) bool { return !unicode.IsDigit(r) })
	if end <= 0 {
		return 0, false
	}
	n, err := strconv.Atoi(rest[:end])
	return n, err == nil
}

// key is a name lower-cased, letters and digits only.
func key(s string) string {
	return strings.Join(words(s), "")
}

// words are a name's words, lower-cased, letters and digits only.
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// overlap is the share of words two lists have in common (Jaccard).
func overlap(a, b []string) float64 {
	set := map[string]int{}
	for _, w := range a {
		set[w] |= 1
	}
	for _, w := range b {
		set[w] |= 2
	}
	both := 0
	for _, v := range set {
		if v == 3 {
			both++
		}
	}
	if len(set) == 0 {
		return 0
	}
	return float64(both) / float64(len(set))
}
