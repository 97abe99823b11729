package engine_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/strictjson"
)

func init() {
	registerKind("enhancement", runEnhancementCase)
	registerKind("use_track", runCardTrackCase) // card_track's steps event, end_round and end
}

// enhancementCase is one case of kind "enhancement": the cost of
// enhancement stickers on the actions of one card half, each quote priced
// on its own.
type enhancementCase struct {
	Kind       string           `json:"kind"`
	Name       string           `json:"name"`
	Rule       string           `json:"rule"`
	Rules      rules.Edition    `json:"rules"`
	CardLevel  int              `json:"card_level"`
	Lost       bool             `json:"lost"`
	Persistent bool             `json:"persistent"`
	Actions    []monster.Action `json:"actions"`
	// Enhanced counts the enhancements already on each action (absent: none).
	Enhanced []int `json:"enhanced"`
	Quotes   []struct {
		Action  int    `json:"action"`
		Sticker string `json:"sticker"`
		Cost    *int   `json:"cost"`
		Error   bool   `json:"error"`
	} `json:"quotes"`
	// Offers are the stickers the edition allows on an action, exactly:
	// a sticker's name, "element fire" for an element, "hex [q,r]" for a
	// hex at a place.
	Offers []struct {
		Action   int      `json:"action"`
		Stickers []string `json:"stickers"`
	} `json:"offers"`
	// Plays place stickers on the half one after another (each priced as
	// the ones before left the action; cost checked where given, error:
	// refused) and compare the half's actions the table then plays.
	Plays []struct {
		Place []struct {
			engine.CardEnhancement
			Cost  *int `json:"cost"`
			Error bool `json:"error"`
		} `json:"place"`
		Actions []monster.Action `json:"actions"`
	} `json:"plays"`
}

// offerName is sticker e as an enhancement case names it.
func offerName(e engine.CardEnhancement) string {
	switch {
	case e.Sticker == engine.StickerElement:
		return "element " + e.Element
	case e.Hex != nil:
		return fmt.Sprintf("hex [%d,%d]", e.Hex[0], e.Hex[1])
	}
	return e.Sticker
}

// runEnhancementOffers checks the offers and the plays of case c.
// The case's actions are the top half of a card whose bottom is the
// default move (without slots): a card gives its slots when one of the
// case's actions has them (engine.CardStickers).
func runEnhancementOffers(t *testing.T, c enhancementCase) {
	card := engine.ClassCard{Number: 1, Name: "Case", Level: c.CardLevel, Initiative: 50,
		Top:    engine.CardHalf{Actions: c.Actions, Lost: c.Lost, Persistent: c.Persistent},
		Bottom: engine.CardHalf{Actions: []monster.Action{engine.DefaultMove}}}
	for i, o := range c.Offers {
		if o.Action < 0 || o.Action >= len(c.Actions) {
			t.Fatalf("offers[%d]: action %d of %d", i, o.Action, len(c.Actions))
		}
		var got []string
		for _, e := range engine.CardStickers(c.Rules, card, c.Actions[o.Action]) {
			got = append(got, offerName(e))
		}
		if !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(o.Stickers))) {
			t.Errorf("offers[%d] on %+v: got %q, want %q", i, c.Actions[o.Action], got, o.Stickers)
		}
	}
	for i, p := range c.Plays {
		var on []engine.CardEnhancement
		for j, e := range p.Place {
			en := e.CardEnhancement
			en.Card, en.Half = 1, engine.HalfTop
			q, err := engine.QuoteEnhancement(c.Rules, card, en, on)
			var cost int
			if err == nil {
				cost, err = engine.EnhancementCost(q)
			}
			switch {
			case e.Error && err == nil:
				t.Errorf("plays[%d].place[%d] %s: cost %d, want refused", i, j, offerName(en), cost)
				continue
			case e.Error:
				continue
			case err != nil:
				t.Fatalf("plays[%d].place[%d] %s: %v", i, j, offerName(en), err)
			case e.Cost != nil && cost != *e.Cost:
				t.Errorf("plays[%d].place[%d] %s: cost %d, want %d", i, j, offerName(en), cost, *e.Cost)
			}
			on = append(on, en)
		}
		deck, err := engine.EnhanceDeck([]engine.ClassCard{card}, on)
		if err != nil {
			t.Fatalf("plays[%d]: %v", i, err)
		}
		got, _ := json.Marshal(deck[0].Top.Actions)
		want, _ := json.Marshal(p.Actions)
		if string(got) != string(want) {
			t.Errorf("plays[%d]: the half plays\n %s\nwant\n %s", i, got, want)
		}
	}
}

func runEnhancementCase(t *testing.T, raw json.RawMessage) {
	var c enhancementCase
	if err := strictjson.Unmarshal(raw, &c); err != nil {
		t.Fatalf("read case: %v", err)
	}
	if len(c.Quotes) == 0 && len(c.Offers) == 0 && len(c.Plays) == 0 {
		t.Fatal("a case prices, offers or plays at least one sticker")
	}
	runEnhancementOffers(t, c)
	for i, q := range c.Quotes {
		if q.Action < 0 || q.Action >= len(c.Actions) {
			t.Fatalf("quotes[%d]: action %d of %d", i, q.Action, len(c.Actions))
		}
		prev := 0
		if q.Action < len(c.Enhanced) {
			prev = c.Enhanced[q.Action]
		}
		quote := engine.QuoteAction(c.Rules, c.CardLevel, c.Actions[q.Action], c.Lost, c.Persistent, prev, q.Sticker)
		got, err := engine.EnhancementCost(quote)
		switch {
		case q.Error && err == nil:
			t.Errorf("quotes[%d] %s: cost %d, want refused", i, q.Sticker, got)
		case !q.Error && err != nil:
			t.Errorf("quotes[%d] %s: %v", i, q.Sticker, err)
		case !q.Error && q.Cost == nil:
			t.Fatalf("quotes[%d]: no cost expected", i)
		case !q.Error && got != *q.Cost:
			t.Errorf("quotes[%d] %s on action %d: cost %d, want %d (quote %+v)", i, q.Sticker, q.Action, got, *q.Cost, quote)
		}
	}
}
