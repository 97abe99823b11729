package ui

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/figures"
	"github.com/haventable/haventable/ui/screen"
)

// A joined window tells its players what the host's table did, as if it
// had done the action itself: as a player, damage and End turn on its
// character's turn; as a co-game-master, Next turn, damage, End turn and
// End round each say what happened (issue 39: End turn crashed a joined
// window, damage said "suffers 0 damage", Next turn "every figure has had
// its turn").
func TestJoinedWindowTellsWhatTheHostDid(t *testing.T) {
	host, hostSess := sharedHost(t)
	s, drain := joinAsHero(t, host)

	// the game master starts the round; the hero acts first
	ctx := context.Background()
	start := []engine.Action{engine.SetInitiative{Character: "hero", Leading: 1, Second: 80}}
	for i, typ := range hostSess.Scenario().MonsterTypes() {
		start = append(start, engine.SetMonsterInitiative{Type: typ, Initiative: 40 + i})
	}
	for _, a := range append(start, engine.NextTurn{}) {
		if _, err := hostSess.Do(ctx, a); err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
	}
	if id, _ := hostSess.Scenario().Active(); id != "hero" {
		t.Fatalf("the hero does not act first: %q", id)
	}
	until(t, drain, "the window sees the hero's turn", func() bool {
		id, _ := s.table.Scenario().Active()
		return id == "hero"
	})

	// a player's window: damage to its character, then End turn
	fl := figures.New(s.env)
	defer fl.Close()
	fl.Damage("hero", 2)
	said(t, drain, "after damage", fl.Status, "Hero suffers 2 damage")
	s.round.EndTurn()
	said(t, drain, "after End turn", s.round.Status, "Hero’s turn ended")
	if _, active := hostSess.Scenario().Active(); active {
		t.Error("the host's table still has a turn in progress")
	}

	// a co-game-master's window: Next turn and End round
	makeCoGameMaster(t, host, s, drain, engine.EndRound{})
	before := s.round.Status()
	s.round.NextTurn()
	until(t, drain, "the host's answer to Next turn", func() bool { return s.round.Status() != before })
	next, active := hostSess.Scenario().Active()
	st := s.round.Status()
	switch {
	case active && !strings.Contains(st, "’s turn (initiative"):
		t.Errorf("after Next turn (%s acts) the status says %q", next, st)
	case !active && !strings.Contains(st, "every figure has had its turn"):
		t.Errorf("after Next turn (nobody left) the status says %q", st)
	}
	if active {
		// a co-game-master's window: damage to the figure taking its
		// turn, then End turn
		name := screen.NameOf(hostSess.Scenario(), next)
		t.Logf("the co-game-master damages %s and ends its turn", name)
		fl.Damage(next, 1)
		said(t, drain, "after a co-game-master's damage", fl.Status, name+" suffers 1 damage")
		s.round.EndTurn()
		said(t, drain, "after a co-game-master's End turn", s.round.Status, name+"’s turn ended")
		if _, active := hostSess.Scenario().Active(); active {
			t.Error("the host's table still has a turn in progress after the co-game-master's End turn")
		}
	}
	for _, active := hostSess.Scenario().Active(); active; _, active = hostSess.Scenario().Active() {
		if _, err := hostSess.Do(ctx, engine.NextTurn{}); err != nil {
			t.Fatal(err)
		}
	}
	until(t, drain, "the window sees every turn taken", func() bool {
		_, active := s.table.Scenario().Active()
		return !active && s.table.Scenario().Round() == hostSess.Scenario().Round()
	})
	round := hostSess.Scenario().Round()
	s.round.EndRound()
	until(t, drain, "the host's answer to End round", func() bool { return strings.HasPrefix(s.round.Status(), "Round") })
	if got := s.round.Status(); !strings.HasPrefix(got, fmt.Sprintf("Round %d ended", round)) {
		t.Errorf("after End round the status says %q", got)
	}
	if hostSess.Scenario().Round() != round+1 {
		t.Error("the host's round did not end")
	}
}

// joinAsHero is a window of its own campaign that joined host's table
// asking for the hero (left when the test ends), its goroutine the
// test's: drain runs the window's work.
func joinAsHero(t *testing.T, host *share.Host) (s *Shell, drain func()) {
	t.Helper()
	store, sess := table(t)
	s, _ = newShell(t, Deps{Store: store, Session: sess, DBPath: filepath.Join(t.TempDir(), "own.db")})
	drain = queueUI(s)
	if err := s.Join(host.Address(), host.Code(), "hero"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Leave)
	return s, drain
}

// said waits (draining the window's work) until status says want, and
// fails with what it says after 10 s.
func said(t *testing.T, drain func(), what string, status func() string, want string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for drain(); status() != want; drain() {
		if time.Now().After(deadline) {
			t.Fatalf("%s the status says %q, want %q", what, status(), want)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
