package persistence

import (
	"context"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// Distilling takes the potion from the character and gives it the herb in
// one transaction: a potion not owned is refused with nothing changed, the
// log names it, and Undo takes it back whole.
func TestDistillItem(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	id := editsCampaign(t, s)
	if _, _, err := s.Edit(ctx, id, campaign.Reward{Character: 1, Name: "Grok", Resources: outpost.Supply{outpost.Rockroot: 1}}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, id, campaign.BuyItem{Character: 1, CharacterName: "Grok", Item: 83, ItemName: "Mending Draught"}); err != nil {
		t.Fatal(err)
	}
	grok := func() campaign.Character { return firstCharacter(t, s, id) }
	distill := campaign.DistillItem{Character: 1, CharacterName: "Grok", Item: 83, ItemName: "Mending Draught", Herb: outpost.Rockroot}
	notOwned := distill
	notOwned.Item, notOwned.ItemName = 84, "Ember Tonic"
	if _, _, err := s.Edit(ctx, id, notOwned); err == nil {
		t.Error("distilled a potion not owned")
	}
	if err := (campaign.DistillItem{Character: 1, CharacterName: "Grok", Item: 83, ItemName: "Mending Draught", Herb: outpost.Metal}).Check(); err == nil {
		t.Error("distilling gave metal")
	}
	if c := grok(); !c.Resources.Equal(outpost.Supply{outpost.Rockroot: 1}) || len(c.Items) != 1 {
		t.Fatalf("a refused distilling changed the sheet: %+v", c)
	}
	if _, _, err := s.Edit(ctx, id, distill); err != nil {
		t.Fatal(err)
	}
	if c := grok(); !c.Resources.Equal(outpost.Supply{outpost.Rockroot: 2}) || len(c.Items) != 0 {
		t.Fatalf("after distilling: %+v", c)
	}
	log, err := s.Log(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if k := log[len(log)-1].Kind; k != campaign.EditDistillItem {
		t.Errorf("logged as %q", k)
	}
	if _, err := s.Undo(ctx, id); err != nil {
		t.Fatal(err)
	}
	if c := grok(); !c.Resources.Equal(outpost.Supply{outpost.Rockroot: 1}) || len(c.Items) != 1 || c.Items[0].Number != 83 {
		t.Fatalf("after Undo: %+v", c)
	}
}
