package play

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/persistence"
)

// fixture is a store with one campaign, and a session on it.
type fixture struct {
	path     string
	store    *persistence.Store
	campaign int64
	session  *Session
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	f := &fixture{path: filepath.Join(t.TempDir(), "c.db")}
	var err error
	if f.store, err = persistence.Open(f.path); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.store.Close() })
	c, err := f.store.CreateCampaign(context.Background(), "Test")
	if err != nil {
		t.Fatal(err)
	}
	f.campaign = c.ID
	if f.session, err = Open(context.Background(), f.store, f.campaign); err != nil {
		t.Fatal(err)
	}
	return f
}

// reopen closes the store and opens it and the session again, as a restart.
func (f *fixture) reopen(t *testing.T) {
	t.Helper()
	if err := f.store.Close(); err != nil {
		t.Fatal(err)
	}
	var err error
	if f.store, err = persistence.Open(f.path); err != nil {
		t.Fatal(err)
	}
	if f.session, err = Open(context.Background(), f.store, f.campaign); err != nil {
		t.Fatal(err)
	}
}

func sampleScenario(t testing.TB) *engine.Scenario {
	t.Helper()
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.LoadScenario(file, 1, 7, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	if len(file.Starts) == 0 {
		t.Fatal("the sample has no starting hex")
	}
	hero := engine.Figure{ID: "hero", Name: "Hero", Kind: engine.KindCharacter, Side: engine.SideParty,
		At: file.Starts[0], OnMap: true, HP: 10, MaxHP: 10}
	if s, err = s.WithCharacter(hero, []string{"remove -1, -1"}); err != nil {
		t.Fatal(err)
	}
	return s
}

func snapshot(t *testing.T, s *engine.Scenario) string {
	t.Helper()
	if s == nil {
		return "<none>"
	}
	b, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// draw draws a card from the hero's deck.
var draw = engine.DrawCard{Deck: "hero"}

func TestStartDoUndoRedoAcrossRestarts(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	if f.session.Scenario() != nil || f.session.CanUndo() {
		t.Fatal("a new campaign has a scenario or something to undo")
	}
	if err := f.session.Start(ctx, sampleScenario(t)); err != nil {
		t.Fatal(err)
	}
	states := []string{snapshot(t, f.session.Scenario())}
	for range 3 {
		if _, err := f.session.Do(ctx, draw); err != nil {
			t.Fatal(err)
		}
		states = append(states, snapshot(t, f.session.Scenario()))
	}
	if states[1] == states[0] || states[3] == states[2] {
		t.Fatal("drawing a card changed nothing")
	}

	f.reopen(t)
	if got := snapshot(t, f.session.Scenario()); got != states[3] {
		t.Fatal("after a restart the scenario is not as it was")
	}
	for want := 2; want >= 1; want-- {
		if err := f.session.Undo(ctx); err != nil {
			t.Fatal(err)
		}
		if got := snapshot(t, f.session.Scenario()); got != states[want] {
			t.Fatalf("undo: not the state after action %d", want)
		}
	}
	f.reopen(t)
	if got := snapshot(t, f.session.Scenario()); got != states[1] || !f.session.CanRedo() {
		t.Fatal("undone state or redo lost across a restart")
	}
	if err := f.session.Redo(ctx); err != nil {
		t.Fatal(err)
	}
	if got := snapshot(t, f.session.Scenario()); got != states[2] {
		t.Fatal("redo: not the state after action 2")
	}
	// The next draw after a restart is the card it would have been.
	want := nextCard(t, f.session.Scenario())
	f.reopen(t)
	if got := nextCard(t, f.session.Scenario()); got != want {
		t.Fatalf("next card after restart %v, want %v", got, want)
	}
	// Undo back to before the scenario started.
	for f.session.CanUndo() {
		if err := f.session.Undo(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if f.session.Scenario() != nil {
		t.Fatal("undoing the start left a scenario")
	}
	if err := f.session.Undo(ctx); !errors.Is(err, persistence.ErrNothingToUndo) {
		t.Fatal("undo with nothing to undo should say so")
	}
}

func nextCard(t *testing.T, s *engine.Scenario) modifier.Card {
	t.Helper()
	b, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	clone, err := engine.UnmarshalScenario(b)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := clone.Do(draw)
	if err != nil {
		t.Fatal(err)
	}
	return rep.Card
}

func TestFailedActionChangesNothing(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	if err := f.session.Start(ctx, sampleScenario(t)); err != nil {
		t.Fatal(err)
	}
	before := snapshot(t, f.session.Scenario())
	_, err := f.session.Do(ctx, engine.DamageFigure{Figure: "nobody", Amount: 2})
	if err == nil || !strings.Contains(err.Error(), "nobody") {
		t.Fatalf("err = %v, want one naming the missing figure", err)
	}
	if snapshot(t, f.session.Scenario()) != before {
		t.Fatal("a failed action left a change behind")
	}
	log, _ := f.store.Log(ctx, f.campaign)
	if len(log) != 1 {
		t.Fatalf("a failed action was logged: %d actions", len(log))
	}
}

// Issue 41: the engine's Do is atomic, so a refused action is not
// restored from a snapshot: the session keeps the very scenario it had,
// unchanged, and no listener hears of a change.
func TestRefusedActionIsNotRestored(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	if err := f.session.Start(ctx, sampleScenario(t)); err != nil {
		t.Fatal(err)
	}
	scn := f.session.Scenario()
	before := snapshot(t, scn)
	heard := 0
	f.session.OnChange(func(Change) { heard++ })
	for _, a := range []engine.Action{engine.DamageFigure{Figure: "nobody", Amount: 2}, engine.EndTurn{}, engine.ApplyAttack{}} {
		if _, err := f.session.Do(ctx, a); err == nil {
			t.Fatalf("%s: not refused", a.Kind())
		}
	}
	if f.session.Scenario() != scn {
		t.Fatal("a refused action replaced the scenario (restored from a snapshot)")
	}
	if snapshot(t, scn) != before {
		t.Fatal("a refused action left a change behind")
	}
	if heard != 0 {
		t.Fatalf("listeners heard %d changes after refused actions, want none", heard)
	}
}

func TestStoreFailureRollsBack(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	if err := f.session.Start(ctx, sampleScenario(t)); err != nil {
		t.Fatal(err)
	}
	before := snapshot(t, f.session.Scenario())
	f.store.Close()
	if _, err := f.session.Do(ctx, draw); err == nil {
		t.Fatal("recording into a closed store succeeded")
	}
	if snapshot(t, f.session.Scenario()) != before {
		t.Fatal("an action that could not be saved stayed in effect")
	}
}

func TestDoWithoutScenario(t *testing.T) {
	f := newFixture(t)
	_, err := f.session.Do(context.Background(), draw)
	if !errors.Is(err, ErrNoScenario) {
		t.Fatalf("err = %v, want ErrNoScenario", err)
	}
}

func TestListenersHearEveryChange(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	n := 0
	f.session.OnChange(func(Change) { n++ })
	if err := f.session.Start(ctx, sampleScenario(t)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.session.Do(ctx, draw); err != nil {
		t.Fatal(err)
	}
	if err := f.session.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if err := f.session.Redo(ctx); err != nil {
		t.Fatal(err)
	}
	if err := f.session.End(ctx); err != nil {
		t.Fatal(err)
	}
	if n != 5 {
		t.Fatalf("listeners called %d times, want 5", n)
	}
	if f.session.Scenario() != nil {
		t.Fatal("End left a scenario")
	}
}

// The log keeps each action as the engine value it was, with what it did;
// the session knows what Undo and Redo would step over and the scenario's
// history.
func TestActionsAreRecordedAsValues(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	if err := f.session.Start(ctx, sampleScenario(t)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.session.Do(ctx, draw); err != nil {
		t.Fatal(err)
	}
	rep, err := f.session.Do(ctx, engine.DamageFigure{Figure: "hero", Amount: 2})
	if err != nil {
		t.Fatal(err)
	}
	last, ok := f.session.LastDone()
	if !ok || last.Kind != "damage" {
		t.Fatalf("last done %+v %v", last, ok)
	}
	e, err := engine.UnmarshalEntry(last.Payload)
	if err != nil {
		t.Fatal(err)
	}
	if e.Action != (engine.DamageFigure{Figure: "hero", Amount: 2}) || e.Summary.Damage != rep.Suffered.Damage {
		t.Fatalf("logged %+v, want the action and its damage %d", e, rep.Suffered.Damage)
	}
	if err := f.session.Undo(ctx); err != nil {
		t.Fatal(err)
	}
	if next, ok := f.session.NextUndone(); !ok || next.Seq != last.Seq {
		t.Fatalf("next undone %+v, want the damage", next)
	}
	if prev, ok := f.session.LastDone(); !ok || prev.Kind != "draw-card" {
		t.Fatalf("last done after undo %+v", prev)
	}
	f.reopen(t) // both survive a restart
	if next, ok := f.session.NextUndone(); !ok || next.Seq != last.Seq {
		t.Fatalf("after a restart, next undone %+v", next)
	}
	if err := f.session.End(ctx); err != nil {
		t.Fatal(err)
	}
	if err := f.session.Start(ctx, sampleScenario(t)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.session.Do(ctx, draw); err != nil {
		t.Fatal(err)
	}
	h, err := f.session.History(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, a := range h {
		kinds = append(kinds, a.Kind)
	}
	if strings.Join(kinds, " ") != "start-scenario draw-card" {
		t.Fatalf("history of the new scenario: %v", kinds)
	}
}

// A campaign stored by an older build holds version 1 snapshots: the session
// resumes it (the engine migrates them), also one recorded through the old
// obstacle defect, and undo goes back to them. A newer version is refused.
func TestOlderSnapshotVersionsResume(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	v1, err := os.ReadFile("../../engine/testdata/snapshot-v1-obstacle.json")
	if err != nil {
		t.Fatal(err)
	}
	start := persistence.Action{Kind: KindStartScenario, Payload: []byte(`{"name":"old"}`),
		Scenario: &persistence.Snapshot{Version: 1, State: v1}}
	if _, err := f.store.Record(ctx, f.campaign, start); err != nil {
		t.Fatal(err)
	}
	f.reopen(t)
	scn := f.session.Scenario()
	if scn == nil {
		t.Fatal("the version 1 scenario did not resume")
	}
	if hero, _ := scn.Figure("hero"); hero.At != hexgrid.H(5, 1) || scn.Terrain(hero.At) != engine.TerrainObstacle {
		t.Fatalf("hero on %v (%v), want the obstacle it was left on", hero.At, scn.Terrain(hero.At))
	}
	if _, err := scn.Do(engine.Move{Figure: "hero", To: hexgrid.H(10, 2)}); !errors.Is(err, engine.ErrObstacle) {
		t.Fatalf("a new move onto an obstacle: %v", err)
	}
	moved := sampleScenario(t)
	move, err := engine.MarshalEntry(engine.Move{Figure: "hero", To: hexgrid.H(4, 1)}, engine.Summary{})
	if err != nil {
		t.Fatal(err)
	}
	next := persistence.Action{Kind: "move", Payload: move,
		Scenario: &persistence.Snapshot{Version: engine.SnapshotVersion, State: []byte(snapshot(t, moved))}}
	if _, err := f.store.Record(ctx, f.campaign, next); err != nil {
		t.Fatal(err)
	}
	f.reopen(t)
	if err := f.session.Undo(ctx); err != nil {
		t.Fatalf("undo to a version 1 snapshot: %v", err)
	}
	if hero, _ := f.session.Scenario().Figure("hero"); hero.At != hexgrid.H(5, 1) {
		t.Fatalf("after undo hero on %v", hero.At)
	}

	newer := persistence.Action{Kind: "move", Payload: move,
		Scenario: &persistence.Snapshot{Version: engine.SnapshotVersion + 1, State: v1}}
	if _, err := f.store.Record(ctx, f.campaign, newer); err != nil {
		t.Fatal(err)
	}
	if err := f.store.Close(); err != nil {
		t.Fatal(err)
	}
	if f.store, err = persistence.Open(f.path); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(ctx, f.store, f.campaign); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("version %d", engine.SnapshotVersion+1)) {
		t.Fatalf("a newer snapshot version: %v", err)
	}
}

// Most actions keep no scenario from before them: undo rebuilds it by
// replaying the log from the nearest kept one. Undoing and redoing every
// action, across a restart, gives back exactly the scenario after each.
func TestUndoReplaysTheLogExactly(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	if err := f.session.Start(ctx, sampleScenario(t)); err != nil {
		t.Fatal(err)
	}
	states := []string{snapshot(t, f.session.Scenario())}
	var monster string
	for _, fig := range f.session.Scenario().Figures() {
		if fig.Kind == engine.KindMonster {
			monster = fig.ID
			break
		}
	}
	actions := []engine.Action{draw, engine.DrawCard{}, engine.Infuse{Element: modifier.Fire},
		engine.AddCard{Deck: "hero", Card: modifier.MustParseCard("bless")}, engine.DamageFigure{Figure: monster, Amount: 0}, engine.HealFigure{Figure: "hero", Amount: 1}}
	for i := 0; i < 3*16+5; i++ {
		a := actions[i%len(actions)]
		if i%7 == 6 {
			a = engine.EndRound{}
		}
		if _, err := f.session.Do(ctx, a); err != nil {
			t.Fatalf("action %d (%s): %v", i, a.Kind(), err)
		}
		states = append(states, snapshot(t, f.session.Scenario()))
	}
	for i := len(states) - 2; i >= 0; i-- {
		if i == len(states)/2 {
			f.reopen(t)
		}
		if err := f.session.Undo(ctx); err != nil {
			t.Fatalf("undo to state %d: %v", i, err)
		}
		if got := snapshot(t, f.session.Scenario()); got != states[i] {
			t.Fatalf("after undo the scenario differs from state %d", i)
		}
	}
	for i := 1; i < len(states); i++ {
		if err := f.session.Redo(ctx); err != nil {
			t.Fatalf("redo to state %d: %v", i, err)
		}
		if got := snapshot(t, f.session.Scenario()); got != states[i] {
			t.Fatalf("after redo the scenario differs from state %d", i)
		}
	}
	// An export keeps what is replayed and what is kept: the imported
	// campaign undoes as this one does.
	var buf bytes.Buffer
	if err := f.store.Export(ctx, f.campaign, &buf); err != nil {
		t.Fatal(err)
	}
	c, err := f.store.Import(ctx, &buf)
	if err != nil {
		t.Fatal(err)
	}
	imported, err := Open(ctx, f.store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	for i := len(states) - 2; i >= len(states)-20; i-- {
		if err := imported.Undo(ctx); err != nil {
			t.Fatalf("imported: undo to state %d: %v", i, err)
		}
		if got := snapshot(t, imported.Scenario()); got != states[i] {
			t.Fatalf("imported: after undo the scenario differs from state %d", i)
		}
	}
}

// BenchmarkUndoRedoReplayed undoes and redoes an action that keeps no
// scenario from before it, the worst case: the scenario kept last is 15
// actions back, 14 are replayed.
func BenchmarkUndoRedoReplayed(b *testing.B) {
	ctx := context.Background()
	f := newFixture(b)
	if err := f.session.Start(ctx, sampleScenario(b)); err != nil {
		b.Fatal(err)
	}
	for range 15 { // the start is seq 1 (kept), then 2..16
		if _, err := f.session.Do(ctx, draw); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		if err := f.session.Undo(ctx); err != nil {
			b.Fatal(err)
		}
		if err := f.session.Redo(ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// Each change is published once, saying what it changed: a table action
// the scenario, a campaign edit the sheet, their undo and redo the same.
func TestChangesSayWhatChanged(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	var got []Change
	f.session.OnChange(func(c Change) { got = append(got, c) })
	if err := f.session.Start(ctx, sampleScenario(t)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.session.Do(ctx, draw); err != nil {
		t.Fatal(err)
	}
	if _, err := f.session.Edit(ctx, campaign.Rename{Name: "Renamed"}); err != nil {
		t.Fatal(err)
	}
	for _, step := range []func(context.Context) error{f.session.Undo, f.session.Undo, f.session.Redo} {
		if err := step(ctx); err != nil {
			t.Fatal(err)
		}
	}
	want := []Change{
		{Scenario: true, Action: KindStartScenario},
		{Scenario: true, Action: draw.Kind(), Parts: engine.PartAll}, // done: what it changed (an undo or redo does not say)
		{Sheet: true, Action: campaign.EditRename},
		{Sheet: true, Action: campaign.EditRename},
		{Scenario: true, Action: draw.Kind()},
		{Scenario: true, Action: draw.Kind()},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("changes\n got %+v\nwant %+v", got, want)
	}
}
