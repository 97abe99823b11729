package ghs

import (
	"fmt"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/monster"
)

// TestClassCardSlots imports invented class cards written in Gloomhaven
// Secretariat's format with the slots GHS prints on their lines
// ("enhancementTypes"): the action keeps the shapes of its own line and
// of its range, target, pierce, push, pull and area lines; slots on lines
// it does not keep are left out, and an action without them has none.
func TestClassCardSlots(t *testing.T) {
	for _, tc := range []struct {
		name   string
		top    string // the top half's actions, in GHS's format
		action int
		slots  []string
	}{
		{"a move's circle", `[{"type": "move", "value": 3, "enhancementTypes": ["circle"]}]`, 0, []string{"circle"}},
		{"two diamonds on an attack", `[{"type": "attack", "value": 2, "enhancementTypes": ["diamond", "diamond"]}]`, 0, []string{"diamond", "diamond"}},
		{"a range line's square", `[{"type": "attack", "value": 3, "enhancementTypes": ["diamond"],
			"subActions": [{"type": "range", "value": 3, "small": true, "enhancementTypes": ["square"]}]}]`, 0, []string{"diamond", "range:square"}},
		{"diamond_plus on a heal, its range without", `[{"type": "heal", "value": 2, "enhancementTypes": ["diamond_plus"],
			"subActions": [{"type": "range", "value": 2, "small": true}]}]`, 0, []string{"diamond-plus"}},
		{"target, pierce and push lines", `[{"type": "attack", "value": 2, "subActions": [
			{"type": "target", "value": 2, "enhancementTypes": ["circle"]},
			{"type": "pierce", "value": 1, "enhancementTypes": ["square"]},
			{"type": "push", "value": 1, "enhancementTypes": ["square"]}]}]`, 0, []string{"target:circle", "pierce:square", "push:square"}},
		{"a hex on the area", `[{"type": "attack", "value": 2, "enhancementTypes": ["square"], "subActions": [
			{"type": "area", "value": "(0,0,active)|(1,0,target)|(1,1,target)", "enhancementTypes": ["hex"]}]}]`, 0, []string{"square", "area:hex"}},
		{"an area beside the attack", `[{"type": "concatenation", "subActions": [
			{"type": "attack", "value": 2, "enhancementTypes": ["diamond"]},
			{"type": "area", "value": "(0,0,active)|(1,0,target)", "enhancementTypes": ["hex"]}]}]`, 0, []string{"diamond", "area:hex"}},
		{"a jump's and a condition's slot left out", `[{"type": "move", "value": 4, "enhancementTypes": ["square"], "subActions": [
			{"type": "jump", "value": "", "small": true, "enhancementTypes": ["circle"]}]},
			{"type": "attack", "value": 1, "subActions": [{"type": "condition", "value": "poison", "enhancementTypes": ["diamond"]}]}]`, 1, nil},
		{"a shape GHS names otherwise left out; any kept", `[{"type": "shield", "value": 1, "enhancementTypes": ["triangle", "any"]}]`, 0, []string{"any"}},
		{"no slots", `[{"type": "retaliate", "value": 1}]`, 0, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			deck := fmt.Sprintf(`{"name": "slot-keeper", "edition": "invented", "character": true, "abilities": [
				{"name": "Keeper", "cardId": 1, "level": 1, "initiative": 30, "actions": %s,
				 "bottomActions": [{"type": "move", "value": 2}]}]}`, tc.top)
			p, _, err := Import("invented", []File{{Name: "invented/character/deck/slot-keeper.json", Data: []byte(deck)}})
			if err != nil {
				t.Fatal(err)
			}
			if len(p.ClassDecks) != 1 || len(p.ClassDecks[0].Cards) != 1 {
				t.Fatalf("want one deck of one card, got %+v", p.ClassDecks)
			}
			acts := p.ClassDecks[0].Cards[0].Top.Actions
			if tc.action >= len(acts) {
				t.Fatalf("actions %+v: no action %d", acts, tc.action)
			}
			if a := acts[tc.action]; a.Type == monster.KindText || !slices.Equal(a.Slots, tc.slots) {
				t.Errorf("action %+v: slots %q, want %q", a, a.Slots, tc.slots)
			}
			if b := p.ClassDecks[0].Cards[0].Bottom.Actions; len(b) != 1 || b[0].Slots != nil {
				t.Errorf("bottom %+v: no slots printed, want none", b)
			}
		})
	}
}
