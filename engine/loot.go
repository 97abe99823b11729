package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// The kinds of loot cards (Frosthaven's loot deck): money, the three
// materials, the six herbs, a random item and the scenarios' special cards.
var LootKinds = []string{
	"money", "lumber", "metal", "hide",
	"arrowvine", "axenut", "corpsecap", "flamefruit", "rockroot", "snowthistle",
	"random_item", "special",
}

// LootCard is a loot card as the table plays it: its kind and what it
// gives the party at the table (gold for money, units of a resource; 0
// for a random item or a special card, which the players resolve), and a
// name for the players when the data gives one.
type LootCard struct {
	Kind   string `json:"kind"`
	Amount int    `json:"amount,omitempty"`
	Name   string `json:"name,omitempty"`
}

// Validate reports what is wrong with the card.
func (c LootCard) Validate() error {
	if !slices.Contains(LootKinds, c.Kind) {
		return fmt.Errorf("loot card kind %q: one of %s", c.Kind, strings.Join(LootKinds, ", "))
	}
	if c.Amount < 0 || c.Amount > 99 {
		return fmt.Errorf("loot card %s: amount %d out of 0..99", c.Kind, c.Amount)
	}
	return nil
}

// LootSetup is what a scenario's loot deck is built from: the edition's loot
// cards, worked out for the party at the table, and how many cards of each
// kind the scenario takes. Building it (LoadScenarioFor) picks that many of
// each kind at random, with the scenario's random source, and shuffles
// them.
type LootSetup struct {
	Cards  []LootCard
	Counts map[string]int
}

// ErrLootDeckShort means a scenario asks for more loot cards of a kind than
// the edition's cards hold.
var ErrLootDeckShort = errors.New("not enough loot cards")

// lootDeck is a scenario's loot deck: the cards left to draw, top first.
// The cards drawn are the characters' (Figure.Loot).
type lootDeck struct {
	draw []LootCard
}

// buildLoot builds the loot deck of setup, for a scenario whose rules have
// one: nil when setup asks for no card.
func (s *Scenario) buildLoot(setup *LootSetup) error {
	if setup == nil || !s.rules.HasLootDeck() {
		return nil
	}
	var deck []LootCard
	for _, kind := range LootKinds {
		n := setup.Counts[kind]
		if n < 0 {
			return fmt.Errorf("loot deck: %d %s cards", n, kind)
		}
		if n == 0 {
			continue
		}
		var of []LootCard
		for i, c := range setup.Cards {
			if err := c.Validate(); err != nil {
				return fmt.Errorf("loot deck: cards[%d]: %w", i, err)
			}
			if c.Kind == kind {
				of = append(of, c)
			}
		}
		if len(of) < n {
			return fmt.Errorf("loot deck: %d %s cards wanted, %d in the edition: %w", n, kind, len(of), ErrLootDeckShort)
		}
		s.src.Shuffle(len(of), func(i, j int) { of[i], of[j] = of[j], of[i] })
		deck = append(deck, of[:n]...)
	}
	for k := range setup.Counts {
		if !slices.Contains(LootKinds, k) {
			return fmt.Errorf("loot deck: unknown kind %q: one of %s", k, strings.Join(LootKinds, ", "))
		}
	}
	if len(deck) == 0 {
		return nil
	}
	s.src.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	s.lootDeck = &lootDeck{draw: deck}
	return nil
}

// HasLootDeck reports whether the scenario plays a loot deck: a loot token
// looted draws a loot card instead of becoming gold at the scenario's end.
func (s *Scenario) HasLootDeck() bool { return s.lootDeck != nil }

// LootLeft is the number of loot cards left to draw.
func (s *Scenario) LootLeft() int {
	if s.lootDeck == nil {
		return 0
	}
	return len(s.lootDeck.draw)
}

// LootLeftByKind counts the loot cards left to draw by kind: what the
// players know of the deck (its setup lists the cards of each kind, and
// the cards drawn are shown), never its order nor the amounts.
func (s *Scenario) LootLeftByKind() map[string]int {
	out := map[string]int{}
	if s.lootDeck != nil {
		for _, c := range s.lootDeck.draw {
			out[c.Kind]++
		}
	}
	return out
}

// drawLoot draws up to n loot cards (fewer when the deck runs out) for
// character f (nil: nobody keeps them) and returns them.
func (s *Scenario) drawLoot(n int, f *Figure) []LootCard {
	n = min(n, len(s.lootDeck.draw))
	drawn := slices.Clone(s.lootDeck.draw[:n])
	s.lootDeck.draw = s.lootDeck.draw[n:]
	if f != nil {
		f.Loot = append(f.Loot, drawn...)
	}
	return drawn
}

// LootGold is the gold of the money cards among cards.
func LootGold(cards []LootCard) int {
	n := 0
	for _, c := range cards {
		if c.Kind == "money" {
			n += c.Amount
		}
	}
	return n
}

// restoreLoot reads the loot deck of snapshot j (version 7, rules with a
// loot deck), checking each card.
func (s *Scenario) restoreLoot(j *snapshotJSON) error {
	if j.LootDeck == nil {
		return nil
	}
	if j.Version < 7 || !s.rules.HasLootDeck() {
		return fmt.Errorf("loot_deck: a version %d snapshot of %s rules has none", j.Version, s.rules)
	}
	for i, c := range j.LootDeck.Draw {
		if err := c.Validate(); err != nil {
			return fmt.Errorf("loot_deck.draw[%d]: %w", i, err)
		}
	}
	s.lootDeck = &lootDeck{draw: slices.Clone(j.LootDeck.Draw)}
	return nil
}
