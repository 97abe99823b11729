//go:build unix

package persistence

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"syscall"
)

// checkWritable returns an error wrapping ErrReadOnly if this process may
// not write the database at path: the file itself, the -wal, -shm or
// -journal file beside it, or (for the side files SQLite creates) its
// folder. It asks the system (access(2), which knows about read-only file
// systems, and for which root may write any mode), and writes nothing.
// Missing files and a missing folder are not checked.
func checkWritable(path string) error {
	for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
		p := path + suffix
		err := syscall.Access(p, 2) // W_OK
		if err == nil || errors.Is(err, fs.ErrNotExist) {
			continue
		}
		what := "the file " + p
		if suffix != "" {
			what = "the file " + p + " beside it"
		}
		return fmt.Errorf("open %s: %w: %s is read-only (%v)", path, ErrReadOnly, what, err)
	}
	dir := filepath.Dir(path)
	if err := syscall.Access(dir, 2|1); err != nil && !errors.Is(err, fs.ErrNotExist) { // W_OK|X_OK
		return fmt.Errorf("open %s: %w: its folder %s is read-only (%v)", path, ErrReadOnly, dir, err)
	}
	return nil
}
