package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"sync"
)

// openMarkSuffix names the file kept beside an open database: it says the
// database is open (a crash leaves it behind) and how many actions it has
// recorded in all (the count of migration 9), rewritten after every commit
// that records one. The main database file learns of a commit only at a
// checkpoint; until then the commit lives in the -wal file alone, so the
// count must be kept outside both.
const openMarkSuffix = "-open"

// openMarkHeader starts the file's one line: "haventable-open N UID\n",
// UID being the database's own identity (open_state.uid); a version before
// it wrote "haventable-open N\n".
const openMarkHeader = "haventable-open "

// LostActions is the warning Open gives (Store.Warning) for a database
// that was not closed cleanly and now holds fewer actions than it had
// recorded: its write-ahead log (the -wal file), which held the last
// ones, was deleted, or did not reach the disk before a power cut. The
// file alone cannot bring them back; the campaign opens as it stands.
type LostActions struct {
	// Path is the database file.
	Path string
	// Count is how many recorded actions are missing (at least 1).
	Count int64
	// WALMissing is true when the -wal file was gone at open.
	WALMissing bool
	// Old, when not empty, is the name the database was open under when
	// it stopped without being closed: it was renamed or moved since (or,
	// with Copy, copied from there). Count is 0 when how many actions are
	// missing cannot be known (nothing is left beside the old name).
	Old string
	// Copy is true when a file still has the old name: this one is a
	// copy made while that one was open, without its -wal.
	Copy bool
}

func (e *LostActions) Error() string {
	count := fmt.Sprintf("the last %d actions recorded", e.Count)
	if e.Count == 0 {
		count = "the actions recorded since it was last saved"
	}
	switch {
	case e.Copy:
		return fmt.Sprintf("campaign database %s is a copy of %s made while it was open: it lacks %s, which %s holds", e.Path, e.Old, count, e.Old)
	case e.Old != "":
		return fmt.Sprintf("campaign database %s was open as %s when it stopped, and the file %s-wal that held %s is gone: they were lost", e.Path, e.Old, e.Old, count)
	}
	cause := "they did not reach the disk before the computer stopped"
	if e.WALMissing {
		cause = "the file " + e.Path + "-wal that held them was deleted after a crash"
	}
	return fmt.Sprintf("campaign database %s: %s were lost: %s", e.Path, count, cause)
}

// ErrJournalElsewhere means the database was renamed or moved after the
// app stopped without closing it: its write-ahead log, with the last
// actions, kept the old name. See MovedError.
var ErrJournalElsewhere = errors.New("the campaign database was renamed or moved after a crash, and its last actions are in the write-ahead log (-wal file) under its old name")

// MovedError is the error (wrapping ErrJournalElsewhere) Open returns for a
// database renamed or moved after a crash whose -wal file is still under
// the old name. The database is left untouched: moving the -wal beside it
// under its new name (Target) brings the actions back; deleting the -wal
// opens it without them (with a LostActions warning).
type MovedError struct {
	// Path is the database file as it is named now.
	Path string
	// WAL is the -wal file under the old name that holds the actions.
	WAL string
	// Count is how many recorded actions only WAL holds.
	Count int64
}

// Target is the name WAL must be given to be found again: Path + "-wal".
func (e *MovedError) Target() string { return e.Path + "-wal" }

func (e *MovedError) Error() string {
	return fmt.Sprintf("open %s: %v: the last %d actions are in %s; move it to %s and open again, or delete it to open without them", e.Path, ErrJournalElsewhere, e.Count, e.WAL, e.Target())
}

// Unwrap makes a MovedError an ErrJournalElsewhere.
func (e *MovedError) Unwrap() error { return ErrJournalElsewhere }

// openMark is the open file beside a Store's database.
type openMark struct {
	mu   sync.Mutex
	f    *os.File
	path string
	uid  string
	n    int64 // the count written last
}

// readOpenMark reads the count and database identity a crashed Store left
// beside the database at abs (uid is empty in a mark of a version before
// identities); ok is false when there is none (the database was closed
// cleanly, or by an older version) or it cannot be read.
func readOpenMark(abs string) (n int64, uid string, ok bool) {
	b, err := os.ReadFile(abs + openMarkSuffix)
	if err != nil || len(b) > 128 {
		return 0, "", false
	}
	s, found := strings.CutPrefix(strings.TrimSpace(string(b)), strings.TrimSpace(openMarkHeader))
	if !found {
		return 0, "", false
	}
	fields := strings.Fields(s)
	if len(fields) < 1 || len(fields) > 2 {
		return 0, "", false
	}
	n, err = strconv.ParseInt(fields[0], 10, 64)
	if err != nil || n < 0 {
		return 0, "", false
	}
	if len(fields) == 2 {
		uid = fields[1]
	}
	return n, uid, true
}

// actionCount reads the count of actions ever recorded.
func actionCount(ctx context.Context, q querier) (int64, error) {
	var n int64
	err := q.QueryRowContext(ctx, "SELECT n FROM action_count WHERE id = 1").Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return n, err
}

// createOpenMark writes the file beside abs with count n and the
// database's identity uid.
func createOpenMark(abs string, n int64, uid string) (*openMark, error) {
	f, err := os.OpenFile(abs+openMarkSuffix, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		if isReadOnly(err) {
			return nil, fmt.Errorf("open %s: %w (%v)", abs, ErrReadOnly, err)
		}
		return nil, fmt.Errorf("open campaign database %s: %w", abs, err)
	}
	m := &openMark{f: f, path: abs + openMarkSuffix, uid: uid, n: -1}
	if err := m.write(n); err != nil {
		f.Close()
		os.Remove(m.path)
		return nil, fmt.Errorf("open campaign database %s: %w", abs, err)
	}
	return m, nil
}

// write records count n if it is newer than the one written. A write
// without fsync survives the app's crash (the system keeps it); a power
// cut may also lose the last commits themselves, which synchronous=NORMAL
// does not sync either.
func (m *openMark) write(n int64) error {
	if m == nil {
		return nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if n <= m.n {
		return nil
	}
	// Fixed width, written at offset 0 in one call: never a mix of two
	// counts.
	line := fmt.Sprintf("%s%020d %s\n", openMarkHeader, n, m.uid)
	if _, err := m.f.WriteAt([]byte(line), 0); err != nil {
		return fmt.Errorf("write %s: %w", m.path, err)
	}
	m.n = n
	return nil
}

// remove deletes the file: the database was closed cleanly.
func (m *openMark) remove() error {
	if m == nil {
		return nil
	}
	err := m.f.Close()
	if rerr := os.Remove(m.path); rerr != nil && !errors.Is(rerr, fs.ErrNotExist) && err == nil {
		err = rerr
	}
	return err
}

// closeKeep closes the file and leaves it: the database was not closed
// cleanly.
func (m *openMark) closeKeep() {
	if m != nil {
		m.f.Close()
	}
}

// identity is the database's open_state row (migration 10).
type identity struct {
	uid  string
	path string // the name it was last opened by
	open bool   // not closed since
}

// readIdentity reads the database's identity row.
func readIdentity(ctx context.Context, q querier) (identity, error) {
	var id identity
	err := q.QueryRowContext(ctx, "SELECT uid, path, open FROM open_state WHERE id = 1").Scan(&id.uid, &id.path, &id.open)
	if err != nil {
		return identity{}, fmt.Errorf("read identity: %w", err)
	}
	return id, nil
}

// checkMoved looks for what a database opened as abs, with count actions
// and no -wal beside it, left under the name it was open by when it
// stopped without being closed (id.path). With that -wal still there, and
// the file beside it naming this database, it returns a *MovedError: the
// caller must not write to the database, or the -wal could never be
// brought back. Otherwise it returns the warning to give (nil when
// nothing is missing).
func checkMoved(abs string, id identity, count int64) (*LostActions, error) {
	old := id.path
	if !id.open || old == "" || old == abs {
		return nil, nil
	}
	now, err := os.Stat(abs)
	if err != nil {
		return nil, nil
	}
	oldSt, err := os.Stat(old)
	if err == nil && os.SameFile(now, oldSt) {
		return nil, nil // the same file under another spelling
	}
	copied := err == nil
	var lost int64 // 0: unknown
	if marked, uid, ok := readOpenMark(old); ok && uid == id.uid {
		if marked <= count {
			return nil, nil // the main file holds every action recorded
		}
		lost = marked - count
	}
	if copied {
		return &LostActions{Path: abs, Count: lost, Old: old, Copy: true}, nil
	}
	if wal, err := os.Lstat(old + "-wal"); lost > 0 && err == nil && wal.Mode().IsRegular() {
		return nil, &MovedError{Path: abs, WAL: old + "-wal", Count: lost}
	}
	return &LostActions{Path: abs, Count: lost, WALMissing: true, Old: old}, nil
}

// markOpen records in the main database file itself (a checkpoint) that
// the database is open as abs.
func (s *Store) markOpen(ctx context.Context, abs string) error {
	if _, err := s.db.ExecContext(ctx, "UPDATE open_state SET path = ?, open = 1 WHERE id = 1", abs); err != nil {
		return fmt.Errorf("record that it is open: %w", err)
	}
	return s.Checkpoint(ctx)
}

// forgetOld removes the open mark a crashed Store left beside old, the
// name a database was open under before it was renamed, once nothing else
// is left there: a database made later under that name must not take it
// for its own.
func forgetOld(old, uid string) {
	if _, err := os.Lstat(old); err == nil {
		return
	}
	if _, err := os.Lstat(old + "-wal"); err == nil {
		return
	}
	if _, u, ok := readOpenMark(old); ok && u == uid {
		os.Remove(old + openMarkSuffix)
		os.Remove(old + "-shm")
	}
}
