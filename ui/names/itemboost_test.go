package names

import (
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
)

// What items add to the next attack is told with the conditions for a
// single attack apart: they go on its first target only.
func TestItemBoostSingle(t *testing.T) {
	for lang, want := range map[language.Tag]map[string]string{
		language.English: {
			"single": "Items used: Poison added to the attack on the first target only",
			"both":   "Items used: +1 attack (counted in the odds); Wound added to the attack; Poison added to the first target's attack only",
		},
		language.German: {
			"single": "Benutzte Gegenstände: Gift nur beim Angriff auf das erste Ziel",
		},
	} {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for name, b := range map[string]engine.ItemBoost{
			"single": {Single: []string{"poison"}},
			"both":   {Attack: 1, Conditions: []string{"wound"}, Single: []string{"poison"}},
		} {
			if w, ok := want[name]; ok {
				if got := ItemBoost(tr, b); got != w {
					t.Errorf("%s %s: %q, want %q", lang, name, got, w)
				}
			}
		}
	}
}
