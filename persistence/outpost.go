package persistence

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// Outpost returns campaign campaignID's outpost and its data;
// campaign.ErrNoOutpost when it has none.
func (s *Store) Outpost(ctx context.Context, campaignID int64) (outpost.Outpost, outpost.Data, error) {
	if err := campaignExists(ctx, s.db, campaignID); err != nil {
		return outpost.Outpost{}, outpost.Data{}, fmt.Errorf("outpost: %w", err)
	}
	o, d, err := outpostIn(ctx, s.db, campaignID)
	if err != nil {
		return outpost.Outpost{}, outpost.Data{}, fmt.Errorf("outpost of campaign %d: %w", campaignID, err)
	}
	if o == nil {
		return outpost.Outpost{}, outpost.Data{}, campaign.ErrNoOutpost
	}
	return *o, d, nil
}

// outpostIn reads campaign campaignID's outpost (nil: none) and data.
func outpostIn(ctx context.Context, q querier, campaignID int64) (*outpost.Outpost, outpost.Data, error) {
	return outpostRowIn(ctx, q, tableOutposts, campaignID)
}

// The tables holding an outpost value and its data by campaign: a
// Frosthaven campaign's outpost, and a Gloomhaven campaign's city and road
// event decks (an outpost value of which only the decks are used).
const (
	tableOutposts   = "outposts"
	tableCityEvents = "city_events"
)

// outpostRowIn reads campaign campaignID's row of table (tableOutposts,
// tableCityEvents): its state (nil: none) and data.
func outpostRowIn(ctx context.Context, q querier, table string, campaignID int64) (*outpost.Outpost, outpost.Data, error) {
	var data string
	var state sql.NullString
	err := q.QueryRowContext(ctx, "SELECT data, state FROM "+table+" WHERE campaign_id = ?", campaignID).Scan(&data, &state)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, outpost.Data{}, nil
	}
	if err != nil {
		return nil, outpost.Data{}, err
	}
	var d outpost.Data
	if err := json.Unmarshal([]byte(data), &d); err != nil {
		return nil, outpost.Data{}, fmt.Errorf("stored outpost data: %w", err)
	}
	if !state.Valid {
		return nil, d, nil
	}
	var o outpost.Outpost
	if err := json.Unmarshal([]byte(state.String), &o); err != nil {
		return nil, d, fmt.Errorf("stored outpost: %w", err)
	}
	return &o, d, nil
}

// applyOutpostEdit makes outpost edit e to campaign id in tx.
func applyOutpostEdit(ctx context.Context, tx *sql.Tx, e campaign.OutpostEdit, id int64) error {
	cur, d, err := outpostIn(ctx, tx, id)
	if err != nil {
		return err
	}
	if start, ok := e.(campaign.StartOutpost); ok {
		d = start.Data
		b, err := json.Marshal(d)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx,
			`INSERT INTO outposts (campaign_id, data) VALUES (?, ?)
			 ON CONFLICT (campaign_id) DO UPDATE SET data = excluded.data`, id, string(b)); err != nil {
			return err
		}
		cur = &outpost.Outpost{}
	}
	if cur == nil {
		return campaign.ErrNoOutpost
	}
	next, err := e.Outpost(*cur, d)
	if err != nil {
		return err
	}
	return setOutpostState(ctx, tx, id, &next)
}

// setOutpostState stores o as campaign id's outpost (nil: none; the data
// stays).
func setOutpostState(ctx context.Context, tx *sql.Tx, id int64, o *outpost.Outpost) error {
	return setStateIn(ctx, tx, tableOutposts, id, o)
}

// setStateIn stores o as the state of campaign id's row of table (nil:
// none; the data stays).
func setStateIn(ctx context.Context, tx *sql.Tx, table string, id int64, o *outpost.Outpost) error {
	var state any
	if o != nil {
		if err := o.Validate(); err != nil {
			return fmt.Errorf("outpost: %w", err)
		}
		b, err := json.Marshal(o)
		if err != nil {
			return err
		}
		state = string(b)
	}
	_, err := tx.ExecContext(ctx, "UPDATE "+table+" SET state = ? WHERE campaign_id = ?", state, id)
	return err
}

// exportOutpost is a campaign's outpost as an export file holds it: its
// data and its state (nil while an undo has taken the outpost back).
type exportOutpost struct {
	Data  outpost.Data     `json:"data"`
	State *outpost.Outpost `json:"state,omitempty"`
}

// exportOutpostIn reads campaign id's outpost for an export (nil: none).
func exportOutpostIn(ctx context.Context, q querier, id int64) (*exportOutpost, error) {
	return exportRowIn(ctx, q, tableOutposts, id)
}

// exportRowIn reads campaign id's row of table for an export (nil: none).
func exportRowIn(ctx context.Context, q querier, table string, id int64) (*exportOutpost, error) {
	var n int
	if err := q.QueryRowContext(ctx, "SELECT count(*) FROM "+table+" WHERE campaign_id = ?", id).Scan(&n); err != nil || n == 0 {
		return nil, err
	}
	o, d, err := outpostRowIn(ctx, q, table, id)
	if err != nil {
		return nil, err
	}
	return &exportOutpost{Data: d, State: o}, nil
}

// validate refuses an outpost state the rules do not allow; nil is valid.
func (e *exportOutpost) validate() error {
	if e == nil || e.State == nil {
		return nil
	}
	return e.State.Validate()
}

// insertOutpost writes an imported outpost to campaign id (nil: none).
func insertOutpost(ctx context.Context, tx *sql.Tx, id int64, e *exportOutpost) error {
	return insertRowIn(ctx, tx, tableOutposts, id, e)
}

// insertRowIn writes an imported row of table to campaign id (nil: none).
func insertRowIn(ctx context.Context, tx *sql.Tx, table string, id int64, e *exportOutpost) error {
	if e == nil {
		return nil
	}
	b, err := json.Marshal(e.Data)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO "+table+" (campaign_id, data) VALUES (?, ?)", id, string(b)); err != nil {
		return fmt.Errorf("%s: %w", table, err)
	}
	return setStateIn(ctx, tx, table, id, e.State)
}
