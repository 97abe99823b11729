package share

import (
	"context"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
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
	if !d.consumeErr(current, jetstream.ErrConsumerDeleted) {
		t.Error("the end of the consume the device follows by did not take the table up again")
	}
}
