package play

import (
	"bytes"
	"context"
	"errors"
	"os"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/persistence"
)

// playScenario starts the sample scenario, does n actions and ends it.
func playScenario(t testing.TB, f *fixture, n int) {
	t.Helper()
	ctx := context.Background()
	if err := f.session.Start(ctx, sampleScenario(t)); err != nil {
		t.Fatal(err)
	}
	actions := []engine.Action{draw, engine.DrawCard{}, engine.Infuse{Element: modifier.Fire},
		engine.HealFigure{Figure: "hero", Amount: 1}, engine.EndRound{}}
	for i := range n {
		if _, err := f.session.Do(ctx, actions[i%len(actions)]); err != nil {
			t.Fatalf("action %d: %v", i, err)
		}
	}
	if err := f.session.End(ctx); err != nil {
		t.Fatal(err)
	}
}

// TestFinishedScenarioHistoryIsCompact: by default, ending a scenario keeps
// its actions in the log but drops their undo data; undo brings the ended
// scenario back and stops there, with its own error. With KeepAll, undo
// goes on through it. An export keeps the compacted log.
func TestFinishedScenarioHistoryIsCompact(t *testing.T) {
	ctx := context.Background()
	for _, policy := range []persistence.HistoryPolicy{persistence.CompactFinished, persistence.KeepAll} {
		f := newFixture(t)
		f.store.SetHistoryPolicy(policy)
		playScenario(t, f, 40)
		log, err := f.store.Log(ctx, f.campaign)
		if err != nil || len(log) != 42 {
			t.Fatalf("policy %d: %d actions in the log, %v", policy, len(log), err)
		}
		if err := f.session.Undo(ctx); err != nil || f.session.Scenario() == nil {
			t.Fatalf("policy %d: undo the end: %v", policy, err)
		}
		err = f.session.Undo(ctx)
		switch policy {
		case persistence.CompactFinished:
			if !errors.Is(err, persistence.ErrCompacted) {
				t.Fatalf("undo into the compacted history: %v", err)
			}
		case persistence.KeepAll:
			if err != nil {
				t.Fatalf("undo with the whole history kept: %v", err)
			}
		}
		var buf bytes.Buffer
		if err := f.store.Export(ctx, f.campaign, &buf); err != nil {
			t.Fatal(err)
		}
		if got := bytes.Count(buf.Bytes(), []byte(`"compacted":true`)); (policy == persistence.CompactFinished) != (got == 40+1) {
			t.Errorf("policy %d: %d compacted actions in the export", policy, got)
		}
		c, err := f.store.Import(ctx, &buf)
		if err != nil {
			t.Fatalf("policy %d: import: %v", policy, err)
		}
		if policy == persistence.CompactFinished {
			imported, err := Open(ctx, f.store, c.ID)
			if err != nil {
				t.Fatal(err)
			}
			if err := imported.Undo(ctx); !errors.Is(err, persistence.ErrCompacted) {
				t.Errorf("imported: undo into the compacted history: %v", err)
			}
		}
	}
}

// BenchmarkDatabaseSize10000 plays 10,000 actions over 20 scenarios of 500
// and reports the database's size with the history of finished scenarios
// kept compact (the default) and kept whole.
func BenchmarkDatabaseSize10000(b *testing.B) {
	for _, c := range []struct {
		name   string
		policy persistence.HistoryPolicy
	}{{"compact", persistence.CompactFinished}, {"keep-all", persistence.KeepAll}} {
		b.Run(c.name, func(b *testing.B) {
			var size int64
			for b.Loop() {
				f := newFixture(b)
				f.store.SetHistoryPolicy(c.policy)
				for range 20 {
					playScenario(b, f, 500)
				}
				if err := f.store.Checkpoint(context.Background()); err != nil {
					b.Fatal(err)
				}
				st, err := os.Stat(f.path)
				if err != nil {
					b.Fatal(err)
				}
				size = st.Size()
			}
			b.ReportMetric(float64(size)/1e6, "MB")
		})
	}
}

// BenchmarkUndoAllSize plays 2,000 actions of one scenario, then undoes
// them all, and reports the database's size before and after (issue 30:
// undo-all left it ten times larger) and the time of the whole undo.
func BenchmarkUndoAllSize(b *testing.B) {
	ctx := context.Background()
	const n = 2000
	var before, after int64
	size := func(f *fixture) int64 {
		if err := f.store.Checkpoint(ctx); err != nil {
			b.Fatal(err)
		}
		st, err := os.Stat(f.path)
		if err != nil {
			b.Fatal(err)
		}
		return st.Size()
	}
	for b.Loop() {
		b.StopTimer()
		f := newFixture(b)
		if err := f.session.Start(ctx, sampleScenario(b)); err != nil {
			b.Fatal(err)
		}
		actions := []engine.Action{draw, engine.DrawCard{}, engine.Infuse{Element: modifier.Fire},
			engine.HealFigure{Figure: "hero", Amount: 1}, engine.EndRound{}}
		for i := range n {
			if _, err := f.session.Do(ctx, actions[i%len(actions)]); err != nil {
				b.Fatalf("action %d: %v", i, err)
			}
		}
		before = size(f)
		b.StartTimer()
		for i := range n {
			if err := f.session.Undo(ctx); err != nil {
				b.Fatalf("undo %d: %v", i, err)
			}
		}
		b.StopTimer()
		after = size(f)
		if after > 2*before {
			b.Fatalf("%d bytes after undo-all, %d before", after, before)
		}
		b.StartTimer()
	}
	b.ReportMetric(float64(before)/1e6, "MB-before")
	b.ReportMetric(float64(after)/1e6, "MB-undone")
}
