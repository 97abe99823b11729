package persistence

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
)

// benchSnapshot builds a scenario snapshot shaped like a real one: a map of
// 120 hexes, 16 figures with conditions, five 20-card modifier decks with
// their piles and a random source state; about 14 KB of JSON.
func benchSnapshot(rng *rand.Rand, round int) *Snapshot {
	var b strings.Builder
	fmt.Fprintf(&b, `{"round":%d,"elements":{"fire":2,"ice":0,"air":1,"earth":0,"light":0,"dark":1},`, round)
	b.WriteString(`"rng":{"seed":12345,"state":"`)
	for i := 0; i < 32; i++ {
		fmt.Fprintf(&b, "%02x", rng.Intn(256))
	}
	b.WriteString(`"},"map":[`)
	for i := 0; i < 120; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"q":%d,"r":%d,"terrain":%q}`, i%12-6, i/12-5, []string{"floor", "wall", "obstacle", "trap"}[rng.Intn(4)])
	}
	b.WriteString(`],"figures":[`)
	for i := 0; i < 16; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"id":"fig-%d","kind":%q,"hp":%d,"maxHp":%d,"q":%d,"r":%d,"conditions":["poison","wound"],"shield":%d,"retaliate":0}`,
			i, []string{"character", "normal", "elite", "boss"}[i%4], rng.Intn(20), 20, rng.Intn(12)-6, rng.Intn(10)-5, rng.Intn(3))
	}
	b.WriteString(`],"decks":{`)
	cards := []string{"+0", "+1", "-1", "+2", "-2", "x2", "null", "bless", "curse", "+1 poison", "rolling +1"}
	for d := 0; d < 5; d++ {
		if d > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"deck-%d":{"draw":[`, d)
		for i := 0; i < 20; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `{"id":"c%d-%d","card":%q}`, d, i, cards[rng.Intn(len(cards))])
		}
		b.WriteString(`],"discard":[],"removed":[]}`)
	}
	b.WriteString(`}}`)
	return &Snapshot{Version: 1, State: json.RawMessage(b.String())}
}

func benchStore(b *testing.B) (*Store, int64) {
	b.Helper()
	s, err := Open(filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	c, err := s.CreateCampaign(context.Background(), "bench")
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"Grok", "Tik", "Ana", "Zed"} {
		if _, err := s.AddCharacter(context.Background(), c.ID, campaign.Character{Class: "brute", Name: name, Level: 3, Perks: []string{"remove -1, -1", "add +1 roll", "replace +0 with +2"}}); err != nil {
			b.Fatal(err)
		}
	}
	return s, c.ID
}

// BenchmarkRecord records one table action with a fresh ~14 KB scenario
// snapshot: the whole transaction, undo data included (target <= 2 ms).
func BenchmarkRecord(b *testing.B) {
	s, id := benchStore(b)
	ctx := context.Background()
	rng := rand.New(rand.NewSource(1))
	snaps := make([]*Snapshot, 64)
	for i := range snaps {
		snaps[i] = benchSnapshot(rng, i)
	}
	b.SetBytes(int64(len(snaps[0].State)))
	b.ResetTimer()
	i := 0
	for b.Loop() {
		if _, err := s.Record(ctx, id, Action{Kind: "draw", Payload: json.RawMessage(`{"deck":"deck-1","card":"c1-4"}`), Scenario: snaps[i%len(snaps)]}); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkRecordPerkChange records a perk change: a character sheet with
// its before image, no scenario change.
func BenchmarkRecordPerkChange(b *testing.B) {
	s, id := benchStore(b)
	ctx := context.Background()
	c, err := s.Character(ctx, id, 1)
	if err != nil {
		b.Fatal(err)
	}
	i := 0
	for b.Loop() {
		c.PerkMarks = i % 18
		c.Perks = []string{"remove -1, -1", "add +1 roll", alwaysApplies[i%len(alwaysApplies)]}
		if _, err := s.Record(ctx, id, Action{Kind: "perk change", Characters: []campaign.Character{c}}); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkUndoRedo undoes and redoes one snapshot-changing action.
func BenchmarkUndoRedo(b *testing.B) {
	s, id := benchStore(b)
	ctx := context.Background()
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 10; i++ {
		if _, err := s.Record(ctx, id, Action{Kind: "draw", Scenario: benchSnapshot(rng, i)}); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		if _, err := s.Undo(ctx, id); err != nil {
			b.Fatal(err)
		}
		if _, err := s.Redo(ctx, id); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoad10000 loads a campaign with 10,000 logged actions and a
// scenario in progress: sheet, snapshot and the whole log (target <= 100 ms).
func BenchmarkLoad10000(b *testing.B) {
	s, id := benchStore(b)
	ctx := context.Background()
	rng := rand.New(rand.NewSource(1))
	snaps := make([]*Snapshot, 64)
	for i := range snaps {
		snaps[i] = benchSnapshot(rng, i)
	}
	for i := 0; i < 10000; i++ {
		if _, err := s.Record(ctx, id, Action{Kind: "draw", Payload: json.RawMessage(fmt.Sprintf(`{"deck":"deck-1","n":%d}`, i)), Scenario: snaps[i%len(snaps)]}); err != nil {
			b.Fatal(err)
		}
	}
	for i := 0; i < 50; i++ { // some undone actions too
		if _, err := s.Undo(ctx, id); err != nil {
			b.Fatal(err)
		}
	}
	if _, err := s.db.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		st, err := s.Load(ctx, id)
		if err != nil {
			b.Fatal(err)
		}
		if len(st.Log) != 10000 || st.Play.Scenario == nil {
			b.Fatalf("loaded %d actions, scenario %v", len(st.Log), st.Play.Scenario != nil)
		}
	}
	if st, err := os.Stat(s.Path()); err == nil {
		b.ReportMetric(float64(st.Size())/1e6, "MB-file")
	}
}

// store10000 returns the path of a closed database with one campaign of
// 10,000 logged actions, each with a scenario snapshot, and its id.
func store10000(b *testing.B) (string, int64) {
	s, id := benchStore(b)
	ctx := context.Background()
	rng := rand.New(rand.NewSource(1))
	snap := benchSnapshot(rng, 0)
	for i := 0; i < 10000; i++ {
		if _, err := s.Record(ctx, id, Action{Kind: "draw", Payload: json.RawMessage(`{"deck":"deck-1"}`), Scenario: snap}); err != nil {
			b.Fatal(err)
		}
	}
	path := s.Path()
	s.Close()
	return path, id
}

// BenchmarkOpenAndLoad10000 is a cold start: open the file (checks, lock,
// migrations) and load the campaign with 10,000 actions.
func BenchmarkOpenAndLoad10000(b *testing.B) {
	path, id := store10000(b)
	ctx := context.Background()
	b.ResetTimer()
	for b.Loop() {
		s, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Load(ctx, id); err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
	if st, err := os.Stat(path); err == nil {
		b.ReportMetric(float64(st.Size())/1e6, "MB-file")
	}
}

// BenchmarkCheckAtOpen10000 is the share of Open's damage check (quick_check
// and the schema comparison) in a cold start with 10,000 actions, on a
// fresh connection each time as at Open.
func BenchmarkCheckAtOpen10000(b *testing.B) {
	path, _ := store10000(b)
	ctx := context.Background()
	b.ResetTimer()
	for b.Loop() {
		b.StopTimer()
		db, err := sql.Open("sqlite3", sqliteURI(path)+"?_journal_mode=WAL")
		if err != nil {
			b.Fatal(err)
		}
		db.SetMaxOpenConns(1)
		if err := db.PingContext(ctx); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if err := checkDatabase(ctx, db, "quick_check"); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		db.Close()
		b.StartTimer()
	}
}
