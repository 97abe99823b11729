//go:build windows

package persistence

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/windows"
)

// errWouldBlock means the lock is held by another open Store.
var errWouldBlock = errors.New("lock is held")

// fileLock is an exclusive byte-range lock on the database file itself,
// held while a Store is open. A lock on the file, not on a name beside it,
// holds whatever path reaches the file: a symbolic link, a hard link,
// another spelling of the folder. The range lies far beyond anything the
// file holds and beyond the bytes SQLite locks for itself (around 1 GiB),
// so it never interferes with SQLite; Windows locks belong to the handle
// that took them, so SQLite opening and closing its own handles leaves the
// lock alone.
type fileLock struct {
	h windows.Handle
}

// lockOffset is where the locked byte lies: the top of the 63-bit range.
const lockOffset = 1<<63 - 2

// acquireLock locks the database file at path without waiting, creating it
// (empty, which Open takes as a new database) if missing.
func acquireLock(path string) (*fileLock, error) {
	p, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return nil, err
	}
	h, err := windows.CreateFile(p, windows.GENERIC_READ|windows.GENERIC_WRITE,
		windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE|windows.FILE_SHARE_DELETE, nil,
		windows.OPEN_ALWAYS, windows.FILE_ATTRIBUTE_NORMAL, 0)
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, &os.PathError{Op: "open", Path: path, Err: err})
	}
	ol := new(windows.Overlapped)
	ol.Offset = uint32(lockOffset & 0xffffffff)
	ol.OffsetHigh = uint32(lockOffset >> 32)
	err = windows.LockFileEx(h, windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, ol)
	if err != nil {
		windows.CloseHandle(h)
		if errors.Is(err, windows.ERROR_LOCK_VIOLATION) || errors.Is(err, windows.ERROR_IO_PENDING) {
			return nil, errWouldBlock
		}
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	return &fileLock{h: h}, nil
}

// links returns how many names (hard links) the locked file has.
func (l *fileLock) links() (uint64, error) {
	var info windows.ByHandleFileInformation
	if err := windows.GetFileInformationByHandle(l.h, &info); err != nil {
		return 0, err
	}
	return uint64(info.NumberOfLinks), nil
}

// release unlocks; call it only after SQLite has closed the file.
func (l *fileLock) release() error {
	if l == nil || l.h == 0 || l.h == windows.InvalidHandle {
		return nil
	}
	err := windows.CloseHandle(l.h) // closing the handle releases its locks
	l.h = windows.InvalidHandle
	return err
}
