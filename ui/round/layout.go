package round

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// SetCompact folds the round into a compact bar (on), for a short window
// where the map needs the height, or lays it out whole (off, the default).
// Folded, the bar holds the round's line and its buttons, and Show the
// round (unfold) brings the initiatives, the turn order and the elements
// back until Show less folds them again; OnFold says when.
func (c *Control) SetCompact(on bool) {
	if on == c.compact {
		return
	}
	c.compact, c.unfolded = on, false
	c.arrange()
}

// Compact reports whether the round is folded into a compact bar (its
// rows hidden until unfolded).
func (c *Control) Compact() bool { return c.compact && !c.unfolded }

// Unfold shows the whole round in compact mode (on) or folds it back.
func (c *Control) Unfold(on bool) {
	if !c.compact || on == c.unfolded {
		return
	}
	c.unfolded = on
	c.arrange()
	if c.OnFold != nil {
		c.OnFold(!on)
	}
}

// arrange builds the round's containers from its parts; each part is in
// one container at a time.
func (c *Control) arrange() {
	tr := c.env.Tr
	buttons := []fyne.CanvasObject{c.next, c.endTurn, c.endRound}
	if c.compact {
		if c.unfolded {
			c.fold.SetText(tr.T("RoundShowLess"))
			c.fold.SetIcon(theme.MenuDropDownIcon())
		} else {
			c.fold.SetText(tr.T("RoundShowAll"))
			c.fold.SetIcon(theme.MenuDropUpIcon())
		}
		buttons = append(buttons, c.fold)
	}
	top := container.NewBorder(nil, nil, c.title, container.NewHBox(buttons...), c.status)
	if c.compact && !c.unfolded {
		c.content.Objects = []fyne.CanvasObject{container.NewVBox(widget.NewSeparator(), top)}
		c.content.Refresh()
		return
	}
	order := container.NewBorder(c.orderHead, nil, nil, nil, container.NewVScroll(c.orderBox))
	// Scrolling both ways: a row grown by what it shows (an initiative
	// set, a longer translation) scrolls instead of widening the window.
	split := &bodySplit{Split: container.NewHSplit(container.NewScroll(c.initBox), order), need: c.rowsWidth}
	body := container.New(split, split.Split)
	c.body = body
	right := container.NewHBox(widget.NewSeparator(),
		container.NewVScroll(container.NewVBox(c.elementsHead, c.elements, c.elementsHint)))
	c.content.Objects = []fyne.CanvasObject{
		container.NewBorder(container.NewVBox(top, widget.NewSeparator()), nil, nil, right, body)}
	c.content.Refresh()
}

// The initiatives' share of the round's width beside the turn order: at
// least bodyOffset, more when the characters' rows need it up to their
// cards button, at most bodyMaxOffset.
const (
	bodyOffset    = 0.7
	bodyMaxOffset = 0.8
)

// bodySplit lays out the initiatives beside the turn order: the
// initiatives get the room their characters' rows need to show whole up
// to the cards button (issue 40: in a narrow window, in German, the
// unfolded round cut it to "Rast, Kart"), within bodyOffset and
// bodyMaxOffset, until the player drags the divider. It is the layout of
// a container holding the split, as the map's split is.
type bodySplit struct {
	*container.Split
	need  func() float32 // the width the initiatives need
	set   float64        // the offset last set here
	moved bool
}

// MinSize implements fyne.Layout.
func (b *bodySplit) MinSize(_ []fyne.CanvasObject) fyne.Size { return b.Split.MinSize() }

// Layout implements fyne.Layout.
func (b *bodySplit) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	if b.set != 0 && b.Offset != b.set {
		b.moved = true
	}
	if !b.moved {
		b.Offset = bodyOffset
		if size.Width > 0 {
			b.Offset = max(bodyOffset, min(float64(b.need()/size.Width), bodyMaxOffset))
		}
		b.set = b.Offset
	}
	b.Split.Move(fyne.NewPos(0, 0))
	b.Split.Resize(size)
	b.Split.Refresh()
}

// rowsWidth is the width the characters' rows need to show whole up to
// their cards button: the name, the entries when they are shown, the
// button, and the split's divider and the scroll bar's margin.
func (c *Control) rowsWidth() float32 {
	var need float32
	for _, o := range c.chars.Objects {
		row, ok := o.(*fyne.Container)
		if !ok || !row.Visible() || len(row.Objects) < 3 {
			continue
		}
		w := 2 * theme.Padding()
		for _, k := range row.Objects[:3] {
			w += k.MinSize().Width
		}
		need = max(need, w)
	}
	return need + 3*theme.Padding()
}

// relayoutBody lays the initiatives and the turn order out again, when
// what the rows show changed (the entries shown or hidden).
func (c *Control) relayoutBody() {
	if c.body != nil {
		c.body.Refresh()
	}
}
