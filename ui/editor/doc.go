// Package editor is the scenario editor: a screen on which a group sets up
// a scenario map of its own in a few minutes of clicking (hexes, thin
// walls, doors, terrain, starting hexes, monsters by the number of
// characters, rooms), with undo, live checks by the file loader's rules and
// saving to the scenario file format.
//
// The screen draws the file and turns the player's gestures into edits as
// values (scenariofile.HexEdit, scenariofile.LayerEdit ...), which it
// applies through one scenariofile.History; the edits themselves, their
// rules and the history are package scenariofile's.
package editor
