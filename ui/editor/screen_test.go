package editor

import (
	"bytes"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
	// Makes a C or POSIX locale readable by Fyne, so nothing is logged.
	_ "github.com/haventable/haventable/locales/syslocale"
)

var h = hexgrid.H

func newEditor(t testing.TB) (*Screen, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	s := New(tr, Options{})
	w := test.NewWindow(s.Content())
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(1000, 620))
	s.View().Fit()
	return s, w
}

func (s *Screen) tap(h hexgrid.Hex) {
	s.input.Tapped(&fyne.PointEvent{Position: s.view.PositionOf(h)})
}

func (s *Screen) drag(hexes ...hexgrid.Hex) {
	prev := s.view.PositionOf(hexes[0])
	for _, h := range hexes[1:] {
		p := s.view.PositionOf(h)
		s.input.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
	s.input.DragEnd()
}

func (s *Screen) use(tool Tool) { s.tools.SetSelectedIndex(int(tool)) }

// TestEditorBuildsAScenario: paint a room, add a thin wall, a door, a
// second room, monsters for 2 and 4 characters; save; load; equal. Undo
// and redo step through the gestures.
func TestEditorBuildsAScenario(t *testing.T) {
	s, w := newEditor(t)
	if scenariofile.Problem(s.File()) != nil || !bytes.Contains([]byte(s.Status()), []byte("Ready")) {
		t.Fatalf("a new scenario: %q", s.Status())
	}
	// A second room east of the first: a rectangle of hexes, then a door
	// hex between them.
	s.use(ToolHexes)
	s.brushes.SetSelectedIndex(int(BrushRectangle))
	s.drag(h(5, -1), h(5, 0), h(6, 1))
	s.brushes.SetSelectedIndex(int(BrushHex))
	s.tap(h(3, 0))
	if got := len(s.File().Hexes); got != 19+9+1 {
		t.Fatalf("%d hexes after the rectangle and the door hex, want 29", got)
	}
	s.use(ToolDoor)
	s.tap(h(3, 0))
	// A thin wall between [0,0] and [1,0]: a tap near their common side.
	s.use(ToolWalls)
	a, b := s.view.PositionOf(h(0, 0)), s.view.PositionOf(h(1, 0))
	s.input.Tapped(&fyne.PointEvent{Position: fyne.NewPos(a.X+(b.X-a.X)*0.4, a.Y+(b.Y-a.Y)*0.4)})
	if f := s.File(); len(f.Walls) != 1 {
		t.Fatalf("walls %v", f.Walls)
	}
	// Rooms: the first over the old map, a new one over the rectangle.
	s.use(ToolRoom)
	s.brushes.SetSelectedIndex(int(BrushHexagon2))
	s.tap(h(0, 0))
	s.brushes.SetSelectedIndex(int(BrushRectangle))
	s.rooms.SetSelectedIndex(1) // new room
	s.drag(h(5, -1), h(6, 1))
	f := s.File()
	if len(f.Rooms) != 2 || !f.Rooms[0].Start || len(f.Rooms[1].Hexes) != 9 {
		t.Fatalf("rooms %+v", f.Rooms)
	}
	// Monsters: one for 2 characters only... elite for 4.
	s.use(ToolMonster)
	s.SetPresence([3]scenariofile.Presence{nn, nn, nn}) // normal for any party
	s.tap(h(1, -1))
	s.SetPresence([3]scenariofile.Presence{xx, xx, nn}) // only for 4
	s.tap(h(5, 0))
	s.SetPresence([3]scenariofile.Presence{nn, ee, ee}) // normal for 2, elite for 3-4
	s.tap(h(6, 0))
	f = s.File()
	if len(f.Monsters) != 3 || f.Monsters[1].For(2) != scenariofile.Absent || f.Monsters[2].For(4) != scenariofile.Elite {
		t.Fatalf("monsters %+v", f.Monsters)
	}
	if err := scenariofile.Problem(f); err != nil {
		t.Fatalf("the scenario: %v (status %q)", err, s.Status())
	}
	test.AssertImageMatches(t, "editor.png", w.Canvas().Capture())

	var saved bytes.Buffer
	if err := s.Save(&saved); err != nil {
		t.Fatal(err)
	}
	back, err := scenariofile.Parse(saved.Bytes())
	if err != nil || !back.Equal(f) {
		t.Fatalf("saved and read back: %v", err)
	}
	s2, _ := newEditor(t)
	if err := s2.Open(bytes.NewReader(saved.Bytes())); err != nil || !s2.File().Equal(f) {
		t.Fatalf("opened in another editor: %v", err)
	}
	// At the table for 2 characters, only the first room's monster is on
	// the map.
	scn, err := engine.LoadScenarioFor(back, engine.Setup{Level: 1, Players: 2, Seed: 1}, engine.MonsterTable{
		back.Monsters[0].Type: engine.SampleMonsters[back.Monsters[0].Type]})
	if err != nil || len(scn.Figures()) != 1 || len(scn.Hidden()) != 1 {
		t.Fatalf("loaded for 2: %v", err)
	}

	// Undo steps back gesture by gesture, redo forward.
	for range 3 {
		s.Undo()
	}
	if got := len(s.File().Monsters); got != 0 {
		t.Errorf("after three undos %d monsters", got)
	}
	s.Redo()
	if got := len(s.File().Monsters); got != 1 {
		t.Errorf("after a redo %d monsters", got)
	}
}

// A refused edit says why in the status line and changes nothing.
func TestEditorSaysWhyAnEditIsRefused(t *testing.T) {
	s, _ := newEditor(t)
	s.use(ToolObstacle)
	s.tap(h(0, 0)) // a starting hex
	if !bytes.Contains([]byte(s.Status()), []byte("already holds something else")) {
		t.Errorf("status %q", s.Status())
	}
	if s.CanUndo() {
		t.Error("a refused edit is an undo step")
	}
	s.tap(h(9, 9))
	if !bytes.Contains([]byte(s.Status()), []byte("is not a map hex")) {
		t.Errorf("status %q", s.Status())
	}
	var out bytes.Buffer
	s.use(ToolRoom)
	s.tap(h(0, 0))
	if err := s.Save(&out); err == nil || out.Len() != 0 || !bytes.Contains([]byte(s.Status()), []byte("Not ready")) {
		t.Errorf("saving a file with hexes in no room: %v, status %q", err, s.Status())
	}
}

// TestListTextsAreTranslated: the tools, brushes and placements the lists
// show have texts in every language.
func TestListTextsAreTranslated(t *testing.T) {
	ids := append(append([]string{}, toolIDs...), brushIDs...)
	ids = append(ids, "EditorAbsentShort", "EditorNormalShort", "EditorEliteShort")
	for _, lang := range []language.Tag{language.English, language.German, language.French} {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range ids {
			if tr.T(id) == id || tr.T(id) == "" {
				t.Errorf("%s: %s has no text", lang, id)
			}
		}
	}
}

// BenchmarkPaintStep is one step of a drag that paints hexes over a map of
// 30 to 70 hexes: the edit, the preview rebuilt from the file, and the
// map's picture drawn again (the map widget's raster at 1000×540 pixels).
// Compositing the whole test window around it (Capture) is timed apart, as
// capture-ns/op: the test canvas repaints every widget of the window
// through image/draw's generic path, which the editor cannot change.
func BenchmarkPaintStep(b *testing.B) {
	s, w := newEditor(b)
	s.use(ToolHexes)
	for q := 3; q < 8; q++ { // a second room's worth of hexes
		for r := -2; r < 3; r++ {
			_ = s.edit(scenariofile.HexEdit{At: h(q, r), On: true})
		}
	}
	var path []hexgrid.Hex
	for i := range 50 {
		path = append(path, h(8+i%10, -2+i/10))
	}
	raster := test.WidgetRenderer(s.View()).Objects()[0].(*canvas.Raster)
	for i := 0; b.Loop(); i++ {
		s.input.erase = i/len(path)%2 == 1
		s.apply(path[i%len(path)], fyne.Position{}, false)
		s.show()
		raster.Generator(1000, 540)
	}
	b.StopTimer()
	start := time.Now()
	const captures = 5
	for range captures {
		w.Canvas().Capture()
	}
	b.ReportMetric(float64(time.Since(start).Nanoseconds())/captures, "capture-ns/op")
	b.ReportMetric(float64(len(s.File().Hexes)), "hexes")
}

// The map may be drawn pointy or flat on top: a change the editor undoes
// like any, and the file keeps.
func TestEditorOrientation(t *testing.T) {
	s, _ := newEditor(t)
	s.shape.SetSelectedIndex(1)
	if s.cur().Orientation != hexgrid.FlatTop || s.model.Orientation() != hexgrid.FlatTop {
		t.Fatalf("flat chosen: file %v, map %v", s.cur().Orientation, s.model.Orientation())
	}
	s.Undo()
	if s.cur().Orientation != hexgrid.PointyTop || s.shape.SelectedIndex() != 0 {
		t.Errorf("after Undo: file %v, list %d", s.cur().Orientation, s.shape.SelectedIndex())
	}
	s.Redo()
	if s.cur().Orientation != hexgrid.FlatTop || s.shape.SelectedIndex() != 1 {
		t.Errorf("after Redo: file %v, list %d", s.cur().Orientation, s.shape.SelectedIndex())
	}
}

// A drag that paints many hexes is one step of undo, kept in the history
// of edits; the history holds the last maxUndo gestures.
func TestEditorGestureIsOneStep(t *testing.T) {
	s, _ := newEditor(t)
	s.use(ToolHexes)
	s.brushes.SetSelectedIndex(int(BrushHexagon1))
	start := s.File()
	s.drag(h(4, 0), h(5, 0), h(6, 0), h(7, 0), h(8, 0))
	painted := s.File()
	if len(painted.Hexes) <= len(start.Hexes)+10 || s.doc.Log.Len() != 1 {
		t.Fatalf("%d hexes, %d steps", len(painted.Hexes), s.doc.Log.Len())
	}
	if steps := s.doc.Log.Steps(); len(steps[0]) < 10 {
		t.Errorf("the drag's step holds %d edits", len(steps[0]))
	}
	s.Undo()
	if !s.File().Equal(start) || s.CanUndo() || !s.CanRedo() {
		t.Fatal("undo of the drag")
	}
	s.Redo()
	if !s.File().Equal(painted) {
		t.Fatal("redo of the drag")
	}
	s.brushes.SetSelectedIndex(int(BrushHex))
	s.use(ToolTrap)
	for i := range maxUndo + 5 {
		s.Click(h(i%2, -1), fyne.Position{})
	}
	n := 0
	for s.CanUndo() {
		s.Undo()
		n++
	}
	// The drag and the first five clicks are folded into the base: traps
	// toggled on [0,-1], [1,-1], off, off, on [0,-1].
	if f := s.File(); n != maxUndo || len(f.Traps) != 1 || f.Traps[0] != h(0, -1) || len(f.Hexes) != len(painted.Hexes) {
		t.Errorf("%d steps undone, want %d; traps %v", n, maxUndo, f.Traps)
	}
}
