package battle

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	rules "github.com/haventable/haventable/engine/battle"
	"github.com/haventable/haventable/locales"
)

// cardSize is the size every card is drawn at.
var cardSize = fyne.NewSize(200, 158)

// maxOngoingLines is how many ongoing abilities a card lists before
// summing up the rest.
const maxOngoingLines = 3

// cardWidget draws one card of the board: kind, name, current strength and
// toughness beside the printed ones, and its ongoing abilities. A
// discarded card is greyed. Tapping it selects it.
type cardWidget struct {
	widget.BaseWidget
	tr       locales.Tr
	view     rules.CardView
	ongoing  []string
	selected bool
	onTap    func(id string)
}

func newCardWidget(tr locales.Tr, onTap func(string)) *cardWidget {
	c := &cardWidget{tr: tr, onTap: onTap}
	c.ExtendBaseWidget(c)
	return c
}

// set shows a card as the board has it.
func (c *cardWidget) set(v rules.CardView, ongoing []string, selected bool) {
	c.view, c.ongoing, c.selected = v, ongoing, selected
	c.Refresh()
}

// Tapped selects the card.
func (c *cardWidget) Tapped(*fyne.PointEvent) {
	if c.onTap != nil {
		c.onTap(c.view.ID)
	}
}

// MinSize is the card's fixed size.
func (c *cardWidget) MinSize() fyne.Size { return cardSize }

// CreateRenderer makes the card's drawing.
func (c *cardWidget) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{c: c,
		bg:     canvas.NewRectangle(color.Transparent),
		stripe: canvas.NewRectangle(color.Transparent),
		name:   canvas.NewText("", color.Black),
		kind:   canvas.NewText("", color.Black),
		where:  canvas.NewText("", color.Black),
	}
	r.name.TextStyle.Bold = true
	r.bg.CornerRadius = 6
	for i := range r.stats {
		r.stats[i] = canvas.NewText("", color.Black)
		r.stats[i].TextStyle.Bold = true
		r.printed[i] = canvas.NewText("", color.Black)
		r.printed[i].Alignment = fyne.TextAlignTrailing
	}
	for i := range r.lines {
		r.lines[i] = canvas.NewText("", color.Black)
	}
	r.objects = []fyne.CanvasObject{r.bg, r.stripe, r.name, r.kind, r.where}
	for i := range r.stats {
		r.objects = append(r.objects, r.stats[i], r.printed[i])
	}
	for _, l := range r.lines {
		r.objects = append(r.objects, l)
	}
	r.Refresh()
	return r
}

type cardRenderer struct {
	c              *cardWidget
	bg, stripe     *canvas.Rectangle
	name, kind     *canvas.Text
	where          *canvas.Text
	stats, printed [2]*canvas.Text
	lines          [maxOngoingLines + 1]*canvas.Text
	objects        []fyne.CanvasObject
}

func (r *cardRenderer) Destroy()                     {}
func (r *cardRenderer) MinSize() fyne.Size           { return cardSize }
func (r *cardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *cardRenderer) Layout(size fyne.Size) {
	const pad = 8
	r.bg.Resize(size)
	r.bg.Move(fyne.NewPos(0, 0))
	r.stripe.Resize(fyne.NewSize(6, size.Height-12))
	r.stripe.Move(fyne.NewPos(3, 6))
	x := float32(pad + 8)
	w := size.Width - x - pad
	place := func(t *canvas.Text, y float32) {
		t.Move(fyne.NewPos(x, y))
		t.Resize(fyne.NewSize(w, t.MinSize().Height))
	}
	place(r.name, 6)
	place(r.kind, 28)
	r.where.Alignment = fyne.TextAlignTrailing
	place(r.where, 28)
	place(r.stats[0], 48)
	place(r.printed[0], 50)
	place(r.stats[1], 68)
	place(r.printed[1], 70)
	for i, l := range r.lines {
		place(l, 92+float32(i)*15)
	}
}

func (r *cardRenderer) Refresh() {
	c, tr := r.c, r.c.tr
	v := c.view
	fg := theme.Color(theme.ColorNameForeground)
	dim := theme.Color(theme.ColorNamePlaceHolder)
	bg := theme.Color(theme.ColorNameInputBackground)
	stripe := kindColor(v.Kind)
	if v.Discarded {
		fg, dim = theme.Color(theme.ColorNamePlaceHolder), theme.Color(theme.ColorNamePlaceHolder)
		bg = theme.Color(theme.ColorNameDisabledButton)
		stripe = theme.Color(theme.ColorNameDisabled)
	}
	r.bg.FillColor = bg
	r.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	r.bg.StrokeWidth = 1
	if v.InBattle {
		r.bg.StrokeColor, r.bg.StrokeWidth = fg, 2
	}
	if c.selected {
		r.bg.StrokeColor, r.bg.StrokeWidth = theme.Color(theme.ColorNamePrimary), 3
	}
	r.stripe.FillColor = stripe

	size := theme.TextSize()
	small := size - 2
	width := cardSize.Width - 32
	r.name.Text = fit(v.ID, size+1, r.name.TextStyle, width)
	r.name.TextSize, r.name.Color = size+1, fg
	switch {
	case v.Discarded:
		r.where.Text = tr.T("BattleWhereDiscarded")
	case v.InBattle:
		r.where.Text = tr.T("BattleWhereBattle")
	default:
		r.where.Text = ""
	}
	r.where.TextSize, r.where.Color = small, dim
	kindWidth := width
	if r.where.Text != "" {
		kindWidth -= fyne.MeasureText(r.where.Text, small, r.where.TextStyle).Width + 8
	}
	r.kind.Text = fit(kindName(tr, v.Kind), small, r.kind.TextStyle, kindWidth)
	r.kind.TextSize, r.kind.Color = small, dim

	cur := [2]rules.Value{v.Strength, v.Toughness}
	printed := [2]rules.Value{v.PrintedStrength, v.PrintedToughness}
	labels := [2]string{tr.T("BattleStrength"), tr.T("BattleToughness")}
	for i := range r.stats {
		r.stats[i].Text = tr.T("BattleStatValue", "Stat", labels[i], "Value", cur[i].String())
		r.stats[i].TextSize = size
		r.stats[i].Color = fg
		if !v.Discarded {
			switch cur[i].Cmp(printed[i]) {
			case 1:
				r.stats[i].Color = theme.Color(theme.ColorNameSuccess)
			case -1:
				r.stats[i].Color = theme.Color(theme.ColorNameError)
			}
		}
		r.printed[i].Text = tr.T("BattlePrinted", "Value", printed[i].String())
		r.printed[i].TextSize, r.printed[i].Color = small, dim
	}
	// The first line heads the list of ongoing abilities; when there are
	// more than fit, the last line counts the rest.
	lines := c.ongoing
	shown := len(lines)
	if shown > maxOngoingLines {
		shown = maxOngoingLines - 1
	}
	for i, l := range r.lines {
		l.TextSize, l.Color = small, theme.Color(theme.ColorNamePrimary)
		if v.Discarded {
			l.Color = dim
		}
		switch {
		case len(lines) == 0:
			l.Text = ""
		case i == 0:
			l.Text = tr.T("BattleOngoingHeading")
			l.Color = dim
		case i-1 < shown:
			l.Text = fit("• "+lines[i-1], small, l.TextStyle, width)
		case i-1 == shown && shown < len(lines):
			l.Text = tr.N("BattleOngoingMore", len(lines)-shown)
		default:
			l.Text = ""
		}
	}
	for _, o := range r.objects {
		o.Refresh()
	}
}

// kindColor is the colour of a kind's stripe.
func kindColor(k rules.Kind) color.Color {
	switch k {
	case rules.EvilCharacter:
		return theme.Color(theme.ColorNameError)
	case rules.Enhancement:
		return theme.Color(theme.ColorNameWarning)
	}
	return theme.Color(theme.ColorNamePrimary)
}

// fit shortens text with an ellipsis until it fits width.
func fit(text string, size float32, style fyne.TextStyle, width float32) string {
	if fyne.MeasureText(text, size, style).Width <= width {
		return text
	}
	r := []rune(text)
	for len(r) > 0 {
		r = r[:len(r)-1]
		s := string(r) + "…"
		if fyne.MeasureText(s, size, style).Width <= width {
			return s
		}
	}
	return "…"
}
