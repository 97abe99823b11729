package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// Hand is a character's ability cards in a scenario, as the engine owns
// them: the cards chosen at its start and where each one is (in hand,
// discarded, lost or in the active area), the round's two cards and the
// halves played from them. A character whose hand is not kept (its
// players keep their cards on the table) has none.
type Hand struct {
	Character string `json:"character"`
	// Cards are the cards chosen for the scenario, in the order chosen.
	Cards []ClassCard `json:"cards"`
	// InHand, Discard and Lost are card numbers, in the order they came
	// there.
	InHand  []int `json:"in_hand"`
	Discard []int `json:"discard"`
	Lost    []int `json:"lost"`
	// Active are the cards in the active area.
	Active []ActiveCard `json:"active"`
	// Chosen are the round's two cards, the leading one first (empty
	// before they are chosen, and for a long rest).
	Chosen []int `json:"chosen,omitempty"`
	// Played are the halves played this round from the chosen cards.
	Played []PlayedHalf `json:"played,omitempty"`
	// Rested: the character took a short rest this round; RestLost is the
	// card it lost at random and RestBack the cards it took back (a redraw
	// may lose another of them instead, once: Redrawn).
	Rested   bool  `json:"rested,omitempty"`
	RestLost int   `json:"rest_lost,omitempty"`
	RestBack []int `json:"rest_back,omitempty"`
	Redrawn  bool  `json:"redrawn,omitempty"`
}

// Card halves.
const (
	HalfTop    = "top"
	HalfBottom = "bottom"
)

// ActiveCard is a card in the active area: its half that put it there,
// whether it ends with the round, and its use track (Uses positions, Used
// of them marked, by the events Events names in order). Shield is the
// shield bonus the card gives its bearer while it is active (0: none): a
// shield bonus of that value on the figure, which leaves with the card.
type ActiveCard struct {
	Number int      `json:"number"`
	Half   string   `json:"half"`
	Round  bool     `json:"round,omitempty"`
	Uses   int      `json:"uses,omitempty"`
	Used   int      `json:"used,omitempty"`
	Events []string `json:"events,omitempty"`
	Shield int      `json:"shield,omitempty"`
}

// PlayedHalf is a half played: the card, the half, and Default when the
// half was played as the default action (attack 2 for a top half, move 2
// for a bottom one) instead of its own.
type PlayedHalf struct {
	Number  int    `json:"number"`
	Half    string `json:"half"`
	Default bool   `json:"default,omitempty"`
	// MovedBefore is the movement points the character had spent this
	// turn when the half was played: a move half's points are counted
	// from there (Scenario.MoveLeft).
	MovedBefore int `json:"moved_before,omitempty"`
	// Consumed are the indexes (in the half's actions) of the element
	// uses consumed for their bonus (consume-for-card); Applied those of
	// its actions on figures applied (apply-card-action).
	Consumed []int `json:"consumed,omitempty"`
	Applied  []int `json:"applied,omitempty"`
}

// Use track events: what advances a persistent bonus's use track, as its
// card says.
const (
	EventDamage   = "damage"   // a source of damage to the bearer (negated or reduced)
	EventAttack   = "attack"   // an attack the bearer made
	EventAttacked = "attacked" // an attack targeting the bearer
	EventMove     = "move"     // a move ability the bearer performed
	EventHeal     = "heal"     // a heal the bearer performed or received
	EventTurn     = "turn"     // the start or end of the bearer's turn
	EventOther    = "other"    // anything else the card names
)

// UseEvents lists the events a use track may be advanced by.
var UseEvents = []string{EventDamage, EventAttack, EventAttacked, EventMove, EventHeal, EventTurn, EventOther}

// DefaultAttack and DefaultMove are the default actions a half may be
// played as instead of its own: attack 2 (a top half), move 2 (a bottom
// one).
var (
	DefaultAttack = monster.Action{Type: monster.KindAttack, Value: monster.Fixed(2)}
	DefaultMove   = monster.Action{Type: monster.KindMove, Value: monster.Fixed(2)}
)

// ErrNoHand refuses a card action for a character whose hand is not kept.
var ErrNoHand = errors.New("the character's cards are not kept by the table")

// Card returns card n of the hand.
func (h *Hand) Card(n int) (ClassCard, bool) {
	i := slices.IndexFunc(h.Cards, func(c ClassCard) bool { return c.Number == n })
	if i < 0 {
		return ClassCard{}, false
	}
	return h.Cards[i], true
}

// HalfOf returns half ("top" or "bottom") of card c.
func (c ClassCard) HalfOf(half string) (CardHalf, error) {
	switch half {
	case HalfTop:
		return c.Top, nil
	case HalfBottom:
		return c.Bottom, nil
	}
	return CardHalf{}, fmt.Errorf("half %q: want %q or %q", half, HalfTop, HalfBottom)
}

// CanRest reports whether a rest is possible: two cards or more discarded.
func (h *Hand) CanRest() bool { return len(h.Discard) >= 2 }

// Exhausted reports whether the character can neither play two cards nor
// rest.
func (h *Hand) Exhausted() bool { return len(h.InHand) < 2 && !h.CanRest() }

// Piles counts the hand's cards by pile (the active area counts as
// neither discarded nor lost).
func (h *Hand) Piles() CardPiles {
	return CardPiles{Hand: len(h.InHand), Discard: len(h.Discard), Lost: len(h.Lost)}
}

// clone returns a copy of h that shares nothing with it but the cards'
// actions, which nothing changes.
func (h *Hand) clone() *Hand {
	c := *h
	c.Cards = slices.Clone(h.Cards)
	c.InHand, c.Discard, c.Lost = slices.Clone(h.InHand), slices.Clone(h.Discard), slices.Clone(h.Lost)
	c.Active = make([]ActiveCard, len(h.Active))
	for i, a := range h.Active {
		a.Events = slices.Clone(a.Events)
		c.Active[i] = a
	}
	c.Chosen, c.Played, c.RestBack = slices.Clone(h.Chosen), slices.Clone(h.Played), slices.Clone(h.RestBack)
	for i, p := range c.Played {
		c.Played[i].Consumed, c.Played[i].Applied = slices.Clone(p.Consumed), slices.Clone(p.Applied)
	}
	return &c
}

// check reports a hand whose cards are not each in exactly one place, or
// whose round state names cards it lacks.
func (h *Hand) check() error {
	if len(h.Cards) == 0 || len(h.Cards) > MaxHandSize {
		return fmt.Errorf("hand of %q: %d cards, want 1 to %d", h.Character, len(h.Cards), MaxHandSize)
	}
	where := map[int]int{}
	for _, c := range h.Cards {
		if _, dup := where[c.Number]; dup {
			return fmt.Errorf("hand of %q: card %d given twice", h.Character, c.Number)
		}
		where[c.Number] = 0
	}
	place := func(n int, pile string) error {
		k, ok := where[n]
		if !ok {
			return fmt.Errorf("hand of %q: %s names card %d, not in the hand", h.Character, pile, n)
		}
		if k > 0 {
			return fmt.Errorf("hand of %q: card %d in two places", h.Character, n)
		}
		where[n] = 1
		return nil
	}
	for _, p := range []struct {
		name string
		ns   []int
	}{{"in_hand", h.InHand}, {"discard", h.Discard}, {"lost", h.Lost}} {
		for _, n := range p.ns {
			if err := place(n, p.name); err != nil {
				return err
			}
		}
	}
	for _, a := range h.Active {
		if err := place(a.Number, "active"); err != nil {
			return err
		}
		if a.Half != HalfTop && a.Half != HalfBottom || a.Uses < 0 || a.Uses > MaxUses || a.Used < 0 || a.Used >= max(a.Uses, 1) {
			return fmt.Errorf("hand of %q: active card %d: half %q, %d of %d uses", h.Character, a.Number, a.Half, a.Used, a.Uses)
		}
		if a.Shield < 0 || a.Shield > modifier.MaxValue {
			return fmt.Errorf("hand of %q: active card %d: shield %d, want 0 to %d", h.Character, a.Number, a.Shield, modifier.MaxValue)
		}
	}
	for n, k := range where {
		if k == 0 {
			return fmt.Errorf("hand of %q: card %d in no place", h.Character, n)
		}
	}
	if len(h.Chosen) > 2 || len(h.Played) > 2 {
		return fmt.Errorf("hand of %q: %d cards chosen, %d halves played", h.Character, len(h.Chosen), len(h.Played))
	}
	for _, n := range h.Chosen {
		if _, ok := where[n]; !ok {
			return fmt.Errorf("hand of %q: chosen card %d not in the hand", h.Character, n)
		}
	}
	for _, p := range h.Played {
		if !slices.Contains(h.Chosen, p.Number) || (p.Half != HalfTop && p.Half != HalfBottom) || p.MovedBefore < 0 {
			return fmt.Errorf("hand of %q: played %s of card %d, not a chosen card's half", h.Character, p.Half, p.Number)
		}
	}
	return nil
}

// HandOf returns a copy of character id's hand, when the table keeps it.
func (s *Scenario) HandOf(id string) (*Hand, bool) {
	h, ok := s.hands[id]
	if !ok {
		return nil, false
	}
	return h.clone(), true
}

// handOf returns the live character id and its hand.
func (s *Scenario) handOf(id string) (*Figure, *Hand, error) {
	f, err := s.live(id)
	if err != nil {
		return nil, nil, err
	}
	if f.Kind != KindCharacter {
		return nil, nil, fmt.Errorf("%q is not a character", id)
	}
	h, ok := s.hands[id]
	if !ok {
		return nil, nil, fmt.Errorf("%q: %w", id, ErrNoHand)
	}
	return f, h, nil
}

// remove takes n out of the list ns.
func remove(ns []int, n int) []int {
	return slices.DeleteFunc(ns, func(x int) bool { return x == n })
}

// endHandRound ends the round for every hand kept: the chosen cards not
// played go to the discard pile, the round bonuses end (their cards
// discarded, or lost when their half says), and a character who can
// neither play two cards nor rest next round is exhausted. It returns the
// exhausted characters and how many round bonuses ended.
func (s *Scenario) endHandRound() (exhausted []string, ended int) {
	for _, f := range s.figures {
		h, ok := s.hands[f.ID]
		if !ok {
			continue
		}
		for _, n := range h.Chosen {
			played := slices.ContainsFunc(h.Played, func(p PlayedHalf) bool { return p.Number == n })
			if !played && slices.Contains(h.InHand, n) {
				h.InHand = remove(h.InHand, n)
				h.Discard = append(h.Discard, n)
			}
		}
		h.Chosen, h.Played, h.Rested, h.RestLost, h.RestBack, h.Redrawn = nil, nil, false, 0, nil, false
		var keep []ActiveCard
		for _, a := range h.Active {
			if !a.Round {
				keep = append(keep, a)
				continue
			}
			ended++
			h.leave(f, a)
		}
		h.Active = keep
		if f.Alive() && h.Exhausted() {
			if _, err := s.exhaust(f.ID); err == nil { // a live character: cannot fail
				exhausted = append(exhausted, f.ID)
			}
		}
	}
	return exhausted, ended
}

// leave puts active card a of character f where its half sends it once
// it leaves the active area: lost when the half is, else discarded; the
// shield bonus it gave f leaves with it. The caller takes it out of
// Active.
func (h *Hand) leave(f *Figure, a ActiveCard) {
	f.Bonuses = withoutCardBonuses(f.Bonuses, a)
	c, _ := h.Card(a.Number)
	half, _ := c.HalfOf(a.Half)
	if half.Lost {
		h.Lost = append(h.Lost, a.Number)
	} else {
		h.Discard = append(h.Discard, a.Number)
	}
}

// handsJSON returns the hands kept, in the order of the characters.
func (s *Scenario) handsJSON() []*Hand {
	var out []*Hand
	for _, f := range s.figures {
		if h, ok := s.hands[f.ID]; ok {
			out = append(out, h.clone())
		}
	}
	return out
}

// restoreHands keeps the hands of a snapshot, each checked.
func (s *Scenario) restoreHands(hs []*Hand) error {
	for i, h := range hs {
		if h == nil {
			return fmt.Errorf("hands[%d]: missing", i)
		}
		if f, ok := s.byID[h.Character]; !ok || f.Kind != KindCharacter {
			return fmt.Errorf("hands[%d]: %q is not a character", i, h.Character)
		}
		if _, dup := s.hands[h.Character]; dup {
			return fmt.Errorf("hands[%d]: %q given twice", i, h.Character)
		}
		if err := h.check(); err != nil {
			return fmt.Errorf("hands[%d]: %w", i, err)
		}
		if h.InHand == nil {
			h.InHand = []int{}
		}
		if h.Discard == nil {
			h.Discard = []int{}
		}
		if h.Lost == nil {
			h.Lost = []int{}
		}
		if h.Active == nil {
			h.Active = []ActiveCard{}
		}
		s.hands[h.Character] = h
	}
	return nil
}

// cardShield is the shield half gives its bearer as an active bonus: the
// sum of its shield actions on the bearer (not those for its allies), at
// most modifier.MaxValue; 0 for a half that is no persistent or round
// bonus.
func cardShield(half CardHalf) int {
	if !half.Persistent && !half.Round {
		return 0
	}
	n := 0
	for _, a := range half.Actions {
		if a.Type == monster.KindShield && !a.Allies && a.Value != nil {
			n += max(a.Value.Apply(0), 0)
		}
	}
	return min(n, modifier.MaxValue)
}

// cardShieldBonus is the shield bonus active card a gives its bearer.
func cardShieldBonus(a ActiveCard) modifier.Bonus {
	d := modifier.BonusPersistent
	if a.Round {
		d = modifier.BonusRound
	}
	return modifier.Bonus{Kind: modifier.BonusShield, Value: a.Shield, Duration: d}
}

// withoutCardShield returns bs without the shield bonus active card a
// gave (the last one equal to it: equal bonuses are the same to the
// rules); bs as they are when a gave none or the players took it away.
func withoutCardShield(bs modifier.Bonuses, a ActiveCard) modifier.Bonuses {
	if a.Shield == 0 {
		return bs
	}
	b := cardShieldBonus(a)
	for i := len(bs) - 1; i >= 0; i-- {
		if bs[i] == b {
			return compactBonuses(slices.Delete(slices.Clone(bs), i, i+1))
		}
	}
	return bs
}
