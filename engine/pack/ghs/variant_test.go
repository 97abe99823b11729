package ghs

import (
	"encoding/json"
	"slices"
	"testing"
)

// A section may name a scenario's own variant of a type by a shorter id
// than its monster file gives it ("reed-stalker-7" for
// "reed-stalker-scenario-7", as GHS's gh2e #56 does): the standee is of
// that variant, not left out.
func TestScenarioVariantByShortID(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(roomsFixture(t)[0].Data, &doc); err != nil {
		t.Fatal(err)
	}
	stalker := doc["monsters"].([]any)[0].(map[string]any)
	variant := map[string]any{}
	for k, v := range stalker {
		variant[k] = v
	}
	variant["name"], variant["deck"] = "reed-stalker-scenario-7", "reed-stalker"
	doc["monsters"] = []any{stalker, variant}
	doc["scenarios"] = []any{map[string]any{"index": "7", "name": "Weir Gate", "edition": "inv", "monsters": []any{"reed-stalker"},
		"rooms": []any{map[string]any{"roomNumber": 1, "initial": true, "monster": []any{map[string]any{"name": "reed-stalker", "type": "normal"}}}}}}
	doc["sections"] = []any{map[string]any{"index": "7.1", "edition": "inv", "parent": "7", "monsters": []any{"reed-stalker-7", "reed-stalker-8"},
		"rooms": []any{map[string]any{"roomNumber": 2, "initial": true, "monster": []any{
			map[string]any{"name": "reed-stalker-7", "type": "boss"}, map[string]any{"name": "reed-stalker-8", "type": "normal"}}}}}}
	data, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	p, _, err := Import("Invented", []File{{Name: "edition.json", Data: data}})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Scenarios) != 1 {
		t.Fatalf("scenarios %+v", p.Scenarios)
	}
	s := p.Scenarios[0]
	if !slices.Equal(s.LeftOut, []string{"Reed Stalker 8"}) {
		t.Errorf("left out %v (a variant with no file of its own is left out, one with a file is not)", s.LeftOut)
	}
	if len(s.Rooms) != 2 || len(s.Rooms[1].Standees) != 1 || s.Rooms[1].Standees[0].Type != "Reed Stalker Scenario 7" {
		t.Errorf("rooms %+v", s.Rooms)
	}
	if got := scenarioVariant("reed-stalker-scenario-7"); got != "" {
		t.Errorf("a variant's own id read as a short one: %q", got)
	}
}
