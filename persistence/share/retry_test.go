package share

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/haventable/haventable/engine"
)

// A co-game-master's device proposes End round while the host is held (as
// if stopped), gives up waiting, and proposes End round again on the table
// as it last took it. Once the host runs again it does the first proposal,
// which the device gave up on, and refuses the second as stale: the round
// ends once, not twice (issue 39: "Try again" ended round 2 as well).
func TestRetryWhileTheHostIsHeld(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	gm := join(t, h, "gm")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := gm.Wait(ctx, h.Last()); err != nil {
		t.Fatal(err)
	}
	var round int
	h.local(func() { round = tb.session.Scenario().Round() })
	propose := proposeSub(t, h)
	sent, _ := propose.Delivered()
	queued, _, _ := propose.Pending()
	before := sent + int64(queued)

	// The host holds its answers (its changes are published under h.mu),
	// once the device has taken the last change it published: a change
	// published after the join (and after Wait above) would otherwise
	// reach the device during the hold (seen in CI under load).
	var base uint64
	for {
		h.mu.Lock()
		if base = h.last; gm.Seq() == base {
			break
		}
		h.mu.Unlock()
		if ctx.Err() != nil {
			t.Fatal("the device never took the host's last change")
		}
		time.Sleep(5 * time.Millisecond)
	}
	held := true
	defer func() {
		if held {
			h.mu.Unlock()
		}
	}()
	// The device gives up once its proposal is with the host, not after
	// a fixed time: under load a deadline could pass before the proposal
	// was even sent, and the host then never had it (seen at load 37).
	short, giveUp := context.WithCancel(ctx)
	first := make(chan error, 1)
	go func() {
		_, err := gm.Propose(short, engine.EndRound{})
		first <- err
	}()
	withHost(ctx, t, propose, before+1, "the proposal never reached the host")
	giveUp()
	if err := <-first; !errors.Is(err, context.Canceled) {
		t.Fatalf("a proposal to a held host: %v, want the device to give up", err)
	}
	if gm.Seq() != base {
		t.Fatalf("the device took change %d from a held host", gm.Seq())
	}
	retried := make(chan error, 1)
	go func() {
		_, err := gm.Propose(ctx, engine.EndRound{}) // on the same base
		retried <- err
	}()
	// both proposals are with the host before it answers either
	withHost(ctx, t, propose, before+2, "the retry never reached the host")
	h.mu.Unlock()
	held = false

	if err := <-retried; !errors.Is(err, ErrStale) {
		t.Fatalf("the retry on the same base: %v, want it refused as stale", err)
	}
	if err := gm.Wait(ctx, h.Last()); err != nil {
		t.Fatal(err)
	}
	var now int
	h.local(func() { now = tb.session.Scenario().Round() })
	if now != round+1 {
		t.Fatalf("the host's table went from round %d to %d: want one End round done", round, now)
	}
	if got := gm.Scenario().Round(); got != round+1 {
		t.Fatalf("the device's table went from round %d to %d", round, got)
	}
}

// withHost waits until the host's subscription to proposals has taken
// (delivered or queued) at least n messages; it fails the test with why
// once ctx ends.
func withHost(ctx context.Context, t *testing.T, propose *nats.Subscription, n int64, why string) {
	t.Helper()
	for {
		sent, _ := propose.Delivered()
		queued, _, _ := propose.Pending()
		if sent+int64(queued) >= n {
			return
		}
		if ctx.Err() != nil {
			t.Fatal(why)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// proposeSub is the host's subscription to the devices' proposals.
func proposeSub(t *testing.T, h *Host) *nats.Subscription {
	t.Helper()
	for _, s := range h.subs {
		if s.Subject == subjectPropose+".*" {
			return s
		}
	}
	t.Fatal("the host does not listen to proposals")
	return nil
}
