package engine

import (
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// Each sticker the action language carries changes its action; the others
// are kept and told, the card as printed; the deck given is not changed.
func TestEnhanceDeck(t *testing.T) {
	deck := []ClassCard{{Number: 1, Name: "Spark", Level: 2, Initiative: 10,
		Top: CardHalf{Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Fixed(2), Range: monster.Fixed(3)}}},
		Bottom: CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(3)},
			{Type: monster.KindText, Text: "Loot 1"}}}}}
	for _, c := range []struct {
		e      CardEnhancement
		played bool
		check  func(ClassCard) bool
	}{
		{CardEnhancement{Card: 1, Half: HalfBottom, Sticker: StickerMove}, true, func(c ClassCard) bool { return c.Bottom.Actions[0].Value.N == 4 }},
		{CardEnhancement{Card: 1, Half: HalfTop, Sticker: StickerAttack}, true, func(c ClassCard) bool { return c.Top.Actions[0].Value.N == 3 }},
		{CardEnhancement{Card: 1, Half: HalfTop, Sticker: StickerRange}, true, func(c ClassCard) bool { return c.Top.Actions[0].Range.N == 4 }},
		{CardEnhancement{Card: 1, Half: HalfTop, Sticker: StickerTarget}, true, func(c ClassCard) bool { return c.Top.Actions[0].Target == 2 }},
		{CardEnhancement{Card: 1, Half: HalfTop, Sticker: StickerPierce}, true, func(c ClassCard) bool { return c.Top.Actions[0].Pierce == 1 }},
		{CardEnhancement{Card: 1, Half: HalfTop, Sticker: StickerPoison}, true, func(c ClassCard) bool {
			return slices.Equal(c.Top.Actions[0].Conditions, []string{"poison"})
		}},
		{CardEnhancement{Card: 1, Half: HalfBottom, Sticker: StickerJump}, true, func(c ClassCard) bool { return c.Bottom.Actions[0].Jump }},
		{CardEnhancement{Card: 1, Half: HalfTop, Sticker: StickerElement, Element: "fire"}, true, func(c ClassCard) bool {
			return len(c.Top.Actions) == 2 && c.Top.Actions[1].Type == monster.KindInfuse && c.Top.Actions[1].Elements[0] == "fire"
		}},
		// told only: a move +1 on an attack, a sticker on a text, a hex
		{CardEnhancement{Card: 1, Half: HalfTop, Sticker: StickerMove}, false, func(c ClassCard) bool { return c.Top.Actions[0].Value.N == 2 }},
		{CardEnhancement{Card: 1, Half: HalfBottom, Action: 1, Sticker: StickerElement, Element: "ice"}, false, func(c ClassCard) bool { return len(c.Bottom.Actions) == 2 }},
		{CardEnhancement{Card: 1, Half: HalfTop, Sticker: StickerHex}, false, func(c ClassCard) bool { return c.Top.Actions[0].Area == nil }},
	} {
		half, _ := deck[0].HalfOf(c.e.Half)
		if got := c.e.Played(half.Actions[c.e.Action]); got != c.played {
			t.Errorf("%+v: played %v, want %v", c.e, got, c.played)
		}
		out, err := EnhanceDeck(deck, []CardEnhancement{c.e})
		if err != nil {
			t.Fatalf("%+v: %v", c.e, err)
		}
		if !c.check(out[0]) {
			t.Errorf("%+v: card %+v", c.e, out[0])
		}
		if deck[0].Top.Actions[0].Value.N != 2 || deck[0].Bottom.Actions[0].Value.N != 3 || len(deck[0].Top.Actions) != 1 || deck[0].Top.Actions[0].Conditions != nil {
			t.Fatalf("%+v: the deck given changed: %+v", c.e, deck[0])
		}
	}
	for _, bad := range []CardEnhancement{{Card: 2, Half: HalfTop, Sticker: StickerMove}, {Card: 1, Half: "side"}, {Card: 1, Half: HalfTop, Action: 1}} {
		if _, err := EnhanceDeck(deck, []CardEnhancement{bad}); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}

// The pool is the level 1 and X cards and those picked; without picks
// there is none.
func TestCardPool(t *testing.T) {
	deck := []ClassCard{{Number: 1, Level: 1}, {Number: 2, Level: 0}, {Number: 3, Level: 2}, {Number: 4, Level: 2}}
	if p := CardPool(deck, nil); p != nil {
		t.Errorf("pool without picks %v", p)
	}
	if p := CardPool(deck, []int{4}); !slices.Equal(p, []int{1, 2, 4}) {
		t.Errorf("pool %v", p)
	}
}
