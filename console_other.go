//go:build !windows

package main

// useParentConsole does nothing outside Windows: programs have the
// standard output of the shell that started them.
func useParentConsole() {}
