// Package safefile makes every file the app writes through Fyne (the save
// dialogs' writers) safe to write: the new content replaces the old file
// only once it is complete (persistence/atomicfile), so a failed write, a
// full disk or a crash never leaves a half file in place of a good one; and
// a guard refuses targets that must never be overwritten, such as the
// campaign database, however the player names them. Its readers (the open
// dialogs') open only a regular file (engine/limitfile.Open): a pipe or a
// device is refused at once instead of freezing the window while the
// dialog waits for a writer.
package safefile

import (
	"errors"
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"github.com/haventable/haventable/engine/limitfile"
	"github.com/haventable/haventable/persistence/atomicfile"
)

// Guard returns an error if path must not be written.
type Guard func(path string) error

// fileRepository is everything Fyne's own "file" repository does.
type fileRepository interface {
	repository.ListableRepository
	repository.HierarchicalRepository
	repository.AppendableRepository
	repository.DeleteAllRepository
	repository.CopyableRepository
	repository.MovableRepository
}

// safeRepository is Fyne's file repository with safe writers.
type safeRepository struct {
	fileRepository
	guard Guard
}

// Register replaces the "file" repository of the running Fyne app (call it
// after app.New) by one whose writers are atomic and checked by guard (nil:
// no check). It reports false, and changes nothing, if the driver's file
// repository is not the desktop one.
func Register(guard Guard) bool {
	base, err := repository.ForScheme("file")
	if err != nil {
		return false
	}
	if s, ok := base.(*safeRepository); ok {
		base = s.fileRepository // registered before: replace the guard only
	}
	files, ok := base.(fileRepository)
	if !ok {
		return false
	}
	repository.Register("file", &safeRepository{fileRepository: files, guard: guard})
	return true
}

func (r *safeRepository) check(u fyne.URI) error {
	if r.guard == nil {
		return nil
	}
	return r.guard(u.Path())
}

// Writer returns a writer whose Close puts the new content in place of the
// file at u; nothing at u changes before then.
func (r *safeRepository) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	if err := r.check(u); err != nil {
		return nil, err
	}
	f, err := atomicfile.Create(u.Path(), 0o600)
	if err != nil {
		return nil, err
	}
	return &writer{File: f, uri: u}, nil
}

// Reader opens the file at u if it is a regular file (limitfile.Open).
func (r *safeRepository) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	f, err := limitfile.Open(u.Path())
	if err != nil {
		return nil, err
	}
	return &reader{File: f, uri: u}, nil
}

// reader is an open file as a fyne.URIReadCloser.
type reader struct {
	*os.File
	uri fyne.URI
}

func (r *reader) URI() fyne.URI { return r.uri }

// Appender refuses guarded files and otherwise appends as Fyne does.
func (r *safeRepository) Appender(u fyne.URI) (fyne.URIWriteCloser, error) {
	if err := r.check(u); err != nil {
		return nil, err
	}
	return r.fileRepository.Appender(u)
}

// Delete refuses guarded files.
func (r *safeRepository) Delete(u fyne.URI) error {
	if err := r.check(u); err != nil {
		return err
	}
	return r.fileRepository.Delete(u)
}

// Copy refuses a guarded destination.
func (r *safeRepository) Copy(src, dst fyne.URI) error {
	if err := r.check(dst); err != nil {
		return err
	}
	return r.fileRepository.Copy(src, dst)
}

// Move refuses a guarded source or destination.
func (r *safeRepository) Move(src, dst fyne.URI) error {
	if err := errors.Join(r.check(src), r.check(dst)); err != nil {
		return err
	}
	return r.fileRepository.Move(src, dst)
}

// writer is an atomic file as a fyne.URIWriteCloser.
type writer struct {
	*atomicfile.File
	uri fyne.URI
}

func (w *writer) URI() fyne.URI { return w.uri }

// Abort drops what was written, leaving the file at the URI as it was. A
// caller whose content failed half way calls it instead of Close.
func Abort(w fyne.URIWriteCloser) error {
	if a, ok := w.(interface{ Abort() error }); ok {
		return a.Abort()
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("close %s: %w", w.URI(), err)
	}
	return nil
}
