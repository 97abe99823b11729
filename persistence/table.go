package persistence

import (
	"bytes"
	"compress/flate"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"sync"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	fastflate "github.com/klauspost/compress/flate"
)

// Errors returned by Undo and Redo when the log has nothing to step over.
var (
	// ErrNothingToUndo means no logged action is in effect.
	ErrNothingToUndo = errors.New("nothing to undo")
	// ErrNothingToRedo means no undone action is left to redo.
	ErrNothingToRedo = errors.New("nothing to redo")
)

// Snapshot is the engine's state of a scenario in progress (map, figures,
// decks with their exact piles, elements, round, the random source's state
// ...): a JSON document whose layout the engine owns and versions.
// Record stores it as given and never looks inside; Import, which takes
// snapshots from outside, opens each with the engine first.
type Snapshot struct {
	// Version is the engine's format version of State; at least 1.
	Version int
	// State is the JSON document.
	State json.RawMessage
	// compact: State is the engine's own encoding (SnapshotOf), compact
	// JSON as encoding/json writes it, which the store takes unchecked.
	compact bool
}

// SnapshotOf is the snapshot of scn as the engine writes it (the scenario's
// MarshalJSON): compact JSON that the store takes as it is, without
// scanning it again as it scans a snapshot given as bytes (that scan was a
// fifth of a table action's time, BenchmarkSessionDo).
func SnapshotOf(scn *engine.Scenario) (*Snapshot, error) {
	data, err := scn.MarshalJSON()
	if err != nil {
		return nil, err
	}
	return &Snapshot{Version: engine.SnapshotVersion, State: data, compact: true}, nil
}

// validate checks s and returns its State compacted, so that what is stored
// survives export and import byte for byte.
func (s Snapshot) validate() (json.RawMessage, error) {
	if s.Version < 1 {
		return nil, fmt.Errorf("scenario snapshot version %d is below 1", s.Version)
	}
	if s.compact {
		return s.State, nil
	}
	state, err := compactJSON(s.State)
	if err != nil {
		return nil, fmt.Errorf("scenario snapshot state: %w", err)
	}
	return state, nil
}

// compactJSON returns b without insignificant white space, or an error if it
// is not one JSON value.
func compactJSON(b []byte) (json.RawMessage, error) {
	if len(bytes.TrimSpace(b)) == 0 {
		return nil, errors.New("empty, want a JSON value")
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		return nil, fmt.Errorf("invalid JSON: %w", err)
	}
	return buf.Bytes(), nil
}

// Action is one thing done at the table (draw, attack, damage, add bless,
// end round, perk change ...), handed to Record together with its result.
type Action struct {
	// Kind names the action, as the engine names it; never blank.
	Kind string
	// Payload holds the action's details as JSON; empty means null.
	Payload json.RawMessage
	// Scenario, if not nil, is the scenario in progress as it stands after
	// the action (or the new scenario, if the action starts one).
	Scenario *Snapshot
	// EndScenario is true if no scenario is in progress after the action.
	EndScenario bool
	// Characters holds the sheets of the characters the action changed, as
	// they stand after it (a perk change, XP or gold gained ...). Each must
	// already exist in the campaign.
	Characters []campaign.Character
	// Edits are changes to the campaign's sheet made with the action (the
	// rewards of a scenario ended, the scenario marked completed): applied
	// in the same transaction, the whole sheet before and after kept, so
	// that Undo puts it back with the scenario.
	Edits []campaign.Edit
	// Replayable is true when Payload is enough to do the action again on
	// the scenario before it (an engine action): the store then keeps no
	// scenario from before it, only one every keyEvery actions, and Undo
	// rebuilds it by replaying (UndoWith).
	Replayable bool
}

// MaxSnapshot is the largest scenario snapshot read back, in bytes once
// inflated: far above what a scenario takes (about 15 KB), far below what
// would stall the app.
const MaxSnapshot = 16 << 20

// keyEvery is how often the scenario after a replayable action is kept, so
// that an undo replays at most keyEvery-1 actions.
const keyEvery = 16

// LoggedAction is an action as kept in the log.
type LoggedAction struct {
	// Seq numbers the action in its campaign's log: 1, 2, 3 ...
	Seq int64
	// Kind and Payload are as recorded (Payload compacted).
	Kind    string
	Payload json.RawMessage
	// At is when the action was recorded, to the millisecond, in UTC.
	At time.Time
	// Undone is true if the action has been undone and can be redone.
	Undone bool
}

// PlayState is where a campaign's play stands.
type PlayState struct {
	// Scenario is the scenario in progress; nil when none is.
	Scenario *Snapshot
	// Cursor is the Seq of the last action in effect (0: none).
	Cursor int64
	// Last is the Seq of the last logged action; actions after Cursor up to
	// Last can be redone.
	Last int64
}

// CanUndo reports whether an action can be undone.
func (t PlayState) CanUndo() bool { return t.Cursor > 0 }

// CanRedo reports whether an undone action can be redone.
func (t PlayState) CanRedo() bool { return t.Last > t.Cursor }

// Step is the outcome of Undo or Redo: what to show at the table now.
type Step struct {
	// Action is the action undone or redone.
	Action LoggedAction
	// Scenario is the scenario in progress after the step; nil when none is.
	Scenario *Snapshot
	// Characters holds the sheets the step restored: those of the
	// characters the action changed that still exist.
	Characters []campaign.Character
	// Sheet is true when the step put back the campaign's whole sheet (a
	// campaign edit: Store.Edit).
	Sheet bool
}

// Record logs action a in campaign campaignID and applies its result (the
// new scenario snapshot and character sheets) in one transaction, together
// with what is needed to undo it. Actions that had been undone are
// discarded: they can no longer be redone. It returns the action as
// logged: from then on it is the last action in effect and the last
// logged (PlayState's Cursor and Last are its Seq), with nothing to redo,
// so a caller knows where play stands without reading it back.
func (s *Store) Record(ctx context.Context, campaignID int64, a Action) (LoggedAction, error) {
	logged, _, err := s.record(ctx, campaignID, a)
	return logged, err
}

// record is Record; made holds what each of a.Edits returned as id (the
// ID of what an add created).
func (s *Store) record(ctx context.Context, campaignID int64, a Action) (logged LoggedAction, made []int64, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) (err error) {
		logged, made, err = s.recordIn(ctx, tx, campaignID, a)
		return err
	})
	if err != nil {
		return LoggedAction{}, nil, fmt.Errorf("record action %q in campaign %d: %w", a.Kind, campaignID, err)
	}
	return logged, made, nil
}

// recordIn is record inside transaction tx.
func (s *Store) recordIn(ctx context.Context, tx *sql.Tx, campaignID int64, a Action) (LoggedAction, []int64, error) {
	payload, scenario, err := a.prepare()
	if err != nil {
		return LoggedAction{}, nil, err
	}
	var state []byte
	if scenario != nil {
		state = encodeState(scenario)
	}
	cursor, err := tableCursor(ctx, tx, campaignID)
	if err != nil {
		return LoggedAction{}, nil, err
	}
	seq := cursor + 1
	if _, err := tx.ExecContext(ctx, "DELETE FROM actions WHERE campaign_id = ? AND seq > ?", campaignID, cursor); err != nil {
		return LoggedAction{}, nil, err
	}
	var before, after []byte
	var made []int64
	if len(a.Characters) > 0 {
		if before, after, err = applyCharacters(ctx, tx, campaignID, a.Characters); err != nil {
			return LoggedAction{}, nil, err
		}
	}
	var sheetBefore, sheetAfter any
	if len(a.Edits) > 0 {
		b, err := sheetIn(ctx, tx, campaignID)
		if err != nil {
			return LoggedAction{}, nil, err
		}
		made = make([]int64, len(a.Edits))
		for i, e := range a.Edits {
			if made[i], err = applyEdit(ctx, tx, e, campaignID, s.now()); err != nil {
				return LoggedAction{}, nil, fmt.Errorf("%s: %w", e.Kind(), err)
			}
		}
		after, err := sheetIn(ctx, tx, campaignID)
		if err != nil {
			return LoggedAction{}, nil, err
		}
		sheetBefore, sheetAfter = string(b), string(after)
	}
	changed := a.Scenario != nil || a.EndScenario
	replayed := changed && a.Replayable && a.Scenario != nil
	if replayed {
		// Replay starts from a scenario kept after an action: the last
		// action that changed the scenario must be replayed itself or have
		// its scenario kept. After one that is neither (logged by an
		// earlier version), this one keeps its scenarios as before.
		var prevReplayed, prevKept bool
		err := tx.QueryRowContext(ctx,
			`SELECT replayed, scenario_key IS NOT NULL FROM actions
			 WHERE campaign_id = ? AND seq < ? AND scenario_changed = 1 ORDER BY seq DESC LIMIT 1`,
			campaignID, seq).Scan(&prevReplayed, &prevKept)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return LoggedAction{}, nil, err
		}
		replayed = prevReplayed || prevKept
	}
	keepBefore := changed && !replayed
	var keyVersion any
	var key []byte
	if a.Scenario != nil && (!replayed || seq%keyEvery == 0) {
		keyVersion, key = a.Scenario.Version, state
	}
	at := millis(s.now())
	if _, err := tx.ExecContext(ctx,
		`INSERT INTO actions (campaign_id, seq, kind, payload, at, scenario_changed,
		   scenario_before_version, scenario_before, characters_before, characters_after,
		   replayed, scenario_key_version, scenario_key, sheet_before, sheet_after)
		 SELECT ?, ?, ?, ?, ?, ?, iif(?, scenario_version, NULL), iif(?, scenario, NULL), ?, ?, ?, ?, ?, ?, ?
		 FROM tables WHERE campaign_id = ?`,
		campaignID, seq, a.Kind, string(payload), at, changed, keepBefore, keepBefore,
		nullText(before), nullText(after), replayed, keyVersion, key, sheetBefore, sheetAfter, campaignID); err != nil {
		return LoggedAction{}, nil, err
	}
	if changed {
		var version any
		if a.Scenario != nil {
			version = a.Scenario.Version
		}
		_, err = tx.ExecContext(ctx, "UPDATE tables SET scenario_version = ?, scenario = ?, cursor = ? WHERE campaign_id = ?",
			version, state, seq, campaignID)
	} else {
		_, err = tx.ExecContext(ctx, "UPDATE tables SET cursor = ? WHERE campaign_id = ?", seq, campaignID)
	}
	return LoggedAction{Seq: seq, Kind: a.Kind, Payload: payload, At: fromMillis(at)}, made, err
}

// prepare validates a and returns its payload and scenario state compacted.
func (a Action) prepare() (payload, scenario json.RawMessage, err error) {
	if strings.TrimSpace(a.Kind) == "" {
		return nil, nil, errors.New("action kind must not be blank")
	}
	payload = json.RawMessage("null")
	if len(a.Payload) > 0 {
		if payload, err = compactJSON(a.Payload); err != nil {
			return nil, nil, fmt.Errorf("action payload: %w", err)
		}
	}
	if a.Scenario != nil && a.EndScenario {
		return nil, nil, errors.New("action both sets and ends the scenario")
	}
	if a.Scenario != nil {
		if scenario, err = a.Scenario.validate(); err != nil {
			return nil, nil, err
		}
	}
	for i, e := range a.Edits {
		if err := validEdit(e); err != nil {
			if e == nil {
				return nil, nil, fmt.Errorf("action edit %d: %w", i, err)
			}
			return nil, nil, fmt.Errorf("%s: %w", e.Kind(), err)
		}
	}
	seen := map[int64]bool{}
	for i, c := range a.Characters {
		if err := c.Validate(); err != nil {
			return nil, nil, fmt.Errorf("action character %d (id %d): %w", i, c.ID, err)
		}
		if seen[c.ID] {
			return nil, nil, fmt.Errorf("action character %d: id %d appears twice", i, c.ID)
		}
		seen[c.ID] = true
	}
	return payload, scenario, nil
}

// tableCursor makes sure campaign campaignID has a table row and returns
// its cursor. A table row is its campaign's (deleted with it): only a
// campaign without one is looked up, once (a table action ran three
// statements here, one now).
func tableCursor(ctx context.Context, tx *sql.Tx, campaignID int64) (int64, error) {
	var cursor int64
	err := tx.QueryRowContext(ctx, "SELECT cursor FROM tables WHERE campaign_id = ?", campaignID).Scan(&cursor)
	if !errors.Is(err, sql.ErrNoRows) {
		return cursor, err
	}
	if err := campaignExists(ctx, tx, campaignID); err != nil {
		return 0, err
	}
	_, err = tx.ExecContext(ctx, "INSERT INTO tables (campaign_id) VALUES (?)", campaignID)
	return 0, err
}

// applyCharacters saves the sheets cs and returns the JSON of the sheets
// before and after.
func applyCharacters(ctx context.Context, tx *sql.Tx, campaignID int64, cs []campaign.Character) (before, after []byte, err error) {
	ids := make([]int64, len(cs))
	for i, c := range cs {
		ids[i] = c.ID
	}
	old, err := charactersIn(ctx, tx, campaignID, ids)
	if err != nil {
		return nil, nil, err
	}
	if len(old) != len(cs) {
		have := map[int64]bool{}
		for _, c := range old {
			have[c.ID] = true
		}
		for _, c := range cs {
			if !have[c.ID] {
				return nil, nil, fmt.Errorf("character %d: %w", c.ID, ErrNotFound)
			}
		}
	}
	for _, c := range cs {
		if err := updateCharacter(ctx, tx, campaignID, c); err != nil {
			return nil, nil, err
		}
	}
	if before, err = encodeSheets(old); err != nil {
		return nil, nil, err
	}
	after, err = encodeSheets(cs)
	return before, after, err
}

// restoreCharacters writes back the sheets in js (JSON as stored by
// applyCharacters), skipping characters deleted since, and returns them.
func restoreCharacters(ctx context.Context, tx *sql.Tx, campaignID int64, js sql.NullString) ([]campaign.Character, error) {
	if !js.Valid {
		return nil, nil
	}
	cs, err := decodeSheets([]byte(js.String))
	if err != nil {
		return nil, fmt.Errorf("stored character sheets: %w", err)
	}
	var out []campaign.Character
	for _, c := range cs {
		err := updateCharacter(ctx, tx, campaignID, c)
		if errors.Is(err, ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// Undo undoes the last action in effect in campaign campaignID, restoring
// the scenario and the character sheets as they were before it. It returns
// an error wrapping ErrNothingToUndo if there is none.
//
// An action recorded as Replayable keeps no scenario from before it: Undo
// fails for it (ErrNeedsReplay); use UndoWith.
func (s *Store) Undo(ctx context.Context, campaignID int64) (Step, error) {
	return s.UndoWith(ctx, campaignID, nil)
}

// ErrCompacted is returned by Undo for an action of a finished scenario
// whose undo data was dropped (see CompactBefore): undo stops there.
var ErrCompacted = errors.New("the history of the finished scenario before it is kept compact and cannot be undone")

// HistoryPolicy says how much undo history the store keeps of a finished
// scenario.
type HistoryPolicy int

// The history policies.
const (
	// CompactFinished (the default) keeps the log of a finished scenario
	// (for Edit › History) but drops what undoing its actions needed (see
	// CompactBefore); the scenario in progress keeps its whole history.
	CompactFinished HistoryPolicy = iota
	// KeepAll keeps every action's undo data.
	KeepAll
)

// SetHistoryPolicy sets how much history CompactBefore keeps.
func (s *Store) SetHistoryPolicy(p HistoryPolicy) { s.policy.Store(int32(p)) }

// HistoryPolicyNow returns the policy set (CompactFinished by default).
func (s *Store) HistoryPolicyNow() HistoryPolicy { return HistoryPolicy(s.policy.Load()) }

// CompactBefore drops the undo data of the actions of campaign campaignID
// before action seq (the end of a scenario, in effect), keeping them in the
// log, unless the policy is KeepAll; then it gives the freed pages back to
// the file system (incremental vacuum). It returns how many actions it
// compacted. Undo stops at a compacted action (ErrCompacted).
func (s *Store) CompactBefore(ctx context.Context, campaignID, seq int64) (int64, error) {
	if s.HistoryPolicyNow() == KeepAll {
		return 0, nil
	}
	var n int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		cursor, err := tableCursor(ctx, tx, campaignID)
		if err != nil {
			return err
		}
		if seq > cursor+1 {
			return fmt.Errorf("action %d is undone", seq-1)
		}
		res, err := tx.ExecContext(ctx,
			`UPDATE actions SET compacted = 1, scenario_before_version = NULL, scenario_before = NULL,
			   scenario_after_version = NULL, scenario_after = NULL, scenario_key_version = NULL, scenario_key = NULL,
			   characters_before = NULL, characters_after = NULL, sheet_before = NULL, sheet_after = NULL
			 WHERE campaign_id = ? AND seq < ? AND compacted = 0`, campaignID, seq)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("compact the history of campaign %d: %w", campaignID, err)
	}
	if n > 0 {
		if _, err := s.db.ExecContext(ctx, "PRAGMA incremental_vacuum"); err != nil {
			return n, fmt.Errorf("compact the history of campaign %d: vacuum: %w", campaignID, err)
		}
	}
	return n, nil
}

// ErrNeedsReplay is returned by Undo for an action whose scenario before it
// must be rebuilt by replaying (see UndoWith).
var ErrNeedsReplay = errors.New("the scenario before this action must be rebuilt by replaying the log")

// Replayer rebuilds a scenario: base is the scenario the log keeps (nil:
// none), actions are the logged actions that changed it after that, in
// order; it returns the scenario after the last of them. Persistence never
// looks inside a scenario: the caller replays the actions through the
// engine.
type Replayer func(base *Snapshot, actions []LoggedAction) (*Snapshot, error)

// UndoWith is Undo, with replay to rebuild the scenario before an action
// recorded as Replayable, in the same transaction.
func (s *Store) UndoWith(ctx context.Context, campaignID int64, replay Replayer) (Step, error) {
	step, err := s.step(ctx, campaignID, true, replay)
	if err != nil {
		return Step{}, fmt.Errorf("undo in campaign %d: %w", campaignID, err)
	}
	return step, nil
}

// Redo redoes the first undone action of campaign campaignID. It returns an
// error wrapping ErrNothingToRedo if there is none, and one wrapping
// ErrNeedsReplay for an action recorded as Replayable (see RedoWith).
func (s *Store) Redo(ctx context.Context, campaignID int64) (Step, error) {
	return s.RedoWith(ctx, campaignID, nil)
}

// RedoWith is Redo, with replay to rebuild the scenario after an action
// recorded as Replayable (undo keeps no scenario for it), in the same
// transaction.
func (s *Store) RedoWith(ctx context.Context, campaignID int64, replay Replayer) (Step, error) {
	step, err := s.step(ctx, campaignID, false, replay)
	if err != nil {
		return Step{}, fmt.Errorf("redo in campaign %d: %w", campaignID, err)
	}
	return step, nil
}

func (s *Store) step(ctx context.Context, campaignID int64, undo bool, replay Replayer) (Step, error) {
	var step Step
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		cursor, err := tableCursor(ctx, tx, campaignID)
		if err != nil {
			return err
		}
		seq, newCursor, sheets, sheet := cursor, cursor-1, "characters_before", "sheet_before"
		if !undo {
			seq, newCursor, sheets, sheet = cursor+1, cursor+1, "characters_after", "sheet_after"
		}
		var id, at int64
		var changed, replayed, compacted, after bool
		var chars, whole sql.NullString
		var payload string
		err = tx.QueryRowContext(ctx,
			"SELECT id, kind, payload, at, scenario_changed, replayed, compacted, scenario_after_version IS NOT NULL, "+sheets+", "+sheet+" FROM actions WHERE campaign_id = ? AND seq = ?",
			campaignID, seq).Scan(&id, &step.Action.Kind, &payload, &at, &changed, &replayed, &compacted, &after, &chars, &whole)
		if errors.Is(err, sql.ErrNoRows) {
			if undo {
				return ErrNothingToUndo
			}
			return ErrNothingToRedo
		}
		if err != nil {
			return err
		}
		if compacted {
			return ErrCompacted
		}
		step.Action.Seq, step.Action.Payload, step.Action.At, step.Action.Undone = seq, json.RawMessage(payload), fromMillis(at), undo
		if changed {
			if undo {
				// Keep the scenario as it is now for a later redo, then
				// put back the one from before the action. A replayed
				// action keeps nothing: redo replays it again (a whole
				// scenario kept per undone action made a database undone
				// to the start ten times larger).
				if !replayed {
					if _, err := tx.ExecContext(ctx,
						`UPDATE actions SET (scenario_after_version, scenario_after) =
						   (SELECT scenario_version, scenario FROM tables WHERE campaign_id = ?) WHERE id = ?`,
						campaignID, id); err != nil {
						return err
					}
				}
				if replayed {
					err = rebuildBefore(ctx, tx, campaignID, seq, replay)
				} else {
					_, err = tx.ExecContext(ctx,
						`UPDATE tables SET (scenario_version, scenario) =
						   (SELECT scenario_before_version, scenario_before FROM actions WHERE id = ?) WHERE campaign_id = ?`,
						id, campaignID)
				}
			} else if replayed && !after {
				// The scenario after the action is the one before the
				// next: replay it from the nearest scenario kept.
				err = rebuildBefore(ctx, tx, campaignID, seq+1, replay)
			} else {
				if _, err := tx.ExecContext(ctx,
					`UPDATE tables SET (scenario_version, scenario) =
					   (SELECT scenario_after_version, scenario_after FROM actions WHERE id = ?) WHERE campaign_id = ?`,
					id, campaignID); err != nil {
					return err
				}
				_, err = tx.ExecContext(ctx,
					"UPDATE actions SET scenario_after_version = NULL, scenario_after = NULL WHERE id = ?", id)
			}
			if err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, "UPDATE tables SET cursor = ? WHERE campaign_id = ?", newCursor, campaignID); err != nil {
			return err
		}
		if step.Characters, err = restoreCharacters(ctx, tx, campaignID, chars); err != nil {
			return err
		}
		if whole.Valid {
			if err := restoreSheet(ctx, tx, campaignID, whole.String); err != nil {
				return err
			}
			step.Sheet = true
		}
		t, err := playStateIn(ctx, tx, campaignID)
		step.Scenario = t.Scenario
		return err
	})
	return step, err
}

// PlayState returns where play stands in campaign campaignID: the scenario in
// progress and the position in the action log.
func (s *Store) PlayState(ctx context.Context, campaignID int64) (PlayState, error) {
	if err := campaignExists(ctx, s.db, campaignID); err != nil {
		return PlayState{}, fmt.Errorf("play state: %w", err)
	}
	t, err := playStateIn(ctx, s.db, campaignID)
	if err != nil {
		return PlayState{}, fmt.Errorf("play state of campaign %d: %w", campaignID, err)
	}
	return t, nil
}

func playStateIn(ctx context.Context, q querier, campaignID int64) (PlayState, error) {
	var t PlayState
	var version sql.NullInt64
	var state []byte
	err := q.QueryRowContext(ctx,
		`SELECT scenario_version, scenario, cursor,
		   (SELECT coalesce(max(seq), 0) FROM actions WHERE campaign_id = ?)
		 FROM tables WHERE campaign_id = ?`, campaignID, campaignID).Scan(&version, &state, &t.Cursor, &t.Last)
	if errors.Is(err, sql.ErrNoRows) {
		return PlayState{}, nil // nothing recorded yet
	}
	if err != nil {
		return PlayState{}, err
	}
	if t.Scenario, err = decodeSnapshot(version, state); err != nil {
		return PlayState{}, fmt.Errorf("scenario in progress: %w", err)
	}
	return t, nil
}

// Log returns the action log of campaign campaignID in order, undone
// actions that can still be redone included.
func (s *Store) Log(ctx context.Context, campaignID int64) ([]LoggedAction, error) {
	if err := campaignExists(ctx, s.db, campaignID); err != nil {
		return nil, fmt.Errorf("action log: %w", err)
	}
	log, err := logIn(ctx, s.db, campaignID, 1, math.MaxInt64)
	if err != nil {
		return nil, fmt.Errorf("action log of campaign %d: %w", campaignID, err)
	}
	return log, nil
}

// LogRange returns the logged actions of campaign campaignID whose Seq is
// from first to last, both included, in order.
func (s *Store) LogRange(ctx context.Context, campaignID, first, last int64) ([]LoggedAction, error) {
	log, err := logIn(ctx, s.db, campaignID, first, last)
	if err != nil {
		return nil, fmt.Errorf("action log of campaign %d, %d to %d: %w", campaignID, first, last, err)
	}
	return log, nil
}

// LastOfKind returns the Seq of the last logged action of the given kind
// at or before Seq upTo in campaign campaignID; 0 if there is none.
func (s *Store) LastOfKind(ctx context.Context, campaignID int64, kind string, upTo int64) (int64, error) {
	var seq int64
	err := s.db.QueryRowContext(ctx,
		"SELECT coalesce(max(seq), 0) FROM actions WHERE campaign_id = ? AND kind = ? AND seq <= ?",
		campaignID, kind, upTo).Scan(&seq)
	if err != nil {
		return 0, fmt.Errorf("action log of campaign %d: %w", campaignID, err)
	}
	return seq, nil
}

func logIn(ctx context.Context, q querier, campaignID, first, last int64) ([]LoggedAction, error) {
	var cursor int64
	err := q.QueryRowContext(ctx, "SELECT cursor FROM tables WHERE campaign_id = ?", campaignID).Scan(&cursor)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	rows, err := q.QueryContext(ctx,
		"SELECT seq, kind, payload, at FROM actions WHERE campaign_id = ? AND seq BETWEEN ? AND ? ORDER BY seq",
		campaignID, first, last)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []LoggedAction
	for rows.Next() {
		var a LoggedAction
		var payload string
		var at int64
		if err := rows.Scan(&a.Seq, &a.Kind, &payload, &at); err != nil {
			return nil, err
		}
		a.Payload, a.At, a.Undone = json.RawMessage(payload), fromMillis(at), a.Seq > cursor
		out = append(out, a)
	}
	return out, rows.Err()
}

// nullText stores b as TEXT, or NULL when b is nil.
func nullText(b []byte) any {
	if b == nil {
		return nil
	}
	return string(b)
}

// Snapshot states are stored compressed, behind one byte naming the codec.
const (
	codecRaw   = 0
	codecFlate = 1
)

// flateWriters compress with klauspost/compress's DEFLATE encoder, about
// twice as fast as compress/flate's at its fastest level on a scenario's
// snapshot (it was a quarter of BenchmarkSessionDo): the same format, read
// by compress/flate as every build has read it (decodeState,
// TestEncodedStateReadsWithCompressFlate).
var flateWriters = sync.Pool{New: func() any {
	w, _ := fastflate.NewWriter(io.Discard, fastflate.BestSpeed)
	return w
}}

// encodeState compresses a snapshot's JSON state for storage.
func encodeState(state []byte) []byte {
	var buf bytes.Buffer
	buf.Grow(len(state)/4 + 16)
	buf.WriteByte(codecFlate)
	w := flateWriters.Get().(*fastflate.Writer)
	w.Reset(&buf)
	w.Write(state) // writes to a bytes.Buffer cannot fail
	w.Close()
	flateWriters.Put(w)
	return buf.Bytes()
}

// decodeState reverses encodeState.
func decodeState(b []byte) ([]byte, error) {
	if len(b) == 0 {
		return nil, errors.New("stored snapshot is empty")
	}
	switch b[0] {
	case codecRaw:
		return b[1:], nil
	case codecFlate:
		r := flate.NewReader(bytes.NewReader(b[1:]))
		defer r.Close()
		out, err := io.ReadAll(io.LimitReader(r, MaxSnapshot+1))
		if err != nil {
			return nil, fmt.Errorf("stored snapshot: %w", err)
		}
		if len(out) > MaxSnapshot {
			return nil, fmt.Errorf("stored snapshot inflates beyond %d bytes, the most a scenario takes", MaxSnapshot)
		}
		return out, nil
	default:
		return nil, fmt.Errorf("stored snapshot has unknown codec %d", b[0])
	}
}

// decodeSnapshot rebuilds a stored snapshot; nil when none was stored.
func decodeSnapshot(version sql.NullInt64, state []byte) (*Snapshot, error) {
	if !version.Valid {
		return nil, nil
	}
	js, err := decodeState(state)
	if err != nil {
		return nil, err
	}
	return &Snapshot{Version: int(version.Int64), State: js}, nil
}

// rebuildBefore puts the scenario as it stood before action seq (recorded
// as replayed) in place of the one in progress: from the nearest scenario
// kept after an earlier action, replay rebuilds it through the actions in
// between.
func rebuildBefore(ctx context.Context, tx *sql.Tx, campaignID, seq int64, replay Replayer) error {
	if replay == nil {
		return ErrNeedsReplay
	}
	// The nearest scenario kept after an action: every replayed action
	// follows a replayed or kept one (recordIn), so there is one.
	var keySeq int64
	if err := tx.QueryRowContext(ctx,
		`SELECT coalesce(max(seq), 0) FROM actions
		 WHERE campaign_id = ? AND seq < ? AND scenario_key IS NOT NULL`, campaignID, seq).Scan(&keySeq); err != nil {
		return err
	}
	if keySeq == 0 {
		return fmt.Errorf("action %d: the log keeps no scenario before it to replay from", seq)
	}
	from := keySeq + 1 // the first action to replay
	var version sql.NullInt64
	var state []byte
	if err := tx.QueryRowContext(ctx,
		"SELECT scenario_key_version, scenario_key FROM actions WHERE campaign_id = ? AND seq = ?",
		campaignID, keySeq).Scan(&version, &state); err != nil {
		return err
	}
	base, err := decodeSnapshot(version, state)
	if err != nil {
		return fmt.Errorf("action %d: kept scenario: %w", seq, err)
	}
	rows, err := tx.QueryContext(ctx,
		`SELECT seq, kind, payload, at FROM actions
		 WHERE campaign_id = ? AND seq BETWEEN ? AND ? AND scenario_changed = 1 ORDER BY seq`, campaignID, from, seq-1)
	if err != nil {
		return err
	}
	var actions []LoggedAction
	for rows.Next() {
		var a LoggedAction
		var payload string
		var at int64
		if err := rows.Scan(&a.Seq, &a.Kind, &payload, &at); err != nil {
			rows.Close()
			return err
		}
		a.Payload, a.At = json.RawMessage(payload), fromMillis(at)
		actions = append(actions, a)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	rebuilt, err := replay(base, actions)
	if err != nil {
		return fmt.Errorf("action %d: replay the log from action %d: %w", seq, from, err)
	}
	var v any
	var encoded []byte
	if rebuilt != nil {
		data, err := rebuilt.validate()
		if err != nil {
			return fmt.Errorf("action %d: replayed scenario: %w", seq, err)
		}
		v, encoded = rebuilt.Version, encodeState(data)
	}
	_, err = tx.ExecContext(ctx, "UPDATE tables SET scenario_version = ?, scenario = ? WHERE campaign_id = ?", v, encoded, campaignID)
	return err
}
