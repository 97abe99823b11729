package persistence

import (
	"context"
	"fmt"
	"strings"

	"github.com/haventable/haventable/engine/campaign"
)

// AddCharacter adds c to campaign campaignID, giving it the next free ID
// (c.ID is ignored), and returns it as stored. It is not recorded (the
// campaign screen records it: Store.Edit with campaign.AddCharacter{...}).
func (s *Store) AddCharacter(ctx context.Context, campaignID int64, c campaign.Character) (campaign.Character, error) {
	id, err := s.change(ctx, campaignID, campaign.AddCharacter{Character: c})
	if err != nil {
		return campaign.Character{}, fmt.Errorf("add character %q to campaign %d: %w", c.Name, campaignID, err)
	}
	c.ID = id
	return c, nil
}

func insertCharacter(ctx context.Context, q querier, campaignID int64, c campaign.Character) error {
	if _, err := q.ExecContext(ctx,
		`INSERT INTO characters (campaign_id, id, class, name, level, xp, gold, perk_marks, retired)
		 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		campaignID, c.ID, c.Class, c.Name, c.Level, c.XP, c.Gold, c.PerkMarks, c.Retired); err != nil {
		return err
	}
	if err := setResources(ctx, q, campaignID, c.ID, c.Resources); err != nil {
		return err
	}
	if err := setCards(ctx, q, campaignID, c); err != nil {
		return err
	}
	if err := insertItems(ctx, q, campaignID, c); err != nil {
		return err
	}
	if err := insertQuest(ctx, q, campaignID, c); err != nil {
		return err
	}
	return insertPerks(ctx, q, campaignID, c)
}

func insertPerks(ctx context.Context, q querier, campaignID int64, c campaign.Character) error {
	for i, p := range c.Perks {
		if _, err := q.ExecContext(ctx,
			"INSERT INTO character_perks (campaign_id, character_id, position, perk) VALUES (?, ?, ?, ?)",
			campaignID, c.ID, i, p); err != nil {
			return err
		}
	}
	return nil
}

// updateCharacter overwrites the stored sheet of c.ID.
func updateCharacter(ctx context.Context, q querier, campaignID int64, c campaign.Character) error {
	res, err := q.ExecContext(ctx,
		`UPDATE characters SET class = ?, name = ?, level = ?, xp = ?, gold = ?, perk_marks = ?, retired = ?
		 WHERE campaign_id = ? AND id = ?`,
		c.Class, c.Name, c.Level, c.XP, c.Gold, c.PerkMarks, c.Retired, campaignID, c.ID)
	if err != nil {
		return err
	}
	if err := expectOneRow(res, fmt.Sprintf("character %d", c.ID)); err != nil {
		return err
	}
	if _, err := q.ExecContext(ctx, "DELETE FROM character_perks WHERE campaign_id = ? AND character_id = ?", campaignID, c.ID); err != nil {
		return err
	}
	return insertPerks(ctx, q, campaignID, c) // its items, resources, quest and cards are kept: only their edits change them (items.go, resources.go, quests.go, cards.go)
}

// SaveCharacter overwrites the sheet of character c.ID in campaign
// campaignID, perks included. It is not recorded and cannot be undone (the
// campaign screen records it: Store.Edit with campaign.SaveCharacter{...}; Record
// for changes made at the table).
func (s *Store) SaveCharacter(ctx context.Context, campaignID int64, c campaign.Character) error {
	if _, err := s.change(ctx, campaignID, campaign.SaveCharacter{Character: c}); err != nil {
		return fmt.Errorf("save character %d of campaign %d: %w", c.ID, campaignID, err)
	}
	return nil
}

// DeleteCharacter removes character id from campaign campaignID, unrecorded
// (Store.Edit records the edit campaign.DeleteCharacter{...}).
func (s *Store) DeleteCharacter(ctx context.Context, campaignID, id int64) error {
	if _, err := s.change(ctx, campaignID, campaign.DeleteCharacter{ID: id}); err != nil {
		return fmt.Errorf("delete character %d of campaign %d: %w", id, campaignID, err)
	}
	return nil
}

// Character returns character id of campaign campaignID.
func (s *Store) Character(ctx context.Context, campaignID, id int64) (campaign.Character, error) {
	cs, err := charactersIn(ctx, s.db, campaignID, []int64{id})
	if err != nil {
		return campaign.Character{}, fmt.Errorf("character %d of campaign %d: %w", id, campaignID, err)
	}
	if len(cs) == 0 {
		return campaign.Character{}, fmt.Errorf("character %d of campaign %d: %w", id, campaignID, ErrNotFound)
	}
	return cs[0], nil
}

// Characters lists the characters of campaign campaignID by ID, retired
// ones included.
func (s *Store) Characters(ctx context.Context, campaignID int64) ([]campaign.Character, error) {
	if err := campaignExists(ctx, s.db, campaignID); err != nil {
		return nil, fmt.Errorf("characters: %w", err)
	}
	cs, err := charactersIn(ctx, s.db, campaignID, nil)
	if err != nil {
		return nil, fmt.Errorf("characters of campaign %d: %w", campaignID, err)
	}
	return cs, nil
}

// charactersIn reads the characters of a campaign, all of them when ids is
// nil, else those listed (missing ones are skipped), ordered by ID.
func charactersIn(ctx context.Context, q querier, campaignID int64, ids []int64) ([]campaign.Character, error) {
	filter, args := "", []any{campaignID}
	if ids != nil {
		if len(ids) == 0 {
			return nil, nil
		}
		filter = " AND id IN (?" + strings.Repeat(", ?", len(ids)-1) + ")"
		for _, id := range ids {
			args = append(args, id)
		}
	}
	rows, err := q.QueryContext(ctx,
		`SELECT id, class, name, level, xp, gold, perk_marks, retired, resources, cards FROM characters
		 WHERE campaign_id = ?`+filter+" ORDER BY id", args...)
	if err != nil {
		return nil, err
	}
	var out []campaign.Character
	index := map[int64]int{}
	for rows.Next() {
		var c campaign.Character
		var resources, cards string
		if err := rows.Scan(&c.ID, &c.Class, &c.Name, &c.Level, &c.XP, &c.Gold, &c.PerkMarks, &c.Retired, &resources, &cards); err != nil {
			rows.Close()
			return nil, err
		}
		if err = decodeCards(cards, &c); err != nil {
			rows.Close()
			return nil, fmt.Errorf("character %d: %w", c.ID, err)
		}
		if c.Resources, err = decodeResources(resources); err != nil {
			rows.Close()
			return nil, fmt.Errorf("character %d: %w", c.ID, err)
		}
		index[c.ID] = len(out)
		out = append(out, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, nil
	}
	prow, err := q.QueryContext(ctx,
		"SELECT character_id, perk FROM character_perks WHERE campaign_id = ? ORDER BY character_id, position", campaignID)
	if err != nil {
		return nil, err
	}
	defer prow.Close()
	for prow.Next() {
		var id int64
		var perk string
		if err := prow.Scan(&id, &perk); err != nil {
			return nil, err
		}
		if i, ok := index[id]; ok {
			out[i].Perks = append(out[i].Perks, perk)
		}
	}
	if err := prow.Err(); err != nil {
		return nil, err
	}
	if err := questsIn(ctx, q, campaignID, out, index); err != nil {
		return nil, err
	}
	return out, itemsIn(ctx, q, campaignID, out, index)
}

// SetScenario records the progress of campaign campaignID on scenario sc.ID,
// adding or replacing it, unrecorded (Store.Edit records the edit
// campaign.SetScenario{...}).
func (s *Store) SetScenario(ctx context.Context, campaignID int64, sc campaign.ScenarioProgress) error {
	if _, err := s.change(ctx, campaignID, campaign.SetScenario{Progress: sc}); err != nil {
		return fmt.Errorf("set scenario %q of campaign %d: %w", sc.ID, campaignID, err)
	}
	return nil
}

// Scenarios lists the scenarios recorded for campaign campaignID, numbered
// ones in numeric order after the others.
func (s *Store) Scenarios(ctx context.Context, campaignID int64) ([]campaign.ScenarioProgress, error) {
	if err := campaignExists(ctx, s.db, campaignID); err != nil {
		return nil, fmt.Errorf("scenarios: %w", err)
	}
	out, err := scenariosIn(ctx, s.db, campaignID)
	if err != nil {
		return nil, fmt.Errorf("scenarios of campaign %d: %w", campaignID, err)
	}
	return out, nil
}

func scenariosIn(ctx context.Context, q querier, campaignID int64) ([]campaign.ScenarioProgress, error) {
	rows, err := q.QueryContext(ctx,
		`SELECT scenario, unlocked, completed FROM scenarios WHERE campaign_id = ?
		 ORDER BY CAST(scenario AS INTEGER), scenario`, campaignID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []campaign.ScenarioProgress
	for rows.Next() {
		var sc campaign.ScenarioProgress
		if err := rows.Scan(&sc.ID, &sc.Unlocked, &sc.Completed); err != nil {
			return nil, err
		}
		out = append(out, sc)
	}
	return out, rows.Err()
}

// AddNote adds a note to campaign campaignID and returns it, unrecorded
// (Store.Edit records the edit campaign.AddNote{...}).
func (s *Store) AddNote(ctx context.Context, campaignID int64, text string) (campaign.Note, error) {
	now := fromMillis(millis(s.now()))
	id, err := s.changeAt(ctx, campaignID, campaign.AddNote{Text: text}, now)
	if err != nil {
		return campaign.Note{}, fmt.Errorf("add note to campaign %d: %w", campaignID, err)
	}
	return campaign.Note{ID: id, Text: text, Created: now}, nil
}

// EditNote replaces the text of note id of campaign campaignID, unrecorded
// (Store.Edit records the edit campaign.SaveNote{...}).
func (s *Store) EditNote(ctx context.Context, campaignID, id int64, text string) error {
	if _, err := s.change(ctx, campaignID, campaign.SaveNote{ID: id, Text: text}); err != nil {
		return fmt.Errorf("edit note %d of campaign %d: %w", id, campaignID, err)
	}
	return nil
}

// DeleteNote removes note id of campaign campaignID, unrecorded
// (Store.Edit records the edit campaign.DeleteNote{...}).
func (s *Store) DeleteNote(ctx context.Context, campaignID, id int64) error {
	if _, err := s.change(ctx, campaignID, campaign.DeleteNote{ID: id}); err != nil {
		return fmt.Errorf("delete note %d of campaign %d: %w", id, campaignID, err)
	}
	return nil
}

// Notes lists the notes of campaign campaignID, oldest first.
func (s *Store) Notes(ctx context.Context, campaignID int64) ([]campaign.Note, error) {
	if err := campaignExists(ctx, s.db, campaignID); err != nil {
		return nil, fmt.Errorf("notes: %w", err)
	}
	out, err := notesIn(ctx, s.db, campaignID)
	if err != nil {
		return nil, fmt.Errorf("notes of campaign %d: %w", campaignID, err)
	}
	return out, nil
}

func notesIn(ctx context.Context, q querier, campaignID int64) ([]campaign.Note, error) {
	rows, err := q.QueryContext(ctx, "SELECT id, text, created_at FROM notes WHERE campaign_id = ? ORDER BY id", campaignID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []campaign.Note
	for rows.Next() {
		var n campaign.Note
		var created int64
		if err := rows.Scan(&n.ID, &n.Text, &created); err != nil {
			return nil, err
		}
		n.Created = fromMillis(created)
		out = append(out, n)
	}
	return out, rows.Err()
}
