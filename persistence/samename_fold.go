//go:build windows || darwin

package persistence

import "strings"

// sameName reports whether two names in one folder name the same file; the
// usual file systems of these systems ignore case.
func sameName(a, b string) bool { return strings.EqualFold(a, b) }
