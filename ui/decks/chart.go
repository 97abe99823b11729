package decks

import (
	"image/color"
	"math/big"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// bar is one damage value of the odds chart.
type bar struct {
	Damage  int
	P       *big.Rat
	Percent string // the label above the bar
	Kill    bool   // the damage kills the target
}

// chart is a bar chart of the damage distribution of one attack: one bar
// per damage value, labelled with the damage below and the chance above.
// Bars that kill the target are drawn in the error colour.
type chart struct {
	widget.BaseWidget
	bars    []bar
	caption string // under the damage values ("damage")
}

func newChart() *chart {
	c := &chart{}
	c.ExtendBaseWidget(c)
	return c
}

// setBars shows bars (sorted by damage) and refreshes.
func (c *chart) setBars(bars []bar, caption string) {
	c.bars = bars
	c.caption = caption
	c.Refresh()
}

const (
	chartTextSize = 10
	chartBarGap   = 4
	chartHeight   = 124
)

// MinSize leaves room for every bar's percentage label, the labels of
// neighbouring bars staggered on two lines.
func (c *chart) MinSize() fyne.Size {
	w := float32(0)
	for _, b := range c.bars {
		w += labelWidth(b)/2 + chartBarGap
	}
	return fyne.NewSize(max(w, 200), chartHeight)
}

func labelWidth(b bar) float32 {
	return fyne.MeasureText(b.Percent, chartTextSize, fyne.TextStyle{}).Width + 4
}

func (c *chart) CreateRenderer() fyne.WidgetRenderer {
	r := &chartRenderer{c: c, base: canvas.NewLine(color.Black), caption: canvas.NewText("", color.Black)}
	r.caption.TextSize = chartTextSize
	r.caption.Alignment = fyne.TextAlignCenter
	r.Refresh()
	return r
}

type chartRenderer struct {
	c       *chart
	rects   []*canvas.Rectangle
	pcts    []*canvas.Text
	dmgs    []*canvas.Text
	base    *canvas.Line
	caption *canvas.Text
	objects []fyne.CanvasObject
}

func (r *chartRenderer) Destroy() {}

func (r *chartRenderer) MinSize() fyne.Size { return r.c.MinSize() }

func (r *chartRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *chartRenderer) Refresh() {
	fg := theme.Color(theme.ColorNameForeground)
	for len(r.rects) < len(r.c.bars) {
		r.rects = append(r.rects, &canvas.Rectangle{CornerRadius: 2})
		p := canvas.NewText("", fg)
		p.TextSize = chartTextSize
		d := canvas.NewText("", fg)
		d.TextSize = chartTextSize + 1
		d.TextStyle = fyne.TextStyle{Bold: true}
		r.pcts = append(r.pcts, p)
		r.dmgs = append(r.dmgs, d)
	}
	r.objects = r.objects[:0]
	for i, b := range r.c.bars {
		r.rects[i].FillColor = theme.Color(theme.ColorNamePrimary)
		if b.Kill {
			r.rects[i].FillColor = theme.Color(theme.ColorNameError)
		}
		r.pcts[i].Text = b.Percent
		r.pcts[i].Color = fg
		r.dmgs[i].Text = strconv.Itoa(b.Damage)
		r.dmgs[i].Color = fg
		r.objects = append(r.objects, r.rects[i], r.pcts[i], r.dmgs[i])
	}
	r.base.StrokeColor = theme.Color(theme.ColorNameDisabled)
	r.base.StrokeWidth = 1
	r.caption.Text = r.c.caption
	r.caption.Color = theme.Color(theme.ColorNamePlaceHolder)
	r.objects = append(r.objects, r.base, r.caption)
	r.Layout(r.c.Size())
	for _, o := range r.objects {
		o.Refresh()
	}
}

// Layout spreads the bars over the width; heights are proportional to the
// chance, the tallest bar filling the plot.
func (r *chartRenderer) Layout(s fyne.Size) {
	bars := r.c.bars
	lineH := fyne.MeasureText("0", chartTextSize+1, fyne.TextStyle{Bold: true}).Height
	capH := fyne.MeasureText("d", chartTextSize, fyne.TextStyle{}).Height
	bottom := s.Height - capH - lineH - 2 // baseline
	top := lineH + 2                      // room for the tallest bar's label
	r.base.Position1 = fyne.NewPos(0, bottom)
	r.base.Position2 = fyne.NewPos(s.Width, bottom)
	r.caption.Move(fyne.NewPos(0, s.Height-capH))
	r.caption.Resize(fyne.NewSize(s.Width, capH))
	if len(bars) == 0 {
		return
	}
	max := new(big.Rat)
	for _, b := range bars {
		if b.P.Cmp(max) > 0 {
			max = b.P
		}
	}
	slot := s.Width / float32(len(bars))
	// labels wider than a bar's slot go on two lines, alternately
	stagger := false
	for _, b := range bars {
		stagger = stagger || labelWidth(b) > slot
	}
	if stagger {
		top += lineH
	}
	for i, b := range bars {
		frac := float32(0)
		if max.Sign() > 0 {
			f, _ := new(big.Rat).Quo(b.P, max).Float32()
			frac = f
		}
		h := (bottom - top) * frac
		if h < 1 && b.P.Sign() > 0 {
			h = 1
		}
		w := slot - chartBarGap
		if w > 48 {
			w = 48
		}
		x := float32(i)*slot + (slot-w)/2
		r.rects[i].Move(fyne.NewPos(x, bottom-h))
		r.rects[i].Resize(fyne.NewSize(w, h))
		ps := fyne.MeasureText(r.pcts[i].Text, chartTextSize, fyne.TextStyle{})
		y := bottom - h - ps.Height
		if stagger && i%2 == 1 {
			y -= lineH
		}
		r.pcts[i].Move(fyne.NewPos(float32(i)*slot+slot/2-ps.Width/2, y))
		r.pcts[i].Resize(ps)
		ds := fyne.MeasureText(r.dmgs[i].Text, chartTextSize+1, fyne.TextStyle{Bold: true})
		r.dmgs[i].Move(fyne.NewPos(float32(i)*slot+slot/2-ds.Width/2, bottom+1))
		r.dmgs[i].Resize(ds)
	}
}
