package share

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
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
