package share

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// A role that changes the device's feed makes its place in the stream
// anew, and the end of the former place may reach the device late, after
// it already follows the new one: the device keeps the consume it follows
// by (stopping it could drop a change handed to it at that moment), and
// its next actions come through at once.
func TestLateEndOfAFormerConsume(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	d := joinAs(t, h, "tablet")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	former := d.following()
	if former == nil {
		t.Fatal("a joined device follows no consume")
	}
	if err := h.SetRights(d.Key(), Rights{Role: RoleGameMaster}); err != nil {
		t.Fatal(err)
	}
	waitRights(ctx, t, d, RoleGameMaster)
	if err := d.settled(ctx); err != nil {
		t.Fatal(err)
	}
	d.resumeMu.Lock() // every resume begun has ended
	d.resumeMu.Unlock()
	current := d.following()
	if current == former {
		t.Fatal("the device follows its former place after its feed changed")
	}
	if d.consumeErr(former, jetstream.ErrConsumerDeleted) {
		t.Error("the late end of a former consume took the table up again")
	}
	if d.following() != current {
		t.Error("the late end of a former consume changed the consume the device follows by")
	}
	if d.consumeErr(current, jetstream.ErrNoHeartbeat) {
		t.Error("an error that leaves the place in the stream took the table up again")
	}
	for i := range 5 {
		start := time.Now()
		if _, err := d.Do(ctx, engine.Infuse{Element: engine.Elements[i%len(engine.Elements)]}); err != nil {
			t.Fatalf("action %d after the role changed: %v", i, err)
		}
		if took := time.Since(start); took > ackWait {
			t.Logf("action %d took %v", i, took) // slow machine: said, not failed
		}
	}
	d.resumeMu.Lock() // a request that went unheard meanwhile made a new consume
	d.resumeMu.Unlock()
	if !d.consumeErr(d.following(), jetstream.ErrConsumerDeleted) {
		t.Error("the end of the consume the device follows by did not take the table up again")
	}
}

// A consume's request for changes that nobody took (the server was giving
// the device its new permissions: CI saw it after a role change) is asked
// again at once, not after the consume's heartbeat: the device follows the
// table anew, and an action waits for nothing.
func TestUnheardRequestForChanges(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	d := joinAs(t, h, "tablet")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := h.SetRights(d.Key(), Rights{Role: RoleGameMaster}); err != nil {
		t.Fatal(err)
	}
	waitRights(ctx, t, d, RoleGameMaster)
	if err := d.settled(ctx); err != nil {
		t.Fatal(err)
	}
	d.resumeMu.Lock()
	d.resumeMu.Unlock()
	current := d.following()
	if d.consumeErr(&stoppedConsume{}, nats.ErrNoResponders) {
		t.Error("an unheard request of a former consume took the table up again")
	}
	// the consume the device follows by stops asking, as a consume whose
	// request went unheard does until its heartbeat is missed
	current.Stop()
	if !d.consumeErr(current, nats.ErrNoResponders) {
		t.Fatal("an unheard request for changes was not asked again")
	}
	until := time.Now().Add(10 * time.Second)
	for d.following() == current && time.Now().Before(until) {
		time.Sleep(10 * time.Millisecond)
	}
	if d.following() == current {
		t.Fatal("the device still follows by the consume whose request went unheard")
	}
	actx, acancel := context.WithTimeout(ctx, 10*time.Second) // a proposal's wait in the window
	defer acancel()
	if _, err := d.Do(actx, engine.Infuse{Element: engine.Elements[0]}); err != nil {
		t.Fatalf("an action after an unheard request: %v", err)
	}
}

// stoppedConsume is a consume the device does not follow by.
type stoppedConsume struct{ jetstream.ConsumeContext }

// A device that lost the host is told so at once when it proposes, not
// after the proposal's wait: a joined window would hang on it.
func TestProposalWhileTheHostIsAway(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	d := joinAs(t, h, "tablet")
	h.Close()
	until := time.Now().Add(10 * time.Second)
	for d.Connected() && time.Now().Before(until) {
		time.Sleep(10 * time.Millisecond)
	}
	if d.Connected() {
		t.Fatal("the device still says it is connected after the host closed")
	}
	// a short wait: without the check the proposal waits for it and ends
	// with its deadline, not ErrAway
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if _, err := d.Propose(ctx, engine.Infuse{Element: engine.Elements[0]}); !errors.Is(err, ErrAway) {
		t.Errorf("a proposal while the host is away: %v", err)
	}
	if _, err := d.Step(ctx, true); !errors.Is(err, ErrAway) {
		t.Errorf("an undo while the host is away: %v", err)
	}
}
