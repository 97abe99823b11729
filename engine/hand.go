package engine

import (
	"errors"
	"fmt"
)

// CardPiles count a character's ability cards by pile: in hand, in the
// discard pile and lost. The players hold the cards; the engine counts
// them, so that it can tell when a character must rest, take the card a
// short rest loses at random, and exhaust a character who can neither play
// two cards nor rest. A character whose cards are not counted has none
// (Figure.Cards nil).
type CardPiles struct {
	Hand    int `json:"hand"`
	Discard int `json:"discard"`
	Lost    int `json:"lost"`
}

// MaxHandSize is the most ability cards a character's hand holds here.
const MaxHandSize = 30

// Total is the number of the character's cards.
func (p CardPiles) Total() int { return p.Hand + p.Discard + p.Lost }

// CanRest reports whether a rest is possible: two cards or more in the
// discard pile.
func (p CardPiles) CanRest() bool { return p.Discard >= 2 }

// MustRest reports whether the character cannot play its two cards from
// its hand this round but can rest.
func (p CardPiles) MustRest() bool { return p.Hand < 2 && p.CanRest() }

// Exhausted reports whether the character can neither play two cards nor
// rest.
func (p CardPiles) Exhausted() bool { return p.Hand < 2 && !p.CanRest() }

func (p CardPiles) check() error {
	if p.Hand < 0 || p.Discard < 0 || p.Lost < 0 || p.Total() > MaxHandSize {
		return fmt.Errorf("cards %d in hand, %d discarded, %d lost: want 0 or more, %d at most", p.Hand, p.Discard, p.Lost, MaxHandSize)
	}
	return nil
}

// Rest is what a rest did to a character's cards.
type Rest struct {
	Character string
	// Long is true for a long rest, whose player chooses the card lost;
	// for a short rest Lost is the card lost at random: its position, from
	// 1, in the discard pile as the player holds it.
	Long bool
	Lost int
	// Of is the number of cards in the discard pile before the rest; all
	// but the lost one went back to the hand.
	Of int
}

// ErrCannotRest refuses a rest with fewer than two cards in the discard
// pile.
var ErrCannotRest = errors.New("a rest needs two cards or more in the discard pile")

// ErrRestTime refuses a short rest while the round's turns are being
// taken: it is taken at the end of the round.
var ErrRestTime = errors.New("a short rest is taken at the end of the round, once every turn is over")

// ShortRestTime reports whether a short rest may be taken now: at the end
// of the round (every turn of it taken or missed, none under way), or
// between rounds (before the first turn of the next). The rules
// (Gloomhaven rulebook, "Resting"): a short rest is taken during the
// cleanup step at the end of a round; a long rest is declared at card
// selection and taken on initiative 99.
func (s *Scenario) ShortRestTime() bool {
	if !s.roundBegun() {
		return true
	}
	if s.active != "" {
		return false
	}
	_, more, err := s.NextTurn()
	return err == nil && !more
}

// ErrCardsNotCounted refuses to play or rest with cards the engine does
// not count (SetHand first).
var ErrCardsNotCounted = errors.New("the character's cards are not counted")

// setHand starts counting character id's ability cards: size cards in hand
// (1 to MaxHandSize), none discarded or lost; size 0 stops counting them.
func (s *Scenario) setHand(id string, size int) error {
	f, err := s.live(id)
	if err != nil {
		return fmt.Errorf("set hand: %w", err)
	}
	if f.Kind != KindCharacter {
		return fmt.Errorf("set hand: %q is not a character", id)
	}
	if size < 0 || size > MaxHandSize {
		return fmt.Errorf("set hand of %q: %d cards, want 0 to %d", id, size, MaxHandSize)
	}
	if size == 0 {
		f.Cards = nil
		return nil
	}
	f.Cards = &CardPiles{Hand: size}
	return nil
}

// countedCards returns character id's card piles, or an error when they
// are not counted.
func (s *Scenario) countedCards(id string) (*Figure, error) {
	f, err := s.live(id)
	if err != nil {
		return nil, err
	}
	if f.Kind != KindCharacter {
		return nil, fmt.Errorf("%q is not a character", id)
	}
	if f.Cards == nil {
		return nil, fmt.Errorf("%q: %w", id, ErrCardsNotCounted)
	}
	return f, nil
}

// playCards counts the cards character id played from its hand: discarded
// of them to the discard pile and lost of them lost (at least one card, at
// most those in hand).
func (s *Scenario) playCards(id string, discarded, lost int) error {
	f, err := s.countedCards(id)
	if err != nil {
		return fmt.Errorf("play cards: %w", err)
	}
	n := discarded + lost
	if discarded < 0 || lost < 0 || n < 1 || n > f.Cards.Hand {
		return fmt.Errorf("play cards of %q: %d discarded and %d lost from %d in hand", id, discarded, lost, f.Cards.Hand)
	}
	f.Cards.Hand -= n
	f.Cards.Discard += discarded
	f.Cards.Lost += lost
	return nil
}

// shortRest is character id's short rest (at the end of a round, see
// ShortRestTime; ErrRestTime otherwise): one card
// of its discard pile, drawn at random by the scenario's source, is lost;
// the others go back to its hand. A character who declared a long rest this
// round rests that way instead.
func (s *Scenario) shortRest(id string) (Rest, error) {
	f, err := s.countedCards(id)
	if err != nil {
		return Rest{}, fmt.Errorf("short rest: %w", err)
	}
	if in, ok := s.charInit[id]; ok && in.LongRest {
		return Rest{}, fmt.Errorf("short rest of %q: it takes a long rest this round", id)
	}
	if !f.Cards.CanRest() {
		return Rest{}, fmt.Errorf("short rest of %q: %w", id, ErrCannotRest)
	}
	if !s.ShortRestTime() {
		return Rest{}, fmt.Errorf("short rest of %q in round %d: %w", id, s.round, ErrRestTime)
	}
	r := Rest{Character: id, Of: f.Cards.Discard, Lost: s.src.IntN(f.Cards.Discard) + 1}
	f.Cards.refresh()
	return r, nil
}

// refresh loses one card of the discard pile and takes the rest back.
func (p *CardPiles) refresh() {
	p.Hand += p.Discard - 1
	p.Lost++
	p.Discard = 0
}

// longRest refreshes the cards of character f at its long rest; nil when
// they are not counted or cannot be refreshed.
func longRest(f *Figure) *Rest {
	if f.Cards == nil || !f.Cards.CanRest() {
		return nil
	}
	r := &Rest{Character: f.ID, Long: true, Of: f.Cards.Discard}
	f.Cards.refresh()
	return r
}
