package campaign

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// sideColumn lays out two objects side by side: the second a column of
// 40 % of the width, at least sideMin and at most sideMax wide and no
// wider than the first's minimum width leaves, the first the rest. The column's words wrap (the sheet's
// deck), so its own minimum width does not widen the sheet beyond a small
// window: the sheet fits 1024×600.
type sideColumn struct{}

const (
	sideMin = 130
	sideMax = 220
)

// Layout places objs[0] and objs[1].
func (sideColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) != 2 {
		return
	}
	pad := theme.Padding()
	side := min(max(sideMin, min(sideMax, size.Width*0.4)), max(sideMin, size.Width-objs[0].MinSize().Width-pad))
	main := max(size.Width-side-pad, objs[0].MinSize().Width)
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(main, size.Height))
	objs[1].Move(fyne.NewPos(main+pad, 0))
	objs[1].Resize(fyne.NewSize(max(size.Width-main-pad, sideMin), size.Height))
}

// MinSize is the first's minimum width and a side column's smallest.
func (sideColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) != 2 {
		return fyne.Size{}
	}
	a, b := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(a.Width+theme.Padding()+sideMin, max(a.Height, b.Height))
}
