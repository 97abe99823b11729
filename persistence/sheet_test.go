package persistence

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
)

func TestPartyAndSheet(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	c, err := s.CreateCampaign(ctx, "Gloomhaven")
	if err != nil {
		t.Fatal(err)
	}
	party := campaign.Party{Name: "The Mercenaries", Reputation: -3, Prosperity: 4, Donations: 30}
	if err := s.SetParty(ctx, c.ID, party); err != nil {
		t.Fatal(err)
	}
	if err := s.SetParty(ctx, c.ID, campaign.Party{Prosperity: -1}); err == nil || !strings.Contains(err.Error(), "prosperity") {
		t.Errorf("negative prosperity: got %v", err)
	}
	if err := s.SetParty(ctx, 99, party); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing campaign: got %v", err)
	}
	got, err := s.Campaign(ctx, c.ID)
	if err != nil || got.Party != party {
		t.Errorf("party: got %+v %v, want %+v", got.Party, err, party)
	}

	brute := campaign.Character{Class: "brute", Name: "Grok", Level: 2, XP: 50, Gold: 12, PerkMarks: 4,
		Perks: []string{"remove -1, -1", "add +3", "add +3"}}
	b, err := s.AddCharacter(ctx, c.ID, brute)
	if err != nil {
		t.Fatal(err)
	}
	tink, err := s.AddCharacter(ctx, c.ID, campaign.Character{Class: "tinkerer", Name: "Tik", Level: 1})
	if err != nil {
		t.Fatal(err)
	}
	if b.ID != 1 || tink.ID != 2 {
		t.Errorf("ids %d %d, want 1 2", b.ID, tink.ID)
	}
	for _, bad := range []campaign.Character{
		{Name: "x", Level: 1},
		{Class: "brute", Level: 1},
		{Class: "brute", Name: "x"},
		{Class: "brute", Name: "x", Level: 1, XP: -1},
		{Class: "brute", Name: "x", Level: 1, Gold: -1},
		{Class: "brute", Name: "x", Level: 1, PerkMarks: -1},
		{Class: "brute", Name: "x", Level: 1, Perks: []string{"ok", " "}},
	} {
		if _, err := s.AddCharacter(ctx, c.ID, bad); err == nil {
			t.Errorf("AddCharacter(%+v) accepted", bad)
		}
	}
	if _, err := s.AddCharacter(ctx, 99, brute); !errors.Is(err, ErrNotFound) {
		t.Errorf("character in missing campaign: got %v", err)
	}
	b.Perks = []string{"add +3"}
	b.Retired = true
	if err := s.SaveCharacter(ctx, c.ID, b); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveCharacter(ctx, c.ID, campaign.Character{ID: 42, Class: "x", Name: "y", Level: 1}); !errors.Is(err, ErrNotFound) {
		t.Errorf("save missing character: got %v", err)
	}
	cs, err := s.Characters(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if want := []campaign.Character{b, tink}; !reflect.DeepEqual(cs, want) {
		t.Errorf("Characters:\n got %+v\nwant %+v", cs, want)
	}
	if err := s.DeleteCharacter(ctx, c.ID, tink.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Character(ctx, c.ID, tink.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleted character: got %v", err)
	}

	for _, sc := range []campaign.ScenarioProgress{{ID: "10", Unlocked: true}, {ID: "2", Unlocked: true, Completed: true}, {ID: "1", Unlocked: true}} {
		if err := s.SetScenario(ctx, c.ID, sc); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.SetScenario(ctx, c.ID, campaign.ScenarioProgress{ID: "1", Unlocked: true, Completed: true}); err != nil {
		t.Fatal(err)
	}
	if err := s.SetScenario(ctx, c.ID, campaign.ScenarioProgress{ID: ""}); err == nil {
		t.Error("blank scenario id accepted")
	}
	scs, err := s.Scenarios(ctx, c.ID)
	wantSc := []campaign.ScenarioProgress{{ID: "1", Unlocked: true, Completed: true}, {ID: "2", Unlocked: true, Completed: true}, {ID: "10", Unlocked: true, Completed: false}}
	if err != nil || !reflect.DeepEqual(scs, wantSc) {
		t.Errorf("Scenarios: got %+v %v, want %+v", scs, err, wantSc)
	}

	n1, err := s.AddNote(ctx, c.ID, "Bought a sword")
	if err != nil {
		t.Fatal(err)
	}
	n2, _ := s.AddNote(ctx, c.ID, "second")
	if err := s.EditNote(ctx, c.ID, n1.ID, "Bought two swords"); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteNote(ctx, c.ID, n2.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.EditNote(ctx, c.ID, n2.ID, "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("edit deleted note: got %v", err)
	}
	notes, err := s.Notes(ctx, c.ID)
	if err != nil || len(notes) != 1 || notes[0].Text != "Bought two swords" || !notes[0].Created.Equal(n1.Created) {
		t.Errorf("Notes: got %+v %v", notes, err)
	}

	// Deleting the campaign removes everything that belongs to it.
	if _, err := s.Record(ctx, c.ID, Action{Kind: "draw"}); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteCampaign(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"characters", "character_perks", "scenarios", "notes", "tables", "actions"} {
		var n int
		if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM "+table).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Errorf("%d rows left in %s after deleting the campaign", n, table)
		}
	}
}
