package ui

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/persistence/share"
)

// A co-game-master's window proposes End round while the host is held (as
// if stopped). When the window gives up waiting it says the host has not
// answered yet and may still do it, not that it did not; End round again
// meanwhile is refused as stale once the host runs again, which ends the
// round once (issue 39: the window said "did not answer… Try again", the
// host then ended the round, and trying again could end round 2 as well).
func TestJoinedWindowGivesUpOnAHeldHost(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: waits for the window to give up (10 s)")
	}
	_, hostSess := table(t)
	var mu sync.Mutex // the host's session: held by the test as if stopped
	host := shareRunning(t, hostSess, func(f func()) {
		mu.Lock()
		defer mu.Unlock()
		f()
	})
	s, drain := joinAsHero(t, host)
	makeCoGameMaster(t, host, s, drain, engine.EndRound{})
	mu.Lock()
	round := hostSess.Scenario().Round()
	held := true
	defer func() {
		if held {
			mu.Unlock()
		}
	}()

	s.round.EndRound()
	deadline := time.Now().Add(time.Minute)
	for drain(); !s.env.ErrorShown(); drain() {
		if time.Now().After(deadline) {
			t.Fatal("the window never gave up on the held host")
		}
		time.Sleep(20 * time.Millisecond)
	}
	said := texts(s.env.Window.Canvas().Overlays().Top())
	if !strings.Contains(said, "No answer yet") || !strings.Contains(said, "has not answered yet") ||
		!strings.Contains(said, "may still do it") || strings.Contains(said, "did not answer") ||
		strings.Contains(said, "Cannot do that") {
		t.Errorf("the window gave up saying %q", said)
	}
	s.round.EndRound() // the player tries again before the host answered
	mu.Unlock()
	held = false

	until(t, drain, "the window takes the host's End round", func() bool {
		return s.table.Scenario().Round() == round+1 && !strings.Contains(s.status.Text, "waiting")
	})
	if got := texts(s.env.Window.Canvas().Overlays().Top()); !strings.Contains(got, "The table changed just before") {
		t.Errorf("End round again, once the host answered: %q", got)
	}
	mu.Lock()
	now := hostSess.Scenario().Round()
	mu.Unlock()
	if now != round+1 {
		t.Errorf("the host's table went from round %d to %d: want one End round", round, now)
	}
	if got := s.table.Scenario().Round(); got != round+1 {
		t.Errorf("the window's table went from round %d to %d", round, got)
	}
}

// shareRunning shares sess on loopback, its session used through run
// (HostOptions.Run), every device let in as it asks (closed when the test
// ends).
func shareRunning(t *testing.T, sess *play.Session, run func(f func())) *share.Host {
	t.Helper()
	host, err := share.Share(context.Background(), share.HostOptions{Session: sess, Dir: t.TempDir(),
		Listen: "127.0.0.1:0", Admit: admitAsSuggested, Run: run})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { host.Close() })
	return host
}

// makeCoGameMaster makes the one device that joined host, window s, a
// co-game-master, and waits until the window knows it may do a; it returns
// the device's key.
func makeCoGameMaster(t *testing.T, host *share.Host, s *Shell, drain func(), a engine.Action) string {
	t.Helper()
	devices := host.Devices()
	if len(devices) != 1 {
		t.Fatalf("devices %+v", devices)
	}
	if err := host.SetRights(devices[0].Key, share.Rights{Role: share.RoleGameMaster}); err != nil {
		t.Fatal(err)
	}
	until(t, drain, "the window made a co-game-master", func() bool { return s.table.Allows(a) })
	return devices[0].Key
}
