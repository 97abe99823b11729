package engine

import (
	"github.com/haventable/haventable/engine/modifier"
)

// SetImbuement imbues the monster deck to a level (Gloomhaven 2nd edition,
// see modifier.Imbuement): the cards of the level it was at come out, the
// new level's go in, shuffled into the draw pile. The players choose it at
// the table; Undo takes it back like any action.
type SetImbuement struct {
	Level modifier.Imbuement `json:"level,omitempty"`
}

// Kind returns "imbue".
func (SetImbuement) Kind() string { return "imbue" }

func (a SetImbuement) apply(s *Scenario) (Report, error) {
	if a.Level == s.imbuement && s.rules.HasImbuement() {
		return Report{}, nil
	}
	if err := s.monsterDeck.Imbue(s.rules, s.imbuement, a.Level); err != nil {
		return Report{}, err
	}
	s.imbuement = a.Level
	return Report{}, nil
}

// Imbuement is how far the monster deck is imbued (modifier.NotImbued
// unless a SetImbuement action imbued it).
func (s *Scenario) Imbuement() modifier.Imbuement { return s.imbuement }
