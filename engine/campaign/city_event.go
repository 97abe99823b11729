package campaign

import (
	"errors"
	"fmt"

	"github.com/haventable/haventable/engine/outpost"
)

// EditCityEvent is the kind of a Gloomhaven city or road event resolved.
const EditCityEvent = "campaign.city_event"

// CityEvent resolves the top card of a Gloomhaven campaign's city or road
// event deck (rulebook: a city event while in Gloomhaven between
// scenarios, a road event on the way to a scenario not linked): the card
// is drawn (it must be Card), the option chosen (Option) applied — Party
// to the party and each character, Cards' AddEvents and RemoveEvents to
// the decks — and the card returned to its deck's bottom (Return) or
// removed from the game, and Next kept for the next scenario's start
// (Pending). Start gives the campaign its decks at its first
// draw (a campaign without an outpost keeps them apart: the store's
// CityEvents).
type CityEvent struct {
	Card   string              `json:"card"`
	Deck   string              `json:"deck"`
	Option string              `json:"option,omitempty"`
	Return bool                `json:"return,omitempty"`
	Party  outpost.PartyChange `json:"party,omitempty"`
	Cards  outpost.Change      `json:"cards,omitempty"`
	// Next is what every character starts the next scenario with: the
	// campaign keeps it (Pending) until then.
	Next  outpost.NextScenario `json:"next,omitzero"`
	Start *CityStart           `json:"start,omitempty"`
}

// CityStart is the data a campaign's city and road decks draw from (the
// events imported and the cards each deck starts with), and the seed of
// their shuffles.
type CityStart struct {
	Data outpost.Data `json:"data"`
	Seed uint64       `json:"seed"`
}

// ErrNoCityEvents means a campaign has not drawn a city or road event yet
// (CityEvent.Start gives it its decks).
var ErrNoCityEvents = errors.New("the campaign has no city or road event decks yet")

func (CityEvent) edit() {}

// Kind returns EditCityEvent.
func (CityEvent) Kind() string { return EditCityEvent }

// Told names the card, the option and the deck.
func (e CityEvent) Told() EditPayload {
	about := e.Card
	if e.Option != "" {
		about += " " + e.Option
	}
	return EditPayload{About: about, Detail: e.Deck}
}

// Check refuses a card without a number, another deck than the city's or
// the road's, a change out of bounds, and a change of anything on the
// decks but the cards in them.
func (e CityEvent) Check() error {
	if err := CheckName("event", e.Card); err != nil {
		return err
	}
	if e.Deck != outpost.DeckCity && e.Deck != outpost.DeckRoad {
		return fmt.Errorf("deck %q: want %q or %q", e.Deck, outpost.DeckCity, outpost.DeckRoad)
	}
	if len(e.Option) > MaxName {
		return fmt.Errorf("option is longer than %d characters", MaxName)
	}
	for _, v := range []int{e.Party.Reputation, e.Party.Prosperity, e.Party.Gold, e.Party.Experience, e.Party.Checks} {
		if v < -outpost.MaxPartyChange || v > outpost.MaxPartyChange {
			return fmt.Errorf("a change of %d, at most %d either way", v, outpost.MaxPartyChange)
		}
	}
	if err := e.Next.Check(); err != nil {
		return err
	}
	if !onlyCards(e.Cards) {
		return errors.New("a city or road event changes no outpost, only the cards in its decks")
	}
	if len(e.Cards.AddEvents)+len(e.Cards.RemoveEvents) > 2*outpost.MaxWords {
		return fmt.Errorf("more than %d cards added or removed", 2*outpost.MaxWords)
	}
	if e.Start != nil {
		if err := e.Start.Data.Check(); err != nil {
			return fmt.Errorf("event data: %w", err)
		}
	}
	return nil
}

// onlyCards reports whether c changes nothing but the cards in the decks.
func onlyCards(c outpost.Change) bool {
	c.AddEvents, c.RemoveEvents = nil, nil
	return c.Empty()
}

// DecksAfter makes the edit on the decks o with data d: the draw (its top card
// must be Card), the card returned or removed, the cards added and
// removed. o is ignored when Start gives the decks.
func (e CityEvent) DecksAfter(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	if e.Start != nil {
		o, d = outpost.NewDecks(e.Start.Seed), e.Start.Data
	}
	out, ev, err := o.DrawCityEvent(d, e.Deck)
	if err != nil {
		return o, err
	}
	if ev.ID != e.Card {
		return o, fmt.Errorf("event %s shown, but the %s deck's top card is %s", e.Card, e.Deck, ev.ID)
	}
	if e.Return {
		if out, err = out.ReturnEvent(outpost.Season(e.Deck), e.Card); err != nil {
			return o, err
		}
	}
	if out, err = out.ChangeDecks(d, e.Cards.AddEvents, e.Cards.RemoveEvents); err != nil {
		return o, err
	}
	return out, nil
}

// PartyAfter is party p after the event: reputation kept within
// ±MaxReputation, prosperity never below 0.
func (e CityEvent) PartyAfter(p Party) Party {
	p.Reputation = max(-MaxReputation, min(MaxReputation, p.Reputation+e.Party.Reputation))
	p.Prosperity = max(0, p.Prosperity+e.Party.Prosperity)
	return p
}

// CharacterAfter is character c after the event: each of gold,
// experience and checks changed, never below 0. A retired character is
// not in the party and keeps what it has.
func (e CityEvent) CharacterAfter(c Character) Character {
	if c.Retired {
		return c
	}
	c.Gold = max(0, c.Gold+e.Party.Gold)
	c.XP = max(0, c.XP+e.Party.Experience)
	c.PerkMarks = max(0, c.PerkMarks+e.Party.Checks)
	return c
}
