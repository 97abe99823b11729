package mapview

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/cards"
)

// Tooltip returns the lines of the tooltip shown beside the figure under
// the pointer: its name (and elite), hit points, shield and retaliate
// (its own and a drawn ability card's), conditions, in
// the player's words. It is empty when the pointer is on no figure, while
// a drag is on, and in a follower (the players' window).
func (v *MapView) Tooltip() []string {
	h, ok := v.model.Hover()
	if !ok || v.follower || v.drag.active {
		return nil
	}
	id, ok := v.model.FigureAt(h)
	if !ok {
		return nil
	}
	f, ok := v.model.Figure(id)
	if !ok {
		return nil
	}
	lines := []string{f.Title}
	if f.Elite {
		lines[0] = v.tr.T(MsgTipElite, "Name", f.Title)
	}
	if f.MaxHP > 0 {
		lines = append(lines, v.tr.T(MsgTipHP, "HP", f.HP, "Max", f.MaxHP))
	}
	// shield and retaliate on one line: what an attacker meets
	var guard []string
	if f.Shield > 0 {
		guard = append(guard, v.tr.T(MsgTipShield, "Shield", f.Shield))
	}
	for _, r := range f.Retaliate {
		if r.Range > 1 {
			guard = append(guard, v.tr.T(MsgTipRetaliateR, "Value", r.Value, "Range", r.Range))
		} else {
			guard = append(guard, v.tr.T(MsgTipRetaliate, "Value", r.Value))
		}
	}
	if len(guard) > 0 {
		lines = append(lines, strings.Join(guard, ", "))
	}
	if len(f.Conditions) > 0 {
		conds := make([]string, len(f.Conditions))
		for i, k := range f.Conditions {
			conds[i] = cards.EffectLabel(v.tr, modifier.Effect{Kind: k})
		}
		lines = append(lines, strings.Join(conds, ", "))
	}
	if f.Notes != "" {
		lines = append(lines, clip(f.Notes, maxNoteRunes))
	}
	return lines
}

// maxNoteRunes is how much of a monster's notes its tooltip shows.
const maxNoteRunes = 90

// clip cuts s to n characters, ending in "…" when it was longer.
func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// tooltip draws the tooltip's lines in a box beside the hovered hex.
type tooltip struct {
	box   *canvas.Rectangle
	lines []*canvas.Text
	objs  []fyne.CanvasObject
}

// maxTipLines is the most lines a tooltip has (name, hit points, shield,
// conditions, notes).
const maxTipLines = 5

func newTooltip() *tooltip {
	t := &tooltip{box: canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))}
	t.box.CornerRadius = theme.InputRadiusSize()
	t.box.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	t.box.StrokeWidth = 1
	t.objs = append(t.objs, t.box)
	for i := range maxTipLines {
		txt := canvas.NewText("", theme.Color(theme.ColorNameForeground))
		txt.TextStyle.Bold = i == 0
		t.lines = append(t.lines, txt)
		t.objs = append(t.objs, txt)
	}
	t.hide()
	return t
}

func (t *tooltip) hide() {
	for _, o := range t.objs {
		o.Hide()
	}
}

// show places lines in a box whose top left corner is near at, kept inside
// a widget of size area.
func (t *tooltip) show(lines []string, at fyne.Position, area fyne.Size) {
	if len(lines) == 0 {
		t.hide()
		return
	}
	pad := theme.Padding()
	var w, h float32
	sizes := make([]fyne.Size, len(lines))
	for i, l := range lines[:min(len(lines), maxTipLines)] {
		txt := t.lines[i]
		txt.Text = l
		txt.Color = theme.Color(theme.ColorNameForeground)
		txt.TextSize = theme.TextSize()
		sizes[i] = fyne.MeasureText(l, txt.TextSize, txt.TextStyle)
		w = max(w, sizes[i].Width)
		h += sizes[i].Height
	}
	box := fyne.NewSize(w+2*pad, h+2*pad)
	x := min(at.X, area.Width-box.Width)
	y := min(at.Y, area.Height-box.Height)
	x, y = max(0, x), max(0, y)
	t.box.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	t.box.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	t.box.Move(fyne.NewPos(x, y))
	t.box.Resize(box)
	t.box.Show()
	t.box.Refresh()
	ty := y + pad
	for i, txt := range t.lines {
		if i >= len(lines) {
			txt.Hide()
			continue
		}
		txt.Move(fyne.NewPos(x+pad, ty))
		txt.Resize(sizes[i])
		txt.Show()
		txt.Refresh()
		ty += sizes[i].Height
	}
}
