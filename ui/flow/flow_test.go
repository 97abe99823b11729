package flow

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Buttons wider together than the container wrap onto more rows, every
// one inside it, and the minimum height grows to hold the rows.
func TestWrapsInsideTheWidth(t *testing.T) {
	test.NewTempApp(t)
	var objs []fyne.CanvasObject
	for _, s := range []string{"Anzeigen", "Bewegen", "Angriff", "Beschwören", "Löschen", "Springen"} {
		objs = append(objs, widget.NewButton(s, nil))
	}
	c := New(objs...)
	one := c.MinSize()
	c.Resize(fyne.NewSize(250, one.Height))
	for _, o := range objs {
		if p, s := o.Position(), o.Size(); p.X < 0 || p.X+s.Width > 250 {
			t.Errorf("%s at %v, %v: outside 250 wide", o.(*widget.Button).Text, p, s)
		}
	}
	if m := c.MinSize(); m.Height <= one.Height || m.Width > 250 {
		t.Errorf("min size %v after wrapping, one row %v", m, one)
	}
}
