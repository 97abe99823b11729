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
	body := container.NewHSplit(container.NewScroll(c.initBox), order)
	body.SetOffset(0.7)
	right := container.NewHBox(widget.NewSeparator(),
		container.NewVScroll(container.NewVBox(c.elementsHead, c.elements, c.elementsHint)))
	c.content.Objects = []fyne.CanvasObject{
		container.NewBorder(container.NewVBox(top, widget.NewSeparator()), nil, nil, right, body)}
	c.content.Refresh()
}
