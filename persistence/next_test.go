package persistence

import (
	"context"
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/rules"
)

// What a city event gives every character at the next scenario's start is
// kept on the campaign, after a restart and through an export and an
// import; Undo of the event takes it back.
func TestNextScenarioKept(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	c, err := s.CreateCampaign(ctx, "Next")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.SetRules{Rules: rules.Gloomhaven}); err != nil {
		t.Fatal(err)
	}
	next := outpost.NextScenario{Conditions: []string{"bless", "bless", "poison"}, Damage: 2, Discard: 1}
	if _, _, err := s.Edit(ctx, c.ID, campaign.CityEvent{Card: "C-01", Deck: outpost.DeckCity, Option: "B", Next: next,
		Start: &campaign.CityStart{Data: editsCityData}}); err != nil {
		t.Fatal(err)
	}
	want := []campaign.Pending{{Card: "C-01", Option: "B", Next: next}}
	path := s.Path()
	s.Close()
	if s, err = Open(path); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got, err := s.NextScenario(ctx, c.ID); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("after a restart: %+v %v", got, err)
	}
	back := reimport(t, s, c.ID)
	if got, err := s.NextScenario(ctx, back.ID); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("imported: %+v %v", got, err)
	}
	if _, err := s.Undo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.NextScenario(ctx, c.ID); len(got) != 0 {
		t.Errorf("after Undo of the event: %+v", got)
	}
}
