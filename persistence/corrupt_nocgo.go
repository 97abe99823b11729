//go:build !cgo

package persistence

// isCorrupt reports whether err is SQLite saying the file is damaged; without
// cgo there is no SQLite, so it never is.
func isCorrupt(err error) bool { return false }
