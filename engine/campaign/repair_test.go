package campaign

import (
	"testing"

	"github.com/haventable/haventable/engine/outpost"
)

// TestRepairSharesChecked: what characters pay of a repair (rulebook p.
// 61) is materials, of a building repaired, no more than its repair, and
// the supply pays only the rest.
func TestRepairSharesChecked(t *testing.T) {
	attack := outpost.Attack{Value: 9, Targets: []outpost.Target{{Building: "tavern"}}}
	ok := OutpostEvent{Card: "E", Attack: &attack, Outcomes: []string{outpost.Damaged},
		Repairs: map[string]outpost.Supply{"tavern": {outpost.Lumber: 1, outpost.Hide: 2}},
		Paid: []RepairShare{{Building: "tavern", Character: 1, CharacterName: "Ana", Pay: outpost.Supply{outpost.Hide: 1}},
			{Building: "tavern", Character: 2, CharacterName: "Bo", Pay: outpost.Supply{outpost.Hide: 1}}}}
	if err := ok.Check(); err != nil {
		t.Fatal(err)
	}
	if own := ok.Owns()["tavern"]; !own.Equal(outpost.Supply{outpost.Hide: 2}) {
		t.Errorf("the characters pay %s, want 2 hide", own)
	}
	if got := ok.Told().Detail; got != "tavern:repaired by Ana, Bo" {
		t.Errorf("told %q", got)
	}
	bad := map[string][]RepairShare{
		"gold":        {{Building: "tavern", Character: 1, CharacterName: "Ana", Pay: outpost.Supply{outpost.Gold: 1}}},
		"herb":        {{Building: "tavern", Character: 1, CharacterName: "Ana", Pay: outpost.Supply{outpost.Arrowvine: 1}}},
		"nothing":     {{Building: "tavern", Character: 1, CharacterName: "Ana"}},
		"no one":      {{Building: "tavern", CharacterName: "Ana", Pay: outpost.Supply{outpost.Hide: 1}}},
		"more":        {{Building: "tavern", Character: 1, CharacterName: "Ana", Pay: outpost.Supply{outpost.Hide: 3}}},
		"other":       {{Building: "tavern", Character: 1, CharacterName: "Ana", Pay: outpost.Supply{outpost.Metal: 1}}},
		"no building": {{Building: "inn", Character: 1, CharacterName: "Ana", Pay: outpost.Supply{outpost.Hide: 1}}},
	}
	for name, paid := range bad {
		e := ok
		e.Paid = paid
		if err := e.Check(); err == nil {
			t.Errorf("%s: a share %+v was let through", name, paid)
		}
	}
}
