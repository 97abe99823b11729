package outpost

import (
	"errors"
	"fmt"
	"slices"
	"unicode/utf8"

	"github.com/haventable/haventable/engine/modifier"
)

// Event is an outpost event card of a season's deck (rulebook p. 60): its
// story, the options the group chooses from, and the threat on its back,
// resolved after the outcome unless the outcome says to skip it.
type Event struct {
	// ID is the card's number ("SO-07" in Gloomhaven Secretariat's
	// files), once among the events.
	ID     string `json:"id"`
	Season Season `json:"season"`
	// Deck is the kind of the card's deck: the outpost's (DeckOutpost, the
	// default), the road's or the boat's (Frosthaven's travel events, drawn
	// by RoadSeason).
	Deck    string        `json:"deck,omitempty"`
	Text    string        `json:"text,omitempty"`
	Options []EventOption `json:"options"`
	Threat  *Threat       `json:"threat,omitempty"`
}

// EventOption is one choice on an event card.
type EventOption struct {
	Label    string         `json:"label"`
	Text     string         `json:"text,omitempty"`
	Outcomes []EventOutcome `json:"outcomes,omitempty"`
	// Return puts the card back at the bottom of its deck after this
	// choice; otherwise it is removed from the game.
	Return bool `json:"return,omitempty"`
}

// EventOutcome is one outcome of an option: the group reads its condition
// (words; none: it always applies) and takes it when it holds. Change is
// what the table applies; Words are the effects it leaves to the group.
type EventOutcome struct {
	Condition string   `json:"condition,omitempty"`
	Text      string   `json:"text,omitempty"`
	Change    Change   `json:"change,omitempty"`
	Words     []string `json:"words,omitempty"`
	// AttackChange and TargetChange change the threat's attack value and
	// number of targets ("+5 attack", "-1 target").
	AttackChange int `json:"attack_change,omitempty"`
	TargetChange int `json:"target_change,omitempty"`
	// SkipThreat: the threat below is not resolved.
	SkipThreat bool `json:"skip_threat,omitempty"`
	// Party is what the outcome changes on a Gloomhaven campaign's sheet
	// (its city and road events): reputation, prosperity, each
	// character's gold, experience and checks.
	Party PartyChange `json:"party,omitempty"`
	// When is the condition as the table can judge it (Condition says it
	// in words): a bound on the party's reputation, a class in the party,
	// "otherwise". Nil: the group judges Condition.
	When *When `json:"when,omitempty"`
	// If are changes of the sheet that apply only when their own
	// condition holds as well ("if reputation is above 4, lose 1
	// reputation").
	If []PartyIf `json:"if,omitempty"`
	// Next is what every character starts the next scenario with (a
	// Gloomhaven city or road event's; the campaign keeps it until then).
	Next NextScenario `json:"next,omitzero"`
	// Return puts the card back at the bottom of its deck.
	Return bool `json:"return,omitempty"`
}

// Threat is an event's outpost attack (rulebook p. 61): Before, then its
// attack value against each of Targets buildings (0: all of them) chosen
// as TargetWords says, then After; Words are its effects left to the
// group.
type Threat struct {
	Attack      int      `json:"attack"`
	Targets     int      `json:"targets,omitempty"`
	TargetWords string   `json:"target_words,omitempty"`
	Text        string   `json:"text,omitempty"`
	Before      Change   `json:"before,omitempty"`
	After       Change   `json:"after,omitempty"`
	Words       []string `json:"words,omitempty"`
}

// The kinds of event decks: each has a pile per season, but for the
// boat's and Gloomhaven's city and road decks (season-less: an event of
// Gloomhaven's road deck has no season; Frosthaven's has one).
const (
	DeckOutpost = ""
	DeckRoad    = "road"
	DeckBoat    = "boat"
	DeckCity    = "city"
)

// DeckKey names the pile of season s's deck of kind deck, as Outpost.Events
// and Data.EventDecks key it: the season alone for the outpost's decks
// (as they always were), "summer-road", "winter-road" for the road's;
// the boat deck is one for the whole year ("boat").
func DeckKey(s Season, deck string) Season {
	switch deck {
	case DeckOutpost:
		return s
	case DeckBoat:
		return Season(DeckBoat)
	case DeckCity, DeckRoad:
		if s == "" { // Gloomhaven's
			return Season(deck)
		}
	}
	return s + "-" + Season(deck)
}

// deckKey reports whether key is a DeckKey.
func deckKey(key Season) bool {
	switch key {
	case Summer, Winter, Summer + "-" + DeckRoad, Winter + "-" + DeckRoad, DeckBoat, DeckCity, DeckRoad:
		return true
	}
	return false
}

// Event returns the event with id.
func (d Data) Event(id string) (Event, bool) {
	for _, e := range d.Events {
		if e.ID == id {
			return e, true
		}
	}
	return Event{}, false
}

// Limits of the events an outpost's data holds.
const (
	MaxEvents    = 1000
	MaxEventText = 8000
	MaxOptions   = 8
	MaxOutcomes  = 20
	MaxWords     = 30
)

// EventDeck is the draw pile of the outpost event deck of season s, top
// first: the outpost's own once it has drawn from it, else the data's
// starting deck, shuffled by the outpost's random source when it first
// draws.
func (o Outpost) EventDeck(d Data, s Season) []string {
	if pile, ok := o.Events[s]; ok {
		return slices.Clone(pile)
	}
	return slices.Clone(d.EventDecks[s])
}

// ErrEventDrawn means the outpost phase in progress has drawn its outpost
// event already (Outpost.PhaseEvent names it).
var ErrEventDrawn = errors.New("this outpost phase has drawn its outpost event")

// DrawEvent draws the outpost event of the season the calendar shows
// (OutpostSeason: rulebook p. 60) from that season's deck: the first draw
// from a deck shuffles it with the outpost's random source. The card is
// out of the deck until ReturnEvent puts it back. One event is drawn per
// outpost phase (its step 2, the outpost event): a second draw
// before time passes is refused (ErrEventDrawn).
func (o Outpost) DrawEvent(d Data) (Outpost, Event, error) { return o.DrawDeckEvent(d, DeckOutpost) }

// DrawDeckEvent draws the top card of the deck of kind deck, as DrawEvent
// does: the outpost's deck of OutpostSeason, the road's and the boat's of
// RoadSeason (the season of the week the group travels in, winter already
// after the last week of summer). Only the outpost's deck is drawn once a
// phase; the road's and the boat's as often as the group travels.
func (o Outpost) DrawDeckEvent(d Data, deck string) (Outpost, Event, error) {
	if deck == DeckOutpost && o.PhaseEvent != "" {
		return o, Event{}, fmt.Errorf("%w (%s)", ErrEventDrawn, o.PhaseEvent)
	}
	s := DeckKey(OutpostSeason(o.Week), deck)
	if deck != DeckOutpost {
		s = DeckKey(RoadSeason(o.Week), deck)
	}
	return o.drawFrom(d, s, deck)
}

// DrawCityEvent draws the top card of Gloomhaven's city deck (deck:
// DeckCity) or road deck (DeckRoad), as DrawDeckEvent does: the first draw
// shuffles the deck with the random source of o (NewDecks), the card is
// out until ReturnEvent puts it back, and nothing limits the draws.
func (o Outpost) DrawCityEvent(d Data, deck string) (Outpost, Event, error) {
	if deck != DeckCity && deck != DeckRoad {
		return o, Event{}, fmt.Errorf("no Gloomhaven event deck %q", deck)
	}
	return o.drawFrom(d, Season(deck), deck)
}

// NewDecks is the event decks of a Gloomhaven campaign, which has no
// outpost: an Outpost value of which only the event decks (Events) and the
// random source (from seed) are used; its decks start as the data's,
// shuffled at their first draw.
func NewDecks(seed uint64) Outpost {
	var o Outpost
	o.keep(modifier.NewSource(seed))
	return o
}

// drawFrom draws the top card of pile s, a deck of kind deck.
func (o Outpost) drawFrom(d Data, s Season, deck string) (Outpost, Event, error) {
	if !deckKey(s) {
		return o, Event{}, fmt.Errorf("no event deck %q", deck)
	}
	out := o.Clone()
	pile, err := out.pile(d, s)
	if err != nil {
		return o, Event{}, err
	}
	if len(pile) == 0 {
		return o, Event{}, fmt.Errorf("the %s outpost event deck is empty", s)
	}
	e, ok := d.Event(pile[0])
	if ok && DeckKey(e.Season, e.Deck) != s {
		ok = false
	}
	if !ok {
		return o, Event{}, fmt.Errorf("the %s outpost event deck names event %q, which the data does not have", s, pile[0])
	}
	if out.Events == nil {
		out.Events = map[Season][]string{}
	}
	out.Events[s] = pile[1:]
	if deck == DeckOutpost {
		out.PhaseEvent = e.ID
	}
	return out, e, nil
}

// pile is season s's draw pile: the outpost's own, or the data's starting
// deck shuffled with the outpost's source (o then keeps the source's
// state; the pile is o's once the caller stores it).
func (o *Outpost) pile(d Data, s Season) ([]string, error) {
	if pile, started := o.Events[s]; started {
		return pile, nil
	}
	pile := slices.Clone(d.EventDecks[s])
	if err := o.shuffle(pile); err != nil {
		return nil, err
	}
	return pile, nil
}

// shuffle shuffles ids with the outpost's random source.
func (o *Outpost) shuffle(ids []string) error {
	src, err := o.source()
	if err != nil {
		return err
	}
	src.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	o.keep(src)
	return nil
}

// changeDecks puts the events add into their season's deck, shuffling it
// after (as Gloomhaven Secretariat does; a card in the deck already stays
// once), and takes the events remove out of theirs.
func (o *Outpost) changeDecks(d Data, add, remove []EventCard) error {
	for _, c := range append(slices.Clone(add), remove...) {
		if e, ok := d.Event(c.ID); !ok || DeckKey(e.Season, e.Deck) != DeckKey(c.Season, c.Deck) {
			return fmt.Errorf("no %s event %q", DeckKey(c.Season, c.Deck), c.ID)
		}
	}
	set := func(s Season, pile []string) {
		if o.Events == nil {
			o.Events = map[Season][]string{}
		}
		o.Events[s] = pile
	}
	for _, c := range add {
		k := DeckKey(c.Season, c.Deck)
		pile, err := o.pile(d, k)
		if err != nil {
			return err
		}
		if !slices.Contains(pile, c.ID) {
			pile = append(pile, c.ID)
			if err := o.shuffle(pile); err != nil {
				return err
			}
		}
		set(k, pile)
	}
	for _, c := range remove {
		k := DeckKey(c.Season, c.Deck)
		pile, err := o.pile(d, k)
		if err != nil {
			return err
		}
		set(k, slices.DeleteFunc(pile, func(id string) bool { return id == c.ID }))
	}
	return nil
}

// ReturnEvent puts event id at the bottom of pile s (a DeckKey: the
// season alone for the outpost's decks).
func (o Outpost) ReturnEvent(s Season, id string) (Outpost, error) {
	if !deckKey(s) {
		return o, fmt.Errorf("no event deck %q", s)
	}
	out := o.Clone()
	if slices.Contains(out.Events[s], id) {
		return o, fmt.Errorf("event %s is in the %s deck already", id, s)
	}
	if out.Events == nil {
		out.Events = map[Season][]string{}
	}
	out.Events[s] = append(out.Events[s], id)
	return out, nil
}

// Check refuses data an outpost cannot start from or draw its events
// from: too many buildings, a blank or doubled name, an event without an
// option or given twice, a deck naming an event the data does not have.
func (d Data) Check() error {
	if len(d.Buildings) > MaxBuildings {
		return fmt.Errorf("%d buildings, at most %d", len(d.Buildings), MaxBuildings)
	}
	seen := map[string]bool{}
	for _, b := range d.Buildings {
		if err := checkText("building name", b.Name); err != nil {
			return err
		}
		if seen[b.Name] {
			return fmt.Errorf("building %q given twice", b.Name)
		}
		seen[b.Name] = true
	}
	if err := New(d, 0).Validate(); err != nil {
		return err
	}
	if len(d.Events) > MaxEvents {
		return fmt.Errorf("%d outpost events, at most %d", len(d.Events), MaxEvents)
	}
	ids := map[string]bool{}
	for _, e := range d.Events {
		if err := e.check(); err != nil {
			return fmt.Errorf("outpost event %q: %w", e.ID, err)
		}
		if ids[e.ID] {
			return fmt.Errorf("outpost event %q given twice", e.ID)
		}
		ids[e.ID] = true
	}
	for s, ids2 := range d.EventDecks {
		if !deckKey(s) {
			return fmt.Errorf("an outpost event deck of season %q", s)
		}
		if len(ids2) > MaxEvents {
			return fmt.Errorf("the %s outpost event deck holds %d cards, at most %d", s, len(ids2), MaxEvents)
		}
		for _, id := range ids2 {
			if !ids[id] {
				return fmt.Errorf("the %s outpost event deck names event %q, which the data does not have", s, id)
			}
		}
	}
	return d.checkRewards()
}

func (e Event) check() error {
	if err := checkText("event id", e.ID); err != nil {
		return err
	}
	switch {
	case e.Deck != DeckOutpost && e.Deck != DeckRoad && e.Deck != DeckBoat && e.Deck != DeckCity:
		return fmt.Errorf("deck %q", e.Deck)
	case (e.Deck == DeckBoat || e.Deck == DeckCity) && e.Season != "":
		return fmt.Errorf("a %s event of season %q: the %s deck has none", e.Deck, e.Season, e.Deck)
	case e.Deck == DeckRoad && e.Season == "": // Gloomhaven's road deck
	case e.Deck != DeckBoat && e.Deck != DeckCity && e.Season != Summer && e.Season != Winter:
		return fmt.Errorf("season %q", e.Season)
	}
	if len(e.Options) == 0 || len(e.Options) > MaxOptions {
		return fmt.Errorf("%d options, 1 to %d", len(e.Options), MaxOptions)
	}
	if err := longText(e.Text); err != nil {
		return err
	}
	for _, op := range e.Options {
		if err := checkText("option label", op.Label); err != nil {
			return err
		}
		if err := longText(op.Text); err != nil {
			return err
		}
		if len(op.Outcomes) > MaxOutcomes {
			return fmt.Errorf("%d outcomes, at most %d", len(op.Outcomes), MaxOutcomes)
		}
		for _, oc := range op.Outcomes {
			if err := checkChange(oc.Change, oc.Words, oc.Condition, oc.Text); err != nil {
				return err
			}
			if abs(oc.AttackChange) > MaxCardValue || abs(oc.TargetChange) > MaxBuildings {
				return errors.New("an outcome's change of the attack is out of range")
			}
			if err := oc.Party.check(); err != nil {
				return err
			}
			if err := oc.Next.Check(); err != nil {
				return err
			}
			if err := oc.When.check(); err != nil {
				return err
			}
			if len(oc.If) > MaxWords {
				return fmt.Errorf("more than %d changes under conditions", MaxWords)
			}
			for _, pi := range oc.If {
				if err := pi.check(); err != nil {
					return err
				}
			}
		}
	}
	if t := e.Threat; t != nil {
		if t.Attack < 0 || t.Attack > MaxCardValue || t.Targets < 0 || t.Targets > MaxBuildings {
			return errors.New("the threat's attack or targets are out of range")
		}
		if err := checkChange(t.Before.Plus(t.After), t.Words, t.TargetWords, t.Text); err != nil {
			return err
		}
	}
	return nil
}

func checkChange(c Change, words []string, texts ...string) error {
	if err := c.Gain.Validate(); err != nil {
		return err
	}
	if err := c.Lose.Validate(); err != nil {
		return err
	}
	if len(words) > MaxWords || len(c.Sections) > MaxWords || len(c.Wreck) > MaxWords ||
		len(c.AddEvents) > MaxWords || len(c.RemoveEvents) > MaxWords {
		return fmt.Errorf("more than %d effects", MaxWords)
	}
	for _, w := range append(slices.Clone(words), texts...) {
		if err := longText(w); err != nil {
			return err
		}
	}
	return nil
}

func longText(s string) error {
	if utf8.RuneCountInString(s) > MaxEventText {
		return fmt.Errorf("a text longer than %d characters", MaxEventText)
	}
	return nil
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// EffectCounts counts the buildings' effects (a level's, standing or
// wrecked): those the table plays and those kept in words.
func (d Data) EffectCounts() (played, words int) {
	for _, b := range d.Buildings {
		for _, e := range append(slices.Clone(b.Effects), b.WreckedEffects...) {
			switch {
			case e.Played():
				played++
			case e.Words != "":
				words++
			}
		}
	}
	return played, words
}

// ChangeDecks puts the events add into their decks (shuffled after) and
// takes the events remove out of theirs, as an outcome's AddEvents and
// RemoveEvents do: Gloomhaven's city and road decks, which change apart
// from any outpost.
func (o Outpost) ChangeDecks(d Data, add, remove []EventCard) (Outpost, error) {
	out := o.Clone()
	if err := out.changeDecks(d, add, remove); err != nil {
		return o, err
	}
	return out, nil
}
