package round

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
)

// ElementBoard draws the six elements as coloured discs, each with its name
// and its level: strong is a full disc, waning a pale one, inert an empty
// ring; an infusion waiting for the end of the turn is ringed in the theme's
// primary colour. A tap on a disc calls OnTap with the element, a secondary
// tap (right click) calls OnInfuse.
type ElementBoard struct {
	widget.BaseWidget
	board engine.ElementBoard
	names [6]string
	level func(s engine.Strength, pending bool) string

	// OnTap is called with the element tapped.
	OnTap func(modifier.EffectKind)
	// OnInfuse is called with the element tapped with the secondary button.
	OnInfuse func(modifier.EffectKind)
	// Columns is how many elements a row holds: 6 (0 means 6), 3 or 2.
	// Set it before the board is shown.
	Columns int
}

// grid returns the board's columns and rows.
func (b *ElementBoard) grid() (cols, rows int) {
	cols = b.Columns
	if cols <= 0 || cols > 6 {
		cols = 6
	}
	return cols, (6 + cols - 1) / cols
}

// NewElementBoard returns a board showing the elements under names (in
// engine.Elements order) with their levels named by level.
func NewElementBoard(names [6]string, level func(s engine.Strength, pending bool) string) *ElementBoard {
	b := &ElementBoard{names: names, level: level}
	b.ExtendBaseWidget(b)
	return b
}

// Set shows board.
func (b *ElementBoard) Set(board engine.ElementBoard) {
	if b.board == board {
		return
	}
	b.board = board
	b.Refresh()
}

// Board returns the board shown.
func (b *ElementBoard) Board() engine.ElementBoard { return b.board }

// elementColours are the discs' colours in engine.Elements order: fire,
// ice, air, earth, light, dark.
var elementColours = [6]color.NRGBA{
	{R: 0xe4, G: 0x57, B: 0x2e, A: 0xff},
	{R: 0x4f, G: 0xb3, B: 0xe8, A: 0xff},
	{R: 0xa9, G: 0xb8, B: 0xc2, A: 0xff},
	{R: 0x5e, G: 0x9c, B: 0x37, A: 0xff},
	{R: 0xf0, G: 0xc0, B: 0x2c, A: 0xff},
	{R: 0x6c, G: 0x45, B: 0xa6, A: 0xff},
}

const (
	discSize = 40
	ringGap  = 4
	cellMin  = 76
)

// at returns the element under x, if any.
func (b *ElementBoard) at(p fyne.Position) (modifier.EffectKind, bool) {
	cols, rows := b.grid()
	w, h := b.Size().Width/float32(cols), b.Size().Height/float32(rows)
	if w <= 0 || h <= 0 || p.X < 0 || p.Y < 0 {
		return 0, false
	}
	c, r := int(p.X/w), int(p.Y/h)
	if c >= cols || r >= rows || r*cols+c > 5 {
		return 0, false
	}
	return engine.Elements[r*cols+c], true
}

func (b *ElementBoard) Tapped(ev *fyne.PointEvent) {
	if k, ok := b.at(ev.Position); ok && b.OnTap != nil {
		b.OnTap(k)
	}
}

// TappedSecondary implements fyne.SecondaryTappable.
func (b *ElementBoard) TappedSecondary(ev *fyne.PointEvent) {
	if k, ok := b.at(ev.Position); ok && b.OnInfuse != nil {
		b.OnInfuse(k)
	}
}

// Cursor shows a pointer over the board (desktop.Cursorable).
func (b *ElementBoard) Cursor() desktop.Cursor { return desktop.PointerCursor }

// CreateRenderer implements fyne.Widget.
func (b *ElementBoard) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{board: b}
	for i := range 6 {
		r.ring[i] = canvas.NewCircle(color.Transparent)
		r.disc[i] = canvas.NewCircle(color.Transparent)
		r.name[i] = canvas.NewText("", color.Black)
		r.name[i].Alignment = fyne.TextAlignCenter
		r.name[i].TextStyle = fyne.TextStyle{Bold: true}
		r.lvl[i] = canvas.NewText("", color.Black)
		r.lvl[i].Alignment = fyne.TextAlignCenter
		r.objects = append(r.objects, r.ring[i], r.disc[i], r.name[i], r.lvl[i])
	}
	r.Refresh()
	return r
}

type boardRenderer struct {
	board   *ElementBoard
	ring    [6]*canvas.Circle
	disc    [6]*canvas.Circle
	name    [6]*canvas.Text
	lvl     [6]*canvas.Text
	objects []fyne.CanvasObject
	size    fyne.Size
}

func (r *boardRenderer) Destroy() {}

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *boardRenderer) textHeight() float32 {
	return fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{Bold: true}).Height
}

func (r *boardRenderer) MinSize() fyne.Size {
	w := float32(cellMin)
	for i := range 6 {
		w = max(w, r.name[i].MinSize().Width+2*theme.Padding(), r.lvl[i].MinSize().Width+2*theme.Padding())
	}
	h := discSize + 2*ringGap + 2*r.textHeight() + 2*theme.Padding()
	cols, rows := r.board.grid()
	return fyne.NewSize(float32(cols)*w, float32(rows)*h)
}

func (r *boardRenderer) Layout(size fyne.Size) {
	r.size = size
	cols, rows := r.board.grid()
	w, h := size.Width/float32(cols), size.Height/float32(rows)
	th := r.textHeight()
	outer := float32(discSize + 2*ringGap)
	for i := range 6 {
		x0, y0 := w*float32(i%cols), h*float32(i/cols)
		cx := x0 + w/2
		top := y0 + (h-(outer+2*th+theme.Padding()))/2
		r.ring[i].Move(fyne.NewPos(cx-outer/2, top))
		r.ring[i].Resize(fyne.NewSize(outer, outer))
		r.disc[i].Move(fyne.NewPos(cx-discSize/2, top+ringGap))
		r.disc[i].Resize(fyne.NewSize(discSize, discSize))
		y := top + outer + theme.Padding()
		r.name[i].Move(fyne.NewPos(x0, y))
		r.name[i].Resize(fyne.NewSize(w, th))
		r.lvl[i].Move(fyne.NewPos(x0, y+th))
		r.lvl[i].Resize(fyne.NewSize(w, th))
	}
}

func (r *boardRenderer) Refresh() {
	b := r.board
	v := fyne.CurrentApp().Settings().ThemeVariant()
	th := b.Theme()
	fg := th.Color(theme.ColorNameForeground, v)
	dim := th.Color(theme.ColorNamePlaceHolder, v)
	for i, k := range engine.Elements {
		s := b.board.Strength(k)
		pending := b.board.Pending(k)
		c := elementColours[i]
		d := r.disc[i]
		d.StrokeWidth = 3
		switch s {
		case engine.Strong:
			d.FillColor, d.StrokeColor = c, fg
		case engine.Waning:
			pale := c
			pale.A = 0x60
			d.FillColor, d.StrokeColor = pale, c
		default:
			d.FillColor, d.StrokeColor = color.Transparent, dim
			d.StrokeWidth = 2
		}
		ring := r.ring[i]
		ring.FillColor = color.Transparent
		ring.StrokeWidth = 2
		ring.StrokeColor = color.Transparent
		if pending {
			ring.StrokeColor = th.Color(theme.ColorNamePrimary, v)
		}
		r.name[i].Text = b.names[i]
		r.name[i].Color = fg
		r.name[i].TextSize = th.Size(theme.SizeNameText)
		r.lvl[i].Text = b.level(s, pending)
		r.lvl[i].Color = fg
		if s == engine.Inert && !pending {
			r.lvl[i].Color = dim
		}
		r.lvl[i].TextSize = th.Size(theme.SizeNameText)
	}
	r.Layout(r.size)
	canvas.Refresh(b)
}
