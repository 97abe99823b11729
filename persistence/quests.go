package persistence

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/haventable/haventable/engine/campaign"
)

// insertQuest stores c's personal quest, when it has one.
func insertQuest(ctx context.Context, q querier, campaignID int64, c campaign.Character) error {
	if c.Quest == nil {
		return nil
	}
	data, err := json.Marshal(c.Quest)
	if err != nil {
		return err
	}
	if _, err := q.ExecContext(ctx, "INSERT INTO character_quests (campaign_id, character_id, quest) VALUES (?, ?, ?)",
		campaignID, c.ID, string(data)); err != nil {
		return fmt.Errorf("personal quest: %w", err)
	}
	return nil
}

// questsIn reads the personal quests of the characters out (index: a
// character's ID to its place in out).
func questsIn(ctx context.Context, q querier, campaignID int64, out []campaign.Character, index map[int64]int) error {
	rows, err := q.QueryContext(ctx, "SELECT character_id, quest FROM character_quests WHERE campaign_id = ?", campaignID)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var data string
		if err := rows.Scan(&id, &data); err != nil {
			return err
		}
		i, ok := index[id]
		if !ok {
			continue
		}
		var quest campaign.Quest
		if err := json.Unmarshal([]byte(data), &quest); err != nil {
			return fmt.Errorf("character %d: personal quest: %w", id, err)
		}
		out[i].Quest = &quest
	}
	return rows.Err()
}

// applyQuestEdit makes a personal quest edit (campaign.ApplyQuestEdit) on
// the character it names, refusing what the quest does not allow.
func applyQuestEdit(ctx context.Context, tx *sql.Tx, e campaign.Edit, campaignID int64) (int64, error) {
	var who int64
	switch e := e.(type) {
	case campaign.ChooseQuest:
		who = e.Character
	case campaign.QuestCount:
		who = e.Character
	case campaign.QuestAdvance:
		who = e.Character
	case campaign.Retire:
		who = e.Character
	}
	chars, err := charactersIn(ctx, tx, campaignID, []int64{who})
	if err != nil {
		return 0, err
	}
	if len(chars) == 0 {
		return 0, fmt.Errorf("character %d: %w", who, sql.ErrNoRows)
	}
	c := chars[0]
	if err := campaign.ApplyQuestEdit(&c, e); err != nil {
		return 0, err
	}
	if err := c.Validate(); err != nil {
		return 0, err
	}
	if err := updateCharacter(ctx, tx, campaignID, c); err != nil {
		return 0, err
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM character_quests WHERE campaign_id = ? AND character_id = ?", campaignID, c.ID); err != nil {
		return 0, err
	}
	return c.ID, insertQuest(ctx, tx, campaignID, c)
}
