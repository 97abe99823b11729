package pack

import (
	"fmt"
	"strconv"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// ShuffleMarks returns which of the deck's cards carry the shuffle mark, in
// the deck's order: the cards an engine.AbilityDeck numbers 0 to n-1.
func (d *Deck) ShuffleMarks() []bool {
	marks := make([]bool, len(d.Cards))
	for i, c := range d.Cards {
		marks[i] = c.Shuffle
	}
	return marks
}

// NewAbilityDeck returns a shuffled engine.AbilityDeck of the deck's cards;
// the numbers it draws index d.Cards.
func (d *Deck) NewAbilityDeck(src *modifier.Source) (*engine.AbilityDeck, error) {
	ad, err := engine.NewAbilityDeck(d.ShuffleMarks(), src)
	if err != nil {
		return nil, fmt.Errorf("deck %q: %w", d.Name, err)
	}
	return ad, nil
}

// Card returns card i of the deck (as an engine.AbilityDeck numbers it).
func (d *Deck) Card(i int) (AbilityCard, error) {
	if i < 0 || i >= len(d.Cards) {
		return AbilityCard{}, fmt.Errorf("deck %q: no card %d (it has %d)", d.Name, i, len(d.Cards))
	}
	return d.Cards[i], nil
}

// TableInfo returns the deck as the table plays it for a party of
// characters with the scenario's variables: each card's name (or number),
// initiative, shuffle mark and actions (their counts worked out:
// WorkOutCounts), in the deck's order.
func (d *Deck) TableInfo(characters int, vars map[string]int) *engine.AbilityDeckInfo {
	info := &engine.AbilityDeckInfo{Name: d.Name, Cards: make([]engine.AbilityCardInfo, len(d.Cards))}
	for i, c := range d.Cards {
		name := c.Name
		if name == "" {
			name = strconv.Itoa(c.Number)
		}
		info.Cards[i] = engine.AbilityCardInfo{Name: name, Number: c.Number, Initiative: c.Initiative, Shuffle: c.Shuffle,
			Actions: WorkOutCounts(c.Actions, characters, vars)}
	}
	return info
}

// Resolve works out the card's actions for the monster with stat card st
// (monster.Resolve), a boss's "Special N" as its special actions
// (monster.Expand), its counts for st's party (WorkOutCounts).
func (c AbilityCard) Resolve(st monster.StatCard) []monster.Resolved {
	acts := WorkOutCounts(monster.Expand(c.Actions, st), st.Characters, nil)
	return monster.Resolve(acts, st)
}
