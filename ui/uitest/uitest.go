// Package uitest holds what the screens' tests share to read a window laid
// out by Fyne's test driver: where its controls lie.
package uitest

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Placed is a control and where it lies in the window.
type Placed struct {
	Obj fyne.CanvasObject
	Pos fyne.Position
}

// Controls returns the buttons, checks, choice lists and entries visible
// under o, which lies at at, with where they lie.
func Controls(o fyne.CanvasObject, at fyne.Position) []Placed {
	switch o.(type) {
	case *widget.Button, *widget.Check, *widget.Select, *widget.Entry:
		return []Placed{{o, at}}
	}
	var kids []fyne.CanvasObject
	switch v := o.(type) {
	case *fyne.Container:
		kids = v.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(v).Objects()
	}
	var out []Placed
	for _, k := range kids {
		if k.Visible() {
			out = append(out, Controls(k, at.Add(k.Position()))...)
		}
	}
	return out
}

// Where returns where target lies under o, which lies at at; false when it
// is not found through containers.
func Where(o, target fyne.CanvasObject, at fyne.Position) (fyne.Position, bool) {
	if o == target {
		return at, true
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, k := range c.Objects {
			if p, ok := Where(k, target, at.Add(k.Position())); ok {
				return p, true
			}
		}
	}
	return fyne.Position{}, false
}

// Labels returns the texts of the labels under o, in the order drawn.
func Labels(o fyne.CanvasObject) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.Label:
			out = append(out, v.Text)
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}
