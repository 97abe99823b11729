package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// --check-data prints the Frosthaven outpost a Gloomhaven Secretariat file
// holds: a built edition (its campaign with the buildings), and GHS's
// data/fh/buildings.json or campaign.json read with the files beside them.
// The fixtures are invented, in GHS's format.
func TestCheckDataOutpost(t *testing.T) {
	fixture := filepath.Join("engine", "outpost", "ghsoutpost", "testdata", "fh")
	read := func(name string) json.RawMessage {
		b, err := os.ReadFile(filepath.Join(fixture, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var camp map[string]json.RawMessage
	if err := json.Unmarshal(read("campaign.json"), &camp); err != nil {
		t.Fatal(err)
	}
	camp["buildings"] = read("buildings.json")
	edition, _ := json.Marshal(map[string]any{"edition": "fh", "monsters": []any{}, "decks": []any{}, "campaign": camp,
		"label": map[string]json.RawMessage{"en": read("label/en.json")},
		"scenarios": []json.RawMessage{json.RawMessage(`{"index": "7", "name": "Invented Cave", "edition": "fh", "rewards": {"morale": 1,
			"collectiveResources": [{"type": "lumber", "value": 2}], "experience": 5}}`)},
		"sections": []json.RawMessage{json.RawMessage(`{"index": "3.1", "name": "Invented Built", "edition": "fh", "rewards": {"morale": 1,
			"items": ["247"]}}`)},
		"events": []json.RawMessage{json.RawMessage(`{"cardId": "SR-97", "type": "summer-road", "narrative": "Walk [Tx4] and [Cx3].",
			"options": [{"label": "A", "outcomes": [{"narrative": "Nothing."}]}]}`)}})
	built := filepath.Join(t.TempDir(), "fh.json")
	if err := os.WriteFile(built, edition, 0o644); err != nil {
		t.Fatal(err)
	}
	const line = "Frosthaven outpost: buildings: 3; calendar weeks: 2; building effects: 8 played, 3 kept in words"
	for _, path := range []string{built, filepath.Join(fixture, "buildings.json"), filepath.Join(fixture, "campaign.json")} {
		code, out, errs := runApp(t, "--lang", "en", "--check-data", path)
		if code != 0 || !strings.Contains(out, line+"\n") || errs != "" {
			t.Errorf("%s: exit %d, out %q, err %q", path, code, out, errs)
		}
		if !strings.Contains(out, "campaign.json.banner: skipped: not known to this reader") && path != built {
			t.Errorf("%s: the key left out is not named: %q", path, out)
		}
	}
	// the built edition's scenario and section rewards are counted, and an event's
	// notation the reader does not tell in words is named ("[Cx3]" is)
	code, out, _ := runApp(t, "--lang", "en", "--check-data", built)
	if code != 0 || !strings.Contains(out, "scenario rewards: scenarios: 1; entries applied to the outpost: 2; kept in words: 1\n") ||
		!strings.Contains(out, "section rewards: sections: 1; entries applied to the outpost when read: 1; kept in words: 1\n") ||
		!strings.Contains(out, `event SR-97: notation "[Tx4]" left in its words "Walk [Tx4] and 3 × the number of characters."`) {
		t.Errorf("the built edition's rewards and notation: exit %d, out %q", code, out)
	}
	code, out, _ = runApp(t, "--lang", "de", "--check-data", filepath.Join(fixture, "campaign.json"))
	if code != 0 || !strings.Contains(out, "Gebäude: 3; Kalenderwochen: 2") {
		t.Errorf("in German: exit %d, out %q", code, out)
	}
	// a file that is neither a pack nor an outpost is still refused
	bad := filepath.Join(t.TempDir(), "list.json")
	if err := os.WriteFile(bad, []byte(`[1, 2]`), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runApp(t, "--lang", "en", "--check-data", bad); code != 1 || !strings.Contains(errs, "cannot be read") {
		t.Errorf("a list of numbers: exit %d, err %q", code, errs)
	}
}
