package mapview

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// benchMap is a 20×20 map (400 hexes) with thin walls and obstacles, 30
// figures and a money token, in a 1024×768 window, the first character
// selected (the sight overlay on).
func benchMap(b testing.TB) (*Model, *MapView, fyne.Window, *renderer) {
	return benchMapSized(b, fyne.NewSize(1024, 768))
}

func benchMapSized(b testing.TB, size fyne.Size) (*Model, *MapView, fyne.Window, *renderer) {
	b.Helper()
	test.NewTempApp(b)
	s := &scenariofile.File{Title: "Bench"}
	for r := 0; r < 20; r++ {
		for c := 0; c < 20; c++ {
			s.Hexes = append(s.Hexes, h(c-r/2, r))
		}
	}
	for r := 2; r < 18; r += 4 {
		for c := 3; c < 15; c++ {
			a := h(c-r/2, r)
			s.Walls = append(s.Walls, a.Edge(hexgrid.DirRPlus))
		}
	}
	s.Obstacles = []hexgrid.Hex{h(5, 7), h(9, 9), h(2, 13)}
	m := NewModel()
	v := New(m, nil)
	w := test.NewWindow(v)
	w.Resize(size)
	var figs []Figure
	for i := 0; len(figs) < 30; i++ {
		at := s.Hexes[(i*37+11)%len(s.Hexes)]
		if slices.Contains(s.Obstacles, at) {
			continue
		}
		f := Figure{ID: fmt.Sprintf("m%d", i), Name: "Rat", Kind: engine.KindMonster, Side: engine.SideMonsters,
			Standee: i + 1, Elite: i%3 == 0, HP: 1 + i%5, MaxHP: 5, At: at,
			Conditions: []modifier.EffectKind{modifier.Poison, modifier.Wound}[:i%3]}
		if i%4 == 0 {
			// a character has no standee number nor elite mark (the engine refuses one)
			f.Kind, f.Side, f.Name, f.Standee, f.Elite = engine.KindCharacter, engine.SideParty, "Hero", 0, false
		}
		figs = append(figs, f)
	}
	m.ShowPreview(tableOf(b, s, figs, map[hexgrid.Hex]int{h(0, 0): 2}))
	v.Fit()
	if err := m.Select("m0"); err != nil {
		b.Fatal(err)
	}
	r := test.WidgetRenderer(v).(*renderer)
	return m, v, w, r
}

// TestBenchMapSetsUp builds the benchmarks' map as a test, so that a change
// of the engine's rules that the map's figures break fails here rather than
// only when someone runs the benchmarks.
func TestBenchMapSetsUp(t *testing.T) {
	for _, size := range benchSizes {
		m, _, _, _ := benchMapSized(t, size)
		if got := len(m.Figures()); got != 30 {
			t.Errorf("%v: the map holds %d figures, want 30", size, got)
		}
	}
}

var benchSizes = []fyne.Size{{Width: 1024, Height: 768}, {Width: 800, Height: 600}}

// BenchmarkFrame renders one whole frame through the software painter with
// both layers drawn again (as after a pan or zoom). ns/op is what
// Capture() takes; map-ns/op is that less the Capture() of an empty window
// of the same size, timed in the same loop: the test canvas fills its
// background and composites the painter's picture over it, twice the whole
// window through image/draw's generic path, which no widget can avoid.
func BenchmarkFrame(b *testing.B) {
	for _, size := range benchSizes {
		b.Run(fmt.Sprintf("%vx%v", size.Width, size.Height), func(b *testing.B) {
			_, v, w, _ := benchMapSized(b, size)
			benchFrames(b, w, size, func() {
				v.mapGen++
				v.topGen++
				v.Refresh()
			})
		})
	}
}

// benchFrames times w's Capture() after change, and reports the share of
// the window's content (see BenchmarkFrame).
func benchFrames(b *testing.B, w fyne.Window, size fyne.Size, change func()) {
	empty := test.NewWindow(layout.NewSpacer())
	empty.Resize(size)
	c, ec := w.Canvas(), empty.Canvas()
	c.Capture()
	ec.Capture()
	var frame, bare time.Duration
	n := 0
	for b.Loop() {
		t0 := time.Now()
		change()
		c.Capture()
		t1 := time.Now()
		ec.Capture()
		frame, bare = frame+t1.Sub(t0), bare+time.Since(t1)
		n++
	}
	b.ReportMetric(float64(frame.Nanoseconds())/float64(n), "frame-ns/op")
	b.ReportMetric(float64((frame-bare).Nanoseconds())/float64(n), "map-ns/op")
}

// BenchmarkDrawFrame draws the widget's picture from scratch (both layers)
// at 1024×768 without a painter: the widget's own share of a frame.
func BenchmarkDrawFrame(b *testing.B) {
	_, v, _, r := benchMap(b)
	for b.Loop() {
		v.mapGen++
		v.topGen++
		r.drawTop(1024, 768)
	}
}

// BenchmarkFrameHover renders one frame through the software painter after
// the mouse moved to another hex (the map layer is kept); map-ns/op as in
// BenchmarkFrame.
func BenchmarkFrameHover(b *testing.B) {
	m, _, w, _ := benchMap(b)
	hexes := m.Map().Hexes()
	i := 0
	benchFrames(b, w, fyne.NewSize(1024, 768), func() {
		m.SetHover(hexes[i%len(hexes)], true)
		i += 7
	})
}

// BenchmarkOverlayHover updates the overlay for a new mouse position: the
// hovered hex's range and sight, the status line and the top layer drawn
// again at 1024×768.
func BenchmarkOverlayHover(b *testing.B) {
	m, v, _, r := benchMap(b)
	benchOverlay(b, m, v, r)
}

// BenchmarkOverlayTemplate is BenchmarkOverlayHover with a ranged template
// following the mouse (resolved by the engine at every move).
func BenchmarkOverlayTemplate(b *testing.B) {
	m, v, _, r := benchMap(b)
	_ = m.SetTemplate(6)
	benchOverlay(b, m, v, r)
}

func benchOverlay(b *testing.B, m *Model, v *MapView, r *renderer) {
	hexes := m.Map().Hexes()
	r.drawBase(1024, 768)
	i := 0
	b.ResetTimer()
	for b.Loop() {
		m.SetHover(hexes[i%len(hexes)], true)
		i += 7
		r.drawBase(1024, 768)
		r.drawTop(1024, 768)
	}
}

// BenchmarkOverlayDragSight updates the sight overlay for a figure dragged
// to a new hex: the visibility field from that hex and the map layer drawn
// again at 1024×768.
func BenchmarkOverlayDragSight(b *testing.B) {
	m, v, _, r := benchMap(b)
	hexes := m.Map().Hexes()
	v.drag = dragState{active: true, kind: dragFigure, figure: "m0"}
	i := 0
	b.ResetTimer()
	for b.Loop() {
		v.drag.to = hexes[i%len(hexes)]
		i += 7
		r.drawBase(1024, 768)
		r.drawTop(1024, 768)
	}
}

// BenchmarkCaptureEmpty is the software painter's own cost for a window of
// the same size with nothing in it (clearing, background, compositing):
// subtract it from BenchmarkFrame for the map's share.
func BenchmarkCaptureEmpty(b *testing.B) {
	for _, size := range benchSizes {
		b.Run(fmt.Sprintf("%vx%v", size.Width, size.Height), func(b *testing.B) {
			test.NewTempApp(b)
			w := test.NewWindow(layout.NewSpacer())
			w.Resize(size)
			c := w.Canvas()
			for b.Loop() {
				c.Capture()
			}
		})
	}
}
