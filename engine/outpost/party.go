package outpost

import (
	"errors"
	"fmt"
	"strings"
)

// PartyChange is what an outcome of Gloomhaven's city and road events
// changes on the campaign's sheet, apart from the event decks (Change's
// AddEvents and RemoveEvents): the party's reputation and the city's
// prosperity, and each character's gold, experience and checks (the
// rulebook's "each character gains …"; a loss below 0 stops at 0).
type PartyChange struct {
	Reputation int `json:"reputation,omitempty"`
	Prosperity int `json:"prosperity,omitempty"`
	Gold       int `json:"gold,omitempty"`
	Experience int `json:"experience,omitempty"`
	Checks     int `json:"checks,omitempty"`
}

// MaxPartyChange bounds each number of a PartyChange both ways.
const MaxPartyChange = 1000

// Plus is c and e added.
func (c PartyChange) Plus(e PartyChange) PartyChange {
	return PartyChange{Reputation: c.Reputation + e.Reputation, Prosperity: c.Prosperity + e.Prosperity,
		Gold: c.Gold + e.Gold, Experience: c.Experience + e.Experience, Checks: c.Checks + e.Checks}
}

// Empty reports whether c changes nothing.
func (c PartyChange) Empty() bool { return c == PartyChange{} }

func (c PartyChange) check() error {
	for _, v := range []int{c.Reputation, c.Prosperity, c.Gold, c.Experience, c.Checks} {
		if abs(v) > MaxPartyChange {
			return fmt.Errorf("a change of the party by %d, at most %d", v, MaxPartyChange)
		}
	}
	return nil
}

// When is an outcome's condition as the table judges it (Gloomhaven
// Secretariat's reputationGT, reputationLT, character, otherwise): the
// party's reputation above Above or below Below, one of Classes in the
// party, or Otherwise (none of the card's earlier outcomes holds).
type When struct {
	Above     *int     `json:"reputation_above,omitempty"`
	Below     *int     `json:"reputation_below,omitempty"`
	Classes   []string `json:"classes,omitempty"`
	Otherwise bool     `json:"otherwise,omitempty"`
}

func (w *When) check() error {
	if w == nil {
		return nil
	}
	n := 0
	for _, set := range []bool{w.Above != nil, w.Below != nil, len(w.Classes) > 0, w.Otherwise} {
		if set {
			n++
		}
	}
	if n != 1 {
		return errors.New("an outcome's condition names not exactly one of reputation above, below, classes, otherwise")
	}
	if len(w.Classes) > MaxWords {
		return fmt.Errorf("more than %d classes", MaxWords)
	}
	return nil
}

// Holds reports whether w holds for a party of reputation reputation and
// characters of classes classes (compared without case); an Otherwise
// holds when no outcome before it (earlier: whether each held) did.
func (w When) Holds(reputation int, classes []string, earlier []bool) bool {
	switch {
	case w.Above != nil:
		return reputation > *w.Above
	case w.Below != nil:
		return reputation < *w.Below
	case w.Otherwise:
		for _, h := range earlier {
			if h {
				return false
			}
		}
		return true
	}
	for _, c := range classes {
		for _, want := range w.Classes {
			if strings.EqualFold(c, want) {
				return true
			}
		}
	}
	return false
}

// PartyIf is a change of the sheet under its own condition (When, said
// in words by Condition), within an outcome that holds.
type PartyIf struct {
	When      When        `json:"when"`
	Condition string      `json:"condition,omitempty"`
	Party     PartyChange `json:"party"`
}

func (p PartyIf) check() error {
	if p.When.Otherwise {
		return errors.New("a change under the condition \"otherwise\"")
	}
	if err := p.When.check(); err != nil {
		return err
	}
	if err := longText(p.Condition); err != nil {
		return err
	}
	return p.Party.check()
}
