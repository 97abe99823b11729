//go:build unix

package persistence

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// recordAndKill runs a child recording actions on the first campaign of
// path up to action want, then kills it with SIGKILL, leaving its -wal
// behind as a crash does.
func recordAndKill(t *testing.T, path string, want int64) {
	t.Helper()
	cmd, out, closeStdin := startChild(t, "record", path, "HAVENTABLE_RECORD_UPTO="+strconv.FormatInt(want, 10))
	defer func() {
		cmd.Process.Signal(syscall.SIGKILL)
		closeStdin()
		cmd.Wait()
	}()
	for {
		line, err := out.ReadString('\n')
		if err != nil {
			t.Fatalf("child ended before %d actions: %v", want, err)
		}
		n, err := strconv.ParseInt(strings.TrimSpace(line), 10, 64)
		if err != nil {
			t.Fatalf("child said %q", line)
		}
		if n >= want {
			return
		}
	}
}

// Issue 30, item 1: A commits 10 actions and is killed; B opens the file
// through a hard link in another folder. SQLite would give B the main file
// without A's -wal (1 action), and A's -wal would later replay over what B
// wrote. Every name of a file with two is refused, naming the other, until
// the second name is gone; then nothing is lost.
func TestHardLinkAfterCrashIsRefused(t *testing.T) {
	ctx := context.Background()
	dirA, dirB := t.TempDir(), t.TempDir()
	pathA := filepath.Join(dirA, "campaign.db")
	s, err := Open(pathA)
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.CreateCampaign(ctx, "linked")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Record(ctx, c.ID, Action{Kind: "draw", Scenario: crashState(1)}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	recordAndKill(t, pathA, 10)
	if _, err := os.Stat(pathA + "-wal"); err != nil {
		t.Fatalf("the crash left no -wal: %v", err)
	}
	pathB := filepath.Join(dirB, "other.db")
	if err := os.Link(pathA, pathB); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	sameDir := filepath.Join(dirA, "also.db")
	if err := os.Link(pathA, sameDir); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{pathB, pathA} {
		s2, err := Open(p)
		if err == nil {
			tab, _ := s2.PlayState(ctx, c.ID)
			s2.Close()
			t.Fatalf("Open(%s) through one of 3 names succeeded (it sees %d actions)", p, tab.Cursor)
		}
		if !errors.Is(err, ErrLinked) {
			t.Fatalf("Open(%s): %v, want ErrLinked", p, err)
		}
		if !strings.Contains(err.Error(), "3 names") {
			t.Errorf("Open(%s): %v does not count the names", p, err)
		}
	}
	// The name in the same folder is named.
	var linked *LinkedError
	if _, err := Open(pathA); !errors.As(err, &linked) || linked.Names != 3 || len(linked.Others) != 1 ||
		linked.Others[0] != sameDir || !strings.Contains(err.Error(), sameDir) {
		t.Errorf("Open(%s): %v does not name %s", pathA, err, sameDir)
	}
	if err := os.Remove(pathB); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(sameDir); err != nil {
		t.Fatal(err)
	}
	s, err = Open(pathA)
	if err != nil {
		t.Fatalf("Open through the one name left: %v", err)
	}
	defer s.Close()
	tab, err := s.PlayState(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if tab.Cursor != 10 {
		t.Fatalf("after the crash the campaign holds %d actions, want 10", tab.Cursor)
	}
}

// Issue 30, item 2: 13 actions committed, SIGKILL, the -wal deleted: the
// main file holds only the first. Open says so, with the count, and opens
// the campaign as it stands; a crash with its -wal kept, and a clean
// close, say nothing.
func TestLostWALIsWarned(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.CreateCampaign(ctx, "lost")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Record(ctx, c.ID, Action{Kind: "draw", Scenario: crashState(1)}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + openMarkSuffix); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("a clean close left %s%s: %v", path, openMarkSuffix, err)
	}
	reopen := func() *Store {
		t.Helper()
		s, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}

	// A crash with the -wal kept loses nothing and says nothing.
	recordAndKill(t, path, 5)
	s = reopen()
	if w := s.Warning(); w != nil {
		t.Fatalf("after a crash with its -wal kept: %v", w)
	}
	tab, err := s.PlayState(ctx, c.ID)
	if err != nil || tab.Cursor != 5 {
		t.Fatalf("after the crash: %d actions, %v", tab.Cursor, err)
	}
	// Back to one action in the main file, as in the issue.
	for tab.Cursor > 1 {
		if _, err := s.Undo(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
		tab.Cursor--
	}
	if _, err := s.Record(ctx, c.ID, Action{Kind: "draw", Scenario: crashState(1)}); err != nil {
		t.Fatal(err)
	}
	// (the undone actions, now discarded, stay counted)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	recordAndKill(t, path, 13)
	for _, side := range []string{"-wal", "-shm"} {
		if err := os.Remove(path + side); err != nil {
			t.Fatal(err)
		}
	}
	s = reopen()
	var lost *LostActions
	if !errors.As(s.Warning(), &lost) {
		s.Close()
		t.Fatalf("after the -wal was deleted: warning %v, want LostActions", s.Warning())
	}
	tab, err = s.PlayState(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if tab.Cursor != 2 {
		t.Errorf("the main file holds %d actions, want 2", tab.Cursor)
	}
	// The child recorded actions 3 to 13.
	if lost.Count != 11 || !lost.WALMissing {
		t.Errorf("warning %+v, want 11 lost actions and the -wal missing", lost)
	}
	msg := lost.Error()
	if !strings.Contains(msg, strconv.FormatInt(lost.Count, 10)+" actions") || !strings.Contains(msg, path+"-wal") {
		t.Errorf("warning %q does not name the count and the file", msg)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	// Said once: the next open finds nothing lost.
	s = reopen()
	defer s.Close()
	if w := s.Warning(); w != nil {
		t.Errorf("the next open warns again: %v", w)
	}
}

// A symbolic link after a crash is followed to the file, whose -wal lies
// beside it: opened through the link, nothing is lost.
func TestSymlinkAfterCrashSeesTheWAL(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.CreateCampaign(ctx, "linked")
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	recordAndKill(t, path, 10)
	link := filepath.Join(t.TempDir(), "link.db")
	if err := os.Symlink(path, link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	if s, err = Open(link); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Path() != path {
		t.Errorf("Path() = %s, want the file the link leads to, %s", s.Path(), path)
	}
	if tab, err := s.PlayState(ctx, c.ID); err != nil || tab.Cursor != 10 {
		t.Fatalf("through the link after the crash: %d actions, %v; want 10", tab.Cursor, err)
	}
	if _, err := os.Lstat(link + "-wal"); err == nil {
		t.Errorf("a -wal was made beside the link")
	}
}
