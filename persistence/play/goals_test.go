package play

import (
	"context"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/scenariofile"
)

// inventedGoals is an invented deck of battle goals (GHS's battle-goals.json
// read into the engine's cards).
func inventedGoals() []engine.BattleGoal {
	return []engine.BattleGoal{{ID: "901", Name: "Tidy", Checks: 1}, {ID: "902", Name: "Swift", Checks: 2},
		{ID: "903", Name: "Greedy", Checks: 1}, {ID: "904", Name: "Bold", Checks: 2}, {ID: "905", Name: "Calm", Checks: 1}}
}

// Battle goals dealt, one kept by each (an action Undo takes back), the
// scenario won and the goals ticked: the checks met go to the sheets' perk
// marks with the end, and Undo takes them back with it; a scenario lost
// gives none.
func TestBattleGoalsToTheSheets(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	ana, err := f.store.AddCharacter(ctx, f.campaign, campaign.Character{Class: "brute", Name: "Ana", Level: 1, PerkMarks: 2})
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
	start := func(seed uint64) {
		t.Helper()
		scn, err := party.BuildScenario(file, 1, seed, campaign.Members([]campaign.Character{ana, bo}))
		if err == nil {
			scn, err = scn.WithBattleGoals(inventedGoals(), rules.Gloomhaven.BattleGoalsDealt())
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := f.session.Start(ctx, scn); err != nil {
			t.Fatal(err)
		}
		for _, c := range []string{"ana", "bo"} {
			if _, err := f.session.Do(ctx, engine.KeepBattleGoal{Character: c, Choice: 1}); err != nil {
				t.Fatal(err)
			}
		}
	}
	marks := func(when string, wantAna, wantBo int) {
		t.Helper()
		a, _ := f.store.Character(ctx, f.campaign, ana.ID)
		b, _ := f.store.Character(ctx, f.campaign, bo.ID)
		if a.PerkMarks != wantAna || b.PerkMarks != wantBo {
			t.Errorf("%s: perk marks Ana %d, Bo %d; want %d, %d", when, a.PerkMarks, b.PerkMarks, wantAna, wantBo)
		}
	}
	start(7)
	if err := f.session.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if h, _ := f.session.Scenario().BattleGoalsOf("bo"); h.Kept != -1 {
		t.Fatal("Undo did not take back the goal kept")
	}
	if err := f.session.Redo(ctx); err != nil {
		t.Fatal(err)
	}
	o, err := f.session.Outcome(true)
	if err != nil || len(o.Goals) != 2 {
		t.Fatalf("outcome %+v, %v", o.Goals, err)
	}
	h, _ := f.session.Scenario().BattleGoalsOf("ana")
	if o.Goals[0].Goal != h.Dealt[1] || o.Goals[0].Sheet != ana.ID {
		t.Fatalf("Ana's goal %+v, kept %+v", o.Goals[0], h.Dealt[1])
	}
	o.Goals[0].Met = true // Ana's met, Bo's not
	want := o.Goals[0].Goal.Checks
	if err := f.session.EndWith(ctx, o); err != nil {
		t.Fatal(err)
	}
	marks("after the end", 2+want, 0)
	if got := campaign.PerksEarned(2, want, rules.Gloomhaven.ChecksPerPerk()); got != 1 {
		t.Errorf("2 marks and %d more earned %d perks", want, got)
	}
	if err := f.session.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	marks("after Undo", 2, 0)
	if err := f.session.Redo(ctx); err != nil {
		t.Fatal(err)
	}
	marks("after Redo", 2+want, 0)

	// lost: goals ticked give nothing
	start(8)
	o, err = f.session.Outcome(false)
	if err != nil {
		t.Fatal(err)
	}
	for i := range o.Goals {
		o.Goals[i].Met = true
	}
	if err := f.session.EndWith(ctx, o); err != nil {
		t.Fatal(err)
	}
	marks("after a loss", 2+want, 0)
}

func TestPerksEarned(t *testing.T) {
	for _, c := range []struct{ before, added, want int }{{0, 2, 0}, {2, 1, 1}, {2, 2, 1}, {5, 1, 1}, {3, 6, 2}, {4, 0, 0}} {
		if got := campaign.PerksEarned(c.before, c.added, 3); got != c.want {
			t.Errorf("PerksEarned(%d, %d, 3) = %d, want %d", c.before, c.added, got, c.want)
		}
	}
}
