package editor

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// The tile tool lays printed map tiles: pick one in the palette (the
// tiles of the data packs, Options.Tiles), turn it in sixths of a turn (R,
// or the Turn button), flip it to its other side where it has one (F: the
// tile its Back names), see it follow the pointer and drop it with a click
// as one step of undo (scenariofile.TileEdit): its hexes become map hexes
// and a new room named after it. A room drawn by hand can be kept as a
// tile of the players' own pack (Save room as tile, Options.SaveTile).

// Tile is a map tile the palette offers: its name, its hexes in its own
// coordinates and the name of the tile on its other side, if any (a data
// pack's tile, pack.Tile, as the editor sees it).
type Tile struct {
	Name  string
	Hexes []hexgrid.Hex
	Back  string
	// Outline marks hexes guessed from the positions Frosthaven layouts
	// place on the tile (pack.Tile.Outline), not yet confirmed.
	Outline bool
}

func (s *Screen) buildTiles() {
	s.tiles = newSelect(s.tr, nil, func(name string) {
		if name != "" && name != s.doc.Tile {
			s.doc.Tile = name
			s.input.Refresh()
			s.refreshStatus()
		}
		s.refreshFlip()
		s.refreshConfirm()
		s.focusMap()
	})
	s.turnBtn = widget.NewButton(s.tr.T("EditorTurnTile"), func() { s.Turn(1) })
	s.flipBtn = widget.NewButton(s.tr.T("EditorFlipTile"), s.Flip)
	s.saveTile = widget.NewButton(s.tr.T("EditorSaveTile"), s.saveTileDialog)
	s.confirmTile = widget.NewButton(s.tr.T("EditorConfirmTile"), func() {
		var err error
		if s.confirming != "" {
			err = s.ConfirmTile()
		} else {
			err = s.OpenOutline(s.doc.Tile)
		}
		if err != nil {
			s.showError(s.tr.T("EditorSaveFailed"), err)
		}
	})
}

// An outlined tile (Tile.Outline: its hexes guessed from the positions the
// Frosthaven layouts place on it) is confirmed once. OpenOutline opens it
// alone as the map to edit, in the tile's own coordinates; the group adds
// and erases hexes until its edge is the printed tile's; ConfirmTile keeps
// the map's hexes as they stand (not moved: the layouts place the tile by
// its own coordinates) as that tile in the players' own pack
// (Options.SaveTile), which every later import of the layouts places
// instead of the outline.

// ErrNotOutline means a tile is no outline to confirm.
var ErrNotOutline = errors.New("not a tile outlined from the layouts")

// OpenOutline opens the outlined tile named name alone, to confirm its
// edge.
func (s *Screen) OpenOutline(name string) error {
	t, ok := s.findTile(name)
	if !ok || !t.Outline {
		return fmt.Errorf("tile %q: %w", name, ErrNotOutline)
	}
	// the tile alone: its hexes, nothing on them
	f := &scenariofile.File{Title: s.tr.T("EditorConfirmTitle", "Tile", t.Name), Hexes: slices.Clone(t.Hexes)}
	s.SetFile(f)
	s.confirming = t.Name
	s.msg = s.tr.T("EditorConfirmOpened", "Tile", t.Name)
	s.refreshConfirm()
	s.refreshStatus()
	return nil
}

// ConfirmTile keeps the map's hexes as the tile opened by OpenOutline.
func (s *Screen) ConfirmTile() error {
	if s.confirming == "" {
		return ErrNotOutline
	}
	if s.opts.SaveTile == nil {
		return errors.New("no data pack to save into")
	}
	t := Tile{Name: s.confirming, Hexes: slices.Clone(s.cur().Hexes)}
	packName, err := s.opts.SaveTile(t)
	if err != nil {
		return err
	}
	s.confirming = ""
	s.msg = s.tr.T("EditorTileConfirmed", "Tile", t.Name, "Name", packName)
	s.refreshTiles()
	s.refreshConfirm()
	s.refreshStatus()
	return nil
}

// refreshConfirm offers Confirm tile for an outlined tile chosen, and Save
// confirmed tile while one is open.
func (s *Screen) refreshConfirm() {
	if s.confirmTile == nil {
		return
	}
	if s.confirming != "" {
		s.confirmTile.SetText(s.tr.T("EditorConfirmSave"))
		s.confirmTile.Enable()
		return
	}
	s.confirmTile.SetText(s.tr.T("EditorConfirmTile"))
	if t, ok := s.findTile(s.doc.Tile); ok && t.Outline {
		s.confirmTile.Enable()
	} else {
		s.confirmTile.Disable()
	}
}

// tileList returns the tiles the palette offers.
func (s *Screen) tileList() []Tile {
	if s.opts.Tiles == nil {
		return nil
	}
	return s.opts.Tiles()
}

// findTile returns the tile of the palette named name.
func (s *Screen) findTile(name string) (Tile, bool) {
	for _, t := range s.tileList() {
		if t.Name == name {
			return t, true
		}
	}
	return Tile{}, false
}

// refreshTiles lists the palette's tiles and shows the one chosen (the
// first when none is).
func (s *Screen) refreshTiles() {
	ts := s.tileList()
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = t.Name
	}
	s.tiles.SetOptions(names)
	if _, ok := s.findTile(s.doc.Tile); !ok {
		s.doc.Tile = ""
		if len(ts) > 0 {
			s.doc.Tile = ts[0].Name
		}
	}
	if s.doc.Tile == "" {
		s.tiles.ClearSelected()
	} else if s.tiles.Selected != s.doc.Tile {
		s.tiles.SetSelected(s.doc.Tile)
	}
	s.refreshFlip()
	s.refreshConfirm()
}

// refreshFlip enables the flip button when the tile chosen has a back.
func (s *Screen) refreshFlip() {
	if _, back := s.currentBack(); back {
		s.flipBtn.Enable()
	} else {
		s.flipBtn.Disable()
	}
}

// Tile returns the tile the tile tool lays and how many sixths of a turn
// it is turned.
func (s *Screen) Tile() (Tile, int, bool) {
	t, ok := s.findTile(s.doc.Tile)
	return t, s.doc.Turns, ok
}

// ChooseTile chooses the tile named name for the tile tool, and the tool.
func (s *Screen) ChooseTile(name string) {
	if s.doc.Tool != ToolTile {
		s.tools.SetSelectedIndex(int(ToolTile))
	}
	s.tiles.SetSelected(name)
}

// Turn turns the tile to lay by turns sixths of a turn clockwise.
func (s *Screen) Turn(turns int) {
	s.doc.Turns = ((s.doc.Turns+turns)%6 + 6) % 6
	s.input.Refresh()
	s.refreshStatus()
}

// currentBack returns the tile on the other side of the one chosen.
func (s *Screen) currentBack() (Tile, bool) {
	t, ok := s.findTile(s.doc.Tile)
	if !ok || t.Back == "" {
		return Tile{}, false
	}
	return s.findTile(t.Back)
}

// Flip turns the tile chosen over: the tile on its other side is chosen,
// turned as it was.
func (s *Screen) Flip() {
	if b, ok := s.currentBack(); ok {
		s.tiles.SetSelected(b.Name)
		s.refreshTiles()
	}
}

// anchor is the hex of a tile the pointer holds it by: the one nearest its
// middle.
func anchor(hexes []hexgrid.Hex) hexgrid.Hex {
	if len(hexes) == 0 {
		return hexgrid.Hex{}
	}
	var q, r float64
	for _, h := range hexes {
		q, r = q+float64(h.Q), r+float64(h.R)
	}
	q, r = q/float64(len(hexes)), r/float64(len(hexes))
	best, bestD := hexes[0], -1.0
	for _, h := range hexes {
		dq, dr := float64(h.Q)-q, float64(h.R)-r
		d := dq*dq + dr*dr + dq*dr // the squared distance on the hex grid
		if bestD < 0 || d < bestD {
			best, bestD = h, d
		}
	}
	return best
}

// tileEdit is the edit that lays the chosen tile, turned, held by its
// anchor over hex at.
func (s *Screen) tileEdit(at hexgrid.Hex) (scenariofile.TileEdit, bool) {
	t, ok := s.findTile(s.doc.Tile)
	if !ok {
		return scenariofile.TileEdit{}, false
	}
	hexes := t.Hexes
	moved := at.Sub(anchor(hexes).Rotate(hexgrid.Hex{}, s.doc.Turns))
	return scenariofile.TileEdit{Tile: t.Name, Hexes: hexes,
		Place: hexgrid.Placement{At: moved, Rotation: s.doc.Turns}}, true
}

// ghost returns the hexes the tile would cover, laid over the hex under
// the pointer, and whether it may be laid there.
func (s *Screen) ghost() ([]hexgrid.Hex, bool, bool) {
	h, ok := s.input.hover()
	if s.doc.Tool != ToolTile || !ok {
		return nil, false, false
	}
	e, ok := s.tileEdit(h)
	if !ok {
		return nil, false, false
	}
	return e.Placed(), e.Apply(s.cur().Clone()) == nil, true
}

// fitTo fits the map to the widget when any of hexes lies outside it.
func (s *Screen) fitTo(hexes []hexgrid.Hex) {
	sz := s.view.Size()
	for _, h := range hexes {
		p := s.view.PositionOf(h)
		if p.X < 0 || p.Y < 0 || p.X > sz.Width || p.Y > sz.Height {
			s.view.Fit()
			return
		}
	}
}

// ErrNoRoom is a tile saved from a room that is not there.
var ErrNoRoom = errors.New("no such room")

// RoomTile returns room i as a map tile named name: its hexes moved so that
// its first hex is [0,0].
func (s *Screen) RoomTile(i int, name string) (Tile, error) {
	rooms := s.cur().Rooms
	if i < 0 || i >= len(rooms) {
		return Tile{}, ErrNoRoom
	}
	name = strings.TrimSpace(name)
	if name == "" {
		name = rooms[i].Name
	}
	o := rooms[i].Hexes[0]
	t := Tile{Name: name}
	for _, h := range rooms[i].Hexes {
		t.Hexes = append(t.Hexes, h.Sub(o))
	}
	return t, nil
}

// SaveRoomAsTile keeps room i as a map tile named name in the players' own
// data pack (Options.SaveTile); the palette then offers it.
func (s *Screen) SaveRoomAsTile(i int, name string) error {
	if s.opts.SaveTile == nil {
		return errors.New("no data pack to save into")
	}
	t, err := s.RoomTile(i, name)
	if err != nil {
		return err
	}
	packName, err := s.opts.SaveTile(t)
	if err != nil {
		return err
	}
	s.msg = s.tr.T("EditorTileSaved", "Tile", t.Name, "Name", packName)
	if s.doc.Tool == ToolTile {
		s.refreshTiles()
	}
	s.refreshStatus()
	return nil
}

// saveTileDialog asks which room to keep as a tile and under which name.
func (s *Screen) saveTileDialog() {
	rooms := s.cur().Rooms
	if len(rooms) == 0 {
		s.msg = s.tr.T("EditorNoRooms")
		s.refreshStatus()
		return
	}
	if s.opts.Window == nil {
		return
	}
	opts := make([]string, len(rooms))
	for i, r := range rooms {
		opts[i] = fmt.Sprintf("%d · %s", i+1, r.Name)
	}
	name := widget.NewEntry()
	which := newSelect(s.tr, opts, func(string) {})
	which.OnChanged = func(string) { name.SetText(rooms[max(0, which.SelectedIndex())].Name) }
	which.SetSelectedIndex(min(s.doc.Room, len(rooms)-1))
	if h, ok := s.input.hover(); ok {
		if i, in := s.cur().RoomOf(h); in {
			which.SetSelectedIndex(i)
		}
	}
	items := []*widget.FormItem{widget.NewFormItem(s.tr.T("EditorTileRoom"), which),
		widget.NewFormItem(s.tr.T("EditorTileName"), name)}
	dialog.ShowForm(s.tr.T("EditorSaveTile"), s.tr.T("EditorSaveButton"), s.tr.T("EditorCancel"), items, func(ok bool) {
		if !ok {
			return
		}
		if err := s.SaveRoomAsTile(which.SelectedIndex(), name.Text); err != nil {
			s.showError(s.tr.T("EditorSaveFailed"), err)
		}
	}, s.opts.Window)
}

// focusMap gives the keys to the map (R, F, 1 to 9), so that the next
// key turns the tile or sets the standees.
func (s *Screen) focusMap() {
	if c := fyne.CurrentApp().Driver().CanvasForObject(s.input); c != nil {
		c.Focus(s.input)
	}
}
