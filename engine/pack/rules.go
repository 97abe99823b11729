package pack

import (
	"slices"
	"strings"

	"github.com/haventable/haventable/engine"
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

// LootCard is one card of an edition's loot deck: its kind (one of
// engine.LootKinds) and what it gives with 2, 3 and 4 characters (gold for
// money, units of a resource; absent for a random item or a special card).
type LootCard struct {
	Kind   string `json:"kind,required"`
	Amount []int  `json:"amount,omitempty"`
	Name   string `json:"name,omitempty"`
}

// LootCount is how many loot cards of a kind a scenario's loot deck takes.
type LootCount struct {
	Kind  string `json:"kind,required"`
	Count int    `json:"count,required"`
}

// MaxLootCards bounds a pack's loot cards and a scenario's loot deck.
const MaxLootCards = 200

// For is the card as played by a party of characters (2 to 4 counted: one
// character plays as two, more than four as four).
func (c LootCard) For(characters int) engine.LootCard {
	out := engine.LootCard{Kind: c.Kind, Name: c.Name}
	if len(c.Amount) > 0 {
		i := min(max(characters, 2), 4) - 2
		out.Amount = c.Amount[min(i, len(c.Amount)-1)]
	}
	return out
}

// LootSetup is the loot deck of the scenario titled title for a party of
// characters: its counts from the first pack that lists the scenario with a
// loot deck, its cards from that pack, or else from the last pack of the same rules that
// has loot cards. It is false when no pack lists the scenario with a loot
// deck, or none has the cards (the players are told: see LootMissing).
func LootSetup(packs []*Pack, title string, characters int) (*engine.LootSetup, bool) {
	owner, sc := findLootScenario(packs, title)
	if sc == nil || len(sc.LootDeck) == 0 {
		return nil, false
	}
	cards := owner.Loot
	for i := len(packs) - 1; len(cards) == 0 && i >= 0; i-- {
		if packs[i] != nil && packs[i].Rules == owner.Rules && owner.Rules != "" {
			cards = packs[i].Loot
		}
	}
	if len(cards) == 0 {
		return nil, false
	}
	setup := &engine.LootSetup{Counts: map[string]int{}}
	for _, c := range cards {
		setup.Cards = append(setup.Cards, c.For(characters))
	}
	for _, lc := range sc.LootDeck {
		setup.Counts[lc.Kind] += lc.Count
	}
	return setup, true
}

// LootMissing reports whether the scenario titled title has a loot deck
// that no pack has the cards for (LootSetup is false): its loot tokens are
// money, and the players should be told.
func LootMissing(packs []*Pack, title string) bool {
	_, sc := findLootScenario(packs, title)
	if sc == nil || len(sc.LootDeck) == 0 {
		return false
	}
	_, ok := LootSetup(packs, title, 2)
	return !ok
}

// findLootScenario returns the first pack listing a scenario titled title with
// a loot deck, and that scenario.
func findLootScenario(packs []*Pack, title string) (*Pack, *Scenario) {
	return findScenario(packs, title, func(s *Scenario) bool { return len(s.LootDeck) > 0 })
}

// ScenarioAllies returns the monster types that fight on the characters'
// side in the scenario titled title, as the first pack that names allies
// for it gives them (nil when none does).
func ScenarioAllies(packs []*Pack, title string) []string {
	_, sc := findScenario(packs, title, func(s *Scenario) bool { return len(s.Allies) > 0 })
	if sc == nil {
		return nil
	}
	return slices.Clone(sc.Allies)
}

// findScenario returns the first pack listing a scenario titled title for
// which has is true, and that scenario.
func findScenario(packs []*Pack, title string, has func(*Scenario) bool) (*Pack, *Scenario) {
	for _, p := range packs {
		if p == nil {
			continue
		}
		for i := range p.Scenarios {
			if p.Scenarios[i].Title == title && has(&p.Scenarios[i]) {
				return p, &p.Scenarios[i]
			}
		}
	}
	return nil, nil
}
