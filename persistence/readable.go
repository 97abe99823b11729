package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// ErrUnreadable means this build cannot read a campaign's scenario in
// progress: it was written by a newer version, or it is damaged. The rest
// of the database is not affected; such a campaign can still be exported
// as stored (Export) or deleted.
var ErrUnreadable = errors.New("this version of Haventable cannot read the campaign's scenario in progress")

// Unreadable returns, for each campaign whose scenario in progress this
// build cannot read (see CheckReadable), the reason, wrapping
// ErrUnreadable. Campaigns it does not list can be opened.
func (s *Store) Unreadable(ctx context.Context) (map[int64]error, error) {
	rows, err := s.db.QueryContext(ctx,
		"SELECT campaign_id, scenario_version, scenario FROM tables WHERE scenario_version IS NOT NULL ORDER BY campaign_id")
	if err != nil {
		return nil, fmt.Errorf("check campaigns: %w", err)
	}
	defer rows.Close()
	out := map[int64]error{}
	for rows.Next() {
		var id int64
		var version sql.NullInt64
		var state []byte
		if err := rows.Scan(&id, &version, &state); err != nil {
			return nil, fmt.Errorf("check campaigns: %w", err)
		}
		if err := readable(version, state); err != nil {
			out[id] = fmt.Errorf("campaign %d: %w", id, err)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("check campaigns: %w", err)
	}
	return out, nil
}

// CheckReadable returns an error wrapping ErrUnreadable, with the reason,
// if this build's engine cannot open the scenario in progress of campaign
// id as stored; nil if it can or none is in progress.
func (s *Store) CheckReadable(ctx context.Context, id int64) error {
	var version sql.NullInt64
	var state []byte
	err := s.db.QueryRowContext(ctx, "SELECT scenario_version, scenario FROM tables WHERE campaign_id = ?", id).Scan(&version, &state)
	if errors.Is(err, sql.ErrNoRows) {
		return campaignExists(ctx, s.db, id)
	}
	if err != nil {
		return fmt.Errorf("check campaign %d: %w", id, err)
	}
	if err := readable(version, state); err != nil {
		return fmt.Errorf("campaign %d: %w", id, err)
	}
	return nil
}

// readable checks a stored (version, scenario) pair with the engine.
func readable(version sql.NullInt64, state []byte) error {
	snap, err := decodeSnapshot(version, state)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	if snap == nil {
		return nil
	}
	if err := openSnapshot(snap.Version, snap.State); err != nil {
		return fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	return nil
}
