package campaign

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/tally"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/screen"
)

// statsPanel is the Statistics tab: the counts of the recorded actions
// (play.CampaignStatistics) for the party or one character, as a bar chart
// the app draws, with the kills by monster type below.
type statsPanel struct {
	s       *Screen
	stats   play.Statistics
	ids     []int64 // the characters offered, in the chooser's order after the party
	who     *widget.Select
	summary *widget.Label
	chart   *barChart
	kills   *barChart
	content fyne.CanvasObject
}

func newStatsPanel(s *Screen) *statsPanel {
	tr := s.tr()
	p := &statsPanel{s: s}
	p.who = screen.NewSelect(tr, nil, func(string) { p.show() })
	p.summary = widget.NewLabel("")
	p.summary.Wrapping = fyne.TextWrapWord
	p.chart = newBarChart()
	p.kills = newBarChart()
	killsTitle := widget.NewLabelWithStyle(tr.T("StatsKillsTitle"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.content = container.NewVBox(
		container.NewBorder(nil, nil, widget.NewLabel(tr.T("StatsFor")), nil, p.who),
		p.summary, container.NewPadded(p.chart), killsTitle, container.NewPadded(p.kills))
	return p
}

// refresh counts the open campaign's statistics afresh.
func (p *statsPanel) refresh() {
	tr := p.s.tr()
	p.stats, p.ids = play.Statistics{}, nil
	if p.s.current != 0 && p.s.env.Store != nil {
		st, err := play.CampaignStatistics(p.s.ctx, p.s.env.Store, p.s.current)
		if err != nil {
			p.s.env.ShowError(tr.T("CampaignLoadFailed"), err)
		} else {
			p.stats = st
		}
	}
	names := map[int64]string{}
	for id, n := range p.stats.Names {
		names[id] = n
	}
	if chars, err := p.s.env.Store.Characters(p.s.ctx, p.s.current); err == nil {
		for _, c := range chars {
			names[c.ID] = c.Name // the sheet's name now
		}
	}
	for id := range p.stats.Characters {
		p.ids = append(p.ids, id)
	}
	slices.Sort(p.ids)
	options := []string{tr.T("StatsParty")}
	for _, id := range p.ids {
		n := names[id]
		if n == "" {
			n = "#" + strconv.FormatInt(id, 10)
		}
		options = append(options, n)
	}
	sel := p.who.SelectedIndex()
	p.who.SetOptions(options)
	if sel < 0 || sel >= len(options) {
		sel = 0
	}
	p.who.SetSelectedIndex(sel) // shows
}

// show draws the counts of the party or the character chosen.
func (p *statsPanel) show() {
	tr := p.s.tr()
	c := p.stats.Party
	if i := p.who.SelectedIndex(); i > 0 && i-1 < len(p.ids) {
		c = p.stats.Characters[p.ids[i-1]]
	}
	p.summary.SetText(tr.N("StatsSummary", p.stats.Scenarios, "Count", p.stats.Scenarios))
	p.chart.set([]bar{
		{tr.T("StatsDamageDealt"), c.DamageDealt, 0},
		{tr.T("StatsDamageTaken"), c.DamageTaken, 1},
		{tr.T("StatsHealed"), c.Healed, 2},
		{tr.T("StatsKills"), c.KillCount(), 3},
		{tr.T("StatsLooted"), c.Looted, 4},
		{tr.T("StatsXP"), c.XP, 5},
		{tr.T("StatsExhaustions"), c.Exhaustions, 6},
		{tr.T("StatsWon"), c.Won, 7},
		{tr.T("StatsLost"), c.Lost, 8},
	})
	p.kills.set(killBars(c))
	if len(c.Kills) == 0 {
		p.kills.set([]bar{{tr.T("StatsNoKills"), 0, 3}})
	}
}

// killBars are the kills by monster type, most first.
func killBars(c tally.Counts) []bar {
	var out []bar
	for typ, n := range c.Kills {
		out = append(out, bar{typ, n, 3})
	}
	slices.SortFunc(out, func(a, b bar) int {
		if a.value != b.value {
			return b.value - a.value
		}
		if a.label < b.label {
			return -1
		}
		return 1
	})
	return out
}

// bar is one row of a bar chart: its label, its value and its colour's
// place in barColors.
type bar struct {
	label string
	value int
	color int
}

// barColors are the bars' colours.
var barColors = []color.NRGBA{
	{0xd9, 0x5d, 0x39, 0xff}, {0x8e, 0x44, 0xad, 0xff}, {0x27, 0xae, 0x60, 0xff}, {0xc0, 0x39, 0x2b, 0xff},
	{0xf1, 0xc4, 0x0f, 0xff}, {0x29, 0x80, 0xb9, 0xff}, {0x7f, 0x8c, 0x8d, 0xff}, {0x16, 0xa0, 0x85, 0xff}, {0x95, 0x5a, 0x3b, 0xff},
}

// barChart draws labelled horizontal bars with canvas rectangles, scaled to
// the largest value shown.
type barChart struct {
	widget.BaseWidget
	bars []bar
}

func newBarChart() *barChart {
	b := &barChart{}
	b.ExtendBaseWidget(b)
	return b
}

func (b *barChart) set(bars []bar) {
	b.bars = bars
	b.Refresh()
}

// CreateRenderer draws the bars.
func (b *barChart) CreateRenderer() fyne.WidgetRenderer {
	r := &barRenderer{chart: b}
	r.build()
	return r
}

type barRenderer struct {
	chart   *barChart
	labels  []*canvas.Text
	rects   []*canvas.Rectangle
	values  []*canvas.Text
	objects []fyne.CanvasObject
}

func (r *barRenderer) build() {
	r.labels, r.rects, r.values, r.objects = nil, nil, nil, nil
	fg := theme.Color(theme.ColorNameForeground)
	for _, b := range r.chart.bars {
		l := canvas.NewText(b.label, fg)
		l.TextSize = theme.TextSize()
		rect := canvas.NewRectangle(barColors[b.color%len(barColors)])
		rect.CornerRadius = 2
		v := canvas.NewText(strconv.Itoa(b.value), fg)
		v.TextSize = theme.TextSize()
		v.TextStyle = fyne.TextStyle{Monospace: true}
		r.labels, r.rects, r.values = append(r.labels, l), append(r.rects, rect), append(r.values, v)
		r.objects = append(r.objects, l, rect, v)
	}
}

const barRow = 26 // a row's height

func (r *barRenderer) labelWidth() float32 {
	w := float32(0)
	for _, l := range r.labels {
		w = max(w, l.MinSize().Width)
	}
	return w
}

func (r *barRenderer) Layout(size fyne.Size) {
	pad := theme.Padding()
	lw := r.labelWidth()
	top := 0
	for _, b := range r.chart.bars {
		top = max(top, b.value)
	}
	valueW := fyne.MeasureText(fmt.Sprint(top), theme.TextSize(), fyne.TextStyle{Monospace: true}).Width
	room := size.Width - lw - valueW - 4*pad
	for i, b := range r.chart.bars {
		y := float32(i) * barRow
		r.labels[i].Move(fyne.NewPos(0, y+(barRow-r.labels[i].MinSize().Height)/2))
		w := float32(0)
		if top > 0 && room > 0 {
			w = room * float32(b.value) / float32(top)
		}
		r.rects[i].Move(fyne.NewPos(lw+pad, y+4))
		r.rects[i].Resize(fyne.NewSize(w, barRow-8))
		r.values[i].Move(fyne.NewPos(lw+2*pad+w, y+(barRow-r.values[i].MinSize().Height)/2))
	}
}

func (r *barRenderer) MinSize() fyne.Size {
	return fyne.NewSize(r.labelWidth()+120, float32(len(r.chart.bars))*barRow)
}

func (r *barRenderer) Refresh() {
	r.build()
	r.Layout(r.chart.Size())
	canvas.Refresh(r.chart)
}

func (r *barRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *barRenderer) Destroy() {}
