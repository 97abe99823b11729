package engine_test

import (
	"encoding/json"
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
}

func runEnhancementCase(t *testing.T, raw json.RawMessage) {
	var c enhancementCase
	if err := strictjson.Unmarshal(raw, &c); err != nil {
		t.Fatalf("read case: %v", err)
	}
	if len(c.Quotes) == 0 {
		t.Fatal("a case prices at least one sticker")
	}
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
