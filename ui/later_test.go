package ui

import (
	"sync"
	"testing"
	"time"
)

// TestRunInTurnQueuesOneJobAtATime runs jobs through a stand-in for the
// window's event loop (a queue of functions, run one by one): each job is
// queued only once the one before has run, and after a gap, so the loop
// has no job waiting when one ends and takes its events and a frame
// first. Queued all at once, as they were, three jobs waited while the
// first ran, and an Escape waited behind them.
func TestRunInTurnQueuesOneJobAtATime(t *testing.T) {
	queue := make(chan func(), 10)
	go func() {
		for f := range queue {
			f()
		}
	}()
	doAndWait := func(f func()) {
		done := make(chan struct{})
		queue <- func() { f(); close(done) }
		<-done
	}
	var mu sync.Mutex
	var waiting []int // jobs queued behind each job as it starts
	var ended time.Time
	var gaps []time.Duration
	job := func() {
		mu.Lock()
		waiting = append(waiting, len(queue))
		if !ended.IsZero() {
			gaps = append(gaps, time.Since(ended))
		}
		mu.Unlock()
		time.Sleep(20 * time.Millisecond) // a screen built
		mu.Lock()
		ended = time.Now()
		mu.Unlock()
	}
	const gap = 30 * time.Millisecond
	runInTurn(doAndWait, gap, []func(){job, job, job, job})
	close(queue)
	if len(waiting) != 4 {
		t.Fatalf("%d jobs ran, want 4", len(waiting))
	}
	for i, n := range waiting {
		if n != 0 {
			t.Errorf("job %d started with %d more queued behind it, want none", i, n)
		}
	}
	for i, g := range gaps {
		if g < gap {
			t.Errorf("job %d started %v after the one before ended, want at least %v", i+1, g, gap)
		}
	}
}
