package modifier

import (
	"errors"
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/rules"
)

// Imbuement is how far the monster deck is imbued (Gloomhaven 2nd edition):
// not at all, imbued, or advanced imbued.
type Imbuement string

// The imbuement levels.
const (
	NotImbued      Imbuement = ""
	Imbued         Imbuement = "imbued"
	AdvancedImbued Imbuement = "advanced"
)

const imbueErrorPrefix = "imbue the monster deck"

// Imbuements lists the levels, from none.
var Imbuements = []Imbuement{NotImbued, Imbued, AdvancedImbued}

// Known reports whether i is one of the levels.
func (i Imbuement) Known() bool { return slices.Contains(Imbuements, i) }

// imbuedSwap is what each level changes in the monster deck: the standard
// cards it takes out and the cards it puts in (see docs/editions.md,
// "Imbuement").
var imbuedSwap = map[Imbuement]Perk{
	Imbued: {
		Remove: monsterCards("-1", "-1", "-1"),
		Add:    monsterCards("+1", "+1", "+1", "+0 poison", "+2 muddle"),
	},
	AdvancedImbued: {
		Remove: monsterCards("-2", "-1", "-1", "-1", "+0", "+0"),
		Add: monsterCards("+1", "+1", "+1", "+0 poison", "+2 muddle",
			"+3", "+0 wound", "+1 curses", "+1 heal:1", "+1 heal:1"),
	},
}

func monsterCards(list ...string) []Card {
	out := make([]Card, len(list))
	for i, s := range list {
		out[i] = MustParseCard(s + " @M")
	}
	return out
}

// ImbuementChange is the change (cards out, cards in) that takes the
// monster deck from level from to level to: the cards from put in come out
// and the cards it took out go back, then to's cards are swapped in; the
// cards both levels have are left alone.
func ImbuementChange(from, to Imbuement) (Perk, error) {
	if !from.Known() || !to.Known() {
		return Perk{}, fmt.Errorf("imbuement %q or %q: want %q, %q or %q", from, to, NotImbued, Imbued, AdvancedImbued)
	}
	out := slices.Concat(imbuedSwap[from].Add, imbuedSwap[to].Remove)
	in := slices.Concat(imbuedSwap[from].Remove, imbuedSwap[to].Add)
	// a card both taken out and put in stays
	for i := 0; i < len(out); {
		if j := slices.Index(in, out[i]); j >= 0 {
			in = slices.Delete(in, j, j+1)
			out = slices.Delete(out, i, i+1)
			continue
		}
		i++
	}
	return Perk{Remove: out, Add: in}, nil
}

// Imbue takes the monster deck from imbuement level from to level to (see
// ImbuementChange) under edition e's rules: the cards to take out leave the
// draw or discard pile, the cards to put in are shuffled into the draw
// pile. It fails, changing nothing, when e has no imbuement
// (rules.Edition.HasImbuement), on any other deck, during an attack, or
// when a card to take out is not in the deck.
func (d *Deck) Imbue(e rules.Edition, from, to Imbuement) error {
	if !e.HasImbuement() {
		return fmt.Errorf("%s: %q rules have no imbuement", imbueErrorPrefix, string(e))
	}
	if d.owner != OwnerMonster {
		return errors.New(imbueErrorPrefix + ": only the monster deck is imbued")
	}
	p, err := ImbuementChange(from, to)
	if err != nil {
		return fmt.Errorf("%s: %w", imbueErrorPrefix, err)
	}
	return d.change(imbueErrorPrefix, p)
}
