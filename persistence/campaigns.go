package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Campaign is one campaign stored in the database.
type Campaign struct {
	// ID identifies the campaign within its database.
	ID int64
	// Name is what the player calls the campaign; never blank.
	Name string
	// Created is when the campaign was created, to the millisecond, in UTC.
	Created time.Time
}

// checkName rejects blank names; field names the thing being named.
func checkName(field, name string) error {
	if strings.TrimSpace(name) == "" {
		return fmt.Errorf("%s must not be blank", field)
	}
	return nil
}

// CreateCampaign adds a campaign called name and returns it.
func (s *Store) CreateCampaign(ctx context.Context, name string) (Campaign, error) {
	if err := checkName("campaign name", name); err != nil {
		return Campaign{}, fmt.Errorf("create campaign: %w", err)
	}
	c := Campaign{Name: name, Created: fromMillis(millis(s.now()))}
	res, err := s.db.ExecContext(ctx,
		"INSERT INTO campaigns (name, created_at) VALUES (?, ?)", name, millis(c.Created))
	if err != nil {
		return Campaign{}, fmt.Errorf("create campaign %q: %w", name, err)
	}
	if c.ID, err = res.LastInsertId(); err != nil {
		return Campaign{}, fmt.Errorf("create campaign %q: %w", name, err)
	}
	return c, nil
}

// Campaigns lists every campaign, oldest first.
func (s *Store) Campaigns(ctx context.Context) ([]Campaign, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT id, name, created_at FROM campaigns ORDER BY id")
	if err != nil {
		return nil, fmt.Errorf("list campaigns: %w", err)
	}
	defer rows.Close()
	var out []Campaign
	for rows.Next() {
		var c Campaign
		var created int64
		if err := rows.Scan(&c.ID, &c.Name, &created); err != nil {
			return nil, fmt.Errorf("list campaigns: %w", err)
		}
		c.Created = fromMillis(created)
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list campaigns: %w", err)
	}
	return out, nil
}

// Campaign returns the campaign with the given id, or an error wrapping
// ErrNotFound.
func (s *Store) Campaign(ctx context.Context, id int64) (Campaign, error) {
	c := Campaign{ID: id}
	var created int64
	err := s.db.QueryRowContext(ctx, "SELECT name, created_at FROM campaigns WHERE id = ?", id).Scan(&c.Name, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return Campaign{}, fmt.Errorf("campaign %d: %w", id, ErrNotFound)
	}
	if err != nil {
		return Campaign{}, fmt.Errorf("campaign %d: %w", id, err)
	}
	c.Created = fromMillis(created)
	return c, nil
}

// RenameCampaign gives campaign id a new name.
func (s *Store) RenameCampaign(ctx context.Context, id int64, name string) error {
	if err := checkName("campaign name", name); err != nil {
		return fmt.Errorf("rename campaign %d: %w", id, err)
	}
	res, err := s.db.ExecContext(ctx, "UPDATE campaigns SET name = ? WHERE id = ?", name, id)
	if err != nil {
		return fmt.Errorf("rename campaign %d: %w", id, err)
	}
	return expectOneRow(res, fmt.Sprintf("rename campaign %d", id))
}

// DeleteCampaign removes campaign id and everything that belongs to it.
func (s *Store) DeleteCampaign(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, "DELETE FROM campaigns WHERE id = ?", id)
	if err != nil {
		return fmt.Errorf("delete campaign %d: %w", id, err)
	}
	return expectOneRow(res, fmt.Sprintf("delete campaign %d", id))
}

// expectOneRow turns "no row affected" into ErrNotFound.
func expectOneRow(res sql.Result, what string) error {
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if n == 0 {
		return fmt.Errorf("%s: %w", what, ErrNotFound)
	}
	return nil
}
