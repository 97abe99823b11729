package persistence

import (
	"encoding/json"

	"github.com/haventable/haventable/engine/campaign"
)

// storedSheet is a character sheet as the database keeps it in an action's
// undo data (actions.characters_before and characters_after), with its
// JSON names spelled out: renaming a field of campaign.Character must not
// change what is stored. Rows written before these tags used the Go field
// names ("ID", "PerkMarks" ...); encoding/json matches names without regard
// to case, so only PerkMarks needs a field of its own to read them.
type storedSheet struct {
	ID        int64    `json:"id"`
	Class     string   `json:"class"`
	Name      string   `json:"name"`
	Level     int      `json:"level"`
	XP        int      `json:"xp"`
	Gold      int      `json:"gold"`
	PerkMarks int      `json:"perk_marks"`
	Perks     []string `json:"perks"`
	Retired   bool     `json:"retired"`
	// OldPerkMarks reads "PerkMarks" from rows written before the tags.
	OldPerkMarks int `json:"PerkMarks,omitempty"`
}

// encodeSheets encodes character sheets for the undo data.
func encodeSheets(cs []campaign.Character) ([]byte, error) {
	out := make([]storedSheet, len(cs))
	for i, c := range cs {
		out[i] = storedSheet{ID: c.ID, Class: c.Class, Name: c.Name, Level: c.Level, XP: c.XP,
			Gold: c.Gold, PerkMarks: c.PerkMarks, Perks: c.Perks, Retired: c.Retired}
	}
	return json.Marshal(out)
}

// decodeSheets reads what encodeSheets writes, and the rows of earlier
// versions.
func decodeSheets(b []byte) ([]campaign.Character, error) {
	var in []storedSheet
	if err := json.Unmarshal(b, &in); err != nil {
		return nil, err
	}
	out := make([]campaign.Character, len(in))
	for i, s := range in {
		out[i] = campaign.Character{ID: s.ID, Class: s.Class, Name: s.Name, Level: s.Level, XP: s.XP,
			Gold: s.Gold, PerkMarks: max(s.PerkMarks, s.OldPerkMarks), Perks: s.Perks, Retired: s.Retired}
	}
	return out, nil
}
