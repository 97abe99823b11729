package packfile_test

import (
	"encoding/json"
	"os"
	"path/filepath"
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
// With -v it logs what stays text.
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
