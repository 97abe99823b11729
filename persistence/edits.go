package persistence

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/rules"
)

// applyEdit makes edit e to campaign id in tx at time now; it returns the
// ID of what an add created (for a change to a character or note, its ID;
// 0 otherwise). The set of edits is closed (campaign.Edit): every one is a
// case here.
func applyEdit(ctx context.Context, tx *sql.Tx, e campaign.Edit, id int64, now time.Time) (int64, error) {
	made, err := applyEditOnly(ctx, tx, e, id, now)
	if err != nil {
		return made, err
	}
	switch e.(type) {
	case campaign.AddCharacter:
		err = checkRowCount(ctx, tx, "characters", id, campaign.MaxCharacters)
	case campaign.SetScenario, campaign.Played:
		err = checkRowCount(ctx, tx, "scenarios", id, campaign.MaxScenarios)
	case campaign.AddNote:
		err = checkRowCount(ctx, tx, "notes", id, campaign.MaxNotes)
	}
	return made, err
}

// checkRowCount refuses a campaign that holds more than max rows of table
// (characters, scenarios, notes); the transaction is then rolled back.
func checkRowCount(ctx context.Context, tx *sql.Tx, table string, id int64, max int) error {
	var n int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM "+table+" WHERE campaign_id = ?", id).Scan(&n); err != nil {
		return err
	}
	if n > max {
		return fmt.Errorf("a campaign holds at most %d %s", max, table)
	}
	return nil
}

// applyEditOnly is applyEdit without its check of the campaign's rows.
func applyEditOnly(ctx context.Context, tx *sql.Tx, e campaign.Edit, id int64, now time.Time) (int64, error) {
	switch e := e.(type) {
	case campaign.CraftItem: // before OutpostEdit: the character's too
		return applyItemEdit(ctx, tx, e, id)
	case campaign.GiveResources: // before OutpostEdit: the character's too
		return e.Character, applyGiveResources(ctx, tx, e, id)
	case campaign.OutpostEvent: // before OutpostEdit: the characters' too
		return 0, applyOutpostEvent(ctx, tx, e, id)
	case campaign.OperateBuilding: // before OutpostEdit: the characters' too
		return 0, applyOperateBuilding(ctx, tx, e, id)
	case campaign.OutpostEdit:
		return 0, applyOutpostEdit(ctx, tx, e, id)
	case campaign.CityEvent:
		return 0, applyCityEvent(ctx, tx, e, id)
	case campaign.StartNext:
		return 0, setPendingIn(ctx, tx, id, nil)
	case campaign.Rename:
		return 0, execOne(ctx, tx, fmt.Sprintf("campaign %d", id), "UPDATE campaigns SET name = ? WHERE id = ?", e.Name, id)
	case campaign.SetParty:
		return 0, setPartyIn(ctx, tx, id, e.Party)
	case campaign.SetRules:
		return 0, execOne(ctx, tx, fmt.Sprintf("campaign %d", id), "UPDATE campaigns SET rules = ? WHERE id = ?", string(e.Rules), id)
	case campaign.AddCharacter:
		c := e.Character
		if err := tx.QueryRowContext(ctx, "SELECT coalesce(max(id), 0) + 1 FROM characters WHERE campaign_id = ?", id).Scan(&c.ID); err != nil {
			return 0, err
		}
		return c.ID, insertCharacter(ctx, tx, id, c)
	case campaign.SaveCharacter:
		return e.Character.ID, updateCharacter(ctx, tx, id, e.Character)
	case campaign.DeleteCharacter:
		return 0, execOne(ctx, tx, fmt.Sprintf("character %d", e.ID),
			"DELETE FROM characters WHERE campaign_id = ? AND id = ?", id, e.ID)
	case campaign.SetScenario:
		_, err := tx.ExecContext(ctx,
			`INSERT INTO scenarios (campaign_id, scenario, unlocked, completed) VALUES (?, ?, ?, ?)
			 ON CONFLICT (campaign_id, scenario) DO UPDATE SET unlocked = excluded.unlocked, completed = excluded.completed`,
			id, e.Progress.ID, e.Progress.Unlocked, e.Progress.Completed)
		return 0, err
	case campaign.Reward:
		_, err := tx.ExecContext(ctx, "UPDATE characters SET xp = xp + ?, gold = gold + ?, perk_marks = perk_marks + ? WHERE campaign_id = ? AND id = ?",
			e.XP, e.Gold, e.Checks, id, e.Character)
		if err != nil || len(e.Resources) == 0 {
			return e.Character, err
		}
		return e.Character, changeResources(ctx, tx, id, e.Character, false, func(r outpost.Supply) (outpost.Supply, error) {
			return r.Plus(e.Resources), nil
		})
	case campaign.Played:
		_, err := tx.ExecContext(ctx,
			`INSERT INTO scenarios (campaign_id, scenario, unlocked, completed) VALUES (?, ?, 1, ?)
			 ON CONFLICT (campaign_id, scenario) DO UPDATE SET unlocked = 1, completed = completed OR excluded.completed`,
			id, e.Scenario, e.Won)
		return 0, err
	case campaign.AddNote:
		var n int64
		if err := tx.QueryRowContext(ctx, "SELECT coalesce(max(id), 0) + 1 FROM notes WHERE campaign_id = ?", id).Scan(&n); err != nil {
			return 0, err
		}
		_, err := tx.ExecContext(ctx, "INSERT INTO notes (campaign_id, id, text, created_at) VALUES (?, ?, ?, ?)",
			id, n, e.Text, millis(now))
		return n, err
	case campaign.SaveNote:
		return e.ID, execOne(ctx, tx, fmt.Sprintf("note %d", e.ID),
			"UPDATE notes SET text = ? WHERE campaign_id = ? AND id = ?", e.Text, id, e.ID)
	case campaign.BuyItem, campaign.SellItem, campaign.DistillItem, campaign.LeaveItems:
		return applyItemEdit(ctx, tx, e, id)
	case campaign.PickCard, campaign.Enhance:
		return applyCardEdit(ctx, tx, e, id)
	case campaign.ChooseQuest, campaign.QuestCount, campaign.QuestAdvance, campaign.Retire:
		return applyQuestEdit(ctx, tx, e, id)
	case campaign.DeleteNote:
		return 0, execOne(ctx, tx, fmt.Sprintf("note %d", e.ID),
			"DELETE FROM notes WHERE campaign_id = ? AND id = ?", id, e.ID)
	}
	return 0, fmt.Errorf("edit %T: the store cannot make it", e)
}

// change makes edit e to campaign campaignID without recording it; it
// returns what Edit returns as id.
func (s *Store) change(ctx context.Context, campaignID int64, e campaign.Edit) (int64, error) {
	return s.changeAt(ctx, campaignID, e, s.now())
}

// changeAt is change at time now.
func (s *Store) changeAt(ctx context.Context, campaignID int64, e campaign.Edit, now time.Time) (id int64, err error) {
	if err := validEdit(e); err != nil {
		return 0, err
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		if err := campaignExists(ctx, tx, campaignID); err != nil {
			return err
		}
		id, err = applyEdit(ctx, tx, e, campaignID, now)
		return err
	})
	return id, err
}

// validEdit reports whether e can be made at all.
func validEdit(e campaign.Edit) error {
	if e == nil {
		return errors.New("empty edit")
	}
	return e.Check()
}

// Edit makes edit e to campaign campaignID and records it in the log, with
// the whole sheet before and after it, in one transaction; edits undone
// before it can no longer be redone. It returns the ID of what an add
// created (a character, a note; 0 otherwise) and the action as logged
// (see Record).
func (s *Store) Edit(ctx context.Context, campaignID int64, e campaign.Edit) (id int64, logged LoggedAction, err error) {
	if err := validEdit(e); err != nil {
		return 0, LoggedAction{}, fmt.Errorf("edit campaign %d: %w", campaignID, err)
	}
	payload, err := json.Marshal(e.Told())
	if err != nil {
		return 0, LoggedAction{}, err
	}
	logged, made, err := s.record(ctx, campaignID, Action{Kind: e.Kind(), Payload: payload, Edits: []campaign.Edit{e}})
	if err != nil {
		return 0, LoggedAction{}, fmt.Errorf("edit campaign %d (%s): %w", campaignID, e.Kind(), err)
	}
	return made[0], logged, nil
}

// exportSheet is a campaign's sheet as an edit keeps it before and after:
// the parts of an export file an edit can change.
type exportSheet struct {
	Name string `json:"name"`
	// Rules is the campaign's edition; absent from the sheets kept before
	// campaigns had one (putting such a sheet back leaves the rules as
	// they are).
	Rules      string            `json:"rules,omitempty"`
	Party      exportParty       `json:"party"`
	Characters []exportCharacter `json:"characters"`
	Scenarios  []exportScenario  `json:"scenarios"`
	Notes      []exportNote      `json:"notes"`
	// Outpost is a Frosthaven campaign's outpost (its data apart); absent
	// when the campaign has none, and from the sheets kept before outposts
	// existed.
	Outpost *outpost.Outpost `json:"outpost,omitempty"`
	// CityEvents are a Gloomhaven campaign's city and road event decks
	// (their data apart); absent before the first draw.
	CityEvents *outpost.Outpost `json:"city_events,omitempty"`
	// Next are the events' effects kept for the next scenario's start
	// (persistence/next.go); absent when none.
	Next []campaign.Pending `json:"next_scenario,omitempty"`
}

// sheetIn reads campaign campaignID's sheet as JSON.
func sheetIn(ctx context.Context, q querier, campaignID int64) ([]byte, error) {
	c, err := campaignIn(ctx, q, campaignID)
	if err != nil {
		return nil, err
	}
	sh := exportSheet{Name: c.Name, Rules: string(c.Rules), Party: exportParty(c.Party),
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
	if sh.Outpost, _, err = outpostIn(ctx, q, campaignID); err != nil {
		return nil, err
	}
	if sh.CityEvents, _, err = outpostRowIn(ctx, q, tableCityEvents, campaignID); err != nil {
		return nil, err
	}
	if sh.Next, err = pendingIn(ctx, q, campaignID); err != nil {
		return nil, err
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
	if sh.Rules != "" {
		if _, err := tx.ExecContext(ctx, "UPDATE campaigns SET rules = ? WHERE id = ?", sh.Rules, campaignID); err != nil {
			return err
		}
	}
	for _, table := range []string{"characters", "scenarios", "notes"} {
		if _, err := tx.ExecContext(ctx, "DELETE FROM "+table+" WHERE campaign_id = ?", campaignID); err != nil {
			return err
		}
	}
	if err := setOutpostState(ctx, tx, campaignID, sh.Outpost); err != nil {
		return err
	}
	if err := setStateIn(ctx, tx, tableCityEvents, campaignID, sh.CityEvents); err != nil {
		return err
	}
	if err := setPendingIn(ctx, tx, campaignID, sh.Next); err != nil {
		return err
	}
	return insertRows(ctx, tx, campaignID, sh.Characters, sh.Scenarios, sh.Notes)
}

// validate reports the first field of a sheet kept with an edit that could
// not be put back; nil is valid (no sheet).
func (sh *exportSheet) validate() error {
	if sh == nil {
		return nil
	}
	if err := campaign.CheckName("name", sh.Name); err != nil {
		return err
	}
	if err := campaign.Party(sh.Party).Validate(); err != nil {
		return fmt.Errorf("party: %w", err)
	}
	if sh.Rules != "" {
		if err := (campaign.SetRules{Rules: rules.Edition(sh.Rules)}).Check(); err != nil {
			return err
		}
	}
	for what, o := range map[string]*outpost.Outpost{"outpost": sh.Outpost, "city and road event decks": sh.CityEvents} {
		if o != nil {
			if err := o.Validate(); err != nil {
				return fmt.Errorf("%s: %w", what, err)
			}
		}
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
