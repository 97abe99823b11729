//go:build cgo

package persistence

import (
	"errors"

	"github.com/mattn/go-sqlite3"
)

// isCorrupt reports whether err is SQLite saying the file is damaged or not
// a database.
func isCorrupt(err error) bool {
	var e sqlite3.Error
	return errors.As(err, &e) && (e.Code == sqlite3.ErrCorrupt || e.Code == sqlite3.ErrNotADB)
}
