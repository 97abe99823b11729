//go:build windows

package persistence

import (
	"errors"
	"fmt"
	"syscall"
)

// errWouldBlock means the lock is held by another open Store.
var errWouldBlock = errors.New("lock is held")

// fileLock is a side file next to the database opened without sharing, held
// while a Store is open; Windows deletes it when the handle is closed.
type fileLock struct {
	h syscall.Handle
}

const (
	errorSharingViolation syscall.Errno = 32
	fileFlagDeleteOnClose               = 0x04000000
)

// acquireLock takes the lock at path without waiting, creating the file.
func acquireLock(path string) (*fileLock, error) {
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
