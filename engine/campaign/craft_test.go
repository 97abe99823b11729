package campaign

import (
	"testing"

	"github.com/haventable/haventable/engine/outpost"
)

// TestCraftItemSupplyPaysHerbsOnly: in a craft the outpost's supply pays
// herbs only (rulebook p. 65, "material resources cannot be taken from
// the Frosthaven supply, but herb resources can"), never gold.
func TestCraftItemSupplyPaysHerbsOnly(t *testing.T) {
	base := CraftItem{Character: 1, CharacterName: "Ana", Item: 41, ItemName: "Ice Pick"}
	for _, c := range []struct {
		supply outpost.Supply
		ok     bool
	}{
		{outpost.Supply{outpost.Arrowvine: 1, outpost.Snowthistle: 2}, true},
		{outpost.Supply{outpost.Hide: 1}, false},
		{outpost.Supply{outpost.Lumber: 1, outpost.Arrowvine: 1}, false},
		{outpost.Supply{outpost.Metal: 1}, false},
		{outpost.Supply{outpost.Gold: 1}, false},
	} {
		e := base
		e.Pay = outpost.Craft{Own: outpost.Supply{outpost.Metal: 1}, Supply: c.supply}
		if err := e.Check(); (err == nil) != c.ok {
			t.Errorf("the supply paying %s: %v", c.supply, err)
		}
	}
}
