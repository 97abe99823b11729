package engine

import (
	"testing"

	"github.com/haventable/haventable/engine/rules"
)

// A quote out of the rules' bounds is refused; the conformance vectors
// (kind "enhancement") check the prices.
func TestEnhancementCostRefused(t *testing.T) {
	for _, q := range []EnhancementQuote{
		{Rules: "chess", Sticker: StickerMove, CardLevel: 1},
		{Rules: rules.Gloomhaven, Sticker: StickerMove, CardLevel: 10},
		{Rules: rules.Gloomhaven, Sticker: StickerMove, CardLevel: -1},
		{Rules: rules.Gloomhaven, Sticker: StickerMove, CardLevel: 1, Previous: 4},
		{Rules: rules.Gloomhaven, Sticker: StickerMove, CardLevel: 1, Previous: -1},
		{Rules: rules.Gloomhaven, Sticker: StickerHex, CardLevel: 1},
		{Rules: rules.Gloomhaven, Sticker: "glitter", CardLevel: 1},
		{Rules: rules.Frosthaven, Sticker: StickerDisarm, CardLevel: 1},
	} {
		if got, err := EnhancementCost(q); err == nil {
			t.Errorf("%+v: cost %d, want refused", q, got)
		}
	}
	// Every sticker of a table is priced above 0 in every edition that has it.
	for _, e := range []rules.Edition{rules.Gloomhaven, rules.JawsOfTheLion, rules.Frosthaven, rules.Gloomhaven2e} {
		table, _ := enhancementTable(e)
		for s := range enhancementBase[table] {
			if got, err := EnhancementCost(EnhancementQuote{Rules: e, Sticker: s, CardLevel: 1, Lost: true}); err != nil || got < 1 {
				t.Errorf("%s %s: %d, %v", e, s, got, err)
			}
		}
	}
}
