package pack

import (
	"strconv"

	"github.com/haventable/haventable/engine/monster"
)

// ClassDeck is a character class's ability cards: those its players hold.
// Class names the class (one of the pack's classes, or of another pack's:
// a deck may come without its class).
type ClassDeck struct {
	Class string      `json:"class,required"`
	Cards []ClassCard `json:"cards,required"`
}

// ClassCard is one of a class's ability cards: a top and a bottom half
// under one initiative.
type ClassCard struct {
	Number int    `json:"number,required"`
	Name   string `json:"name,required"`
	// Level is the card's level, 1 to 9; 0 is level "X" (a starting card
	// a character of level 1 may take, as level 1 cards).
	Level      int      `json:"level"`
	Initiative int      `json:"initiative,required"`
	Top        CardHalf `json:"top,required"`
	Bottom     CardHalf `json:"bottom,required"`
}

// CardHalf is one half of a class card: its actions (the action language
// of monster cards; what the table does not play is text) and where the
// card goes once the half is played.
type CardHalf struct {
	Actions []monster.Action `json:"actions,required"`
	// Lost: the card is lost once this half is played.
	Lost bool `json:"lost,omitempty"`
	// Persistent: the card goes to the active area and stays there until
	// its use track is spent (Uses positions) or, without a track, until
	// the character's scenario ends.
	Persistent bool `json:"persistent,omitempty"`
	// Round: the card goes to the active area until the end of the round.
	Round bool `json:"round,omitempty"`
	// Uses is the number of positions of the half's use track (0: none).
	Uses int `json:"uses,omitempty"`
	// XP is the experience the half gives when played (without its use
	// track's own marks).
	XP int `json:"xp,omitempty"`
}

// Class card limits.
const (
	MaxClassCards = 60 // cards in one class's deck
	MaxClassDecks = MaxClasses
	MaxUses       = 12 // positions of one use track
)

// ClassCardCount counts the pack's class ability cards: cards, classes
// with a deck, and their actions (bonus actions included), structured and
// text.
type ClassCardCount struct {
	Cards, Classes, Structured, Actions int
}

// ClassCards counts the pack's class ability cards.
func (p *Pack) ClassCards() ClassCardCount {
	var c ClassCardCount
	var walk func([]monster.Action)
	walk = func(as []monster.Action) {
		for _, a := range as {
			c.Actions++
			if a.Type != monster.KindText {
				c.Structured++
			}
			walk(a.Actions)
		}
	}
	for _, d := range p.ClassDecks {
		c.Classes++
		c.Cards += len(d.Cards)
		for _, card := range d.Cards {
			walk(card.Top.Actions)
			walk(card.Bottom.Actions)
		}
	}
	return c
}

// ClassTextLines are the words of the class cards' text actions, each
// once with how many times they stand, the most frequent first.
func (p *Pack) ClassTextLines() []TextLine {
	q := &Pack{}
	for _, d := range p.ClassDecks {
		dk := Deck{Name: d.Class}
		for _, card := range d.Cards {
			dk.Cards = append(dk.Cards, AbilityCard{Actions: append(append([]monster.Action{}, card.Top.Actions...), card.Bottom.Actions...)})
		}
		q.Decks = append(q.Decks, dk)
	}
	return q.TextLines()
}

// FindClassDeck returns the deck of class name.
func (p *Pack) FindClassDeck(name string) (ClassDeck, bool) {
	for _, d := range p.ClassDecks {
		if d.Class == name {
			return d, true
		}
	}
	return ClassDeck{}, false
}

func (c *checker) classDeck(path string, d ClassDeck, monsters map[string]bool) {
	c.name(path+".class", d.Class)
	if len(d.Cards) == 0 {
		c.add(path+".cards", "a class's deck needs a card")
	}
	if !c.count(path+".cards", len(d.Cards), MaxClassCards) {
		return
	}
	numbers := map[int]bool{}
	for i, card := range d.Cards {
		cp := path + ".cards[" + strconv.Itoa(i) + "]"
		if card.Name == "" {
			c.add(cp+".name", "missing: a class card has a name")
		}
		c.cardHead(cp, card.Number, card.Name, card.Initiative, numbers)
		c.between(cp+".level", card.Level, 0, ClassLevels)
		for _, h := range []struct {
			key  string
			half CardHalf
		}{{"top", card.Top}, {"bottom", card.Bottom}} {
			hp := cp + "." + h.key
			if h.half.Actions == nil {
				c.add(hp+".actions", "missing")
			}
			c.actions(hp+".actions", h.half.Actions, monsters, 0)
			c.between(hp+".uses", h.half.Uses, 0, MaxUses)
			c.between(hp+".xp", h.half.XP, 0, 99)
			if h.half.Persistent && h.half.Round {
				c.add(hp, "a half is persistent or a round bonus, not both")
			}
			if h.half.Uses > 0 && !h.half.Persistent && !h.half.Round {
				c.add(hp+".uses", "a use track belongs to a persistent or round bonus")
			}
		}
	}
}
