package persistence

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
)

// counter is a stand-in for a scenario: {"n": k} after k actions; replay
// adds one per action.
func counter(n int) *Snapshot {
	return &Snapshot{Version: 1, State: json.RawMessage(fmt.Sprintf(`{"n":%d}`, n))}
}

func countReplay(base *Snapshot, actions []LoggedAction) (*Snapshot, error) {
	var st struct{ N int }
	if err := json.Unmarshal(base.State, &st); err != nil {
		return nil, err
	}
	return counter(st.N + len(actions)), nil
}

// startedCounter is a store with one campaign whose first action started
// the counter scenario at 0.
func startedCounter(t *testing.T) (*Store, campaign.Campaign) {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	c, err := s.CreateCampaign(context.Background(), "x")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Record(context.Background(), c.ID, Action{Kind: "start", Scenario: counter(0)}); err != nil {
		t.Fatal(err)
	}
	return s, c
}

func TestReplayedActionsKeepFewScenarios(t *testing.T) {
	ctx := context.Background()
	s, c := startedCounter(t)
	const n = 100
	for i := 1; i <= n; i++ {
		if _, err := s.Record(ctx, c.ID, Action{Kind: "step", Replayable: true, Scenario: counter(i)}); err != nil {
			t.Fatal(err)
		}
	}
	var kept int
	if err := s.db.QueryRowContext(ctx,
		"SELECT count(scenario_before) + count(scenario_key) FROM actions WHERE campaign_id = ?", c.ID).Scan(&kept); err != nil {
		t.Fatal(err)
	}
	if want := 1 + (n+1)/keyEvery; kept != want { // the start's key, then every 16th
		t.Fatalf("%d scenarios kept for %d actions, want %d", kept, n+1, want)
	}
	if _, err := s.Undo(ctx, c.ID); !errors.Is(err, ErrNeedsReplay) {
		t.Fatalf("Undo without a replayer: %v, want ErrNeedsReplay", err)
	}
	for i := n - 1; i >= 0; i-- {
		step, err := s.UndoWith(ctx, c.ID, countReplay)
		if err != nil {
			t.Fatalf("undo to %d: %v", i, err)
		}
		if string(step.Scenario.State) != string(counter(i).State) {
			t.Fatalf("undo to %d gave %s", i, step.Scenario.State)
		}
	}
	// The start itself keeps the scenario before it (none).
	if step, err := s.UndoWith(ctx, c.ID, countReplay); err != nil || step.Scenario != nil {
		t.Fatalf("undo the start: %v %v", step.Scenario, err)
	}
	if _, err := s.Redo(ctx, c.ID); err != nil {
		t.Fatalf("redo the start (it keeps its scenario): %v", err)
	}
	if _, err := s.Redo(ctx, c.ID); !errors.Is(err, ErrNeedsReplay) {
		t.Fatalf("Redo of a replayed action without a replayer: %v, want ErrNeedsReplay", err)
	}
	for i := 1; i <= n; i++ {
		step, err := s.RedoWith(ctx, c.ID, countReplay)
		if err != nil || string(step.Scenario.State) != string(counter(i).State) {
			t.Fatalf("redo to %d: %v %v", i, step.Scenario, err)
		}
	}
	// A replay that fails changes nothing.
	boom := errors.New("boom")
	if _, err := s.UndoWith(ctx, c.ID, func(*Snapshot, []LoggedAction) (*Snapshot, error) { return nil, boom }); !errors.Is(err, boom) {
		t.Fatalf("failed replay: %v", err)
	}
	if st, err := s.PlayState(ctx, c.ID); err != nil || st.Cursor != n+1 || string(st.Scenario.State) != string(counter(n).State) {
		t.Fatalf("after a failed replay: %+v %v", st, err)
	}
}

// A campaign logged by an earlier version (every action keeping its
// scenario, payloads that cannot be replayed) goes on with replayed
// actions: undo never replays the earlier ones.
func TestReplayAfterAnEarlierLog(t *testing.T) {
	ctx := context.Background()
	s, c := startedCounter(t)
	for i := 1; i <= 5; i++ { // as the earlier version recorded them
		if _, err := s.Record(ctx, c.ID, Action{Kind: "old", Scenario: counter(i)}); err != nil {
			t.Fatal(err)
		}
	}
	// The earlier version kept no scenario after an action: drop the keys.
	if _, err := s.db.ExecContext(ctx, "UPDATE actions SET scenario_key = NULL, scenario_key_version = NULL"); err != nil {
		t.Fatal(err)
	}
	for i := 6; i <= 30; i++ {
		if _, err := s.Record(ctx, c.ID, Action{Kind: "step", Replayable: true, Scenario: counter(i)}); err != nil {
			t.Fatal(err)
		}
	}
	noOld := func(base *Snapshot, actions []LoggedAction) (*Snapshot, error) {
		for _, a := range actions {
			if a.Kind != "step" {
				return nil, fmt.Errorf("replayed action %d of kind %s", a.Seq, a.Kind)
			}
		}
		return countReplay(base, actions)
	}
	for i := 29; i >= 0; i-- {
		step, err := s.UndoWith(ctx, c.ID, noOld)
		if err != nil || string(step.Scenario.State) != string(counter(i).State) {
			t.Fatalf("undo to %d: %v %v", i, step.Scenario, err)
		}
	}
}

// Undoing every action and redoing them again leaves the database no more
// than twice its size before: an undone replayed action keeps no scenario
// (a whole one kept per undone action made it ten times larger).
func TestUndoAllKeepsTheFileSmall(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "undo.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c, err := s.CreateCampaign(ctx, "undo")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(7))
	const n = 1000
	snaps := make([]*Snapshot, n+1)
	for i := 0; i <= n; i++ {
		snaps[i] = benchSnapshot(rng, i)
		if _, err := s.Record(ctx, c.ID, Action{Kind: "step", Replayable: i > 0, Scenario: snaps[i]}); err != nil {
			t.Fatal(err)
		}
	}
	// The replayer of this test knows every scenario by its action.
	replay := func(base *Snapshot, actions []LoggedAction) (*Snapshot, error) {
		if len(actions) == 0 {
			return base, nil
		}
		return snaps[actions[len(actions)-1].Seq-1], nil
	}
	size := func() int64 {
		t.Helper()
		if err := s.Checkpoint(ctx); err != nil {
			t.Fatal(err)
		}
		st, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		return st.Size()
	}
	before := size()
	for i := 0; i < n; i++ {
		if _, err := s.UndoWith(ctx, c.ID, replay); err != nil {
			t.Fatalf("undo %d: %v", i, err)
		}
	}
	undone := size()
	for i := 0; i < n; i++ {
		step, err := s.RedoWith(ctx, c.ID, replay)
		if err != nil {
			t.Fatalf("redo %d: %v", i, err)
		}
		if string(step.Scenario.State) != string(snaps[i+1].State) {
			t.Fatalf("redo %d gave another scenario", i)
		}
	}
	redone := size()
	t.Logf("%d actions: %d bytes, %d after undoing them all, %d after redoing them", n, before, undone, redone)
	if undone > 2*before || redone > 2*before {
		t.Fatalf("file of %d bytes grew to %d after undo-all and %d after redo-all; want at most %d", before, undone, redone, 2*before)
	}
}
