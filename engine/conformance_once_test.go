package engine_test

import (
	"errors"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// outpostOnceStep is one step of an "once" case: scenario Scenario
// completed by Characters characters with rewards Morale, or section
// Section read with rewards Morale; Undo takes the step before it back
// instead. Expect is the outpost after it: its morale and inspiration,
// whether the rewards were given (Gained: false when they had been
// already).
type outpostOnceStep struct {
	Scenario   string `json:"scenario"`
	Section    string `json:"section"`
	Characters int    `json:"characters"`
	Morale     int    `json:"morale"`
	Undo       bool   `json:"undo"`
	Expect     struct {
		Morale      int  `json:"morale"`
		Inspiration int  `json:"inspiration"`
		Gained      bool `json:"gained"`
	} `json:"expect"`
}

// runOutpostOnce plays the steps of c on a new outpost as the campaign's
// edits do: a completion makes campaign.CompletionReward's edit, a
// section read campaign.ReadSection, refused when its rewards were
// gained (the screen then makes none).
func runOutpostOnce(t *testing.T, c outpostCase) {
	var steps []outpostOnceStep
	decodeStrict(t, c.Steps, &steps)
	outpostRows(t, c.Op, steps, func(outpostOnceStep) {})
	var history []outpost.Outpost
	o := outpost.New(outpost.Data{}, 1)
	for i, st := range steps {
		gained := true
		switch {
		case st.Undo:
			if len(history) == 0 {
				t.Fatalf("step %d: nothing to undo", i)
			}
			o, history = history[len(history)-1], history[:len(history)-1]
			continue
		case st.Scenario != "":
			e := campaign.CompletionReward(o, st.Scenario, outpost.Change{Morale: st.Morale}, st.Characters, false)
			gained = !e.Again
			next, err := e.Outpost(o, outpost.Data{})
			if err != nil {
				t.Fatalf("step %d: completing %s: %v", i, st.Scenario, err)
			}
			history, o = append(history, o), next
		case st.Section != "":
			next, err := campaign.ReadSection{Section: st.Section, Change: outpost.Change{Morale: st.Morale}}.Outpost(o, outpost.Data{})
			switch {
			case errors.Is(err, outpost.ErrRewardsGained):
				gained = false
			case err != nil:
				t.Fatalf("step %d: reading %s: %v", i, st.Section, err)
			default:
				history, o = append(history, o), next
			}
		default:
			t.Fatalf("step %d: a scenario, a section or undo", i)
		}
		if o.Morale != st.Expect.Morale || o.Inspiration != st.Expect.Inspiration || gained != st.Expect.Gained {
			t.Errorf("step %d (%s%s): morale %d, inspiration %d, rewards given %v; expected %d, %d, %v", i, st.Scenario, st.Section,
				o.Morale, o.Inspiration, gained, st.Expect.Morale, st.Expect.Inspiration, st.Expect.Gained)
		}
	}
}
