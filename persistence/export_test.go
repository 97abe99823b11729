package persistence

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/jsontag"
)

// playedCampaign creates a campaign with a sheet and a random action
// history, including undone actions, and returns its id.
func playedCampaign(t *testing.T, s *Store, seed int64, actions int) int64 {
	t.Helper()
	ctx := context.Background()
	c, err := s.CreateCampaign(ctx, "Exported <&>")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetParty(ctx, c.ID, campaign.Party{Name: "Party", Reputation: -2, Prosperity: 3, Donations: 10}); err != nil {
		t.Fatal(err)
	}
	for _, ch := range []campaign.Character{
		{Class: "brute", Name: "Grok", Level: 3, XP: 120, Gold: 30, PerkMarks: 5, Perks: []string{"remove -1, -1", "remove -1, -1", "add +1 roll"}},
		{Class: "spellweaver", Name: "Ana", Level: 1, Retired: true},
	} {
		if _, err := s.AddCharacter(ctx, c.ID, ch); err != nil {
			t.Fatal(err)
		}
	}
	for _, sc := range []campaign.ScenarioProgress{{ID: "1", Unlocked: true, Completed: true}, {ID: "2", Unlocked: true, Completed: false}, {ID: "tutorial", Unlocked: true, Completed: true}} {
		if err := s.SetScenario(ctx, c.ID, sc); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.AddNote(ctx, c.ID, "first note"); err != nil {
		t.Fatal(err)
	}
	randomActions(t, s, c.ID, rand.New(rand.NewSource(seed)), actions, nil)
	return c.ID
}

func exportBytes(t *testing.T, s *Store, id int64) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := s.Export(context.Background(), id, &buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// reimport exports campaign id of s and imports it into s again, as a new
// campaign.
func reimport(t *testing.T, s *Store, id int64) campaign.Campaign {
	t.Helper()
	c, err := s.Import(context.Background(), bytes.NewReader(exportBytes(t, s, id)))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestExportImportRoundTrip(t *testing.T) {
	ctx := context.Background()
	for seed := int64(1); seed <= 5; seed++ {
		src := openTemp(t)
		id := playedCampaign(t, src, seed, 80)
		data := exportBytes(t, src, id)

		dst := openTemp(t)
		// Something already in the target store must not get in the way.
		playedCampaign(t, dst, seed+100, 10)
		imported, err := dst.Import(ctx, bytes.NewReader(data))
		if err != nil {
			t.Fatalf("seed %d: import: %v", seed, err)
		}
		want, _ := src.Load(ctx, id)
		got, err := dst.Load(ctx, imported.ID)
		if err != nil {
			t.Fatal(err)
		}
		want.Campaign.ID, got.Campaign.ID = 0, 0
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("seed %d: imported campaign differs:\n got %+v\nwant %+v", seed, got, want)
		}
		if again := exportBytes(t, dst, imported.ID); !bytes.Equal(again, data) {
			t.Fatalf("seed %d: export of the imported campaign differs from the original export", seed)
		}
		// Undo and redo behave the same on both.
		for _, op := range []string{"undo", "undo", "redo", "undo", "undo", "undo", "redo", "redo"} {
			step := src.Undo
			if op == "redo" {
				step = src.Redo
			}
			a, errA := step(ctx, id)
			step = dst.Undo
			if op == "redo" {
				step = dst.Redo
			}
			b, errB := step(ctx, imported.ID)
			if (errA == nil) != (errB == nil) || !reflect.DeepEqual(a, b) {
				t.Fatalf("seed %d: %s differs: %+v %v / %+v %v", seed, op, a, errA, b, errB)
			}
		}
	}
}

// rowCounts counts the rows of every table, to show nothing changed.
func rowCounts(t *testing.T, s *Store) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, table := range []string{"campaigns", "characters", "character_perks", "scenarios", "notes", "tables", "actions"} {
		var n int
		if err := s.db.QueryRow("SELECT count(*) FROM " + table).Scan(&n); err != nil {
			t.Fatal(err)
		}
		out[table] = n
	}
	return out
}

// editJSON decodes an export, applies edit and encodes it again.
func editJSON(t *testing.T, data []byte, edit func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestImportRefusesBadFiles(t *testing.T) {
	ctx := context.Background()
	src := openTemp(t)
	id := playedCampaign(t, src, 7, 40)
	// Make sure the export has character sheets in its log.
	if _, err := src.Record(ctx, id, Action{Kind: "perk change", Characters: []campaign.Character{{ID: 1, Class: "brute", Name: "Grok", Level: 3, Perks: []string{"replace +0 with +2"}}}}); err != nil {
		t.Fatal(err)
	}
	good := exportBytes(t, src, id)
	fakeStates, err := os.ReadFile(filepath.Join("testdata", "export_v1_fake_states.json"))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(3))
	random := make([]byte, 500)
	rng.Read(random)
	char0 := func(m map[string]any) map[string]any { return m["characters"].([]any)[0].(map[string]any) }
	lastLog := func(m map[string]any) map[string]any {
		log := m["log"].([]any)
		return log[len(log)-1].(map[string]any)
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"empty file", nil, "invalid JSON"},
		{"random bytes", random, "invalid JSON"},
		{"truncated", good[:len(good)/2], "invalid JSON"},
		{"trailing data", append(append([]byte(nil), good...), []byte(`{"x":1}`)...), "invalid JSON"},
		{"a JSON list", []byte(`[1, 2]`), "invalid JSON"},
		{"wrong format", editJSON(t, good, func(m map[string]any) { m["format"] = "something-else" }), "format"},
		{"newer version", editJSON(t, good, func(m map[string]any) { m["version"] = ExportVersion + 1 }), fmt.Sprintf("version: %d is not supported", ExportVersion+1)},
		{"missing version", editJSON(t, good, func(m map[string]any) { delete(m, "version") }), "version: missing"},
		{"missing characters", editJSON(t, good, func(m map[string]any) { delete(m, "characters") }), "characters: missing"},
		{"character missing its level", editJSON(t, good, func(m map[string]any) { delete(char0(m), "level") }), "characters[0].level: missing"},
		{"character level zero", editJSON(t, good, func(m map[string]any) { char0(m)["level"] = 0 }), "characters[0]: character level 0"},
		{"character level as text", editJSON(t, good, func(m map[string]any) { char0(m)["level"] = "3" }), "level"},
		{"duplicate character", editJSON(t, good, func(m map[string]any) {
			m["characters"] = append(m["characters"].([]any), char0(m))
		}), "appears twice"},
		{"log refers to a missing character", editJSON(t, good, func(m map[string]any) {
			m["characters"] = m["characters"].([]any)[1:]
		}), "character 1 is not in characters"},
		{"unknown field", editJSON(t, good, func(m map[string]any) { m["extra"] = true }), "unknown field"},
		{"cursor past the log", editJSON(t, good, func(m map[string]any) { m["table"].(map[string]any)["cursor"] = 1e6 }), "table.cursor"},
		{"seq out of order", editJSON(t, good, func(m map[string]any) { lastLog(m)["seq"] = 1 }), "seq"},
		{"blank kind", editJSON(t, good, func(m map[string]any) { lastLog(m)["kind"] = " " }), "kind"},
		{"missing payload", editJSON(t, good, func(m map[string]any) { delete(lastLog(m), "payload") }), "payload: missing"},
		{"snapshot version 0", editJSON(t, good, func(m map[string]any) {
			m["table"].(map[string]any)["scenario"] = map[string]any{"version": 0, "state": map[string]any{}}
		}), "table.scenario"},
		{"snapshot the engine cannot open", editJSON(t, good, func(m map[string]any) {
			m["table"].(map[string]any)["scenario"] = map[string]any{"version": 1, "state": map[string]any{"round": 2}}
		}), "table.scenario: scenario snapshot: version 0"},
		{"snapshot version 99", editJSON(t, good, func(m map[string]any) {
			m["table"].(map[string]any)["scenario"] = map[string]any{"version": 99, "state": json.RawMessage(snap(1).State)}
		}), "table.scenario: scenario snapshot version 99: this build reads versions 1 to"},
		{"snapshot state of version 99", editJSON(t, good, func(m map[string]any) {
			var state map[string]any
			json.Unmarshal(snap(1).State, &state)
			state["version"] = 99
			m["table"].(map[string]any)["scenario"] = map[string]any{"version": 1, "state": state}
		}), "table.scenario: scenario snapshot: version 99"},
		{"log snapshot the engine cannot open", editJSON(t, good, func(m map[string]any) {
			for _, a := range m["log"].([]any) {
				if before, ok := a.(map[string]any)["scenario_before"].(map[string]any); ok {
					before["state"] = map[string]any{"round": 2}
					return
				}
			}
			t.Fatal("no action with a scenario before it")
		}), "]: scenario_before: scenario snapshot"},
		{"the old fixture's made-up states", fakeStates, "table.scenario: scenario snapshot"},
		{"duplicate key at the top", bytes.Replace(good, []byte(`"version":4,`), []byte(`"version":4,"version":4,`), 1),
			`duplicate key "version" in the top level`},
		{"duplicate campaign name", bytes.Replace(good, []byte(`"campaign":{`), []byte(`"campaign":{"name":"Someone else's",`), 1),
			`duplicate key "name" in campaign`},
		{"duplicate key in a log snapshot", bytes.Replace(good, []byte(fmt.Sprintf(`"scenario_before":{"version":%d,"state":{`, engine.SnapshotVersion)),
			[]byte(fmt.Sprintf(`"scenario_before":{"version":%d,"state":{"round":9,`, engine.SnapshotVersion)), 1), `duplicate key "round" in log[`},
		{"blank campaign name", editJSON(t, good, func(m map[string]any) { m["campaign"].(map[string]any)["name"] = "" }), "campaign.name"},
		{"negative donations", editJSON(t, good, func(m map[string]any) {
			m["campaign"].(map[string]any)["party"].(map[string]any)["donations"] = -5
		}), "donations"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dst := openTemp(t)
			playedCampaign(t, dst, 1, 10)
			before := rowCounts(t, dst)
			list, _ := dst.Campaigns(ctx)
			_, err := dst.Import(ctx, bytes.NewReader(tc.data))
			if err == nil {
				t.Fatal("import succeeded")
			}
			if !errors.Is(err, ErrBadExport) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want ErrBadExport mentioning %q", err, tc.want)
			}
			if after := rowCounts(t, dst); !reflect.DeepEqual(before, after) {
				t.Errorf("rows changed: %v -> %v", before, after)
			}
			if after, _ := dst.Campaigns(ctx); !reflect.DeepEqual(list, after) {
				t.Errorf("campaigns changed")
			}
		})
	}
	// The untouched export still imports.
	dst := openTemp(t)
	if _, err := dst.Import(ctx, bytes.NewReader(good)); err != nil {
		t.Fatalf("good file: %v", err)
	}
}

func TestImportFailingMidwayChangesNothing(t *testing.T) {
	// A file that passes validation but whose insert fails part way (here
	// forced by a trigger on the 15th action) must leave the store as it was.
	ctx := context.Background()
	src := openTemp(t)
	id := playedCampaign(t, src, 2, 40)
	good := exportBytes(t, src, id)
	dst := openTemp(t)
	playedCampaign(t, dst, 1, 10)
	if _, err := dst.db.ExecContext(ctx, `CREATE TEMP TRIGGER fail_import BEFORE INSERT ON actions
		WHEN NEW.seq = 15 BEGIN SELECT RAISE(ABORT, 'forced failure'); END`); err != nil {
		t.Fatal(err)
	}
	before := rowCounts(t, dst)
	_, err := dst.Import(ctx, bytes.NewReader(good))
	if err == nil || !strings.Contains(err.Error(), "log[14]") {
		t.Fatalf("got %v, want failure at log[14]", err)
	}
	if after := rowCounts(t, dst); !reflect.DeepEqual(before, after) {
		t.Errorf("rows changed: %v -> %v", before, after)
	}
}

// TestExportKeysAreExplicit: every key of the export names itself in a
// tag, in snake_case, as the engine's JSON does (version 3).
func TestExportKeysAreExplicit(t *testing.T) {
	for _, p := range jsontag.Problems(reflect.TypeFor[exportFile]()) {
		t.Error(p)
	}
}

// TestImportVersion2 reads an export written with version 2's camelCase
// keys (made from a version 3 export by renaming its keys back): the same
// campaign imports, and exports as the version 3 export it was made from.
func TestImportVersion2(t *testing.T) {
	ctx := context.Background()
	src := openTemp(t)
	id := playedCampaign(t, src, 3, 60)
	data := exportBytes(t, src, id)
	// The snake_case keys occur nowhere else: the engine's JSON inside
	// has none of them, so the text can be renamed as it is.
	old := bytes.Replace(data, []byte(`"version":4,`), []byte(`"version":2,`), 1)
	for camel, snake := range camelKeys {
		old = bytes.ReplaceAll(old, []byte(`"`+snake+`":`), []byte(`"`+camel+`":`))
	}
	if !bytes.Contains(old, []byte(`"scenarioChanged"`)) || !bytes.Contains(old, []byte(`"perkMarks"`)) {
		t.Fatal("test setup: the version 2 document has no camelCase keys")
	}
	dst := openTemp(t)
	imported, err := dst.Import(ctx, bytes.NewReader(old))
	if err != nil {
		t.Fatal(err)
	}
	if again := exportBytes(t, dst, imported.ID); !bytes.Equal(again, data) {
		t.Fatal("the version 2 import exports differently from the original version 3 export")
	}
}

// TestStoredSheetKeysAreExplicit: the character sheets kept in the undo
// data spell every key in snake_case; the one exception reads rows written
// before the keys were spelled out, and is never written (omitempty, zero).
func TestStoredSheetKeysAreExplicit(t *testing.T) {
	problems := jsontag.Problems(reflect.TypeFor[storedSheet]())
	if len(problems) != 1 || !strings.Contains(problems[0], "OldPerkMarks") {
		t.Errorf("problems %v, want only the legacy OldPerkMarks", problems)
	}
	data, err := encodeSheets([]campaign.Character{{ID: 1, Name: "Ysolde", PerkMarks: 2}})
	if err != nil || bytes.Contains(data, []byte("PerkMarks")) {
		t.Errorf("encoded %s, %v", data, err)
	}
}
