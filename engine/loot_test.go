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

// inventedLoot is an invented edition's loot cards for the party at the
// table: four money cards and two of lumber.
var inventedLoot = []LootCard{
	{Kind: "money", Amount: 1}, {Kind: "money", Amount: 2}, {Kind: "money", Amount: 3}, {Kind: "money", Amount: 4},
	{Kind: "lumber", Amount: 1}, {Kind: "lumber", Amount: 2},
}

// lootScenario is terrainFile at level 1 under edition e with a loot deck of
// three money cards and one lumber, a character "a" on [0,0] and three
// loot tokens on [0,1].
func lootScenario(t *testing.T, e rules.Edition, seed uint64) *Scenario {
	t.Helper()
	f, err := scenariofile.Parse([]byte(terrainFile))
	scnMust(t, err)
	setup := &LootSetup{Cards: inventedLoot, Counts: map[string]int{"money": 3, "lumber": 1}}
	s, err := LoadScenarioFor(f, Setup{Level: 1, Seed: seed, Rules: e, Loot: setup}, SampleMonsters)
	scnMust(t, err)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	_, err = s.Do(PlaceMoney{At: hexgrid.H(0, 1), Count: 3})
	scnMust(t, err)
	return s
}

// In Frosthaven each loot token looted draws a loot card, which the
// character keeps: its money cards are gold at the end, whatever the
// level; the deck is the scenario's counts of each kind, drawn from the
// edition's cards.
func TestLootDeckDrawsACardPerToken(t *testing.T) {
	s := lootScenario(t, rules.Frosthaven, 7)
	if !s.HasLootDeck() || s.LootLeft() != 4 {
		t.Fatalf("loot deck: %v, %d cards", s.HasLootDeck(), s.LootLeft())
	}
	kinds := map[string]int{}
	for _, c := range s.lootDeck.draw {
		kinds[c.Kind]++
		if !slices.Contains(inventedLoot, c) {
			t.Errorf("card %+v is not one of the edition's", c)
		}
	}
	if kinds["money"] != 3 || kinds["lumber"] != 1 {
		t.Fatalf("deck kinds %v", kinds)
	}
	top := slices.Clone(s.lootDeck.draw[:3])
	rep, err := s.Do(LootMoney{At: hexgrid.H(0, 1), By: "a"})
	scnMust(t, err)
	if rep.Looted != 3 || rep.LootedBy != "a" || !reflect.DeepEqual(rep.Loot, top) {
		t.Fatalf("report %+v, want the deck's top 3 %+v", rep, top)
	}
	if got := rep.Summary().Loot; !reflect.DeepEqual(got, top) {
		t.Errorf("the log keeps %+v", got)
	}
	a, _ := s.Figure("a")
	if a.Money != 0 || !reflect.DeepEqual(a.Loot, top) || s.LootLeft() != 1 {
		t.Fatalf("character money %d, loot %+v; %d cards left", a.Money, a.Loot, s.LootLeft())
	}
	rs, err := s.Rewards(true, StandardRewards)
	scnMust(t, err)
	if rs[0].Gold != LootGold(top) || !reflect.DeepEqual(rs[0].Loot, top) {
		t.Errorf("rewards %+v, want gold %d", rs[0], LootGold(top))
	}
	// Two more tokens, one card left: one is drawn, the deck is empty and
	// stays a loot deck through a snapshot.
	_, err = s.Do(PlaceMoney{At: hexgrid.H(0, 1), Count: 2})
	scnMust(t, err)
	rep, err = s.Do(LootMoney{At: hexgrid.H(0, 1), By: "a"})
	scnMust(t, err)
	if len(rep.Loot) != 1 || s.LootLeft() != 0 {
		t.Fatalf("drew %d with 1 card left; %d left", len(rep.Loot), s.LootLeft())
	}
	data, err := s.MarshalJSON()
	scnMust(t, err)
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	if !back.HasLootDeck() || back.LootLeft() != 0 {
		t.Errorf("read back: loot deck %v with %d cards", back.HasLootDeck(), back.LootLeft())
	}
	if ba, _ := back.Figure("a"); len(ba.Loot) != 4 {
		t.Errorf("read back: the character has %d loot cards", len(ba.Loot))
	}
}

// The same seed builds the same deck (a game replays); another seed may
// pick other cards or another order.
func TestLootDeckReplays(t *testing.T) {
	a, b := lootScenario(t, rules.Frosthaven, 11), lootScenario(t, rules.Frosthaven, 11)
	if !reflect.DeepEqual(a.lootDeck.draw, b.lootDeck.draw) {
		t.Error("one seed built two decks")
	}
	differs := false
	for seed := uint64(1); seed < 20 && !differs; seed++ {
		differs = !reflect.DeepEqual(lootScenario(t, rules.Frosthaven, seed).lootDeck.draw, a.lootDeck.draw)
	}
	if !differs {
		t.Error("19 seeds built the same deck")
	}
}

// Editions without a loot deck keep loot tokens as money, worth gold by the
// scenario level.
func TestNoLootDeckOutsideFrosthaven(t *testing.T) {
	for _, e := range []rules.Edition{rules.Gloomhaven, rules.JawsOfTheLion, rules.Gloomhaven2e} {
		s := lootScenario(t, e, 7)
		rep, err := s.Do(LootMoney{At: hexgrid.H(0, 1), By: "a"})
		scnMust(t, err)
		a, _ := s.Figure("a")
		if s.HasLootDeck() || len(rep.Loot) != 0 || a.Money != 3 {
			t.Errorf("%s: loot deck %v, drew %v, money %d", e, s.HasLootDeck(), rep.Loot, a.Money)
		}
	}
}

func TestLootDeckRefusesBadSetups(t *testing.T) {
	f, err := scenariofile.Parse([]byte(terrainFile))
	scnMust(t, err)
	for _, c := range []struct {
		name  string
		setup LootSetup
		short bool
	}{
		{"more than the edition holds", LootSetup{Cards: inventedLoot, Counts: map[string]int{"money": 5}}, true},
		{"an unknown kind", LootSetup{Cards: inventedLoot, Counts: map[string]int{"gems": 1}}, false},
		{"a bad card", LootSetup{Cards: []LootCard{{Kind: "money", Amount: -1}}, Counts: map[string]int{"money": 1}}, false},
	} {
		_, err := LoadScenarioFor(f, Setup{Level: 1, Rules: rules.Frosthaven, Loot: &c.setup}, SampleMonsters)
		if err == nil || c.short != errors.Is(err, ErrLootDeckShort) {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

// A character ending its turn on a loot token draws its card then.
func TestLootDeckAtTheEndOfATurn(t *testing.T) {
	s := lootScenario(t, rules.Frosthaven, 3)
	scnMust(t, s.setInitiative("a", 10, 20))
	scnMust(t, s.setMonsterInitiative("Cave Rat", 50))
	_, err := s.Do(NextTurn{})
	scnMust(t, err)
	_, err = s.Do(Move{Figure: "a", To: hexgrid.H(0, 1)})
	scnMust(t, err)
	top := slices.Clone(s.lootDeck.draw[:3])
	rep, err := s.Do(NextTurn{})
	scnMust(t, err)
	if rep.TurnEnd == nil || rep.TurnEnd.Looted != 3 || !reflect.DeepEqual(rep.TurnEnd.Loot, top) || !reflect.DeepEqual(rep.Summary().Loot, top) {
		t.Errorf("end of the turn on 3 tokens: %+v", rep.TurnEnd)
	}
}
