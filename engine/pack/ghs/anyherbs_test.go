package ghs

import (
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/outpost"
)

// TestImportAnyHerbs: GHS's resourcesAny (a crafting cost of herbs in any
// combination, the potion brewed with a herb twice or more) is read as
// the item's any_herbs, its counts added up; another kind is left out
// with a warning. The items are invented, in GHS's items.json format.
func TestImportAnyHerbs(t *testing.T) {
	const items = `[
  {"id": 1, "name": "Pond Tonic", "count": 2, "edition": "iv", "slot": "small", "consumed": true, "resources": {"arrowvine": 1, "axenut": 1}, "requiredBuilding": "alchemist", "requiredBuildingLevel": 1},
  {"id": 2, "name": "Murky Brew", "count": 2, "edition": "iv", "slot": "small", "consumed": true, "resourcesAny": [{"herb_resources": 1}, {"herb_resources": 1}], "requiredBuilding": "alchemist", "requiredBuildingLevel": 1},
  {"id": 3, "name": "Black Brew", "count": 2, "edition": "iv", "slot": "small", "consumed": true, "resourcesAny": [{"herb_resources": 2}, {"herb_resources": 1}], "requiredBuilding": "alchemist", "requiredBuildingLevel": 3},
  {"id": 4, "name": "Tar Pot", "count": 1, "edition": "iv", "slot": "small", "resourcesAny": [{"metal_resources": 2}], "requiredBuilding": "alchemist", "requiredBuildingLevel": 1},
  {"id": 5, "name": "Odd Jar", "count": 1, "edition": "iv", "slot": "small", "resourcesAny": {"herb_resources": 2}}
]`
	p, rep, err := Import("iv", []File{{Name: "items.json", Data: []byte(items)}})
	if err != nil {
		t.Fatal(err)
	}
	var ws []string
	for _, w := range rep.Warnings {
		ws = append(ws, w.String())
	}
	warnings := strings.Join(ws, "\n")
	for n, want := range map[int]int{1: 0, 2: 2, 3: 3, 4: 0, 5: 0} {
		it, ok := p.Item(n)
		if !ok {
			t.Fatalf("no item %d", n)
		}
		if it.AnyHerbs != want {
			t.Errorf("item %d: %d any herbs, want %d", n, it.AnyHerbs, want)
		}
	}
	if it, _ := p.Item(2); len(it.Resources) != 0 || it.Building != "Alchemist" || it.BuildingLevel != 1 {
		t.Errorf("murky brew %+v", *it)
	}
	if it, _ := p.Item(1); !it.Resources.Supply().Equal(outpost.Supply{outpost.Arrowvine: 1, outpost.Axenut: 1}) {
		t.Errorf("pond tonic %+v", *it)
	}
	for _, w := range []string{
		`items.json[3].resourcesAny: item 4: crafting cost metal_resources 2 is not a count of any herbs: resourcesAny left out`,
		`items.json[4].resourcesAny: item 5: resourcesAny is not a list of counts: left out`,
	} {
		if !strings.Contains(warnings, w) {
			t.Errorf("no warning %q in\n%s", w, warnings)
		}
	}
	if err := p.Check(); err != nil {
		t.Errorf("the pack imported is refused: %v", err)
	}
}
