package persistence

import (
	"context"
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// TestOperationPaidByCharacters: a building operation's loss is paid
// partly by a character's own resources and gold (rulebook p. 62: "taken
// from the Frosthaven supply or the characters' personal supplies, in any
// combination"), in one edit that Undo takes back whole; a part left
// unpaid while a character still holds it is refused ("the party loses as
// much as possible"), and so is a share the character does not hold.
func TestOperationPaidByCharacters(t *testing.T) {
	ctx := context.Background()
	s, c := frosthavenStore(t)
	d := outpost.Data{Buildings: []outpost.Building{{Name: "shed", Title: "Shed", Unlocked: true,
		Build:   outpost.Cost{Prosperity: 1, Materials: outpost.Supply{outpost.Lumber: 1}},
		Effects: []outpost.Effect{{Words: "Lose 2 hide, 5 gold", Lose: outpost.Supply{outpost.Hide: 2, outpost.Gold: 5}}}}}}
	ana, err := s.AddCharacter(ctx, c.ID, campaign.Character{Class: "brute", Name: "Ana", Level: 1, Gold: 7,
		Resources: outpost.Supply{outpost.Hide: 1}})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []campaign.Edit{campaign.StartOutpost{Data: d, Seed: 7},
		campaign.OutpostEvent{Card: "SO-01", Change: outpost.Change{Gain: outpost.Supply{outpost.Hide: 1, outpost.Lumber: 1}}},
		campaign.Construct{Construction: outpost.Construction{Building: "shed"}, Level: 1, Name: "Shed"}} {
		if _, _, err := s.Edit(ctx, c.ID, e); err != nil {
			t.Fatal(err)
		}
	}
	o := storedOutpost(t, s, c.ID)
	share := campaign.RepairShare{Building: "shed", Character: ana.ID, CharacterName: "Ana", Pay: outpost.Supply{outpost.Hide: 1, outpost.Gold: 5}}
	op := campaign.OperateBuilding{Building: "shed", Name: "Shed", Paid: []campaign.RepairShare{share}}
	if err := op.Check(); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []campaign.OperateBuilding{
		{Building: "shed", Name: "Shed", Unpaid: outpost.Supply{outpost.Hide: 1, outpost.Gold: 5}}, // Ana holds gold and hide
		{Building: "shed", Name: "Shed", Paid: []campaign.RepairShare{{Building: "shed", Character: ana.ID, CharacterName: "Ana",
			Pay: outpost.Supply{outpost.Hide: 1, outpost.Gold: 8}}}}, // Ana holds 7 gold
	} {
		if _, _, err := s.Edit(ctx, c.ID, bad); err == nil {
			t.Fatalf("%+v made", bad)
		}
		if got := storedOutpost(t, s, c.ID); !reflect.DeepEqual(got, o) {
			t.Fatal("a refused operation changed the outpost")
		}
	}
	if _, _, err := s.Edit(ctx, c.ID, op); err != nil {
		t.Fatal(err)
	}
	cs, _ := s.Characters(ctx, c.ID)
	if after := storedOutpost(t, s, c.ID); len(after.Supply) != 0 || len(cs[0].Resources) != 0 || cs[0].Gold != 2 {
		t.Errorf("after the operation: supply %s, Ana holds %s and %d gold", after.Supply, cs[0].Resources, cs[0].Gold)
	}
	if told := op.Told().Detail; told != "Ana" {
		t.Errorf("history detail %q does not name Ana", told)
	}
	if _, err := s.Undo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	cs, _ = s.Characters(ctx, c.ID)
	if got := storedOutpost(t, s, c.ID); !reflect.DeepEqual(got, o) || cs[0].Gold != 7 || cs[0].Resources.Of(outpost.Hide) != 1 {
		t.Errorf("undone: supply %s, Ana holds %s and %d gold", got.Supply, cs[0].Resources, cs[0].Gold)
	}
}
