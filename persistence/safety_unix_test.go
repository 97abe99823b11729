//go:build unix

package persistence

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// The lock is on the file, not its name: a symbolic or hard link to an
// open database is refused as the database itself is.
func TestLockHoldsThroughLinks(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.CreateCampaign(context.Background(), "held"); err != nil {
		t.Fatal(err)
	}
	link, hard := filepath.Join(dir, "link.db"), filepath.Join(t.TempDir(), "hard.db")
	if err := os.Symlink(path, link); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(path, hard); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{link, hard, filepath.Join(dir, ".", "campaign.db")} {
		s2, err := Open(p)
		if err == nil {
			s2.Close()
			t.Fatalf("Open(%s) succeeded while the database is open", p)
		}
		if !errors.Is(err, ErrLocked) {
			t.Fatalf("Open(%s): %v, want ErrLocked", p, err)
		}
	}
	// The same through another process holding the symbolic link (a
	// file with a second name is refused: TestHardLinkAfterCrashIsRefused).
	s.Close()
	if err := os.Remove(hard); err != nil {
		t.Fatal(err)
	}
	cmd, out, closeStdin := startChild(t, "hold", link)
	if line, err := out.ReadString('\n'); err != nil || line != "ready\n" {
		closeStdin()
		cmd.Wait()
		t.Fatalf("child: %q %v", line, err)
	}
	if s3, err := Open(path); err == nil {
		s3.Close()
		t.Error("Open succeeded while another process holds the file through a symbolic link")
	} else if !errors.Is(err, ErrLocked) {
		t.Errorf("got %v, want ErrLocked", err)
	}
	closeStdin()
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
}

// A new database and its folder are private: 0600 and 0700.
func TestNewDatabaseIsPrivate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "haventable")
	path := filepath.Join(dir, "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.CreateCampaign(context.Background(), "mine"); err != nil {
		t.Fatal(err)
	}
	for p, want := range map[string]os.FileMode{dir: 0o700, path: 0o600, path + "-wal": 0o600} {
		st, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Mode().Perm(); got != want {
			t.Errorf("%s: mode %v, want %v", p, got, want)
		}
	}
	s.Close()
}

// copyFile copies src to dst, as a crash with a lost side file leaves it.
func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, b, 0o600); err != nil {
		t.Fatal(err)
	}
}

// A database whose content was still only in its write-ahead log, and the
// log is lost (deleted, or truncated to nothing), is refused: the app must
// not adopt the one-page main file as a new, empty database.
func TestLostWriteAheadLogIsRefused(t *testing.T) {
	dir := t.TempDir()
	live := filepath.Join(dir, "live.db")
	// What builds before this one left on a crash before the first
	// checkpoint: WAL mode switched on first, everything else in the log.
	db, err := sql.Open("sqlite3", sqliteURI(live)+"?_journal_mode=WAL")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := applyMigrations(context.Background(), db, migrations); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec("INSERT INTO campaigns (name, created_at) VALUES ('only in the log', 0)"); err != nil {
		t.Fatal(err)
	}
	for name, wal := range map[string][]byte{"deleted": nil, "empty": {}} {
		path := filepath.Join(dir, name+".db")
		copyFile(t, live, path)
		if wal != nil {
			if err := os.WriteFile(path+"-wal", wal, 0o600); err != nil {
				t.Fatal(err)
			}
		}
		before, _ := os.ReadFile(path)
		s, err := Open(path)
		if err == nil {
			s.Close()
			t.Fatalf("%s log: Open adopted the file", name)
		}
		if !errors.Is(err, ErrJournalLost) {
			t.Fatalf("%s log: %v, want ErrJournalLost", name, err)
		}
		if after, _ := os.ReadFile(path); string(before) != string(after) {
			t.Fatalf("%s log: the refused file changed", name)
		}
	}
}

// Open gives a new database its schema before write-ahead logging, and a
// checkpoint puts a campaign into the main file: losing the log then loses
// nothing that was checkpointed.
func TestNewDatabaseSurvivesALostLogAfterCheckpoint(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	// Schema only: the main file alone is already a Haventable database.
	copyFile(t, path, filepath.Join(dir, "schema.db"))
	if s2, err := Open(filepath.Join(dir, "schema.db")); err != nil {
		t.Fatalf("main file of a new database: %v", err)
	} else {
		s2.Close()
	}
	if _, err := s.CreateCampaignWith(context.Background(), NewCampaign{Name: "First"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Checkpoint(context.Background()); err != nil {
		t.Fatal(err)
	}
	copyFile(t, path, filepath.Join(dir, "crashed.db")) // no -wal beside it
	s3, err := Open(filepath.Join(dir, "crashed.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s3.Close()
	if list, err := s3.Campaigns(context.Background()); err != nil || len(list) != 1 || list[0].Name != "First" {
		t.Fatalf("campaigns in the main file: %v %v", list, err)
	}
}

func TestCheckTarget(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.CreateCampaign(context.Background(), "x"); err != nil {
		t.Fatal(err)
	}
	other := t.TempDir()
	dirLink := filepath.Join(other, "same-folder")
	if err := os.Symlink(dir, dirLink); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(path, filepath.Join(other, "link.json")); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(path, filepath.Join(other, "hard.json")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "backup.json"), []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	for target, own := range map[string]bool{
		path:                                  true,
		path + "-wal":                         true,
		path + "-shm":                         true,
		path + "-journal":                     true, // not there now, but SQLite's name
		filepath.Join(dirLink, "campaign.db"): true,
		filepath.Join(dirLink, "campaign.db-shm"): true,
		filepath.Join(other, "link.json"):         true,
		filepath.Join(other, "hard.json"):         true,
		filepath.Join(dir, "backup.json"):         false,
		filepath.Join(dir, "new.json"):            false,
		filepath.Join(dirLink, "new.json"):        false,
		filepath.Join(other, "campaign.db"):       false,
	} {
		err := s.CheckTarget(target)
		if got := errors.Is(err, ErrOwnFile); got != own {
			t.Errorf("CheckTarget(%s) = %v, want own=%v", target, err, own)
		}
	}
}
