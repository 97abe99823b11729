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

// CampaignEdit is one change to a campaign's sheet (its name, party,
// characters, scenario progress and notes), as a value: the campaign screen
// builds one (Rename{Name: "Frosthaven"}, SaveCharacter{Character: c} ...)
// and Store.Edit checks it, applies it and records it in the campaign's
// action log, so that Undo and Redo step over it in the same history as
// the table's actions. Edits are plain data, like the engine's table
// actions: they hold no functions, and compare and marshal as values.
//
// The log keeps of an edit its kind, what the history tells of it
// (EditPayload) and the whole sheet before and after it; Undo and Redo put
// those sheets back, so an edit is never applied again from the log.
//
// The set of edits is closed: the types in this file.
type CampaignEdit interface {
	// Kind names the edit in the log (EditRename ...).
	Kind() string
	// told is what the log keeps for the history to tell.
	told() EditPayload
	// check refuses an edit that can never be made, before any change.
	check() error
	// apply makes the edit to campaign campaignID in tx at time now; it
	// returns the ID of what an add created (for a change to a character
	// or note, its ID; 0 otherwise).
	apply(ctx context.Context, tx *sql.Tx, campaignID int64, now time.Time) (int64, error)
}

// EditPayload is what the log keeps of an edit for the history to tell.
type EditPayload struct {
	// About names what was changed.
	About string `json:"about"`
	// Detail, when set, says more (for a scenario: "unlocked",
	// "completed" or "locked").
	Detail string `json:"detail,omitempty"`
}

// The campaign edits.
type (
	// Rename renames the campaign.
	Rename struct {
		Name string `json:"name"`
	}
	// SetParty sets the campaign's party.
	SetParty struct {
		Party Party `json:"party"`
	}
	// AddCharacter adds Character with the next free ID (Character.ID is
	// ignored); Store.Edit returns that ID.
	AddCharacter struct {
		Character Character `json:"character"`
	}
	// SaveCharacter overwrites the sheet of character Character.ID, perks
	// included.
	SaveCharacter struct {
		Character Character `json:"character"`
	}
	// DeleteCharacter removes character ID; Name is what the history calls
	// it.
	DeleteCharacter struct {
		ID   int64  `json:"id"`
		Name string `json:"name"`
	}
	// SetScenario records the progress on scenario Progress.ID, adding or
	// replacing it.
	SetScenario struct {
		Progress ScenarioProgress `json:"progress"`
	}
	// Reward adds XP experience and Gold gold to character Character, as a
	// scenario's rewards; Name is what the history calls it. A sheet
	// deleted since the scenario started takes nothing, and the scenario
	// still ends.
	Reward struct {
		Character int64  `json:"character"`
		Name      string `json:"name"`
		XP        int    `json:"xp"`
		Gold      int    `json:"gold"`
	}
	// Played records that scenario Scenario was played: it is unlocked,
	// and completed when Won (a completed scenario stays so). The log
	// names it as SetScenario (EditScenario).
	Played struct {
		Scenario string `json:"scenario"`
		Won      bool   `json:"won"`
	}
	// AddNote adds a note; Store.Edit returns its ID.
	AddNote struct {
		Text string `json:"text"`
	}
	// SaveNote replaces the text of note ID.
	SaveNote struct {
		ID   int64  `json:"id"`
		Text string `json:"text"`
	}
	// DeleteNote removes note ID; Text is what the history shows of it.
	DeleteNote struct {
		ID   int64  `json:"id"`
		Text string `json:"text"`
	}
)

func (Rename) Kind() string          { return EditRename }
func (SetParty) Kind() string        { return EditParty }
func (AddCharacter) Kind() string    { return EditAddCharacter }
func (SaveCharacter) Kind() string   { return EditSaveCharacter }
func (DeleteCharacter) Kind() string { return EditDeleteCharacter }
func (SetScenario) Kind() string     { return EditScenario }
func (Reward) Kind() string          { return EditReward }
func (Played) Kind() string          { return EditScenario }
func (AddNote) Kind() string         { return EditAddNote }
func (SaveNote) Kind() string        { return EditNote }
func (DeleteNote) Kind() string      { return EditDeleteNote }

func (e Rename) told() EditPayload          { return EditPayload{About: e.Name} }
func (e SetParty) told() EditPayload        { return EditPayload{About: e.Party.Name} }
func (e AddCharacter) told() EditPayload    { return EditPayload{About: e.Character.Name} }
func (e SaveCharacter) told() EditPayload   { return EditPayload{About: e.Character.Name} }
func (e DeleteCharacter) told() EditPayload { return EditPayload{About: e.Name} }
func (e Reward) told() EditPayload          { return EditPayload{About: e.Name} }
func (e AddNote) told() EditPayload         { return EditPayload{About: noteWords(e.Text)} }
func (e SaveNote) told() EditPayload        { return EditPayload{About: noteWords(e.Text)} }
func (e DeleteNote) told() EditPayload      { return EditPayload{About: noteWords(e.Text)} }

func (e SetScenario) told() EditPayload {
	detail := "locked"
	switch {
	case e.Progress.Completed:
		detail = "completed"
	case e.Progress.Unlocked:
		detail = "unlocked"
	}
	return EditPayload{About: e.Progress.ID, Detail: detail}
}

func (e Played) told() EditPayload {
	detail := "unlocked"
	if e.Won {
		detail = "completed"
	}
	return EditPayload{About: e.Scenario, Detail: detail}
}

func (e Rename) check() error        { return checkName("campaign name", e.Name) }
func (e SetParty) check() error      { return e.Party.validate() }
func (e AddCharacter) check() error  { return e.Character.validate() }
func (e SaveCharacter) check() error { return e.Character.validate() }
func (DeleteCharacter) check() error { return nil }
func (e SetScenario) check() error   { return checkScenarioID(e.Progress.ID) }
func (e Played) check() error        { return checkScenarioID(e.Scenario) }
func (AddNote) check() error         { return nil }
func (SaveNote) check() error        { return nil }
func (DeleteNote) check() error      { return nil }

func (e Reward) check() error {
	if e.XP < 0 || e.Gold < 0 {
		return fmt.Errorf("reward of %d experience and %d gold: below 0", e.XP, e.Gold)
	}
	return nil
}

func (e Rename) apply(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
	return 0, execOne(ctx, tx, fmt.Sprintf("campaign %d", id), "UPDATE campaigns SET name = ? WHERE id = ?", e.Name, id)
}

func (e SetParty) apply(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
	return 0, setPartyIn(ctx, tx, id, e.Party)
}

func (e AddCharacter) apply(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
	c := e.Character
	if err := tx.QueryRowContext(ctx, "SELECT coalesce(max(id), 0) + 1 FROM characters WHERE campaign_id = ?", id).Scan(&c.ID); err != nil {
		return 0, err
	}
	return c.ID, insertCharacter(ctx, tx, id, c)
}

func (e SaveCharacter) apply(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
	return e.Character.ID, updateCharacter(ctx, tx, id, e.Character)
}

func (e DeleteCharacter) apply(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
	return 0, execOne(ctx, tx, fmt.Sprintf("character %d", e.ID),
		"DELETE FROM characters WHERE campaign_id = ? AND id = ?", id, e.ID)
}

func (e SetScenario) apply(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
	_, err := tx.ExecContext(ctx,
		`INSERT INTO scenarios (campaign_id, scenario, unlocked, completed) VALUES (?, ?, ?, ?)
		 ON CONFLICT (campaign_id, scenario) DO UPDATE SET unlocked = excluded.unlocked, completed = excluded.completed`,
		id, e.Progress.ID, e.Progress.Unlocked, e.Progress.Completed)
	return 0, err
}

func (e Reward) apply(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
	_, err := tx.ExecContext(ctx, "UPDATE characters SET xp = xp + ?, gold = gold + ? WHERE campaign_id = ? AND id = ?",
		e.XP, e.Gold, id, e.Character)
	return e.Character, err
}

func (e Played) apply(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
	_, err := tx.ExecContext(ctx,
		`INSERT INTO scenarios (campaign_id, scenario, unlocked, completed) VALUES (?, ?, 1, ?)
		 ON CONFLICT (campaign_id, scenario) DO UPDATE SET unlocked = 1, completed = completed OR excluded.completed`,
		id, e.Scenario, e.Won)
	return 0, err
}

func (e AddNote) apply(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
	var n int64
	if err := tx.QueryRowContext(ctx, "SELECT coalesce(max(id), 0) + 1 FROM notes WHERE campaign_id = ?", id).Scan(&n); err != nil {
		return 0, err
	}
	_, err := tx.ExecContext(ctx, "INSERT INTO notes (campaign_id, id, text, created_at) VALUES (?, ?, ?, ?)",
		id, n, e.Text, millis(now))
	return n, err
}

func (e SaveNote) apply(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
	return e.ID, execOne(ctx, tx, fmt.Sprintf("note %d", e.ID),
		"UPDATE notes SET text = ? WHERE campaign_id = ? AND id = ?", e.Text, id, e.ID)
}

func (e DeleteNote) apply(ctx context.Context, tx *sql.Tx, id int64, now time.Time) (int64, error) {
	return 0, execOne(ctx, tx, fmt.Sprintf("note %d", e.ID),
		"DELETE FROM notes WHERE campaign_id = ? AND id = ?", id, e.ID)
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
func (s *Store) change(ctx context.Context, campaignID int64, e CampaignEdit) (int64, error) {
	return s.changeAt(ctx, campaignID, e, s.now())
}

// changeAt is change at time now.
func (s *Store) changeAt(ctx context.Context, campaignID int64, e CampaignEdit, now time.Time) (id int64, err error) {
	if err := validEdit(e); err != nil {
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

// validEdit reports whether e can be made at all.
func validEdit(e CampaignEdit) error {
	if e == nil {
		return errors.New("empty edit")
	}
	return e.check()
}

// Edit makes edit e to campaign campaignID and records it in the log, with
// the whole sheet before and after it, in one transaction; edits undone
// before it can no longer be redone. It returns the ID of what an add
// created (a character, a note; 0 otherwise) and the action as logged
// (see Record).
func (s *Store) Edit(ctx context.Context, campaignID int64, e CampaignEdit) (id int64, logged LoggedAction, err error) {
	if err := validEdit(e); err != nil {
		return 0, LoggedAction{}, fmt.Errorf("edit campaign %d: %w", campaignID, err)
	}
	payload, err := json.Marshal(e.told())
	if err != nil {
		return 0, LoggedAction{}, err
	}
	logged, made, err := s.record(ctx, campaignID, Action{Kind: e.Kind(), Payload: payload, Edits: []CampaignEdit{e}})
	if err != nil {
		return 0, LoggedAction{}, fmt.Errorf("edit campaign %d (%s): %w", campaignID, e.Kind(), err)
	}
	return made[0], logged, nil
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
