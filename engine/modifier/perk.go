package modifier

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// ParsePerk reads a perk in the notation the character sheet stores:
//
//	remove -1, -1
//	replace -1 with +1
//	replace -1, -1 with +0 roll fire @brute
//	add +1 roll, +1 roll
//
// Cards are in card notation, separated by commas. A perk never adds or
// removes bless, curse, monster or scenario cards. What a perk says beyond
// its cards ends it in double quotes, and a perk may be that text alone:
//
//	add +1 "Ignore negative item effects"
//	"Ignore negative scenario effects"
func ParsePerk(s string) (Perk, error) {
	cards, text, err := cutPerkText(s)
	if err != nil {
		return Perk{}, err
	}
	if cards == "" && text != "" {
		return Perk{Text: text}, nil
	}
	p, err := parsePerkCardsPart(s, cards)
	p.Text = text
	return p, err
}

// MaxPerkText bounds a perk's text, in characters.
const MaxPerkText = 200

// cutPerkText splits a perk into its cards and its text in quotes.
func cutPerkText(s string) (cards, text string, err error) {
	s = strings.TrimSpace(s)
	i := strings.IndexByte(s, '"')
	if i < 0 {
		return s, "", nil
	}
	quoted := s[i:]
	if len(quoted) < 2 || !strings.HasSuffix(quoted, `"`) || strings.Contains(quoted[1:len(quoted)-1], `"`) {
		return "", "", notationError(ProblemPerkText, "", "parse perk %q: the text is one part in double quotes at its end", s)
	}
	text = strings.TrimSpace(quoted[1 : len(quoted)-1])
	if text == "" || !utf8.ValidString(text) || utf8.RuneCountInString(text) > MaxPerkText || strings.ContainsAny(text, "\n\r") {
		return "", "", notationError(ProblemPerkText, "", "parse perk %q: the text in quotes is empty, not one line or longer than %d characters", s, MaxPerkText)
	}
	return strings.TrimSpace(s[:i]), text, nil
}

// parsePerkCardsPart reads the cards part of perk s: a verb and its cards.
func parsePerkCardsPart(s, cards string) (Perk, error) {
	verb, rest, _ := strings.Cut(cards, " ")
	var p Perk
	var err error
	switch verb {
	case "":
		return Perk{}, notationError(ProblemEmpty, "", "parse perk %q: empty", s)
	case "add":
		p.Add, err = parsePerkCards(rest)
	case "remove":
		p.Remove, err = parsePerkCards(rest)
	case "replace":
		old, new, found := strings.Cut(" "+rest+" ", " with ")
		if !found {
			return Perk{}, notationError(ProblemPerkWith, "replace", "parse perk %q: replace needs \"with\"", s)
		}
		if p.Remove, err = parsePerkCards(old); err == nil {
			p.Add, err = parsePerkCards(new)
		}
	default:
		return Perk{}, notationError(ProblemPerkVerb, verb, "parse perk %q: %q is not add, remove or replace", s, verb)
	}
	if err != nil {
		return Perk{}, fmt.Errorf("parse perk %q: %w", s, err)
	}
	return p, nil
}

func parsePerkCards(list string) ([]Card, error) {
	if strings.TrimSpace(list) == "" {
		return nil, notationError(ProblemPerkNoCard, "", "no card")
	}
	parts := strings.Split(list, ",")
	cards := make([]Card, 0, len(parts))
	for i, part := range parts {
		c, err := ParseCard(part)
		if err != nil {
			return nil, fmt.Errorf("card %d: %w", i+1, err)
		}
		switch {
		case c.Special == Bless:
			return nil, notationError(ProblemPerkCard, strings.TrimSpace(part), "card %d: a perk does not add or remove bless cards", i+1)
		case c.Special == Curse:
			return nil, notationError(ProblemPerkCard, strings.TrimSpace(part), "card %d: a perk does not add or remove curse cards", i+1)
		case c.Icon == IconMonster:
			return nil, notationError(ProblemPerkCard, strings.TrimSpace(part), "card %d: a monster card has no place in a character's perks", i+1)
		case c.Icon == IconScenario:
			return nil, notationError(ProblemPerkCard, strings.TrimSpace(part), "card %d: a scenario card comes from a scenario or an item, not a perk", i+1)
		}
		cards = append(cards, c)
	}
	return cards, nil
}

// String prints the perk in the notation ParsePerk reads.
func (p Perk) String() string {
	join := func(cs []Card) string {
		parts := make([]string, len(cs))
		for i, c := range cs {
			parts[i] = c.String()
		}
		return strings.Join(parts, ", ")
	}
	var s string
	switch {
	case len(p.Remove) > 0 && len(p.Add) > 0:
		s = "replace " + join(p.Remove) + " with " + join(p.Add)
	case len(p.Remove) > 0:
		s = "remove " + join(p.Remove)
	case len(p.Add) > 0:
		s = "add " + join(p.Add)
	}
	if p.Text != "" {
		if s != "" {
			s += " "
		}
		s += `"` + p.Text + `"`
	}
	return s
}

// CharacterCards returns the cards of a character's attack modifier deck:
// the standard 20 changed by the chosen perks in the order they were taken,
// as the character sheet stores them. An error names the perk (counted from
// 1) and the card at fault.
func CharacterCards(perks []string) ([]Card, error) {
	deck, err := NewDeck(OwnerCharacter, StandardCards(), NewSource(0), nil)
	if err != nil {
		return nil, err
	}
	for i, s := range perks {
		p, err := ParsePerk(s)
		if err != nil {
			return nil, fmt.Errorf("perk %d: %w", i+1, err)
		}
		if err := deck.ApplyPerk(p); err != nil {
			return nil, fmt.Errorf("perk %d (%s): %w", i+1, s, err)
		}
	}
	return append(deck.DrawPile(), deck.DiscardPile()...), nil
}
