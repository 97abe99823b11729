package play

import (
	"context"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
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
