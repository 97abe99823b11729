package pack

import (
	"reflect"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
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
		if name == "Stone Warden" && !slices.Contains(got.Normal[0].Immune, engine.Poison) {
			t.Errorf("the warden is not immune to poison: %+v", got.Normal[0])
		}
		for l := range got.Normal {
			got.Normal[l].Immune, got.Elite[l].Immune = nil, nil
		}
		if m, _ := Builtin().Monster(name); deck == nil || len(deck.Cards) == 0 || deck.Name != m.DeckName() {
			t.Errorf("%s: ability deck %+v", name, deck)
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
