package engine_test

import (
	"encoding/json"
	"maps"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

func init() { registerKind("loot", runLootCase) }

// lootCase is one case of kind "loot": a scenario of edition Rules played
// without a map by Characters characters ("c1" ...), its loot deck built
// from Cards (the edition's loot cards, as a pack gives them) and Deck
// (the scenario's count of each kind), then the tokens each character
// loots (Tokens: character → how many). Expect is what each character
// holds after: gold (money cards, or money tokens at the scenario's Level)
// and resources, and how many cards are left in the deck.
type lootCase struct {
	Kind       string              `json:"kind"`
	Name       string              `json:"name"`
	Rule       string              `json:"rule"`
	Rules      rules.Edition       `json:"rules"`
	Level      int                 `json:"level"`
	Characters int                 `json:"characters"`
	Cards      []pack.LootCard     `json:"cards"`
	Deck       map[string]int      `json:"deck"`
	Tokens     map[string]int      `json:"tokens"`
	Expect     map[string]lootHeld `json:"expect"`
	Left       int                 `json:"left"`
}

type lootHeld struct {
	Gold      int            `json:"gold"`
	Resources map[string]int `json:"resources"`
}

func runLootCase(t *testing.T, raw json.RawMessage) {
	var c lootCase
	decodeStrict(t, raw, &c)
	if c.Characters < 1 || c.Characters > 6 || len(c.Tokens) == 0 || len(c.Expect) == 0 {
		t.Fatalf("a loot case needs 1..6 characters, tokens and what each holds")
	}
	f := &scenariofile.File{Title: c.Name, WithoutMap: true}
	for i := range c.Characters {
		f.Hexes = append(f.Hexes, hexgrid.H(3*i, 0))
		f.Starts = append(f.Starts, hexgrid.H(3*i, 0))
	}
	setup := &engine.LootSetup{Counts: c.Deck}
	for _, card := range c.Cards {
		setup.Cards = append(setup.Cards, card.For(c.Characters))
	}
	s, err := engine.LoadScenarioFor(f, engine.Setup{Level: c.Level, Seed: 1, Rules: c.Rules, Loot: setup}, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	for i := range c.Characters {
		id := "c" + string(rune('1'+i))
		if s, err = s.WithCharacter(engine.Figure{ID: id, Name: id, Kind: engine.KindCharacter, Side: engine.SideParty,
			At: hexgrid.H(3*i, 0), OnMap: true, HP: 10, MaxHP: 10}, nil); err != nil {
			t.Fatal(err)
		}
	}
	for _, id := range slices.Sorted(maps.Keys(c.Tokens)) { // the same play each run
		for range c.Tokens[id] {
			if _, err := s.Do(engine.LootToken{Character: id}); err != nil {
				t.Fatalf("%s loots a token: %v", id, err)
			}
		}
	}
	rewards, err := s.Rewards(false, engine.StandardRewards)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rewards {
		want, ok := c.Expect[r.Character]
		if !ok {
			continue
		}
		res := map[string]int{}
		for _, card := range r.Loot {
			if card.Kind != "money" && card.Kind != "random_item" && card.Kind != "special" {
				res[card.Kind] += card.Amount
			}
		}
		if want.Resources == nil {
			want.Resources = map[string]int{}
		}
		if r.Gold != want.Gold || !maps.Equal(res, want.Resources) {
			t.Errorf("%s: expected %d gold and %v, got %d gold and %v (cards %+v)", r.Character, want.Gold, want.Resources, r.Gold, res, r.Loot)
		}
	}
	if s.LootLeft() != c.Left {
		t.Errorf("cards left: expected %d, got %d", c.Left, s.LootLeft())
	}
}
