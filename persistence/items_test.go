package persistence

import (
	"context"
	"reflect"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
)

// Buying and selling an item are campaign edits: the gold and the item
// change together, the log names them, Undo and Redo step over them, the
// export carries the items; a purchase without the gold, of an item owned
// or a sale of one not owned changes nothing.
func TestBuyAndSellItems(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	c, err := s.CreateCampaign(ctx, "Items")
	if err != nil {
		t.Fatal(err)
	}
	lena, _, err := s.Edit(ctx, c.ID, campaign.AddCharacter{Character: campaign.Character{Class: "brute", Name: "Lena", Level: 1, Gold: 30}})
	if err != nil {
		t.Fatal(err)
	}
	sheet := func() campaign.Character {
		t.Helper()
		cs, err := s.Characters(ctx, c.ID)
		if err != nil || len(cs) != 1 {
			t.Fatalf("%v %v", cs, err)
		}
		return cs[0]
	}
	boots := campaign.BuyItem{Character: lena, CharacterName: "Lena", Item: 1, ItemName: "Reed Boots", Price: 14}
	if _, _, err := s.Edit(ctx, c.ID, boots); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.BuyItem{Character: lena, CharacterName: "Lena", Item: 4, ItemName: "Moss Tonic", Price: 10}); err != nil {
		t.Fatal(err)
	}
	if got := sheet(); got.Gold != 6 || !slices.Equal(got.Items, []campaign.OwnedItem{{Number: 1, Name: "Reed Boots"}, {Number: 4, Name: "Moss Tonic"}}) {
		t.Fatalf("after two purchases: %+v", got)
	}
	// the character's sheet saved from the campaign screen (which does not
	// show the items) keeps them
	saved := sheet()
	saved.Items, saved.XP = nil, 3
	if _, _, err := s.Edit(ctx, c.ID, campaign.SaveCharacter{Character: saved}); err != nil {
		t.Fatal(err)
	}
	if got := sheet(); got.XP != 3 || len(got.Items) != 2 {
		t.Fatalf("a saved sheet lost its items: %+v", got)
	}
	before := sheetOf(t, s, c.ID)
	for _, e := range []campaign.Edit{
		campaign.BuyItem{Character: lena, CharacterName: "Lena", Item: 5, ItemName: "Pebble Sling", Price: 7}, // 6 gold
		campaign.BuyItem{Character: lena, CharacterName: "Lena", Item: 1, ItemName: "Reed Boots", Price: 0},   // owned
		campaign.SellItem{Character: lena, CharacterName: "Lena", Item: 9, ItemName: "Odd Spoon", Price: 2},   // not owned
		campaign.BuyItem{Character: 99, CharacterName: "Nobody", Item: 5, ItemName: "Pebble Sling", Price: 0},
	} {
		if _, _, err := s.Edit(ctx, c.ID, e); err == nil {
			t.Errorf("%+v made", e)
		}
	}
	if after := sheetOf(t, s, c.ID); !reflect.DeepEqual(before, after) {
		t.Errorf("refused edits changed the sheet:\n%+v\n%+v", before, after)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.SellItem{Character: lena, CharacterName: "Lena", Item: 1, ItemName: "Reed Boots", Price: 7}); err != nil {
		t.Fatal(err)
	}
	if got := sheet(); got.Gold != 13 || !slices.Equal(got.Items, []campaign.OwnedItem{{Number: 4, Name: "Moss Tonic"}}) {
		t.Fatalf("after the sale: %+v", got)
	}
	log, err := s.Log(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if k := log[len(log)-1].Kind; k != campaign.EditSellItem || log[len(log)-3].Kind != campaign.EditBuyItem {
		t.Errorf("log ends with %s", k)
	}
	// the export carries the items, and the import brings them back
	imported := reimport(t, s, c.ID)
	if cs, err := s.Characters(ctx, imported.ID); err != nil || len(cs) != 1 || !slices.Equal(cs[0].Items, []campaign.OwnedItem{{Number: 4, Name: "Moss Tonic"}}) {
		t.Errorf("imported: %+v %v", cs, err)
	}
	// undo: the sale, the sheet saved, then the second purchase
	for _, want := range []struct {
		gold  int
		items []campaign.OwnedItem
	}{{6, []campaign.OwnedItem{{Number: 1, Name: "Reed Boots"}, {Number: 4, Name: "Moss Tonic"}}}, {6, []campaign.OwnedItem{{Number: 1, Name: "Reed Boots"}, {Number: 4, Name: "Moss Tonic"}}}, {16, []campaign.OwnedItem{{Number: 1, Name: "Reed Boots"}}}} {
		if _, err := s.Undo(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
		if got := sheet(); got.Gold != want.gold || !slices.Equal(got.Items, want.items) {
			t.Errorf("after undo: %+v, want %d gold and %v", got, want.gold, want.items)
		}
	}
	if _, err := s.Redo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if got := sheet(); got.Gold != 6 || len(got.Items) != 2 {
		t.Errorf("after redo: %+v", got)
	}
	// deleting the character deletes its items
	if _, _, err := s.Edit(ctx, c.ID, campaign.DeleteCharacter{ID: lena, Name: "Lena"}); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM character_items WHERE campaign_id = ?", c.ID).Scan(&n); err != nil || n != 0 {
		t.Errorf("%d items left (%v)", n, err)
	}
}
