package play

import (
	"context"
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
)

// A scenario ended in success writes its rewards to the character sheets
// and marks the scenario completed, in one action that Undo takes back
// whole (the scenario is in progress again, the sheets as before).
func TestEndWithRewards(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	ana, err := f.store.AddCharacter(ctx, f.campaign, campaign.Character{Class: "brute", Name: "Ana", Level: 2, XP: 50, Gold: 10})
	if err != nil {
		t.Fatal(err)
	}
	bo, err := f.store.AddCharacter(ctx, f.campaign, campaign.Character{Class: "tinker", Name: "Bo", Level: 1})
	if err != nil {
		t.Fatal(err)
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := party.BuildScenario(file, 3, 1, campaign.Members([]campaign.Character{ana, bo}))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.session.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	anaID := "ana" // party.FigureID before Ana was placed
	if _, err := f.session.Do(ctx, engine.GainXP{Character: anaID, Amount: 3}); err != nil {
		t.Fatal(err)
	}
	at := f.session.Scenario().Starts()[0]
	if _, err := f.session.Do(ctx, engine.PlaceMoney{At: at, Count: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.session.Do(ctx, engine.LootMoney{At: at}); err != nil {
		t.Fatal(err)
	}
	o, err := f.session.Outcome(true)
	if err != nil {
		t.Fatal(err)
	}
	if o.Scenario != file.Title || len(o.Rewards) != 2 || o.Rewards[0].XP != 3 || o.Rewards[0].BonusXP != 10 || o.Rewards[0].Gold != 6 {
		t.Fatalf("outcome %+v", o)
	}
	var changes []Change
	stop := f.session.OnChange(func(c Change) { changes = append(changes, c) })
	if err := f.session.EndWith(ctx, o); err != nil {
		t.Fatal(err)
	}
	stop()
	if f.session.Scenario() != nil || len(changes) != 1 || !changes[0].Sheet || !changes[0].Scenario {
		t.Errorf("the scenario is still in progress, or the change published is not one of the sheets and the scenario: %+v", changes)
	}
	check := func(when string, anaXP, anaGold, boXP int, completed bool) {
		t.Helper()
		a, _ := f.store.Character(ctx, f.campaign, ana.ID)
		b, _ := f.store.Character(ctx, f.campaign, bo.ID)
		if a.XP != anaXP || a.Gold != anaGold || b.XP != boXP || b.Gold != 0 {
			t.Errorf("%s: Ana %d xp %d gold, Bo %d xp %d gold", when, a.XP, a.Gold, b.XP, b.Gold)
		}
		progress, _ := f.store.Scenarios(ctx, f.campaign)
		done := len(progress) == 1 && progress[0].ID == file.Title && progress[0].Completed
		if done != completed {
			t.Errorf("%s: progress %+v", when, progress)
		}
	}
	check("after the end", 50+13, 10+6, 10, true)
	name, success, ok := EndPayload(f.session.lastDone.Payload)
	if !ok || !success || name != file.Title {
		t.Errorf("the log keeps %s", f.session.lastDone.Payload)
	}
	if err := f.session.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	check("after Undo", 50, 10, 0, false)
	if f.session.Scenario() == nil {
		t.Fatal("Undo did not bring the scenario back")
	}
	if err := f.session.Redo(ctx); err != nil {
		t.Fatal(err)
	}
	check("after Redo", 63, 16, 10, true)

	// A scenario lost: no bonus, the progress unlocked only.
	scn, err = party.BuildScenario(file, 0, 2, campaign.Members([]campaign.Character{ana}))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.session.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	o, err = f.session.Outcome(false)
	if err != nil || o.Rewards[0].BonusXP != 0 {
		t.Fatalf("lost: %+v %v", o, err)
	}
	if err := f.session.EndWith(ctx, o); err != nil {
		t.Fatal(err)
	}
	check("after a loss", 63, 16, 10, true) // completed stays
}

// A win unlocks the scenarios its data pack lists, with the pack's own
// rewards table.
func TestOutcomeWithUnlocks(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	ana, err := f.store.AddCharacter(ctx, f.campaign, campaign.Character{Class: "brute", Name: "Ana", Level: 1})
	if err != nil {
		t.Fatal(err)
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := party.BuildScenario(file, 2, 1, campaign.Members([]campaign.Character{ana}))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.session.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	table := engine.StandardRewards
	table.BonusXP[2] = 20
	lost, err := f.session.OutcomeWith(false, table, []string{"Crypt"})
	if err != nil || lost.Unlocks != nil || lost.Rewards[0].BonusXP != 0 {
		t.Fatalf("lost: %+v %v", lost, err)
	}
	o, err := f.session.OutcomeWith(true, table, []string{"Crypt", "Tower"})
	if err != nil || o.Rewards[0].BonusXP != 20 {
		t.Fatalf("won: %+v %v", o, err)
	}
	if err := f.session.EndWith(ctx, o); err != nil {
		t.Fatal(err)
	}
	progress, _ := f.store.Scenarios(ctx, f.campaign)
	got := map[string]campaign.ScenarioProgress{}
	for _, p := range progress {
		got[p.ID] = p
	}
	if !got[file.Title].Completed || !got["Crypt"].Unlocked || got["Crypt"].Completed || !got["Tower"].Unlocked {
		t.Errorf("progress %+v", progress)
	}
}

// A character whose sheet was deleted during the scenario takes nothing
// home, and the scenario still ends.
func TestEndWithADeletedSheet(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	ana, err := f.store.AddCharacter(ctx, f.campaign, campaign.Character{Class: "brute", Name: "Ana", Level: 1})
	if err != nil {
		t.Fatal(err)
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	scn, err := party.BuildScenario(file, 1, 1, campaign.Members([]campaign.Character{ana}))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.session.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	if err := f.store.DeleteCharacter(ctx, f.campaign, ana.ID); err != nil {
		t.Fatal(err)
	}
	o, err := f.session.Outcome(true)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.session.EndWith(ctx, o); err != nil || f.session.Scenario() != nil {
		t.Fatalf("end with a deleted sheet: %v", err)
	}
}

// Issue 40, item 15: a treasure chest's gold and item are the opener's:
// the outcome shows them before the scenario ends (the gold in the
// reward, the item found), EndWith writes them to the sheet (an item owned
// already is sold for its price instead), and Undo takes them back.
func TestEndWithTreasure(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	ana, err := f.store.AddCharacter(ctx, f.campaign, campaign.Character{Class: "brute", Name: "Ana", Level: 1, Gold: 10,
		Items: []campaign.OwnedItem{{Number: 5, Name: "Boots"}}})
	if err != nil {
		t.Fatal(err)
	}
	bo, err := f.store.AddCharacter(ctx, f.campaign, campaign.Character{Class: "tinker", Name: "Bo", Level: 1})
	if err != nil {
		t.Fatal(err)
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	at := file.Starts[0]
	file.Treasures = []scenariofile.Treasure{{At: at, Label: "7"}}
	gives := map[string][]engine.TreasureGain{"7": {{Kind: engine.GainGold, Amount: 15},
		{Kind: engine.GainItem, Amount: 32, Name: "Tower Shield"}, {Kind: engine.GainItem, Amount: 5, Name: "Boots"},
		// a blank name must not keep the scenario from ending (the sheet
		// refuses a blank item name): the item is called by its number
		{Kind: engine.GainItem, Amount: 7}}}
	team := campaign.Members([]campaign.Character{ana, bo})
	scn, err := party.BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 1, Treasures: gives}, team, pack.Builtin().MonsterTable(len(team)))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.session.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	opener, ok := f.session.Scenario().FigureAt(at)
	if !ok {
		t.Fatal("nobody stands on the chest")
	}
	if _, err := f.session.Do(ctx, engine.LootChest{At: at}); err != nil {
		t.Fatal(err)
	}
	o, err := f.session.Outcome(false)
	if err != nil {
		t.Fatal(err)
	}
	if r := o.Rewards[0]; r.Character != opener || r.Gold != 15 || r.TreasureGold != 15 {
		t.Fatalf("the opener's reward %+v, want 15 gold of treasure", r)
	}
	want := []FoundItem{{Sheet: ana.ID, Name: "Ana", Item: 32, ItemName: "Tower Shield"},
		{Sheet: ana.ID, Name: "Ana", Item: 5, ItemName: "Boots", Owned: true}, {Sheet: ana.ID, Name: "Ana", Item: 7, ItemName: "7"}}
	if !reflect.DeepEqual(o.Found, want) {
		t.Fatalf("found %+v, want %+v", o.Found, want)
	}
	o.Found[1].SellFor = 4 // the data pack's price, set by the window
	if err := f.session.EndWith(ctx, o); err != nil {
		t.Fatal(err)
	}
	check := func(when string, gold int, items []campaign.OwnedItem) {
		t.Helper()
		a, _ := f.store.Character(ctx, f.campaign, ana.ID)
		b, _ := f.store.Character(ctx, f.campaign, bo.ID)
		if a.Gold != gold || !reflect.DeepEqual(a.Items, items) || b.Gold != 0 || len(b.Items) != 0 {
			t.Errorf("%s: Ana %d gold, items %v; Bo %d gold, items %v; want Ana %d gold, items %v", when, a.Gold, a.Items, b.Gold, b.Items, gold, items)
		}
	}
	boots := campaign.OwnedItem{Number: 5, Name: "Boots"}
	check("after the end", 10+15+4, []campaign.OwnedItem{boots, {Number: 32, Name: "Tower Shield"}, {Number: 7, Name: "7"}})
	if err := f.session.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	check("after Undo", 10, []campaign.OwnedItem{boots})
}
