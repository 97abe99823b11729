package campaign

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

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
	case p.Prosperity < 0:
		return fmt.Errorf("party prosperity %d is negative", p.Prosperity)
	case p.Donations < 0:
		return fmt.Errorf("party donations %d is negative", p.Donations)
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

// MaxName is the longest name of a campaign, party or character, in
// characters.
const MaxName = 200
