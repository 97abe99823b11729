//go:build unix

package persistence

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// errWouldBlock means the lock is held by another open Store.
var errWouldBlock = errors.New("lock is held")

// fileLock is an exclusive flock(2) on the database file itself, held while
// a Store is open. A lock on the file, not on a name beside it, holds
// whatever path reaches the file: a symbolic link, a hard link, another
// spelling of the folder. flock locks are separate from the POSIX record
// locks SQLite takes, so it never interferes with them. The descriptor
// stays open until the Store is closed, after SQLite's own: closing another
// descriptor of the file would drop SQLite's locks.
type fileLock struct {
	f *os.File
}

// acquireLock locks the database file at path without waiting, creating it
// (empty, which Open takes as a new database) if missing.
func acquireLock(path string) (*fileLock, error) {
	for attempt := 0; attempt < 10; attempt++ {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
		if err != nil {
			return nil, err
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
			f.Close()
			if errors.Is(err, syscall.EWOULDBLOCK) {
				return nil, errWouldBlock
			}
			return nil, fmt.Errorf("flock %s: %w", path, err)
		}
		// The file may have been replaced between our open and our
		// flock: only a lock on the file now at path counts.
		held, err1 := f.Stat()
		now, err2 := os.Stat(path)
		if err1 == nil && err2 == nil && os.SameFile(held, now) {
			return &fileLock{f: f}, nil
		}
		f.Close()
	}
	return nil, fmt.Errorf("lock %s: file keeps changing", path)
}

// links returns how many names (hard links) the locked file has.
func (l *fileLock) links() (uint64, error) {
	st, err := l.f.Stat()
	if err != nil {
		return 0, err
	}
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		return uint64(sys.Nlink), nil
	}
	return 1, nil
}

// release unlocks; call it only after SQLite has closed the file.
func (l *fileLock) release() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := l.f.Close() // closing the descriptor releases the flock
	l.f = nil
	return err
}
