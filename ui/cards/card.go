// Package cards draws attack modifier cards the way a player reads them: the
// value large (+1, −1, ×2, the null mark, bless and curse in their own
// colours), the rolling mark, the shuffle symbol, the type icon (1-4, M, *,
// a class initial) and the added effects as coloured chips with short
// translated labels. Everything is drawn with canvas primitives.
package cards

import (
	"image/color"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
)

// Size is how large a card is drawn.
type Size uint8

const (
	// Normal is the full card, with labelled effect chips (120×96).
	Normal Size = iota
	// Compact is a small card for rows and piles, effects as dots (64×48).
	Compact
)

// State is what happened to a card, shown on top of its face.
type State uint8

const (
	// Plain is a card as it lies in a pile.
	Plain State = iota
	// Used is a card applied to an attack: outlined.
	Used
	// SetAside is a card drawn but not applied (the other card of advantage
	// or disadvantage): dimmed.
	SetAside
	// Removed is a card taken out of the deck (a drawn bless or curse):
	// dimmed and struck through.
	Removed
)

var (
	normalSize  = fyne.NewSize(120, 96)
	compactSize = fyne.NewSize(64, 48)
)

// Card is a widget showing one attack modifier card. Create it with New.
type Card struct {
	widget.BaseWidget

	tr    locales.Tr
	card  modifier.Card
	size  Size
	state State
}

// New returns a card widget at Normal size in the Plain state. tr
// translates the effect labels; nil prints them in card notation.
func New(tr locales.Tr, c modifier.Card) *Card {
	w := &Card{tr: tr, card: c}
	w.ExtendBaseWidget(w)
	return w
}

// NewCompact is New at Compact size.
func NewCompact(tr locales.Tr, c modifier.Card) *Card {
	w := New(tr, c)
	w.size = Compact
	return w
}

// Card returns the card shown.
func (w *Card) Card() modifier.Card { return w.card }

// SetCard shows c.
func (w *Card) SetCard(c modifier.Card) {
	w.card = c
	w.Refresh()
}

// CardSize returns the size the card is drawn at.
func (w *Card) CardSize() Size { return w.size }

// SetCardSize draws the card at size s.
func (w *Card) SetCardSize(s Size) {
	w.size = s
	w.Refresh()
}

// State returns the card's state.
func (w *Card) State() State { return w.state }

// SetState shows the card as used, set aside, removed or plain.
func (w *Card) SetState(s State) {
	w.state = s
	w.Refresh()
}

// MinSize is the card's drawn size.
func (w *Card) MinSize() fyne.Size {
	if w.size == Compact {
		return compactSize
	}
	return normalSize
}

// CreateRenderer implements fyne.Widget.
func (w *Card) CreateRenderer() fyne.WidgetRenderer {
	r := &cardRenderer{w: w}
	r.face = &canvas.Rectangle{}
	r.value = canvas.NewText("", color.Black)
	r.value.TextStyle = fyne.TextStyle{Bold: true}
	r.nullRing = &canvas.Circle{}
	r.nullSlash = canvas.NewLine(color.Black)
	r.iconDisc = &canvas.Circle{}
	r.iconText = canvas.NewText("", color.Black)
	r.iconText.TextStyle = fyne.TextStyle{Bold: true}
	r.rollRing = &canvas.Circle{}
	r.rollGap = &canvas.Rectangle{}
	for i := range r.rollHead {
		r.rollHead[i] = canvas.NewLine(color.Black)
	}
	for i := range r.shuffle {
		r.shuffle[i] = canvas.NewLine(color.Black)
	}
	r.shade = &canvas.Rectangle{}
	r.strike = canvas.NewLine(color.Black)
	r.outline = &canvas.Rectangle{FillColor: color.Transparent}
	r.Refresh()
	return r
}

// chip is one effect (or the bless/curse caption) on the card: a rounded
// rectangle with a label, or in dot mode a disc with a number or initial.
type chip struct {
	box  *canvas.Rectangle
	text *canvas.Text
}

type cardRenderer struct {
	w *Card

	face                *canvas.Rectangle
	value               *canvas.Text
	nullRing            *canvas.Circle
	nullSlash           *canvas.Line
	iconDisc            *canvas.Circle
	iconText            *canvas.Text
	rollRing            *canvas.Circle
	rollGap             *canvas.Rectangle
	rollHead            [2]*canvas.Line
	shuffle             [6]*canvas.Line
	chips               []chip
	nChips              int
	shade               *canvas.Rectangle
	strike              *canvas.Line
	outline             *canvas.Rectangle
	objects             []fyne.CanvasObject
	labels              []chipLabel
	pal                 *palette
	showNull, showIcon  bool
	showRoll, showShuf  bool
	showShade, showStrk bool
}

// chipLabel is what one chip shows.
type chipLabel struct {
	text string // full label ("Push 2")
	dot  string // dot text ("2", "F")
	fill color.Color
}

func (r *cardRenderer) Destroy() {}

func (r *cardRenderer) MinSize() fyne.Size { return r.w.MinSize() }

func (r *cardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// Refresh recomputes colours and texts from the card, then lays out.
func (r *cardRenderer) Refresh() {
	w := r.w
	c := w.card
	p := currentPalette()
	r.pal = p
	vc := p.valueColor(c)

	r.face.FillColor = p.faceColor(c)
	r.face.StrokeColor = vc
	r.face.StrokeWidth = 2

	r.showNull = c.Op == modifier.OpNull
	r.value.Color = vc
	r.value.Text = valueText(c)
	r.nullRing.FillColor = color.Transparent
	r.nullRing.StrokeColor = vc
	r.nullSlash.StrokeColor = vc

	r.showIcon = c.Icon != modifier.IconNone
	r.iconDisc.FillColor = p.iconFill
	r.iconText.Color = p.iconInk
	r.iconText.Text = iconText(c.Icon)

	r.showRoll = c.Rolling
	r.rollRing.FillColor = color.Transparent
	r.rollRing.StrokeColor = p.ink
	r.rollGap.FillColor = r.face.FillColor
	for _, l := range r.rollHead {
		l.StrokeColor = p.ink
	}
	r.showShuf = c.Shuffle
	for _, l := range r.shuffle {
		l.StrokeColor = p.ink
	}

	r.labels = r.labels[:0]
	if s := specialLabel(w.tr, c); s != "" {
		r.labels = append(r.labels, chipLabel{text: s, dot: initial(s), fill: vc})
	}
	for _, e := range c.Effects() {
		text := EffectLabel(w.tr, e)
		dot := initial(text)
		if e.Kind.Numbered() {
			dot = strconv.Itoa(e.Amount)
		}
		r.labels = append(r.labels, chipLabel{text: text, dot: dot, fill: p.effectColor(e.Kind)})
	}
	for len(r.chips) < len(r.labels) {
		ch := chip{box: &canvas.Rectangle{}, text: canvas.NewText("", color.Black)}
		r.chips = append(r.chips, ch)
	}
	r.nChips = len(r.labels)
	for i, l := range r.labels {
		r.chips[i].box.FillColor = l.fill
		r.chips[i].text.Color = inkOn(l.fill)
	}

	r.showShade = w.state == SetAside || w.state == Removed
	r.shade.FillColor = p.shade
	r.showStrk = w.state == Removed
	r.strike.StrokeColor = p.removed
	r.outline.StrokeColor = p.used
	r.outline.StrokeWidth = 3

	r.objects = r.objects[:0]
	r.objects = append(r.objects, r.face)
	if r.showNull {
		r.objects = append(r.objects, r.nullRing, r.nullSlash)
	} else {
		r.objects = append(r.objects, r.value)
	}
	if r.showIcon {
		r.objects = append(r.objects, r.iconDisc, r.iconText)
	}
	if r.showRoll {
		r.objects = append(r.objects, r.rollRing, r.rollGap, r.rollHead[0], r.rollHead[1])
	}
	if r.showShuf {
		for _, l := range r.shuffle {
			r.objects = append(r.objects, l)
		}
	}
	for i := 0; i < r.nChips; i++ {
		r.objects = append(r.objects, r.chips[i].box, r.chips[i].text)
	}
	if r.showShade {
		r.objects = append(r.objects, r.shade)
	}
	if r.showStrk {
		r.objects = append(r.objects, r.strike)
	}
	if w.state == Used {
		r.objects = append(r.objects, r.outline)
	}
	r.Layout(w.BaseWidget.Size())
	for _, o := range r.objects {
		o.Refresh()
	}
}

// metrics are the measures of one card size.
type metrics struct {
	radius, mark, markPad, valueSize, iconSize, iconText float32
	chipH, chipText, chipGap, dot, dotText               float32
}

var (
	normalMetrics  = metrics{6, 15, 6, 32, 17, 10, 15, 10, 3, 13, 9}
	compactMetrics = metrics{4, 9, 3, 19, 11, 7, 10, 7, 2, 10, 7}
)

// Layout places everything on a card of size s.
func (r *cardRenderer) Layout(s fyne.Size) {
	if s.Width <= 0 || s.Height <= 0 {
		s = r.w.MinSize()
	}
	m := normalMetrics
	if r.w.size == Compact {
		m = compactMetrics
	}
	W, H := s.Width, s.Height

	r.face.CornerRadius = m.radius
	r.face.Move(fyne.NewPos(1, 1))
	r.face.Resize(fyne.NewSize(W-2, H-2))
	r.shade.CornerRadius = m.radius
	r.shade.Move(fyne.NewPos(0, 0))
	r.shade.Resize(s)
	r.outline.CornerRadius = m.radius
	r.outline.Move(fyne.NewPos(1.5, 1.5))
	r.outline.Resize(fyne.NewSize(W-3, H-3))
	r.strike.StrokeWidth = m.chipGap + 1
	r.strike.Position1 = fyne.NewPos(m.radius, H-m.radius)
	r.strike.Position2 = fyne.NewPos(W-m.radius, m.radius)

	// marks in the top-left corner: rolling, then shuffle
	x := m.markPad
	y := m.markPad
	if r.showRoll {
		r.layoutRoll(x, y, m.mark)
		x += m.mark + m.markPad
	}
	if r.showShuf {
		r.layoutShuffle(x, y, m.mark)
	}
	// type icon in the top-right corner
	r.iconDisc.Move(fyne.NewPos(W-m.markPad-m.iconSize, m.markPad-1))
	r.iconDisc.Resize(fyne.NewSize(m.iconSize, m.iconSize))
	r.iconText.TextSize = m.iconText
	ts := fyne.MeasureText(r.iconText.Text, m.iconText, r.iconText.TextStyle)
	r.iconText.Move(fyne.NewPos(W-m.markPad-m.iconSize/2-ts.Width/2, m.markPad-1+m.iconSize/2-ts.Height/2))
	r.iconText.Resize(ts)

	// chips along the bottom
	chipsTop := r.layoutChips(W, H, m)

	// the value in the space left
	top := m.markPad + m.mark
	centre := (top + chipsTop) / 2
	if r.nChips == 0 {
		centre = H / 2
	}
	if r.showNull {
		d := m.valueSize * 0.95
		r.nullRing.StrokeWidth = d / 9
		r.nullRing.Move(fyne.NewPos(W/2-d/2, centre-d/2))
		r.nullRing.Resize(fyne.NewSize(d, d))
		off := d * 0.5
		r.nullSlash.StrokeWidth = d / 9
		r.nullSlash.Position1 = fyne.NewPos(W/2-off, centre+off)
		r.nullSlash.Position2 = fyne.NewPos(W/2+off, centre-off)
	} else {
		r.value.TextSize = m.valueSize
		vs := fyne.MeasureText(r.value.Text, m.valueSize, r.value.TextStyle)
		r.value.Move(fyne.NewPos(W/2-vs.Width/2, centre-vs.Height/2))
		r.value.Resize(vs)
	}
}

// layoutRoll draws the rolling mark, a circular arrow, in the square at
// (x, y) of side d.
func (r *cardRenderer) layoutRoll(x, y, d float32) {
	sw := d / 7
	if sw < 1.5 {
		sw = 1.5
	}
	r.rollRing.StrokeWidth = sw
	r.rollRing.Move(fyne.NewPos(x, y))
	r.rollRing.Resize(fyne.NewSize(d, d))
	// a gap in the ring's upper right, where the arrow points
	r.rollGap.Move(fyne.NewPos(x+d*0.55, y-1))
	r.rollGap.Resize(fyne.NewSize(d*0.5, d*0.4))
	tip := fyne.NewPos(x+d*0.55, y+sw/2)
	r.rollHead[0].StrokeWidth = sw
	r.rollHead[0].Position1 = tip
	r.rollHead[0].Position2 = fyne.NewPos(tip.X-d*0.3, tip.Y-d*0.25)
	r.rollHead[1].StrokeWidth = sw
	r.rollHead[1].Position1 = tip
	r.rollHead[1].Position2 = fyne.NewPos(tip.X-d*0.3, tip.Y+d*0.3)
}

// layoutShuffle draws the shuffle symbol, two crossing arrows, in the square
// at (x, y) of side d.
func (r *cardRenderer) layoutShuffle(x, y, d float32) {
	sw := d / 8
	if sw < 1.2 {
		sw = 1.2
	}
	top, bot := y+d*0.2, y+d*0.8
	left, right := x, x+d
	h := d * 0.3
	lines := [6][2]fyne.Position{
		{{X: left, Y: top}, {X: right, Y: bot}},
		{{X: left, Y: bot}, {X: right, Y: top}},
		{{X: right, Y: bot}, {X: right - h, Y: bot}},
		{{X: right, Y: bot}, {X: right, Y: bot - h}},
		{{X: right, Y: top}, {X: right - h, Y: top}},
		{{X: right, Y: top}, {X: right, Y: top + h}},
	}
	for i, l := range r.shuffle {
		l.StrokeWidth = sw
		l.Position1, l.Position2 = lines[i][0], lines[i][1]
	}
}

// layoutChips places the chips at the bottom of the card and returns the
// top of the first row (H when there are none). On a normal card they are
// labelled chips when they fit in two rows; otherwise they are dots.
func (r *cardRenderer) layoutChips(W, H float32, m metrics) float32 {
	if r.nChips == 0 {
		return H
	}
	inner := W - 2*m.markPad
	if r.w.size == Normal {
		widths := make([]float32, r.nChips)
		for i := 0; i < r.nChips; i++ {
			ts := fyne.MeasureText(r.labels[i].text, m.chipText, fyne.TextStyle{})
			widths[i] = ts.Width + 8
		}
		if rows := flow(widths, inner, m.chipGap); rows != nil && len(rows) <= 2 {
			return r.placeRows(rows, widths, W, H, m.chipH, m, false)
		}
	}
	widths := make([]float32, r.nChips)
	for i := range widths {
		widths[i] = m.dot
	}
	rows := flow(widths, inner, m.chipGap)
	return r.placeRows(rows, widths, W, H, m.dot, m, true)
}

// flow splits items of the given widths into rows no wider than max; nil
// when one item alone is too wide.
func flow(widths []float32, max, gap float32) [][]int {
	var rows [][]int
	var row []int
	var used float32
	for i, w := range widths {
		if w > max {
			return nil
		}
		if len(row) > 0 && used+gap+w > max {
			rows = append(rows, row)
			row, used = nil, 0
		}
		if len(row) > 0 {
			used += gap
		}
		row = append(row, i)
		used += w
	}
	return append(rows, row)
}

// placeRows lays the rows out centred, bottom row at the bottom of the card.
func (r *cardRenderer) placeRows(rows [][]int, widths []float32, W, H, rowH float32, m metrics, dots bool) float32 {
	top := H - m.markPad - float32(len(rows))*rowH - float32(len(rows)-1)*m.chipGap
	y := top
	for _, row := range rows {
		var total float32
		for j, i := range row {
			if j > 0 {
				total += m.chipGap
			}
			total += widths[i]
		}
		x := W/2 - total/2
		for _, i := range row {
			ch := r.chips[i]
			l := r.labels[i]
			size := m.chipText
			ch.text.Text = l.text
			ch.box.CornerRadius = rowH / 4
			if dots {
				size = m.dotText
				ch.text.Text = l.dot
				ch.box.CornerRadius = rowH / 2
			}
			ch.text.TextSize = size
			ch.box.Move(fyne.NewPos(x, y))
			ch.box.Resize(fyne.NewSize(widths[i], rowH))
			ts := fyne.MeasureText(ch.text.Text, size, ch.text.TextStyle)
			ch.text.Move(fyne.NewPos(x+widths[i]/2-ts.Width/2, y+rowH/2-ts.Height/2))
			ch.text.Resize(ts)
			x += widths[i] + m.chipGap
		}
		y += rowH + m.chipGap
	}
	return top
}

// valueText is the printed value: "+1", "−1" (a true minus sign), "×2".
// The null card has no text: its mark is drawn.
func valueText(c modifier.Card) string {
	switch c.Op {
	case modifier.OpDouble:
		return "×2"
	case modifier.OpNull:
		return ""
	}
	if c.Value < 0 {
		return "−" + strconv.Itoa(-c.Value)
	}
	return "+" + strconv.Itoa(c.Value)
}

// iconText is the text in the type icon: the icon itself, or a class's
// initial in capitals.
func iconText(i modifier.Icon) string {
	if i.IsClass() {
		r, _ := utf8.DecodeRuneInString(string(i))
		return string(unicode.ToUpper(r))
	}
	return string(i)
}

// initial is the first letter of a label, in capitals.
func initial(s string) string {
	s = strings.TrimSpace(s)
	for _, r := range s {
		if unicode.IsLetter(r) {
			return string(unicode.ToUpper(r))
		}
	}
	r, _ := utf8.DecodeRuneInString(s)
	return string(r)
}

// Row shows a chain of drawn cards left to right, at compact size. used
// tells which were applied (shown Used) and which were drawn but not
// applied (shown SetAside); nil shows every card Plain. Bless and curse
// cards that were applied leave the deck and are shown Used all the same.
func Row(tr locales.Tr, cs []modifier.Card, used []bool) *fyne.Container {
	return RowSized(tr, cs, used, Compact)
}

// RowSized is Row at the given card size.
func RowSized(tr locales.Tr, cs []modifier.Card, used []bool, size Size) *fyne.Container {
	objs := make([]fyne.CanvasObject, len(cs))
	for i, c := range cs {
		w := New(tr, c)
		w.size = size
		if used != nil && i < len(used) {
			if used[i] {
				w.state = Used
			} else {
				w.state = SetAside
			}
		}
		objs[i] = w
	}
	return container.NewHBox(objs...)
}
