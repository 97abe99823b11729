package engine

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
)

func imbueScenario(t *testing.T, e rules.Edition) *Scenario {
	t.Helper()
	f, err := scenariofile.Parse([]byte(terrainFile))
	scnMust(t, err)
	s, err := LoadScenarioFor(f, Setup{Level: 1, Seed: 9, Rules: e}, SampleMonsters)
	scnMust(t, err)
	return s
}

func deckSize(s *Scenario) int {
	d, _ := s.Deck("")
	return len(d.Draw) + len(d.Discard)
}

// In Gloomhaven 2nd edition the players may imbue the monster deck; the
// level and the cards survive a snapshot, Undo (replay) takes it back, and
// no other edition has it.
func TestSetImbuement(t *testing.T) {
	s := imbueScenario(t, rules.Gloomhaven2e)
	_, err := s.Do(SetImbuement{Level: modifier.Imbued})
	scnMust(t, err)
	if s.Imbuement() != modifier.Imbued || deckSize(s) != 22 {
		t.Fatalf("imbued: level %q, %d cards", s.Imbuement(), deckSize(s))
	}
	_, err = s.Do(SetImbuement{Level: modifier.AdvancedImbued})
	scnMust(t, err)
	if s.Imbuement() != modifier.AdvancedImbued || deckSize(s) != 24 {
		t.Fatalf("advanced: level %q, %d cards", s.Imbuement(), deckSize(s))
	}
	doc, err := json.Marshal(s)
	scnMust(t, err)
	back, err := UnmarshalScenario(doc)
	scnMust(t, err)
	if back.Imbuement() != modifier.AdvancedImbued || deckSize(back) != 24 {
		t.Errorf("read back: %q, %d cards", back.Imbuement(), deckSize(back))
	}
	for _, bad := range []struct{ from, to string }{
		{`"imbuement":"advanced"`, `"imbuement":"very"`},
		{`"rules":"gloomhaven_2e"`, `"rules":"frosthaven"`},
	} {
		if _, err := UnmarshalScenario([]byte(strings.Replace(string(doc), bad.from, bad.to, 1))); err == nil {
			t.Errorf("read with %s", bad.to)
		}
	}
	_, err = back.Do(SetImbuement{})
	scnMust(t, err)
	d, _ := back.Deck("")
	all := slices.Concat(d.Draw, d.Discard)
	want := modifier.MonsterCards()
	slices.SortFunc(all, func(a, b modifier.Card) int { return strings.Compare(a.String(), b.String()) })
	slices.SortFunc(want, func(a, b modifier.Card) int { return strings.Compare(a.String(), b.String()) })
	if !slices.Equal(all, want) {
		t.Errorf("back to none: %v", all)
	}

	fh := imbueScenario(t, rules.Frosthaven)
	if _, err := fh.Do(SetImbuement{Level: modifier.Imbued}); err == nil || fh.Imbuement() != modifier.NotImbued || deckSize(fh) != 20 {
		t.Errorf("Frosthaven imbued: %v", err)
	}
}
