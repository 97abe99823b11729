package pack

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
)

// ClassDeck is a character class's ability cards: those its players hold.
// Class names the class (one of the pack's classes, or of another pack's:
// a deck may come without its class).
type ClassDeck struct {
	Class string      `json:"class,required"`
	Cards []ClassCard `json:"cards,required"`
}

// ClassCard is one of a class's ability cards (engine.ClassCard: the
// table plays them as the pack gives them).
type ClassCard = engine.ClassCard

// CardHalf is one half of a class card (engine.CardHalf).
type CardHalf = engine.CardHalf

// Class card limits.
const (
	MaxClassCards = 60 // cards in one class's deck
	MaxClassDecks = MaxClasses
	MaxUses       = engine.MaxUses
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
			if h.half.Track != "" && !slices.Contains(engine.UseEvents, h.half.Track) {
				c.add(hp+".track", fmt.Sprintf("%q: want one of %s", h.half.Track, strings.Join(engine.UseEvents, ", ")))
			}
			if h.half.Negate && (h.half.Uses == 0 || !h.half.Persistent && !h.half.Round) {
				c.add(hp+".negate", "a negate is a persistent or round bonus with a use track")
			}
			if x := h.half.Exclusive; x != "" && (!engine.ValidExclusive(x) || !h.half.Persistent && !h.half.Round) {
				c.add(hp+".exclusive", fmt.Sprintf("%q: a persistent or round bonus's kind, 1 to %d lower-case letters and hyphens", x, engine.MaxExclusive))
			}
			c.between(hp+".xp_each_turn", h.half.XPEachTurn, 0, engine.MaxXPEachTurn)
			if h.half.XPEachTurn > 0 && !h.half.Persistent && !h.half.Round {
				c.add(hp+".xp_each_turn", "experience each turn belongs to a persistent or round bonus")
			}
			if x := h.half.ExclusiveTwo; x != "" && (!engine.ValidExclusive(x) || !h.half.Persistent && !h.half.Round) {
				c.add(hp+".exclusive_two", fmt.Sprintf("%q: a persistent or round bonus's kind, 1 to %d lower-case letters and hyphens", x, engine.MaxExclusive))
			}
			c.between(hp+".attack_bonus", h.half.AttackBonus, 0, 99)
			if h.half.AttackBonus > 0 && !h.half.Persistent && !h.half.Round {
				c.add(hp+".attack_bonus", "an attack bonus is a persistent or round bonus's")
			}
		}
	}
}
