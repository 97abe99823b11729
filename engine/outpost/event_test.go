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
	out, _, err := o.Apply(d, Change{AddEvents: []EventCard{{Season: Summer, ID: "S9"}, {Season: Summer, ID: "S9"}}, RemoveEvents: []EventCard{{Season: Summer, ID: "S2"}}})
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
	again, _, _ := o.Apply(d, Change{AddEvents: []EventCard{{Season: Summer, ID: "S9"}, {Season: Summer, ID: "S9"}}, RemoveEvents: []EventCard{{Season: Summer, ID: "S2"}}})
	if !slices.Equal(again.EventDeck(d, Summer), out.EventDeck(d, Summer)) {
		t.Error("the same change shuffles otherwise")
	}
	if _, _, err := o.Apply(d, Change{AddEvents: []EventCard{{Season: Winter, ID: "S9"}}}); err == nil {
		t.Error("a summer card added to the winter deck")
	}
}

// TestDrawRoadEvent: Frosthaven's road events come from the road deck of
// RoadSeason (the season of the next week: on week 10, the last of
// summer, the outpost event is summer's and the road event winter's, GHS
// #820), the boat's from the one boat deck; each deck is its own pile
// drawn with the outpost's source, and an outcome adds a card to the deck
// it names, not to the outpost's of that season.
func TestDrawRoadEvent(t *testing.T) {
	d := eventData()
	road := func(id string, s Season, deck string) Event {
		return Event{ID: id, Season: s, Deck: deck, Options: []EventOption{{Label: "A"}}}
	}
	d.Events = append(d.Events, road("SR1", Summer, DeckRoad), road("SR2", Summer, DeckRoad),
		road("WR1", Winter, DeckRoad), road("WR2", Winter, DeckRoad), road("B1", "", DeckBoat))
	d.EventDecks[DeckKey(Summer, DeckRoad)] = []string{"SR1", "SR2"}
	d.EventDecks[DeckKey(Winter, DeckRoad)] = []string{"WR1"}
	d.EventDecks[DeckKey(Winter, DeckBoat)] = []string{"B1"}
	if err := d.Check(); err != nil {
		t.Fatal(err)
	}
	o := New(d, 5)
	o.Week = 9
	if _, e, err := o.DrawDeckEvent(d, DeckRoad); err != nil || e.Season != Summer || e.Deck != DeckRoad {
		t.Fatalf("week 9 drew road event %+v, %v", e, err)
	}
	o.Week = 10
	if _, e, err := o.DrawEvent(d); err != nil || e.Season != Summer || e.Deck != DeckOutpost {
		t.Fatalf("week 10 drew outpost event %+v, %v", e, err)
	}
	after, e, err := o.DrawDeckEvent(d, DeckRoad)
	if err != nil || e.ID != "WR1" {
		t.Fatalf("week 10 drew road event %+v, %v: not winter's", e, err)
	}
	if got := after.EventDeck(d, DeckKey(Winter, DeckRoad)); len(got) != 0 {
		t.Errorf("winter road deck after the draw: %v", got)
	}
	if got := after.EventDeck(d, Winter); !slices.Equal(got, []string{"W1"}) {
		t.Errorf("the outpost's winter deck changed: %v", got)
	}
	if _, b, err := after.DrawDeckEvent(d, DeckBoat); err != nil || b.ID != "B1" {
		t.Fatalf("boat event %+v, %v", b, err)
	}
	if _, _, err := after.DrawDeckEvent(d, DeckRoad); err == nil {
		t.Error("an empty winter road deck drew a card")
	}
	if _, _, err := after.DrawDeckEvent(d, "city"); err == nil {
		t.Error("a Frosthaven outpost drew from a city deck")
	}
	added, _, err := after.Apply(d, Change{AddEvents: []EventCard{{Season: Winter, Deck: DeckRoad, ID: "WR2"}}})
	if err != nil || !slices.Equal(added.EventDeck(d, DeckKey(Winter, DeckRoad)), []string{"WR2"}) ||
		!slices.Equal(added.EventDeck(d, Winter), []string{"W1"}) {
		t.Fatalf("WR2 added: road %v, outpost %v, %v", added.EventDeck(d, DeckKey(Winter, DeckRoad)), added.EventDeck(d, Winter), err)
	}
	if _, _, err := after.Apply(d, Change{AddEvents: []EventCard{{Season: Winter, ID: "WR2"}}}); err == nil {
		t.Error("a road card added to the outpost's deck")
	}
	back, err := after.ReturnEvent(DeckKey(Winter, DeckRoad), "WR1")
	if err != nil || !slices.Equal(back.EventDeck(d, DeckKey(Winter, DeckRoad)), []string{"WR1"}) {
		t.Fatalf("WR1 returned: %v, %v", back.EventDeck(d, DeckKey(Winter, DeckRoad)), err)
	}
	bad := d
	bad.Events = append(slices.Clone(d.Events), road("B2", Summer, DeckBoat))
	if bad.Check() == nil {
		t.Error("a boat event with a season passed the check")
	}
}
