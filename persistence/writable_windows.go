//go:build windows

package persistence

import (
	"fmt"
	"os"
)

// checkWritable returns an error wrapping ErrReadOnly if the database at
// path or a -wal, -shm or -journal file beside it has the read-only
// attribute. It writes nothing; missing files are not checked.
func checkWritable(path string) error {
	for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
		p := path + suffix
		if st, err := os.Stat(p); err == nil && st.Mode().Perm()&0o200 == 0 {
			return fmt.Errorf("open %s: %w: the file %s is read-only", path, ErrReadOnly, p)
		}
	}
	return nil
}
