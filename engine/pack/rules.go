package pack

import (
	"strings"

	"github.com/haventable/haventable/engine/rules"
)

// editionRules are the rules of the editions the peers' files name, by the
// names they use (X-haven Assistant's edition names, Gloomhaven
// Secretariat's edition ids), lower case. Forgotten Circles plays
// Gloomhaven's rules; editions not listed say nothing.
var editionRules = map[string]rules.Edition{
	"gloomhaven": rules.Gloomhaven, "gh": rules.Gloomhaven,
	"forgotten circles": rules.Gloomhaven, "fc": rules.Gloomhaven,
	"jaws of the lion": rules.JawsOfTheLion, "jotl": rules.JawsOfTheLion,
	"frosthaven": rules.Frosthaven, "fh": rules.Frosthaven,
	"gloomhaven 2nd edition": rules.Gloomhaven2e, "gh2e": rules.Gloomhaven2e,
}

// EditionRules returns the rules of the edition a peer's file names
// ("Frosthaven", "fh"), and false for an edition whose rules the engine
// does not tell apart.
func EditionRules(edition string) (rules.Edition, bool) {
	e, ok := editionRules[strings.ToLower(strings.TrimSpace(edition))]
	return e, ok
}

// DefaultRules is the edition a new campaign plays with packs imported:
// that of the last pack naming one (packs are listed in the order they are
// read, the imported ones last), else rules.Default.
func DefaultRules(packs []*Pack) rules.Edition {
	for i := len(packs) - 1; i >= 0; i-- {
		if packs[i] != nil && packs[i].Rules != "" {
			return packs[i].Rules
		}
	}
	return rules.Default
}
