package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/screen"
)

// input lies over the map widget and turns the mouse into edits: a click
// applies the tool to the hex under the pointer, a drag paints (or, when it
// starts on a map hex, erases) hex after hex, or with the rectangle brush
// the rectangle between where it starts and ends. The scroll wheel zooms
// the map below.
type input struct {
	widget.BaseWidget
	s *Screen

	dragging    bool
	start, last hexgrid.Hex
	erase       bool // the gesture erases hexes
	hoverHex    hexgrid.Hex
	hoverOK     bool
}

func newInput(s *Screen) *input {
	in := &input{s: s}
	in.ExtendBaseWidget(in)
	return in
}

// CreateRenderer implements fyne.Widget: the input draws the rooms'
// borders and the tile under the pointer over the map (overlay.go).
func (in *input) CreateRenderer() fyne.WidgetRenderer { return newOverlay(in) }

func (in *input) hexAt(p fyne.Position) hexgrid.Hex {
	h, _ := in.s.view.HexAt(p)
	return h
}

func (in *input) hover() (hexgrid.Hex, bool) { return in.hoverHex, in.hoverOK }

// Tapped applies the tool to the hex under the pointer, and takes the
// keys.
func (in *input) Tapped(e *fyne.PointEvent) {
	in.s.focusMap()
	in.s.Click(in.hexAt(e.Position), e.Position)
}

// Dragged paints the hexes the pointer passes over (the rectangle brush
// waits for the end of the drag).
func (in *input) Dragged(e *fyne.DragEvent) {
	h := in.hexAt(e.Position)
	s := in.s
	if !in.dragging {
		in.dragging = true
		in.start = in.hexAt(e.Position.Subtract(e.Dragged))
		in.last = in.start
		if !s.rectangle() {
			s.begin()
			s.apply(in.start, e.Position, true)
		}
	}
	in.setHover(h, true)
	if s.rectangle() {
		in.last = h
		return
	}
	if h == in.last || !paints(s.doc.Tool) {
		return
	}
	in.last = h
	s.apply(h, e.Position, false)
	s.show()
}

// paints reports whether a drag with tool t goes on painting hex after hex
// (the toggling tools act on the first hex only).
func paints(t Tool) bool { return t == ToolHexes || t == ToolRoom }

// DragEnd ends the gesture as one step of undo.
func (in *input) DragEnd() {
	if !in.dragging {
		return
	}
	in.dragging = false
	s := in.s
	if s.rectangle() {
		s.Rectangle(in.start, in.last)
		return
	}
	s.discard()
	s.changed()
}

func (in *input) setHover(h hexgrid.Hex, ok bool) {
	if h == in.hoverHex && ok == in.hoverOK {
		return
	}
	in.hoverHex, in.hoverOK = h, ok
	in.s.model.SetHover(h, ok && in.s.model.Map() != nil && in.s.model.Map().Contains(h))
	if in.s.doc.Tool == ToolTile {
		in.Refresh() // the tile follows the pointer
	}
	in.s.refreshStatus()
}

// MouseIn implements desktop.Hoverable.
func (in *input) MouseIn(e *desktop.MouseEvent) { in.MouseMoved(e) }

// MouseMoved follows the pointer in the status line.
func (in *input) MouseMoved(e *desktop.MouseEvent) { in.setHover(in.hexAt(e.Position), true) }

// MouseOut implements desktop.Hoverable.
func (in *input) MouseOut() { in.setHover(hexgrid.Hex{}, false) }

// Scrolled zooms the map below.
func (in *input) Scrolled(e *fyne.ScrollEvent) {
	in.s.view.Scrolled(e)
	in.Refresh()
}

// FocusGained implements fyne.Focusable: the map takes the editor's keys.
func (in *input) FocusGained() {}

// FocusLost implements fyne.Focusable.
func (in *input) FocusLost() {}

// TypedRune implements fyne.Focusable: the editor's keys (Keys).
func (in *input) TypedRune(r rune) { in.s.Key(r) }

// TypedKey implements fyne.Focusable.
func (in *input) TypedKey(*fyne.KeyEvent) {}

// newSelect is a choice list with its placeholder in the player's language
// (screen.NewSelect).
func newSelect(tr locales.Tr, options []string, changed func(string)) *widget.Select {
	return screen.NewSelect(tr, options, changed)
}
