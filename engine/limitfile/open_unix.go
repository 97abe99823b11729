//go:build unix

package limitfile

import "syscall"

// openFlags opens a pipe without waiting for a writer (a regular file
// ignores it).
const openFlags = syscall.O_NONBLOCK
