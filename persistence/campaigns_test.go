package persistence

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
)

func TestCreateCampaignWithIsWholeOrNothing(t *testing.T) {
	ctx := context.Background()
	s, err := Open(filepath.Join(t.TempDir(), "campaign.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	chars := []campaign.Character{
		{Class: "warden", Name: "Ysolde", Level: 1},
		{Class: "arcanist", Name: "Tamsin", Level: 1},
	}
	boom := errors.New("the scenario could not be built")
	for name, start := range map[string]func([]campaign.Character) (Action, error){
		"start fails":   func([]campaign.Character) (Action, error) { return Action{}, boom },
		"action is bad": func([]campaign.Character) (Action, error) { return Action{Kind: " "}, nil },
		"snapshot is bad": func([]campaign.Character) (Action, error) {
			return Action{Kind: "start", Scenario: &Snapshot{Version: 1}}, nil
		},
		"cancelled midway": func([]campaign.Character) (Action, error) { return Action{}, context.Canceled },
	} {
		if _, err := s.CreateCampaignWith(ctx, NewCampaign{Name: name, Party: campaign.Party{Name: "p"}, Characters: chars, Start: start}); err == nil {
			t.Fatalf("%s: no error", name)
		}
		if list, err := s.Campaigns(ctx); err != nil || len(list) != 0 {
			t.Fatalf("%s: campaigns left behind: %v %v", name, list, err)
		}
	}

	var seen []campaign.Character
	c, err := s.CreateCampaignWith(ctx, NewCampaign{Name: "First", Party: campaign.Party{Name: "Party"}, Characters: chars,
		Start: func(cs []campaign.Character) (Action, error) {
			seen = cs
			state, _ := json.Marshal(map[string]int{"hero": int(cs[1].ID)})
			return Action{Kind: "start-scenario", Scenario: &Snapshot{Version: 1, State: state}}, nil
		}})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != 2 || seen[0].ID != 1 || seen[1].ID != 2 {
		t.Fatalf("Start saw %+v, want the characters with IDs 1 and 2", seen)
	}
	st, err := s.Load(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if st.Campaign.Party.Name != "Party" || len(st.Characters) != 2 || st.Play.Scenario == nil ||
		string(st.Play.Scenario.State) != `{"hero":2}` || st.Play.Cursor != 1 {
		t.Fatalf("campaign as stored: %+v", st)
	}
}
