package engine_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/strictjson"
	"github.com/haventable/haventable/hexgrid"
)

func init() {
	registerKind("enhancement", runEnhancementCase)
	registerKind("use_track", runUseTrackCase)
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

// useTrackCase is one case of kind "use_track": a card half played into
// the active area, then events that mark its use track, and round ends.
type useTrackCase struct {
	Kind  string          `json:"kind"`
	Name  string          `json:"name"`
	Rule  string          `json:"rule"`
	Half  engine.CardHalf `json:"half"`
	Steps []struct {
		Op    string `json:"op"` // "event", "end_round", "end"
		Event string `json:"event"`
		Error bool   `json:"error"`
		// Used is the positions marked after the step; Place where the
		// card is: "active", "discard" or "lost".
		Used  *int   `json:"used"`
		Place string `json:"place"`
	} `json:"steps"`
}

func runUseTrackCase(t *testing.T, raw json.RawMessage) {
	var c useTrackCase
	if err := strictjson.Unmarshal(raw, &c); err != nil {
		t.Fatalf("read case: %v", err)
	}
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0)}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.NewScenario("track", m, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.WithCharacter(engine.Figure{ID: "hero", Name: "Hero", Kind: engine.KindCharacter, Side: engine.SideParty,
		At: hexgrid.H(0, 0), OnMap: true, HP: 10, MaxHP: 10}, nil); err != nil {
		t.Fatal(err)
	}
	move := engine.CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(1)}}}
	deck := []engine.ClassCard{{Number: 1, Name: "Bonus", Initiative: 10, Top: move, Bottom: c.Half},
		{Number: 2, Name: "Filler", Initiative: 20, Top: move, Bottom: move},
		{Number: 3, Name: "Filler", Initiative: 30, Top: move, Bottom: move},
		{Number: 4, Name: "Filler", Initiative: 40, Top: move, Bottom: move}}
	for _, a := range []engine.Action{
		engine.ChooseHand{Character: "hero", Level: 1, HandSize: 4, Deck: deck, Cards: []int{1, 2, 3, 4}},
		engine.ChooseCards{Character: "hero", Leading: 1, Second: 2}, engine.NextTurn{},
		engine.PlayHalf{Character: "hero", Card: 1, Half: engine.HalfBottom},
		engine.PlayHalf{Character: "hero", Card: 2, Half: engine.HalfTop}, engine.EndTurn{},
	} {
		if _, err := s.Do(a); err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
	}
	for i, st := range c.Steps {
		var act engine.Action
		switch st.Op {
		case "event":
			act = engine.UseBonus{Character: "hero", Card: 1, Event: st.Event}
		case "end_round":
			act = engine.EndRound{}
		case "end":
			act = engine.EndBonus{Character: "hero", Card: 1}
		default:
			t.Fatalf("steps[%d]: op %q", i, st.Op)
		}
		before, _ := s.MarshalJSON()
		_, err := s.Do(act)
		if st.Error {
			after, _ := s.MarshalJSON()
			if err == nil || string(before) != string(after) {
				t.Errorf("steps[%d] %s: error %v, want refused and nothing changed", i, st.Op, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("steps[%d] %s: %v", i, st.Op, err)
		}
		h, _ := s.HandOf("hero")
		place, used := "", 0
		if j := slices.IndexFunc(h.Active, func(a engine.ActiveCard) bool { return a.Number == 1 }); j >= 0 {
			place, used = "active", h.Active[j].Used
		} else if slices.Contains(h.Discard, 1) {
			place = "discard"
		} else if slices.Contains(h.Lost, 1) {
			place = "lost"
		}
		if st.Place != "" && place != st.Place {
			t.Errorf("steps[%d] %s: the card is in %q, want %q", i, st.Op, place, st.Place)
		}
		if st.Used != nil && used != *st.Used {
			t.Errorf("steps[%d] %s: %d positions marked, want %d", i, st.Op, used, *st.Used)
		}
	}
}
