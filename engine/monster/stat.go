package monster

import "slices"

// StatCard is a monster's stats at one scenario level, normal, elite or
// boss, with the data pack's formulas worked out for the party's size.
type StatCard struct {
	Monster    string `json:"monster"`
	Level      int    `json:"level"`
	Elite      bool   `json:"elite,omitempty"`
	Boss       bool   `json:"boss,omitempty"`
	Characters int    `json:"characters"`

	HitPoints      int `json:"hit_points"`
	Move           int `json:"move"`
	Attack         int `json:"attack"`
	Range          int `json:"range,omitempty"` // 0: melee
	Shield         int `json:"shield,omitempty"`
	Retaliate      int `json:"retaliate,omitempty"`
	RetaliateRange int `json:"retaliate_range,omitempty"` // 0 when there is no retaliate, else at least 1
	Pierce         int `json:"pierce,omitempty"`
	Target         int `json:"target"` // at least 1
	// TargetPlus adds targets to every attack ("+1 target" on the stat
	// card); Push and Pull are added to every attack.
	TargetPlus int        `json:"target_plus,omitempty"`
	Push       int        `json:"push,omitempty"`
	Pull       int        `json:"pull,omitempty"`
	Flying     bool       `json:"flying,omitempty"`
	Conditions []string   `json:"conditions,omitempty"`
	Immunities []string   `json:"immunities,omitempty"`
	Special    [][]Action `json:"special,omitempty"`
	Notes      string     `json:"notes,omitempty"`
}

// Immune reports whether the monster is immune to the condition (or push
// or pull).
func (s StatCard) Immune(condition string) bool { return slices.Contains(s.Immunities, condition) }
