package outpost

import (
	"slices"
	"testing"
)

// cityData are Gloomhaven's two decks as invented events: city C1..C3 and
// road R1, R2 starting, C9 in no deck.
func cityData() Data {
	ev := func(id, deck string) Event {
		return Event{ID: id, Deck: deck, Options: []EventOption{{Label: "A"}, {Label: "B"}}}
	}
	return Data{Events: []Event{ev("C1", DeckCity), ev("C2", DeckCity), ev("C3", DeckCity), ev("C9", DeckCity),
		ev("R1", DeckRoad), ev("R2", DeckRoad)},
		EventDecks: map[Season][]string{Season(DeckCity): {"C1", "C2", "C3"}, Season(DeckRoad): {"R1", "R2"}}}
}

// TestDrawCityEvent: Gloomhaven's city and road decks draw from their own
// piles (season-less), as often as asked, shuffled by the decks' seed (the
// same seed draws the same card); a card returned goes to the bottom; an
// outcome's card added joins its deck, one removed leaves it; an outpost's
// deck kind is refused.
func TestDrawCityEvent(t *testing.T) {
	d := cityData()
	if err := d.Check(); err != nil {
		t.Fatal(err)
	}
	o := NewDecks(3)
	after, e, err := o.DrawCityEvent(d, DeckCity)
	if err != nil || e.Deck != DeckCity || !slices.Contains(d.EventDecks[Season(DeckCity)], e.ID) {
		t.Fatalf("drew %+v, %v", e, err)
	}
	if _, again, _ := NewDecks(3).DrawCityEvent(d, DeckCity); again.ID != e.ID {
		t.Errorf("the same seed drew %s, then %s", e.ID, again.ID)
	}
	after, r, err := after.DrawCityEvent(d, DeckRoad)
	if err != nil || r.Deck != DeckRoad {
		t.Fatalf("road drew %+v, %v", r, err)
	}
	after, e2, err := after.DrawCityEvent(d, DeckCity) // no limit per phase
	if err != nil || e2.ID == e.ID {
		t.Fatalf("second city draw %+v, %v", e2, err)
	}
	back, err := after.ReturnEvent(Season(DeckCity), e.ID)
	if err != nil {
		t.Fatal(err)
	}
	if pile := back.EventDeck(d, Season(DeckCity)); len(pile) != 2 || pile[1] != e.ID {
		t.Fatalf("city deck after one returned: %v", pile)
	}
	changed, err := back.ChangeDecks(d, []EventCard{{ID: "C9", Deck: DeckCity}}, []EventCard{{ID: e.ID, Deck: DeckCity}})
	if err != nil {
		t.Fatal(err)
	}
	if pile := changed.EventDeck(d, Season(DeckCity)); len(pile) != 2 || !slices.Contains(pile, "C9") || slices.Contains(pile, e.ID) {
		t.Fatalf("city deck after C9 added, %s removed: %v", e.ID, pile)
	}
	if _, err := changed.ChangeDecks(d, []EventCard{{ID: "R1", Deck: DeckCity}}, nil); err == nil {
		t.Error("a road card added to the city deck")
	}
	if _, _, err := o.DrawCityEvent(d, DeckBoat); err == nil {
		t.Error("the boat deck drawn as Gloomhaven's")
	}
	bad := cityData()
	bad.Events[0].Season = Summer
	if bad.Check() == nil {
		t.Error("a city event with a season passed")
	}
}

// TestWhenHolds: reputation above and below (strictly: GHS's reputationGT
// and reputationLT), a class in the party (any case), otherwise.
func TestWhenHolds(t *testing.T) {
	five := 5
	for _, c := range []struct {
		w       When
		rep     int
		classes []string
		earlier []bool
		want    bool
	}{
		{When{Above: &five}, 5, nil, nil, false},
		{When{Above: &five}, 6, nil, nil, true},
		{When{Below: &five}, 4, nil, nil, true},
		{When{Below: &five}, 5, nil, nil, false},
		{When{Classes: []string{"brute"}}, 0, []string{"Tinkerer", "Brute"}, nil, true},
		{When{Classes: []string{"brute"}}, 0, []string{"Tinkerer"}, nil, false},
		{When{Otherwise: true}, 0, nil, []bool{false, false}, true},
		{When{Otherwise: true}, 0, nil, []bool{false, true}, false},
	} {
		if got := c.w.Holds(c.rep, c.classes, c.earlier); got != c.want {
			t.Errorf("%+v at reputation %d, classes %v, earlier %v: %v, want %v", c.w, c.rep, c.classes, c.earlier, got, c.want)
		}
	}
	if (&When{Above: &five, Otherwise: true}).check() == nil {
		t.Error("two conditions at once passed")
	}
}
