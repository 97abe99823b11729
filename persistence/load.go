package persistence

import (
	"context"
	"database/sql"
	"fmt"
	"math"

	"github.com/haventable/haventable/engine/campaign"
)

// CampaignState is everything kept about one campaign, as Load returns it.
type CampaignState struct {
	// Campaign holds the name, creation time and party.
	Campaign campaign.Campaign
	// Characters are ordered by ID.
	Characters []campaign.Character
	// Scenarios are ordered as Scenarios orders them.
	Scenarios []campaign.ScenarioProgress
	// Notes are ordered by ID.
	Notes []campaign.Note
	// Play is the scenario in progress and the position in the log.
	Play PlayState
	// Log is the whole action log, redoable undone actions included.
	Log []LoggedAction
}

// Load reads campaign id whole, in one consistent read.
func (s *Store) Load(ctx context.Context, id int64) (CampaignState, error) {
	var st CampaignState
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		st, err = loadIn(ctx, tx, id)
		return err
	})
	if err != nil {
		return CampaignState{}, fmt.Errorf("load campaign %d: %w", id, err)
	}
	return st, nil
}

func loadIn(ctx context.Context, q querier, id int64) (CampaignState, error) {
	var st CampaignState
	var err error
	if st.Campaign, err = campaignIn(ctx, q, id); err != nil {
		return st, err
	}
	if st.Characters, err = charactersIn(ctx, q, id, nil); err != nil {
		return st, fmt.Errorf("characters: %w", err)
	}
	if st.Scenarios, err = scenariosIn(ctx, q, id); err != nil {
		return st, fmt.Errorf("scenarios: %w", err)
	}
	if st.Notes, err = notesIn(ctx, q, id); err != nil {
		return st, fmt.Errorf("notes: %w", err)
	}
	if st.Play, err = playStateIn(ctx, q, id); err != nil {
		return st, fmt.Errorf("table: %w", err)
	}
	if st.Log, err = logIn(ctx, q, id, 1, math.MaxInt64); err != nil {
		return st, fmt.Errorf("action log: %w", err)
	}
	return st, nil
}
