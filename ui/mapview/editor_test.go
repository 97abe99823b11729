package mapview

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
)

// recordingEditor notes every edit and refuses all when told to.
type recordingEditor struct {
	calls  []string
	refuse bool
}

func (e *recordingEditor) Do(a engine.Action) error {
	data, err := engine.MarshalAction(a)
	if err != nil {
		return err
	}
	e.calls = append(e.calls, string(data))
	if e.refuse {
		return errors.New("refused by the editor")
	}
	return nil
}

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
	var want []string
	for _, a := range []engine.Action{
		engine.Move{Figure: "rat-1", To: h(3, 0)},
		engine.OpenDoor{At: door},
		engine.AddStandee{Type: "Ash Acolyte", At: h(-3, 3)},
		engine.PlaceMoney{At: h(-3, 3), Count: 1},
		engine.RemoveFigure{Figure: "rat-1"},
	} {
		data, err := engine.MarshalAction(a)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, string(data))
	}
	if got := strings.Join(ed.calls, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("editor calls:\n got %s\nwant %s", got, strings.Join(want, "\n"))
	}
}

// allowingEditor does only the moves of the figures it allows.
type allowingEditor struct {
	recordingEditor
	mine string
}

func (e *allowingEditor) Allows(a engine.Action) bool {
	m, ok := a.(engine.Move)
	return ok && m.Figure == e.mine
}

// A window that may move only its own figure (a shared table's player)
// pans the map when someone else's is dragged, and moves its own.
func TestDragFollowsTheEditorsRights(t *testing.T) {
	m, v, _ := setup(t)
	ed := &allowingEditor{mine: "hero"}
	m.SetEditor(ed)
	test.Type(v, "e")
	drag := func(from, to fyne.Position) {
		v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: delta(to, from)})
		v.DragEnd()
	}
	before := v.PositionOf(h(0, 0))
	drag(v.PositionOf(h(2, 0)), v.PositionOf(h(3, 0)))
	if len(ed.calls) != 0 {
		t.Fatalf("a monster's drag was proposed: %v", ed.calls)
	}
	if v.PositionOf(h(0, 0)) == before {
		t.Error("a drag of a figure this window may not move did not pan the map")
	}
	drag(v.PositionOf(h(0, 0)), v.PositionOf(h(0, 1)))
	if len(ed.calls) != 1 || !strings.Contains(ed.calls[0], `"figure":"hero"`) {
		t.Errorf("the window's own figure's drag: %v", ed.calls)
	}
}
