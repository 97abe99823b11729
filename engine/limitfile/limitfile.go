// Package limitfile reads a whole file of at most a given size, refusing
// anything but a regular file: the one way the program reads a file it
// was given (a data pack, a scenario file, the file of --check-data). It
// imports nothing of the program, so any package may use it.
package limitfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ErrNotRegular is wrapped by the error of Read for a path that is not a
// regular file (a folder, a pipe, a device).
var ErrNotRegular = errors.New("not a regular file")

// TooLargeError is the error of Read for a file of more than Limit bytes.
type TooLargeError struct {
	// Size is the file's size in bytes; with More, the bytes read before
	// reading stopped (Limit+1).
	Size, Limit int64
	// More says the file grew while it was read, so that all that is known
	// is that it holds more than Limit bytes.
	More bool
}

func (e *TooLargeError) Error() string {
	if e.More {
		return fmt.Sprintf("more than %d bytes", e.Limit)
	}
	return fmt.Sprintf("%d bytes, at most %d", e.Size, e.Limit)
}

// Read returns the content of the file at path if it is a regular file of
// at most limit bytes. Anything else is refused without being read: a
// folder, pipe or device with an error wrapping ErrNotRegular (checked
// before the file is opened, since opening a pipe waits for a writer, and
// again once it is open without waiting, for a path changed in between), a
// larger file with a *TooLargeError. A file that grows past limit while it
// is read is refused too, after limit+1 bytes.
func Read(path string, limit int64) ([]byte, error) {
	f, st, err := open(path, limit)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// read into room for the size found (and a byte more, to see the end
	// or growth), not a buffer grown by doubling: a file of megabytes is
	// held once
	data := make([]byte, 0, min(max(st.Size(), 0), limit)+1)
	r := io.LimitReader(f, limit+1)
	for {
		n, err := r.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)] // it grew: more room
		}
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{Size: int64(len(data)), Limit: limit, More: true}
	}
	return data, nil
}

// Open opens the file at path for reading if it is a regular file; a
// folder, pipe or device is refused as Read refuses it, without waiting
// for a pipe's writer.
func Open(path string) (*os.File, error) {
	f, _, err := open(path, -1)
	return f, err
}

// open is Open refusing, as Read does, a file of more than limit bytes
// (-1: of any size).
func open(path string, limit int64) (*os.File, fs.FileInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, nil, err
	}
	if err := check(st, limit); err != nil {
		return nil, nil, err
	}
	if afterStat != nil {
		afterStat()
	}
	// The path may name another file by now: a pipe opened without
	// openFlags would wait for a writer here, so it is opened without
	// waiting (a regular file reads as it would otherwise) and checked.
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, nil, err
	}
	if st, err = f.Stat(); err == nil {
		err = check(st, limit)
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, st, nil
}

// afterStat, when a test sets it, runs between the first check of the path
// and its opening.
var afterStat func()

// check refuses a file that is not regular or is larger than limit (when
// limit is not -1).
func check(st fs.FileInfo, limit int64) error {
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%w (%s)", ErrNotRegular, st.Mode().Type())
	}
	if limit >= 0 && st.Size() > limit {
		return &TooLargeError{Size: st.Size(), Limit: limit}
	}
	return nil
}
