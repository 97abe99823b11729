package play

import (
	"context"
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/engine/tally"
)

// The campaign's statistics after two scenarios, one won and one lost,
// equal what the test counts over the actions it played and their
// reports: damage dealt to monsters and taken, heals, kills by monster
// type, experience taken home, an exhaustion, scenarios won and lost; per
// character and for the party. An action undone is not counted.
func TestStatisticsAfterTwoScenarios(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	var sheets []campaign.Character
	for _, name := range []string{"Ana", "Bo"} {
		c, err := f.store.AddCharacter(ctx, f.campaign, campaign.Character{Class: "brute", Name: name, Level: 1})
		if err != nil {
			t.Fatal(err)
		}
		sheets = append(sheets, c)
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int64]*tally.Counts{sheets[0].ID: {Kills: map[string]int{}}, sheets[1].ID: {Kills: map[string]int{}}}
	var partyWant tally.Counts
	partyWant.Kills = map[string]int{}
	ids := map[string]int64{"ana": sheets[0].ID, "bo": sheets[1].ID}
	do := func(by string, a engine.Action) engine.Report {
		t.Helper()
		rep, err := f.session.Do(ctx, a)
		if err != nil {
			t.Fatal(err)
		}
		sum := rep.Summary()
		switch a := a.(type) {
		case engine.DamageFigure:
			if f, _ := f.session.Scenario().Figure(a.Figure); f.Kind == engine.KindMonster {
				want[ids[by]].DamageDealt += sum.Damage
				partyWant.DamageDealt += sum.Damage
				if !f.Alive() {
					want[ids[by]].Kills[f.MonsterType]++
					partyWant.Kills[f.MonsterType]++
				}
			} else {
				want[ids[a.Figure]].DamageTaken += sum.Damage
				partyWant.DamageTaken += sum.Damage
			}
		case engine.HealFigure:
			want[ids[by]].Healed += sum.Healed
			partyWant.Healed += sum.Healed
		case engine.Exhaust:
			want[ids[a.Character]].Exhaustions++
			partyWant.Exhaustions++
		}
		return rep
	}
	for round, won := range []bool{true, false} {
		scn, err := party.BuildScenario(file, 1, uint64(5+round), campaign.Members(sheets))
		if err != nil {
			t.Fatal(err)
		}
		if err := f.session.Start(ctx, scn); err != nil {
			t.Fatal(err)
		}
		startTurn(ctx, t, f.session, "ana")
		for _, m := range f.session.Scenario().Figures() {
			if m.Kind == engine.KindMonster && m.Alive() && m.OnMap && (m.MonsterType == "Cave Rat" || round == 1) {
				do("ana", engine.DamageFigure{Figure: m.ID, Amount: 1})
				do("ana", engine.DamageFigure{Figure: m.ID, Amount: 99})
			}
		}
		do("ana", engine.DamageFigure{Figure: "ana", Amount: 3})
		do("ana", engine.HealFigure{Figure: "ana", Amount: 2})
		// an action undone counts for nothing
		if _, err := f.session.Do(ctx, engine.DamageFigure{Figure: "bo", Amount: 4}); err != nil {
			t.Fatal(err)
		}
		if err := f.session.Undo(ctx); err != nil {
			t.Fatal(err)
		}
		if !won {
			do("bo", engine.Exhaust{Character: "bo"})
		}
		if _, err := f.session.Do(ctx, engine.GainXP{Character: "ana", Amount: 2}); err != nil {
			t.Fatal(err)
		}
		o, err := f.session.Outcome(won)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range o.Rewards {
			want[r.Sheet].XP += r.XP + r.BonusXP
			partyWant.XP += r.XP + r.BonusXP
			if won {
				want[r.Sheet].Won++
			} else {
				want[r.Sheet].Lost++
			}
		}
		if won {
			partyWant.Won++
		} else {
			partyWant.Lost++
		}
		if err := f.session.EndWith(ctx, o); err != nil {
			t.Fatal(err)
		}
	}
	got, err := CampaignStatistics(ctx, f.store, f.campaign)
	if err != nil {
		t.Fatal(err)
	}
	if got.Scenarios != 2 {
		t.Errorf("%d scenarios", got.Scenarios)
	}
	same := func(who string, got, want tally.Counts) {
		t.Helper()
		if got.KillCount() != want.KillCount() || len(got.Kills) != len(want.Kills) {
			t.Errorf("%s: kills %v, want %v", who, got.Kills, want.Kills)
		}
		for typ, n := range want.Kills {
			if got.Kills[typ] != n {
				t.Errorf("%s: %s killed %d, want %d", who, typ, got.Kills[typ], n)
			}
		}
		got.Kills, want.Kills = nil, nil
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %+v, want %+v", who, got, want)
		}
	}
	for id, w := range want {
		same(got.Names[id], got.Characters[id], *w)
	}
	same("the party", got.Party, partyWant)
	if partyWant.KillCount() < 3 || partyWant.Exhaustions != 1 || partyWant.XP < 4 || partyWant.Healed != 4 {
		t.Errorf("the test counted too little to tell: %+v", partyWant)
	}
}
