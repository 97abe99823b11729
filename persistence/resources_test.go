package persistence

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// A character keeps the resources a scenario's reward gives it; saving its
// sheet leaves them as they are; it gives them to the outpost's supply only
// as far as it holds them, and only to an outpost; export and import keep
// them.
func TestCharacterResources(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	id := editsCampaign(t, s)
	resources := func() outpost.Supply {
		t.Helper()
		cs, err := s.Characters(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return cs[0].Resources
	}
	give := campaign.GiveResources{Character: 1, Name: "Grok", Give: outpost.Supply{outpost.Lumber: 1}}
	if _, _, err := s.Edit(ctx, id, campaign.Reward{Character: 1, Name: "Grok", XP: 1,
		Resources: outpost.Supply{outpost.Lumber: 2, outpost.Axenut: 1}}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, id, campaign.Reward{Character: 1, Name: "Grok", Resources: outpost.Supply{outpost.Lumber: 1}}); err != nil {
		t.Fatal(err)
	}
	if got := resources(); !got.Equal(outpost.Supply{outpost.Lumber: 3, outpost.Axenut: 1}) {
		t.Fatalf("after two rewards: %v", got)
	}
	cs, _ := s.Characters(ctx, id)
	c := cs[0]
	c.Resources, c.Gold = nil, 5
	if _, _, err := s.Edit(ctx, id, campaign.SaveCharacter{Character: c}); err != nil {
		t.Fatal(err)
	}
	if got := resources(); got.Of(outpost.Lumber) != 3 {
		t.Errorf("saving the sheet changed its resources: %v", got)
	}
	if _, _, err := s.Edit(ctx, id, give); !errors.Is(err, campaign.ErrNoOutpost) {
		t.Errorf("given without an outpost: %v", err)
	}
	if _, _, err := s.Edit(ctx, id, campaign.StartOutpost{Data: editsOutpostData, Seed: 1}); err != nil {
		t.Fatal(err)
	}
	too := give
	too.Give = outpost.Supply{outpost.Lumber: 4}
	if _, _, err := s.Edit(ctx, id, too); !errors.Is(err, campaign.ErrShortResources) {
		t.Errorf("gave more than held: %v", err)
	}
	if _, _, err := s.Edit(ctx, id, campaign.GiveResources{Character: 1, Name: "Grok", Give: outpost.Supply{outpost.Gold: 1}}); err == nil {
		t.Error("gave gold as a resource")
	}
	if _, _, err := s.Edit(ctx, id, give); err != nil {
		t.Fatal(err)
	}
	o, _, err := s.Outpost(ctx, id)
	if err != nil || o.Supply.Of(outpost.Lumber) != 1 || !resources().Equal(outpost.Supply{outpost.Lumber: 2, outpost.Axenut: 1}) {
		t.Fatalf("after giving 1 lumber: supply %v, character %v (%v)", o.Supply, resources(), err)
	}
	if _, err := s.Undo(ctx, id); err != nil {
		t.Fatal(err)
	}
	if o, _, _ := s.Outpost(ctx, id); o.Supply.Of(outpost.Lumber) != 0 || resources().Of(outpost.Lumber) != 3 {
		t.Errorf("after Undo: supply %v, character %v", o.Supply, resources())
	}
	var data bytes.Buffer
	if err := s.Export(ctx, id, &data); err != nil {
		t.Fatal(err)
	}
	back, err := s.Import(ctx, &data)
	if err != nil {
		t.Fatal(err)
	}
	if cs, _ := s.Characters(ctx, back.ID); !cs[0].Resources.Equal(outpost.Supply{outpost.Lumber: 3, outpost.Axenut: 1}) {
		t.Errorf("imported: %v", cs[0].Resources)
	}
}
