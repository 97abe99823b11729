package mapview

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/hexgrid"
)

// recordingEditor notes every edit and refuses all when told to.
type recordingEditor struct {
	calls  []string
	refuse bool
}

func (e *recordingEditor) note(s string) error {
	e.calls = append(e.calls, s)
	if e.refuse {
		return errors.New("refused by the editor")
	}
	return nil
}

func (e *recordingEditor) MoveFigure(id string, to hexgrid.Hex) error {
	return e.note(fmt.Sprintf("move %s %s", id, to))
}
func (e *recordingEditor) SetDoor(h hexgrid.Hex, open bool) error {
	return e.note(fmt.Sprintf("door %s %v", h, open))
}
func (e *recordingEditor) AddMoney(h hexgrid.Hex, n int) error {
	return e.note(fmt.Sprintf("money+ %s %d", h, n))
}
func (e *recordingEditor) MoveMoney(from, to hexgrid.Hex) error {
	return e.note(fmt.Sprintf("money %s %s", from, to))
}
func (e *recordingEditor) TakeMoney(h hexgrid.Hex) error { return e.note(fmt.Sprintf("money- %s", h)) }
func (e *recordingEditor) NewStandee(typ string, elite bool, h hexgrid.Hex) error {
	return e.note(fmt.Sprintf("standee %s %v %s", typ, elite, h))
}
func (e *recordingEditor) RemoveFigure(id string) error { return e.note("remove " + id) }

func TestEditsGoThroughTheEditor(t *testing.T) {
	m, v, _ := setup(t)
	ed := &recordingEditor{refuse: true}
	m.SetEditor(ed)
	test.Type(v, "e")

	from, to := v.PositionOf(h(2, 0)), v.PositionOf(h(3, 0))
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: delta(to, from)})
	v.DragEnd()
	if f, _ := m.Figure("rat-1"); f.At != h(2, 0) {
		t.Fatalf("a refused move moved rat-1 to %s", f.At)
	}
	if !strings.Contains(v.Status(), "refused by the editor") {
		t.Errorf("status %q does not say the edit was refused", v.Status())
	}
	door := h(-4, 2)
	test.TapAt(v, v.PositionOf(door))
	if _, open := m.Door(door); open {
		t.Error("a refused door opened")
	}
	move(v, h(-3, 3))
	test.Type(v, "ng")
	if _, ok := m.FigureAt(h(-3, 3)); ok || m.Money(h(-3, 3)) != 0 {
		t.Error("a refused standee or money token was placed")
	}
	move(v, h(2, 0))
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if _, ok := m.Figure("rat-1"); !ok {
		t.Error("a refused removal removed rat-1")
	}
	want := []string{"move rat-1 [3,0]", "door [-4,2] true", "standee Monster false [-3,3]", "money+ [-3,3] 1", "remove rat-1"}
	if got := strings.Join(ed.calls, "; "); got != strings.Join(want, "; ") {
		t.Errorf("editor calls:\n got %s\nwant %s", got, strings.Join(want, "; "))
	}
}
