// Package play keeps the scenario being played at the table in step with the
// campaign store. Every table action runs through the engine on the live
// scenario and is then recorded, with the scenario as it stands after it, in
// its own transaction; an action that fails, or cannot be saved, leaves the
// scenario exactly as it was. Undo and redo, of any depth and across
// restarts, restore the recorded scenarios exactly, random source included,
// so the next card drawn after a restart is the card it would have been.
package play

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/persistence"
)

// The kinds of table action the app records. The UI names them through its
// translations ("action.<kind>").
const (
	KindStartScenario = "start-scenario"
	KindEndScenario   = "end-scenario"
	KindDraw          = "draw"
	KindAttack        = "attack"
	KindDamage        = "damage"
	KindHeal          = "heal"
	KindCondition     = "condition"
	KindBonus         = "bonus"
	KindAddCard       = "add-card"
	KindElement       = "element"
	KindInitiative    = "initiative"
	KindTurn          = "turn"
	KindEndRound      = "end-round"
	KindMove          = "move"
	KindFigure        = "figure"
	KindDoor          = "door"
	KindMoney         = "money"
)

// ErrNoScenario is returned for an action that needs a scenario in progress
// when none is.
var ErrNoScenario = errors.New("no scenario in progress")

// Session is the table of one campaign: the scenario in progress (if any)
// and the undo history. It is not safe for concurrent use; the UI calls it
// from its own goroutine.
type Session struct {
	store     *persistence.Store
	campaign  int64
	scenario  *engine.Scenario
	saved     []byte // the scenario's snapshot as last recorded (nil: none)
	table     persistence.Table
	listeners []func()
}

// Open resumes campaign campaignID at the table as the store has it: the
// scenario in progress, exactly, and the undo history.
func Open(ctx context.Context, store *persistence.Store, campaignID int64) (*Session, error) {
	s := &Session{store: store, campaign: campaignID}
	t, err := store.Table(ctx, campaignID)
	if err != nil {
		return nil, fmt.Errorf("resume campaign %d: %w", campaignID, err)
	}
	if err := s.restore(t.Scenario); err != nil {
		return nil, fmt.Errorf("resume campaign %d: %w", campaignID, err)
	}
	s.table = t
	return s, nil
}

// Campaign is the ID of the session's campaign.
func (s *Session) Campaign() int64 { return s.campaign }

// Scenario is the scenario in progress, or nil. Read it freely; change it
// only through Do, so that every change is recorded.
func (s *Session) Scenario() *engine.Scenario { return s.scenario }

// CanUndo reports whether there is an action to undo.
func (s *Session) CanUndo() bool { return s.table.CanUndo() }

// CanRedo reports whether there is an undone action to redo.
func (s *Session) CanRedo() bool { return s.table.CanRedo() }

// OnChange registers f, called after every change the session makes: an
// action done, undone or redone, a scenario started or ended.
func (s *Session) OnChange(f func()) { s.listeners = append(s.listeners, f) }

// Start begins scn as the scenario in progress (replacing any other) and
// records it, so that it can be undone like any action.
func (s *Session) Start(ctx context.Context, scn *engine.Scenario) error {
	a, err := StartAction(scn)
	if err != nil {
		return err
	}
	if err := s.record(ctx, a); err != nil {
		return fmt.Errorf("start scenario %s: %w", scn.Name(), err)
	}
	s.scenario, s.saved = scn, a.Scenario.State
	s.changed()
	return nil
}

// StartAction is the recorded action that starts scn: what Start records,
// for a caller that records it itself (persistence.NewCampaign.Start).
func StartAction(scn *engine.Scenario) (persistence.Action, error) {
	data, err := scn.MarshalJSON()
	if err != nil {
		return persistence.Action{}, fmt.Errorf("start scenario %s: %w", scn.Name(), err)
	}
	payload, _ := json.Marshal(map[string]string{"name": scn.Name()})
	return persistence.Action{Kind: KindStartScenario, Payload: payload,
		Scenario: &persistence.Snapshot{Version: engine.SnapshotVersion, State: data}}, nil
}

// End ends the scenario in progress, recording it (undo brings it back).
func (s *Session) End(ctx context.Context) error {
	if s.scenario == nil {
		return fmt.Errorf("end scenario: %w", ErrNoScenario)
	}
	payload, _ := json.Marshal(map[string]string{"name": s.scenario.Name()})
	if err := s.record(ctx, persistence.Action{Kind: KindEndScenario, Payload: payload, EndScenario: true}); err != nil {
		return fmt.Errorf("end scenario: %w", err)
	}
	s.scenario, s.saved = nil, nil
	s.changed()
	return nil
}

// Do performs one table action: f changes the scenario in progress through
// the engine, then the action (kind and payload, which any JSON value may
// describe for the log) is recorded with the scenario as it stands after it.
// If f fails, or the record cannot be written, the scenario is restored to
// what it was and the error returned: nothing is half done.
func (s *Session) Do(ctx context.Context, kind string, payload any, f func(*engine.Scenario) error) error {
	if s.scenario == nil {
		return fmt.Errorf("%s: %w", kind, ErrNoScenario)
	}
	raw, err := json.Marshal(payload)
	if err != nil {
		return fmt.Errorf("%s: payload: %w", kind, err)
	}
	if err := f(s.scenario); err != nil {
		if rerr := s.rollback(); rerr != nil {
			return errors.Join(err, rerr)
		}
		return err
	}
	data, err := s.scenario.MarshalJSON()
	if err == nil {
		err = s.record(ctx, persistence.Action{Kind: kind, Payload: raw,
			Scenario: &persistence.Snapshot{Version: engine.SnapshotVersion, State: data}})
	}
	if err != nil {
		err = fmt.Errorf("%s: %w", kind, err)
		if rerr := s.rollback(); rerr != nil {
			return errors.Join(err, rerr)
		}
		return err
	}
	s.saved = data
	s.changed()
	return nil
}

// Undo undoes the last action in effect; it wraps
// persistence.ErrNothingToUndo when there is none.
func (s *Session) Undo(ctx context.Context) error {
	step, err := s.store.Undo(ctx, s.campaign)
	if err != nil {
		return err
	}
	return s.afterStep(ctx, step)
}

// Redo redoes the last undone action; it wraps persistence.ErrNothingToRedo
// when there is none.
func (s *Session) Redo(ctx context.Context) error {
	step, err := s.store.Redo(ctx, s.campaign)
	if err != nil {
		return err
	}
	return s.afterStep(ctx, step)
}

func (s *Session) afterStep(ctx context.Context, step persistence.Step) error {
	if err := s.restore(step.Scenario); err != nil {
		return err
	}
	if err := s.refresh(ctx); err != nil {
		return err
	}
	s.changed()
	return nil
}

// record writes one action and refreshes where the table stands.
func (s *Session) record(ctx context.Context, a persistence.Action) error {
	if _, err := s.store.Record(ctx, s.campaign, a); err != nil {
		return err
	}
	return s.refresh(ctx)
}

func (s *Session) refresh(ctx context.Context) error {
	t, err := s.store.Table(ctx, s.campaign)
	if err != nil {
		return err
	}
	s.table = t
	return nil
}

// rollback puts the scenario back as last recorded. The scenario is a new
// value then, so the listeners hear of it.
func (s *Session) rollback() error {
	scn, err := engine.UnmarshalScenario(s.saved)
	if err != nil {
		return fmt.Errorf("restore the scenario as last saved: %w", err)
	}
	s.scenario = scn
	s.changed()
	return nil
}

// restore makes snap the scenario in progress (nil: none).
func (s *Session) restore(snap *persistence.Snapshot) error {
	if snap == nil {
		s.scenario, s.saved = nil, nil
		return nil
	}
	if snap.Version != engine.SnapshotVersion {
		return fmt.Errorf("scenario snapshot version %d: this build reads version %d", snap.Version, engine.SnapshotVersion)
	}
	scn, err := engine.UnmarshalScenario(snap.State)
	if err != nil {
		return fmt.Errorf("scenario snapshot: %w", err)
	}
	s.scenario, s.saved = scn, append([]byte(nil), snap.State...)
	return nil
}

func (s *Session) changed() {
	for _, f := range s.listeners {
		f()
	}
}
