package engine

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/monster"
)

// AbilityCardInfo is a monster ability card as the table plays it: its
// initiative, shuffle mark and actions, kept with the scenario so that a
// data pack changed later does not change a scenario in progress.
type AbilityCardInfo struct {
	// Name is the card's name or printed number, for the players; Number
	// its printed number (0: not known).
	Name       string `json:"name,omitempty"`
	Number     int    `json:"number,omitempty"`
	Initiative int    `json:"initiative"`
	Shuffle    bool   `json:"shuffle,omitempty"`
	// Actions are the card's actions (see MonsterPlan); none in a scenario
	// of snapshot version 4, which did not keep them.
	Actions []monster.Action `json:"actions,omitempty"`
}

// AbilityDeckInfo is a monster ability deck as the table plays it: its name
// and its cards in the data pack's order (card i is the i-th).
type AbilityDeckInfo struct {
	Name  string            `json:"name"`
	Cards []AbilityCardInfo `json:"cards"`
}

// check reports the first thing wrong with d.
func (d AbilityDeckInfo) check() error {
	if strings.TrimSpace(d.Name) == "" {
		return errors.New("ability deck: blank name")
	}
	if len(d.Cards) == 0 || len(d.Cards) > MaxAbilityCards {
		return fmt.Errorf("ability deck %q: %d cards, want 1..%d", d.Name, len(d.Cards), MaxAbilityCards)
	}
	for i, c := range d.Cards {
		if err := CheckInitiative(c.Initiative); err != nil {
			return fmt.Errorf("ability deck %q: card %d: %w", d.Name, i, err)
		}
		if err := monster.CheckBounds(c.Actions); err != nil {
			return fmt.Errorf("ability deck %q: card %d: actions: %w", d.Name, i, err)
		}
	}
	return nil
}

// clone returns a copy of d sharing nothing with it.
func (d AbilityDeckInfo) clone() AbilityDeckInfo {
	out := AbilityDeckInfo{Name: d.Name, Cards: make([]AbilityCardInfo, len(d.Cards))}
	for i, c := range d.Cards {
		out.Cards[i] = c.clone()
	}
	return out
}

// clone returns a copy of c sharing nothing with it.
func (c AbilityCardInfo) clone() AbilityCardInfo {
	c.Actions = monster.CloneActions(c.Actions)
	return c
}

func (d AbilityDeckInfo) shuffleMarks() []bool {
	marks := make([]bool, len(d.Cards))
	for i, c := range d.Cards {
		marks[i] = c.Shuffle
	}
	return marks
}

// abilityDeck is one ability deck of a scenario, shared by the monster
// types that draw from it.
type abilityDeck struct {
	info AbilityDeckInfo
	deck *AbilityDeck
}

// Ability is where a monster type stands with its ability deck.
type Ability struct {
	// Deck names the ability deck the type draws from.
	Deck string
	// Card is the number of the card drawn this round (its index in the
	// deck), -1 when none is; Info is that card's.
	Card int
	Info AbilityCardInfo
	// Left counts the cards still to draw before the deck is shuffled;
	// Shuffle is true when the card drawn carries the shuffle mark (the
	// deck is shuffled at the end of the round).
	Left    int
	Shuffle bool
}

// Ability returns where monster type monsterType stands with its ability
// deck; false when the type has none (its initiative is then set by hand:
// SetMonsterInitiative).
func (s *Scenario) Ability(monsterType string) (Ability, bool) {
	name, ok := s.abilityOf[monsterType]
	if !ok {
		return Ability{}, false
	}
	d := s.abilities[name]
	a := Ability{Deck: name, Card: -1, Left: d.deck.DrawCount(), Shuffle: d.deck.ShufflePending()}
	if c, drawn := d.deck.Current(); drawn {
		a.Card, a.Info = c, d.info.Cards[c].clone()
	}
	return a, true
}

// AbilityDeckInfo returns the ability deck named name as the scenario plays
// it.
func (s *Scenario) AbilityDeckInfo(name string) (AbilityDeckInfo, bool) {
	d, ok := s.abilities[name]
	if !ok {
		return AbilityDeckInfo{}, false
	}
	return d.info.clone(), true
}

// setAbilityDeck gives monster type monsterType the ability deck info,
// shuffled from the scenario's source the first time a type draws from a
// deck of that name; later types of the same deck share it.
func (s *Scenario) setAbilityDeck(monsterType string, info AbilityDeckInfo) error {
	if err := info.check(); err != nil {
		return fmt.Errorf("monster type %q: %w", monsterType, err)
	}
	if _, ok := s.abilities[info.Name]; !ok {
		d, err := NewAbilityDeck(info.shuffleMarks(), s.src)
		if err != nil {
			return fmt.Errorf("monster type %q: deck %q: %w", monsterType, info.Name, err)
		}
		if s.abilities == nil {
			s.abilities, s.abilityOf = map[string]*abilityDeck{}, map[string]string{}
		}
		s.abilities[info.Name] = &abilityDeck{info: info.clone(), deck: d}
	}
	s.abilityOf[monsterType] = info.Name
	return nil
}

// AbilityDraw is one monster type's card drawn by DrawAbilities.
type AbilityDraw struct {
	Type string `json:"type"`
	Deck string `json:"deck"`
	// Card is the card's number in its deck; Initiative is its initiative,
	// which the type now acts on.
	Card       int `json:"card"`
	Initiative int `json:"initiative"`
}

// ErrNothingToDraw is returned by DrawAbilities when no monster type on the
// map waits for an ability card.
var ErrNothingToDraw = errors.New("no monster type on the map waits for an ability card")

// drawAbilities draws the round's ability card for each monster type on the
// map that has an ability deck and no initiative yet, and sets the type's
// initiative to the card's. Types sharing a deck share its card. Once the
// round has begun, only types placed since (a door opened) draw, as
// SetMonsterInitiative allows. A type whose standees were all summoned this
// round draws only where the edition says so (rules.Edition's
// SummonDrawsAbility); they never act this round either way. It fails with
// ErrNothingToDraw when no type waits for a card.
func (s *Scenario) drawAbilities() ([]AbilityDraw, error) {
	var waiting []string
	for _, t := range s.MonsterTypes() {
		if !s.rules.SummonDrawsAbility() && s.onlySummonedThisRound(t) {
			continue
		}
		if _, set := s.monInit[t]; !set {
			if _, ok := s.abilityOf[t]; ok {
				waiting = append(waiting, t)
			}
		}
	}
	if len(waiting) == 0 {
		return nil, fmt.Errorf("draw ability cards: %w", ErrNothingToDraw)
	}
	// Draw first, then set: an error (none is expected) leaves the
	// initiatives as they were.
	out := make([]AbilityDraw, 0, len(waiting))
	for _, t := range waiting {
		name := s.abilityOf[t]
		d := s.abilities[name]
		c, drawn := d.deck.Current()
		if !drawn {
			var err error
			if c, err = d.deck.Draw(); err != nil {
				return nil, fmt.Errorf("draw ability card of %q: %w", t, err)
			}
		}
		out = append(out, AbilityDraw{Type: t, Deck: name, Card: c, Initiative: d.info.Cards[c].Initiative})
	}
	for _, a := range out {
		s.monInit[a.Type] = a.Initiative
	}
	return out, nil
}

// onlySummonedThisRound reports whether every live standee of monster type
// t on the map was summoned this round.
func (s *Scenario) onlySummonedThisRound(t string) bool {
	for _, f := range s.figures {
		if f.Kind == KindMonster && f.MonsterType == t && f.Alive() && f.OnMap && !(f.Summoned() && f.SummonedRound >= s.round) {
			return false
		}
	}
	return true
}

// endAbilityRound ends the round for every ability deck, in the order of
// their names; it returns the decks shuffled.
func (s *Scenario) endAbilityRound() []string {
	var shuffled []string
	for _, name := range slices.Sorted(maps.Keys(s.abilities)) {
		if s.abilities[name].deck.EndRound() {
			shuffled = append(shuffled, name)
		}
	}
	return shuffled
}
