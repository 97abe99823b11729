package outpost

import (
	"errors"
	"fmt"
)

// Cost is what a construction costs: Prosperity is the prosperity level it
// needs (not paid), Materials what is paid (lumber, metal, hide and gold).
// Manual marks an upgrade made by the story (a section), never by
// construction.
type Cost struct {
	Prosperity int    `json:"prosperity,omitempty"`
	Materials  Supply `json:"materials,omitempty"`
	Manual     bool   `json:"manual,omitempty"`
}

// Reward is what reaching a level of a building gives at once.
type Reward struct {
	Prosperity int `json:"prosperity,omitempty"`
	Defense    int `json:"defense,omitempty"`
	Soldiers   int `json:"soldiers,omitempty"`
	LoseMorale int `json:"lose_morale,omitempty"`
	// Section is a section of the book to read.
	Section string `json:"section,omitempty"`
	// Words is what the data says besides, to be done by hand.
	Words string `json:"words,omitempty"`
}

// Building is one building as the game's data defines it. Levels count
// from 1; index i of Upgrades is the step from level i+1 to i+2, of
// Repair, Rebuild, Rewards and the effects level i+1.
type Building struct {
	// Name identifies the building ("smithy").
	Name string `json:"name"`
	// Title is what the players call it ("Smithy"), in their
	// language where the data has it; Name when empty.
	Title string `json:"title,omitempty"`
	// Number is the card's number ("05"), when it has one.
	Number string `json:"number,omitempty"`
	// Build is the cost to build it (level 1).
	Build Cost `json:"build"`
	// Upgrades are the costs of each level above 1.
	Upgrades []Cost `json:"upgrades,omitempty"`
	// Repair is the number of material resources, in any mix, that
	// repairs the building when damaged, by level.
	Repair []int `json:"repair,omitempty"`
	// Rebuild is what rebuilds it when wrecked, by level.
	Rebuild []Supply `json:"rebuild,omitempty"`
	// Requires names a building that must stand before this one is built.
	Requires string `json:"requires,omitempty"`
	// Unlocked is true when prosperity alone makes it available to build
	// (others wait for the story).
	Unlocked bool `json:"unlocked,omitempty"`
	// Rewards are given on reaching each level.
	Rewards []Reward `json:"rewards,omitempty"`
	// Effects and WreckedEffects are what the building does in building
	// operations at each level, standing or wrecked.
	Effects        []Effect `json:"effects,omitempty"`
	WreckedEffects []Effect `json:"wrecked_effects,omitempty"`
}

// Levels is the building's highest level.
func (b Building) Levels() int { return 1 + len(b.Upgrades) }

// Initial reports whether the building stands from the campaign's start
// (it costs nothing to build).
func (b Building) Initial() bool {
	return b.Build.Prosperity == 0 && b.Build.Materials.Total(Resources...) == 0
}

// Effect is a building's effect at one level: structured where the data
// allows (Gain, Lose), in words otherwise.
type Effect struct {
	// Words is the effect as the data says it (a label key resolved, or
	// the key itself when the text is missing); a resource stands as
	// {lumber}, {metal} ..., for the screen to name in the player's
	// language.
	Words string `json:"words,omitempty"`
	// Gain and Lose are resources the outpost gains or loses.
	Gain Supply `json:"gain,omitempty"`
	Lose Supply `json:"lose,omitempty"`
	// Morale and Inspiration are changes to the tracks.
	Morale      int `json:"morale,omitempty"`
	Inspiration int `json:"inspiration,omitempty"`
}

// Played reports whether the engine applies the effect (otherwise the
// group does it by hand from its words).
func (e Effect) Played() bool {
	return len(e.Gain) > 0 || len(e.Lose) > 0 || e.Morale != 0 || e.Inspiration != 0
}

// Empty reports whether the level has no effect at all.
func (e Effect) Empty() bool { return !e.Played() && e.Words == "" }

// Discount is the carpenter's reduction of a construction cost: Material is
// the material resource taken off (the group's choice; "" for none).
type Discount struct {
	Material Resource `json:"material,omitempty"`
}

// ExtraConstructionMorale is the morale a second build or upgrade in one
// outpost phase costs, less carpenterMorale (the carpenter's reduction).
func ExtraConstructionMorale(carpenterMorale int) int { return max(0, 2-carpenterMorale) }

// BuildCost is what building b costs with discount applied: its cost less
// one of the discounted material (never below 0). An unknown or
// non-material discount is refused.
func BuildCost(b Building, d Discount) (Cost, error) {
	if b.Build.Manual {
		return Cost{}, &RuleError{Rule: RuleStoryLevel, Building: b.called(), Level: 1}
	}
	return discounted(b.Build, d)
}

// UpgradeCost is what upgrading b from level to level+1 costs with
// discount applied.
func UpgradeCost(b Building, level int, d Discount) (Cost, error) {
	if level < 1 {
		return Cost{}, &RuleError{Rule: RuleNotBuilt, Building: b.called()}
	}
	if level >= b.Levels() {
		return Cost{}, &RuleError{Rule: RuleHighestLevel, Building: b.called(), Level: b.Levels()}
	}
	c := b.Upgrades[level-1]
	if c.Manual {
		return Cost{}, &RuleError{Rule: RuleStoryLevel, Building: b.called(), Level: level + 1}
	}
	return discounted(c, d)
}

// RepairCost is how many material resources, in any mix, repair b
// damaged at level.
func RepairCost(b Building, level int) (int, error) {
	if level < 1 || level > len(b.Repair) {
		return 0, fmt.Errorf("%s has no repair cost at level %d", b.Name, level)
	}
	return b.Repair[level-1], nil
}

// RebuildCost is what rebuilds b wrecked at level.
func RebuildCost(b Building, level int) (Supply, error) {
	if level < 1 || level > len(b.Rebuild) {
		return nil, fmt.Errorf("%s has no rebuild cost at level %d", b.Name, level)
	}
	return b.Rebuild[level-1].Plus(nil), nil
}

// RepairCostError is a repair costing Cost material resources paid with
// Offered.
type RepairCostError struct{ Cost, Offered int }

func (e *RepairCostError) Error() string {
	return fmt.Sprintf("the repair costs %d material resources, %d offered", e.Cost, e.Offered)
}

// CheckRepair refuses a payment of a repair costing n that is not n
// material resources (a *RepairCostError).
func CheckRepair(n int, pay Supply) error {
	if err := pay.Validate(); err != nil {
		return err
	}
	if pay.Total(Resources...) != pay.Total(Materials...) {
		return errors.New("a repair is paid in material resources only")
	}
	if got := pay.Total(Materials...); got != n {
		return &RepairCostError{Cost: n, Offered: got}
	}
	return nil
}

func discounted(c Cost, d Discount) (Cost, error) {
	out := Cost{Prosperity: c.Prosperity, Materials: c.Materials.Plus(nil)}
	if d.Material == "" {
		return out, nil
	}
	if !IsMaterial(d.Material) {
		return Cost{}, fmt.Errorf("a discount takes off a material resource, not %q", d.Material)
	}
	if out.Materials[d.Material] > 0 {
		out.Materials[d.Material]--
		out.Materials = out.Materials.trim()
	}
	return out, nil
}
