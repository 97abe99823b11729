package persistence

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/rules"
)

// openTemp opens a fresh store in a temporary folder with a fixed clock.
func openTemp(t testing.TB) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "campaign.db"))
	if err != nil {
		t.Fatal(err)
	}
	fixedClock(s)
	t.Cleanup(func() { s.Close() })
	return s
}

// fixedClock makes s.now deterministic: 2026-01-01, one second per call.
func fixedClock(s *Store) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	n := 0
	s.now = func() time.Time { n++; return t0.Add(time.Duration(n) * time.Second) }
}

// dirContents reads every file in dir, by name.
func dirContents(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, e := range entries {
		if e.IsDir() {
			out[e.Name()+"/"] = nil
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = b
	}
	return out
}

// assertSameDir fails unless dir holds exactly the files of before, byte for byte.
func assertSameDir(t *testing.T, dir string, before map[string][]byte) {
	t.Helper()
	after := dirContents(t, dir)
	for name, b := range before {
		a, ok := after[name]
		if !ok {
			t.Errorf("%s disappeared", name)
		} else if !bytes.Equal(a, b) {
			t.Errorf("%s changed: %d bytes before, %d after", name, len(b), len(a))
		}
	}
	for name := range after {
		if _, ok := before[name]; !ok {
			t.Errorf("new file %s left behind", name)
		}
	}
}

func TestOpenCreatesFileAndFolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a", "b", "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("database file not created: %v", err)
	}
	ctx := context.Background()
	var mode string
	var fk, version, appID int
	if err := s.db.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode); err != nil {
		t.Fatal(err)
	}
	if err := s.db.QueryRowContext(ctx, "PRAGMA foreign_keys").Scan(&fk); err != nil {
		t.Fatal(err)
	}
	if err := s.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		t.Fatal(err)
	}
	if err := s.db.QueryRowContext(ctx, "PRAGMA application_id").Scan(&appID); err != nil {
		t.Fatal(err)
	}
	var timeout int
	if err := s.db.QueryRowContext(ctx, "PRAGMA busy_timeout").Scan(&timeout); err != nil {
		t.Fatal(err)
	}
	if mode != "wal" || fk != 1 || version != latestVersion() || appID != applicationID || timeout != 5000 {
		t.Errorf("got journal_mode=%s foreign_keys=%d user_version=%d application_id=%#x busy_timeout=%d; want wal 1 %d %#x 5000",
			mode, fk, version, appID, timeout, latestVersion(), applicationID)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if _, err := os.Stat(path + ".lock"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("lock file left after Close: %v", err)
	}
	// Reopening an up-to-date file works and changes nothing in the schema.
	s2, err := Open(path)
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	s2.Close()
}

func TestOpenEmptyFileIsNewDatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "empty.db")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
}

func TestCampaignCRUD(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	if list, err := s.Campaigns(ctx); err != nil || len(list) != 0 {
		t.Fatalf("new store: %v %v", list, err)
	}
	a, err := s.CreateCampaign(ctx, "Gloomhaven")
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.CreateCampaign(ctx, "Second")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.CreateCampaign(ctx, "  "); err == nil || !strings.Contains(err.Error(), "campaign name") {
		t.Errorf("blank name: got %v", err)
	}
	if err := s.RenameCampaign(ctx, a.ID, "Renamed"); err != nil {
		t.Fatal(err)
	}
	if err := s.RenameCampaign(ctx, 999, "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("rename missing: got %v, want ErrNotFound", err)
	}
	if err := s.RenameCampaign(ctx, a.ID, ""); err == nil {
		t.Error("rename to blank accepted")
	}
	got, err := s.Campaign(ctx, a.ID)
	if err != nil || got.Name != "Renamed" || !got.Created.Equal(a.Created) {
		t.Errorf("Campaign: got %+v %v", got, err)
	}
	if err := s.DeleteCampaign(ctx, b.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteCampaign(ctx, b.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("delete twice: got %v, want ErrNotFound", err)
	}
	if _, err := s.Campaign(ctx, b.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleted campaign: got %v, want ErrNotFound", err)
	}
	list, err := s.Campaigns(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := campaign.Campaign{ID: a.ID, Name: "Renamed", Created: a.Created, Rules: rules.Gloomhaven}
	if len(list) != 1 || list[0] != want {
		t.Errorf("Campaigns: got %+v, want [%+v]", list, want)
	}
}

// makeSQLite writes a SQLite file at path with the given setup statements,
// closed cleanly (no -wal or -shm left).
func makeSQLite(t *testing.T, path string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range stmts {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
}

// validDatabase returns the bytes of a closed, current Haventable database.
func validDatabase(t *testing.T) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "valid.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.CreateCampaign(context.Background(), "x"); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + "-wal"); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("-wal left after clean close: %v", err)
	}
	return b
}

func TestOpenRefusesWithoutTouching(t *testing.T) {
	valid := validDatabase(t)
	rng := rand.New(rand.NewSource(1))
	random := make([]byte, 8192)
	rng.Read(random)
	newer := latestVersion() + 1

	tests := []struct {
		name  string
		setup func(t *testing.T, path string)
		want  error
	}{
		{"random bytes", func(t *testing.T, p string) { os.WriteFile(p, random, 0o644) }, ErrNotDatabase},
		{"text file", func(t *testing.T, p string) { os.WriteFile(p, []byte("hello, this is not a database\n"), 0o644) }, ErrNotDatabase},
		{"short file", func(t *testing.T, p string) { os.WriteFile(p, []byte("SQLite"), 0o644) }, ErrNotDatabase},
		{"header only", func(t *testing.T, p string) { os.WriteFile(p, valid[:100], 0o644) }, ErrNotDatabase},
		{"truncated mid page", func(t *testing.T, p string) { os.WriteFile(p, valid[:len(valid)-100], 0o644) }, ErrNotDatabase},
		{"truncated whole pages", func(t *testing.T, p string) { os.WriteFile(p, valid[:4096], 0o644) }, ErrNotDatabase},
		{"bad page size", func(t *testing.T, p string) {
			b := append([]byte(nil), valid...)
			b[16], b[17] = 0x03, 0x00
			os.WriteFile(p, b, 0o644)
		}, ErrNotDatabase},
		{"damaged schema page", func(t *testing.T, p string) {
			b := append([]byte(nil), valid...)
			for i := 100; i < 4096; i++ {
				b[i] = byte(rng.Intn(256))
			}
			os.WriteFile(p, b, 0o644)
		}, ErrNotDatabase},
		{"other program's database", func(t *testing.T, p string) {
			makeSQLite(t, p, "CREATE TABLE t (x)", "INSERT INTO t VALUES (1)")
		}, ErrNotDatabase},
		{"other program's versioned database", func(t *testing.T, p string) {
			makeSQLite(t, p, "PRAGMA user_version = 3")
		}, ErrNotDatabase},
		{"newer schema, rollback journal", func(t *testing.T, p string) {
			makeSQLite(t, p, "PRAGMA application_id = 1215714402", "CREATE TABLE future (x)",
				"PRAGMA user_version = "+strconv.Itoa(newer))
		}, ErrSchemaTooNew},
		{"newer schema, WAL", func(t *testing.T, p string) {
			makeSQLite(t, p, "PRAGMA journal_mode = WAL", "PRAGMA application_id = 1215714402",
				"CREATE TABLE future (x)", "PRAGMA user_version = "+strconv.Itoa(newer))
		}, ErrSchemaTooNew},
		{"newer schema written by Open's own format", func(t *testing.T, p string) {
			os.WriteFile(p, valid, 0o644)
			makeSQLite(t, p, "PRAGMA user_version = "+strconv.Itoa(newer))
		}, ErrSchemaTooNew},
		{"folder", func(t *testing.T, p string) { os.Mkdir(p, 0o755) }, ErrNotDatabase},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "campaign.db")
			tc.setup(t, path)
			before := dirContents(t, dir)
			s, err := Open(path)
			if err == nil {
				s.Close()
				t.Fatal("Open succeeded, want refusal")
			}
			if !errors.Is(err, tc.want) {
				t.Errorf("got %v, want %v", err, tc.want)
			}
			if !strings.Contains(err.Error(), path) {
				t.Errorf("message %q does not name the file", err)
			}
			assertSameDir(t, dir, before)
		})
	}
}

func TestOpenTwiceInProcessIsLocked(t *testing.T) {
	path := filepath.Join(t.TempDir(), "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.CreateCampaign(context.Background(), "held"); err != nil {
		t.Fatal(err)
	}
	s2, err := Open(path)
	if err == nil {
		s2.Close()
		t.Fatal("second Open succeeded")
	}
	if !errors.Is(err, ErrLocked) || !strings.Contains(err.Error(), path) {
		t.Errorf("got %v, want ErrLocked naming the file", err)
	}
	// The first store is unharmed.
	if list, err := s.Campaigns(context.Background()); err != nil || len(list) != 1 {
		t.Errorf("first store after refused Open: %v %v", list, err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s3, err := Open(path)
	if err != nil {
		t.Fatalf("Open after Close: %v", err)
	}
	s3.Close()
}

func TestOpenWhileChildProcessHoldsIt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "campaign.db")
	cmd, out, closeStdin := startChild(t, "hold", path)
	line, err := out.ReadString('\n')
	if err != nil || line != "ready\n" {
		closeStdin()
		cmd.Wait()
		t.Fatalf("child: %q %v", line, err)
	}
	s, err := Open(path)
	if err == nil {
		s.Close()
		t.Error("Open succeeded while another process holds the file")
	} else if !errors.Is(err, ErrLocked) {
		t.Errorf("got %v, want ErrLocked", err)
	}
	closeStdin()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("child: %v", err)
	}
	s, err = Open(path)
	if err != nil {
		t.Fatalf("Open after child exited: %v", err)
	}
	s.Close()
}

func TestLoadMigrationsRejectsGaps(t *testing.T) {
	tests := map[string]fstest.MapFS{
		"gap":       {"migrations/0001_a.sql": {}, "migrations/0003_c.sql": {}},
		"duplicate": {"migrations/0001_a.sql": {}, "migrations/001_b.sql": {}},
		"no number": {"migrations/abc_a.sql": {}},
		"no name":   {"migrations/0001.sql": {}},
	}
	for name, fsys := range tests {
		if _, err := loadMigrations(fsys); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	ms, err := loadMigrations(fstest.MapFS{"migrations/0002_b.sql": {Data: []byte("b")}, "migrations/0001_a.sql": {Data: []byte("a")}})
	if err != nil || len(ms) != 2 || ms[0].sql != "a" || ms[1].version != 2 {
		t.Errorf("ordered load: %+v %v", ms, err)
	}
}

func TestFailedMigrationChangesNothing(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	v := latestVersion()
	bad := []migration{{version: v + 1, name: "bad.sql", sql: "CREATE TABLE half (x); INSERT INTO nowhere VALUES (1);"}}
	if err := applyMigrations(ctx, s.db, append(append([]migration(nil), migrations...), bad...)); err == nil {
		t.Fatal("bad migration applied")
	}
	var got int
	s.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&got)
	if got != v {
		t.Errorf("user_version = %d after failed migration, want %d", got, v)
	}
	var n int
	s.db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master WHERE name = 'half'").Scan(&n)
	if n != 0 {
		t.Error("failed migration left its table behind")
	}
	good := []migration{{version: v + 1, name: "good.sql", sql: "CREATE TABLE extra (x);"}}
	if err := applyMigrations(ctx, s.db, append(append([]migration(nil), migrations...), good...)); err != nil {
		t.Fatal(err)
	}
	s.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&got)
	if got != v+1 {
		t.Errorf("user_version = %d, want %d", got, v+1)
	}
}

// crashedCopy copies a database and its -wal as a crash would leave them:
// the writer still has the database open while the files are copied.
func crashedCopy(t *testing.T, dir string, stmts ...string) string {
	t.Helper()
	srcDir := t.TempDir()
	src := filepath.Join(srcDir, "live.db")
	db, err := sql.Open("sqlite3", "file:"+src+"?_journal_mode=WAL")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for _, q := range stmts {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	dst := filepath.Join(dir, "campaign.db")
	for _, suffix := range []string{"", "-wal"} {
		b, err := os.ReadFile(src + suffix)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst+suffix, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dst
}

func TestOpenAfterCrashWithWAL(t *testing.T) {
	newer := strconv.Itoa(latestVersion() + 1)
	t.Run("newer schema only in the WAL is refused", func(t *testing.T) {
		dir := t.TempDir()
		path := crashedCopy(t, dir, "PRAGMA wal_autocheckpoint = 0", "PRAGMA application_id = 1215714402",
			"CREATE TABLE future (x)", "PRAGMA user_version = "+newer)
		before := dirContents(t, dir)
		s, err := Open(path)
		if err == nil {
			s.Close()
			t.Fatal("Open succeeded")
		}
		if !errors.Is(err, ErrSchemaTooNew) {
			t.Fatalf("got %v, want ErrSchemaTooNew", err)
		}
		assertSameDir(t, dir, before)
	})
	t.Run("own database with pending WAL is recovered", func(t *testing.T) {
		dir := t.TempDir()
		path := crashedCopy(t, dir, "PRAGMA wal_autocheckpoint = 0", "PRAGMA application_id = 1215714402",
			"CREATE TABLE campaigns (id INTEGER PRIMARY KEY, name TEXT NOT NULL CHECK (length(trim(name)) > 0), created_at INTEGER NOT NULL)",
			"INSERT INTO campaigns (name, created_at) VALUES ('from the wal', 0)", "PRAGMA user_version = 1")
		s, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		list, err := s.Campaigns(context.Background())
		if err != nil || len(list) != 1 || list[0].Name != "from the wal" {
			t.Errorf("campaigns: %+v %v", list, err)
		}
	})
}
