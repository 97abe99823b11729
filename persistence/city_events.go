package persistence

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// CityEvents returns campaign campaignID's city and road event decks (an
// outpost value of which only the decks are used) and their data;
// campaign.ErrNoCityEvents before the first draw.
func (s *Store) CityEvents(ctx context.Context, campaignID int64) (outpost.Outpost, outpost.Data, error) {
	if err := campaignExists(ctx, s.db, campaignID); err != nil {
		return outpost.Outpost{}, outpost.Data{}, fmt.Errorf("event decks: %w", err)
	}
	o, d, err := outpostRowIn(ctx, s.db, tableCityEvents, campaignID)
	if err != nil {
		return outpost.Outpost{}, outpost.Data{}, fmt.Errorf("event decks of campaign %d: %w", campaignID, err)
	}
	if o == nil {
		return outpost.Outpost{}, d, campaign.ErrNoCityEvents
	}
	return *o, d, nil
}

// applyCityEvent makes edit e to campaign id in tx: the decks (started
// from e.Start at the first draw), the party and each character.
func applyCityEvent(ctx context.Context, tx *sql.Tx, e campaign.CityEvent, id int64) error {
	cur, d, err := outpostRowIn(ctx, tx, tableCityEvents, id)
	if err != nil {
		return err
	}
	if e.Start != nil {
		b, err := json.Marshal(e.Start.Data)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx,
			`INSERT INTO city_events (campaign_id, data) VALUES (?, ?)
			 ON CONFLICT (campaign_id) DO UPDATE SET data = excluded.data`, id, string(b)); err != nil {
			return err
		}
		d, cur = e.Start.Data, &outpost.Outpost{}
	}
	if cur == nil {
		return campaign.ErrNoCityEvents
	}
	next, err := e.DecksAfter(*cur, d)
	if err != nil {
		return err
	}
	if err := setStateIn(ctx, tx, tableCityEvents, id, &next); err != nil {
		return err
	}
	if !e.Next.Empty() {
		if err := addPendingIn(ctx, tx, id, campaign.Pending{Card: e.Card, Option: e.Option, Next: e.Next}); err != nil {
			return err
		}
	}
	c, err := campaignIn(ctx, tx, id)
	if err != nil {
		return err
	}
	if err := setPartyIn(ctx, tx, id, e.PartyAfter(c.Party)); err != nil {
		return err
	}
	chars, err := charactersIn(ctx, tx, id, nil)
	if err != nil {
		return err
	}
	for _, ch := range chars {
		if after := e.CharacterAfter(ch); after.Gold != ch.Gold || after.XP != ch.XP || after.PerkMarks != ch.PerkMarks {
			if _, err := tx.ExecContext(ctx, "UPDATE characters SET gold = ?, xp = ?, perk_marks = ? WHERE campaign_id = ? AND id = ?",
				after.Gold, after.XP, after.PerkMarks, id, ch.ID); err != nil {
				return err
			}
		}
	}
	return nil
}
