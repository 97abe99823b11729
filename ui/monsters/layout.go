package monsters

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// weightedRow lays its objects out in one row, each as wide as its share of
// the weights (at least its minimum width), like a table row whose columns
// are not all alike.
type weightedRow struct {
	weights []float32
}

func (l weightedRow) widths(objects []fyne.CanvasObject, width float32) []float32 {
	pad := theme.Padding()
	total := float32(0)
	for _, w := range l.weights[:len(objects)] {
		total += w
	}
	free := width - pad*float32(len(objects)-1)
	out := make([]float32, len(objects))
	for i, o := range objects {
		out[i] = max(free*l.weights[i]/total, o.MinSize().Width)
	}
	return out
}

// Layout implements fyne.Layout.
func (l weightedRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	x := float32(0)
	for i, w := range l.widths(objects, size.Width) {
		objects[i].Move(fyne.NewPos(x, 0))
		objects[i].Resize(fyne.NewSize(w, size.Height))
		x += w + theme.Padding()
	}
}

// MinSize implements fyne.Layout.
func (l weightedRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for i, o := range objects {
		m := o.MinSize()
		w += m.Width
		if i > 0 {
			w += theme.Padding()
		}
		h = max(h, m.Height)
	}
	return fyne.NewSize(w, h)
}
