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
			want := []Campaign{{ID: 1, Name: "Fixture", Created: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}}
			if err != nil || !reflect.DeepEqual(list, want) {
				t.Fatalf("campaigns: %+v %v", list, err)
			}
			// The migrated campaign takes the whole sheet.
			if _, err := s.AddCharacter(ctx, 1, Character{Class: "brute", Name: "Grok", Level: 1}); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Record(ctx, 1, Action{Kind: "start", Scenario: snap(1)}); err != nil {
				t.Fatal(err)
			}
		})
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
	wantCampaign := Campaign{ID: c.ID, Name: "Fixture campaign", Created: time.Date(2026, 1, 1, 10, 0, 0, 123e6, time.UTC),
		Party: Party{Name: "The Lanterns", Reputation: -2, Prosperity: 5, Donations: 40}}
	if st.Campaign != wantCampaign {
		t.Errorf("campaign: got %+v, want %+v", st.Campaign, wantCampaign)
	}
	grok := Character{ID: 1, Class: "brute", Name: "Grok", Level: 2, XP: 60, Gold: 15, PerkMarks: 4,
		Perks: []string{"remove -1, -1", "add +3"}}
	tik := Character{ID: 3, Class: "tinkerer", Name: "Tik", Level: 1, Retired: true}
	if !reflect.DeepEqual(st.Characters, []Character{grok, tik}) {
		t.Errorf("characters: %+v", st.Characters)
	}
	if len(st.Scenarios) != 2 || len(st.Notes) != 1 || st.Notes[0].Text != "Found a treasure map." {
		t.Errorf("scenarios %+v notes %+v", st.Scenarios, st.Notes)
	}
	state := func(sn *Snapshot) string {
		if sn == nil {
			return "none"
		}
		return string(sn.State)
	}
	if got := state(st.Table.Scenario); got != `{"round":2,"deck":["+0","-1"]}` || st.Table.Cursor != 2 || st.Table.Last != 3 {
		t.Errorf("table: %s %+v", got, st.Table)
	}
	if len(st.Log) != 3 || !st.Log[2].Undone || string(st.Log[0].Payload) != `{"scenario":"2"}` {
		t.Errorf("log: %+v", st.Log)
	}
	step, err := s.Redo(ctx, c.ID)
	if err != nil || state(step.Scenario) != `{"round":2,"deck":["-1"]}` {
		t.Errorf("redo: %s %v", state(step.Scenario), err)
	}
	for i := 0; i < 2; i++ {
		if step, err = s.Undo(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
	}
	before := grok
	before.Perks = []string{"remove -1, -1"}
	if !reflect.DeepEqual(step.Characters, []Character{before}) {
		t.Errorf("undo perk change: %+v", step.Characters)
	}
	if step, err = s.Undo(ctx, c.ID); err != nil || step.Scenario != nil {
		t.Errorf("undo start: %+v %v", step, err)
	}
	var payload map[string]string
	if err := json.Unmarshal(step.Action.Payload, &payload); err != nil || payload["scenario"] != "2" {
		t.Errorf("payload: %s", step.Action.Payload)
	}
}
