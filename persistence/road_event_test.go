package persistence

import (
	"context"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// TestRoadEventFlow: a Frosthaven campaign's road and boat events (the
// invented events of GHS's format) as campaign edits. On week 10, the
// last of summer, the road event comes from the winter road deck (the
// season of the next week, GHS #820): WR-91, its option B returning the
// card to the deck's bottom and adding B-91 to the boat deck; then B-91
// drawn from the boat deck, its lumber gained. The history names both
// cards; Undo puts back the decks and the supply as they were, Redo
// makes them again.
func TestRoadEventFlow(t *testing.T) {
	ctx := context.Background()
	s, c := frosthavenStore(t)
	d := outpostFixture(t)
	current := func() outpost.Outpost { t.Helper(); return storedOutpost(t, s, c.ID) }
	do := func(e campaign.Edit) outpost.Outpost {
		t.Helper()
		if _, _, err := s.Edit(ctx, c.ID, e); err != nil {
			t.Fatalf("%s %+v: %v", e.Kind(), e, err)
		}
		return current()
	}
	do(campaign.StartOutpost{Data: d, Seed: 3})
	for w := 1; w <= 10; w++ {
		do(campaign.PassWeek{Week: w, Sections: current().Sections(d, w)})
	}
	winterRoad := outpost.DeckKey(outpost.Winter, outpost.DeckRoad)
	before := current()
	_, ev, err := before.DrawDeckEvent(d, outpost.DeckRoad)
	if err != nil || ev.ID != "WR-91" {
		t.Fatalf("week 10's road event: %+v, %v (want winter's WR-91)", ev, err)
	}
	if _, _, err := s.Edit(ctx, c.ID, campaign.OutpostEvent{Card: "SR-91", Drawn: true, Deck: outpost.DeckRoad}); err == nil {
		t.Fatal("the summer road card shown as drawn on week 10 was taken")
	}
	b := ev.Options[1]
	road := do(campaign.OutpostEvent{Card: ev.ID, Option: b.Label, Drawn: true, Deck: outpost.DeckRoad, Return: b.Return,
		Change: b.Outcomes[0].Change})
	if got := road.EventDeck(d, winterRoad); !reflect.DeepEqual(got, []string{"WR-91"}) {
		t.Errorf("the winter road deck after B (returned): %v", got)
	}
	if got := road.EventDeck(d, outpost.DeckBoat); !reflect.DeepEqual(got, []string{"B-91"}) {
		t.Errorf("the boat deck after B: %v", got)
	}
	if got := road.EventDeck(d, outpost.Winter); !reflect.DeepEqual(got, before.EventDeck(d, outpost.Winter)) {
		t.Errorf("the winter outpost deck changed: %v", got)
	}
	_, boat, err := road.DrawDeckEvent(d, outpost.DeckBoat)
	if err != nil || boat.ID != "B-91" {
		t.Fatalf("the boat event: %+v, %v", boat, err)
	}
	sailed := do(campaign.OutpostEvent{Card: boat.ID, Option: "A", Drawn: true, Deck: outpost.DeckBoat,
		Change: boat.Options[0].Outcomes[0].Change})
	if sailed.Supply.Of(outpost.Lumber) != road.Supply.Of(outpost.Lumber)+1 || len(sailed.EventDeck(d, outpost.DeckBoat)) != 0 {
		t.Errorf("after the boat event: lumber %d (was %d), boat deck %v", sailed.Supply.Of(outpost.Lumber),
			road.Supply.Of(outpost.Lumber), sailed.EventDeck(d, outpost.DeckBoat))
	}

	log, err := s.Log(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	var told campaign.EditPayload
	if n := len(log); n < 2 || json.Unmarshal(log[n-2].Payload, &told) != nil || told.About != "WR-91 B" || told.Detail != "road" {
		t.Errorf("the road event told as %+v", told)
	}
	if _, err := s.Undo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if got := current(); !reflect.DeepEqual(got, road) {
		t.Errorf("undo of the boat event: %+v, want %+v", got, road)
	}
	if _, err := s.Undo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if got := current(); !reflect.DeepEqual(got, before) {
		t.Errorf("undo of the road event: %+v, want %+v", got, before)
	}
	if _, err := s.Redo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if got := current(); !reflect.DeepEqual(got, road) {
		t.Errorf("redo of the road event: %+v", got)
	}
}

// storedOutpost is campaign id's outpost as s keeps it.
func storedOutpost(t *testing.T, s *Store, id int64) outpost.Outpost {
	t.Helper()
	o, _, err := s.Outpost(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return o
}
