package editor

import (
	"github.com/haventable/haventable/engine/scenariofile"
)

// Doc is what the editor edits and the choices made on it: the file with
// its history of edits, whether it changed since it was set or saved, the
// tool and what the tool puts down. It outlives the editor's widgets: an
// editor rebuilt in another language goes on with the same Doc
// (Options.Doc, Screen.Doc), its undo included; the widgets read it.
type Doc struct {
	Log   *scenariofile.History // the file and its edits; one step per gesture
	Dirty bool

	Tool  Tool
	Brush Brush
	// Monster is the type the monster tool places; Presence how a standee
	// placed appears for 2, 3 and 4 characters.
	Monster  string
	Presence [3]scenariofile.Presence
	Room     int // the room the room tool paints (len(Rooms): a new one)
	// Tile is the name of the map tile the tile tool lays, Turns how many
	// sixths of a turn clockwise it is turned.
	Tile  string
	Turns int
	// Treasure is the label (the treasure's number) the chest tool puts on
	// a chest.
	Treasure string
	// Dir is the folder a scenario file was opened from or saved to last.
	Dir string
}

// NewDoc returns a Doc editing a copy of f, with nothing to undo, the hex
// tool chosen and monsters placed normal for every party size.
func NewDoc(f *scenariofile.File) *Doc {
	return &Doc{Log: scenariofile.NewHistory(f, maxUndo),
		Presence: [3]scenariofile.Presence{scenariofile.Normal, scenariofile.Normal, scenariofile.Normal}}
}

// Placement is how a monster placed appears: normal or elite for every
// party size when the three agree, else by party size.
func (d *Doc) Placement() scenariofile.Placement {
	p := d.Presence
	if p[0] == p[1] && p[1] == p[2] && p[0] != scenariofile.Absent {
		return scenariofile.Placement{Elite: p[0] == scenariofile.Elite}
	}
	return scenariofile.Placement{ByPlayers: p}
}
