package persistence

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/haventable/haventable/engine/campaign"
)

// exportItem is an item a character owns, in an export file and in the
// sheet an edit keeps.
type exportItem struct {
	Number int    `json:"number"`
	Name   string `json:"name"`
	// Home: left at home (absent from the files written before it was
	// kept).
	Home bool `json:"at_home,omitempty"`
}

func toExportItems(items []campaign.OwnedItem) []exportItem {
	var out []exportItem
	for _, it := range items {
		out = append(out, exportItem{Number: it.Number, Name: it.Name, Home: it.Home})
	}
	return out
}

func fromExportItems(items []exportItem) []campaign.OwnedItem {
	var out []campaign.OwnedItem
	for _, it := range items {
		out = append(out, campaign.OwnedItem{Number: it.Number, Name: it.Name, Home: it.Home})
	}
	return out
}

// insertItems stores the items c owns.
func insertItems(ctx context.Context, q querier, campaignID int64, c campaign.Character) error {
	for i, it := range c.Items {
		if _, err := q.ExecContext(ctx,
			"INSERT INTO character_items (campaign_id, character_id, position, item, name, at_home) VALUES (?, ?, ?, ?, ?, ?)",
			campaignID, c.ID, i, it.Number, it.Name, it.Home); err != nil {
			return fmt.Errorf("item %d: %w", it.Number, err)
		}
	}
	return nil
}

// replaceItems stores the items c owns in place of those stored.
func replaceItems(ctx context.Context, q querier, campaignID int64, c campaign.Character) error {
	if _, err := q.ExecContext(ctx, "DELETE FROM character_items WHERE campaign_id = ? AND character_id = ?", campaignID, c.ID); err != nil {
		return err
	}
	return insertItems(ctx, q, campaignID, c)
}

// itemsIn reads the items of the characters out (index: a character's ID
// to its place in out).
func itemsIn(ctx context.Context, q querier, campaignID int64, out []campaign.Character, index map[int64]int) error {
	rows, err := q.QueryContext(ctx,
		"SELECT character_id, item, name, at_home FROM character_items WHERE campaign_id = ? ORDER BY character_id, position", campaignID)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var it campaign.OwnedItem
		if err := rows.Scan(&id, &it.Number, &it.Name, &it.Home); err != nil {
			return err
		}
		if i, ok := index[id]; ok {
			out[i].Items = append(out[i].Items, it)
		}
	}
	return rows.Err()
}

// applyItemEdit buys or sells an item (campaign.BuyItem, campaign.SellItem):
// the gold and the item change together, or neither (a character without
// the gold, one who owns the item already or does not own it, is refused).
func applyItemEdit(ctx context.Context, tx *sql.Tx, e campaign.Edit, campaignID int64) (int64, error) {
	var who int64
	var change func(c *campaign.Character) error
	switch e := e.(type) {
	case campaign.BuyItem:
		who, change = e.Character, func(c *campaign.Character) error {
			if c.Gold < e.Price {
				return fmt.Errorf("%s has %d gold, the price is %d", c.Name, c.Gold, e.Price)
			}
			c.Gold -= e.Price
			c.Items = append(c.Items, campaign.OwnedItem{Number: e.Item, Name: e.ItemName})
			return nil // owning it twice: Validate refuses
		}
	case campaign.SellItem:
		who, change = e.Character, func(c *campaign.Character) error {
			kept := c.Items[:0:0]
			for _, it := range c.Items {
				if it.Number != e.Item {
					kept = append(kept, it)
				}
			}
			if len(kept) == len(c.Items) {
				return fmt.Errorf("%s does not own item %d", c.Name, e.Item)
			}
			c.Items, c.Gold = kept, c.Gold+e.Price
			return nil
		}
	case campaign.CraftItem:
		who, change = e.Character, e.Pays
	case campaign.DistillItem:
		who, change = e.Character, e.Distills
	case campaign.LeaveItems:
		who, change = e.Character, func(c *campaign.Character) (err error) {
			c.Items, err = e.At(c.Items)
			return err
		}
	default:
		return 0, fmt.Errorf("edit %T: not an item edit", e)
	}
	c, err := changeCharacter(ctx, tx, campaignID, who, change)
	if err != nil {
		return 0, err
	}
	if _, ok := e.(campaign.DistillItem); ok {
		if err := setResources(ctx, tx, campaignID, c.ID, c.Resources); err != nil {
			return 0, err
		}
	}
	if craft, ok := e.(campaign.CraftItem); ok {
		if err := setResources(ctx, tx, campaignID, c.ID, c.Resources); err != nil {
			return 0, err
		}
		if len(craft.Pay.Supply) > 0 {
			if err := applyOutpostEdit(ctx, tx, craft, campaignID); err != nil {
				return 0, err
			}
		}
		if craft.To != 0 { // a potion given to another character (rulebook p. 66)
			to, err := changeCharacter(ctx, tx, campaignID, craft.To, func(t *campaign.Character) error {
				if t.Retired {
					return fmt.Errorf("%s has retired: a potion is given to a member of the party", t.Name)
				}
				return craft.Receives(t)
			})
			if err != nil {
				return 0, err
			}
			if err := replaceItems(ctx, tx, campaignID, to); err != nil {
				return 0, err
			}
		}
	}
	return c.ID, replaceItems(ctx, tx, campaignID, c)
}

// changeCharacter reads character who's stored sheet, changes it with
// change, checks it and stores its columns and perks (its items, cards …
// are the caller's to store); it returns the sheet changed.
func changeCharacter(ctx context.Context, tx *sql.Tx, campaignID, who int64, change func(c *campaign.Character) error) (campaign.Character, error) {
	chars, err := charactersIn(ctx, tx, campaignID, []int64{who})
	if err != nil {
		return campaign.Character{}, err
	}
	if len(chars) == 0 {
		return campaign.Character{}, fmt.Errorf("character %d: %w", who, sql.ErrNoRows)
	}
	c := chars[0]
	if err := change(&c); err != nil {
		return campaign.Character{}, err
	}
	if err := c.Validate(); err != nil {
		return campaign.Character{}, err
	}
	return c, updateCharacter(ctx, tx, campaignID, c)
}
