package engine

import (
	"fmt"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/haventable/haventable/engine/modifier"
)

// This file holds what a treasure chest gives when a data pack of the
// scenario's edition knows its treasure (Setup.Treasures): the table plays
// what it can (damage, conditions and experience to the character who
// opens it) and tells the rest. What a chest holds is secret until it is
// opened: the players' view never carries it (PlayersView).

// The kinds of a TreasureGain.
const (
	GainGold            = "gold"             // Amount gold
	GainExperience      = "experience"       // Amount experience: played (the rewards count it)
	GainHeal            = "heal"             // heal Amount: told
	GainDamage          = "damage"           // Amount damage to the opener: played
	GainCondition       = "condition"        // Name a condition (modifier's name): played on the opener
	GainLootCards       = "loot-cards"       // draw Amount loot cards: told
	GainResource        = "resource"         // Amount of resource Name
	GainItem            = "item"             // item number Amount, called Name
	GainItemBlueprint   = "item-blueprint"   // the blueprint of item number Amount, called Name
	GainItemDesign      = "item-design"      // the design of item number Amount, called Name
	GainRandomItem      = "random-item"      // draw a random item from the book's deck
	GainRandomBlueprint = "random-blueprint" // draw a random item blueprint
	GainRandomDesign    = "random-design"    // draw a random item design
	GainRandomScenario  = "random-scenario"  // draw a random side scenario
	GainBattleGoal      = "battle-goal"      // draw Amount battle goals
	GainScenario        = "scenario"         // scenario number Amount is unlocked
	GainBless           = "bless"            // Amount bless cards into the opener's deck: told
	GainCurse           = "curse"            // Amount curse cards into the opener's deck: told
	GainAchievement     = "achievement"      // the party achievement Name
	GainText            = "text"             // Name: the treasure's own words
)

// gainKinds are the kinds a TreasureGain may have.
var gainKinds = []string{GainGold, GainExperience, GainHeal, GainDamage, GainCondition, GainLootCards,
	GainResource, GainItem, GainItemBlueprint, GainItemDesign, GainRandomItem, GainRandomBlueprint,
	GainRandomDesign, GainRandomScenario, GainBattleGoal, GainScenario, GainBless, GainCurse, GainAchievement, GainText}

// Limits on what a treasure gives.
const (
	MaxTreasureGains = 12   // gains of one treasure
	MaxGainAmount    = 999  // a gain's number
	MaxGainNameLen   = 1000 // a gain's name or words, in characters
)

// TreasureGain is one thing a treasure gives (see the Gain kinds).
type TreasureGain struct {
	Kind   string `json:"kind"`
	Amount int    `json:"amount,omitempty"`
	Name   string `json:"name,omitempty"`
}

// CheckGains says what is wrong with a treasure's gains, if anything.
func CheckGains(gives []TreasureGain) error {
	if len(gives) > MaxTreasureGains {
		return fmt.Errorf("%d gains; at most %d", len(gives), MaxTreasureGains)
	}
	for i, g := range gives {
		switch n := utf8.RuneCountInString(g.Name); {
		case !slices.Contains(gainKinds, g.Kind):
			return fmt.Errorf("gives[%d].kind: %q is none of %v", i, g.Kind, gainKinds)
		case g.Amount < 0 || g.Amount > MaxGainAmount:
			return fmt.Errorf("gives[%d].amount: %d; want 0 to %d", i, g.Amount, MaxGainAmount)
		case !utf8.ValidString(g.Name) || n > MaxGainNameLen:
			return fmt.Errorf("gives[%d].name: not valid text of at most %d characters", i, MaxGainNameLen)
		case g.Kind != GainText && g.Name != "" && slices.ContainsFunc([]rune(g.Name), unicode.IsControl):
			return fmt.Errorf("gives[%d].name: holds a control character", i)
		case g.Kind == GainCondition:
			if k, ok := modifier.ParseEffectKind(g.Name); !ok || !k.IsCondition() {
				return fmt.Errorf("gives[%d].name: %q is not a condition", i, g.Name)
			}
		}
	}
	return nil
}

// openTreasure plays what chest c gives on character by, who opened it:
// its damage (a fall ends there), its conditions, its experience.
func (s *Scenario) openTreasure(c Chest, by string) (*Fallen, error) {
	for _, g := range c.Gives {
		f := s.byID[by]
		if f == nil || !f.Alive() {
			return nil, nil
		}
		switch g.Kind {
		case GainDamage:
			if g.Amount == 0 {
				continue
			}
			got, fl, err := s.sufferDamage(by, g.Amount)
			if err != nil {
				return nil, fmt.Errorf("treasure %s: %w", c.Treasure, err)
			}
			if got.Fell {
				return fl, nil
			}
		case GainCondition:
			k, _ := modifier.ParseEffectKind(g.Name)
			if err := s.addCondition(by, k); err != nil {
				return nil, fmt.Errorf("treasure %s: %w", c.Treasure, err)
			}
		case GainExperience:
			if g.Amount == 0 {
				continue
			}
			if _, err := s.gainXP(by, g.Amount); err != nil {
				return nil, fmt.Errorf("treasure %s: %w", c.Treasure, err)
			}
		}
	}
	return nil, nil
}
