// Package atomicfile writes a file so that readers, and a crash, see either
// the old file whole or the new one whole: the new content goes to a
// temporary file in the same folder, which replaces the target by a rename
// only once every byte is written and synced. A failed or abandoned write
// leaves the old file as it was.
package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// File is a file being written. Write to it, then Commit (or Close) to put
// it in place of the target, or Abort to drop it. It is not safe for
// concurrent use.
type File struct {
	path string // the target
	perm fs.FileMode
	tmp  *os.File
	err  error // the first write error; Commit refuses after one
	done bool
}

// Create starts writing path. The target is not touched until Commit; if it
// exists, the new file keeps its permission bits, else it gets perm.
func Create(path string, perm fs.FileMode) (*File, error) {
	if st, err := os.Stat(path); err == nil {
		if !st.Mode().IsRegular() {
			return nil, fmt.Errorf("write %s: not a regular file", path)
		}
		perm = st.Mode().Perm()
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return nil, fmt.Errorf("write %s: %w", path, err)
	}
	if err := tmp.Chmod(perm); err != nil && !errors.Is(err, errors.ErrUnsupported) {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, fmt.Errorf("write %s: %w", path, err)
	}
	return &File{path: path, perm: perm, tmp: tmp}, nil
}

// Name is the target's path.
func (f *File) Name() string { return f.path }

// Write writes to the temporary file. After a failed write, every later
// write and Commit fail with the same error.
func (f *File) Write(p []byte) (int, error) {
	if f.done {
		return 0, fmt.Errorf("write %s: %w", f.path, fs.ErrClosed)
	}
	if f.err != nil {
		return 0, f.err
	}
	n, err := f.tmp.Write(p)
	if err != nil {
		f.err = fmt.Errorf("write %s: %w", f.path, err)
		return n, f.err
	}
	return n, nil
}

// Commit syncs the written content and renames it over the target. After a
// write error it aborts instead and returns that error.
func (f *File) Commit() error {
	if f.done {
		return nil
	}
	if f.err != nil {
		f.Abort()
		return f.err
	}
	f.done = true
	tmp := f.tmp.Name()
	err := f.tmp.Sync()
	if cerr := f.tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, f.path)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", f.path, err)
	}
	syncDir(filepath.Dir(f.path))
	return nil
}

// Close is Commit, so that a File serves as an io.WriteCloser.
func (f *File) Close() error { return f.Commit() }

// Abort drops what was written; the target stays as it was. Calling it
// after Commit does nothing.
func (f *File) Abort() error {
	if f.done {
		return nil
	}
	f.done = true
	f.tmp.Close()
	if err := os.Remove(f.tmp.Name()); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("drop the unfinished %s: %w", f.path, err)
	}
	return nil
}

// Write writes path whole with what write produces, or leaves it as it was
// if write (or writing the file) fails.
func Write(path string, perm fs.FileMode, write func(io.Writer) error) error {
	f, err := Create(path, perm)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Abort()
		return err
	}
	return f.Commit()
}

// syncDir makes a rename in dir durable where the system allows it; a
// folder that cannot be synced (Windows) is not an error.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}
