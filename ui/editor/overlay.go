package editor

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/haventable/haventable/hexgrid"
)

// The colours drawn over the map: the rooms' borders, and the tile under
// the pointer where it may be laid and where not.
var (
	colRoomBorder = color.NRGBA{0xf0, 0xc0, 0x40, 0xff}
	colGhost      = color.NRGBA{0x40, 0xd0, 0x70, 0xff}
	colGhostBad   = color.NRGBA{0xe0, 0x40, 0x40, 0xff}
)

// overlay draws, over the map, each room's border (the sides of its hexes
// that no hex of the same room shares) and the tile the tile tool would
// lay under the pointer (each hex outlined, its border thick). It reads the
// file and the view at every refresh.
type overlay struct {
	in    *input
	lines []*canvas.Line
	objs  []fyne.CanvasObject
}

func newOverlay(in *input) *overlay {
	o := &overlay{in: in}
	o.Refresh()
	return o
}

// Destroy implements fyne.WidgetRenderer.
func (o *overlay) Destroy() {}

// Layout implements fyne.WidgetRenderer: the lines follow the map.
func (o *overlay) Layout(fyne.Size) { o.Refresh() }

// MinSize implements fyne.WidgetRenderer.
func (o *overlay) MinSize() fyne.Size { return fyne.Size{} }

// Objects implements fyne.WidgetRenderer.
func (o *overlay) Objects() []fyne.CanvasObject { return o.objs }

// Refresh implements fyne.WidgetRenderer.
func (o *overlay) Refresh() {
	s := o.in.s
	if s.view == nil || s.doc == nil {
		return
	}
	l := hexgrid.Layout{Orientation: s.model.Orientation(), Size: float64(s.view.Zoom())}
	c := s.view.PositionOf(hexgrid.Hex{})
	l.Origin = hexgrid.Point{X: float64(c.X), Y: float64(c.Y)}
	k := 0
	add := func(e hexgrid.Edge, col color.Color, w float32) {
		if k == len(o.lines) {
			o.lines = append(o.lines, canvas.NewLine(col))
		}
		ln := o.lines[k]
		k++
		a, b := l.EdgePoints(e)
		ln.Position1 = fyne.NewPos(float32(a.X), float32(a.Y))
		ln.Position2 = fyne.NewPos(float32(b.X), float32(b.Y))
		ln.StrokeColor, ln.StrokeWidth = col, w
		ln.Show()
	}
	for _, r := range s.cur().Rooms {
		for _, e := range border(r.Hexes) {
			add(e, colRoomBorder, 2.5)
		}
	}
	if hexes, ok, shown := s.ghost(); shown {
		col := colGhost
		if !ok {
			col = colGhostBad
		}
		thin := col
		thin.A = 0x90
		for _, h := range hexes {
			for d := hexgrid.Direction(0); d < 6; d++ {
				if e, ok := hexgrid.EdgeBetween(h, h.Neighbor(d)); ok {
					add(e, thin, 1)
				}
			}
		}
		for _, e := range border(hexes) {
			add(e, col, 3.5)
		}
	}
	for _, ln := range o.lines[k:] {
		ln.Hide()
	}
	if len(o.objs) != len(o.lines) {
		o.objs = make([]fyne.CanvasObject, len(o.lines))
		for i, ln := range o.lines {
			o.objs[i] = ln
		}
	}
	for _, ln := range o.lines[:k] {
		ln.Refresh()
	}
}

// border returns the sides of hexes that no other of them shares.
func border(hexes []hexgrid.Hex) []hexgrid.Edge {
	in := make(map[hexgrid.Hex]bool, len(hexes))
	for _, h := range hexes {
		in[h] = true
	}
	var out []hexgrid.Edge
	for _, h := range hexes {
		for d := hexgrid.Direction(0); d < 6; d++ {
			n := h.Neighbor(d)
			if in[n] {
				continue
			}
			if e, ok := hexgrid.EdgeBetween(h, n); ok {
				out = append(out, e)
			}
		}
	}
	return out
}
