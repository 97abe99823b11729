package campaign

import (
	"fmt"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// areaHexSize is the radius of a hex of the area picture.
const areaHexSize = 16

// areaPicture draws area as a card prints it — red hexes, the grey hex of
// a melee area — and the places a hex sticker may go as numbered rings,
// numbered as the dialog's choices ("Area hex 1" …).
func areaPicture(area monster.Area, places []hexgrid.Hex) fyne.CanvasObject {
	l := hexgrid.Layout{Orientation: hexgrid.PointyTop, Size: areaHexSize}
	type mark struct {
		h    hexgrid.Hex
		fill color.Color
		text string
	}
	var marks []mark
	if area.Self {
		marks = append(marks, mark{h: hexgrid.Hex{}, fill: color.NRGBA{R: 0x90, G: 0x90, B: 0x90, A: 0xff}})
	}
	for _, h := range area.Hexes {
		if len(h) == 2 {
			marks = append(marks, mark{h: hexgrid.H(h[0], h[1]), fill: color.NRGBA{R: 0xc0, G: 0x20, B: 0x20, A: 0xff}})
		}
	}
	for i, h := range places {
		marks = append(marks, mark{h: h, text: fmt.Sprint(i + 1)})
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, m := range marks {
		p := l.Center(m.h)
		minX, minY, maxX, maxY = min(minX, p.X), min(minY, p.Y), max(maxX, p.X), max(maxY, p.Y)
	}
	r := float32(areaHexSize * 0.7)
	c := container.NewWithoutLayout()
	for _, m := range marks {
		p := l.Center(m.h)
		x, y := float32(p.X-minX)+r, float32(p.Y-minY)+r
		dot := canvas.NewCircle(m.fill)
		if m.fill == nil {
			dot.FillColor = color.Transparent
			dot.StrokeColor = theme.Color(theme.ColorNameForeground)
			dot.StrokeWidth = 1.5
		}
		dot.Move(fyne.NewPos(x-r, y-r))
		dot.Resize(fyne.NewSize(2*r, 2*r))
		c.Add(dot)
		if m.text != "" {
			t := canvas.NewText(m.text, theme.Color(theme.ColorNameForeground))
			t.TextSize = 11
			t.Alignment = fyne.TextAlignCenter
			ts := t.MinSize()
			t.Move(fyne.NewPos(x-ts.Width/2, y-ts.Height/2))
			t.Resize(ts)
			c.Add(t)
		}
	}
	size := fyne.NewSize(float32(maxX-minX)+2*r, float32(maxY-minY)+2*r)
	return container.NewCenter(container.NewGridWrap(size, c))
}
