package share

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/persistence"
)

// ReasonOf tells the engine's refusals apart through their wrapping, and
// the reply stays readable by a device that predates the reason.
func TestReasonOf(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{nil, ""},
		{engine.CheckInitiative(0), ReasonInitiativeRange},
		{fmt.Errorf("long rest: %w", engine.ErrCannotRest), ReasonCannotRest},
		{fmt.Errorf("x: %w", engine.ErrRestTime), ReasonRestTime},
		{fmt.Errorf("x: %w", engine.ErrRoundBegun), ReasonRoundBegun},
		{fmt.Errorf("x: %w", engine.ErrNotInTurn), ReasonNotInTurn},
		{fmt.Errorf("x: %w", engine.ErrOutOfPlay), ReasonOutOfPlay},
		{fmt.Errorf("x: %w", engine.ErrImmune), ReasonImmune},
		{fmt.Errorf("x: %w", engine.ErrNegativeAmount), ReasonNegativeAmount},
		{fmt.Errorf("draw: %w", modifier.ErrNoCard), ReasonNoCard},
		{fmt.Errorf("x: %w", engine.ErrHandKept), ReasonHandKept},
		{errors.New("anything else"), ReasonOther},
	} {
		if got := ReasonOf(tc.err); got != tc.want {
			t.Errorf("ReasonOf(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
	var old Reply
	if err := json.Unmarshal([]byte(`{"seq":3,"error":"initiative out of 1..99: 0"}`), &old); err != nil || old.Reason != "" || old.Seq != 3 {
		t.Errorf("an older host's reply: %+v, %v", old, err)
	}
	data, _ := json.Marshal(Reply{Seq: 3})
	if string(data) != `{"seq":3}` {
		t.Errorf("a reply with no refusal: %s", data)
	}
}

// A device's proposal the host's table refuses comes back with the
// reason's code (RefusedError), which a window words for its players; the
// kinds of refusal are still told apart with errors.Is.
func TestProposalRefusedWithItsReason(t *testing.T) {
	tb := newTable(t)
	h := share(t, tb, "127.0.0.1:0")
	d := join(t, h, "tablet")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for _, tc := range []struct {
		a    engine.Action
		want string
	}{
		{engine.DamageFigure{Figure: "hero", Amount: -2}, ReasonNegativeAmount},
		{engine.SetInitiative{Character: "hero", Leading: 0}, ReasonInitiativeRange},
		{engine.DamageFigure{Figure: "nobody", Amount: 1}, ReasonOther},
	} {
		_, err := d.Do(ctx, tc.a)
		var refused *RefusedError
		if !errors.As(err, &refused) || refused.Reason != tc.want || refused.Err != nil {
			t.Errorf("%s: %v (%#v), want the reason %q", tc.a.Kind(), err, refused, tc.want)
			continue
		}
		if refused.Text == "" || !strings.Contains(err.Error(), "refused: "+refused.Text) {
			t.Errorf("%s: the host's text is not kept for the log: %v", tc.a.Kind(), err)
		}
		if errors.Is(err, ErrStale) || errors.Is(err, ErrNotAllowed) || errors.Is(err, ErrRemoved) {
			t.Errorf("%s: a refusal of the table's rules is taken for another kind: %v", tc.a.Kind(), err)
		}
	}
}

// The kinds of refusal a reply says are found with errors.Is through
// RefusedError, and carry no rule's reason.
func TestRefusalKinds(t *testing.T) {
	for _, tc := range []struct {
		r    Reply
		kind error
	}{
		{Reply{Stale: true, Error: "x"}, ErrStale},
		{Reply{Denied: true, Error: "hero's"}, ErrNotAllowed},
		{Reply{Removed: true, Denied: true, Error: "x"}, ErrRemoved},
		{Reply{Nothing: true, Error: "x", Reason: ReasonOther}, persistence.ErrNothingToUndo},
	} {
		err := refusal("undo", tc.r, persistence.ErrNothingToUndo)
		var refused *RefusedError
		if !errors.Is(err, tc.kind) || !errors.As(err, &refused) || refused.Reason != "" {
			t.Errorf("%+v: %v", tc.r, err)
		}
	}
	if err := refusal("propose infuse", Reply{Seq: 4}, nil); err != nil {
		t.Errorf("a reply that refuses nothing: %v", err)
	}
}
