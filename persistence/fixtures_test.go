package persistence

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

// TestWriteFixtures regenerates testdata/v1.db and testdata/v2.db when
// HAVENTABLE_WRITE_FIXTURES=1; committed fixtures must never change after
// release, so this is only for adding new ones.
func TestWriteFixtures(t *testing.T) {
	if os.Getenv("HAVENTABLE_WRITE_FIXTURES") != "1" {
		t.Skip("set HAVENTABLE_WRITE_FIXTURES=1 to regenerate testdata/*.db")
	}
	for v := 1; v <= 2; v++ {
		path := filepath.Join("testdata", "v"+string(rune('0'+v))+".db")
		os.Remove(path)
		db, err := sql.Open("sqlite3", "file:"+path+"?_journal_mode=WAL&_foreign_keys=on")
		if err != nil {
			t.Fatal(err)
		}
		db.SetMaxOpenConns(1)
		if err := applyMigrations(context.Background(), db, migrations[:v]); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec("INSERT INTO campaigns (name, created_at) VALUES ('Fixture', 1767225600000)"); err != nil {
			t.Fatal(err)
		}
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

// copyFixture copies testdata/name into a temporary folder.
func copyFixture(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestOpenMigratesOldFixtures(t *testing.T) {
	for _, name := range []string{"v1.db", "v2.db"} {
		t.Run(name, func(t *testing.T) {
			s, err := Open(copyFixture(t, name))
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var version int
			s.db.QueryRow("PRAGMA user_version").Scan(&version)
			if version != latestVersion() {
				t.Errorf("user_version %d, want %d", version, latestVersion())
			}
			ctx := context.Background()
			list, err := s.Campaigns(ctx)
			want := []campaign.Campaign{{ID: 1, Name: "Fixture", Created: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Rules: rules.Gloomhaven}}
			if err != nil || !reflect.DeepEqual(list, want) {
				t.Fatalf("campaigns: %+v %v", list, err)
			}
			// The migrated campaign takes the whole sheet.
			if _, err := s.AddCharacter(ctx, 1, campaign.Character{Class: "brute", Name: "Grok", Level: 1}); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Record(ctx, 1, Action{Kind: "start", Scenario: snap(1)}); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// exportFixtureEnv regenerates testdata/export_v1.json when set to 1.
const exportFixtureEnv = "HAVENTABLE_WRITE_EXPORT_FIXTURE"

// fixtureScenario is the scenario of the export fixture: a three-hex map,
// level 1, its monster deck shuffled from seed 7.
func fixtureScenario(t *testing.T) *engine.Scenario {
	t.Helper()
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(0, 1)}})
	if err != nil {
		t.Fatal(err)
	}
	scn, err := engine.NewScenario("Fixture scenario", m, 1, 7)
	if err != nil {
		t.Fatal(err)
	}
	return scn
}

// TestWriteExportFixture regenerates testdata/export_v1.json from a
// campaign played through the store with real engine scenarios, when
// HAVENTABLE_WRITE_EXPORT_FIXTURE=1: a party of two characters (ids 1 and
// 3; 2 was deleted), two scenarios, a note, and a log of three actions (a
// scenario started, a perk change, a card drawn and undone).
func TestWriteExportFixture(t *testing.T) {
	if os.Getenv(exportFixtureEnv) != "1" {
		t.Skip("set " + exportFixtureEnv + "=1 to regenerate testdata/export_v1.json")
	}
	s := openTemp(t)
	times := []time.Time{
		time.Date(2026, 1, 1, 10, 0, 0, 123e6, time.UTC), // campaign created
		time.Date(2026, 1, 2, 18, 30, 0, 0, time.UTC),    // note
		time.Date(2026, 1, 3, 19, 0, 0, 0, time.UTC),     // actions, one a minute
		time.Date(2026, 1, 3, 19, 1, 0, 0, time.UTC),
		time.Date(2026, 1, 3, 19, 2, 0, 0, time.UTC),
	}
	s.now = func() time.Time { t0 := times[0]; times = times[1:]; return t0 }
	ctx := context.Background()
	c, err := s.CreateCampaign(ctx, "Fixture campaign")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetParty(ctx, c.ID, campaign.Party{Name: "The Lanterns", Reputation: -2, Prosperity: 5, Donations: 40}); err != nil {
		t.Fatal(err)
	}
	grok := campaign.Character{Class: "brute", Name: "Grok", Level: 2, XP: 60, Gold: 15, PerkMarks: 4, Perks: []string{"remove -1, -1"}}
	for _, ch := range []campaign.Character{grok, {Class: "spellweaver", Name: "Ana", Level: 1},
		{Class: "tinkerer", Name: "Tik", Level: 1, Retired: true}} {
		if _, err := s.AddCharacter(ctx, c.ID, ch); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.DeleteCharacter(ctx, c.ID, 2); err != nil {
		t.Fatal(err)
	}
	for _, sc := range []campaign.ScenarioProgress{{ID: "1", Unlocked: true, Completed: true}, {ID: "2", Unlocked: true, Completed: false}} {
		if err := s.SetScenario(ctx, c.ID, sc); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.AddNote(ctx, c.ID, "Found a treasure map."); err != nil {
		t.Fatal(err)
	}
	scn := fixtureScenario(t)
	record := func(a Action) {
		t.Helper()
		if _, err := s.Record(ctx, c.ID, a); err != nil {
			t.Fatal(err)
		}
	}
	snapshot := func() *Snapshot {
		t.Helper()
		state, err := scn.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		return &Snapshot{Version: engine.SnapshotVersion, State: state}
	}
	record(Action{Kind: "start-scenario", Payload: json.RawMessage(`{"name":"Fixture scenario"}`), Scenario: snapshot()})
	grok.ID, grok.Perks = 1, append(grok.Perks, "add +3")
	record(Action{Kind: "perk change", Characters: []campaign.Character{grok}})
	if _, err := scn.Do(engine.DrawCard{}); err != nil { // from the monster deck
		t.Fatal(err)
	}
	record(Action{Kind: "draw", Payload: json.RawMessage(`{"deck":"monsters"}`), Scenario: snapshot()})
	if _, err := s.Undo(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := json.Indent(&out, exportBytes(t, s, c.ID), "", " "); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("testdata", "export_v1.json"), out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestImportFixture(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	data, err := os.ReadFile(filepath.Join("testdata", "export_v1.json"))
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.Import(ctx, bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	st, err := s.Load(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	wantCampaign := campaign.Campaign{ID: c.ID, Name: "Fixture campaign", Created: time.Date(2026, 1, 1, 10, 0, 0, 123e6, time.UTC),
		Party: campaign.Party{Name: "The Lanterns", Reputation: -2, Prosperity: 5, Donations: 40}, Rules: rules.Gloomhaven}
	if st.Campaign != wantCampaign {
		t.Errorf("campaign: got %+v, want %+v", st.Campaign, wantCampaign)
	}
	grok := campaign.Character{ID: 1, Class: "brute", Name: "Grok", Level: 2, XP: 60, Gold: 15, PerkMarks: 4,
		Perks: []string{"remove -1, -1", "add +3"}}
	tik := campaign.Character{ID: 3, Class: "tinkerer", Name: "Tik", Level: 1, Retired: true}
	if !reflect.DeepEqual(st.Characters, []campaign.Character{grok, tik}) {
		t.Errorf("characters: %+v", st.Characters)
	}
	if len(st.Scenarios) != 2 || len(st.Notes) != 1 || st.Notes[0].Text != "Found a treasure map." {
		t.Errorf("scenarios %+v notes %+v", st.Scenarios, st.Notes)
	}
	// The scenarios are the engine's own: the one in progress is the fixture
	// scenario as started, the undone draw's one card less.
	drawPile := func(sn *Snapshot) int {
		t.Helper()
		if sn == nil {
			t.Fatal("no scenario")
		}
		scn, err := engine.UnmarshalScenario(sn.State)
		if err != nil {
			t.Fatal(err)
		}
		if scn.Name() != "Fixture scenario" {
			t.Errorf("scenario %q", scn.Name())
		}
		d, _ := scn.Deck("") // the monster deck
		return len(d.Draw)
	}
	start, _ := fixtureScenario(t).Deck("")
	full := len(start.Draw)
	if got := drawPile(st.Play.Scenario); got != full || st.Play.Cursor != 2 || st.Play.Last != 3 {
		t.Errorf("table: %d cards to draw, %+v", got, st.Play)
	}
	if len(st.Log) != 3 || !st.Log[2].Undone || string(st.Log[0].Payload) != `{"name":"Fixture scenario"}` {
		t.Errorf("log: %+v", st.Log)
	}
	step, err := s.Redo(ctx, c.ID)
	if err != nil || drawPile(step.Scenario) != full-1 {
		t.Errorf("redo: %v", err)
	}
	for i := 0; i < 2; i++ {
		if step, err = s.Undo(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
	}
	before := grok
	before.Perks = []string{"remove -1, -1"}
	if !reflect.DeepEqual(step.Characters, []campaign.Character{before}) {
		t.Errorf("undo perk change: %+v", step.Characters)
	}
	if step, err = s.Undo(ctx, c.ID); err != nil || step.Scenario != nil {
		t.Errorf("undo start: %+v %v", step, err)
	}
	var payload map[string]string
	if err := json.Unmarshal(step.Action.Payload, &payload); err != nil || payload["name"] != "Fixture scenario" {
		t.Errorf("payload: %s", step.Action.Payload)
	}
}
