package outpost

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/modifier"
)

// GuardCard is one card of the town guard deck.
type GuardCard struct {
	// Value is added to the outpost's defense (+10, -20 ...).
	Value int `json:"value,omitempty"`
	// Special is "wreck" (the building is wrecked whatever the numbers)
	// or "success" (it is defended), or "".
	Special string `json:"special,omitempty"`
	// Rolling cards add to the next card drawn.
	Rolling bool `json:"rolling,omitempty"`
	// Words is what the card says besides (gain a resource ...), done by
	// hand.
	Words string `json:"words,omitempty"`
}

// The special town guard cards.
const (
	Wreck   = "wreck"
	Success = "success"
)

// String is the card in the notation ParseGuardCard reads: "+10",
// "-20 roll", "wreck", "+0 roll \"gain 1 hide\"".
func (c GuardCard) String() string {
	s := c.Special
	if s == "" {
		s = fmt.Sprintf("%+d", c.Value)
	}
	if c.Rolling {
		s += " roll"
	}
	if c.Words != "" {
		s += " " + strconv.Quote(c.Words)
	}
	return s
}

// ParseGuardCard reads a card in the notation String writes.
func ParseGuardCard(s string) (GuardCard, error) {
	var c GuardCard
	head, words, quoted := strings.Cut(s, "\"")
	if quoted {
		w, err := strconv.Unquote("\"" + words)
		if err != nil {
			return GuardCard{}, fmt.Errorf("town guard card %q: bad words: %w", s, err)
		}
		c.Words = w
	}
	toks := strings.Fields(head)
	if len(toks) == 0 {
		return GuardCard{}, fmt.Errorf("town guard card %q: empty", s)
	}
	switch toks[0] {
	case Wreck, Success:
		c.Special = toks[0]
	default:
		if toks[0][0] != '+' && toks[0][0] != '-' {
			return GuardCard{}, fmt.Errorf("town guard card %q: a value starts with + or -", s)
		}
		v, err := strconv.Atoi(toks[0])
		if err != nil || v < -MaxCardValue || v > MaxCardValue {
			return GuardCard{}, fmt.Errorf("town guard card %q: bad value %q", s, toks[0])
		}
		c.Value = v
	}
	for _, t := range toks[1:] {
		if t != "roll" {
			return GuardCard{}, fmt.Errorf("town guard card %q: unknown token %q", s, t)
		}
		c.Rolling = true
	}
	return c, nil
}

// MaxCardValue bounds a town guard card's value both ways.
const MaxCardValue = 1000

// StandardTownGuard is the town guard deck a campaign starts with: six +0,
// five +10, five −10, one +20, one −20, one wreck and one success
// (docs/outpost.md).
func StandardTownGuard() []GuardCard {
	var d []GuardCard
	add := func(n int, c GuardCard) {
		for range n {
			d = append(d, c)
		}
	}
	add(6, GuardCard{Value: 0})
	add(5, GuardCard{Value: 10})
	add(5, GuardCard{Value: -10})
	add(1, GuardCard{Value: 20})
	add(1, GuardCard{Value: -20})
	add(1, GuardCard{Special: Wreck})
	add(1, GuardCard{Special: Success})
	return d
}

// GuardPerk is a town guard perk as the data defines it: it removes the
// cards of Remove and adds those of Add. Sections are the sections that
// grant it.
type GuardPerk struct {
	Sections []string    `json:"sections,omitempty"`
	Remove   []GuardCard `json:"remove,omitempty"`
	Add      []GuardCard `json:"add,omitempty"`
}

// TownGuard is the town guard deck in play: its draw pile (top first), its
// discards, and the perks taken (indexes into Data.TownGuardPerks, in the
// order taken).
type TownGuard struct {
	Draw    []GuardCard `json:"draw"`
	Discard []GuardCard `json:"discard,omitempty"`
	Perks   []int       `json:"perks,omitempty"`
}

// Cards is every card of the deck, draw pile then discards.
func (d TownGuard) Cards() []GuardCard {
	return append(append([]GuardCard{}, d.Draw...), d.Discard...)
}

func (d TownGuard) clone() TownGuard {
	return TownGuard{Draw: append([]GuardCard(nil), d.Draw...), Discard: append([]GuardCard(nil), d.Discard...),
		Perks: append([]int(nil), d.Perks...)}
}

// withPerk is the deck with perk p applied: its Remove cards taken out
// (from the draw pile or the discards), its Add cards put in the draw pile.
// A card to remove that the deck lacks refuses the perk.
func (d TownGuard) withPerk(p GuardPerk) (TownGuard, error) {
	out := d.clone()
	for _, r := range p.Remove {
		if i := indexCard(out.Draw, r); i >= 0 {
			out.Draw = append(out.Draw[:i], out.Draw[i+1:]...)
		} else if i := indexCard(out.Discard, r); i >= 0 {
			out.Discard = append(out.Discard[:i], out.Discard[i+1:]...)
		} else {
			return d, fmt.Errorf("the town guard deck holds no %s to remove", r)
		}
	}
	out.Draw = append(out.Draw, p.Add...)
	return out, nil
}

func indexCard(cs []GuardCard, c GuardCard) int {
	for i, x := range cs {
		if x == c {
			return i
		}
	}
	return -1
}

// draw takes the top card, shuffling the discards in first when the draw
// pile is empty; it refuses when the deck is empty.
func (d *TownGuard) draw(src *modifier.Source) (GuardCard, error) {
	if len(d.Draw) == 0 {
		if len(d.Discard) == 0 {
			return GuardCard{}, errors.New("the town guard deck is empty")
		}
		d.Draw, d.Discard = d.Discard, nil
		shuffle(d.Draw, src)
	}
	c := d.Draw[0]
	d.Draw = d.Draw[1:]
	d.Discard = append(d.Discard, c)
	return c, nil
}

// reshuffle puts the discards back and shuffles the whole deck.
func (d *TownGuard) reshuffle(src *modifier.Source) {
	d.Draw = append(d.Draw, d.Discard...)
	d.Discard = nil
	shuffle(d.Draw, src)
}

func shuffle(cs []GuardCard, src *modifier.Source) {
	if src == nil {
		return
	}
	src.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
}
