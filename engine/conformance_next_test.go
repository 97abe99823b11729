package engine_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/engine/strictjson"
)

func init() { registerKind("next_scenario", runNextScenarioCase) }

// nextScenarioCase is one case of kind "next_scenario": a character of
// MaxHP hit points with Hand cards (0: not counted) starts a scenario with
// what city and road events gave (Next: conditions, damage, cards
// discarded); Expect is its hit points, conditions, the bless and curse
// cards in its modifier deck, its hand and discard pile, and whether it
// discards by hand, and what it did not get (docs/editions.md, "At the
// next scenario's start").
type nextScenarioCase struct {
	Kind   string               `json:"kind"`
	Name   string               `json:"name"`
	Rule   string               `json:"rule"`
	MaxHP  int                  `json:"max_hp"`
	Hand   int                  `json:"hand"`
	Next   outpost.NextScenario `json:"next"`
	Expect struct {
		HP         int      `json:"hp"`
		Conditions []string `json:"conditions"`
		Bless      int      `json:"bless"`
		Curse      int      `json:"curse"`
		Hand       int      `json:"hand"`
		Discard    int      `json:"discard"`
		ByHand     bool     `json:"by_hand"`
		// Exhausted: the damage took its last hit point, and it got
		// nothing more; LeftBless and LeftCurse count the cards the
		// supply had no more of (party.Short).
		Exhausted bool `json:"exhausted"`
		LeftBless int  `json:"left_bless"`
		LeftCurse int  `json:"left_curse"`
	} `json:"expect"`
}

func runNextScenarioCase(t *testing.T, raw json.RawMessage) {
	var c nextScenarioCase
	if err := strictjson.Unmarshal(raw, &c); err != nil {
		t.Fatalf("next_scenario case: %v", err)
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := party.BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 1},
		[]party.Member{{ID: 1, Name: "Hero", Level: 1, MaxHP: c.MaxHP, HandSize: c.Hand}}, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	started, err := party.StartWith(scn, c.Next)
	if err != nil {
		t.Fatal(err)
	}
	var short party.Short
	if len(started.Short) > 0 {
		short = started.Short[0]
	}
	f, _ := scn.Figure("hero")
	var conds []string
	for _, k := range f.Conditions.List() {
		conds = append(conds, k.String())
	}
	slices.Sort(conds)
	d, _ := scn.Deck("hero")
	bless, curse := 0, 0
	for _, card := range d.Draw {
		switch card {
		case modifier.MustParseCard("bless"):
			bless++
		case modifier.MustParseCard("curse"):
			curse++
		}
	}
	hand, discard := 0, 0
	if f.Cards != nil {
		hand, discard = f.Cards.Hand, f.Cards.Discard
	}
	e := c.Expect
	if f.HP != e.HP || !slices.Equal(conds, e.Conditions) || bless != e.Bless || curse != e.Curse ||
		hand != e.Hand || discard != e.Discard || (len(started.ByHand) > 0) != e.ByHand ||
		short.Exhausted != e.Exhausted || short.Bless != e.LeftBless || short.Curse != e.LeftCurse {
		t.Errorf("hp %d, conditions %v, %d bless and %d curse cards, hand %d, discard %d, by hand %v, left out %+v; want %+v",
			f.HP, conds, bless, curse, hand, discard, started.ByHand, short, e)
	}
}
