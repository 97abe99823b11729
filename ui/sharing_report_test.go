package ui

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/figures"
)

// A joined window tells its players what the host's table did, as if it
// had done the action itself: End turn on its character's turn, damage
// and, as a co-game-master, Next turn and End round each say what
// happened (issue 39: End turn crashed a joined window, damage said
// "suffers 0 damage", Next turn "every figure has had its turn").
func TestJoinedWindowTellsWhatTheHostDid(t *testing.T) {
	host, hostSess := sharedHost(t)
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess, DBPath: filepath.Join(t.TempDir(), "own.db")})
	drain := queueUI(s)
	if err := s.Join(host.Address(), host.Code(), "hero"); err != nil {
		t.Fatal(err)
	}
	defer s.Leave()

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
	if got, want := fl.Status(), "Hero suffers 2 damage"; got != want {
		t.Errorf("after damage the status says %q, want %q", got, want)
	}
	s.round.EndTurn()
	if got, want := s.round.Status(), "Hero’s turn ended"; got != want {
		t.Errorf("after End turn the status says %q, want %q", got, want)
	}
	if _, active := hostSess.Scenario().Active(); active {
		t.Error("the host's table still has a turn in progress")
	}

	// a co-game-master's window: Next turn and End round
	devices := host.Devices()
	if len(devices) != 1 {
		t.Fatalf("devices %+v", devices)
	}
	if err := host.SetRights(devices[0].Key, share.Rights{Role: share.RoleGameMaster}); err != nil {
		t.Fatal(err)
	}
	until(t, drain, "the window made a co-game-master", func() bool {
		return s.table.Allows(engine.EndRound{})
	})
	s.round.NextTurn()
	next, active := hostSess.Scenario().Active()
	st := s.round.Status()
	switch {
	case active && !strings.Contains(st, "’s turn (initiative"):
		t.Errorf("after Next turn (%s acts) the status says %q", next, st)
	case !active && !strings.Contains(st, "every figure has had its turn"):
		t.Errorf("after Next turn (nobody left) the status says %q", st)
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
	if got := s.round.Status(); !strings.HasPrefix(got, fmt.Sprintf("Round %d ended", round)) {
		t.Errorf("after End round the status says %q", got)
	}
	if hostSess.Scenario().Round() != round+1 {
		t.Error("the host's round did not end")
	}
}
