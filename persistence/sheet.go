package persistence

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/party"
)

// Character is a character sheet. Its chosen perks are in the engine's perk
// notation (modifier.ParsePerk) and rebuild its attack modifier deck through
// modifier.CharacterCards; a sheet whose perks do not build a deck is refused.
type Character struct {
	// ID numbers the character within its campaign (1, 2, ...); it is
	// assigned by AddCharacter and kept by export and import.
	ID int64
	// Class names the character class, as the engine knows it.
	Class string
	// Name is the character's name; never blank.
	Name string
	// Level is at least 1.
	Level int
	// XP is the experience gained; never negative.
	XP int
	// Gold is never negative.
	Gold int
	// PerkMarks counts the check marks earned towards perks.
	PerkMarks int
	// Perks lists the chosen perks, in perk notation, in the order
	// they were taken; a perk taken twice appears twice.
	Perks []string
	// Retired is true once the character has retired.
	Retired bool
}

// Member is the character as a party member at the table.
func (c Character) Member() party.Member {
	return party.Member{ID: c.ID, Name: c.Name, Level: c.Level, Perks: c.Perks}
}

// Members returns the characters as party members, in order.
func Members(cs []Character) []party.Member {
	out := make([]party.Member, len(cs))
	for i, c := range cs {
		out[i] = c.Member()
	}
	return out
}

// validate reports the first field of c that cannot be stored.
func (c Character) validate() error {
	switch {
	case strings.TrimSpace(c.Class) == "":
		return errors.New("character class must not be blank")
	case strings.TrimSpace(c.Name) == "":
		return errors.New("character name must not be blank")
	case utf8.RuneCountInString(c.Name) > MaxName || utf8.RuneCountInString(c.Class) > MaxName:
		return fmt.Errorf("character name or class is longer than %d characters", MaxName)
	case party.CheckLevel(c.Level) != nil:
		return party.CheckLevel(c.Level)
	case c.XP < 0:
		return fmt.Errorf("character XP %d is negative", c.XP)
	case c.Gold < 0:
		return fmt.Errorf("character gold %d is negative", c.Gold)
	case c.PerkMarks < 0:
		return fmt.Errorf("character perk marks %d is negative", c.PerkMarks)
	}
	for i, p := range c.Perks {
		if strings.TrimSpace(p) == "" {
			return fmt.Errorf("character perk %d is blank", i)
		}
	}
	// The deck at the table follows the sheet: perks that do not build a
	// deck are refused here rather than found out mid-scenario.
	if _, err := modifier.CharacterCards(c.Perks); err != nil {
		return fmt.Errorf("character %q: %w", c.Name, err)
	}
	return nil
}

// AddCharacter adds c to campaign campaignID, giving it the next free ID
// (c.ID is ignored), and returns it as stored. It is not recorded (the
// campaign screen records it: Store.Edit with AddCharacter{...}).
func (s *Store) AddCharacter(ctx context.Context, campaignID int64, c Character) (Character, error) {
	id, err := s.change(ctx, campaignID, AddCharacter{Character: c})
	if err != nil {
		return Character{}, fmt.Errorf("add character %q to campaign %d: %w", c.Name, campaignID, err)
	}
	c.ID = id
	return c, nil
}

func insertCharacter(ctx context.Context, q querier, campaignID int64, c Character) error {
	if _, err := q.ExecContext(ctx,
		`INSERT INTO characters (campaign_id, id, class, name, level, xp, gold, perk_marks, retired)
		 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		campaignID, c.ID, c.Class, c.Name, c.Level, c.XP, c.Gold, c.PerkMarks, c.Retired); err != nil {
		return err
	}
	return insertPerks(ctx, q, campaignID, c)
}

func insertPerks(ctx context.Context, q querier, campaignID int64, c Character) error {
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
func updateCharacter(ctx context.Context, q querier, campaignID int64, c Character) error {
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
	return insertPerks(ctx, q, campaignID, c)
}

// SaveCharacter overwrites the sheet of character c.ID in campaign
// campaignID, perks included. It is not recorded and cannot be undone (the
// campaign screen records it: Store.Edit with SaveCharacter{...}; Record
// for changes made at the table).
func (s *Store) SaveCharacter(ctx context.Context, campaignID int64, c Character) error {
	if _, err := s.change(ctx, campaignID, SaveCharacter{Character: c}); err != nil {
		return fmt.Errorf("save character %d of campaign %d: %w", c.ID, campaignID, err)
	}
	return nil
}

// DeleteCharacter removes character id from campaign campaignID, unrecorded
// (Store.Edit records the edit DeleteCharacter{...}).
func (s *Store) DeleteCharacter(ctx context.Context, campaignID, id int64) error {
	if _, err := s.change(ctx, campaignID, DeleteCharacter{ID: id}); err != nil {
		return fmt.Errorf("delete character %d of campaign %d: %w", id, campaignID, err)
	}
	return nil
}

// Character returns character id of campaign campaignID.
func (s *Store) Character(ctx context.Context, campaignID, id int64) (Character, error) {
	cs, err := charactersIn(ctx, s.db, campaignID, []int64{id})
	if err != nil {
		return Character{}, fmt.Errorf("character %d of campaign %d: %w", id, campaignID, err)
	}
	if len(cs) == 0 {
		return Character{}, fmt.Errorf("character %d of campaign %d: %w", id, campaignID, ErrNotFound)
	}
	return cs[0], nil
}

// Characters lists the characters of campaign campaignID by ID, retired
// ones included.
func (s *Store) Characters(ctx context.Context, campaignID int64) ([]Character, error) {
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
func charactersIn(ctx context.Context, q querier, campaignID int64, ids []int64) ([]Character, error) {
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
		`SELECT id, class, name, level, xp, gold, perk_marks, retired FROM characters
		 WHERE campaign_id = ?`+filter+" ORDER BY id", args...)
	if err != nil {
		return nil, err
	}
	var out []Character
	index := map[int64]int{}
	for rows.Next() {
		var c Character
		if err := rows.Scan(&c.ID, &c.Class, &c.Name, &c.Level, &c.XP, &c.Gold, &c.PerkMarks, &c.Retired); err != nil {
			rows.Close()
			return nil, err
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
	return out, prow.Err()
}

// ScenarioProgress is the campaign's progress on one scenario.
type ScenarioProgress struct {
	// ID names the scenario, as the engine knows it (often its number).
	ID string
	// Unlocked is true once the scenario may be played.
	Unlocked bool
	// Completed is true once the scenario has been won.
	Completed bool
}

// SetScenario records the progress of campaign campaignID on scenario sc.ID,
// adding or replacing it, unrecorded (Store.Edit records the edit
// SetScenario{...}).
func (s *Store) SetScenario(ctx context.Context, campaignID int64, sc ScenarioProgress) error {
	if _, err := s.change(ctx, campaignID, SetScenario{Progress: sc}); err != nil {
		return fmt.Errorf("set scenario %q of campaign %d: %w", sc.ID, campaignID, err)
	}
	return nil
}

// Scenarios lists the scenarios recorded for campaign campaignID, numbered
// ones in numeric order after the others.
func (s *Store) Scenarios(ctx context.Context, campaignID int64) ([]ScenarioProgress, error) {
	if err := campaignExists(ctx, s.db, campaignID); err != nil {
		return nil, fmt.Errorf("scenarios: %w", err)
	}
	out, err := scenariosIn(ctx, s.db, campaignID)
	if err != nil {
		return nil, fmt.Errorf("scenarios of campaign %d: %w", campaignID, err)
	}
	return out, nil
}

func scenariosIn(ctx context.Context, q querier, campaignID int64) ([]ScenarioProgress, error) {
	rows, err := q.QueryContext(ctx,
		`SELECT scenario, unlocked, completed FROM scenarios WHERE campaign_id = ?
		 ORDER BY CAST(scenario AS INTEGER), scenario`, campaignID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []ScenarioProgress
	for rows.Next() {
		var sc ScenarioProgress
		if err := rows.Scan(&sc.ID, &sc.Unlocked, &sc.Completed); err != nil {
			return nil, err
		}
		out = append(out, sc)
	}
	return out, rows.Err()
}

// Note is a free-text note kept with a campaign.
type Note struct {
	// ID numbers the note within its campaign.
	ID int64
	// Text is the note itself.
	Text string
	// Created is when the note was added, to the millisecond, in UTC.
	Created time.Time
}

// AddNote adds a note to campaign campaignID and returns it, unrecorded
// (Store.Edit records the edit AddNote{...}).
func (s *Store) AddNote(ctx context.Context, campaignID int64, text string) (Note, error) {
	now := fromMillis(millis(s.now()))
	id, err := s.changeAt(ctx, campaignID, AddNote{Text: text}, now)
	if err != nil {
		return Note{}, fmt.Errorf("add note to campaign %d: %w", campaignID, err)
	}
	return Note{ID: id, Text: text, Created: now}, nil
}

// EditNote replaces the text of note id of campaign campaignID, unrecorded
// (Store.Edit records the edit SaveNote{...}).
func (s *Store) EditNote(ctx context.Context, campaignID, id int64, text string) error {
	if _, err := s.change(ctx, campaignID, SaveNote{ID: id, Text: text}); err != nil {
		return fmt.Errorf("edit note %d of campaign %d: %w", id, campaignID, err)
	}
	return nil
}

// DeleteNote removes note id of campaign campaignID, unrecorded
// (Store.Edit records the edit DeleteNote{...}).
func (s *Store) DeleteNote(ctx context.Context, campaignID, id int64) error {
	if _, err := s.change(ctx, campaignID, DeleteNote{ID: id}); err != nil {
		return fmt.Errorf("delete note %d of campaign %d: %w", id, campaignID, err)
	}
	return nil
}

// Notes lists the notes of campaign campaignID, oldest first.
func (s *Store) Notes(ctx context.Context, campaignID int64) ([]Note, error) {
	if err := campaignExists(ctx, s.db, campaignID); err != nil {
		return nil, fmt.Errorf("notes: %w", err)
	}
	out, err := notesIn(ctx, s.db, campaignID)
	if err != nil {
		return nil, fmt.Errorf("notes of campaign %d: %w", campaignID, err)
	}
	return out, nil
}

func notesIn(ctx context.Context, q querier, campaignID int64) ([]Note, error) {
	rows, err := q.QueryContext(ctx, "SELECT id, text, created_at FROM notes WHERE campaign_id = ? ORDER BY id", campaignID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Note
	for rows.Next() {
		var n Note
		var created int64
		if err := rows.Scan(&n.ID, &n.Text, &created); err != nil {
			return nil, err
		}
		n.Created = fromMillis(created)
		out = append(out, n)
	}
	return out, rows.Err()
}
