package engine

import (
	"errors"
	"fmt"
	"github.com/haventable/haventable/engine/modifier"
	"slices"
)

// MaxAbilityCards is the most cards a monster ability deck holds.
const MaxAbilityCards = 100

// AbilityDeck is a monster type's ability deck. Its cards are numbered 0 to
// n-1 (their order in the data pack's deck); the deck knows of each only
// whether it carries the shuffle mark. One card is drawn a round; at the end
// of a round in which a card with the shuffle mark was drawn, every card is
// shuffled back into the draw pile, and when the draw pile runs out the
// discard pile is shuffled to make a new one. Every shuffle draws on the
// deck's Source, so a game replays. An operation that fails changes nothing.
type AbilityDeck struct {
	shuffle        []bool
	draw           []int // top first
	discard        []int // oldest first; the current card is the last
	current        int   // -1: none drawn this round
	shufflePending bool
	src            *modifier.Source
}

// AbilityDeckState is an ability deck's whole state, as plain data for
// snapshots.
type AbilityDeckState struct {
	// Shuffle says which cards carry the shuffle mark; its length is the
	// number of cards.
	Shuffle        []bool `json:"shuffle"`
	Draw           []int  `json:"draw"`    // top first
	Discard        []int  `json:"discard"` // oldest first
	Current        int    `json:"current"` // -1: none drawn this round
	ShufflePending bool   `json:"shuffle_pending"`
}

// NewAbilityDeck returns a shuffled deck of len(shuffleMarks) cards,
// shuffleMarks[i] telling whether card i carries the shuffle mark.
func NewAbilityDeck(shuffleMarks []bool, src *modifier.Source) (*AbilityDeck, error) {
	if src == nil {
		return nil, errors.New("new ability deck: no random source")
	}
	if len(shuffleMarks) == 0 || len(shuffleMarks) > MaxAbilityCards {
		return nil, fmt.Errorf("new ability deck: %d cards, want 1..%d", len(shuffleMarks), MaxAbilityCards)
	}
	d := &AbilityDeck{shuffle: slices.Clone(shuffleMarks), current: -1, src: src}
	d.draw = make([]int, len(shuffleMarks))
	for i := range d.draw {
		d.draw[i] = i
	}
	d.shuffleDraw()
	return d, nil
}

// RestoreAbilityDeck rebuilds a deck from a saved state, checking that
// every card is in exactly one pile. The Source is restored separately.
func RestoreAbilityDeck(st AbilityDeckState, src *modifier.Source) (*AbilityDeck, error) {
	if src == nil {
		return nil, errors.New("restore ability deck: no random source")
	}
	n := len(st.Shuffle)
	if n == 0 || n > MaxAbilityCards {
		return nil, fmt.Errorf("restore ability deck: %d cards, want 1..%d (no cards, or too many)", n, MaxAbilityCards)
	}
	seen := make([]bool, n)
	for _, pile := range [][]int{st.Draw, st.Discard} {
		for _, c := range pile {
			if c < 0 || c >= n {
				return nil, fmt.Errorf("restore ability deck: card %d out of 0..%d", c, n-1)
			}
			if seen[c] {
				return nil, fmt.Errorf("restore ability deck: card %d twice", c)
			}
			seen[c] = true
		}
	}
	if i := slices.Index(seen, false); i >= 0 {
		return nil, fmt.Errorf("restore ability deck: card %d missing", i)
	}
	if st.Current >= 0 && (len(st.Discard) == 0 || st.Discard[len(st.Discard)-1] != st.Current) {
		return nil, fmt.Errorf("restore ability deck: current card %d is not on the discard pile", st.Current)
	}
	if st.Current < -1 {
		return nil, fmt.Errorf("restore ability deck: current card %d", st.Current)
	}
	if st.ShufflePending && st.Current < 0 {
		return nil, errors.New("restore ability deck: shuffle pending without a current card")
	}
	return &AbilityDeck{shuffle: slices.Clone(st.Shuffle), draw: slices.Clone(st.Draw),
		discard: slices.Clone(st.Discard), current: st.Current, shufflePending: st.ShufflePending, src: src}, nil
}

// State returns a copy of the deck's whole state.
func (d *AbilityDeck) State() AbilityDeckState {
	return AbilityDeckState{Shuffle: slices.Clone(d.shuffle), Draw: slices.Clone(d.draw),
		Discard: slices.Clone(d.discard), Current: d.current, ShufflePending: d.shufflePending}
}

// Draw draws the round's card and returns its number. It refuses a second
// draw in one round (EndRound first).
func (d *AbilityDeck) Draw() (int, error) {
	if d.current >= 0 {
		return 0, fmt.Errorf("draw ability card: card %d is already drawn this round", d.current)
	}
	if len(d.draw) == 0 {
		d.draw, d.discard = d.discard, nil
		d.shuffleDraw()
	}
	c := d.draw[0]
	d.draw = d.draw[1:]
	d.discard = append(d.discard, c)
	d.current = c
	d.shufflePending = d.shuffle[c]
	return c, nil
}

// Current returns the card drawn this round, if any.
func (d *AbilityDeck) Current() (int, bool) { return d.current, d.current >= 0 }

// ShufflePending reports whether this round's card carries the shuffle mark.
func (d *AbilityDeck) ShufflePending() bool { return d.shufflePending }

// DrawCount returns the number of cards in the draw pile.
func (d *AbilityDeck) DrawCount() int { return len(d.draw) }

// DiscardCount returns the number of cards in the discard pile (the
// current card included).
func (d *AbilityDeck) DiscardCount() int { return len(d.discard) }

// Discarded returns the discard pile, oldest first.
func (d *AbilityDeck) Discarded() []int { return slices.Clone(d.discard) }

// EndRound ends the round: the current card stays on the discard pile, and
// if it carries the shuffle mark every card is shuffled into a new draw
// pile. It reports whether the deck was shuffled.
func (d *AbilityDeck) EndRound() bool {
	d.current = -1
	if !d.shufflePending {
		return false
	}
	d.shufflePending = false
	d.draw = append(d.draw, d.discard...)
	d.discard = nil
	d.shuffleDraw()
	return true
}

func (d *AbilityDeck) shuffleDraw() {
	d.src.Shuffle(len(d.draw), func(i, j int) { d.draw[i], d.draw[j] = d.draw[j], d.draw[i] })
}
