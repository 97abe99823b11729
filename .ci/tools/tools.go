//go:build tools

// Package tools pins the versions of the tools .ci/package builds with, in a
// module of their own so that they never enter the app's go.mod.
package tools

import _ "fyne.io/tools/cmd/fyne"
