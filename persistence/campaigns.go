package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/rules"
)

// CreateCampaign adds a campaign called name, playing the default rules
// (rules.Default), and returns it.
func (s *Store) CreateCampaign(ctx context.Context, name string) (campaign.Campaign, error) {
	return s.CreateCampaignFor(ctx, name, rules.Default)
}

// CreateCampaignFor adds a campaign called name that plays edition's rules,
// and returns it.
func (s *Store) CreateCampaignFor(ctx context.Context, name string, edition rules.Edition) (campaign.Campaign, error) {
	if err := campaign.CheckName("campaign name", name); err != nil {
		return campaign.Campaign{}, fmt.Errorf("create campaign: %w", err)
	}
	if err := (campaign.SetRules{Rules: edition}).Check(); err != nil {
		return campaign.Campaign{}, fmt.Errorf("create campaign %q: %w", name, err)
	}
	c := campaign.Campaign{Name: name, Created: fromMillis(millis(s.now())), Rules: edition}
	res, err := s.db.ExecContext(ctx,
		"INSERT INTO campaigns (name, created_at, rules) VALUES (?, ?, ?)", name, millis(c.Created), string(edition))
	if err != nil {
		return campaign.Campaign{}, fmt.Errorf("create campaign %q: %w", name, err)
	}
	if c.ID, err = res.LastInsertId(); err != nil {
		return campaign.Campaign{}, fmt.Errorf("create campaign %q: %w", name, err)
	}
	return c, nil
}

// Campaigns lists every campaign, oldest first.
func (s *Store) Campaigns(ctx context.Context) ([]campaign.Campaign, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT "+campaignColumns+" FROM campaigns ORDER BY id")
	if err != nil {
		return nil, fmt.Errorf("list campaigns: %w", err)
	}
	defer rows.Close()
	var out []campaign.Campaign
	for rows.Next() {
		c, err := scanCampaign(rows)
		if err != nil {
			return nil, fmt.Errorf("list campaigns: %w", err)
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list campaigns: %w", err)
	}
	return out, nil
}

// Campaign returns the campaign with the given id, or an error wrapping
// ErrNotFound.
func (s *Store) Campaign(ctx context.Context, id int64) (campaign.Campaign, error) {
	return campaignIn(ctx, s.db, id)
}

// campaignColumns are the columns scanCampaign reads, in order.
const campaignColumns = "id, name, created_at, party_name, reputation, prosperity, donations, rules"

// scanner is a *sql.Row or *sql.Rows.
type scanner interface{ Scan(dest ...any) error }

func scanCampaign(r scanner) (campaign.Campaign, error) {
	var c campaign.Campaign
	var created int64
	var edition string
	err := r.Scan(&c.ID, &c.Name, &created, &c.Party.Name, &c.Party.Reputation, &c.Party.Prosperity, &c.Party.Donations, &edition)
	c.Created = fromMillis(created)
	c.Rules = rules.Edition(edition)
	return c, err
}

// querier is a *sql.DB or *sql.Tx.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func campaignIn(ctx context.Context, q querier, id int64) (campaign.Campaign, error) {
	c, err := scanCampaign(q.QueryRowContext(ctx, "SELECT "+campaignColumns+" FROM campaigns WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return campaign.Campaign{}, fmt.Errorf("campaign %d: %w", id, ErrNotFound)
	}
	if err != nil {
		return campaign.Campaign{}, fmt.Errorf("campaign %d: %w", id, err)
	}
	return c, nil
}

// SetParty replaces the party of campaign id, unrecorded (the campaign
// screen records it: Store.Edit with campaign.SetParty{...}).
func (s *Store) SetParty(ctx context.Context, id int64, p campaign.Party) error {
	if _, err := s.change(ctx, id, campaign.SetParty{Party: p}); err != nil {
		return fmt.Errorf("set party of campaign %d: %w", id, err)
	}
	return nil
}

func setPartyIn(ctx context.Context, q querier, id int64, p campaign.Party) error {
	res, err := q.ExecContext(ctx,
		"UPDATE campaigns SET party_name = ?, reputation = ?, prosperity = ?, donations = ? WHERE id = ?",
		p.Name, p.Reputation, p.Prosperity, p.Donations, id)
	if err != nil {
		return err
	}
	return expectOneRow(res, fmt.Sprintf("campaign %d", id))
}

// inTx runs fn in one (immediate) transaction, committing if it returns nil.
func (s *Store) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := fn(tx); err != nil {
		return err
	}
	n, err := actionCount(ctx, tx)
	if err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	// The commit is done whatever happens to the count beside the
	// database: a failure there only weakens the check after a crash.
	_ = s.mark.write(n)
	return nil
}

// campaignExists returns an error wrapping ErrNotFound if campaign id is missing.
func campaignExists(ctx context.Context, q querier, id int64) error {
	var one int
	err := q.QueryRowContext(ctx, "SELECT 1 FROM campaigns WHERE id = ?", id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("campaign %d: %w", id, ErrNotFound)
	}
	return err
}

// RenameCampaign gives campaign id a new name, unrecorded (the campaign
// screen records it: Store.Edit with campaign.Rename{...}).
func (s *Store) RenameCampaign(ctx context.Context, id int64, name string) error {
	if _, err := s.change(ctx, id, campaign.Rename{Name: name}); err != nil {
		return fmt.Errorf("rename campaign %d: %w", id, err)
	}
	return nil
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

// NewCampaign is a campaign created whole by CreateCampaignWith.
type NewCampaign struct {
	// Name is the campaign's name; never blank.
	Name string
	// Party is the campaign's party.
	Party campaign.Party
	// Characters are added in order (their IDs are ignored and given anew).
	Characters []campaign.Character
	// Start, if not nil, returns the first action at the table (a scenario
	// started with the characters as stored, IDs included); it is recorded
	// in the same transaction.
	Start func(characters []campaign.Character) (Action, error)
}

// CreateCampaignWith creates campaign c with its party, characters and
// first table action in one transaction: a crash or an error leaves no part
// of it behind.
func (s *Store) CreateCampaignWith(ctx context.Context, nc NewCampaign) (campaign.Campaign, error) {
	if err := campaign.CheckName("campaign name", nc.Name); err != nil {
		return campaign.Campaign{}, fmt.Errorf("create campaign: %w", err)
	}
	if err := nc.Party.Validate(); err != nil {
		return campaign.Campaign{}, fmt.Errorf("create campaign %q: %w", nc.Name, err)
	}
	c := campaign.Campaign{Name: nc.Name, Created: fromMillis(millis(s.now())), Party: nc.Party}
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "INSERT INTO campaigns (name, created_at) VALUES (?, ?)", c.Name, millis(c.Created))
		if err != nil {
			return err
		}
		if c.ID, err = res.LastInsertId(); err != nil {
			return err
		}
		if err := setPartyIn(ctx, tx, c.ID, c.Party); err != nil {
			return err
		}
		chars := make([]campaign.Character, len(nc.Characters))
		for i, ch := range nc.Characters {
			ch.ID = int64(i + 1)
			if err := ch.Validate(); err != nil {
				return err
			}
			if err := insertCharacter(ctx, tx, c.ID, ch); err != nil {
				return fmt.Errorf("character %q: %w", ch.Name, err)
			}
			chars[i] = ch
		}
		if nc.Start == nil {
			return nil
		}
		a, err := nc.Start(chars)
		if err != nil {
			return err
		}
		_, _, err = s.recordIn(ctx, tx, c.ID, a)
		return err
	})
	if err != nil {
		return campaign.Campaign{}, fmt.Errorf("create campaign %q: %w", nc.Name, err)
	}
	return c, nil
}
