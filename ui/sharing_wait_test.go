package ui

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/figures"
	"github.com/haventable/haventable/ui/sharing"
)

// A joined window never waits for the host on its UI goroutine: with a
// host that takes 1.5 s to answer, damage and End turn return at once, the
// status bar says the window waits for the host, an action done meanwhile
// is proposed after the first (not lost), and what each did is said once
// the host answered, through the window's goroutine (issue 39: the window
// froze up to 10 s on each action while the host answered).
func TestJoinedWindowDoesNotWaitForTheHost(t *testing.T) {
	_, hostSess := table(t)
	var mu sync.Mutex // the host's session: its goroutines and this test's
	var delay atomic.Int64
	host := shareRunning(t, hostSess, func(f func()) {
		time.Sleep(time.Duration(delay.Load()))
		mu.Lock()
		defer mu.Unlock()
		f()
	})
	hostDo := func(a engine.Action) {
		t.Helper()
		mu.Lock()
		defer mu.Unlock()
		if _, err := hostSess.Do(context.Background(), a); err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
	}
	hostHP := func() int {
		mu.Lock()
		defer mu.Unlock()
		f, _ := hostSess.Scenario().Figure("hero")
		return f.HP
	}
	s, drain := joinAsHero(t, host)
	hostDo(engine.SetInitiative{Character: "hero", Leading: 1, Second: 80})
	mu.Lock()
	types := hostSess.Scenario().MonsterTypes()
	mu.Unlock()
	for i, typ := range types {
		hostDo(engine.SetMonsterInitiative{Type: typ, Initiative: 40 + i})
	}
	hostDo(engine.NextTurn{})
	until(t, drain, "the window sees the hero's turn", func() bool {
		id, _ := s.table.Scenario().Active()
		return id == "hero"
	})
	hp := hostHP()

	delay.Store(int64(1500 * time.Millisecond))
	fl := figures.New(s.env)
	defer fl.Close()
	start := time.Now()
	fl.Damage("hero", 2)
	fl.Damage("hero", 1) // done while the first waits: proposed after it
	s.round.EndTurn()
	if took := time.Since(start); took > 500*time.Millisecond {
		t.Fatalf("the window's goroutine waited %v for the host", took)
	}
	if st := s.status.Text; !strings.Contains(st, "waiting for the host’s answer") {
		t.Errorf("while the host answers, the status bar says %q", st)
	}
	if s.env.ErrorShown() {
		t.Error("an action done while the host answers was refused")
	}
	said(t, drain, "after the second damage", fl.Status, "Hero suffers 1 damage")
	if got := hostHP(); got != hp-3 {
		t.Errorf("the host's hero has %d hit points, want %d", got, hp-3)
	}
	said(t, drain, "after End turn", s.round.Status, "Hero’s turn ended")
	if st := s.status.Text; strings.Contains(st, "waiting") {
		t.Errorf("once the host answered, the status bar says %q", st)
	}

	// what a screen does once its actions have their answers (Table.Then,
	// as Next turn after the initiatives typed) is proposed once, after them
	delay.Store(int64(300 * time.Millisecond))
	fl.Damage("hero", 1)
	s.table.Then(func() { fl.Damage("hero", 1) })
	until(t, drain, "both damages answered", func() bool {
		return !strings.Contains(s.status.Text, "waiting") && hostHP() <= hp-5
	})
	if got := hostHP(); got != hp-5 || s.env.ErrorShown() {
		t.Errorf("the host's hero has %d hit points, want %d (a refusal shown: %v)", got, hp-5, s.env.ErrorShown())
	}

	// more actions than a window holds for the host: the one too many is
	// refused at once in the player's words, the others go through
	delay.Store(int64(20 * time.Millisecond))
	for range sharing.MaxWaiting + 1 {
		fl.ToggleCondition("hero", modifier.Poison)
	}
	if !s.env.ErrorShown() {
		t.Fatal("no dialog says the window waits for the host")
	}
	// one after another: 16 round trips, slow under -race on a loaded
	// machine (more than 10 s seen at load 28)
	for deadline := time.Now().Add(2 * time.Minute); strings.Contains(s.status.Text, "waiting"); drain() {
		if time.Now().After(deadline) {
			t.Fatal("waited 2 min for every action held to have its answer")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
