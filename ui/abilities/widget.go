package abilities

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// CardWidget draws a drawn monster ability card with canvas primitives: a
// framed card with the card's name, its initiative large in the corner,
// the shuffle mark when it has one, and below a line for each of its
// readings (normal, elite) and for each standee of the type. It reads what
// it shows from Set; it holds no game state of its own.
type CardWidget struct {
	widget.BaseWidget

	title      string
	initiative int
	shuffle    bool
	lines      []string
}

// NewCardWidget returns an empty card; Set fills it.
func NewCardWidget() *CardWidget {
	w := &CardWidget{}
	w.ExtendBaseWidget(w)
	return w
}

// Set shows a card: its name, initiative and shuffle mark, and the lines
// below.
func (w *CardWidget) Set(name string, initiative int, shuffle bool, lines []string) {
	w.title, w.initiative, w.shuffle = name, initiative, shuffle
	w.lines = append(w.lines[:0], lines...)
	w.Refresh()
}

// Lines returns the lines shown under the card's name.
func (w *CardWidget) Lines() []string { return append([]string(nil), w.lines...) }

// Title returns the card's name as shown.
func (w *CardWidget) Title() string { return w.title }

// CreateRenderer implements fyne.Widget.
func (w *CardWidget) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{w: w, frame: canvas.NewRectangle(color.Transparent),
		title: canvas.NewText("", color.Black), init: canvas.NewText("", color.Black),
		mark: canvas.NewImageFromResource(theme.ViewRefreshIcon())}
	r.frame.CornerRadius = 6
	r.frame.StrokeWidth = 1.5
	r.title.TextStyle = fyne.TextStyle{Bold: true}
	r.init.TextStyle = fyne.TextStyle{Bold: true}
	r.mark.FillMode = canvas.ImageFillContain
	r.Refresh()
	return r
}

type cardRenderer struct {
	w     *CardWidget
	frame *canvas.Rectangle
	title *canvas.Text
	init  *canvas.Text
	mark  *canvas.Image
	lines []*canvas.Text
}

func (r *cardRenderer) pad() float32 { return theme.Padding() * 2 }

func (r *cardRenderer) MinSize() fyne.Size {
	p := r.pad()
	head := r.title.MinSize()
	initSize := r.init.MinSize()
	w := head.Width + initSize.Width + 3*p
	if r.w.shuffle {
		w += initSize.Height
	}
	h := max(head.Height, initSize.Height) + 2*p
	for _, l := range r.lines {
		s := l.MinSize()
		w = max(w, s.Width+2*p)
		h += s.Height
	}
	return fyne.NewSize(w, h)
}

func (r *cardRenderer) Layout(size fyne.Size) {
	p := r.pad()
	r.frame.Resize(size)
	r.frame.Move(fyne.NewPos(0, 0))
	initSize := r.init.MinSize()
	r.init.Resize(initSize)
	r.init.Move(fyne.NewPos(size.Width-p-initSize.Width, p/2))
	head := r.title.MinSize()
	headH := max(head.Height, initSize.Height)
	r.title.Resize(head)
	r.title.Move(fyne.NewPos(p, p/2+(headH-head.Height)/2))
	d := initSize.Height * 0.8
	r.mark.Resize(fyne.NewSize(d, d))
	r.mark.Move(fyne.NewPos(size.Width-p-initSize.Width-p/2-d, p/2+(headH-d)/2))
	y := p/2 + headH + p/2
	for _, l := range r.lines {
		s := l.MinSize()
		l.Resize(s)
		l.Move(fyne.NewPos(p, y))
		y += s.Height
	}
}

func (r *cardRenderer) Refresh() {
	fg := theme.Color(theme.ColorNameForeground)
	r.frame.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.frame.StrokeColor = theme.Color(theme.ColorNamePrimary)
	r.title.Text, r.title.Color, r.title.TextSize = r.w.title, fg, theme.TextSize()
	r.init.Text, r.init.Color, r.init.TextSize = strconv.Itoa(r.w.initiative), theme.Color(theme.ColorNamePrimary), theme.TextSize()*1.6
	r.mark.Hidden = !r.w.shuffle
	for len(r.lines) < len(r.w.lines) {
		r.lines = append(r.lines, canvas.NewText("", fg))
	}
	r.lines = r.lines[:len(r.w.lines)]
	for i, l := range r.lines {
		l.Text, l.Color, l.TextSize = r.w.lines[i], fg, theme.TextSize()
	}
	r.Layout(r.w.Size())
	canvas.Refresh(r.w)
}

func (r *cardRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.frame, r.title, r.init, r.mark}
	for _, l := range r.lines {
		objs = append(objs, l)
	}
	return objs
}

func (r *cardRenderer) Destroy() {}
