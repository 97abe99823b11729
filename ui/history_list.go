package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// linesList lists texts, each wrapped at the list's width and as tall as
// its lines: Edit › History's list, whose lines (a scenario's start
// naming the effects of the events it applied, in any language) can be
// longer than the dialog is wide. Like any list it makes items only for
// the rows in view, so a long history opens at once.
type linesList struct {
	widget.List
	lines []string
	// width is the width the rows' heights were measured at.
	width float32
}

func newLinesList(lines []string) *linesList {
	l := &linesList{lines: lines}
	l.Length = func() int { return len(l.lines) }
	l.CreateItem = func() fyne.CanvasObject { return wrappedLabel("") }
	l.UpdateItem = func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(l.lines[i]) }
	l.ExtendBaseWidget(l)
	return l
}

func wrappedLabel(text string) *widget.Label {
	lb := widget.NewLabel(text)
	lb.Wrapping = fyne.TextWrapWord
	return lb
}

// Resize measures every row at the new width, then lays the list out.
func (l *linesList) Resize(size fyne.Size) {
	if size.Width != l.width && size.Width > 0 {
		l.width = size.Width
		probe := wrappedLabel("")
		for i, text := range l.lines {
			probe.SetText(text)
			probe.Resize(fyne.NewSize(size.Width, probe.MinSize().Height))
			l.SetItemHeight(i, probe.MinSize().Height)
		}
	}
	l.List.Resize(size)
}
