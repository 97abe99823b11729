package campaign

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/ui/history"
)

// The campaign's rules are chosen on the party tab: the choice is an edit
// that Undo takes back; the scenario started plays them and keeps them
// when the campaign's change, and the tab says so.
func TestChooseTheRules(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	id := f.create("Snow")
	p := f.s.party
	if p.rules.Selected != "Gloomhaven" {
		t.Fatalf("a new campaign shows the rules %q", p.rules.Selected)
	}
	campaignRules := func() rules.Edition {
		t.Helper()
		c, err := f.store.Campaign(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return c.Rules
	}
	p.rules.SetSelected("Frosthaven")
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("choosing: %s", txt)
	}
	if got := campaignRules(); got != rules.Frosthaven {
		t.Fatalf("the campaign plays %q after choosing Frosthaven", got)
	}
	f.addCharacter("Brute", "Ana", 2, "")
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	if got := f.env.Table.Scenario().Rules(); got != rules.Frosthaven {
		t.Fatalf("the scenario plays %q", got)
	}
	if p.scenarioRules.Visible() {
		t.Errorf("the scenario's rules are told although they are the campaign's: %q", p.scenarioRules.Text)
	}
	p.rules.SetSelected("Jaws of the Lion")
	if got := campaignRules(); got != rules.JawsOfTheLion {
		t.Fatalf("the campaign plays %q after choosing Jaws of the Lion", got)
	}
	if got := f.env.Table.Scenario().Rules(); got != rules.Frosthaven {
		t.Errorf("the scenario in progress changed its rules to %q", got)
	}
	if !p.scenarioRules.Visible() || p.scenarioRules.Text != "The scenario in progress plays Frosthaven rules." {
		t.Errorf("the tab says %q (shown: %v)", p.scenarioRules.Text, p.scenarioRules.Visible())
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if got := campaignRules(); got != rules.Frosthaven {
		t.Errorf("after Undo the campaign plays %q", got)
	}
	if p.rules.Selected != "Frosthaven" || p.scenarioRules.Visible() {
		t.Errorf("after Undo the tab shows %q (scenario's told: %v)", p.rules.Selected, p.scenarioRules.Visible())
	}
}

// A Frosthaven campaign's scenario with a loot deck draws a loot card per
// token, the history tells the cards, and the end tells the loot; without
// the edition's loot cards the players are told tokens are money.
func TestLootDeckAtTheTable(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	f.create("Snow")
	file, _ := scenariofile.Sample(scenariofile.DefaultSample)
	scenarios := []pack.Scenario{{Title: file.Title, LootDeck: []pack.LootCount{{Kind: "money", Count: 1}, {Kind: "lumber", Count: 2}}}}
	cards := []pack.LootCard{{Kind: "money", Amount: []int{5, 4, 3}}, {Kind: "lumber", Amount: []int{2}}, {Kind: "lumber", Amount: []int{2}}}
	addPack := func(name string, loot []pack.LootCard) {
		t.Helper()
		p := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: name, Rules: rules.Frosthaven, Scenarios: scenarios, Loot: loot}
		if _, err := f.store.AddPack(ctx, p, "haventable"); err != nil {
			t.Fatal(err)
		}
		f.env.ForgetPacks()
	}
	addPack("Invented scenarios", nil)
	f.s.party.rules.SetSelected("Frosthaven")
	f.addCharacter("Brute", "Ana", 2, "")
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); !strings.Contains(txt, "none of the imported data packs has the loot cards") {
		t.Fatalf("without loot cards the start says %q", txt)
	}
	f.closeDialogs()
	if f.env.Table.Scenario().HasLootDeck() {
		t.Fatal("a loot deck without cards")
	}
	if err := f.env.Table.Session().Undo(ctx); err != nil {
		t.Fatal(err)
	}
	addPack("Invented loot", cards)
	test.Tap(f.s.play.start)
	if txt := f.dialogText(); txt != "" {
		t.Fatalf("start: %s", txt)
	}
	scn := f.env.Table.Scenario()
	if !scn.HasLootDeck() || scn.LootLeft() != 3 {
		t.Fatalf("loot deck %v, %d cards", scn.HasLootDeck(), scn.LootLeft())
	}
	var ana engine.Figure
	for _, fig := range scn.Figures() {
		if fig.Name == "Ana" {
			ana = fig
		}
	}
	if _, err := f.env.Table.Session().Do(ctx, engine.PlaceMoney{At: ana.At, Count: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.env.Table.Session().Do(ctx, engine.LootMoney{At: ana.At, By: ana.ID}); err != nil {
		t.Fatal(err)
	}
	log, err := f.store.Log(ctx, f.s.Current())
	if err != nil || len(log) == 0 {
		t.Fatalf("history: %v %v", log, err)
	}
	told := history.Describe(f.env.Tr, f.env.Table.Scenario(), log[len(log)-1])
	if !strings.Contains(told, "drawing") || !(strings.Contains(told, "4 gold") || strings.Contains(told, "2 lumber")) {
		t.Errorf("the history tells %q", told)
	}
	o, err := f.env.Table.Session().Outcome(true)
	if err != nil {
		t.Fatal(err)
	}
	if txt := rewardsText(f.env.Tr, o); !strings.Contains(txt, "loot cards:") {
		t.Errorf("the end tells %q", txt)
	}
}
