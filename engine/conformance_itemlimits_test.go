package engine_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/shop"
	"github.com/haventable/haventable/engine/strictjson"
)

func init() { registerKind("item_limits", runItemLimitsCase) }

// itemLimitsCase is one case of kind "item_limits": a character of level
// Level under edition Edition brings Items (each a slot, "" for an item
// not worn, and extra_small for an item that lets it bring more small
// items) into a scenario; Expect.OK, or the slot over its limit with its
// count and limit (docs/items.md, "What a character brings into a
// scenario").
type itemLimitsCase struct {
	Kind    string `json:"kind"`
	Name    string `json:"name"`
	Rule    string `json:"rule"`
	Edition string `json:"edition"`
	Level   int    `json:"level"`
	Items   []struct {
		Slot       string `json:"slot"`
		ExtraSmall int    `json:"extra_small"`
	} `json:"items"`
	Expect struct {
		OK    bool   `json:"ok"`
		Slot  string `json:"slot"`
		Count int    `json:"count"`
		Limit int    `json:"limit"`
	} `json:"expect"`
}

func runItemLimitsCase(t *testing.T, raw json.RawMessage) {
	var c itemLimitsCase
	if err := strictjson.Unmarshal(raw, &c); err != nil {
		t.Fatalf("item_limits case: %v", err)
	}
	e, err := rules.Parse(c.Edition)
	if err != nil {
		t.Fatal(err)
	}
	var items []pack.Item
	for i, it := range c.Items {
		items = append(items, pack.Item{Number: i + 1, Name: "item", Slot: it.Slot, ExtraSmall: it.ExtraSmall})
	}
	err = shop.CheckBrought(e, c.Level, items)
	var over *shop.OverLimitError
	switch {
	case c.Expect.OK && err != nil:
		t.Errorf("refused: %v", err)
	case c.Expect.OK:
	case !errors.As(err, &over):
		t.Errorf("expected %s over its limit, got %v", c.Expect.Slot, err)
	case over.Slot != c.Expect.Slot || over.Count != c.Expect.Count || over.Limit != c.Expect.Limit:
		t.Errorf("expected %s %d (at most %d), got %s %d (at most %d)", c.Expect.Slot, c.Expect.Count, c.Expect.Limit, over.Slot, over.Count, over.Limit)
	}
}
