package persistence

import (
	"context"
	"database/sql"
	"errors"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// damagedCopy writes a closed database with a played campaign to a new
// folder, lets damage change it through a plain SQLite connection (nil: no
// change) and returns its path.
func damagedCopy(t *testing.T, damage func(t *testing.T, db *sql.DB, path string)) string {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	playedCampaign(t, s, 1, 60)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if damage != nil {
		db, err := sql.Open("sqlite3", "file:"+path)
		if err != nil {
			t.Fatal(err)
		}
		db.SetMaxOpenConns(1)
		damage(t, db, path)
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
	}
	for _, side := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(path + side); err == nil {
			t.Fatalf("%s left beside the damaged copy", side)
		}
	}
	return path
}

func execAll(t *testing.T, db *sql.DB, stmts ...string) {
	t.Helper()
	for _, q := range stmts {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

// TestOpenRefusesDamage checks that damage SQLite does not see when it reads
// the schema (a b-tree page overwritten, a table or a column dropped) is
// found at Open, named in the error, and the file left untouched.
func TestOpenRefusesDamage(t *testing.T) {
	tests := []struct {
		name   string
		damage func(t *testing.T, db *sql.DB, path string)
		want   string
	}{
		{"overwritten b-tree page", func(t *testing.T, db *sql.DB, path string) {
			var root, pageSize int64
			if err := db.QueryRow("SELECT rootpage FROM sqlite_master WHERE name = 'actions'").Scan(&root); err != nil {
				t.Fatal(err)
			}
			if err := db.QueryRow("PRAGMA page_size").Scan(&pageSize); err != nil {
				t.Fatal(err)
			}
			if root < 2 {
				t.Fatalf("root page %d", root)
			}
			db.Close()
			f, err := os.OpenFile(path, os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			garbage := make([]byte, pageSize)
			rand.New(rand.NewSource(5)).Read(garbage)
			if _, err := f.WriteAt(garbage, (root-1)*pageSize); err != nil {
				t.Fatal(err)
			}
			if err := f.Close(); err != nil {
				t.Fatal(err)
			}
		}, "damaged"},
		{"dropped table", func(t *testing.T, db *sql.DB, _ string) {
			execAll(t, db, "DROP TABLE notes")
		}, "table notes is missing"},
		{"dropped column", func(t *testing.T, db *sql.DB, _ string) {
			execAll(t, db, "ALTER TABLE notes DROP COLUMN text")
		}, "column notes.text is missing"},
		// Switching a file to WAL writes its header: a file in rollback
		// journal mode must be refused before that.
		{"dropped table, rollback journal", func(t *testing.T, db *sql.DB, _ string) {
			execAll(t, db, "DROP TABLE notes", "PRAGMA journal_mode = DELETE")
		}, "table notes is missing"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := damagedCopy(t, tc.damage)
			dir := filepath.Dir(path)
			before := dirContents(t, dir)
			s, err := Open(path)
			if err == nil {
				s.Close()
				t.Fatal("Open succeeded, want refusal")
			}
			if !errors.Is(err, ErrDamaged) || !errors.Is(err, ErrNotDatabase) {
				t.Errorf("got %v, want ErrDamaged (an ErrNotDatabase)", err)
			}
			if msg := err.Error(); !strings.Contains(msg, path) || !strings.Contains(msg, tc.want) {
				t.Errorf("message %q does not name the file and %q", msg, tc.want)
			}
			assertSameDir(t, dir, before)
		})
	}
	// The undamaged copy opens, and Verify finds nothing either.
	s, err := Open(damagedCopy(t, nil))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Verify(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// TestVerifyFindsMissingColumn checks that Verify, the full check, also
// compares the schema with the migrations.
func TestVerifyFindsMissingColumn(t *testing.T) {
	s := openTemp(t)
	if _, err := s.db.Exec("ALTER TABLE notes DROP COLUMN text"); err != nil {
		t.Fatal(err)
	}
	if err := s.Verify(context.Background()); !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "notes.text") {
		t.Fatalf("Verify: %v", err)
	}
}
