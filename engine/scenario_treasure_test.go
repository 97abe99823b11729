package engine

import (
	"bytes"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// treasure7 is what treasure 7 gives in the tests: 15 gold (told), 3
// damage and Muddle (played), 5 experience (played: the rewards count it).
var treasure7 = []TreasureGain{{Kind: GainGold, Amount: 15}, {Kind: GainDamage, Amount: 3},
	{Kind: GainCondition, Name: "muddle"}, {Kind: GainExperience, Amount: 5}}

// loadTreasures loads chestRooms with the treasures gives, characters a
// (10 hit points) and b (bHP).
func loadTreasures(t *testing.T, gives map[string][]TreasureGain, bHP int) *Scenario {
	t.Helper()
	file, err := scenariofile.Parse([]byte(chestRooms))
	scnMust(t, err)
	s, err := LoadScenarioFor(file, Setup{Level: 1, Players: 2, Seed: 3, Treasures: gives}, SampleMonsters)
	scnMust(t, err)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addCharacter(scnChar("b", 0, 1, bHP)))
	return s
}

// A chest whose treasure a data pack knows keeps it secret until opened
// (the players' view carries none of it), then plays its damage,
// condition and experience on the character who opens it, and the
// report carries what it gave; the snapshot keeps it, undo takes it back.
func TestTreasureGivesWhenOpened(t *testing.T) {
	h := hexgrid.H
	s := loadTreasures(t, map[string][]TreasureGain{"7": treasure7}, 2)
	players, err := s.PlayersJSON()
	scnMust(t, err)
	if bytes.Contains(players, []byte("muddle")) || bytes.Contains(players, []byte("gives")) {
		t.Fatalf("the players' view shows a closed chest's treasure:\n%s", players)
	}
	data := scnSnapshot(t, s)
	if !bytes.Contains(data, []byte(`"gives"`)) {
		t.Fatal("the snapshot loses what the treasure gives")
	}
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	if !reflect.DeepEqual(back.Chests(), s.Chests()) {
		t.Fatalf("restored chests %v", back.Chests())
	}

	scnMust(t, doErr(s, Move{Figure: "a", To: h(1, 0)}))
	rep, err := s.Do(LootChest{At: h(1, 0)})
	scnMust(t, err)
	a := s.byID["a"]
	if a.HP != 7 || !a.Conditions.Has(modifier.Muddle) || a.XP != 5 {
		t.Errorf("after treasure 7: %d hit points, muddle %v, %d experience", a.HP, a.Conditions.Has(modifier.Muddle), a.XP)
	}
	if sum := rep.Summary(); sum.Treasure != "7" || !reflect.DeepEqual(sum.Gives, treasure7) {
		t.Errorf("summary: %+v", sum)
	}
	players, err = s.PlayersJSON()
	scnMust(t, err)
	if !bytes.Contains(players, []byte("muddle")) {
		t.Errorf("the players' view does not show the opened chest's treasure")
	}
}

// Treasure damage that exhausts the opener ends there: no condition on a
// fallen character, the fall reported.
func TestTreasureDamageExhausts(t *testing.T) {
	h := hexgrid.H
	s := loadTreasures(t, map[string][]TreasureGain{"7": treasure7}, 2)
	rep, err := s.Do(LootChest{At: h(1, 0), By: "b"})
	scnMust(t, err)
	if rep.Fallen == nil || rep.Fallen.ID != "b" || s.byID["b"].Conditions.Has(modifier.Muddle) {
		t.Errorf("report %+v, b %+v", rep, s.byID["b"])
	}
}

// Bad contents are refused at the start and in a snapshot.
func TestTreasureGainsChecked(t *testing.T) {
	file, err := scenariofile.Parse([]byte(chestRooms))
	scnMust(t, err)
	for _, bad := range [][]TreasureGain{{{Kind: "gold:15"}}, {{Kind: GainCondition, Name: "wobbly"}},
		{{Kind: GainGold, Amount: -1}}, {{Kind: GainGold, Amount: MaxGainAmount + 1}}} {
		if _, err := LoadScenarioFor(file, Setup{Level: 1, Players: 2, Treasures: map[string][]TreasureGain{"7": bad}}, SampleMonsters); err == nil {
			t.Errorf("%v loaded", bad)
		}
	}
	s := loadTreasures(t, map[string][]TreasureGain{"7": treasure7}, 2)
	data := strings.Replace(string(scnSnapshot(t, s)), `"name":"muddle"`, `"name":"wobbly"`, 1)
	if _, err := UnmarshalScenario([]byte(data)); err == nil || !strings.Contains(err.Error(), "chests[0]") {
		t.Errorf("a snapshot with a bad treasure: %v", err)
	}
}

// Issue 40, item 15: the gold and the items of a chest are the opener's
// when the scenario ends, won or lost: the gold at its face value (not a
// money token's), counted in the reward's gold; the item to its pool.
// Nobody else's reward counts them, nor a chest left closed.
func TestTreasureCreditedInRewards(t *testing.T) {
	h := hexgrid.H
	gives := map[string][]TreasureGain{"7": append(slices.Clone(treasure7), TreasureGain{Kind: GainItem, Amount: 32, Name: "Tower Shield"}),
		"goal": {{Kind: GainGold, Amount: 99}}}
	s := loadTreasures(t, gives, 10)
	scnMust(t, doErr(s, Move{Figure: "a", To: h(1, 0)}))
	scnMust(t, doErr(s, LootChest{At: h(1, 0)}))
	for _, won := range []bool{true, false} {
		rs, err := s.Rewards(won, StandardRewards)
		scnMust(t, err)
		a, b := rs[0], rs[1]
		if a.TreasureGold != 15 || a.Gold != 15 || !reflect.DeepEqual(a.Items, []TreasureGain{{Kind: GainItem, Amount: 32, Name: "Tower Shield"}}) {
			t.Errorf("won %v: the opener takes home %d gold (%d of treasure), items %v; want 15 gold and item 32", won, a.Gold, a.TreasureGold, a.Items)
		}
		if b.Gold != 0 || b.TreasureGold != 0 || len(b.Items) != 0 {
			t.Errorf("won %v: the other character takes home %d gold, items %v", won, b.Gold, b.Items)
		}
	}
}
