package campaign

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/locales"
)

// The scenario entries of the data packs: an imported edition's scenarios
// (title, monster types, rooms) carry no map; a layout pack or the players'
// own pack may carry one for the same title. The campaign offers each once,
// by name: with a map to start, without one to draw.

// titleKey is how two packs' titles of one scenario are matched: lower
// case, letters and digits only ("#1 Gloam Pass" and "#1 gloam-pass" match).
func titleKey(title string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(title) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// scenarioNumber returns the number a pack's scenario title starts with, as
// the X-haven and GHS importers title scenarios ("#12 Name" gives "12",
// "#5A Name" "5a"), or "" when it starts with none.
func scenarioNumber(title string) string {
	rest, ok := strings.CutPrefix(strings.TrimSpace(title), "#")
	if !ok {
		return ""
	}
	num, _, _ := strings.Cut(rest, " ")
	if num == "" || !unicode.IsDigit(rune(num[0])) {
		return ""
	}
	return strings.ToLower(num)
}

// numberOrder sorts scenario numbers as the book does: 2 before 10, 5 before
// 5a; titles without a number first, in the packs' order.
func numberOrder(a, b string) int {
	if a == "" || b == "" {
		return cmp.Compare(len(a), len(b))
	}
	digits := func(s string) (int, string) {
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		n, _ := strconv.Atoi(s[:i])
		return n, s[i:]
	}
	na, ra := digits(a)
	nb, rb := digits(b)
	if c := cmp.Compare(na, nb); c != 0 {
		return c
	}
	return cmp.Compare(ra, rb)
}

// entryRoom is a room of a scenario entry and the monster types placed in
// it.
type entryRoom struct {
	Name  string
	Types []string
}

// entryRooms lists the monster types of a pack scenario per room: its rooms
// (a GHS entry's), then the types no room names under the scenario's own
// list (an X-haven entry has only that).
func entryRooms(sc pack.Scenario) []entryRoom {
	var out []entryRoom
	seen := map[string]bool{}
	for _, r := range sc.Rooms {
		room := entryRoom{Name: r.Name}
		for _, m := range r.Monsters {
			if !slices.Contains(room.Types, m) {
				room.Types = append(room.Types, m)
			}
			seen[m] = true
		}
		out = append(out, room)
	}
	var rest []string
	for _, m := range sc.Monsters {
		if !seen[m] && !slices.Contains(rest, m) {
			rest = append(rest, m)
		}
	}
	if len(rest) > 0 {
		out = append(out, entryRoom{Types: rest})
	}
	return out
}

// entryTypes lists every monster type of a pack scenario once, room by room.
func entryTypes(sc pack.Scenario) []string {
	var out []string
	for _, r := range entryRooms(sc) {
		for _, t := range r.Types {
			if !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	}
	return out
}

// typesText is the label's tail naming monster types: " — Cave Rat, Ash
// Acolyte", or "" for none.
func typesText(types []string) string {
	if len(types) == 0 {
		return ""
	}
	return " — " + strings.Join(types, ", ")
}

// packEntries returns the scenarios of packs that the campaign offers, one
// per title: a scenario with a map (its own, or one another pack carries
// for the same title) as a map to start, one without as an entry to draw
// (mapChoice.entry set, file nil). Those titled with a number come in the
// book's order after the others (the players' own maps), which keep the
// packs' order. An entry titled as one of maps (the built-in samples) is
// that map, offered already. The scenarios of the packs of the campaign's
// edition (rules) come before those of other editions, each group in the
// book's order: a Jaws of the Lion campaign's "#1" is its own.
func packEntries(tr locales.Tr, packs []*pack.Pack, maps []mapChoice, edition rules.Edition) []mapChoice {
	// the edition's packs first: a title both have is then the edition's
	packs = slices.Clone(packs)
	other := func(pk *pack.Pack) bool { return edition != "" && pk.Rules != edition }
	slices.SortStableFunc(packs, func(a, b *pack.Pack) int { return cmp.Compare(b2i(other(a)), b2i(other(b))) })
	var out []mapChoice
	at := map[string]int{} // title key → index in out
	have := map[string]bool{}
	for _, m := range maps {
		if m.file != nil {
			have[titleKey(m.file.Title)] = true
		}
	}
	// Maps first: an entry of the same title then finds its layout.
	for _, pk := range packs {
		for i := range pk.Scenarios {
			sc := &pk.Scenarios[i]
			f, ok := sc.File()
			if !ok {
				continue
			}
			key := titleKey(sc.Title)
			if _, dup := at[key]; dup {
				continue
			}
			at[key] = len(out)
			out = append(out, mapChoice{label: tr.T("CampaignPackMap", "Title", f.Title, "Pack", pk.Name) + monsterTypes(f),
				file: f, entry: sc, title: sc.Title, otherEdition: other(pk)})
		}
	}
	for _, pk := range packs {
		for i := range pk.Scenarios {
			sc := &pk.Scenarios[i]
			if len(sc.MapFile) > 0 {
				continue
			}
			key := titleKey(sc.Title)
			if key == "" || have[key] {
				continue
			}
			c := mapChoice{label: tr.T("CampaignEntryNoMap", "Title", sc.Title, "Pack", pk.Name) + typesText(entryTypes(*sc)),
				entry: sc, title: sc.Title, otherEdition: other(pk)}
			if j, dup := at[key]; dup {
				// A second entry of one scenario: the one with rooms tells
				// more (GHS over X-haven); a map stays.
				if out[j].file == nil && len(out[j].entry.Rooms) == 0 && len(sc.Rooms) > 0 {
					out[j] = c
				}
				continue
			}
			at[key] = len(out)
			out = append(out, c)
		}
	}
	slices.SortStableFunc(out, func(a, b mapChoice) int {
		if c := cmp.Compare(b2i(a.otherEdition), b2i(b.otherEdition)); c != 0 {
			return c
		}
		return numberOrder(scenarioNumber(a.title), scenarioNumber(b.title))
	})
	return out
}

// knownTitle returns the title under which the packs know scenario id, as a
// player types it: a number ("1", "#1", "5A") or a title; packs of the
// campaign's rules are asked first. False when no pack knows it, or two
// scenarios of different titles have that number.
func knownTitle(packs []*pack.Pack, edition rules.Edition, id string) (string, bool) {
	id = strings.TrimSpace(id)
	num := strings.ToLower(strings.TrimPrefix(id, "#"))
	key := titleKey(id)
	if key == "" {
		return "", false
	}
	find := func(match func(p *pack.Pack) bool) (string, bool) {
		var found []string
		for _, p := range packs {
			if !match(p) {
				continue
			}
			for _, sc := range p.Scenarios {
				if titleKey(sc.Title) == key {
					return sc.Title, true
				}
				if n := scenarioNumber(sc.Title); n != "" && n == num && !slices.ContainsFunc(found, func(t string) bool { return titleKey(t) == titleKey(sc.Title) }) {
					found = append(found, sc.Title)
				}
			}
		}
		if len(found) == 1 {
			return found[0], true
		}
		return "", false
	}
	if t, ok := find(func(p *pack.Pack) bool { return p.Rules != "" && p.Rules == edition }); ok {
		return t, true
	}
	return find(func(*pack.Pack) bool { return true })
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
