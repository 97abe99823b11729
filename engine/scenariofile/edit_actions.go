package scenariofile

import (
	"fmt"

	"github.com/haventable/haventable/engine/undo"
	"github.com/haventable/haventable/hexgrid"
)

// Edit is one change to the file being edited, as a value: the editor
// applies every change with one Do of its history (engine/undo, the
// mechanism of the table's history), which records it for undo and redo.
// Each edit is atomic (refused, it changes nothing) and deterministic; an
// edit that finds nothing to change returns undo.ErrUnchanged and is not
// recorded. One gesture of the player is one step of the history, however
// many edits it makes.
//
// The set of edits is closed: the types in this file.
type Edit interface {
	// Kind names the edit ("hex", "layer" ...).
	Kind() string
	// Apply makes the edit on f.
	Apply(f *File) error
	edit()
}

// History is the editor's history of edits.
type History = undo.Log[*File, Edit]

// NewHistory returns a history of edits of a copy of f with nothing to
// undo; the most steps it can undo is max (0: no limit).
func NewHistory(f *File, max int) *History {
	base := f.Clone()
	return undo.New[*File, Edit](func() *File { return base.Clone() },
		undo.Options[*File]{Clone: (*File).Clone, Every: 16, Max: max})
}

// A gesture is one step of the history: begin it with BeginGesture, make
// its edits with History.Join and end it with EndGesture.

// BeginGesture starts a gesture and returns the file as it was before it.
// As a new step would, it ends the redo history, even should the gesture
// change nothing.
func BeginGesture(l *History) *File {
	l.Seal()
	l.ForgetRedo()
	return l.State().Clone()
}

// EndGesture ends the gesture begun on the file before: when its edits
// brought the file back to what it was, it is no step.
func EndGesture(l *History, before *File) {
	if l.Open() && before != nil && l.State().Equal(before) {
		_, _ = l.Undo() // the file is rebuilt as it is
		l.ForgetRedo()
	}
	l.Seal()
}

// HexEdit adds a hex to the map or erases it with everything on it
// (SetHex).
type HexEdit struct {
	At hexgrid.Hex `json:"at"`
	On bool        `json:"on"`
}

// LayerEdit puts a layer on a map hex or takes it off (ToggleLayer).
type LayerEdit struct {
	At    hexgrid.Hex `json:"at"`
	Layer Layer       `json:"layer"`
}

// WallEdit puts a thin wall between two neighbouring map hexes or takes it
// away (ToggleWall).
type WallEdit struct {
	A hexgrid.Hex `json:"a"`
	B hexgrid.Hex `json:"b"`
}

// MonsterEdit puts a monster on a map hex or takes away the one there
// (ToggleMonster).
type MonsterEdit struct {
	At        hexgrid.Hex `json:"at"`
	Type      string      `json:"type"`
	Placement Placement   `json:"placement"`
}

// RoomEdit puts a map hex into a room (len(Rooms): a new one) or, with -1,
// out of its room (SetRoom).
type RoomEdit struct {
	At   hexgrid.Hex `json:"at"`
	Room int         `json:"room"`
}

// StartRoomEdit makes a room the start room (SetStartRoom).
type StartRoomEdit struct {
	Room int `json:"room"`
}

// TitleEdit renames the scenario.
type TitleEdit struct {
	Title string `json:"title"`
}

// OrientationEdit draws the map pointy or flat on top.
type OrientationEdit struct {
	Orientation hexgrid.Orientation `json:"orientation"`
}

// TileEdit lays a map tile as a new room (PlaceTile): the tile's hexes,
// in its own coordinates (those of the side shown: a flipped tile is the
// tile on its other side), placed by Place (turned, then moved).
type TileEdit struct {
	Tile  string            `json:"tile"`
	Hexes []hexgrid.Hex     `json:"hexes"`
	Place hexgrid.Placement `json:"place"`
}

// TreasureEdit puts a treasure chest on a map hex, relabels the one there
// or, with no label, takes it away (SetTreasure).
type TreasureEdit struct {
	At    hexgrid.Hex `json:"at"`
	Label string      `json:"label"`
}

// Placed returns the map hexes the tile covers as placed.
func (e TileEdit) Placed() []hexgrid.Hex {
	return hexgrid.Template{Hexes: e.Hexes}.Place(e.Place)
}

// Kind names the edit.
func (HexEdit) Kind() string { return "hex" }

// Kind names the edit.
func (LayerEdit) Kind() string { return "layer" }

// Kind names the edit.
func (WallEdit) Kind() string { return "wall" }

// Kind names the edit.
func (MonsterEdit) Kind() string { return "monster" }

// Kind names the edit.
func (RoomEdit) Kind() string { return "room" }

// Kind names the edit.
func (StartRoomEdit) Kind() string { return "start-room" }

// Kind names the edit.
func (TileEdit) Kind() string { return "tile" }

// Kind names the edit.
func (TitleEdit) Kind() string { return "title" }

// Kind names the edit.
func (TreasureEdit) Kind() string { return "treasure" }

// Kind names the edit.
func (OrientationEdit) Kind() string { return "orientation" }

// Apply makes the edit.
func (e HexEdit) Apply(f *File) error {
	changed, err := SetHex(f, e.At, e.On)
	if err == nil && !changed {
		return undo.ErrUnchanged // as it is: a drag meets many such hexes
	}
	return err
}

// Apply makes the edit.
func (e LayerEdit) Apply(f *File) error { return ToggleLayer(f, e.At, e.Layer) }

// Apply makes the edit.
func (e WallEdit) Apply(f *File) error { return ToggleWall(f, e.A, e.B) }

// Apply makes the edit.
func (e MonsterEdit) Apply(f *File) error {
	_, err := ToggleMonster(f, e.At, e.Type, e.Placement)
	return err
}

// Apply makes the edit. Putting a hex into the room it is last in changes
// nothing.
func (e RoomEdit) Apply(f *File) error {
	before := f.Clone()
	if err := SetRoom(f, e.At, e.Room); err != nil {
		return err
	}
	if f.Equal(before) {
		return fmt.Errorf("room of %v: %w", e.At, undo.ErrUnchanged)
	}
	return nil
}

// Apply makes the edit.
func (e TileEdit) Apply(f *File) error {
	_, err := PlaceTile(f, e.Tile, e.Hexes, e.Place)
	return err
}

// Apply makes the edit.
func (e StartRoomEdit) Apply(f *File) error { return SetStartRoom(f, e.Room) }

// Apply makes the edit.
func (e TitleEdit) Apply(f *File) error {
	if f.Title == e.Title {
		return fmt.Errorf("title: %w", undo.ErrUnchanged)
	}
	f.Title = e.Title
	return nil
}

// Apply makes the edit.
func (e TreasureEdit) Apply(f *File) error {
	changed, err := SetTreasure(f, e.At, e.Label)
	if err == nil && !changed {
		return fmt.Errorf("treasure on %v: %w", e.At, undo.ErrUnchanged)
	}
	return err
}

// Apply makes the edit.
func (e OrientationEdit) Apply(f *File) error {
	if f.Orientation == e.Orientation {
		return fmt.Errorf("orientation: %w", undo.ErrUnchanged)
	}
	f.Orientation = e.Orientation
	return nil
}

func (HexEdit) edit()         {}
func (LayerEdit) edit()       {}
func (WallEdit) edit()        {}
func (MonsterEdit) edit()     {}
func (RoomEdit) edit()        {}
func (StartRoomEdit) edit()   {}
func (TileEdit) edit()        {}
func (TitleEdit) edit()       {}
func (OrientationEdit) edit() {}
func (TreasureEdit) edit()    {}
