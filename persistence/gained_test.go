package persistence

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// TestRewardsGainedOnce: the campaign keeps which scenarios' and
// sections' rewards its outpost was given: a second completion's rewards
// and a second read of a section are refused (Frosthaven rulebook p. 48:
// "the rewards from each scenario can only be gained once per
// campaign"); Undo of the first makes them available again; the record
// survives closing the store and an export and import.
func TestRewardsGainedOnce(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { s.Close() }()
	c, err := s.CreateCampaign(ctx, "Frosthaven")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.StartOutpost{Data: outpostFixture(t), Seed: 1}); err != nil {
		t.Fatal(err)
	}
	reward := campaign.OutpostReward{Scenario: "#4A Frozen Hollow", Change: outpost.Change{Morale: 1}}
	section := campaign.ReadSection{Section: "141.2-5", Name: "5 wagons escaped", Change: outpost.Change{Morale: 2}}
	for _, e := range []campaign.Edit{reward, section} {
		if _, _, err := s.Edit(ctx, c.ID, e); err != nil {
			t.Fatal(err)
		}
	}
	morale := func(id int64) int {
		t.Helper()
		o, _, err := s.Outpost(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return o.Morale
	}
	if m := morale(c.ID); m != 3 {
		t.Fatalf("morale %d after both, want 3", m)
	}
	s.Close()
	if s, err = Open(path); err != nil {
		t.Fatal(err)
	}
	for _, e := range []campaign.Edit{reward, section} {
		if _, _, err := s.Edit(ctx, c.ID, e); !errors.Is(err, outpost.ErrRewardsGained) {
			t.Errorf("%s given again after a restart: %v", e.Kind(), err)
		}
	}
	if m := morale(c.ID); m != 3 {
		t.Errorf("morale %d after the second tries, want 3", m)
	}
	back := reimport(t, s, c.ID)
	for _, e := range []campaign.Edit{reward, section} {
		if _, _, err := s.Edit(ctx, back.ID, e); !errors.Is(err, outpost.ErrRewardsGained) {
			t.Errorf("%s given again in the imported campaign: %v", e.Kind(), err)
		}
	}
	// Undo of the section read, then of the reward: each is available again
	if _, err := s.Undo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, c.ID, section); err != nil {
		t.Errorf("the section after its read was undone: %v", err)
	}
	if _, err := s.Undo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Undo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, c.ID, reward); err != nil {
		t.Errorf("the rewards after their completion was undone: %v", err)
	}
	if m := morale(c.ID); m != 1 {
		t.Errorf("morale %d, want 1", m)
	}
}
