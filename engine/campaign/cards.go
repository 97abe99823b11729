package campaign

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/rules"
)

// MaxEnhancements bounds the enhancements on a character's cards.
const MaxEnhancements = 200

// MaxCardNumber bounds an ability card's number.
const MaxCardNumber = 99999

// Kinds of the card edits.
const (
	EditPickCard = "campaign.card_pick"
	EditEnhance  = "campaign.card_enhance"
)

type (
	// PickCard adds card Card (CardName, of level CardLevel) to the pool of
	// character Character (CharacterName): the card a level-up gives
	// (Gloomhaven rulebook, "Level up": one card of the new level or
	// lower). The store refuses it when no pick is due (one a level above
	// 1), when the card's level is above the character's, or when it is
	// picked already.
	PickCard struct {
		Character     int64  `json:"character"`
		CharacterName string `json:"character_name"`
		Card          int    `json:"card"`
		CardName      string `json:"card_name"`
		CardLevel     int    `json:"card_level"`
	}
	// Enhance places enhancement Enhancement on card CardName of character
	// Character (CharacterName), who pays Cost gold (NewEnhance works it
	// out by the edition's rules); the store refuses it when the character
	// has less gold, or when the action has three enhancements already.
	Enhance struct {
		Character     int64                  `json:"character"`
		CharacterName string                 `json:"character_name"`
		CardName      string                 `json:"card_name"`
		Enhancement   engine.CardEnhancement `json:"enhancement"`
		Cost          int                    `json:"cost"`
	}
)

func (PickCard) edit() {}
func (Enhance) edit()  {}

// Kind returns EditPickCard.
func (PickCard) Kind() string { return EditPickCard }

// Kind returns EditEnhance.
func (Enhance) Kind() string { return EditEnhance }

// Told names the card and, as Detail, the character.
func (e PickCard) Told() EditPayload { return EditPayload{About: e.CardName, Detail: e.CharacterName} }

// Told names the card and, as Detail, "character|sticker|cost".
func (e Enhance) Told() EditPayload {
	return EditPayload{About: e.CardName, Detail: fmt.Sprintf("%s|%s|%d", e.CharacterName, e.Enhancement.Sticker, e.Cost)}
}

// Check refuses a card number or level out of bounds, a blank name.
func (e PickCard) Check() error {
	if e.CardLevel < 2 || e.CardLevel > 9 {
		return fmt.Errorf("pick of a level %d card: level 1 and X cards are the character's already, want 2 to 9", e.CardLevel)
	}
	return checkCardName(e.Card, e.CardName)
}

// Check refuses a sticker or slot out of bounds, a cost out of
// 0..MaxCount.
func (e Enhance) Check() error {
	if e.Cost < 0 || e.Cost > MaxCount {
		return fmt.Errorf("enhancement cost %d out of 0..%d", e.Cost, MaxCount)
	}
	if err := checkEnhancement(e.Enhancement); err != nil {
		return err
	}
	return checkCardName(e.Enhancement.Card, e.CardName)
}

func checkCardName(n int, name string) error {
	switch {
	case n < 1 || n > MaxCardNumber:
		return fmt.Errorf("card number %d out of 1..%d", n, MaxCardNumber)
	case strings.TrimSpace(name) == "" || utf8.RuneCountInString(name) > MaxName:
		return fmt.Errorf("card %d: the name must be 1 to %d characters", n, MaxName)
	}
	return nil
}

func checkEnhancement(e engine.CardEnhancement) error {
	switch {
	case e.Card < 1 || e.Card > MaxCardNumber:
		return fmt.Errorf("enhancement on card %d: out of 1..%d", e.Card, MaxCardNumber)
	case e.Half != engine.HalfTop && e.Half != engine.HalfBottom:
		return fmt.Errorf("enhancement on card %d: half %q", e.Card, e.Half)
	case e.Action < 0 || e.Action > 20:
		return fmt.Errorf("enhancement on card %d: action %d", e.Card, e.Action)
	case strings.TrimSpace(e.Sticker) == "" || len(e.Sticker) > 40 || len(e.Element) > 40:
		return fmt.Errorf("enhancement on card %d: sticker %q", e.Card, e.Sticker)
	}
	return nil
}

// checkCards refuses a character's picks and enhancements that cannot be
// kept: more picks than levels above 1, a card picked twice, an
// enhancement out of bounds, more than three on one action.
func checkCards(c Character) error {
	if len(c.Picks) > max(c.Level-1, 0) {
		return fmt.Errorf("%d cards picked at level %d, at most %d", len(c.Picks), c.Level, max(c.Level-1, 0))
	}
	for i, n := range c.Picks {
		if n < 1 || n > MaxCardNumber || slices.Contains(c.Picks[:i], n) {
			return fmt.Errorf("card %d picked: out of 1..%d or picked twice", n, MaxCardNumber)
		}
	}
	if len(c.Enhancements) > MaxEnhancements {
		return fmt.Errorf("%d enhancements, at most %d", len(c.Enhancements), MaxEnhancements)
	}
	on := map[engine.CardEnhancement]int{}
	for _, e := range c.Enhancements {
		if err := checkEnhancement(e); err != nil {
			return err
		}
		slot := engine.CardEnhancement{Card: e.Card, Half: e.Half, Action: e.Action}
		if on[slot]++; on[slot] > 4 {
			return fmt.Errorf("card %d: more than four enhancements on one action", e.Card)
		}
	}
	return nil
}

// PicksDue is how many level-up picks character c has not made: one a
// level above 1, less those made.
func (c Character) PicksDue() int { return max(c.Level-1-len(c.Picks), 0) }

// ErrNoPickDue refuses a pick when every level-up's pick is made.
var ErrNoPickDue = errors.New("no card pick is due: one card a level above 1")

// ErrShortOfGold refuses an enhancement the character cannot pay.
var ErrShortOfGold = errors.New("not enough gold")

// Pick makes pick e on c (the store calls it on the stored sheet): it
// refuses a pick not due, a card above c's level, a card picked already.
func (e PickCard) Pick(c *Character) error {
	switch {
	case c.PicksDue() < 1:
		return fmt.Errorf("%s at level %d: %w", c.Name, c.Level, ErrNoPickDue)
	case e.CardLevel > c.Level:
		return fmt.Errorf("%s is a level %d card, %s is level %d", e.CardName, e.CardLevel, c.Name, c.Level)
	case slices.Contains(c.Picks, e.Card):
		return fmt.Errorf("%s has picked %s already", c.Name, e.CardName)
	}
	c.Picks = append(slices.Clone(c.Picks), e.Card)
	return nil
}

// Place makes enhancement e on c: it pays the cost from c's gold, refused
// when short.
func (e Enhance) Place(c *Character) error {
	if c.Gold < e.Cost {
		return fmt.Errorf("%s has %d gold, the enhancement costs %d: %w", c.Name, c.Gold, e.Cost, ErrShortOfGold)
	}
	c.Gold -= e.Cost
	c.Enhancements = append(slices.Clone(c.Enhancements), e.Enhancement)
	return nil
}

// NewEnhance is the edit that places enhancement e on card card of c,
// its cost worked out under the edition's rules ed (engine.EnhancementCost)
// with the enhancements already on that action of c's sheet.
func NewEnhance(c Character, ed rules.Edition, card engine.ClassCard, e engine.CardEnhancement) (Enhance, error) {
	if card.Number != e.Card {
		return Enhance{}, fmt.Errorf("enhancement on card %d given card %d", e.Card, card.Number)
	}
	q, err := engine.QuoteEnhancement(ed, card, e, c.Enhancements)
	if err != nil {
		return Enhance{}, err
	}
	cost, err := engine.EnhancementCost(q)
	if err != nil {
		return Enhance{}, err
	}
	return Enhance{Character: c.ID, CharacterName: c.Name, CardName: card.Name, Enhancement: e, Cost: cost}, nil
}
