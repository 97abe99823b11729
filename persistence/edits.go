package persistence

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// Kinds of campaign edits, as the log names them.
const (
	EditRename          = "campaign.rename"
	EditParty           = "campaign.party"
	EditAddCharacter    = "campaign.character_add"
	EditSaveCharacter   = "campaign.character_save"
	EditDeleteCharacter = "campaign.character_delete"
	EditScenario        = "campaign.scenario"
	EditAddNote         = "campaign.note_add"
	EditNote            = "campaign.note_edit"
	EditDeleteNote      = "campaign.note_delete"
	EditReward          = "campaign.reward"
)

// IsEdit reports whether kind names a campaign edit.
func IsEdit(kind string) bool { return strings.HasPrefix(kind, "campaign.") }

// Edit is one change to a campaign's sheet (its name, party, characters,
// scenario progress and notes) as the campaign screen makes it. Store.Edit
// records it in the campaign's action log, so that Undo and Redo step over
// it in the same history as the table's actions. Build one with the
// functions named after what they change (RenameEdit, SaveCharacterEdit
// ...).
type Edit struct {
	kind string
	// about is what the history names: a character's name, a note's first
	// words, a scenario, the campaign's new name.
	about string
	// detail is a second word the history may show (a scenario's state).
	detail string
	check  func() error
	apply  func(ctx context.Context, tx *sql.Tx, campaignID int64, now time.Time) (int64, error)
}

// EditPayload is what the log keeps of an edit for the history to tell.
type EditPayload struct {
	// About names what was changed.
	About string `json:"about"`
	// Detail, when set, says more (for a scenario: "unlocked",
	// "completed" or "locked").
	Detail string `json:"detail,omitempty"`
}

// Kind names the edit in the log.
func (e Edit) Kind() string { return e.kind }

// RenameEdit renames the campaign.
func RenameEdit(name string) Edit {
	return Edit{kind: EditRename, about: name,
		check: func() error { return checkName("campaign name", name) },
		apply: func(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
			return 0, execOne(ctx, tx, fmt.Sprintf("campaign %d", id), "UPDATE campaigns SET name = ? WHERE id = ?", name, id)
		}}
}

// PartyEdit sets the campaign's party.
func PartyEdit(p Party) Edit {
	return Edit{kind: EditParty, about: p.Name, check: p.validate,
		apply: func(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
			return 0, setPartyIn(ctx, tx, id, p)
		}}
}

// AddCharacterEdit adds c with the next free ID (c.ID is ignored); Store.Edit
// returns that ID.
func AddCharacterEdit(c Character) Edit {
	return Edit{kind: EditAddCharacter, about: c.Name, check: c.validate,
		apply: func(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
			if err := tx.QueryRowContext(ctx, "SELECT coalesce(max(id), 0) + 1 FROM characters WHERE campaign_id = ?", id).Scan(&c.ID); err != nil {
				return 0, err
			}
			return c.ID, insertCharacter(ctx, tx, id, c)
		}}
}

// SaveCharacterEdit overwrites the sheet of character c.ID, perks included.
func SaveCharacterEdit(c Character) Edit {
	return Edit{kind: EditSaveCharacter, about: c.Name, check: c.validate,
		apply: func(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
			return c.ID, updateCharacter(ctx, tx, id, c)
		}}
}

// DeleteCharacterEdit removes character id; name is what the history calls
// it.
func DeleteCharacterEdit(characterID int64, name string) Edit {
	return Edit{kind: EditDeleteCharacter, about: name,
		apply: func(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
			return 0, execOne(ctx, tx, fmt.Sprintf("character %d", characterID),
				"DELETE FROM characters WHERE campaign_id = ? AND id = ?", id, characterID)
		}}
}

// ScenarioEdit records the progress on scenario sc.ID, adding or replacing it.
func ScenarioEdit(sc ScenarioProgress) Edit {
	detail := "locked"
	switch {
	case sc.Completed:
		detail = "completed"
	case sc.Unlocked:
		detail = "unlocked"
	}
	return Edit{kind: EditScenario, about: sc.ID, detail: detail,
		check: func() error { return checkScenarioID(sc.ID) },
		apply: func(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
			_, err := tx.ExecContext(ctx,
				`INSERT INTO scenarios (campaign_id, scenario, unlocked, completed) VALUES (?, ?, ?, ?)
				 ON CONFLICT (campaign_id, scenario) DO UPDATE SET unlocked = excluded.unlocked, completed = excluded.completed`,
				id, sc.ID, sc.Unlocked, sc.Completed)
			return 0, err
		}}
}

// RewardEdit adds experience and gold to character characterID, as a
// scenario's rewards; name is what the history calls it.
func RewardEdit(characterID int64, name string, xp, gold int) Edit {
	return Edit{kind: EditReward, about: name,
		check: func() error {
			if xp < 0 || gold < 0 {
				return fmt.Errorf("reward of %d experience and %d gold: below 0", xp, gold)
			}
			return nil
		},
		apply: func(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
			// A sheet deleted since the scenario started takes nothing, and
			// the scenario still ends.
			_, err := tx.ExecContext(ctx, "UPDATE characters SET xp = xp + ?, gold = gold + ? WHERE campaign_id = ? AND id = ?",
				xp, gold, id, characterID)
			return characterID, err
		}}
}

// PlayedEdit records that scenario id was played: it is unlocked, and
// completed when won (a completed scenario stays so).
func PlayedEdit(id string, won bool) Edit {
	detail := "unlocked"
	if won {
		detail = "completed"
	}
	return Edit{kind: EditScenario, about: id, detail: detail,
		check: func() error { return checkScenarioID(id) },
		apply: func(ctx context.Context, tx *sql.Tx, campaign int64, now time.Time) (int64, error) {
			_, err := tx.ExecContext(ctx,
				`INSERT INTO scenarios (campaign_id, scenario, unlocked, completed) VALUES (?, ?, 1, ?)
				 ON CONFLICT (campaign_id, scenario) DO UPDATE SET unlocked = 1, completed = completed OR excluded.completed`,
				campaign, id, won)
			return 0, err
		}}
}

// AddNoteEdit adds a note; Store.Edit returns its ID.
func AddNoteEdit(text string) Edit {
	return Edit{kind: EditAddNote, about: noteWords(text),
		apply: func(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
			var n int64
			if err := tx.QueryRowContext(ctx, "SELECT coalesce(max(id), 0) + 1 FROM notes WHERE campaign_id = ?", id).Scan(&n); err != nil {
				return 0, err
			}
			_, err := tx.ExecContext(ctx, "INSERT INTO notes (campaign_id, id, text, created_at) VALUES (?, ?, ?, ?)",
				id, n, text, millis(now))
			return n, err
		}}
}

// NoteEdit replaces the text of note noteID.
func NoteEdit(noteID int64, text string) Edit {
	return Edit{kind: EditNote, about: noteWords(text),
		apply: func(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
			return noteID, execOne(ctx, tx, fmt.Sprintf("note %d", noteID),
				"UPDATE notes SET text = ? WHERE campaign_id = ? AND id = ?", text, id, noteID)
		}}
}

// DeleteNoteEdit removes note noteID; text is what the history shows of it.
func DeleteNoteEdit(noteID int64, text string) Edit {
	return Edit{kind: EditDeleteNote, about: noteWords(text),
		apply: func(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
			return 0, execOne(ctx, tx, fmt.Sprintf("note %d", noteID),
				"DELETE FROM notes WHERE campaign_id = ? AND id = ?", id, noteID)
		}}
}

// checkScenarioID refuses a blank scenario id.
func checkScenarioID(id string) error {
	if strings.TrimSpace(id) == "" {
		return errors.New("scenario id must not be blank")
	}
	return nil
}

// noteWords is the start of a note, as the history names it.
func noteWords(text string) string {
	text = strings.Join(strings.Fields(text), " ")
	if utf8.RuneCountInString(text) <= 40 {
		return text
	}
	r := []rune(text)
	return string(r[:39]) + "…"
}

// change makes edit e to campaign campaignID without recording it; it
// returns what Edit returns as id.
func (s *Store) change(ctx context.Context, campaignID int64, e Edit) (int64, error) {
	return s.changeAt(ctx, campaignID, e, s.now())
}

// changeAt is change at time now.
func (s *Store) changeAt(ctx context.Context, campaignID int64, e Edit, now time.Time) (id int64, err error) {
	if err := e.valid(); err != nil {
		return 0, err
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if err := campaignExists(ctx, tx, campaignID); err != nil {
			return err
		}
		id, err = e.apply(ctx, tx, campaignID, now)
		return err
	})
	return id, err
}

// valid reports whether e can be made at all.
func (e Edit) valid() error {
	if e.apply == nil {
		return errors.New("empty edit")
	}
	if e.check != nil {
		return e.check()
	}
	return nil
}

// Edit makes edit e to campaign campaignID and records it in the log, with
// the whole sheet before and after it, in one transaction; edits undone
// before it can no longer be redone. It returns the ID of what an add
// created (a character, a note; 0 otherwise) and the action's Seq.
func (s *Store) Edit(ctx context.Context, campaignID int64, e Edit) (id, seq int64, err error) {
	if err := e.valid(); err != nil {
		return 0, 0, fmt.Errorf("edit campaign %d: %w", campaignID, err)
	}
	payload, err := json.Marshal(EditPayload{About: e.about, Detail: e.detail})
	if err != nil {
		return 0, 0, err
	}
	// The ID an add gives is known once the edit is applied, inside Record.
	keep := e
	keep.apply = func(ctx context.Context, tx *sql.Tx, campaignID int64, now time.Time) (int64, error) {
		n, err := e.apply(ctx, tx, campaignID, now)
		id = n
		return n, err
	}
	seq, err = s.Record(ctx, campaignID, Action{Kind: e.kind, Payload: payload, Edits: []Edit{keep}})
	if err != nil {
		return 0, 0, fmt.Errorf("edit campaign %d (%s): %w", campaignID, e.kind, err)
	}
	return id, seq, nil
}

// exportSheet is a campaign's sheet as an edit keeps it before and after:
// the parts of an export file an edit can change.
type exportSheet struct {
	Name       string            `json:"name"`
	Party      exportParty       `json:"party"`
	Characters []exportCharacter `json:"characters"`
	Scenarios  []exportScenario  `json:"scenarios"`
	Notes      []exportNote      `json:"notes"`
}

// sheetIn reads campaign campaignID's sheet as JSON.
func sheetIn(ctx context.Context, q querier, campaignID int64) ([]byte, error) {
	c, err := campaignIn(ctx, q, campaignID)
	if err != nil {
		return nil, err
	}
	sh := exportSheet{Name: c.Name, Party: exportParty(c.Party),
		Characters: []exportCharacter{}, Scenarios: []exportScenario{}, Notes: []exportNote{}}
	chars, err := charactersIn(ctx, q, campaignID, nil)
	if err != nil {
		return nil, err
	}
	for _, ch := range chars {
		sh.Characters = append(sh.Characters, toExportCharacter(ch))
	}
	scs, err := scenariosIn(ctx, q, campaignID)
	if err != nil {
		return nil, err
	}
	for _, sc := range scs {
		sh.Scenarios = append(sh.Scenarios, exportScenario(sc))
	}
	notes, err := notesIn(ctx, q, campaignID)
	if err != nil {
		return nil, err
	}
	for _, n := range notes {
		sh.Notes = append(sh.Notes, exportNote(n))
	}
	return json.Marshal(sh)
}

// restoreSheet puts back the sheet js (as sheetIn reads it) of campaign
// campaignID, whole.
func restoreSheet(ctx context.Context, tx *sql.Tx, campaignID int64, js string) error {
	var sh exportSheet
	if err := json.Unmarshal([]byte(js), &sh); err != nil {
		return fmt.Errorf("stored campaign sheet: %w", err)
	}
	if _, err := tx.ExecContext(ctx,
		"UPDATE campaigns SET name = ?, party_name = ?, reputation = ?, prosperity = ?, donations = ? WHERE id = ?",
		sh.Name, sh.Party.Name, sh.Party.Reputation, sh.Party.Prosperity, sh.Party.Donations, campaignID); err != nil {
		return err
	}
	for _, table := range []string{"characters", "scenarios", "notes"} {
		if _, err := tx.ExecContext(ctx, "DELETE FROM "+table+" WHERE campaign_id = ?", campaignID); err != nil {
			return err
		}
	}
	return insertRows(ctx, tx, campaignID, sh.Characters, sh.Scenarios, sh.Notes)
}

// validate reports the first field of a sheet kept with an edit that could
// not be put back; nil is valid (no sheet).
func (sh *exportSheet) validate() error {
	if sh == nil {
		return nil
	}
	if err := checkName("name", sh.Name); err != nil {
		return err
	}
	if err := Party(sh.Party).validate(); err != nil {
		return fmt.Errorf("party: %w", err)
	}
	_, err := validateRows(sh.Characters, sh.Scenarios, sh.Notes)
	return err
}

// execOne runs query, which must change exactly one row (what names it).
func execOne(ctx context.Context, tx *sql.Tx, what, query string, args ...any) error {
	res, err := tx.ExecContext(ctx, query, args...)
	if err != nil {
		return err
	}
	return expectOneRow(res, what)
}
