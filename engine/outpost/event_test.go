package outpost

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func eventData() Data {
	ev := func(id string, s Season) Event {
		return Event{ID: id, Season: s, Options: []EventOption{{Label: "A"}}}
	}
	return Data{Events: []Event{ev("S1", Summer), ev("S2", Summer), ev("S3", Summer), ev("W1", Winter), ev("S9", Summer)},
		EventDecks: map[Season][]string{Summer: {"S1", "S2", "S3"}, Winter: {"W1"}}}
}

// TestDrawEvent: the outpost event comes from the deck of the season the
// calendar shows (week 10 summer, week 11 winter: rulebook p. 60), the
// first draw shuffling the deck with the outpost's source; the same outpost
// draws the same card; a card drawn is out of the deck until returned to
// its bottom; an empty deck is refused; the outpost drawn from is
// unchanged.
func TestDrawEvent(t *testing.T) {
	d := eventData()
	o := New(d, 7)
	o.Week = 10
	after, e, err := o.DrawEvent(d)
	if err != nil || e.Season != Summer || !slices.Contains(d.EventDecks[Summer], e.ID) {
		t.Fatalf("week 10 drew %+v, %v", e, err)
	}
	if _, again, _ := o.DrawEvent(d); again.ID != e.ID {
		t.Errorf("the same outpost drew %s, then %s", e.ID, again.ID)
	}
	if o.Events != nil || slices.Equal(o.Random, after.Random) {
		t.Errorf("drawing changed the outpost drawn from, or did not use its source: %v", o.Events)
	}
	left := after.EventDeck(d, Summer)
	if len(left) != 2 || slices.Contains(left, e.ID) {
		t.Fatalf("summer deck after the draw: %v", left)
	}
	// the seeds shuffle differently: some seed draws another first card
	firsts := map[string]bool{}
	for seed := range uint64(20) {
		_, f, _ := New(d, seed).DrawEvent(d)
		firsts[f.ID] = true
	}
	if len(firsts) < 2 {
		t.Errorf("20 seeds drew only %v first", firsts)
	}
	back, err := after.ReturnEvent(Summer, e.ID)
	if err != nil || !slices.Equal(back.EventDeck(d, Summer), append(left, e.ID)) {
		t.Fatalf("returned to the bottom: %v, %v", back.EventDeck(d, Summer), err)
	}
	if _, err := back.ReturnEvent(Summer, e.ID); err == nil {
		t.Error("a card returned twice")
	}
	// one event per outpost phase: a second draw waits for time to pass
	if again, _, err := after.DrawEvent(d); !errors.Is(err, ErrEventDrawn) || !strings.Contains(err.Error(), e.ID) ||
		!slices.Equal(again.EventDeck(d, Summer), left) {
		t.Fatalf("a second draw in the phase: %v, deck %v", err, again.EventDeck(d, Summer))
	}
	next, _, err := after.PassTime(d) // week 11: winter
	if err != nil || next.PhaseEvent != "" {
		t.Fatalf("passing time: %v, phase event %q", err, next.PhaseEvent)
	}
	_, w, err := next.DrawEvent(d)
	if err != nil || w.ID != "W1" {
		t.Fatalf("week 11 drew %+v, %v", w, err)
	}
	empty := after
	empty.Week = 0
	for range 2 {
		if empty, _, err = empty.PassTime(d); err != nil {
			t.Fatal(err)
		}
		empty, _, err = empty.DrawEvent(d)
		if err != nil {
			t.Fatal(err)
		}
	}
	empty, _, _ = empty.PassTime(d)
	if _, _, err := empty.DrawEvent(d); err == nil || !strings.Contains(err.Error(), "empty") {
		t.Errorf("an empty deck drew: %v", err)
	}
	if c := after.Clone(); &c.Events[Summer][0] == &after.Events[Summer][0] {
		t.Error("a clone shares the deck")
	}
}

// TestDataCheckEvents: the data's events are refused when an event lacks an
// option, is given twice, or a deck names an event the data lacks.
func TestDataCheckEvents(t *testing.T) {
	if err := eventData().Check(); err != nil {
		t.Fatal(err)
	}
	for name, change := range map[string]func(*Data){
		"no option": func(d *Data) { d.Events[0].Options = nil },
		"twice":     func(d *Data) { d.Events[1].ID = "S1" },
		"deck":      func(d *Data) { d.EventDecks[Winter] = []string{"W7"} },
		"season":    func(d *Data) { d.Events[0].Season = "spring" },
	} {
		d := eventData()
		change(&d)
		if err := d.Check(); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestEventDeckChanges: an outcome adds a card to its season's deck (once;
// the deck shuffled after, as Gloomhaven Secretariat does) and takes one
// out, the deck started from the data's if it was not yet; an unknown card
// is refused and nothing changes.
func TestEventDeckChanges(t *testing.T) {
	d := eventData()
	o := New(d, 3)
	out, _, err := o.Apply(d, Change{AddEvents: []EventCard{{Summer, "S9"}, {Summer, "S9"}}, RemoveEvents: []EventCard{{Summer, "S2"}}})
	if err != nil {
		t.Fatal(err)
	}
	got := out.EventDeck(d, Summer)
	slices.Sort(got)
	if !slices.Equal(got, []string{"S1", "S3", "S9"}) || !slices.Equal(out.EventDeck(d, Winter), []string{"W1"}) {
		t.Fatalf("decks after the change: %v %v", got, out.EventDeck(d, Winter))
	}
	if o.Events != nil {
		t.Error("the outpost changed was changed")
	}
	again, _, _ := o.Apply(d, Change{AddEvents: []EventCard{{Summer, "S9"}, {Summer, "S9"}}, RemoveEvents: []EventCard{{Summer, "S2"}}})
	if !slices.Equal(again.EventDeck(d, Summer), out.EventDeck(d, Summer)) {
		t.Error("the same change shuffles otherwise")
	}
	if _, _, err := o.Apply(d, Change{AddEvents: []EventCard{{Winter, "S9"}}}); err == nil {
		t.Error("a summer card added to the winter deck")
	}
}
