package persistence

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
)

// storedCards is what characters.cards holds: a character's level-up picks
// and enhancements (campaign.Character.Picks, Enhancements).
type storedCards struct {
	Picks        []int                    `json:"picks,omitempty"`
	Enhancements []engine.CardEnhancement `json:"enhancements,omitempty"`
}

// setCards stores c's picks and enhancements (” for none).
func setCards(ctx context.Context, q querier, campaignID int64, c campaign.Character) error {
	text := ""
	if len(c.Picks) > 0 || len(c.Enhancements) > 0 {
		b, err := json.Marshal(storedCards{Picks: c.Picks, Enhancements: c.Enhancements})
		if err != nil {
			return err
		}
		text = string(b)
	}
	_, err := q.ExecContext(ctx, "UPDATE characters SET cards = ? WHERE campaign_id = ? AND id = ?", text, campaignID, c.ID)
	return err
}

// decodeCards reads what setCards stores into c.
func decodeCards(text string, c *campaign.Character) error {
	if text == "" {
		return nil
	}
	var s storedCards
	if err := json.Unmarshal([]byte(text), &s); err != nil {
		return fmt.Errorf("cards: %w", err)
	}
	c.Picks, c.Enhancements = s.Picks, s.Enhancements
	return nil
}

// applyCardEdit makes a level-up pick or places an enhancement
// (campaign.PickCard, campaign.Enhance) on the stored sheet: the gold and
// the cards change together, or neither.
func applyCardEdit(ctx context.Context, tx *sql.Tx, e campaign.Edit, campaignID int64) (int64, error) {
	var who int64
	var change func(c *campaign.Character) error
	switch e := e.(type) {
	case campaign.PickCard:
		who, change = e.Character, e.Pick
	case campaign.Enhance:
		who, change = e.Character, e.Place
	default:
		return 0, fmt.Errorf("edit %T: not a card edit", e)
	}
	c, err := changeCharacter(ctx, tx, campaignID, who, change)
	if err != nil {
		return 0, err
	}
	return c.ID, setCards(ctx, tx, campaignID, c)
}
