package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/modifier"
)

// AllyDeckKey is the key (see Scenario.Deck and DeckOwnerOf) of the allies'
// attack modifier deck, which no character's ID can be.
const AllyDeckKey = "@allies"

// setAllies sets the monster types fighting on the characters' side, and
// builds the allies' deck when the scenario's rules have one. It is called
// once, before any figure is placed.
func (s *Scenario) setAllies(types []string) error {
	if len(types) == 0 {
		return nil
	}
	allies := make([]string, 0, len(types))
	for i, t := range types {
		if strings.TrimSpace(t) == "" {
			return fmt.Errorf("allies[%d]: no monster type named", i)
		}
		if !slices.Contains(allies, t) {
			allies = append(allies, t)
		}
	}
	slices.Sort(allies)
	s.allies = allies
	if !s.rules.HasAllyDeck() {
		return nil
	}
	d, err := modifier.NewAllyDeck(s.src, s.supply)
	if err != nil {
		return fmt.Errorf("allies' deck: %w", err)
	}
	s.allyDeck = d
	return nil
}

// Allies returns the monster types fighting on the characters' side in this
// scenario, sorted (nil when none do).
func (s *Scenario) Allies() []string { return slices.Clone(s.allies) }

// IsAlly reports whether monster type t fights on the characters' side.
func (s *Scenario) IsAlly(t string) bool {
	_, found := slices.BinarySearch(s.allies, t)
	return found
}

// HasAllyDeck reports whether the scenario's allies draw from a deck of
// their own (its key is AllyDeckKey).
func (s *Scenario) HasAllyDeck() bool { return s.allyDeck != nil }

// monsterSide is the side a standee of monster type t is placed on.
func (s *Scenario) monsterSide(t string) Side {
	if s.IsAlly(t) {
		return SideParty
	}
	return SideMonsters
}

// checkAllyDeck checks a restored scenario's allies' deck against its rules
// and allies.
func (s *Scenario) checkAllyDeck() error {
	want := len(s.allies) > 0 && s.rules.HasAllyDeck()
	switch {
	case want && s.allyDeck == nil:
		return errors.New("ally_deck: missing (the scenario has allies and its rules an allies' deck)")
	case !want && s.allyDeck != nil:
		return errors.New("ally_deck: given, but the scenario's allies draw from the monster deck")
	}
	return nil
}
