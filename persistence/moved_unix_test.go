//go:build unix

package persistence

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// crashWithOneSaved makes a database at path with one campaign and its
// first action in the main file, then has a child record actions up to n
// and kills it (SIGKILL): the -wal holds actions 2 to n. It returns the
// campaign's ID.
func crashWithOneSaved(t *testing.T, path string, n int64) int64 {
	t.Helper()
	ctx := context.Background()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.CreateCampaign(ctx, "renamed")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Record(ctx, c.ID, Action{Kind: "draw", Scenario: crashState(1)}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	recordAndKill(t, path, n)
	return c.ID
}

// Issue 40, item 22: a child records 11 actions and is killed (SIGKILL);
// the main file holds the first, the -wal the other 10. campaign.db is
// then renamed, or moved to another folder. Opening it under its new name
// is refused, the file untouched, naming the -wal to bring back; brought
// back, nothing is lost. Deleted instead, the 10 actions are reported lost.
func TestRenamedAfterCrashNamesTheWAL(t *testing.T) {
	for _, tc := range []struct {
		name   string
		newDir bool
	}{{"renamed", false}, {"moved", true}} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			dir := t.TempDir()
			path := filepath.Join(dir, "campaign.db")
			id := crashWithOneSaved(t, path, 11)
			if _, err := os.Stat(path + "-wal"); err != nil {
				t.Fatalf("the crash left no -wal: %v", err)
			}
			newPath := filepath.Join(dir, "Gloomhaven 2026.db")
			if tc.newDir {
				newPath = filepath.Join(t.TempDir(), "campaign.db")
			}
			if err := os.Rename(path, newPath); err != nil {
				t.Fatal(err)
			}
			before, err := os.ReadFile(newPath)
			if err != nil {
				t.Fatal(err)
			}

			_, err = Open(newPath)
			var moved *MovedError
			if !errors.As(err, &moved) || !errors.Is(err, ErrJournalElsewhere) {
				t.Fatalf("Open(renamed) = %v, want a MovedError", err)
			}
			if moved.WAL != path+"-wal" || moved.Target() != newPath+"-wal" || moved.Count != 10 {
				t.Fatalf("MovedError %+v, want the 10 actions of %s-wal", moved, path)
			}
			if after, err := os.ReadFile(newPath); err != nil || !bytes.Equal(before, after) {
				t.Fatalf("the refused file was changed (%v)", err)
			}
			for _, side := range []string{"-wal", openMarkSuffix} {
				if _, err := os.Lstat(newPath + side); !errors.Is(err, os.ErrNotExist) {
					t.Fatalf("refused, yet %s%s was made: %v", newPath, side, err)
				}
			}

			// Brought back under the new name: all 11 actions.
			if err := os.Rename(moved.WAL, moved.Target()); err != nil {
				t.Fatal(err)
			}
			s, err := Open(newPath)
			if err != nil {
				t.Fatalf("with its -wal back: %v", err)
			}
			if w := s.Warning(); w != nil {
				t.Errorf("with its -wal back: warning %v", w)
			}
			tab, err := s.PlayState(ctx, id)
			if err != nil || tab.Cursor != 11 {
				t.Fatalf("with its -wal back: %d actions, %v; want 11", tab.Cursor, err)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			// Nothing is left under the old name to confuse a new database.
			for _, side := range []string{"-wal", openMarkSuffix} {
				if _, err := os.Lstat(path + side); !errors.Is(err, os.ErrNotExist) {
					t.Errorf("%s%s is still there: %v", path, side, err)
				}
			}
		})
	}
}

// The same crash and rename, but the -wal under the old name is deleted:
// the database opens with what its main file holds and says 10 actions
// were lost, naming the old name.
func TestRenamedAfterCrashWithoutItsWALIsWarned(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	path := filepath.Join(dir, "campaign.db")
	id := crashWithOneSaved(t, path, 11)
	newPath := filepath.Join(dir, "renamed.db")
	if err := os.Rename(path, newPath); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(path + "-wal"); err != nil {
		t.Fatal(err)
	}
	s, err := Open(newPath)
	if err != nil {
		t.Fatal(err)
	}
	var lost *LostActions
	if !errors.As(s.Warning(), &lost) || lost.Count != 10 || lost.Old != path || lost.Copy {
		s.Close()
		t.Fatalf("warning %#v, want 10 actions lost with %s", s.Warning(), path)
	}
	if msg := lost.Error(); !strings.Contains(msg, path+"-wal") || !strings.Contains(msg, "10 actions") {
		t.Errorf("warning %q names neither the file nor the count", msg)
	}
	tab, err := s.PlayState(ctx, id)
	if err != nil || tab.Cursor != 1 {
		t.Fatalf("%d actions, %v; want 1", tab.Cursor, err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	// Said once.
	s, err = Open(newPath)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if w := s.Warning(); w != nil {
		t.Errorf("the next open warns again: %v", w)
	}
}

// A copy of a database made while it is open (its main file without the
// -wal) is opened with a warning that it lacks what the original holds;
// the original is not touched.
func TestCopyOfAnOpenDatabaseIsWarned(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	path := filepath.Join(dir, "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c, err := s.CreateCampaign(ctx, "copied")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Checkpoint(ctx); err != nil {
		t.Fatal(err)
	}
	for i := int64(1); i <= 3; i++ {
		if _, err := s.Record(ctx, c.ID, Action{Kind: "draw", Scenario: crashState(i)}); err != nil {
			t.Fatal(err)
		}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	copyPath := filepath.Join(dir, "copy.db")
	if err := os.WriteFile(copyPath, b, 0o600); err != nil {
		t.Fatal(err)
	}
	cp, err := Open(copyPath)
	if err != nil {
		t.Fatal(err)
	}
	defer cp.Close()
	var lost *LostActions
	if !errors.As(cp.Warning(), &lost) || !lost.Copy || lost.Old != path || lost.Count != 3 {
		t.Fatalf("warning %#v, want a copy lacking 3 actions of %s", cp.Warning(), path)
	}
}
