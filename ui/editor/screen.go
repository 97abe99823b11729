package editor

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/engine/undo"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/flow"
	"github.com/haventable/haventable/ui/mapview"
)

// The message ids of the editor's lists (locales/editor.*.toml).
const (
	msgToolHexes      = "EditorToolHexes"
	msgToolWalls      = "EditorToolWalls"
	msgToolDoor       = "EditorToolDoor"
	msgToolObstacle   = "EditorToolObstacle"
	msgToolTrap       = "EditorToolTrap"
	msgToolHazardous  = "EditorToolHazardous"
	msgToolDifficult  = "EditorToolDifficult"
	msgToolStart      = "EditorToolStart"
	msgToolMonster    = "EditorToolMonster"
	msgToolRoom       = "EditorToolRoom"
	msgBrushHex       = "EditorBrushHex"
	msgBrushRectangle = "EditorBrushRectangle"
	msgBrushHexagon1  = "EditorBrushHexagon1"
	msgBrushHexagon2  = "EditorBrushHexagon2"
	msgToolTile       = "EditorToolTile"
	msgToolChest      = "EditorToolChest"
)

// Tool is what a click on the map does.
type Tool int

// The editor's tools, in the order of its tool list.
const (
	ToolHexes Tool = iota
	ToolWalls
	ToolDoor
	ToolObstacle
	ToolTrap
	ToolHazardous
	ToolDifficult
	ToolStart
	ToolMonster
	ToolRoom
	ToolTile
	ToolChest
)

var toolIDs = []string{msgToolHexes, msgToolWalls, msgToolDoor, msgToolObstacle,
	msgToolTrap, msgToolHazardous, msgToolDifficult, msgToolStart,
	msgToolMonster, msgToolRoom, msgToolTile, msgToolChest}

// Brush is the shape the hex and room tools paint.
type Brush int

// The brushes.
const (
	BrushHex Brush = iota
	BrushRectangle
	BrushHexagon1
	BrushHexagon2
)

var brushIDs = []string{msgBrushHex, msgBrushRectangle, msgBrushHexagon1, msgBrushHexagon2}

// maxUndo is the most steps the editor can undo.
const maxUndo = 200

// Screen is the scenario editor: a tool bar, the map drawn by the map
// screen's widget (a preview of the file being edited), and a status line
// with the loader's verdict on the file.
type Screen struct {
	tr     locales.Tr
	opts   Options
	doc    *Doc               // the file, its history and the choices made
	before *scenariofile.File // the file before the gesture under way

	model *mapview.Model
	view  *mapview.MapView
	input *input

	title     *widget.Entry
	shape     *widget.Select // pointy or flat top
	tools     *widget.Select
	brushes   *widget.Select
	monsters  *widget.Select
	presence  [3]*widget.Button // monster placed for 2, 3, 4 characters
	presLabel *widget.Label
	tiles     *widget.Select // the tile palette
	turnBtn   *widget.Button
	flipBtn   *widget.Button
	saveTile  *widget.Button
	// confirmTile opens an outlined tile to confirm, then saves it;
	// confirming names the tile open (none: "")
	confirmTile *widget.Button
	confirming  string
	pathEntry   *widget.Entry // the path field of the file dialog shown last
	rooms       *widget.Select
	startRoom   *widget.Button
	chest       *widget.Entry     // the treasure the chest tool puts (chest.go)
	chestBox    fyne.CanvasObject // chest with its label, as wide as a number needs
	undoBtn     *widget.Button
	redoBtn     *widget.Button
	status      *widget.Label
	bar         *fyne.Container
	msg         string
	content     fyne.CanvasObject
	entryNote   *entryNote // the note StartEntry shows beside the tools, once shown

	// OnChange, when set, is called after every change of the file.
	OnChange func()
}

// Options connect the editor to the window it is in.
type Options struct {
	// Window is the main window, for the open and save dialogs (nil: none).
	Window fyne.Window
	// ShowError shows an error in a dialog under a translated title.
	ShowError func(title string, err error)
	// OnPlay, when set, takes the file to the map screen (Play button).
	OnPlay func(*scenariofile.File)
	// SaveToPack, when set, keeps the file in the players' own data pack
	// (Save into data pack button) and returns the pack's name.
	SaveToPack func(*scenariofile.File) (string, error)
	// MonsterTypes are the monster types a standee may be (those of the
	// data packs); empty: the sample types.
	MonsterTypes []string
	// Tiles, when set, returns the map tiles the tile palette offers
	// (those of the data packs, the players' own included).
	Tiles func() []Tile
	// SaveTile, when set, keeps a map tile in the players' own data pack
	// (Save room as tile) and returns the pack's name; Tiles then lists it.
	SaveTile func(Tile) (string, error)
	// Doc, when set, is the Doc to go on editing (that of an editor built
	// before, in another language): file, undo and choices.
	Doc *Doc
}

// New returns an editor showing a new scenario.
func New(tr locales.Tr, opts Options) *Screen {
	s := &Screen{tr: tr, opts: opts, model: mapview.NewModel(), doc: opts.Doc}
	s.model.ShowWaiting(true) // the editor shows every room's monsters
	s.view = mapview.New(s.model, tr)
	s.input = newInput(s)
	types := slices.Sorted(maps.Keys(mapview.PreviewMonsters))
	if len(opts.MonsterTypes) > 0 {
		types = slices.Clone(opts.MonsterTypes)
	}
	resumed := s.doc != nil
	if !resumed {
		s.doc = NewDoc(scenariofile.NewFile(tr.T("EditorNewTitle")))
	}
	if s.doc.Monster == "" && len(types) > 0 {
		s.doc.Monster = types[0]
	}
	s.build(types)
	if resumed {
		s.title.SetText(s.cur().Title)
		s.syncShape()
		s.show()
		s.view.Fit()
		s.refreshButtons()
	} else {
		s.SetFile(s.cur())
	}
	return s
}

// Doc returns what the editor edits, for an editor built after it (in
// another language) to go on with (Options.Doc).
func (s *Screen) Doc() *Doc { return s.doc }

func (s *Screen) build(types []string) {
	s.title = widget.NewEntry()
	s.title.OnChanged = func(text string) {
		if text == s.cur().Title {
			return
		}
		s.begin()
		_ = s.edit(scenariofile.TitleEdit{Title: text}) // checked above: it changes the file
		s.changed()
	}
	text := s.tr.T // the ids of the lists are checked by TestListTextsAreTranslated
	names := func(ids []string) []string {
		out := make([]string, len(ids))
		for i, id := range ids {
			out[i] = text(id)
		}
		return out
	}
	s.shape = newSelect(s.tr, []string{s.tr.T("EditorPointy"), s.tr.T("EditorFlat")}, func(string) {
		o := hexgrid.PointyTop
		if s.shape.SelectedIndex() == 1 {
			o = hexgrid.FlatTop
		}
		if o == s.cur().Orientation {
			return
		}
		s.begin()
		_ = s.edit(scenariofile.OrientationEdit{Orientation: o}) // checked above: it changes the file
		s.changed()
		s.view.Fit()
	})
	s.tools = newSelect(s.tr, names(toolIDs), func(string) {
		s.doc.Tool = Tool(max(0, s.tools.SelectedIndex()))
		s.showToolOptions()
	})
	s.brushes = newSelect(s.tr, names(brushIDs), func(string) { s.doc.Brush = Brush(max(0, s.brushes.SelectedIndex())) })
	s.monsters = newSelect(s.tr, types, func(v string) {
		s.doc.Monster = v
		s.focusMap()
	})
	s.buildPresence()
	s.buildTiles()
	s.buildChest()
	s.rooms = newSelect(s.tr, nil, func(string) { s.doc.Room = max(0, s.rooms.SelectedIndex()) })
	s.startRoom = widget.NewButton(s.tr.T("EditorStartRoom"), func() {
		if s.doc.Room >= len(s.cur().Rooms) {
			return
		}
		s.begin()
		s.report(s.edit(scenariofile.StartRoomEdit{Room: s.doc.Room}))
		s.changed()
	})
	newBtn := widget.NewButton(s.tr.T("EditorNew"), func() { s.confirmThen(func() { s.SetFile(scenariofile.NewFile(s.tr.T("EditorNewTitle"))) }) })
	openBtn := widget.NewButton(s.tr.T("EditorOpen"), func() { s.confirmThen(s.openDialog) })
	saveBtn := widget.NewButton(s.tr.T("EditorSave"), s.saveDialog)
	playBtn := widget.NewButton(s.tr.T("EditorPlay"), s.play)
	packBtn := widget.NewButton(s.tr.T("EditorSaveToPack"), s.SaveToPack)
	if s.opts.SaveToPack == nil {
		packBtn.Hide()
	}
	s.undoBtn = widget.NewButton(s.tr.T("EditorUndo"), s.Undo)
	s.redoBtn = widget.NewButton(s.tr.T("EditorRedo"), s.Redo)
	s.status = widget.NewLabel("")
	// wrapped, not cut: at 1024×600 the chest tool's hint in German and
	// French, after the file's verdict, did not fit one line
	s.status.Wrapping = fyne.TextWrapWord
	tool, brush := s.doc.Tool, s.doc.Brush
	s.tools.SetSelectedIndex(int(tool))
	s.brushes.SetSelectedIndex(int(brush))
	if s.doc.Monster != "" {
		s.monsters.SetSelected(s.doc.Monster)
	}
	// On as many rows as the window's width needs (flow): every button
	// stays on the screen, in a narrow window and in a long language.
	s.bar = flow.New(newBtn, openBtn, saveBtn, packBtn, playBtn, widget.NewSeparator(),
		widget.NewLabel(s.tr.T("EditorTool")), s.tools, s.brushes, s.monsters, s.presLabel,
		s.presence[0], s.presence[1], s.presence[2], s.tiles, s.turnBtn, s.flipBtn, s.saveTile, s.confirmTile,
		s.rooms, s.startRoom, s.chestBox, widget.NewSeparator(), s.undoBtn, s.redoBtn)
	s.content = flow.NewBorder(s.status, container.NewStack(s.view, s.input),
		container.NewBorder(nil, nil, widget.NewLabel(s.tr.T("EditorTitle")), s.shape, s.title), s.bar)
}

// showToolOptions shows the lists the chosen tool uses.
func (s *Screen) showToolOptions() {
	show := func(o fyne.CanvasObject, on bool) {
		if on {
			o.Show()
		} else {
			o.Hide()
		}
	}
	show(s.brushes, s.doc.Tool == ToolHexes || s.doc.Tool == ToolRoom)
	show(s.monsters, s.doc.Tool == ToolMonster)
	show(s.presLabel, s.doc.Tool == ToolMonster)
	for _, b := range s.presence {
		show(b, s.doc.Tool == ToolMonster)
	}
	tile := s.doc.Tool == ToolTile
	if tile {
		s.refreshTiles()
	}
	for _, o := range []fyne.CanvasObject{s.tiles, s.turnBtn, s.flipBtn} {
		show(o, tile)
	}
	show(s.saveTile, tile && s.opts.SaveTile != nil)
	show(s.confirmTile, tile && s.opts.SaveTile != nil)
	s.input.Refresh()
	show(s.rooms, s.doc.Tool == ToolRoom)
	show(s.startRoom, s.doc.Tool == ToolRoom)
	show(s.chestBox, s.doc.Tool == ToolChest)
	if s.bar != nil {
		s.bar.Refresh()
		s.content.Refresh() // the toolbar may take another row
	}
	s.refreshStatus()
}

// Content returns the editor's widgets.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// Model returns the model of the preview the editor draws.
func (s *Screen) Model() *mapview.Model { return s.model }

// View returns the map widget of the preview.
func (s *Screen) View() *mapview.MapView { return s.view }

// File returns a copy of the file being edited.
func (s *Screen) File() *scenariofile.File { return s.cur().Clone() }

// cur returns the file being edited, as it stands; change it only through
// edit.
func (s *Screen) cur() *scenariofile.File { return s.doc.Log.State() }

// Dirty reports whether the file changed since it was set or saved.
func (s *Screen) Dirty() bool { return s.doc.Dirty }

// SetFile starts editing a copy of f, with no undo history, fitted to the
// widget.
func (s *Screen) SetFile(f *scenariofile.File) {
	s.confirming = "" // another file: no tile being confirmed
	s.refreshConfirm()
	s.doc.Log = scenariofile.NewHistory(f, maxUndo)
	s.doc.Dirty = false
	s.doc.Room = 0
	s.title.SetText(s.cur().Title)
	s.syncShape()
	s.show()
	s.view.Fit()
	s.refreshButtons()
}

// syncShape shows the file's orientation in its list.
func (s *Screen) syncShape() {
	i := 0
	if s.cur().Orientation == hexgrid.FlatTop {
		i = 1
	}
	if s.shape.SelectedIndex() != i {
		s.shape.SetSelectedIndex(i)
	}
}

// Open reads a scenario file into the editor; a file the loader refuses
// is refused, naming the field at fault, and the editor keeps its file.
func (s *Screen) Open(r io.Reader) error {
	f, err := scenariofile.Read(r)
	if err != nil {
		return err
	}
	s.SetFile(f)
	return nil
}

// Save writes the file in the scenario file format; it refuses a file the
// loader would refuse, naming what is wrong.
func (s *Screen) Save(w io.Writer) error {
	if err := scenariofile.Problem(s.cur()); err != nil {
		return err
	}
	data, err := s.cur().Encode()
	if err != nil {
		return err
	}
	if _, err := w.Write(append(data, '\n')); err != nil {
		return err
	}
	s.doc.Dirty = false
	return nil
}

// begin starts a gesture, one step of undo (beginGesture).
func (s *Screen) begin() { s.before = scenariofile.BeginGesture(s.doc.Log) }

// edit applies e to the file as part of the gesture begun. An edit that
// changes nothing is no error.
func (s *Screen) edit(e scenariofile.Edit) error {
	if err := s.doc.Log.Join(e); err != nil && !errors.Is(err, undo.ErrUnchanged) {
		return err
	}
	return nil
}

// discard ends the gesture: no step when it changed nothing (endGesture).
func (s *Screen) discard() {
	scenariofile.EndGesture(s.doc.Log, s.before)
	s.before = nil
}

// CanUndo and CanRedo report whether Undo and Redo have a step to take.
func (s *Screen) CanUndo() bool { return s.doc.Log.CanUndo() }

// CanRedo: see CanUndo.
func (s *Screen) CanRedo() bool { return s.doc.Log.CanRedo() }

// Undo takes back the last change.
func (s *Screen) Undo() {
	ok, err := s.doc.Log.Undo()
	s.stepped(ok, err, s.tr.T("EditorNothingToUndo"))
}

// Redo makes the last change undone again.
func (s *Screen) Redo() {
	ok, err := s.doc.Log.Redo()
	s.stepped(ok, err, s.tr.T("EditorNothingToRedo"))
}

// stepped shows the file after an undo or redo, or says why there was
// none (nothing: there was nothing to take back or make again).
func (s *Screen) stepped(ok bool, err error, nothing string) {
	if !ok {
		s.msg = nothing
		if err != nil {
			s.msg = err.Error()
		}
		s.refreshStatus()
		return
	}
	s.title.SetText(s.cur().Title)
	s.syncShape()
	s.changed()
}

// changed shows the file after a change.
func (s *Screen) changed() {
	s.doc.Dirty = true
	s.show()
	s.refreshButtons()
	if s.OnChange != nil {
		s.OnChange()
	}
}

func (s *Screen) refreshButtons() {
	s.undoBtn.Disable()
	if s.doc.Log.CanUndo() {
		s.undoBtn.Enable()
	}
	s.redoBtn.Disable()
	if s.doc.Log.CanRedo() {
		s.redoBtn.Enable()
	}
	opts := make([]string, 0, len(s.cur().Rooms)+1)
	for i, r := range s.cur().Rooms {
		name := r.Name
		if r.Start {
			name = s.tr.T("EditorRoomStart", "Name", name)
		}
		opts = append(opts, fmt.Sprintf("%d · %s", i+1, name))
	}
	opts = append(opts, s.tr.T("EditorNewRoom"))
	s.rooms.SetOptions(opts)
	s.doc.Room = min(s.doc.Room, len(s.cur().Rooms))
	s.rooms.SetSelectedIndex(s.doc.Room)
}

// show draws the file: the preview of it as it loads, or without its rooms
// while they are not right yet; a file with no hex left keeps the last
// picture. Every monster is drawn, whatever its type (previewTable); the
// rooms' borders and the tile under the pointer are drawn over it (input). The status
// line says what the loader thinks of the file as it is.
func (s *Screen) show() {
	if shown, err := scenariofile.Shown(s.cur()); err == nil {
		if scn, _ := engine.LoadPreview(shown, previewTable(shown)); scn != nil {
			s.model.ShowPreview(scn)
		}
	}
	s.input.Refresh()
	s.refreshStatus()
}

// Status returns the status line: a passing message, or the loader's
// verdict on the file and what the hovered hex is.
func (s *Screen) Status() string { return s.status.Text }

func (s *Screen) refreshStatus() {
	var parts []string
	if s.msg != "" {
		parts = append(parts, s.msg)
	}
	if err := scenariofile.Problem(s.cur()); err != nil {
		parts = append(parts, s.tr.T("EditorProblem", "Error", err.Error()))
	} else {
		parts = append(parts, s.tr.T("EditorValid", "Hexes", s.tr.N("EditorCountHexes", len(s.cur().Hexes)), "Monsters", s.tr.N("EditorCountMonsters", len(s.cur().Monsters)), "Rooms", s.tr.N("EditorCountRooms", len(s.cur().Rooms))))
	}
	if s.doc.Tool == ToolChest {
		parts = append(parts, s.tr.T("EditorChestHint"))
	}
	if s.doc.Tool == ToolTile {
		if t, turns, ok := s.Tile(); ok {
			parts = append(parts, s.tr.T("EditorTileChosen", "Tile", t.Name, "Degrees", turns*60))
		} else {
			parts = append(parts, s.tr.T("EditorNoTile"))
		}
	}
	if h, ok := s.input.hover(); ok {
		where := s.tr.T("EditorHex", "Hex", h.String())
		if i, in := s.cur().RoomOf(h); in {
			where = s.tr.T("EditorHexInRoom", "Hex", h.String(), "Room", s.cur().Rooms[i].Name)
		}
		if i, ok := scenariofile.TreasureAt(s.cur(), h); ok {
			where += " · " + s.tr.T("EditorChestOn", "Label", s.cur().Treasures[i].Label)
		}
		parts = append(parts, where)
	}
	s.status.SetText(strings.Join(parts, " · "))
}

// report keeps the refusal of an edit for the status line.
func (s *Screen) report(err error) {
	s.msg = ""
	if err == nil {
		return
	}
	var he *scenariofile.HexError
	switch {
	case errors.As(err, &he) && errors.Is(err, scenariofile.ErrNotOnMap):
		s.msg = s.tr.T("EditorNotOnMap", "Hex", he.Hex.String())
	case errors.As(err, &he) && errors.Is(err, scenariofile.ErrTaken):
		s.msg = s.tr.T("EditorTaken", "Hex", he.Hex.String())
	case errors.As(err, &he) && errors.Is(err, scenariofile.ErrNoWall):
		s.msg = s.tr.T("EditorNoWall", "Hex", he.Hex.String())
	case errors.As(err, &he) && errors.Is(err, scenariofile.ErrTooMany):
		s.msg = s.tr.T("EditorTooMany", "Hex", he.Hex.String())
	default:
		s.msg = err.Error()
	}
}

// Click applies the chosen tool to hex h (at widget position p, for the
// wall tool) as one step of undo.
func (s *Screen) Click(h hexgrid.Hex, p fyne.Position) {
	s.begin()
	s.apply(h, p, true)
	s.discard()
	s.changed()
}

// apply applies the tool to h; first tells whether it is the first hex of
// a gesture (which decides whether a drag paints or erases).
func (s *Screen) apply(h hexgrid.Hex, p fyne.Position, first bool) {
	var err error
	switch s.doc.Tool {
	case ToolHexes:
		if first {
			s.input.erase = slices.Contains(s.cur().Hexes, h)
		}
		for _, x := range s.brushHexes(h) {
			if e := s.edit(scenariofile.HexEdit{At: x, On: !s.input.erase}); e != nil {
				err = e
			}
		}
	case ToolWalls:
		err = s.edit(scenariofile.WallEdit{A: h, B: s.wallNeighbour(h, p)})
	case ToolDoor, ToolObstacle, ToolTrap, ToolHazardous, ToolDifficult, ToolStart:
		err = s.edit(scenariofile.LayerEdit{At: h, Layer: map[Tool]scenariofile.Layer{
			ToolDoor: scenariofile.LayerDoor, ToolObstacle: scenariofile.LayerObstacle, ToolTrap: scenariofile.LayerTrap,
			ToolHazardous: scenariofile.LayerHazardous, ToolDifficult: scenariofile.LayerDifficult, ToolStart: scenariofile.LayerStart,
		}[s.doc.Tool]})
	case ToolMonster:
		err = s.edit(scenariofile.MonsterEdit{At: h, Type: s.doc.Monster, Placement: s.doc.Placement()})
	case ToolTile:
		if !first {
			return
		}
		e, ok := s.tileEdit(h)
		if !ok {
			s.msg = s.tr.T("EditorNoTile")
			return
		}
		if err = s.edit(e); err == nil {
			s.fitTo(e.Placed())
		}
	case ToolChest:
		if !first {
			return
		}
		err = s.applyChest(h)
	case ToolRoom:
		room := s.doc.Room
		for _, x := range s.brushHexes(h) {
			if !slices.Contains(s.cur().Hexes, x) {
				continue
			}
			if e := s.edit(scenariofile.RoomEdit{At: x, Room: room}); e != nil {
				err = e
			}
			room = min(room, len(s.cur().Rooms)-1) // a new room is made once
		}
		s.doc.Room = min(room, len(s.cur().Rooms))
	}
	s.report(err)
}

// rectangle reports whether a drag paints a rectangle (on its end).
func (s *Screen) rectangle() bool {
	return s.doc.Brush == BrushRectangle && (s.doc.Tool == ToolHexes || s.doc.Tool == ToolRoom)
}

// brushHexes are the hexes the brush paints around h.
func (s *Screen) brushHexes(h hexgrid.Hex) []hexgrid.Hex {
	switch s.doc.Brush {
	case BrushHexagon1:
		return hexgrid.Spiral(h, 1)
	case BrushHexagon2:
		return hexgrid.Spiral(h, 2)
	}
	return []hexgrid.Hex{h}
}

// Rectangle paints or erases (as the hex under from decides) the rectangle
// of hexes in rows and columns between from and to, as one step of undo.
func (s *Screen) Rectangle(from, to hexgrid.Hex) {
	s.begin()
	first := true
	for _, h := range rectangle(from, to) {
		brush := s.doc.Brush
		s.doc.Brush = BrushHex
		s.apply(h, fyne.Position{}, first)
		s.doc.Brush = brush
		first = false
	}
	s.discard()
	s.changed()
}

// rectangle lists the hexes of the rows from a to b whose columns (offset
// by half a row, as drawn pointy-top) lie between theirs.
func rectangle(a, b hexgrid.Hex) []hexgrid.Hex {
	col := func(h hexgrid.Hex) int { return h.Q + (h.R-(h.R&1))/2 }
	r0, r1 := min(a.R, b.R), max(a.R, b.R)
	c0, c1 := min(col(a), col(b)), max(col(a), col(b))
	var out []hexgrid.Hex
	for r := r0; r <= r1 && len(out) < scenariofile.MaxHexes; r++ {
		for c := c0; c <= c1; c++ {
			out = append(out, hexgrid.H(c-(r-(r&1))/2, r))
		}
	}
	return out
}

// wallNeighbour is the neighbour of h across the side of h nearest to the
// widget position p.
func (s *Screen) wallNeighbour(h hexgrid.Hex, p fyne.Position) hexgrid.Hex {
	c := s.view.PositionOf(h)
	best, bestDot := h.Neighbor(0), math.Inf(-1)
	for d := hexgrid.Direction(0); d < 6; d++ {
		n := s.view.PositionOf(h.Neighbor(d))
		dot := float64((p.X-c.X)*(n.X-c.X) + (p.Y-c.Y)*(n.Y-c.Y))
		if dot > bestDot {
			best, bestDot = h.Neighbor(d), dot
		}
	}
	return best
}
