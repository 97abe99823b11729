package share

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
)

// A removed device's proposal (and undo) is refused at once, even while a resume it
// began before its removal is still waiting (TestRemovedDevice, under
// load, waited for its whole deadline there).
func TestRemovedDeviceProposesWithoutWaiting(t *testing.T) {
	c := &Client{resuming: make(chan struct{})} // a resume that never ends
	c.setRights(Rights{Role: RoleRemoved})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	start := time.Now()
	_, err := c.Propose(ctx, engine.Infuse{Element: modifier.Fire})
	if !errors.Is(err, ErrRemoved) {
		t.Fatalf("a removed device's proposal: %v, want ErrRemoved", err)
	}
	if _, err := c.Step(ctx, true); !errors.Is(err, ErrRemoved) {
		t.Fatalf("a removed device's undo: %v, want ErrRemoved", err)
	}
	if took := time.Since(start); took > 4*time.Second {
		t.Errorf("refused after %v", took)
	}
}
