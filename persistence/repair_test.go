package persistence

import (
	"context"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// frosthavenStore is a store in a new file (closed at the test's end)
// with a campaign "Frosthaven".
func frosthavenStore(t *testing.T) (*Store, campaign.Campaign) {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "campaign.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	c, err := s.CreateCampaign(context.Background(), "Frosthaven")
	if err != nil {
		t.Fatal(err)
	}
	return s, c
}

// TestRepairPaidByCharacters: a damaged building's repair is paid partly
// from the supply and partly from a character's own materials (rulebook
// p. 61: "from the Frosthaven supply or the characters' personal
// supplies, in any combination"), in the event's one edit: the
// character's resources and the supply both change, the history names who
// paid, Undo puts both back; a share the character does not hold is
// refused with nothing changed.
func TestRepairPaidByCharacters(t *testing.T) {
	ctx := context.Background()
	s, c := frosthavenStore(t)
	d := outpostFixture(t)
	ana, err := s.AddCharacter(ctx, c.ID, campaign.Character{Class: "brute", Name: "Ana", Level: 1,
		Resources: outpost.Supply{outpost.Hide: 9, outpost.Metal: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.StartOutpost{Data: d, Seed: 7}); err != nil {
		t.Fatal(err)
	}
	o := storedOutpost(t, s, c.ID)
	b, _ := d.Building("guardhouse")
	n, err := outpost.RepairCost(b, o.Standing("guardhouse").Level)
	if err != nil || n < 2 {
		t.Fatalf("the fixture's guardhouse repairs for %d (%v); the test wants 2 or more", n, err)
	}
	attack := outpost.Attack{Value: 1000, Targets: []outpost.Target{{Building: "guardhouse"}}}
	event := campaign.OutpostEvent{Card: "SO-91", Option: "A", Attack: &attack, Outcomes: []string{outpost.Damaged},
		Names:   []string{"Guardhouse"},
		Change:  outpost.Change{Gain: outpost.Supply{outpost.Lumber: 1}},
		Repairs: map[string]outpost.Supply{"guardhouse": {outpost.Lumber: 1, outpost.Hide: n - 1}},
		Paid:    []campaign.RepairShare{{Building: "guardhouse", Character: ana.ID, CharacterName: "Ana", Pay: outpost.Supply{outpost.Hide: n - 1}}}}
	if err := event.Check(); err != nil {
		t.Fatal(err)
	}
	greedy := event
	greedy.Paid = []campaign.RepairShare{{Building: "guardhouse", Character: ana.ID, CharacterName: "Ana", Pay: outpost.Supply{outpost.Lumber: 1, outpost.Hide: n - 1}}}
	if _, _, err := s.Edit(ctx, c.ID, greedy); err == nil {
		t.Fatal("Ana paid lumber she does not hold")
	}
	if got := storedOutpost(t, s, c.ID); !reflect.DeepEqual(got, o) {
		t.Fatal("a refused repair changed the outpost")
	}
	if _, _, err := s.Edit(ctx, c.ID, event); err != nil {
		t.Fatal(err)
	}
	after := storedOutpost(t, s, c.ID)
	cs, _ := s.Characters(ctx, c.ID)
	if !cs[0].Resources.Equal(outpost.Supply{outpost.Hide: 10 - n, outpost.Metal: 1}) {
		t.Errorf("Ana holds %s after paying %d hide", cs[0].Resources, n-1)
	}
	if after.Supply.Of(outpost.Lumber) != o.Supply.Of(outpost.Lumber) || after.Morale != o.Morale {
		t.Errorf("supply %s, morale %d after the repair; want the lumber gained spent and morale %d", after.Supply, after.Morale, o.Morale)
	}
	if told := event.Told().Detail; !strings.Contains(told, "Guardhouse:repaired by Ana") {
		t.Errorf("history: %q does not name who paid", told)
	}
	if _, err := s.Undo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	cs, _ = s.Characters(ctx, c.ID)
	if got := storedOutpost(t, s, c.ID); !reflect.DeepEqual(got, o) || !cs[0].Resources.Equal(outpost.Supply{outpost.Hide: 9, outpost.Metal: 1}) {
		t.Errorf("undone: outpost supply %s, Ana holds %s", got.Supply, cs[0].Resources)
	}
}
