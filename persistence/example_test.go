package persistence_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/persistence"
)

// A table session: open the file, start a scenario, record two actions,
// undo one. The engine supplies the snapshots; here they are literals.
func Example() {
	dir, _ := os.MkdirTemp("", "haventable")
	defer os.RemoveAll(dir)
	ctx := context.Background()

	store, err := persistence.Open(filepath.Join(dir, "campaigns.db"))
	if err != nil {
		log.Fatal(err) // errors.Is(err, persistence.ErrLocked) etc. for a friendly message
	}
	defer store.Close()

	c, _ := store.CreateCampaign(ctx, "Gloomhaven")
	hero, _ := store.AddCharacter(ctx, c.ID, campaign.Character{Class: "brute", Name: "Grok", Level: 1})

	store.Record(ctx, c.ID, persistence.Action{
		Kind:     "start scenario",
		Payload:  json.RawMessage(`{"scenario":"1"}`),
		Scenario: &persistence.Snapshot{Version: 1, State: json.RawMessage(`{"round":1}`)},
	})
	hero.Perks = []string{"remove -1, -1"}
	store.Record(ctx, c.ID, persistence.Action{Kind: "perk change", Characters: []campaign.Character{hero}})

	step, _ := store.Undo(ctx, c.ID)
	fmt.Println("undid", step.Action.Kind, "perks now", step.Characters[0].Perks)
	table, _ := store.PlayState(ctx, c.ID)
	fmt.Println("scenario", string(table.Scenario.State), "can redo", table.CanRedo())
	// Output:
	// undid perk change perks now []
	// scenario {"round":1} can redo true
}
