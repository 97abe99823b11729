package campaign

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/rules"
)

// Campaign is one campaign as it is stored.
type Campaign struct {
	// ID identifies the campaign within its database.
	ID int64
	// Name is what the player calls the campaign; never blank.
	Name string
	// Created is when the campaign was created, to the millisecond, in UTC.
	Created time.Time
	// Party is the campaign's party.
	Party Party
	// Rules is the edition whose rules the campaign's scenarios play (a
	// scenario keeps the rules it started with).
	Rules rules.Edition
}

// Party is the group of characters playing a campaign.
type Party struct {
	// Name is the party's name; it may be blank.
	Name string
	// Reputation is the party's reputation; it may be negative.
	Reputation int
	// Prosperity counts the prosperity marks of the city; never negative.
	Prosperity int
	// Donations is the gold donated to the sanctuary; never negative.
	Donations int
}

// Validate reports the first field of p that cannot be stored.
func (p Party) Validate() error {
	switch {
	case p.Reputation < -MaxReputation || p.Reputation > MaxReputation:
		return fmt.Errorf("party reputation %d is out of -%d..%d", p.Reputation, MaxReputation, MaxReputation)
	case p.Prosperity < 0 || p.Prosperity > MaxCount:
		return fmt.Errorf("party prosperity %d is out of 0..%d", p.Prosperity, MaxCount)
	case p.Donations < 0 || p.Donations > MaxCount:
		return fmt.Errorf("party donations %d is out of 0..%d", p.Donations, MaxCount)
	case utf8.RuneCountInString(p.Name) > MaxName:
		return fmt.Errorf("party name is longer than %d characters", MaxName)
	}
	return nil
}

// CheckName rejects blank names and names longer than MaxName; field names
// the thing being named ("campaign name").
func CheckName(field, name string) error {
	if strings.TrimSpace(name) == "" {
		return fmt.Errorf("%s must not be blank", field)
	}
	if n := utf8.RuneCountInString(name); n > MaxName {
		return fmt.Errorf("%s is %d characters long, at most %d", field, n, MaxName)
	}
	return nil
}

// MaxName is the longest name of a campaign, party or character, and the
// longest scenario ID, in characters.
const MaxName = 200

// MaxPerk bounds a chosen perk in perk notation: its cards and its own
// words in quotes (modifier.MaxPerkText).
const MaxPerk = MaxName + modifier.MaxPerkText + 3

// MaxReputation bounds a party's reputation both ways.
const MaxReputation = 20

// MaxCount bounds every count on a sheet that has no bound of the rules:
// experience, gold, perk marks, prosperity, donations.
const MaxCount = math.MaxInt32

// The most rows of each kind a campaign's sheet holds: the campaign screen
// lists each whole.
const (
	MaxCharacters = 100
	MaxScenarios  = 1000
	MaxNotes      = 1000
)

// MaxNote is the longest note, in characters.
const MaxNote = 10000

// CheckNote rejects a note longer than MaxNote.
func CheckNote(text string) error {
	if n := utf8.RuneCountInString(text); n > MaxNote {
		return fmt.Errorf("note is %d characters long, at most %d", n, MaxNote)
	}
	return nil
}

// CheckScenarioID rejects a blank scenario ID and one longer than MaxName.
func CheckScenarioID(id string) error {
	if strings.TrimSpace(id) == "" {
		return errors.New("scenario id must not be blank")
	}
	if n := utf8.RuneCountInString(id); n > MaxName {
		return fmt.Errorf("scenario id is %d characters long, at most %d", n, MaxName)
	}
	return nil
}

// Clip returns s cut to max characters, the last of them "…" when it is
// cut: how a value longer than its bound (kept by an older version) is
// shown, so that it never has to be laid out whole.
func Clip(s string, max int) string {
	if len(s) <= max {
		return s
	}
	i := 0
	for n := 0; n < max-1 && i < len(s); n++ {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	if i >= len(s) || utf8.RuneCountInString(s[i:]) <= 1 {
		return s
	}
	return s[:i] + "…"
}
