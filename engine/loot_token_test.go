package engine

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// tableLootScenario is a scenario played without a map under edition e,
// with the loot deck of lootScenario (three money cards and one lumber),
// characters "a" and "b" at the table.
func tableLootScenario(t *testing.T, e rules.Edition, seed uint64) *Scenario {
	t.Helper()
	f := &scenariofile.File{Title: "Table", WithoutMap: true,
		Hexes:  []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(2, 0)},
		Starts: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0)}}
	setup := &LootSetup{Cards: inventedLoot, Counts: map[string]int{"money": 3, "lumber": 1}}
	s, err := LoadScenarioFor(f, Setup{Level: 1, Seed: seed, Rules: e, Loot: setup}, SampleMonsters)
	scnMust(t, err)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addCharacter(scnChar("b", 1, 0, 10)))
	return s
}

// Without a map a loot token is looted by the character whose turn it is
// (or the one named): in Frosthaven it draws the deck's top card, which the
// character keeps; the deck runs out as on a map.
func TestLootTokenWithoutMapDrawsACard(t *testing.T) {
	s := tableLootScenario(t, rules.Frosthaven, 5)
	if _, err := s.Do(LootToken{}); !errors.Is(err, ErrNoLooter) {
		t.Fatalf("nobody's turn: %v", err)
	}
	top := slices.Clone(s.lootDeck.draw)
	s.active = "a"
	rep, err := s.Do(LootToken{})
	scnMust(t, err)
	if rep.Looted != 1 || rep.LootedBy != "a" || !reflect.DeepEqual(rep.Loot, top[:1]) {
		t.Fatalf("report %+v, want a drawing %+v", rep, top[:1])
	}
	rep, err = s.Do(LootToken{Character: "b"})
	scnMust(t, err)
	if rep.LootedBy != "b" || !reflect.DeepEqual(rep.Loot, top[1:2]) {
		t.Fatalf("report %+v, want b drawing %+v", rep, top[1:2])
	}
	a, _ := s.Figure("a")
	b, _ := s.Figure("b")
	if !reflect.DeepEqual(a.Loot, top[:1]) || !reflect.DeepEqual(b.Loot, top[1:2]) || s.LootLeft() != 2 || a.Money+b.Money != 0 {
		t.Fatalf("a %+v, b %+v, %d left", a.Loot, b.Loot, s.LootLeft())
	}
	for range 2 {
		_, err = s.Do(LootToken{Character: "a"})
		scnMust(t, err)
	}
	rep, err = s.Do(LootToken{Character: "a"})
	scnMust(t, err)
	if len(rep.Loot) != 0 || s.LootLeft() != 0 {
		t.Errorf("an empty deck drew %+v", rep.Loot)
	}
	if _, err := s.Do(LootToken{Character: "rat"}); err == nil {
		t.Error("an unknown figure looted")
	}
}

// Gloomhaven's editions keep loot tokens as money tokens without a map
// too; on a map the token is looted from its hex, never this way.
func TestLootTokenMoneyAndOnMap(t *testing.T) {
	s := tableLootScenario(t, rules.Gloomhaven, 5)
	_, err := s.Do(LootToken{Character: "a"})
	scnMust(t, err)
	if a, _ := s.Figure("a"); a.Money != 1 || len(a.Loot) != 0 {
		t.Errorf("money %d, loot %+v", a.Money, a.Loot)
	}
	m := lootScenario(t, rules.Frosthaven, 5)
	if _, err := m.Do(LootToken{Character: "a"}); !errors.Is(err, ErrTokensOnMap) {
		t.Errorf("on a map: %v", err)
	}
}
