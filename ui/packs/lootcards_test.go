package packs

import (
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/ui/lootcards"
)

// File › Data packs › Loot cards…: the group enters its cards once, rows
// of identical cards with their amounts for 2, 3 and 4 characters (values
// invented here); a row at fault is named and nothing is kept; Save keeps
// them in the players' own pack of Frosthaven's rules, from which a
// Frosthaven scenario's loot deck is built for the party's size; opened
// again, the editor shows them as rows.
func TestLootCardsEditorSavesIntoThePlayersPack(t *testing.T) {
	p, env, w := newDialog(t)
	ed := p.editLootCards()
	if !strings.Contains(texts(w.Canvas().Overlays().Top()), "Frosthaven loot cards") || ed.form.Rows() != 1 {
		t.Fatalf("the editor shows %d rows:\n%s", ed.form.Rows(), texts(w.Canvas().Overlays().Top()))
	}
	ed.form.SetRow(0, "3", "money", "2")
	ed.form.AddRow(lootcardsGroup("lumber"))
	ed.form.SetRow(1, "2", "lumber", "3", "", "1")
	ed.form.AddRow(lootcardsGroup("axenut"))
	ed.form.SetRow(2, "1", "axenut", "x")
	test.Tap(ed.save)
	if ed.status.Text != "Row 3: “x” is not a number from 0 to 99" || len(p.packs) != 0 {
		t.Fatalf("a bad value: status %q, %d packs", ed.status.Text, len(p.packs))
	}
	ed.form.SetRow(2, "1", "axenut", "1")
	test.Tap(ed.save)
	if ed.status.Text != "" {
		t.Fatalf("saving says %q", ed.status.Text)
	}
	if len(p.packs) != 1 || p.packs[0].Name != "My loot cards" {
		t.Fatalf("packs %+v", p.packs)
	}
	packs := env.DataPacks()
	mine := packs[0]
	want := []pack.LootCard{{Kind: "money", Amount: []int{2}}, {Kind: "money", Amount: []int{2}}, {Kind: "money", Amount: []int{2}},
		{Kind: "lumber", Amount: []int{3, 3, 1}}, {Kind: "lumber", Amount: []int{3, 3, 1}}, {Kind: "axenut", Amount: []int{1}}}
	if mine.Name != "My loot cards" || mine.Rules != rules.Frosthaven || !reflect.DeepEqual(mine.Loot, want) {
		t.Fatalf("kept %q (%s): %+v", mine.Name, mine.Rules, mine.Loot)
	}
	edition := &pack.Pack{Name: "Edition", Rules: rules.Frosthaven,
		Scenarios: []pack.Scenario{{Title: "Cave", LootDeck: []pack.LootCount{{Kind: "lumber", Count: 2}}}}}
	setup, ok := pack.LootSetup(append(packs, edition), "Cave", 4)
	if !ok || !reflect.DeepEqual(setup.Counts, map[string]int{"lumber": 2}) || !containsCard(setup.Cards, engine.LootCard{Kind: "lumber", Amount: 1}) {
		t.Fatalf("a Frosthaven scenario's deck for 4: %+v %v", setup, ok)
	}
	again := p.editLootCards()
	if again.form.Rows() != 3 {
		t.Errorf("opened again: %d rows", again.form.Rows())
	}
	if cards, err := again.form.Result(); err != nil || !reflect.DeepEqual(cards, want) {
		t.Errorf("opened again it holds %+v (%v)", cards, err)
	}
}

func lootcardsGroup(kind string) lootcards.Group {
	return lootcards.Group{Kind: kind, Count: 1, Amount: []int{1}}
}

func containsCard(cs []engine.LootCard, c engine.LootCard) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}
