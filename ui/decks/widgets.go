package decks

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// pileBack draws the draw pile face down: a few stacked card backs with the
// number of cards on top.
type pileBack struct {
	widget.BaseWidget
	count int
}

func newPileBack() *pileBack {
	p := &pileBack{}
	p.ExtendBaseWidget(p)
	return p
}

func (p *pileBack) setCount(n int) {
	p.count = n
	p.Refresh()
}

var pileSize = fyne.NewSize(72, 104)

func (p *pileBack) MinSize() fyne.Size { return pileSize }

func (p *pileBack) CreateRenderer() fyne.WidgetRenderer {
	r := &pileRenderer{p: p, text: canvas.NewText("", color.White)}
	for i := range r.backs {
		r.backs[i] = &canvas.Rectangle{CornerRadius: 5, StrokeWidth: 1.5}
	}
	r.inner = &canvas.Rectangle{CornerRadius: 3, StrokeWidth: 1.5, FillColor: color.Transparent}
	r.text.TextStyle = fyne.TextStyle{Bold: true}
	r.text.TextSize = 22
	r.Refresh()
	return r
}

type pileRenderer struct {
	p     *pileBack
	backs [3]*canvas.Rectangle
	inner *canvas.Rectangle
	text  *canvas.Text
}

func (r *pileRenderer) Destroy() {}

func (r *pileRenderer) MinSize() fyne.Size { return pileSize }

func (r *pileRenderer) Objects() []fyne.CanvasObject {
	layers := r.layers()
	objs := make([]fyne.CanvasObject, 0, 5)
	for i := len(r.backs) - layers; i < len(r.backs); i++ {
		objs = append(objs, r.backs[i])
	}
	return append(objs, r.inner, r.text)
}

// layers is how many card backs are stacked: more cards, a thicker pile.
func (r *pileRenderer) layers() int {
	switch {
	case r.p.count > 10:
		return 3
	case r.p.count > 1:
		return 2
	}
	return 1
}

func (r *pileRenderer) Refresh() {
	back := theme.Color(theme.ColorNamePrimary)
	edge := theme.Color(theme.ColorNameForeground)
	for _, b := range r.backs {
		b.FillColor = back
		b.StrokeColor = edge
	}
	r.inner.StrokeColor = theme.Color(theme.ColorNameBackground)
	r.text.Text = strconv.Itoa(r.p.count)
	r.text.Color = color.White
	if r.p.count == 0 {
		for _, b := range r.backs {
			b.FillColor = color.Transparent
			b.StrokeColor = theme.Color(theme.ColorNameDisabled)
		}
		r.text.Color = theme.Color(theme.ColorNameDisabled)
	}
	r.Layout(r.p.Size())
	for _, o := range r.Objects() {
		o.Refresh()
	}
}

func (r *pileRenderer) Layout(s fyne.Size) {
	const off = 3
	w, h := s.Width-2*off, s.Height-2*off
	for i, b := range r.backs {
		b.Move(fyne.NewPos(float32(2-i)*off, float32(i)*off))
		b.Resize(fyne.NewSize(w, h))
	}
	r.inner.Move(fyne.NewPos(6, 2*off+4))
	r.inner.Resize(fyne.NewSize(w-12, h-8))
	ts := fyne.MeasureText(r.text.Text, r.text.TextSize, r.text.TextStyle)
	r.text.Move(fyne.NewPos(w/2-ts.Width/2, 2*off+h/2-ts.Height/2))
	r.text.Resize(ts)
}

// fixedWidth lays its objects out stacked at a fixed width.
type fixedWidth float32

func (f fixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := layout.NewStackLayout().MinSize(objs)
	return fyne.NewSize(max(float32(f), s.Width), s.Height)
}

func (f fixedWidth) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	layout.NewStackLayout().Layout(objs, s)
}

// fanLayout lays cards of one size out in a row, left to right, spread
// out when there is room and overlapping (the last on top) when there is
// not, so that a pile of any size fits the width given.
type fanLayout struct{ card fyne.Size }

const fanGap = 4

func (f fanLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.NewSize(0, f.card.Height)
	}
	// room for the last card and a sliver of each other one
	return fyne.NewSize(f.card.Width+float32(len(objs)-1)*6, f.card.Height)
}

func (f fanLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	n := len(objs)
	if n == 0 {
		return
	}
	step := f.card.Width + fanGap
	if n > 1 {
		if fit := (s.Width - f.card.Width) / float32(n-1); fit < step {
			step = max(fit, 0)
		}
	}
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i)*step, 0))
		o.Resize(f.card)
	}
}
