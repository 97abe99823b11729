package outpost

import (
	"errors"
	"fmt"
	"slices"
)

// Craft is how a crafted item's cost is paid (downtime, docs/outpost.md
// "Crafting"): Own from the crafting character's resources and gold, Supply
// from Frosthaven's supply.
type Craft struct {
	Own    Supply `json:"own,omitempty"`
	Supply Supply `json:"supply,omitempty"`
}

// ErrCraftShort means the character and the supply together cannot pay a
// craft; CraftShortError says what is missing.
var ErrCraftShort = errors.New("not enough resources to craft it")

// CraftShortError is a craft refused for want of Missing.
type CraftShortError struct{ Missing Supply }

func (e CraftShortError) Error() string {
	return fmt.Sprintf("%v: %s missing", ErrCraftShort, e.Missing)
}

// Unwrap is ErrCraftShort.
func (CraftShortError) Unwrap() error { return ErrCraftShort }

// PayCraft splits cost between the character, who holds held (its
// resources, and its gold as Gold), and the supply: the character pays
// what it holds first and the supply the rest of the herbs when
// useSupply. Materials and gold are always the character's: rulebook p.
// 65, "When paying crafting costs, material resources cannot be taken
// from the Frosthaven supply, but herb resources can" (p. 66: a potion's
// herbs, likewise, come "from the Frosthaven supply or their personal
// supply, in any combination"). It refuses, naming what is missing, when
// the two together fall short.
func PayCraft(cost, held, supply Supply, useSupply bool) (Craft, error) {
	if err := cost.Validate(); err != nil {
		return Craft{}, err
	}
	var c Craft
	missing := Supply{}
	for _, r := range Resources {
		need := cost[r]
		if need == 0 {
			continue
		}
		own := min(need, held[r])
		from := 0
		if useSupply && SupplyPaysCraft(r) {
			from = min(need-own, supply[r])
		}
		if own > 0 {
			c.Own = c.Own.Plus(Supply{r: own})
		}
		if from > 0 {
			c.Supply = c.Supply.Plus(Supply{r: from})
		}
		if short := need - own - from; short > 0 {
			missing[r] = short
		}
	}
	if len(missing) > 0 {
		return Craft{}, CraftShortError{Missing: missing}
	}
	return c, nil
}

// Cost is what the craft pays in all.
func (c Craft) Cost() Supply { return c.Own.Plus(c.Supply) }

// SupplyPaysCraft is true for the resources Frosthaven's supply may pay
// in a craft or a brew: the herbs (rulebook p. 65), never a material
// resource nor gold.
func SupplyPaysCraft(r Resource) bool { return slices.Contains(Herbs, r) }
