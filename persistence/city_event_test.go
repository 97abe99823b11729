package persistence

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// TestCityEventFlow: a Gloomhaven campaign (no outpost) draws its first
// city event (the decks started from the data with a seed that puts C-01
// on top), the group chooses B at reputation 3 (above 2: the first
// outcome): reputation +1, prosperity +1, each character but the retired
// one +4 gold, C-31 added to the city deck, C-01 removed from the game.
// The history names the card; the store closed and opened again keeps it;
// Undo puts the sheet and the decks back (none drawn yet), Redo makes it
// again. Then a road event on travel: R-01 B returns to the road deck's
// bottom, takes R-02 out of it, gives each character 5 experience.
func TestCityEventFlow(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { s.Close() }()
	c, err := s.CreateCampaign(ctx, "Gloomhaven")
	if err != nil {
		t.Fatal(err)
	}
	do := func(e campaign.Edit) {
		t.Helper()
		if _, _, err := s.Edit(ctx, c.ID, e); err != nil {
			t.Fatalf("%s %+v: %v", e.Kind(), e, err)
		}
	}
	do(campaign.SetParty{Party: campaign.Party{Name: "Lions", Reputation: 3, Prosperity: 2}})
	do(campaign.AddCharacter{Character: campaign.Character{Class: "brute", Name: "Grok", Level: 1, Gold: 10}})
	do(campaign.AddCharacter{Character: campaign.Character{Class: "tinkerer", Name: "Old", Level: 1, Gold: 3, Retired: true}})
	d := ghsFixture(t, "gh", "events.json", "campaign.json") // invented, GHS's format
	if _, _, err := s.CityEvents(ctx, c.ID); !errors.Is(err, campaign.ErrNoCityEvents) {
		t.Fatalf("before the first draw: %v", err)
	}
	ev, _ := d.Event("C-01")
	b := ev.Options[1]
	oc := b.Outcomes[0]
	if !oc.When.Holds(3, nil, nil) || b.Outcomes[1].When.Holds(3, nil, []bool{true}) {
		t.Fatalf("at reputation 3, B's outcomes: %+v", b.Outcomes)
	}
	sheetBefore := sheetOf(t, s, c.ID)
	e := campaign.CityEvent{Card: "C-01", Deck: outpost.DeckCity, Option: "B", Return: b.Return, Party: oc.Party,
		Cards: oc.Change, Start: &campaign.CityStart{Data: d}}
	// the seed whose shuffles put C-01 on the city deck's top and R-01
	// on the road's after it
	for ; ; e.Start.Seed++ {
		after, err := e.DecksAfter(outpost.Outpost{}, outpost.Data{})
		if _, r, _ := after.DrawCityEvent(d, outpost.DeckRoad); err == nil && r.ID == "R-01" {
			break
		}
	}
	if bad := e; true {
		bad.Card = "C-02"
		if _, _, err := s.Edit(ctx, c.ID, bad); err == nil {
			t.Fatal("C-02 taken as drawn while C-01 is on top")
		}
	}
	do(e)
	check := func(when string) {
		t.Helper()
		cc, err := s.Campaign(ctx, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		if cc.Party.Reputation != 4 || cc.Party.Prosperity != 3 {
			t.Errorf("%s: party %+v, want reputation 4, prosperity 3", when, cc.Party)
		}
		chars, err := s.Characters(ctx, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(chars) != 2 || chars[0].Gold != 14 || chars[1].Gold != 3 {
			t.Errorf("%s: characters %+v, want Grok 14 gold, the retired one 3", when, chars)
		}
		o, _, err := s.CityEvents(ctx, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		city := o.EventDeck(d, outpost.DeckCity)
		if len(city) != 3 || !slices.Contains(city, "C-31") || slices.Contains(city, "C-01") {
			t.Errorf("%s: city deck %v, want C-02, C-03, C-31", when, city)
		}
	}
	check("after B")
	log, err := s.Log(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	var told campaign.EditPayload
	if last := log[len(log)-1]; last.Kind != campaign.EditCityEvent || json.Unmarshal(last.Payload, &told) != nil ||
		told.About != "C-01 B" || told.Detail != "city" {
		t.Errorf("the history keeps %s %+v", last.Kind, told)
	}
	s.Close()
	if s, err = Open(path); err != nil {
		t.Fatal(err)
	}
	check("after a restart")
	if _, err := s.Undo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if got := sheetOf(t, s, c.ID); !reflect.DeepEqual(got, sheetBefore) {
		t.Errorf("undo: sheet\n%+v\nwant\n%+v", got, sheetBefore)
	}
	if _, _, err := s.CityEvents(ctx, c.ID); !errors.Is(err, campaign.ErrNoCityEvents) {
		t.Errorf("after undo of the first draw: %v", err)
	}
	if _, err := s.Redo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	check("after redo")

	// a road event when travelling to a scenario not linked
	o, _, err := s.CityEvents(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	_, road, err := o.DrawCityEvent(d, outpost.DeckRoad)
	if err != nil {
		t.Fatal(err)
	}
	if road.ID != "R-01" {
		t.Fatalf("the road deck's top: %s, want R-01", road.ID)
	}
	rb := road.Options[1]
	do(campaign.CityEvent{Card: road.ID, Deck: outpost.DeckRoad, Option: "B", Return: rb.Return,
		Party: rb.Outcomes[0].Party, Cards: rb.Outcomes[0].Change})
	after, _, err := s.CityEvents(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got := after.EventDeck(d, outpost.DeckRoad); !reflect.DeepEqual(got, []string{"R-01"}) {
		t.Errorf("road deck after R-01 B: %v, want R-01 back at the bottom and R-02 out", got)
	}
	chars, _ := s.Characters(ctx, c.ID)
	if chars[0].XP != 5 || chars[1].XP != 0 {
		t.Errorf("experience after the road event: %+v", chars)
	}
	// the export keeps the decks and their data: the imported campaign
	// draws on from where this one stands
	imported := reimport(t, s, c.ID)
	o2, d2, err := s.CityEvents(ctx, imported.ID)
	if err != nil || !reflect.DeepEqual(o2, after) || !reflect.DeepEqual(d2, d) {
		t.Errorf("imported decks %+v, %v; want %+v", o2.Events, err, after.Events)
	}
}
