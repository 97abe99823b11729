package figures

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// HPBar draws a figure's hit points as a bar filled in proportion to its
// maximum, with "hp / max" written over it. The fill is green above half,
// amber down to a quarter and red below; a fallen figure's bar is grey.
type HPBar struct {
	widget.BaseWidget
	hp, max int
	fallen  bool
}

// NewHPBar returns an empty bar; Set gives it its numbers.
func NewHPBar() *HPBar {
	b := &HPBar{}
	b.ExtendBaseWidget(b)
	return b
}

// Set shows hp out of max; fallen greys the bar out.
func (b *HPBar) Set(hp, max int, fallen bool) {
	if b.hp == hp && b.max == max && b.fallen == fallen {
		return
	}
	b.hp, b.max, b.fallen = hp, max, fallen
	b.Refresh()
}

// Value returns the hit points and maximum shown.
func (b *HPBar) Value() (hp, max int) { return b.hp, b.max }

// CreateRenderer implements fyne.Widget.
func (b *HPBar) CreateRenderer() fyne.WidgetRenderer {
	r := &hpRenderer{bar: b, bg: canvas.NewRectangle(color.Transparent), fill: canvas.NewRectangle(color.Transparent),
		text: canvas.NewText("", color.Black)}
	r.bg.CornerRadius = 4
	r.bg.StrokeWidth = 1
	r.fill.CornerRadius = 4
	r.text.Alignment = fyne.TextAlignCenter
	r.text.TextStyle = fyne.TextStyle{Bold: true}
	r.Refresh()
	return r
}

type hpRenderer struct {
	bar        *HPBar
	bg, fill   *canvas.Rectangle
	text       *canvas.Text
	lastLayout fyne.Size
}

func (r *hpRenderer) Destroy() {}

func (r *hpRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.fill, r.text}
}

func (r *hpRenderer) MinSize() fyne.Size {
	t := fyne.MeasureText("888 / 888", theme.TextSize(), r.text.TextStyle)
	return fyne.NewSize(t.Width+2*theme.Padding(), t.Height+theme.Padding())
}

func (r *hpRenderer) Layout(size fyne.Size) {
	r.lastLayout = size
	r.bg.Resize(size)
	r.bg.Move(fyne.NewPos(0, 0))
	w := float32(0)
	if r.bar.max > 0 && r.bar.hp > 0 {
		hp := min(r.bar.hp, r.bar.max)
		w = size.Width * float32(hp) / float32(r.bar.max)
	}
	r.fill.Resize(fyne.NewSize(w, size.Height))
	r.fill.Move(fyne.NewPos(0, 0))
	r.text.Resize(size)
	r.text.Move(fyne.NewPos(0, 0))
}

func (r *hpRenderer) Refresh() {
	b := r.bar
	v := fyne.CurrentApp().Settings().ThemeVariant()
	th := b.Theme()
	r.bg.FillColor = th.Color(theme.ColorNameInputBackground, v)
	r.bg.StrokeColor = th.Color(theme.ColorNameInputBorder, v)
	switch {
	case b.fallen:
		r.fill.FillColor = th.Color(theme.ColorNameDisabled, v)
	case 2*b.hp > b.max:
		r.fill.FillColor = th.Color(theme.ColorNameSuccess, v)
	case 4*b.hp > b.max:
		r.fill.FillColor = th.Color(theme.ColorNameWarning, v)
	default:
		r.fill.FillColor = th.Color(theme.ColorNameError, v)
	}
	// The numbers stand on the fill as often as on the background: the
	// theme's foreground with a fill light enough behind it in either theme.
	r.fill.FillColor = withAlpha(r.fill.FillColor, 0xb0)
	r.text.Color = th.Color(theme.ColorNameForeground, v)
	if b.fallen {
		r.text.Color = th.Color(theme.ColorNameDisabled, v)
	}
	r.text.TextSize = th.Size(theme.SizeNameText)
	r.text.Text = strconv.Itoa(b.hp) + " / " + strconv.Itoa(b.max)
	r.Layout(r.lastLayout)
	canvas.Refresh(b)
}

func withAlpha(c color.Color, a uint8) color.Color {
	nr := color.NRGBAModel.Convert(c).(color.NRGBA)
	nr.A = a
	return nr
}

// Track draws a bonus's use track as circles: one filled circle per use
// left, then one empty circle per use already spent (when known).
type Track struct {
	widget.BaseWidget
	left, spent int
}

// NewTrack returns a track with left uses left and spent spent.
func NewTrack(left, spent int) *Track {
	t := &Track{left: left, spent: spent}
	t.ExtendBaseWidget(t)
	return t
}

// Set changes the uses left and spent.
func (t *Track) Set(left, spent int) {
	if t.left == left && t.spent == spent {
		return
	}
	t.left, t.spent = left, spent
	t.Refresh()
}

// Uses returns the uses left and spent shown.
func (t *Track) Uses() (left, spent int) { return t.left, t.spent }

const (
	tokenSize = 10
	tokenGap  = 3
)

// CreateRenderer implements fyne.Widget.
func (t *Track) CreateRenderer() fyne.WidgetRenderer {
	r := &trackRenderer{track: t}
	r.Refresh()
	return r
}

type trackRenderer struct {
	track   *Track
	circles []*canvas.Circle
	objects []fyne.CanvasObject
	size    fyne.Size
}

func (r *trackRenderer) Destroy() {}

func (r *trackRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *trackRenderer) MinSize() fyne.Size {
	n := r.track.left + r.track.spent
	if n == 0 {
		return fyne.NewSize(0, tokenSize)
	}
	return fyne.NewSize(float32(n)*tokenSize+float32(n-1)*tokenGap, tokenSize)
}

func (r *trackRenderer) Layout(size fyne.Size) {
	r.size = size
	y := (size.Height - tokenSize) / 2
	for i, c := range r.circles {
		c.Move(fyne.NewPos(float32(i)*(tokenSize+tokenGap), y))
		c.Resize(fyne.NewSize(tokenSize, tokenSize))
	}
}

func (r *trackRenderer) Refresh() {
	t := r.track
	n := t.left + t.spent
	for len(r.circles) < n {
		c := canvas.NewCircle(color.Transparent)
		r.circles = append(r.circles, c)
	}
	r.circles = r.circles[:n]
	r.objects = r.objects[:0]
	v := fyne.CurrentApp().Settings().ThemeVariant()
	th := t.Theme()
	for i, c := range r.circles {
		c.StrokeWidth = 1.5
		c.StrokeColor = th.Color(theme.ColorNameForeground, v)
		if i < t.left {
			c.FillColor = th.Color(theme.ColorNamePrimary, v)
		} else {
			c.FillColor = color.Transparent
			c.StrokeColor = th.Color(theme.ColorNameDisabled, v)
		}
		r.objects = append(r.objects, c)
	}
	r.Layout(r.size)
	canvas.Refresh(t)
}

// columns lays its objects out in one row: object i gets widths[i] (its
// minimum width when widths[i] is 0 or i is past the widths), the last one
// what is left; each is as high as the row and centred in it.
type columns struct {
	widths []float32
}

func (c columns) width(i int, o fyne.CanvasObject) float32 {
	if i < len(c.widths) && c.widths[i] > 0 {
		return max(c.widths[i], o.MinSize().Width)
	}
	return o.MinSize().Width
}

func (c columns) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var w, h float32
	n := 0
	for i, o := range objects {
		if !o.Visible() {
			continue
		}
		w += c.width(i, o)
		h = max(h, o.MinSize().Height)
		n++
	}
	if n > 1 {
		w += float32(n-1) * theme.Padding()
	}
	return fyne.NewSize(w, h)
}

func (c columns) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	x := float32(0)
	last := -1
	for i, o := range objects {
		if o.Visible() {
			last = i
		}
	}
	for i, o := range objects {
		if !o.Visible() {
			continue
		}
		w := c.width(i, o)
		if i == last {
			w = max(w, size.Width-x)
		}
		h := o.MinSize().Height
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos(x, (size.Height-h)/2))
		x += w + theme.Padding()
	}
}
