package campaign

import (
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/party"
)

// Character is a character sheet. Its chosen perks are in the engine's perk
// notation (modifier.ParsePerk) and rebuild its attack modifier deck through
// modifier.CharacterCards; a sheet whose perks do not build a deck is refused.
type Character struct {
	// ID numbers the character within its campaign (1, 2, ...); it is
	// assigned when the character is added (AddCharacter) and kept by
	// export and import.
	ID int64
	// Class names the character class, as the engine knows it.
	Class string
	// Name is the character's name; never blank.
	Name string
	// Level is at least 1.
	Level int
	// XP is the experience gained; never negative.
	XP int
	// Gold is never negative.
	Gold int
	// PerkMarks counts the check marks earned towards perks.
	PerkMarks int
	// Perks lists the chosen perks, in perk notation, in the order
	// they were taken; a perk taken twice appears twice.
	Perks []string
	// Retired is true once the character has retired.
	Retired bool
	// Items are the items the character owns, in the order they were
	// bought (items.go).
	Items []OwnedItem
	// Resources are the materials and herbs the character holds
	// (Frosthaven: what it looted, until it gives them to the outpost's
	// supply or spends them); never gold, which is Gold. Only the edits
	// that give or take them change them (Reward, GiveResources).
	Resources outpost.Supply
	// Quest is the character's personal quest (nil: none chosen); only the
	// quest edits change it (quests.go).
	Quest *Quest
	// Picks are the ability cards (their numbers in the class's deck)
	// picked at the character's level-ups, one a level above 1 (cards.go);
	// with the level 1 cards they are its pool. Only PickCard changes them.
	Picks []int
	// Enhancements are the enhancement stickers on its cards, in the
	// order placed; only Enhance changes them (cards.go).
	Enhancements []engine.CardEnhancement
}

// Member is the character as a party member at the table.
func (c Character) Member() party.Member {
	return party.Member{ID: c.ID, Name: c.Name, Level: c.Level, Perks: c.Perks}
}

// Members returns the characters as party members, in order.
func Members(cs []Character) []party.Member {
	out := make([]party.Member, len(cs))
	for i, c := range cs {
		out[i] = c.Member()
	}
	return out
}

// Validate reports the first field of c that cannot be stored.
func (c Character) Validate() error {
	switch {
	case strings.TrimSpace(c.Class) == "":
		return errors.New("character class must not be blank")
	case strings.TrimSpace(c.Name) == "":
		return errors.New("character name must not be blank")
	case utf8.RuneCountInString(c.Name) > MaxName || utf8.RuneCountInString(c.Class) > MaxName:
		return fmt.Errorf("character name or class is longer than %d characters", MaxName)
	case party.CheckLevel(c.Level) != nil:
		return party.CheckLevel(c.Level)
	case c.XP < 0 || c.XP > MaxCount:
		return fmt.Errorf("character XP %d is out of 0..%d", c.XP, MaxCount)
	case c.Gold < 0 || c.Gold > MaxCount:
		return fmt.Errorf("character gold %d is out of 0..%d", c.Gold, MaxCount)
	case c.PerkMarks < 0 || c.PerkMarks > MaxCount:
		return fmt.Errorf("character perk marks %d is out of 0..%d", c.PerkMarks, MaxCount)
	}
	for i, p := range c.Perks {
		if strings.TrimSpace(p) == "" {
			return fmt.Errorf("character perk %d is blank", i)
		}
		if utf8.RuneCountInString(p) > MaxPerk {
			return fmt.Errorf("character perk %d is longer than %d characters", i, MaxPerk)
		}
	}
	if err := checkCharacterResources(c.Resources, false); err != nil {
		return fmt.Errorf("character %q: %w", c.Name, err)
	}
	if err := checkCards(c); err != nil {
		return fmt.Errorf("character %q: %w", c.Name, err)
	}
	if c.Quest != nil {
		if err := c.Quest.Validate(); err != nil {
			return fmt.Errorf("character %q: %w", c.Name, err)
		}
	}
	if err := checkItems(c.Items); err != nil {
		return fmt.Errorf("character %q: %w", c.Name, err)
	}
	// The deck at the table follows the sheet: perks that do not build a
	// deck are refused here rather than found out mid-scenario.
	if _, err := modifier.CharacterCards(c.Perks); err != nil {
		return fmt.Errorf("character %q: %w", c.Name, err)
	}
	return nil
}

// ScenarioProgress is the campaign's progress on one scenario.
type ScenarioProgress struct {
	// ID names the scenario, as the engine knows it (often its number).
	ID string
	// Unlocked is true once the scenario may be played.
	Unlocked bool
	// Completed is true once the scenario has been won.
	Completed bool
}

// Note is a free-text note kept with a campaign.
type Note struct {
	// ID numbers the note within its campaign.
	ID int64
	// Text is the note itself.
	Text string
	// Created is when the note was added, to the millisecond, in UTC.
	Created time.Time
}

// PerksEarned is the number of perks that added check marks earn a
// character that had before, at per marks a perk (rules.Edition's
// ChecksPerPerk).
func PerksEarned(before, added, per int) int {
	if per < 1 || added < 1 {
		return 0
	}
	return (max(before, 0)+added)/per - max(before, 0)/per
}

// GoalChecks are the check marks a kept battle goal of checks marks gives
// at a scenario's end: its marks when the scenario was won and the group
// ticked it met, none otherwise (docs/battle-goals.md).
func GoalChecks(won, met bool, checks int) int {
	if !won || !met || checks < 0 {
		return 0
	}
	return checks
}
