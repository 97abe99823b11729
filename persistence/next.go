package persistence

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/haventable/haventable/engine/campaign"
)

// NextScenario returns what the city and road events resolved give every
// character of campaign campaignID at its next scenario's start, in the
// order they were resolved (none: nil).
func (s *Store) NextScenario(ctx context.Context, campaignID int64) ([]campaign.Pending, error) {
	ps, err := pendingIn(ctx, s.db, campaignID)
	if err != nil {
		return nil, fmt.Errorf("campaign %d: next scenario: %w", campaignID, err)
	}
	return ps, nil
}

// pendingIn reads the campaign's pending effects.
func pendingIn(ctx context.Context, q querier, campaignID int64) ([]campaign.Pending, error) {
	var js sql.NullString
	if err := q.QueryRowContext(ctx, "SELECT next_scenario FROM campaigns WHERE id = ?", campaignID).Scan(&js); err != nil {
		return nil, err
	}
	if !js.Valid || js.String == "" {
		return nil, nil
	}
	var ps []campaign.Pending
	if err := json.Unmarshal([]byte(js.String), &ps); err != nil {
		return nil, fmt.Errorf("stored effects for the next scenario: %w", err)
	}
	return ps, campaign.CheckPending(ps)
}

// setPendingIn stores ps as the campaign's pending effects (none: NULL).
func setPendingIn(ctx context.Context, q *sql.Tx, campaignID int64, ps []campaign.Pending) error {
	if err := campaign.CheckPending(ps); err != nil {
		return err
	}
	var js any
	if len(ps) > 0 {
		b, err := json.Marshal(ps)
		if err != nil {
			return err
		}
		js = string(b)
	}
	return execOne(ctx, q, fmt.Sprintf("campaign %d", campaignID), "UPDATE campaigns SET next_scenario = ? WHERE id = ?", js, campaignID)
}

// addPendingIn keeps p for the campaign's next scenario, after those kept.
func addPendingIn(ctx context.Context, q *sql.Tx, campaignID int64, p campaign.Pending) error {
	ps, err := pendingIn(ctx, q, campaignID)
	if err != nil {
		return err
	}
	return setPendingIn(ctx, q, campaignID, append(ps, p))
}
