//go:build !unix

package limitfile

// openFlags adds nothing where opening a file cannot wait for a writer the
// way a Unix pipe does.
const openFlags = 0
