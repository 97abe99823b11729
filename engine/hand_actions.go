package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// The actions on a character's hand (hand_cards.go). Each checks all it
// needs before it changes anything: a refused one leaves the scenario as
// it was.
type (
	// ChooseHand keeps a character's hand from now on: of its class's
	// Deck, the Cards (numbers) the player takes into the scenario,
	// exactly HandSize of them (the class's hand size), each of a level
	// up to Level (the character's; level X cards at any level). It is
	// chosen before the first card is played; choosing again replaces it.
	// With a Pool (the character's cards on its campaign sheet: CardPool),
	// only the cards of the pool may be taken; without one, every card of
	// its level or lower (a campaign of before level-up picks).
	ChooseHand struct {
		Character string      `json:"character"`
		Level     int         `json:"level"`
		HandSize  int         `json:"hand_size"`
		Deck      []ClassCard `json:"deck"`
		Cards     []int       `json:"cards"`
		Pool      []int       `json:"pool,omitempty"`
		// Discard are the cards of Cards that start in the discard pile:
		// as many as the character's counted cards had discarded before a
		// hand was kept (an event's "discard N cards" at the scenario's
		// start, docs/hand.md), the player's choice. None is taken as a
		// hand chosen before this field existed (its logs replay as they
		// were); the hand screen always gives them.
		Discard []int `json:"discard,omitempty"`
	}
	// DropHand stops keeping a character's hand (its players keep their
	// cards on the table).
	DropHand struct {
		Character string `json:"character"`
	}
	// ChooseCards chooses a character's two cards for the round, from its
	// hand: the leading card's initiative is the character's.
	ChooseCards struct {
		Character string `json:"character"`
		Leading   int    `json:"leading"`
		Second    int    `json:"second"`
	}
	// DeclareLongRest declares a character's long rest for the round (it
	// acts on initiative 99): it needs two cards or more discarded.
	DeclareLongRest struct {
		Character string `json:"character"`
	}
	// PlayHalf plays, on the character's turn, one half of one of its two
	// chosen cards: the top of one and the bottom of the other. Default
	// plays it as the default action instead (attack 2 for a top half,
	// move 2 for a bottom one; the card is then discarded).
	PlayHalf struct {
		Character string `json:"character"`
		Card      int    `json:"card"`
		Half      string `json:"half"`
		Default   bool   `json:"default,omitempty"`
	}
	// UseBonus marks the next position of the use track of a card in the
	// character's active area, for Event (one of UseEvents); the card
	// leaves the active area when its last position is marked.
	UseBonus struct {
		Character string `json:"character"`
		Card      int    `json:"card"`
		Event     string `json:"event"`
	}
	// EndBonus takes a card out of the character's active area by hand
	// (a persistent bonus without a track, or one the player ends).
	EndBonus struct {
		Character string `json:"character"`
		Card      int    `json:"card"`
	}
	// RestShort is a character's short rest, at the end of the round: a
	// random card of its discard pile is lost, the others go back to its
	// hand.
	RestShort struct {
		Character string `json:"character"`
	}
	// RestRedraw takes, once after a short rest, the card lost back and
	// loses another of those taken back at random instead; the character
	// suffers 1 damage.
	RestRedraw struct {
		Character string `json:"character"`
	}
	// RestLong is a character's long rest on its turn (declared for the
	// round): the card Lose of its discard pile, the player's choice, is
	// lost, the others go back to its hand. (The heal of 2 comes with the
	// start of its turn.)
	RestLong struct {
		Character string `json:"character"`
		Lose      int    `json:"lose"`
	}
)

func init() {
	for _, a := range []Action{&ChooseHand{}, &DropHand{}, &ChooseCards{}, &DeclareLongRest{}, &PlayHalf{},
		&UseBonus{}, &EndBonus{}, &RestShort{}, &RestRedraw{}, &RestLong{}} {
		registerAction(a)
	}
}

// handAction is an action on one character's hand.
type handAction interface{ handCharacter() string }

func (a ChooseHand) handCharacter() string      { return a.Character }
func (a DropHand) handCharacter() string        { return a.Character }
func (a ChooseCards) handCharacter() string     { return a.Character }
func (a DeclareLongRest) handCharacter() string { return a.Character }
func (a PlayHalf) handCharacter() string        { return a.Character }
func (a UseBonus) handCharacter() string        { return a.Character }
func (a EndBonus) handCharacter() string        { return a.Character }
func (a RestShort) handCharacter() string       { return a.Character }
func (a RestRedraw) handCharacter() string      { return a.Character }
func (a RestLong) handCharacter() string        { return a.Character }

func (ChooseHand) Kind() string      { return "choose-hand" }
func (DropHand) Kind() string        { return "drop-hand" }
func (ChooseCards) Kind() string     { return "choose-cards" }
func (DeclareLongRest) Kind() string { return "declare-long-rest" }
func (PlayHalf) Kind() string        { return "play-half" }
func (UseBonus) Kind() string        { return "use-bonus" }
func (EndBonus) Kind() string        { return "end-bonus" }
func (RestShort) Kind() string       { return "rest-short" }
func (RestRedraw) Kind() string      { return "rest-redraw" }
func (RestLong) Kind() string        { return "rest-long" }

// HandPlay is what a hand action did: the half played and its actions as
// the table plays them, where the card went, the experience gained; for a
// rest, the card lost.
type HandPlay struct {
	Character string
	Card      int
	// Name is the card's name.
	Name    string
	Half    string
	Actions []monster.Action
	// Resolved are Actions worked out by the resolver of monster cards
	// (monster.Resolve, with no stat card: a character's values are its
	// card's): values, ranges, targets, the area template to place.
	Resolved []monster.Resolved
	// To is where the card went: "discard", "lost" or "active".
	To string
	XP int
	// Lost is the card a rest lost (0: none).
	Lost int
	// Replaced are the cards that left the active area as this one of
	// the same kind entered it (CardHalf.Exclusive).
	Replaced []int
	// Effects are what a half's action did to its targets
	// (apply-card-action); Consumed the elements consumed for its bonus
	// (consume-for-card).
	Effects  []CardEffect
	Consumed []modifier.EffectKind
	// Teleported is the hex a card's teleport placed the character on
	// (teleport-for-card).
	Teleported *hexgrid.Hex
}

// Where a played card goes.
const (
	ToDiscard = "discard"
	ToLost    = "lost"
	ToActive  = "active"
)

// DiscardOwedError refuses a hand chosen with another number of cards to
// discard than Owed: the cards the character discarded while they were
// counted, before a hand was kept (ChooseHand.Discard).
type DiscardOwedError struct{ Owed int }

func (e *DiscardOwedError) Error() string {
	return fmt.Sprintf("%d of the hand's cards start discarded", e.Owed)
}

// ErrNotChosen refuses to play a card that is not one of the round's two.
var ErrNotChosen = errors.New("the card is not one of the two chosen for the round")

func (a ChooseHand) apply(s *Scenario) (Report, error) {
	f, err := s.live(a.Character)
	if err != nil {
		return Report{}, err
	}
	if f.Kind != KindCharacter {
		return Report{}, fmt.Errorf("%q is not a character", a.Character)
	}
	if a.Level < 1 || a.Level > 9 {
		return Report{}, fmt.Errorf("hand of %q: character level %d, want 1 to 9", a.Character, a.Level)
	}
	if a.HandSize < 1 || a.HandSize > MaxHandSize {
		return Report{}, fmt.Errorf("hand of %q: hand size %d, want 1 to %d", a.Character, a.HandSize, MaxHandSize)
	}
	if len(a.Cards) != a.HandSize {
		return Report{}, fmt.Errorf("hand of %q: %d cards chosen, the class's hand holds %d", a.Character, len(a.Cards), a.HandSize)
	}
	old, had := s.hands[a.Character]
	if had && (len(old.InHand) != len(old.Cards) || len(old.Chosen) > 0) {
		return Report{}, fmt.Errorf("hand of %q: cards have been played from the hand chosen", a.Character)
	}
	owed := 0 // discarded while the cards were counted, before any hand
	if !had && f.Cards != nil {
		owed = f.Cards.Discard
	}
	// none given while owed is a hand chosen as before this field: the
	// logs recorded before it replay unchanged (the hand screen asks)
	if len(a.Discard) > 0 && len(a.Discard) != owed {
		return Report{}, fmt.Errorf("hand of %q: %d cards to discard chosen: %w", a.Character, len(a.Discard), &DiscardOwedError{Owed: owed})
	}
	h := &Hand{Character: a.Character, InHand: []int{}, Discard: []int{}, Lost: []int{}, Active: []ActiveCard{}}
	for _, n := range a.Cards {
		i := slices.IndexFunc(a.Deck, func(c ClassCard) bool { return c.Number == n })
		if i < 0 {
			return Report{}, fmt.Errorf("hand of %q: card %d is not in the class's deck", a.Character, n)
		}
		c := a.Deck[i]
		if c.Level > a.Level {
			return Report{}, fmt.Errorf("hand of %q: %s is a level %d card, the character is level %d", a.Character, c.Name, c.Level, a.Level)
		}
		if len(a.Pool) > 0 && !slices.Contains(a.Pool, n) {
			return Report{}, fmt.Errorf("hand of %q: %s is not one of the character's cards (level 1 and those picked at its level-ups)", a.Character, c.Name)
		}
		if slices.Contains(h.InHand, n) {
			return Report{}, fmt.Errorf("hand of %q: card %d chosen twice", a.Character, n)
		}
		h.Cards = append(h.Cards, c)
		h.InHand = append(h.InHand, n)
	}
	for _, n := range a.Discard {
		i := slices.Index(h.InHand, n)
		if i < 0 {
			return Report{}, fmt.Errorf("hand of %q: card %d to discard is not one of the hand's, or is given twice", a.Character, n)
		}
		h.InHand = slices.Delete(h.InHand, i, i+1)
		h.Discard = append(h.Discard, n)
	}
	if err := h.check(); err != nil {
		return Report{}, err
	}
	s.hands[a.Character] = h
	f.Cards = nil // the hand counts them
	return Report{}, nil
}

func (a DropHand) apply(s *Scenario) (Report, error) {
	if _, _, err := s.handOf(a.Character); err != nil {
		return Report{}, err
	}
	delete(s.hands, a.Character)
	return Report{}, nil
}

func (a ChooseCards) apply(s *Scenario) (Report, error) {
	_, h, err := s.handOf(a.Character)
	if err != nil {
		return Report{}, err
	}
	if err := s.checkInitiativeTime(a.Character); err != nil {
		return Report{}, err
	}
	if a.Leading == a.Second {
		return Report{}, fmt.Errorf("cards of %q: two different cards, please", a.Character)
	}
	var inits [2]int
	for i, n := range []int{a.Leading, a.Second} {
		if !slices.Contains(h.InHand, n) {
			return Report{}, fmt.Errorf("cards of %q: card %d is not in the hand", a.Character, n)
		}
		c, _ := h.Card(n)
		inits[i] = c.Initiative
	}
	if err := s.setInitiative(a.Character, max(inits[0], MinInitiative), max(inits[1], MinInitiative)); err != nil {
		return Report{}, err // checked above: cannot fail
	}
	h.Chosen = []int{a.Leading, a.Second}
	h.Played = nil
	return Report{}, nil
}

func (a DeclareLongRest) apply(s *Scenario) (Report, error) {
	_, h, err := s.handOf(a.Character)
	if err != nil {
		return Report{}, err
	}
	if !h.CanRest() {
		return Report{}, fmt.Errorf("long rest of %q: %w", a.Character, ErrCannotRest)
	}
	if err := s.setLongRest(a.Character); err != nil {
		return Report{}, err
	}
	h.Chosen, h.Played = nil, nil
	return Report{}, nil
}

func (a PlayHalf) apply(s *Scenario) (Report, error) {
	f, h, err := s.handOf(a.Character)
	if err != nil {
		return Report{}, err
	}
	if s.active != a.Character {
		return Report{}, fmt.Errorf("play a card of %q: it is not its turn", a.Character)
	}
	if !slices.Contains(h.Chosen, a.Card) {
		return Report{}, fmt.Errorf("play card %d of %q: %w", a.Card, a.Character, ErrNotChosen)
	}
	c, _ := h.Card(a.Card)
	half, err := c.HalfOf(a.Half)
	if err != nil {
		return Report{}, fmt.Errorf("play card %d of %q: %w", a.Card, a.Character, err)
	}
	for _, p := range h.Played {
		if p.Number == a.Card {
			return Report{}, fmt.Errorf("play %s: a half of it has been played", c.Name)
		}
		if p.Half == a.Half {
			return Report{}, fmt.Errorf("play the %s of %s: the %s of the other card has been played; one top and one bottom", a.Half, c.Name, a.Half)
		}
	}
	hp := h.report(a.Character, a.Card, a.Half, ToDiscard)
	h.InHand = remove(h.InHand, a.Card)
	h.Played = append(h.Played, PlayedHalf{Number: a.Card, Half: a.Half, Default: a.Default, MovedBefore: s.TurnProgress(a.Character).Moved})
	switch {
	case a.Default:
		hp.Actions = []monster.Action{DefaultAttack}
		if a.Half == HalfBottom {
			hp.Actions = []monster.Action{DefaultMove}
		}
		h.Discard = append(h.Discard, a.Card)
	case half.Persistent || half.Round:
		hp.Actions, hp.To, hp.XP = half.Actions, ToActive, half.XP
		hp.Replaced = h.replaceExclusive(f, half.Exclusive)
		ac := ActiveCard{Number: a.Card, Half: a.Half, Round: half.Round, Uses: half.Uses, Shield: cardShield(half)}
		h.Active = append(h.Active, ac)
		if bs := cardBonuses(a.Card, half); len(bs) > 0 { // the bearer's while the card is active
			f.Bonuses = append(slices.Clone(f.Bonuses), bs...)
		}
	case half.Lost:
		hp.Actions, hp.To, hp.XP = half.Actions, ToLost, half.XP
		h.Lost = append(h.Lost, a.Card)
	default:
		hp.Actions, hp.XP = half.Actions, half.XP
		h.Discard = append(h.Discard, a.Card)
	}
	f.XP += hp.XP
	hp.Resolved = monster.Resolve(hp.Actions, monster.StatCard{})
	return Report{Hand: hp}, nil
}

func (a UseBonus) apply(s *Scenario) (Report, error) {
	f, h, err := s.handOf(a.Character)
	if err != nil {
		return Report{}, err
	}
	if !slices.Contains(UseEvents, a.Event) {
		return Report{}, fmt.Errorf("use bonus of %q: event %q, want one of %v", a.Character, a.Event, UseEvents)
	}
	i := slices.IndexFunc(h.Active, func(c ActiveCard) bool { return c.Number == a.Card })
	if i < 0 {
		return Report{}, fmt.Errorf("use bonus of %q: card %d is not in its active area", a.Character, a.Card)
	}
	ac := h.Active[i]
	if ac.Uses == 0 {
		return Report{}, fmt.Errorf("use bonus of %q: card %d has no use track", a.Character, a.Card)
	}
	hp := h.report(a.Character, a.Card, ac.Half, ToActive)
	hp.To = h.mark(f, i, a.Event)
	return Report{Hand: hp}, nil
}

func (a EndBonus) apply(s *Scenario) (Report, error) {
	f, h, err := s.handOf(a.Character)
	if err != nil {
		return Report{}, err
	}
	i := slices.IndexFunc(h.Active, func(c ActiveCard) bool { return c.Number == a.Card })
	if i < 0 {
		return Report{}, fmt.Errorf("end bonus of %q: card %d is not in its active area", a.Character, a.Card)
	}
	gone := h.Active[i]
	h.Active = slices.Delete(h.Active, i, i+1)
	h.leave(f, gone)
	return Report{Hand: h.report(a.Character, a.Card, gone.Half, h.placeOf(a.Card))}, nil
}

// replaceExclusive takes out of the active area the cards whose active
// half is of kind (CardHalf.Exclusive), as a card of that kind is played
// into it: each leaves as its half says (discarded or lost). It returns
// their numbers; none for kind "", or while an active card lets two of
// that kind be active (CardHalf.ExclusiveTwo).
func (h *Hand) replaceExclusive(f *Figure, kind string) []int {
	if kind == "" {
		return nil
	}
	for _, a := range h.Active {
		c, _ := h.Card(a.Number)
		if half, err := c.HalfOf(a.Half); err == nil && half.ExclusiveTwo == kind {
			return nil // two may be active: the players end one of a third's others
		}
	}
	var gone []int
	kept := h.Active[:0:0]
	for _, a := range h.Active {
		c, _ := h.Card(a.Number)
		if half, err := c.HalfOf(a.Half); err == nil && half.Exclusive == kind {
			h.leave(f, a)
			gone = append(gone, a.Number)
			continue
		}
		kept = append(kept, a)
	}
	h.Active = kept
	return gone
}

// turnXP is the experience the active cards give at the start of the
// bearer's turn (CardHalf.XPEachTurn): each card's, but of the cards of
// one Exclusive kind only the most one gives ("You may have two Songs
// active at once, but you only gain experience from one").
func (h *Hand) turnXP() int {
	n := 0
	byKind := map[string]int{}
	for _, a := range h.Active {
		c, _ := h.Card(a.Number)
		half, err := c.HalfOf(a.Half)
		switch {
		case err != nil:
		case half.Exclusive == "":
			n += half.XPEachTurn
		default:
			byKind[half.Exclusive] = max(byKind[half.Exclusive], half.XPEachTurn)
		}
	}
	for _, x := range byKind {
		n += x
	}
	return n
}

// placeOf names the pile card n is in: discard, lost or "".
func (h *Hand) placeOf(n int) string {
	switch {
	case slices.Contains(h.Discard, n):
		return ToDiscard
	case slices.Contains(h.Lost, n):
		return ToLost
	}
	return ""
}

func (a RestShort) apply(s *Scenario) (Report, error) {
	_, h, err := s.handOf(a.Character)
	if err != nil {
		return Report{}, err
	}
	if in, ok := s.charInit[a.Character]; ok && in.LongRest {
		return Report{}, fmt.Errorf("short rest of %q: it takes a long rest this round", a.Character)
	}
	if !h.CanRest() {
		return Report{}, fmt.Errorf("short rest of %q: %w", a.Character, ErrCannotRest)
	}
	if !s.ShortRestTime() {
		return Report{}, fmt.Errorf("short rest of %q in round %d: %w", a.Character, s.round, ErrRestTime)
	}
	if h.Rested {
		return Report{}, fmt.Errorf("short rest of %q: it has rested this round", a.Character)
	}
	lost := h.Discard[s.src.IntN(len(h.Discard))]
	h.RestBack = remove(slices.Clone(h.Discard), lost)
	h.InHand = append(h.InHand, h.RestBack...)
	h.Lost = append(h.Lost, lost)
	h.Discard = []int{}
	h.Rested, h.RestLost = true, lost
	return Report{Hand: h.report(a.Character, lost, "", ToLost)}, nil
}

func (a RestRedraw) apply(s *Scenario) (Report, error) {
	f, h, err := s.handOf(a.Character)
	if err != nil {
		return Report{}, err
	}
	if !h.Rested || h.Redrawn {
		return Report{}, fmt.Errorf("redraw of %q: only once, right after a short rest this round", a.Character)
	}
	if !slices.Equal(h.Lost[len(h.Lost)-1:], []int{h.RestLost}) {
		return Report{}, fmt.Errorf("redraw of %q: the card its short rest lost has moved", a.Character)
	}
	var back []int // those taken back still in hand
	for _, n := range h.RestBack {
		if slices.Contains(h.InHand, n) {
			back = append(back, n)
		}
	}
	if len(back) == 0 {
		return Report{}, fmt.Errorf("redraw of %q: no card taken back is left in the hand", a.Character)
	}
	lost := back[s.src.IntN(len(back))]
	at, onMap := f.At, f.OnMap
	suffered, _ := f.SufferDamage(1) // a live figure, amount 1: cannot fail
	rep := Report{Suffered: suffered}
	if suffered.Fell {
		rep.Fallen = s.afterFall(f, at, onMap)
	}
	h.Lost = append(h.Lost[:len(h.Lost)-1], lost)
	h.InHand = append(remove(h.InHand, lost), h.RestLost)
	h.RestLost, h.Redrawn = lost, true
	rep.Hand = h.report(a.Character, lost, "", ToLost)
	return rep, nil
}

func (a RestLong) apply(s *Scenario) (Report, error) {
	_, h, err := s.handOf(a.Character)
	if err != nil {
		return Report{}, err
	}
	if in, ok := s.charInit[a.Character]; !ok || !in.LongRest {
		return Report{}, fmt.Errorf("long rest of %q: not declared this round", a.Character)
	}
	if s.active != a.Character {
		return Report{}, fmt.Errorf("long rest of %q: it is taken on its turn", a.Character)
	}
	if !h.CanRest() {
		return Report{}, fmt.Errorf("long rest of %q: %w", a.Character, ErrCannotRest)
	}
	if !slices.Contains(h.Discard, a.Lose) {
		return Report{}, fmt.Errorf("long rest of %q: card %d is not in the discard pile", a.Character, a.Lose)
	}
	h.InHand = append(h.InHand, remove(slices.Clone(h.Discard), a.Lose)...)
	h.Lost = append(h.Lost, a.Lose)
	h.Discard = []int{}
	return Report{Hand: h.report(a.Character, a.Lose, "", ToLost)}, nil
}

// report is a HandPlay of card n (its half, where it went); a card lost by
// a rest (no half) is the rest's Lost.
func (h *Hand) report(character string, n int, half, to string) *HandPlay {
	c, _ := h.Card(n)
	hp := &HandPlay{Character: character, Card: n, Name: c.Name, Half: half, To: to}
	if half == "" {
		hp.Lost = n
	}
	return hp
}
