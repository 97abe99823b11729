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

// fileLock is an exclusive flock(2) on a side file next to the database,
// held while a Store is open. It is advisory and separate from SQLite's own
// locks, so it never interferes with them; the side file is removed on release.
type fileLock struct {
	path string
	f    *os.File
}

// acquireLock takes the lock at path without waiting, creating the file.
func acquireLock(path string) (*fileLock, error) {
	for attempt := 0; attempt < 10; attempt++ {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
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
		// The previous holder may have removed the file between our open
		// and our flock: then we hold a lock nobody else can see. Only a
		// lock on the file currently at path counts.
		held, err1 := f.Stat()
		now, err2 := os.Stat(path)
		if err1 == nil && err2 == nil && os.SameFile(held, now) {
			return &fileLock{path: path, f: f}, nil
		}
		f.Close()
	}
	return nil, fmt.Errorf("lock %s: file keeps changing", path)
}

// release removes the side file while still holding the lock, then unlocks.
func (l *fileLock) release() error {
	if l == nil || l.f == nil {
		return nil
	}
	rmErr := os.Remove(l.path)
	err := l.f.Close() // closing the descriptor releases the flock
	l.f = nil
	if rmErr != nil && !errors.Is(rmErr, os.ErrNotExist) {
		return rmErr
	}
	return err
}
