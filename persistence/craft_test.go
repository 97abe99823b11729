package persistence

import (
	"context"
	"errors"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// A craft takes the character's part from its resources and gold and the
// supply's part from the supply, and gives it the item, in one
// transaction: a character short of its part, a supply short of its part
// or an item owned already is refused with nothing changed, and Undo
// takes a craft back whole.
func TestCraftItem(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	id := editsCampaign(t, s)
	if _, _, err := s.Edit(ctx, id, campaign.Reward{Character: 1, Name: "Grok", Gold: 10,
		Resources: outpost.Supply{outpost.Metal: 2, outpost.Arrowvine: 1}}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, id, campaign.StartOutpost{Data: editsOutpostData, Seed: 1}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, id, campaign.GiveResources{Character: 1, Name: "Grok", Give: outpost.Supply{outpost.Arrowvine: 1}}); err != nil {
		t.Fatal(err)
	}
	grok := func() campaign.Character { return firstCharacter(t, s, id) }
	supply := func() outpost.Supply {
		t.Helper()
		o, _, err := s.Outpost(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return o.Supply
	}
	craft := campaign.CraftItem{Character: 1, CharacterName: "Grok", Item: 7, ItemName: "Ice Pick",
		Pay: outpost.Craft{Own: outpost.Supply{outpost.Metal: 2, outpost.Gold: 4}, Supply: outpost.Supply{outpost.Arrowvine: 1}}}
	short := craft
	short.Pay.Own = outpost.Supply{outpost.Metal: 3}
	if _, _, err := s.Edit(ctx, id, short); !errors.Is(err, campaign.ErrShortResources) {
		t.Errorf("crafted with more metal than held: %v", err)
	}
	poor := craft
	poor.Pay.Own = outpost.Supply{outpost.Metal: 2, outpost.Gold: 11}
	if _, _, err := s.Edit(ctx, id, poor); !errors.Is(err, campaign.ErrShortResources) {
		t.Errorf("crafted with more gold than held: %v", err)
	}
	noSupply := craft
	noSupply.Pay.Supply = outpost.Supply{outpost.Arrowvine: 2}
	if _, _, err := s.Edit(ctx, id, noSupply); err == nil {
		t.Error("crafted with more arrowvine than the supply holds")
	}
	materials := craft
	materials.Pay.Supply = outpost.Supply{outpost.Hide: 1}
	if _, _, err := s.Edit(ctx, id, materials); err == nil {
		t.Error("the supply paid a material of a craft (rulebook p. 65: herbs only)")
	}
	if c := grok(); !c.Resources.Equal(outpost.Supply{outpost.Metal: 2}) || c.Gold != 10 || len(c.Items) != 0 || !supply().Equal(outpost.Supply{outpost.Arrowvine: 1}) {
		t.Fatalf("refused crafts changed the sheet: %+v, supply %v", c, supply())
	}
	if _, _, err := s.Edit(ctx, id, craft); err != nil {
		t.Fatal(err)
	}
	if c := grok(); len(c.Resources) != 0 || c.Gold != 6 || len(c.Items) != 1 || c.Items[0].Number != 7 || len(supply()) != 0 {
		t.Fatalf("after the craft: %+v, supply %v", c, supply())
	}
	again := craft
	again.Pay = outpost.Craft{Own: outpost.Supply{outpost.Gold: 1}}
	if _, _, err := s.Edit(ctx, id, again); err == nil {
		t.Error("crafted an item owned already")
	}
	if _, err := s.Undo(ctx, id); err != nil {
		t.Fatal(err)
	}
	if c := grok(); !c.Resources.Equal(outpost.Supply{outpost.Metal: 2}) || c.Gold != 10 || len(c.Items) != 0 || !supply().Equal(outpost.Supply{outpost.Arrowvine: 1}) {
		t.Fatalf("after Undo: %+v, supply %v", c, supply())
	}
	if err := (campaign.CraftItem{Character: 1, CharacterName: "Grok", Item: 7, ItemName: "Ice Pick",
		Pay: outpost.Craft{Supply: outpost.Supply{outpost.Gold: 1}}}).Check(); err == nil {
		t.Error("the supply paid a character's gold")
	}
}

// firstCharacter is campaign id's first character as stored.
func firstCharacter(t *testing.T, s *Store, id int64) campaign.Character {
	t.Helper()
	cs, err := s.Characters(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return cs[0]
}

// A potion brewed and given to another character (rulebook p. 66): the
// brewer pays its herbs, the other character gets the potion, in one
// transaction; refused whole when that character owns it already or has
// retired; Undo takes it back from both.
func TestBrewGivenToAnother(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	id := editsCampaign(t, s)
	boSheet, err := s.AddCharacter(ctx, id, campaign.Character{Class: "spellweaver", Name: "Bo", Level: 1})
	if err != nil {
		t.Fatal(err)
	}
	bo := boSheet.ID
	if _, _, err := s.Edit(ctx, id, campaign.Reward{Character: 1, Name: "Grok", Resources: outpost.Supply{outpost.Arrowvine: 1, outpost.Rockroot: 1}}); err != nil {
		t.Fatal(err)
	}
	brew := campaign.CraftItem{Character: 1, CharacterName: "Grok", Item: 83, ItemName: "Mending Draught", Brewed: true,
		Pay: outpost.Craft{Own: outpost.Supply{outpost.Arrowvine: 1, outpost.Rockroot: 1}}, To: bo, ToName: "Bo"}
	byName := func() map[string]campaign.Character {
		t.Helper()
		cs, err := s.Characters(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]campaign.Character{}
		for _, c := range cs {
			out[c.Name] = c
		}
		return out
	}
	// Bo owning one already: refused, Grok's herbs kept
	if _, _, err := s.Edit(ctx, id, campaign.BuyItem{Character: bo, CharacterName: "Bo", Item: 83, ItemName: "Mending Draught"}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, id, brew); !errors.Is(err, campaign.ErrOwnedAlready) {
		t.Fatalf("given to Bo who owns one: %v", err)
	}
	if cs := byName(); len(cs["Grok"].Resources) != 2 || len(cs["Bo"].Items) != 1 {
		t.Fatalf("a refused gift changed the sheets: %+v", cs)
	}
	if _, err := s.Undo(ctx, id); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, id, brew); err != nil {
		t.Fatal(err)
	}
	if cs := byName(); len(cs["Grok"].Resources) != 0 || len(cs["Grok"].Items) != 0 || len(cs["Bo"].Items) != 1 || cs["Bo"].Items[0].Number != 83 {
		t.Fatalf("after the brew given to Bo: %+v", cs)
	}
	if _, err := s.Undo(ctx, id); err != nil {
		t.Fatal(err)
	}
	if cs := byName(); len(cs["Grok"].Resources) != 2 || len(cs["Bo"].Items) != 0 {
		t.Fatalf("after Undo: %+v", cs)
	}
	gone := byName()["Bo"]
	gone.Retired = true
	if _, _, err := s.Edit(ctx, id, campaign.SaveCharacter{Character: gone}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, id, brew); err == nil {
		t.Error("a potion given to a retired character")
	}
}
