package play

import (
	"context"
	"os"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
)

// Each scenario's end writes the campaign's automatic backup beside the
// database, with the rewards in it; File › Import of the backup restores
// the campaign as it was then.
func TestScenarioEndWritesABackup(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	ana, err := f.store.AddCharacter(ctx, f.campaign, campaign.Character{Class: "brute", Name: "Ana", Level: 2, Gold: 10})
	if err != nil {
		t.Fatal(err)
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	for i, won := range []bool{true, false} {
		scn, err := party.BuildScenario(file, 1, 1, campaign.Members([]campaign.Character{ana}))
		if err != nil {
			t.Fatal(err)
		}
		if err := f.session.Start(ctx, scn); err != nil {
			t.Fatal(err)
		}
		if i == 1 {
			if err := f.session.End(ctx); err != nil { // ended without an outcome
				t.Fatal(err)
			}
			break
		}
		o, err := f.session.Outcome(won)
		if err != nil {
			t.Fatal(err)
		}
		if err := f.session.EndWith(ctx, o); err != nil {
			t.Fatal(err)
		}
	}
	backups, err := f.store.Backups(f.campaign)
	if err != nil || len(backups) != 2 {
		t.Fatalf("backups %v %v", backups, err)
	}
	r, err := os.Open(backups[1]) // after the first scenario
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	c, err := f.store.Import(ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	scs, err := f.store.Scenarios(ctx, c.ID)
	if err != nil || len(scs) != 1 || !scs[0].Completed {
		t.Errorf("restored scenarios %+v %v", scs, err)
	}
	chars, _ := f.store.Characters(ctx, c.ID)
	if len(chars) != 1 || chars[0].XP == 0 {
		t.Errorf("restored without the rewards: %+v", chars)
	}
}
