package pack

import (
	"bytes"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/scenariofile"
)

// The built-in pack's monster table is the engine's sample table for its
// sample types (the same invented numbers), at every level, with the
// ability deck of each.
func TestMonsterTableOfTheBuiltinPack(t *testing.T) {
	table := Builtin().MonsterTable(3)
	for name, want := range engine.SampleMonsters {
		got, ok := table[name]
		if !ok {
			t.Errorf("%s missing", name)
			continue
		}
		got.Name = want.Name
		deck := got.Deck
		got.Deck = nil
		if name == "Stone Warden" && !slices.Contains(got.Normal[0].Immune, modifier.Poison) {
			t.Errorf("the warden is not immune to poison: %+v", got.Normal[0])
		}
		for l := range got.Normal {
			for _, st := range []engine.MonsterStats{got.Normal[l], got.Elite[l]} {
				card := st.Card
				if card == nil || card.Monster != name || card.Level != l || card.HitPoints != st.HP {
					t.Errorf("%s level %d: the stat card kept reads %+v", name, l, card)
				}
			}
			got.Normal[l].Card, got.Elite[l].Card = nil, nil
			got.Normal[l].Immune, got.Elite[l].Immune = nil, nil
			got.Normal[l].Retaliate, got.Normal[l].RetaliateRange = 0, 0
			got.Elite[l].Retaliate, got.Elite[l].RetaliateRange = 0, 0
		}
		m, _ := Builtin().Monster(name)
		if deck == nil || len(deck.Cards) == 0 || deck.Name != m.DeckName() {
			t.Errorf("%s: ability deck %+v", name, deck)
			continue
		}
		d, _ := Builtin().Deck(deck.Name)
		for i, c := range deck.Cards {
			if !reflect.DeepEqual(c.Actions, d.Cards[i].Actions) {
				t.Errorf("%s card %d: the actions kept read %+v", name, i, c.Actions)
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %+v\nwant %+v", name, got, want)
		}
	}
	merged := MergeTables(engine.MonsterTable{"Cave Rat": {Name: "mine"}}, table)
	if merged["Cave Rat"].Name != "mine" || len(merged) != len(table) {
		t.Errorf("merge: %d types, Cave Rat from %q", len(merged), merged["Cave Rat"].Name)
	}
}

// A pack's rewards table and a scenario's unlocks: checked, and found by
// the scenario's title; without them, the usual table and none.
func TestScenarioRewards(t *testing.T) {
	p := Builtin()
	p.Rewards = &Rewards{Gold: []int{1, 1, 2, 2, 3, 3, 4, 4}, BonusXP: []int{5, 6, 7, 8, 9, 10, 11, 12}}
	p.Scenarios = append(p.Scenarios, Scenario{Title: "Gate", Unlocks: []string{"Crypt", "Tower"}})
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	table, unlocks := ScenarioRewards([]*Pack{Builtin(), p}, "Gate")
	if table.Gold[2] != 2 || table.BonusXP[7] != 12 || !slices.Equal(unlocks, []string{"Crypt", "Tower"}) {
		t.Errorf("Gate: %+v %v", table, unlocks)
	}
	if table, unlocks := ScenarioRewards([]*Pack{p}, "Nowhere"); table != engine.StandardRewards || unlocks != nil {
		t.Errorf("unknown scenario: %+v %v", table, unlocks)
	}
	p.Rewards.Gold = p.Rewards.Gold[:3]
	p.Rewards.BonusXP[0] = -1
	if err := p.Check(); err == nil || !strings.Contains(err.Error(), "rewards.gold") || !strings.Contains(err.Error(), "rewards.bonus_xp[0]") {
		t.Errorf("bad rewards: %v", err)
	}
}

// The built-in pack has a sample scenario with two rooms whose map places
// monsters by the number of characters.
func TestBuiltinHasARoomsScenario(t *testing.T) {
	for _, s := range Builtin().Scenarios {
		if len(s.Rooms) < 2 {
			continue
		}
		f, err := scenariofile.Sample(strings.TrimSuffix(s.Map, ".json"))
		if err != nil {
			continue
		}
		if f.ByPlayersGiven() && len(f.Rooms) == len(s.Rooms) {
			return
		}
	}
	t.Error("no built-in scenario with two rooms and monsters by player count")
}

// Building a monster table works a boss's special actions' formulas out on
// its own stat cards and leaves the pack as it was: the pack still passes
// its checks and can be kept (a pack holding worked-out counts was refused
// when saved after a scenario had been played from it).
func TestMonsterTableLeavesThePackAlone(t *testing.T) {
	p := Builtin()
	var boss *Monster
	for i := range p.Monsters {
		if p.Monsters[i].Boss {
			boss = &p.Monsters[i]
		}
	}
	if boss == nil {
		t.Fatal("the built-in pack has no boss")
	}
	st := boss.Levels[0].Boss
	if st == nil || len(st.Special) == 0 {
		t.Fatalf("%s has no special action at level 0", boss.Name)
	}
	st.Special[0] = append(st.Special[0], monster.Action{Type: monster.KindAttack, Value: monster.Plus(1), TargetFormula: "C"})
	if err := p.Check(); err != nil {
		t.Fatalf("the pack before: %v", err)
	}
	before, err := p.Encode()
	if err != nil {
		t.Fatal(err)
	}
	table := p.MonsterTable(3)
	if card := table[boss.Name].Normal[0].Card; card == nil || len(card.Special) == 0 || len(card.Special[0][len(card.Special[0])-1].TargetPerLevel) == 0 {
		t.Errorf("the table's stat card has no worked-out targets: %+v", card)
	}
	after, err := p.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(before, after) {
		t.Errorf("the pack changed while its table was built")
	}
	if err := p.Check(); err != nil {
		t.Errorf("the pack after: %v", err)
	}
}
