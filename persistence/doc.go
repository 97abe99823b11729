// Package persistence keeps Haventable campaigns in a single SQLite file:
// campaigns with their party, characters, scenarios and notes (the values
// of engine/campaign, whose edits Store.Edit applies and records), the
// scenario in progress as an opaque versioned snapshot written by the
// engine, and an action log with undo and redo of any depth that survives
// restarts.
//
// A Store is opened with Open, which refuses, without changing a byte, files
// that are not Haventable databases (ErrNotDatabase) or whose schema is newer
// than this build (ErrSchemaTooNew), and refuses a file already opened by
// another running copy of the app (ErrLocked). The schema is created and
// upgraded by ordered migrations embedded in the binary.
//
// The package knows no game rules: the engine turns its state into Snapshot
// documents and actions into Action values, and engine/campaign says what a
// campaign's values may hold (Validate, Edit.Check); persistence stores them
// atomically and hands them back.
package persistence
