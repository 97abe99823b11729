//go:build windows

package persistence

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// errWouldBlock means the lock is held by another open Store.
var errWouldBlock = errors.New("lock is held")

// fileLock is a side file next to the database opened without sharing, held
// while a Store is open; Windows deletes it when the handle is closed. The
// side file is named after the database's path with symbolic links
// resolved, so that a link to the database takes the same lock. (Windows
// locks byte ranges of the database itself for SQLite, so the lock cannot be
// on the database file as on Unix; hard links are not covered.)
type fileLock struct {
	h syscall.Handle
}

const (
	errorSharingViolation syscall.Errno = 32
	fileFlagDeleteOnClose               = 0x04000000
)

// acquireLock takes the lock of the database at path without waiting.
func acquireLock(path string) (*fileLock, error) {
	path = resolveLinks(path) + ".lock"
	if st, err := os.Lstat(path); err == nil && st.Mode()&os.ModeSymlink != 0 {
		return nil, fmt.Errorf("lock %s: it is a symbolic link; delete it", path)
	}
	p, err := syscall.UTF16PtrFromString(path)
	if err != nil {
		return nil, err
	}
	h, err := syscall.CreateFile(p, syscall.GENERIC_READ|syscall.GENERIC_WRITE, 0, nil,
		syscall.OPEN_ALWAYS, syscall.FILE_ATTRIBUTE_NORMAL|fileFlagDeleteOnClose, 0)
	if err != nil {
		if errors.Is(err, errorSharingViolation) {
			return nil, errWouldBlock
		}
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	return &fileLock{h: h}, nil
}

// release closes the handle, which unlocks and deletes the side file.
func (l *fileLock) release() error {
	if l == nil || l.h == syscall.InvalidHandle || l.h == 0 {
		return nil
	}
	err := syscall.CloseHandle(l.h)
	l.h = syscall.InvalidHandle
	return err
}

// resolveLinks returns path with symbolic links resolved, in the file itself
// if it exists, else in its folder.
func resolveLinks(path string) string {
	if p, err := filepath.EvalSymlinks(path); err == nil {
		return p
	}
	if dir, err := filepath.EvalSymlinks(filepath.Dir(path)); err == nil {
		return filepath.Join(dir, filepath.Base(path))
	}
	return path
}
