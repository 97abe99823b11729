package mapview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// wideSelect gives a choice list the width of its widest option, so that
// none is cut off ("Keine Scha…"): Fyne makes it only as wide as its
// placeholder.
func wideSelect(s *widget.Select) fyne.CanvasObject {
	return container.New(optionsWide{s}, s)
}

type optionsWide struct{ sel *widget.Select }

func (l optionsWide) MinSize([]fyne.CanvasObject) fyne.Size {
	min := l.sel.MinSize()
	size := l.sel.Theme().Size(theme.SizeNameText)
	widest := fyne.MeasureText(l.sel.PlaceHolder, size, fyne.TextStyle{}).Width
	for _, o := range l.sel.Options {
		if w := fyne.MeasureText(o, size, fyne.TextStyle{}).Width; w > widest {
			min.Width += w - widest
			widest = w
		}
	}
	return min
}

func (optionsWide) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}
