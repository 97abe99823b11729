// Package flow lays a toolbar out on as many rows as the width needs, so
// that every control of it stays on the screen in a narrow window or a
// long language.
package flow

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
)

// New returns a container placing objs left to right, each at its minimum
// width and the row's height, starting a new row where the next one does
// not fit.
func New(objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(&Layout{}, objs...)
}

// Layout is the flow layout. Its minimum width is that of its widest
// object; its minimum height is that of the rows it took at the width it
// was last laid out at (one row before that): when a narrower window makes
// it wrap, its minimum size grows and the window lays it out again.
type Layout struct {
	width float32 // the width last laid out at; 0: not yet
}

// spacer reports whether o is a horizontal spacer (layout.NewSpacer): it
// takes the room left over when everything fits on one row, as in an
// HBox, and none when the row wraps.
func spacer(o fyne.CanvasObject) bool {
	sp, ok := o.(layout.SpacerObject)
	return ok && sp.ExpandHorizontal()
}

// rows places the visible objects at width w and calls at for each with
// its row (from 0) and x; it returns the number of rows and their height.
func rows(objs []fyne.CanvasObject, w float32, at func(o fyne.CanvasObject, row int, x float32)) (int, float32) {
	pad := theme.Padding()
	var h float32
	for _, o := range objs {
		if o.Visible() && !spacer(o) {
			h = max(h, o.MinSize().Height)
		}
	}
	n, x, first := 0, float32(0), true
	for _, o := range objs {
		if !o.Visible() || spacer(o) {
			continue
		}
		ow := o.MinSize().Width
		switch {
		case first:
			n, first = 1, false
		case w > 0 && x+pad+ow > w:
			n++
			x = 0
		default:
			x += pad
		}
		if at != nil {
			at(o, n-1, x)
		}
		x += ow
	}
	return n, h
}

// MinSize is the widest object's width and the height of the rows.
func (l *Layout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w float32
	for _, o := range objs {
		if o.Visible() {
			w = max(w, o.MinSize().Width)
		}
	}
	at := l.width // 0: one row, until laid out
	if at > 0 {
		at = max(at, w)
	}
	n, h := rows(objs, at, nil)
	if n == 0 {
		return fyne.Size{}
	}
	return fyne.NewSize(w, float32(n)*h+float32(n-1)*theme.Padding())
}

// Layout places the objects in rows of the container's width: on one
// row, as an HBox does, when they fit.
func (l *Layout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	n, h := rows(objs, size.Width, nil)
	pad := theme.Padding()
	if n == 1 {
		hbox(objs, size, pad)
		return
	}
	for _, o := range objs {
		if spacer(o) {
			o.Resize(fyne.Size{})
		}
	}
	rows(objs, size.Width, func(o fyne.CanvasObject, row int, x float32) {
		o.Move(fyne.NewPos(x, float32(row)*(h+pad)))
		o.Resize(fyne.NewSize(o.MinSize().Width, h))
	})
}

// heightAt is the height of the rows of objs at width w.
func heightAt(objs []fyne.CanvasObject, w float32) float32 {
	n, h := rows(objs, w, nil)
	if n == 0 {
		return 0
	}
	return float32(n)*h + float32(n-1)*theme.Padding()
}

// NewBorder returns a screen's layout: top's objects one under another
// at the container's width, bottom at the bottom, and center filling the
// rest, as container.NewBorder(container.NewVBox(top...), bottom, nil,
// nil, center) does, but a flow container among top gets the height of
// its rows at the width it is given, in the same layout pass (a VBox would
// give it the height of its rows at the width it had before).
func NewBorder(bottom, center fyne.CanvasObject, top ...fyne.CanvasObject) *fyne.Container {
	l := &border{top: top, bottom: bottom, center: center}
	objs := append(append([]fyne.CanvasObject{}, top...), center)
	if bottom != nil {
		objs = append(objs, bottom)
	}
	return container.New(l, objs...)
}

type border struct {
	top            []fyne.CanvasObject
	bottom, center fyne.CanvasObject
}

// heightFor is the height o takes at width w.
func heightFor(o fyne.CanvasObject, w float32) float32 {
	if c, ok := o.(*fyne.Container); ok {
		if _, ok := c.Layout.(*Layout); ok {
			return heightAt(c.Objects, w)
		}
	}
	return o.MinSize().Height
}

func (b *border) MinSize([]fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	var s fyne.Size
	add := func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		m := o.MinSize()
		s.Width = max(s.Width, m.Width)
		if s.Height > 0 {
			s.Height += pad
		}
		s.Height += m.Height
	}
	for _, o := range b.top {
		add(o)
	}
	add(b.center)
	add(b.bottom)
	return s
}

func (b *border) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	var y float32
	for _, o := range b.top {
		if !o.Visible() {
			continue
		}
		h := heightFor(o, size.Width)
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + pad
	}
	end := size.Height
	if b.bottom != nil && b.bottom.Visible() {
		h := b.bottom.MinSize().Height
		end -= h
		b.bottom.Move(fyne.NewPos(0, end))
		b.bottom.Resize(fyne.NewSize(size.Width, h))
		end -= pad
	}
	b.center.Move(fyne.NewPos(0, y))
	b.center.Resize(fyne.NewSize(size.Width, max(0, end-y)))
}

// hbox lays objs out on one row as layout.NewHBoxLayout does: the
// spacers share what is left over.
func hbox(objs []fyne.CanvasObject, size fyne.Size, pad float32) {
	spacers, shown := 0, 0
	var total float32
	for _, o := range objs {
		switch {
		case !o.Visible():
		case spacer(o):
			spacers++
		default:
			shown++
			total += o.MinSize().Width
		}
	}
	var extra float32
	if spacers > 0 {
		extra = (size.Width - total - pad*float32(shown-1)) / float32(spacers)
	}
	var x float32
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		if spacer(o) {
			o.Move(fyne.NewPos(x, 0))
			o.Resize(fyne.NewSize(extra, size.Height))
			x += extra
			continue
		}
		w := o.MinSize().Width
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w + pad
	}
}
