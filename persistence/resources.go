package persistence

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// setResources stores r as the resources character id holds
// (characters.resources: JSON, ” for none).
func setResources(ctx context.Context, q querier, campaignID, id int64, r outpost.Supply) error {
	text := ""
	if len(r) > 0 {
		b, err := json.Marshal(r)
		if err != nil {
			return err
		}
		text = string(b)
	}
	_, err := q.ExecContext(ctx, "UPDATE characters SET resources = ? WHERE campaign_id = ? AND id = ?", text, campaignID, id)
	return err
}

// decodeResources reads what setResources stores.
func decodeResources(text string) (outpost.Supply, error) {
	if text == "" {
		return nil, nil
	}
	var r outpost.Supply
	if err := json.Unmarshal([]byte(text), &r); err != nil {
		return nil, fmt.Errorf("resources: %w", err)
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("resources: %w", err)
	}
	return r.Plus(nil), nil
}

// changeResources changes the resources character who holds with change,
// checking the sheet that results; a character deleted since is an error
// only when must is true (a scenario's reward to a sheet deleted since
// gives nothing, and the scenario still ends).
func changeResources(ctx context.Context, tx *sql.Tx, campaignID, who int64, must bool, change func(outpost.Supply) (outpost.Supply, error)) error {
	chars, err := charactersIn(ctx, tx, campaignID, []int64{who})
	if err != nil {
		return err
	}
	if len(chars) == 0 {
		if must {
			return fmt.Errorf("character %d: %w", who, ErrNotFound)
		}
		return nil
	}
	c := chars[0]
	if c.Resources, err = change(c.Resources); err != nil {
		return err
	}
	if err := c.Validate(); err != nil {
		return err
	}
	return setResources(ctx, tx, campaignID, c.ID, c.Resources)
}

// applyGiveResources takes the gift from the character and puts it into
// the outpost's supply, in one transaction (a campaign without an outpost
// refuses it: campaign.ErrNoOutpost).
func applyGiveResources(ctx context.Context, tx *sql.Tx, e campaign.GiveResources, campaignID int64) error {
	if err := changeResources(ctx, tx, campaignID, e.Character, true, e.Take); err != nil {
		return err
	}
	return applyOutpostEdit(ctx, tx, e, campaignID)
}
