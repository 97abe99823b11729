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

// openMarkHeader starts the file's one line: "haventable-open N\n".
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
}

func (e *LostActions) Error() string {
	cause := "they did not reach the disk before the computer stopped"
	if e.WALMissing {
		cause = "the file " + e.Path + "-wal that held them was deleted after a crash"
	}
	return fmt.Sprintf("campaign database %s: the last %d actions recorded were lost: %s", e.Path, e.Count, cause)
}

// openMark is the open file beside a Store's database.
type openMark struct {
	mu   sync.Mutex
	f    *os.File
	path string
	n    int64 // the count written last
}

// readOpenMark reads the count a crashed Store left beside the database at
// abs; ok is false when there is none (the database was closed cleanly,
// or by an older version) or it cannot be read.
func readOpenMark(abs string) (n int64, ok bool) {
	b, err := os.ReadFile(abs + openMarkSuffix)
	if err != nil || len(b) > 64 {
		return 0, false
	}
	s, found := strings.CutPrefix(strings.TrimSpace(string(b)), strings.TrimSpace(openMarkHeader))
	if !found {
		return 0, false
	}
	n, err = strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || n < 0 {
		return 0, false
	}
	return n, true
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

// createOpenMark writes the file beside abs with count n.
func createOpenMark(abs string, n int64) (*openMark, error) {
	f, err := os.OpenFile(abs+openMarkSuffix, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		if isReadOnly(err) {
			return nil, fmt.Errorf("open %s: %w (%v)", abs, ErrReadOnly, err)
		}
		return nil, fmt.Errorf("open campaign database %s: %w", abs, err)
	}
	m := &openMark{f: f, path: abs + openMarkSuffix, n: -1}
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
	line := fmt.Sprintf("%s%020d\n", openMarkHeader, n)
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
