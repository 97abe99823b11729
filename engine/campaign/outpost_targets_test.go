package campaign

import (
	"errors"
	"testing"

	"github.com/haventable/haventable/engine/outpost"
)

// TestOutpostEventTargetCount: a drawn event's attack targets as many
// buildings as its threat says, changed by an outcome of the option
// chosen ("-1 target"), or every building when it gives no number; an
// edit with another count is refused.
func TestOutpostEventTargetCount(t *testing.T) {
	d := outpost.Data{
		Buildings: []outpost.Building{{Name: "inn"}, {Name: "tavern"}, {Name: "mill"}},
		Events: []outpost.Event{
			{ID: "SO-1", Season: outpost.Summer, Threat: &outpost.Threat{Attack: 1, Targets: 2},
				Options: []outpost.EventOption{{Label: "A", Outcomes: []outpost.EventOutcome{{Condition: "if", TargetChange: -1}}}, {Label: "B"}}},
			{ID: "SO-2", Season: outpost.Summer, Threat: &outpost.Threat{Attack: 1}, Options: []outpost.EventOption{{Label: "A"}}},
		},
	}
	o := outpost.New(d, 1)
	for _, c := range []struct {
		card, option string
		count        int
		ok           bool
	}{
		{"SO-1", "A", 2, true}, {"SO-1", "A", 1, true}, {"SO-1", "B", 1, false}, {"SO-1", "B", 3, false},
		{"SO-1", "B", outpost.AllBuildings, false},
		{"SO-2", "A", outpost.AllBuildings, true}, {"SO-2", "A", 2, false},
	} {
		dd := d
		dd.EventDecks = map[outpost.Season][]string{outpost.Summer: {c.card}}
		e := OutpostEvent{Card: c.card, Option: c.option, Drawn: true}
		e.Attack = &outpost.Attack{Value: 1, Count: c.count}
		err := e.checkTargetCount(mustEvent(t, dd, c.card))
		if (err == nil) != c.ok || (err != nil && !errors.Is(err, outpost.ErrTargetCount)) {
			t.Errorf("%s %s on %d buildings: %v", c.card, c.option, c.count, err)
		}
		// the whole edit: drawn, then refused before anything resolves
		if !c.ok {
			if _, err := e.Outpost(o, dd); !errors.Is(err, outpost.ErrTargetCount) {
				t.Errorf("%s %s on %d buildings: the edit: %v", c.card, c.option, c.count, err)
			}
		}
	}
}

func mustEvent(t *testing.T, d outpost.Data, id string) outpost.Event {
	t.Helper()
	ev, ok := d.Event(id)
	if !ok {
		t.Fatalf("no event %s", id)
	}
	return ev
}
