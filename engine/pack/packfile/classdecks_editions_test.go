package packfile_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/ghs"
)

// TestClassDecksEditions measures the import of the classes' ability decks
// from Gloomhaven Secretariat's real data folder (HAVENTABLE_GHS_DATA; none
// of those files is part of this repository): every class deck of
// data/<edition>/character/deck/ is imported with every card, and for
// Gloomhaven, its second edition and Jaws of the Lion at least 97 % of the
// cards' actions are structured, and no card's text shows GHS's notation.
// With -v it logs what stays text, as a table by kind and line by line.
func TestClassDecksEditions(t *testing.T) {
	dir := os.Getenv("HAVENTABLE_GHS_DATA")
	if dir == "" {
		t.Skip("set HAVENTABLE_GHS_DATA to measure Gloomhaven Secretariat's class decks")
	}
	for _, ed := range []string{"gh", "gh2e", "jotl", "fh", "cs", "toa"} {
		decks, _ := filepath.Glob(filepath.Join(dir, ed, "character", "deck", "*.json"))
		if len(decks) == 0 {
			t.Errorf("%s: no class deck in %s", ed, filepath.Join(dir, ed, "character", "deck"))
			continue
		}
		data, err := buildGHSEdition(filepath.Join(dir, ed))
		if err != nil {
			t.Fatalf("GHS %s: %v", ed, err)
		}
		p, _, err := ghs.Import(ed, []ghs.File{{Name: ed + ".json", Data: data}})
		if err != nil {
			t.Fatalf("GHS %s: %v", ed, err)
		}
		for _, f := range decks {
			var d struct {
				Name      string            `json:"name"`
				Abilities []json.RawMessage `json:"abilities"`
			}
			raw, err := os.ReadFile(f)
			if err != nil || json.Unmarshal(raw, &d) != nil {
				t.Errorf("%s: cannot read", f)
				continue
			}
			found := false
			for _, cd := range p.ClassDecks {
				if len(cd.Cards) == len(d.Abilities) && classID(cd.Class) == classID(d.Name) {
					found = true
				}
			}
			if !found {
				t.Errorf("%s: class deck %q not imported whole (%d cards)", ed, d.Name, len(d.Abilities))
			}
		}
		c := p.ClassCards()
		pct := 100 * float64(c.Structured) / float64(max(c.Actions, 1))
		t.Logf("%s: %d cards in %d classes, %d of %d actions structured (%.1f %%)", ed, c.Cards, c.Classes, c.Structured, c.Actions, pct)
		exclusive := map[string]int{} // halves of a kind one of which is active at a time, and leaves for two
		for _, d := range p.ClassDecks {
			for _, cd := range d.Cards {
				for _, h := range []pack.CardHalf{cd.Top, cd.Bottom} {
					if h.Exclusive != "" {
						exclusive[h.Exclusive]++
					}
					if h.ExclusiveTwo != "" {
						exclusive["two "+h.ExclusiveTwo]++
					}
				}
			}
		}
		if len(exclusive) > 0 {
			t.Logf("  %s one card of a kind active at a time: %v", ed, exclusive)
		}
		byKind := map[string]int{}
		for _, l := range p.ClassTextLines() {
			byKind[textKind(l.Text)] += l.N
		}
		for _, k := range textKinds {
			if byKind[k.name] > 0 {
				t.Logf("  %s stays text: %4d  %s", ed, byKind[k.name], k.name)
			}
		}
		for i, l := range p.ClassTextLines() {
			if pack.RawNotation(l.Text) {
				t.Errorf("%s: a class card's text shows GHS's notation: %q", ed, l.Text)
			}
			if i < 40 {
				t.Logf("  %s text %d× %s", ed, l.N, l.Text)
			}
		}
		if (ed == "gh" || ed == "gh2e" || ed == "jotl") && pct < 97 {
			t.Errorf("%s: %.1f %% of class card actions structured, want 97 %% or more", ed, pct)
		}
	}
}

// classID is a class name as an id ("Music Note" → "music-note").
func classID(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c == ' ':
			b[i] = '-'
		case c >= 'A' && c <= 'Z':
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// textKinds sort what stays text on class cards into kinds for the
// harness's table, by the words the cards use; the first that matches.
var textKinds = []struct {
	name string
	re   *regexp.Regexp
}{
	{"half not yet written in the data", regexp.MustCompile(`(?i)not yet in the data`)},
	{"the card's own rule (one of a kind active, discard, give away)", regexp.MustCompile(`(?i)another .* is played|discard this card|this card|active at once|active area|ability card`)},
	{"a value X from the situation", regexp.MustCompile(`(?i)where x |\bX\b`)},
	{"experience on a condition", regexp.MustCompile(`(?i)experience`)},
	{"another figure performs or is controlled", regexp.MustCompile(`(?i)may perform|performs|perform:|control|force`)},
	{"a bonus for a while (next N times, this round, each turn)", regexp.MustCompile(`(?i)\bnext\b|this round|each of (your|their|its) turns|all your|whenever|each time|the next time`)},
	{"a conditional bonus (add … if, instead)", regexp.MustCompile(`(?i)\badd\b|instead|\bif\b`)},
	{"obstacles, traps, tokens, tiles and hexes", regexp.MustCompile(`(?i)obstacle|trap|token|tile|\bhex`)},
	{"whom: allies or self the language does not say", regexp.MustCompile(`(?i)\bally\b|allies|\bself\b`)},
	{"damage, kill, immunity", regexp.MustCompile(`(?i)damage|\bkill|immune`)},
	{"cards and items (recover, refresh)", regexp.MustCompile(`(?i)recover|refresh|\bitems?\b`)},
	{"a song's notes and a class's resources", regexp.MustCompile(`(?i)\bnote\b|song|tear|\bdoom`)},
	{"movement (teleport, jump, straight line)", regexp.MustCompile(`(?i)teleport|jump|mov`)},
	{"a sub-line alone (area, target, range, element)", regexp.MustCompile(`(?i)^(area|target|range|all|infuse|use|condition|push|pull|heal|shield|retaliate|loot|attack)\b`)},
	{"other", regexp.MustCompile(``)},
}

// textKind is the kind of a class card's text line (textKinds).
func textKind(s string) string {
	for _, k := range textKinds {
		if k.re.MatchString(s) {
			return k.name
		}
	}
	return "other"
}
