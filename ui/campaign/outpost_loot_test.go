package campaign

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/ui/history"
)

// TestLootIntoOutpostSupply: at the end of a Frosthaven scenario the
// resources looted (its loot cards: here lumber) go into the outpost's
// supply, told in the end dialog before it is made and in the history;
// Undo takes the end back with them. Money stays the characters' gold.
func TestLootIntoOutpostSupply(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.create("Snow")
	f.s.party.rules.SetSelected("Frosthaven")
	if err := f.s.outpost.startFrom(filepath.Join("..", "..", "engine", "outpost", "ghsoutpost", "testdata", "fh", "campaign.json")); err != nil {
		t.Fatal(err)
	}
	f.confirm("Apply")
	file, _ := scenariofile.Sample(scenariofile.DefaultSample)
	p := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: "Invented loot", Rules: rules.Frosthaven,
		Scenarios: []pack.Scenario{{Title: file.Title, LootDeck: []pack.LootCount{{Kind: "money", Count: 1}, {Kind: "lumber", Count: 1}, {Kind: "axenut", Count: 1}}}},
		Loot:      []pack.LootCard{{Kind: "money", Amount: []int{5, 4, 3}}, {Kind: "lumber", Amount: []int{2}}, {Kind: "axenut", Amount: []int{1}}}}
	if _, err := f.store.AddPack(ctx, p, "haventable"); err != nil {
		t.Fatal(err)
	}
	f.env.ForgetPacks()
	f.addCharacter("Brute", "Ana", 2, "")
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	var ana engine.Figure
	for _, fig := range f.env.Table.Scenario().Figures() {
		if fig.Name == "Ana" {
			ana = fig
		}
	}
	sess := f.env.Table.Session()
	if _, err := sess.Do(ctx, engine.PlaceMoney{At: ana.At, Count: 3}); err != nil {
		t.Fatal(err)
	}
	if _, err := sess.Do(ctx, engine.LootMoney{At: ana.At, By: ana.ID}); err != nil {
		t.Fatal(err)
	}
	f.s.play.endScenario()
	if txt := f.dialogText(); !strings.Contains(txt, "Into the outpost's supply (the resources looted): 2 lumber, 1 axenut") {
		t.Fatalf("the end dialog: %q", txt)
	}
	f.confirm("End scenario")
	o, _, err := f.store.Outpost(ctx, id)
	if err != nil || !o.Supply.Equal(outpost.Supply{outpost.Lumber: 2, outpost.Axenut: 1}) {
		t.Fatalf("the supply after the end: %v %v", o.Supply, err)
	}
	log, _ := f.store.Log(ctx, id)
	if told := history.Describe(f.env.Tr, nil, log[len(log)-1]); !strings.Contains(told, "loot into the outpost's supply: 2 lumber, 1 axenut") {
		t.Errorf("the history tells %q", told)
	}
	if err := sess.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if o, _, _ := f.store.Outpost(ctx, id); len(o.Supply) != 0 {
		t.Errorf("after Undo the supply holds %v", o.Supply)
	}
}
