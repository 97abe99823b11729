package mapview

import (
	"image"
	"image/color"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
	// Makes a C or POSIX locale readable by Fyne, so nothing is logged.
	_ "github.com/haventable/haventable/locales/syslocale"
)

var h = hexgrid.H

// arena is a round room of radius 4 with thin walls round [0,-3] but on its
// north side,
// a closed door and some terrain.
func arena() *scenariofile.File {
	return &scenariofile.File{
		Title: "Arena",
		Hexes: hexgrid.Spiral(h(0, 0), 4),
		Walls: []hexgrid.Edge{h(0, -3).Edge(hexgrid.DirQPlus), h(0, -3).Edge(hexgrid.DirQMinus),
			h(0, -3).Edge(hexgrid.DirQMinRPlus), h(0, -3).Edge(hexgrid.DirRPlus)},
		Obstacles: []hexgrid.Hex{h(-3, 1)},
		Traps:     []hexgrid.Hex{h(2, 2)},
		Difficult: []hexgrid.Hex{h(-2, 3), h(-1, 3)},
		Doors:     []scenariofile.Door{{At: h(-4, 2), Open: false}, {At: h(4, -2), Open: true}},
	}
}

// arenaFigures: the hero attacks; an ally stands in front of it, rats
// around.
func arenaFigures() []Figure {
	return []Figure{
		{ID: "hero", Name: "Brute", Kind: engine.KindCharacter, Side: engine.SideParty, HP: 7, MaxHP: 10, At: h(0, 0)},
		{ID: "ally", Name: "Tinker", Kind: engine.KindCharacter, Side: engine.SideParty, HP: 3, MaxHP: 8, At: h(1, 0),
			Conditions: []modifier.EffectKind{modifier.Poison, modifier.Wound}},
		{ID: "rat-1", Name: "Rat", Kind: engine.KindMonster, Side: engine.SideMonsters, Standee: 1, HP: 5, MaxHP: 5, At: h(2, 0)},
		{ID: "rat-2", Name: "Rat", Kind: engine.KindMonster, Side: engine.SideMonsters, Standee: 2, Elite: true, HP: 4, MaxHP: 9, At: h(-1, 0)},
		{ID: "rat-3", Name: "Rat", Kind: engine.KindMonster, Side: engine.SideMonsters, Standee: 3, HP: 5, MaxHP: 5, At: h(0, -3)},
		{ID: "rat-4", Name: "Rat", Kind: engine.KindMonster, Side: engine.SideMonsters, Standee: 4, HP: 1, MaxHP: 5, At: h(-2, 3)},
	}
}

// setup shows the arena with its figures in a 480×400 test window.
func setup(t testing.TB) (*Model, *MapView, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	m := NewModel()
	v := New(m, nil)
	w := test.NewWindow(v)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(480, 400))
	m.ShowPreview(tableOf(t, arena(), arenaFigures(), map[hexgrid.Hex]int{h(3, -1): 2}))
	v.Fit()
	return m, v, w
}

// addFigure adds a character or monster to the model's preview.
func addFigure(t testing.TB, m *Model, f Figure) {
	t.Helper()
	s := m.Engine()
	ef := engine.Figure{ID: f.ID, Name: f.Name, Kind: f.Kind, Side: f.Side, Standee: f.Standee, Elite: f.Elite,
		HP: f.HP, MaxHP: f.MaxHP, Shield: f.Shield, At: f.At, OnMap: true}
	var err error
	if f.Kind == engine.KindMonster {
		ef.MonsterType = f.Name
		s, err = s.WithMonster(ef)
	} else {
		s, err = s.WithCharacter(ef, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range f.Conditions {
		if _, err := s.Do(engine.SetCondition{Figure: f.ID, Condition: c, Held: true}); err != nil {
			t.Fatal(err)
		}
	}
	sel, _ := m.Selected()
	m.ShowPreview(s)
	_ = m.Select(sel.ID)
}

// tableOf builds the engine scenario a test shows: the map and terrain of
// file, the figures given (characters and monsters, on the map) and money
// tokens.
func tableOf(t testing.TB, file *scenariofile.File, figs []Figure, money map[hexgrid.Hex]int) *engine.Scenario {
	t.Helper()
	s, err := engine.LoadScenario(file, 0, 7, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	m := NewModel()
	m.ShowPreview(s)
	for _, f := range figs {
		addFigure(t, m, f)
	}
	s = m.Engine() // with the figures added (WithCharacter, WithMonster)
	at := slices.Collect(maps.Keys(money))
	slices.SortFunc(at, func(a, b hexgrid.Hex) int {
		if a.Less(b) {
			return -1
		}
		return 1
	})
	for _, at := range at {
		if _, err := s.Do(engine.PlaceMoney{At: at, Count: money[at]}); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func move(v *MapView, at hexgrid.Hex) {
	v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: v.PositionOf(at)}})
}

func TestTapSelectsFigure(t *testing.T) {
	m, v, _ := setup(t)
	test.TapAt(v, v.PositionOf(h(2, 0)))
	if f, ok := m.Selected(); !ok || f.ID != "rat-1" {
		t.Fatalf("after tapping [2,0]: selected %q %v, want rat-1", f.ID, ok)
	}
	if got, want := v.Status(), "Rat 1 selected"; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	test.TapAt(v, v.PositionOf(h(0, 0)))
	if f, _ := m.Selected(); f.ID != "hero" {
		t.Fatalf("after tapping [0,0]: selected %q, want hero", f.ID)
	}
	test.TapAt(v, v.PositionOf(h(0, 0)))
	if f, ok := m.Selected(); ok {
		t.Fatalf("tapping the selected figure again: still selected %q", f.ID)
	}
}

func TestHoverStatusShowsRangeAndSight(t *testing.T) {
	m, v, _ := setup(t)
	var lines []string
	v.OnStatus = func(s string) { lines = append(lines, s) }
	if err := m.Select("hero"); err != nil {
		t.Fatal(err)
	}
	g := m.Map()
	for _, at := range []hexgrid.Hex{h(2, 0), h(0, -3), h(3, -3), h(-4, 2), h(-2, 3)} {
		move(v, at)
		rng, reach := g.Range(h(0, 0), at)
		var want string
		switch {
		case !reach:
			want = "Brute → " + at.String() + ": unreachable, not in sight"
		case g.Sees(h(0, 0), at):
			want = "Brute → " + at.String() + ": range " + strconv.Itoa(rng) + ", in sight"
		default:
			want = "Brute → " + at.String() + ": range " + strconv.Itoa(rng) + ", not in sight"
		}
		if got := v.Status(); got != want {
			t.Errorf("hover %s: status %q, want %q", at, got, want)
		}
		if len(lines) == 0 || lines[len(lines)-1] != want {
			t.Errorf("hover %s: OnStatus last got %q, want %q", at, lines, want)
		}
	}
	// the wall north of the hero hides rat-3; the closed door is walled off
	if g.Sees(h(0, 0), h(0, -3)) {
		t.Errorf("test map: [0,-3] should be out of sight from [0,0]")
	}
}

func TestKeysRotateAndMirrorTemplate(t *testing.T) {
	m, v, _ := setup(t)
	_ = m.Select("hero")
	test.Type(v, "t") // cleave 2
	a, ok := m.Area()
	if !ok || a.Template.ID != MsgTemplateCleave2 {
		t.Fatalf("after T: template %q %v, want cleave 2", a.Template.ID, ok)
	}
	shape := a.Template.Shape
	steps := []struct {
		keys string
		want hexgrid.Placement
	}{
		{"", hexgrid.Placement{At: h(0, 0)}},
		{"r", hexgrid.Placement{At: h(0, 0), Rotation: 1}},
		{"rr", hexgrid.Placement{At: h(0, 0), Rotation: 3}},
		{"R", hexgrid.Placement{At: h(0, 0), Rotation: 2}},
		{"m", hexgrid.Placement{At: h(0, 0), Rotation: 2, Mirror: true}},
		{"RRR", hexgrid.Placement{At: h(0, 0), Rotation: 5, Mirror: true}},
		{"M", hexgrid.Placement{At: h(0, 0), Rotation: 5}},
	}
	for _, s := range steps {
		test.Type(v, s.keys)
		if got := m.Placement(); got != s.want {
			t.Fatalf("after %q: placement %+v, want %+v", s.keys, got, s.want)
		}
		a, _ := m.Area()
		if want := shape.Place(s.want); !reflect.DeepEqual(a.Hexes, want) {
			t.Errorf("after %q: red hexes %v, want %v", s.keys, a.Hexes, want)
		}
	}
	// Shift+scroll rotates as well
	v.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	v.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: -10}})
	v.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	if got := m.Placement().Rotation; got != 0 {
		t.Errorf("after Shift+scroll down: rotation %d, want 0", got)
	}
	zoom := v.Zoom()
	v.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: 10}})
	if got := m.Placement().Rotation; got != 0 || v.Zoom() <= zoom {
		t.Errorf("scroll without Shift: rotation %d, zoom %v -> %v; want zoom in only", got, zoom, v.Zoom())
	}
}

// TestAreaMatchesEngine checks what the screen reports for placements
// against the engine's area resolution, and a few by hand.
func TestAreaMatchesEngine(t *testing.T) {
	m, v, _ := setup(t)
	_ = m.Select("hero")
	var standings []engine.Standing
	for _, f := range arenaFigures() {
		standings = append(standings, engine.Standing{ID: f.ID, Side: f.Side, At: f.At})
	}
	const cleave, burst = 0, 6
	cases := []struct {
		tmpl                          int
		p                             hexgrid.Placement
		targets, allies, disadvantage []string
		valid                         bool
		status                        string
	}{
		{cleave, hexgrid.Placement{At: h(0, 0)}, nil, []string{"ally"}, nil, true,
			"Cleave 2, melee; no targets; allies in the area (not targeted): Tinker"},
		{cleave, hexgrid.Placement{At: h(0, 0), Rotation: 3}, []string{"rat-2"}, nil, nil, true,
			"Cleave 2, melee; targets: Rat 2"},
		{cleave, hexgrid.Placement{At: h(1, 1)}, nil, nil, nil, false,
			"Cleave 2, melee; invalid: the grey hex must be on the attacker"},
		{burst, hexgrid.Placement{At: h(2, 0)}, []string{"rat-1"}, []string{"ally"}, nil, true,
			"Burst 7, range 3; targets: Rat 1; allies in the area (not targeted): Tinker"},
		{burst, hexgrid.Placement{At: h(-1, 1)}, []string{"rat-2"}, nil, []string{"rat-2"}, true,
			"Burst 7, range 3; targets: Rat 2; disadvantage: Rat 2"},
		{burst, hexgrid.Placement{At: h(0, -3)}, nil, nil, nil, true, "Burst 7, range 3; no targets"},
		{burst, hexgrid.Placement{At: h(5, 0)}, nil, nil, nil, false, "Burst 7, range 3; invalid: no red hex within range 3"},
	}
	for i, c := range cases {
		if err := m.SetTemplate(c.tmpl); err != nil {
			t.Fatal(err)
		}
		m.SetPlacement(c.p)
		a, ok := m.Area()
		if !ok {
			t.Fatalf("case %d: no area", i)
		}
		want, err := engine.ResolveArea(m.Map(), standings, "hero", a.Template.Range, a.Template.Shape, c.p)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(a.Result, want) {
			t.Errorf("case %d %+v: screen %+v, engine %+v", i, c.p, a.Result, want)
		}
		r := a.Result
		if r.Valid != c.valid || !sameIDs(r.Targets, c.targets) || !sameIDs(r.Allies, c.allies) || !sameIDs(r.Disadvantage, c.disadvantage) {
			t.Errorf("case %d %+v: valid %v targets %v allies %v disadvantage %v; want %v %v %v %v",
				i, c.p, r.Valid, r.Targets, r.Allies, r.Disadvantage, c.valid, c.targets, c.allies, c.disadvantage)
		}
		if got := v.Status(); got != c.status {
			t.Errorf("case %d: status %q, want %q", i, got, c.status)
		}
	}
}

func sameIDs(a, b []string) bool { return len(a) == len(b) && (len(a) == 0 || reflect.DeepEqual(a, b)) }

func TestBestKeyUsesEngine(t *testing.T) {
	m, v, _ := setup(t)
	_ = m.Select("hero")
	_ = m.SetTemplate(6) // burst 7, range 3
	board, err := m.Engine().AreaBoard("hero", 3)
	if err != nil {
		t.Fatal(err)
	}
	want, ok := board.Best(m.templates[6].Shape)
	if !ok {
		t.Fatal("engine finds no placement")
	}
	test.Type(v, "b")
	if got := m.Placement(); got != want.Placement {
		t.Fatalf("after B: placement %+v, want %+v", got, want.Placement)
	}
	a, _ := m.Area()
	if !reflect.DeepEqual(a.Result, want) {
		t.Errorf("after B: %+v, want %+v", a.Result, want)
	}
	// a ranged template follows the mouse again once it moves to another hex
	move(v, h(-2, 1))
	if got := m.Placement().At; got != h(-2, 1) {
		t.Errorf("after moving: template at %s, want [-2,1]", got)
	}
	test.Type(v, "]")
	if a, _ := m.Area(); a.Template.Range != 4 {
		t.Errorf("after ]: range %d, want 4", a.Template.Range)
	}
}

func TestEditMoveRemoveAndDoors(t *testing.T) {
	m, v, _ := setup(t)
	test.Type(v, "e")
	if !v.EditMode() || !strings.HasPrefix(v.Status(), "Editing") {
		t.Fatalf("after E: edit %v, status %q", v.EditMode(), v.Status())
	}
	// drag rat-1 from [2,0] to [3,0]
	from, to := v.PositionOf(h(2, 0)), v.PositionOf(h(3, 0))
	mid := fyne.NewPos((from.X+to.X)/2, (from.Y+to.Y)/2)
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: mid}, Dragged: delta(mid, from)})
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: delta(to, mid)})
	v.DragEnd()
	if f, _ := m.Figure("rat-1"); f.At != h(3, 0) {
		t.Fatalf("rat-1 at %s after the drag, want [3,0]", f.At)
	}
	// a drag onto another figure is refused and says why
	from, to = v.PositionOf(h(3, 0)), v.PositionOf(h(1, 0))
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: delta(to, from)})
	v.DragEnd()
	if f, _ := m.Figure("rat-1"); f.At != h(3, 0) || !strings.Contains(v.Status(), "Tinker already stands") {
		t.Errorf("drag onto ally: rat-1 at %s, status %q", f.At, v.Status())
	}
	// the money token moves too
	from, to = v.PositionOf(h(3, -1)), v.PositionOf(h(3, -2))
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: delta(to, from)})
	v.DragEnd()
	if m.Money(h(3, -2)) != 2 || m.Money(h(3, -1)) != 0 {
		t.Errorf("money after drag: %d on [3,-2], %d on [3,-1]", m.Money(h(3, -2)), m.Money(h(3, -1)))
	}
	// the closed door opens on a tap, and sight passes through it
	door := h(-4, 2)
	if m.Map().Sees(h(-3, 2), door) {
		t.Fatal("a closed door should see nothing")
	}
	test.TapAt(v, v.PositionOf(door))
	if _, open := m.Door(door); !open || !m.Map().Sees(h(-3, 2), door) {
		t.Errorf("after tapping the door: open %v, seen %v", open, m.Map().Sees(h(-3, 2), door))
	}
	// new standee, money, delete
	move(v, h(-3, 3))
	test.Type(v, "n")
	id, ok := m.FigureAt(h(-3, 3))
	if f, _ := m.Figure(id); !ok || f.Name != "Ash Acolyte" || f.Standee != 1 {
		t.Fatalf("after N: %+v", f)
	}
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if _, ok := m.FigureAt(h(-3, 3)); ok {
		t.Error("Delete left the figure")
	}
	test.Type(v, "gg")
	if m.Money(h(-3, 3)) != 2 {
		t.Errorf("after G G: %d tokens", m.Money(h(-3, 3)))
	}
	// outside edit mode a drag pans
	test.Type(v, "e")
	o := v.PositionOf(h(0, 0))
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: o}, Dragged: fyne.NewDelta(10, 5)})
	v.DragEnd()
	if got := v.PositionOf(h(0, 0)); got != o.AddXY(10, 5) {
		t.Errorf("pan: [0,0] at %v, want %v", got, o.AddXY(10, 5))
	}
}

// TestSecondViewFollows: a second widget on the same model, in another
// window, draws the same picture after every change.
func TestSecondViewFollows(t *testing.T) {
	m, v, w := setup(t)
	v2 := New(m, nil)
	w2 := test.NewWindow(v2)
	defer w2.Close()
	w2.Resize(w.Canvas().Size())
	same := func(step string) {
		t.Helper()
		if a, b := w.Canvas().Capture(), w2.Canvas().Capture(); !sameImage(a, b) {
			t.Errorf("%s: the second window differs", step)
		}
	}
	same("start")
	before := w2.Canvas().Capture()
	test.TapAt(v, v.PositionOf(h(0, 0)))
	same("select")
	if sameImage(before, w2.Canvas().Capture()) {
		t.Error("the second window did not change on selection")
	}
	move(v, h(2, -1))
	same("hover")
	test.Type(v, "tr")
	same("template")
	if err := m.Do(engine.Move{Figure: "rat-1", To: h(3, 1)}); err != nil {
		t.Fatal(err)
	}
	same("move")
	if err := m.Do(engine.OpenDoor{At: h(-4, 2)}); err != nil {
		t.Fatal(err)
	}
	same("door")
}

func sameImage(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	ra, ok1 := a.(*image.NRGBA)
	rb, ok2 := b.(*image.NRGBA)
	if ok1 && ok2 {
		return string(ra.Pix) == string(rb.Pix)
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}

func TestGoldenSight(t *testing.T) {
	m, v, w := setup(t)
	_ = m.Select("hero")
	move(v, h(0, -3))
	test.AssertImageMatches(t, "sight.png", w.Canvas().Capture())
}

func TestGoldenTemplate(t *testing.T) {
	m, v, w := setup(t)
	_ = m.Select("hero")
	_ = m.SetTemplate(6)
	move(v, h(-1, 1))
	test.AssertImageMatches(t, "template.png", w.Canvas().Capture())
	_ = m.SetTemplate(3) // cone 4
	test.Type(v, "rrr")
	test.AssertImageMatches(t, "template-melee.png", w.Canvas().Capture())
}

func TestGoldenFlatInvalid(t *testing.T) {
	test.NewTempApp(t)
	s, err := scenariofile.Sample("flooded-crossing")
	if err != nil {
		t.Fatal(err)
	}
	m := NewModel()
	v := New(m, nil)
	w := test.NewWindow(v)
	defer w.Close()
	w.Resize(fyne.NewSize(520, 360))
	if err := v.SetScenario(s); err != nil {
		t.Fatal(err)
	}
	addFigure(t, m, Figure{ID: "hero", Name: "Spellweaver", Kind: engine.KindCharacter, Side: engine.SideParty, HP: 6, MaxHP: 6, At: s.Starts[0]})
	_ = m.Select("hero")
	_ = m.SetTemplate(5) // triangle 3, range 3
	move(v, h(9, 2))
	if a, _ := m.Area(); a.Result.Valid {
		t.Fatalf("triangle at [9,2] should be out of range: %+v", a.Result)
	}
	test.AssertImageMatches(t, "flat-invalid.png", w.Canvas().Capture())
}

func TestShortcutsAndMessages(t *testing.T) {
	lines := Shortcuts(nil)
	if len(lines) < 10 {
		t.Fatalf("only %d shortcuts", len(lines))
	}
	for _, l := range lines {
		if strings.HasPrefix(l, "Map") {
			t.Errorf("untranslated shortcut %q", l)
		}
	}
	if got := Shortcuts(prefixed("de:"))[0]; got != "de:"+MsgKeySelect {
		t.Errorf("Shortcuts ignores the translator: %q", got)
	}
}

// prefixed is a translator that returns the id asked for after itself.
type prefixed string

func (p prefixed) T(id string, _ ...any) string        { return string(p) + id }
func (p prefixed) N(id string, _ int, _ ...any) string { return string(p) + id }

func delta(to, from fyne.Position) fyne.Delta { return fyne.NewDelta(to.X-from.X, to.Y-from.Y) }

func TestScreenToolbarFollowsModel(t *testing.T) {
	s, w := arenaScreen(t, 640, 480)
	defer w.Close()
	test.TapAt(s.View, s.View.PositionOf(h(0, 0)))
	if s.Status.Text != "Brute selected" {
		t.Errorf("status line %q, want %q", s.Status.Text, "Brute selected")
	}
	test.Type(s.View, "tt")
	if got := s.templates.Selected; got != "Line 3" {
		t.Errorf("after T T the toolbar shows %q, want Line 3", got)
	}
	s.templates.SetSelected("Burst 7")
	if a, ok := s.Model.Area(); !ok || a.Template.ID != MsgTemplateBurst {
		t.Errorf("choosing Burst 7 in the toolbar: template %q", a.Template.ID)
	}
	test.Tap(s.edit)
	if !s.View.EditMode() {
		t.Error("the edit check did not turn edit mode on")
	}
	test.Type(s.View, "e")
	if s.edit.Checked {
		t.Error("E did not clear the edit check")
	}
	if s.Status.Text != s.View.Status() {
		t.Errorf("status line %q, view says %q", s.Status.Text, s.View.Status())
	}
}

// TestDrawsAtDevicePixels: on a canvas of scale 2 the map is drawn at twice
// the pixels (crisp on a high-density screen), in the same places.
func TestDrawsAtDevicePixels(t *testing.T) {
	test.NewTempApp(t)
	m := NewModel()
	v := New(m, nil)
	c := software.NewCanvas()
	c.SetContent(v)
	c.SetPadded(false)
	c.Resize(fyne.NewSize(300, 250))
	if err := v.SetScenario(arena()); err != nil {
		t.Fatal(err)
	}
	for _, scale := range []float32{1, 2} {
		c.SetScale(scale)
		img := c.Capture()
		if got, want := img.Bounds().Dx(), int(300*scale); got != want {
			t.Fatalf("scale %v: image %d pixels wide, want %d", scale, got, want)
		}
		r := test.WidgetRenderer(v).(*renderer)
		if got, want := r.topImg.Bounds().Dx(), int(v.Size().Width*scale); got != want {
			t.Errorf("scale %v: raster drawn %d pixels wide, want %d", scale, got, want)
		}
		p := v.PositionOf(h(-3, 1)) // an obstacle
		got := color.NRGBAModel.Convert(img.At(int(p.X*scale), int(p.Y*scale))).(color.NRGBA)
		if got != colObstacle {
			t.Errorf("scale %v: obstacle centre drawn %v, want %v", scale, got, colObstacle)
		}
	}
}

// TestTooltipNamesTheHoveredFigure: the tooltip beside the figure under the
// pointer gives its name, elite, hit points, shield and conditions in the
// player's words, and nothing while no figure is under the pointer.
func TestTooltipNamesTheHoveredFigure(t *testing.T) {
	test.NewTempApp(t)
	tr, err := locales.New(language.German)
	if err != nil {
		t.Fatal(err)
	}
	figs := arenaFigures()
	figs[3].Shield = 2 // rat-2, elite, at [-1,0]
	m := NewModel()
	v := New(m, tr)
	w := test.NewWindow(v)
	defer w.Close()
	w.Resize(fyne.NewSize(480, 400))
	m.ShowPreview(tableOf(t, arena(), figs, nil))
	if got := v.Tooltip(); got != nil {
		t.Fatalf("no hover, tooltip %q", got)
	}
	move(v, h(1, 0))
	want := []string{"Tinker", "Trefferpunkte 3 von 8", "Gift, Wunde"}
	if got := v.Tooltip(); !reflect.DeepEqual(got, want) {
		t.Errorf("Tinker: %q, want %q", got, want)
	}
	move(v, h(-1, 0))
	want = []string{"Rat 2, Elite", "Trefferpunkte 4 von 9", "Schild 2"}
	if got := v.Tooltip(); !reflect.DeepEqual(got, want) {
		t.Errorf("rat-2: %q, want %q", got, want)
	}
	move(v, h(0, 1))
	if got := v.Tooltip(); got != nil {
		t.Errorf("an empty hex: %q", got)
	}
}

// TestBestKeySaysWhyNothingIsHit: B tells the player what is missing, or
// that no placement reaches an enemy.
func TestBestKeySaysWhyNothingIsHit(t *testing.T) {
	m, v, _ := setup(t)
	test.Type(v, "b")
	if v.Status() != locales.English().T(MsgBestNoTmpl) {
		t.Errorf("no template: %q", v.Status())
	}
	_ = m.SetTemplate(0) // cleave 2
	test.Type(v, "b")
	if v.Status() != locales.English().T(MsgNoAttacker) {
		t.Errorf("no attacker: %q", v.Status())
	}
	// rat-3 stands alone behind its walls at [0,-3]; its allies are far.
	_ = m.Select("rat-3")
	_ = m.SetTemplate(0)
	test.Type(v, "b")
	if v.Status() != locales.English().T(MsgBestNoEnemy) {
		t.Errorf("no enemy in reach: %q", v.Status())
	}
	_ = m.Select("hero")
	test.Type(v, "b")
	if a, _ := m.Area(); len(a.Result.Targets) == 0 || strings.Contains(v.Status(), locales.English().T(MsgBestNoEnemy)) {
		t.Errorf("the hero's cleave: targets %v, status %q", a.Result.Targets, v.Status())
	}
}

// TestMeleeTemplateGoesWithItsAttacker: after the attacker moves, its melee
// template is on its new hex, turned as it was.
func TestMeleeTemplateGoesWithItsAttacker(t *testing.T) {
	m, v, _ := setup(t)
	_ = m.Select("hero")
	_ = m.SetTemplate(1) // line 3
	test.Type(v, "rr")
	before := m.Placement()
	if err := m.Do(engine.Move{Figure: "hero", To: h(0, 1)}); err != nil {
		t.Fatal(err)
	}
	want := before
	want.At = h(0, 1)
	if got := m.Placement(); got != want {
		t.Errorf("after the move: placement %+v, want %+v", got, want)
	}
	if a, _ := m.Area(); !a.HasGrey || a.Grey != h(0, 1) || !a.Result.Valid {
		t.Errorf("the grey hex is not on the attacker: %+v", a)
	}
}

// TestPlayersWindowHidesUnrevealedRooms: the main window shows a room not
// yet revealed dimmed, with its waiting monsters; the players' window shows
// neither, nor the sight overlay into it, until the door opens.
func TestPlayersWindowHidesUnrevealedRooms(t *testing.T) {
	test.NewTempApp(t)
	file, err := scenariofile.Sample("twin-vaults")
	if err != nil {
		t.Fatal(err)
	}
	m := NewModel()
	v := New(m, nil)
	w := test.NewWindow(v)
	defer w.Close()
	w.Resize(fyne.NewSize(560, 300))
	if err := v.SetScenario(file); err != nil {
		t.Fatal(err)
	}
	players := NewFollower(m, nil)
	pw := test.NewWindow(players)
	defer pw.Close()
	pw.Resize(fyne.NewSize(560, 300))
	players.Fit()

	vault := file.Rooms[1].Hexes
	if len(m.Hidden()) == 0 || m.Revealed(vault[0]) {
		t.Fatalf("the reliquary is revealed, or has no waiting monsters: %v", m.Hidden())
	}
	if pm := m.PlayersMap(); pm.Contains(vault[0]) || !pm.Contains(file.Starts[0]) || pm.Len() != len(file.Rooms[0].Hexes)+1 {
		t.Errorf("the players' map holds %d hexes (the reliquary's %v: %v)", pm.Len(), vault[0], pm.Contains(vault[0]))
	}
	addFigure(t, m, Figure{ID: "hero", Name: "Brute", Kind: engine.KindCharacter, Side: engine.SideParty, HP: 9, MaxHP: 10, At: file.Starts[0]})
	_ = m.Select("hero")
	if m.ShowsWaiting() {
		t.Error("the main map shows the waiting monsters by default")
	}
	hiddenOff := w.Canvas().Capture()
	m.ShowWaiting(true) // the game master's choice: the waiting monsters, dimmed
	test.AssertImageMatches(t, "rooms-main.png", w.Canvas().Capture())
	if reflect.DeepEqual(hiddenOff, w.Canvas().Capture()) {
		t.Error("the waiting monsters are drawn whatever the choice")
	}
	test.AssertImageMatches(t, "rooms-players.png", pw.Canvas().Capture())

	door := file.Doors[0].At
	if err := m.Do(engine.OpenDoor{At: door}); err != nil {
		t.Fatal(err)
	}
	if len(m.Hidden()) != 0 || !m.Revealed(vault[0]) || !m.PlayersMap().Contains(vault[0]) {
		t.Fatalf("after the door opened: %d waiting, revealed %v", len(m.Hidden()), m.Revealed(vault[0]))
	}
	if _, ok := m.FigureAt(h(12-3/2, 3)); !ok {
		t.Error("the reliquary's warden is not on the map")
	}
	test.AssertImageMatches(t, "rooms-players-open.png", pw.Canvas().Capture())
}

// TestMonsterTurnShown: with a monster selected, its turn (move 2, melee)
// is worked out by the engine and shown: the status names its focus, where
// it goes and whom it attacks; C steps through the players' choices,
// Escape clears it, and a new selection drops it.
func TestMonsterTurnShown(t *testing.T) {
	m, v, w := setup(t)
	_ = m.Select("hero")
	if err := m.ShowMonsterTurn(monsterturn.Action{Move: 2, Targets: 1}); err == nil {
		t.Fatal("a character's turn was shown as a monster's")
	}
	_ = m.Select("rat-4")
	if err := m.ShowMonsterTurn(monsterturn.Action{Move: 2, Targets: 1}); err != nil {
		t.Fatal(err)
	}
	turn, i, ok := m.MonsterTurn()
	want, err := m.Engine().MonsterTurn("rat-4", monsterturn.Action{Move: 2, Targets: 1})
	if err != nil || !ok || i != 0 || !reflect.DeepEqual(turn, want) {
		t.Fatalf("turn %+v, want the engine's %+v (%v)", turn, want, err)
	}
	c := turn.Choices[0]
	if !strings.HasPrefix(v.Status(), "Rat 4: focus ") || (len(c.Targets) > 0) != strings.Contains(v.Status(), "attacks") {
		t.Errorf("status %q for %+v", v.Status(), c)
	}
	test.AssertImageMatches(t, "monster-turn.png", w.Canvas().Capture())
	before := v.Status()
	test.Type(v, "c")
	if n := len(turn.Choices); n > 1 {
		if _, i, _ := m.MonsterTurn(); i != 1 || v.Status() == before {
			t.Errorf("C did not show the next of %d choices", n)
		}
		if !v.AcceptsTab() {
			t.Error("Tab is not taken while there are choices")
		}
		v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyTab})
		if _, i, _ := m.MonsterTurn(); i != 2%n {
			t.Errorf("Tab showed choice %d of %d, want %d", i, n, 2%n)
		}
		// A click on another choice's destination shows that choice.
		_, now, _ := m.MonsterTurn()
		other := (now + 1) % n
		if turn.Choices[other].To != turn.Choices[now].To {
			test.TapAt(v, v.PositionOf(turn.Choices[other].To))
			if _, i, _ := m.MonsterTurn(); i != other {
				t.Errorf("a click on %v showed choice %d, want %d", turn.Choices[other].To, i, other)
			}
		}
	} else if v.AcceptsTab() {
		t.Error("Tab is taken with a single choice")
	}
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if _, _, ok := m.MonsterTurn(); ok {
		t.Error("Escape left the turn shown")
	}
	_ = m.ShowMonsterTurn(monsterturn.Action{Move: 2, Targets: 1})
	_ = m.Select("rat-1")
	if _, _, ok := m.MonsterTurn(); ok {
		t.Error("another selection kept the turn shown")
	}
}

// Selecting a monster fills the turn toolbar from the card its type drew
// (its plan, asked once); the players' own values stay while it stays
// selected.
func TestTurnToolbarTakesTheCard(t *testing.T) {
	s, w := arenaScreen(t, 900, 600)
	defer w.Close()
	asked := 0
	s.PlanFor = func(id string) (engine.MonsterPlan, bool) {
		asked++
		if id != "rat-1" {
			return engine.MonsterPlan{}, false
		}
		return engine.MonsterPlan{Action: monsterturn.Action{Move: 4, Range: 3, Targets: 2, Jump: true}}, true
	}
	test.TapAt(s.View, s.View.PositionOf(h(2, 0)))
	if s.move.Value() != 4 || s.rng.Value() != 3 || s.targets.Value() != 2 || !s.jump.Checked || s.flying.Checked {
		t.Errorf("toolbar after selecting rat 1: move %d range %d targets %d jump %v", s.move.Value(), s.rng.Value(), s.targets.Value(), s.jump.Checked)
	}
	s.move.Set(1)
	s.sync()
	if s.move.Value() != 1 || asked != 1 {
		t.Errorf("the card overwrote the players' move (%d, asked %d times)", s.move.Value(), asked)
	}
	test.TapAt(s.View, s.View.PositionOf(h(-1, 0)))
	if s.move.Value() != 1 || asked != 2 {
		t.Errorf("a monster without a card changed the toolbar: move %d, asked %d", s.move.Value(), asked)
	}
}

// With the monster's attack known (its plan: its card), the turn shown
// tells each target's expected damage and chance to fall.
func TestTurnTellsTheOdds(t *testing.T) {
	s, w := arenaScreen(t, 900, 600)
	defer w.Close()
	s.PlanFor = func(id string) (engine.MonsterPlan, bool) {
		return engine.MonsterPlan{Action: monsterturn.Action{Move: 6, Targets: 1}, Attack: &modifier.Attack{Value: 3}}, true
	}
	test.TapAt(s.View, s.View.PositionOf(h(2, 0)))
	s.ShowTurn()
	if got := s.View.Status(); !strings.Contains(got, "damage expected") || !strings.Contains(got, "% to fall") ||
		!strings.Contains(got, "hexes of movement to attack") {
		t.Errorf("turn status %q", got)
	}
	t.Logf("turn status: %s", s.View.Status())
	s.PlanFor = func(id string) (engine.MonsterPlan, bool) {
		return engine.MonsterPlan{Action: monsterturn.Action{Move: 6, Targets: 1}}, true
	}
	s.FollowCard() // the table changed: the card has no attack any more
	s.ShowTurn()
	if got := s.View.Status(); strings.Contains(got, "damage expected") {
		t.Errorf("odds told without an attack: %q", got)
	}
}

// Summon in the turn toolbar places the monster the card summons next to
// the monster, as summoned (no money); with nothing to summon it says so.
func TestSummonFromTheTurn(t *testing.T) {
	test.NewTempApp(t)
	s := NewScreen(nil, nil)
	w := test.NewWindow(s.Content())
	defer w.Close()
	w.Resize(fyne.NewSize(900, 600))
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.View.SetScenario(file); err != nil {
		t.Fatal(err)
	}
	scn, err := engine.LoadPreview(file, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	s.Model.ShowPreview(scn)
	if err := s.Model.Select("cave-rat-1"); err != nil {
		t.Fatal(err)
	}
	s.PlanFor = func(string) (engine.MonsterPlan, bool) { return engine.MonsterPlan{}, true }
	s.FollowCard()
	s.SummonFromTurn()
	if s.Status.Text != "The monster's card summons nothing this round." {
		t.Errorf("status %q", s.Status.Text)
	}
	s.PlanFor = func(id string) (engine.MonsterPlan, bool) {
		return engine.MonsterPlan{Summons: []engine.MonsterSummon{{Type: "Cave Rat", Elite: true}}}, id == "cave-rat-1"
	}
	s.FollowCard()
	before := len(s.Model.Engine().Figures())
	s.SummonFromTurn()
	figs := s.Model.Engine().Figures()
	if len(figs) != before+1 {
		t.Fatalf("%d figures after Summon, want %d (status %q)", len(figs), before+1, s.Status.Text)
	}
	n := figs[len(figs)-1]
	rat, _ := s.Model.Engine().Figure("cave-rat-1")
	if n.MonsterType != "Cave Rat" || !n.Elite || n.Summoner != "cave-rat-1" || hexgrid.Distance(n.At, rat.At) != 1 {
		t.Errorf("summoned %+v next to %v", n, rat.At)
	}
}

// ChooseAt shows the choice that ends on the hex clicked, and only that.
func TestChooseAt(t *testing.T) {
	m := NewModel()
	if m.ChooseAt(h(1, 0)) {
		t.Error("a choice without a turn shown")
	}
	m.turn = &monsterturn.Turn{Choices: []monsterturn.Choice{{To: h(1, 0)}, {To: h(2, 0)}, {To: h(3, 0)}}}
	if !m.ChooseAt(h(3, 0)) || m.choice != 2 {
		t.Errorf("click on [3,0]: choice %d", m.choice)
	}
	if m.ChooseAt(h(3, 0)) || m.ChooseAt(h(9, 9)) || m.choice != 2 {
		t.Errorf("clicks on the shown choice or elsewhere changed it to %d", m.choice)
	}
}

// A monster whose card has neither a move nor an attack: its turn says so,
// names no hex, and draws no path.
func TestIdleTurnSaysSo(t *testing.T) {
	s, w := arenaScreen(t, 900, 600)
	defer w.Close()
	s.PlanFor = func(id string) (engine.MonsterPlan, bool) { return engine.MonsterPlan{}, true }
	before := s.Model.TurnsSolved()
	s.PlayTurn("rat-1")
	if !s.Model.TurnIdle() {
		t.Fatal("the turn is not idle")
	}
	if got := s.View.Status(); got != "Rat 1: no move and no attack this turn" {
		t.Errorf("status %q", got)
	}
	if tt, _, ok := s.Model.MonsterTurn(); !ok || len(tt.Choices) != 0 || s.Model.TurnsSolved() != before {
		t.Errorf("an idle turn has choices %+v (worked out %d times)", tt.Choices, s.Model.TurnsSolved()-before)
	}
	s.PlanFor = func(id string) (engine.MonsterPlan, bool) {
		return engine.MonsterPlan{Action: monsterturn.Action{Move: 2, Targets: 1}}, true
	}
	s.PlayTurn("rat-1")
	if got := s.View.Status(); strings.Contains(got, "[") || strings.Contains(got, "no move") {
		t.Errorf("a turn's line names a hex or says it is idle: %q", got)
	}
}

// arenaScreen is a map screen showing the arena with its figures, in a
// test window of width by height.
func arenaScreen(t *testing.T, width, height float32) (*Screen, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	s := NewScreen(nil, nil)
	win := test.NewWindow(s.Content())
	win.Resize(fyne.NewSize(width, height))
	if err := s.View.SetScenario(arena()); err != nil {
		t.Fatal(err)
	}
	s.Model.ShowPreview(tableOf(t, arena(), arenaFigures(), nil))
	return s, win
}

// A monster's notes (its stat card's rules in words) are the last line of
// its tooltip, cut short when long.
func TestTooltipTellsAMonstersNotes(t *testing.T) {
	test.NewTempApp(t)
	rat := engine.MonsterType{Name: "Rat"}
	for l := range rat.Normal {
		rat.Normal[l] = engine.MonsterStats{HP: 5, Card: &monster.StatCard{Monster: "Rat", Level: l, Characters: 2, HitPoints: 5, Target: 1,
			Notes: "Attackers gain disadvantage. " + strings.Repeat("It hides in the reeds. ", 6)}}
		rat.Elite[l] = engine.MonsterStats{HP: 9}
	}
	file := arena()
	file.Monsters = []scenariofile.Monster{{Type: "Rat", Standee: 1, At: h(2, 0)}, {Type: "Rat", Standee: 2, Elite: true, At: h(-1, 0)}}
	s, err := engine.LoadScenario(file, 0, 7, engine.MonsterTable{"Rat": rat})
	if err != nil {
		t.Fatal(err)
	}
	m := NewModel()
	m.ShowPreview(s) // rat 1 at [2,0]; rat 2, elite, at [-1,0]: its card keeps no notes
	v := New(m, locales.English())
	w := test.NewWindow(v)
	defer w.Close()
	w.Resize(fyne.NewSize(480, 400))
	move(v, h(2, 0))
	got := v.Tooltip()
	if len(got) == 0 || !strings.HasPrefix(got[len(got)-1], "Attackers gain disadvantage.") || !strings.HasSuffix(got[len(got)-1], "…") ||
		len([]rune(got[len(got)-1])) != maxNoteRunes {
		t.Errorf("rat-1: %q", got)
	}
	move(v, h(-1, 0))
	if got := v.Tooltip(); len(got) != 2 {
		t.Errorf("rat-2, with no notes: %q", got)
	}
}

// Issue 40: the tooltip tells what an attacker meets: the shield and the
// retaliate a monster has of its own and from its drawn ability card (a
// round bonus), with the range a retaliate reaches.
func TestTooltipTellsShieldAndRetaliate(t *testing.T) {
	m, v, _ := setup(t)
	s, err := m.Engine().WithMonster(engine.Figure{ID: "guard-1", Name: "Guard", MonsterType: "Guard", Kind: engine.KindMonster,
		Side: engine.SideMonsters, Standee: 1, HP: 5, MaxHP: 5, Retaliate: 1, At: h(0, 1), OnMap: true,
		Bonuses: modifier.Bonuses{{Kind: modifier.BonusShield, Value: 1, Duration: modifier.BonusRound},
			{Kind: modifier.BonusRetaliate, Value: 2, Range: 3, Duration: modifier.BonusRound},
			{Kind: modifier.BonusRetaliate, Value: 1, Duration: modifier.BonusRound}}})
	if err != nil {
		t.Fatal(err)
	}
	m.ShowPreview(s)
	move(v, h(0, 1))
	want := []string{"Guard 1", "Hit points 5 of 5", "Shield 1, Retaliate 2, Retaliate 2, range 3"}
	if got := v.Tooltip(); !reflect.DeepEqual(got, want) {
		t.Errorf("tooltip %q, want %q", got, want)
	}
}

// Issue 40: the players' window does not copy the game master's selection:
// no selection ring, no sight hatching from the selected figure.
func TestPlayersWindowShowsNoSelection(t *testing.T) {
	m, _, _ := setup(t)
	players := NewFollower(m, nil)
	pw := test.NewWindow(players)
	defer pw.Close()
	pw.Resize(fyne.NewSize(480, 400))
	players.Fit()
	before := pw.Canvas().Capture()
	if err := m.Select("hero"); err != nil {
		t.Fatal(err)
	}
	after := pw.Canvas().Capture()
	b := after.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if color.NRGBAModel.Convert(after.At(x, y)) == colSelected {
				t.Fatalf("the players' window draws the selection ring (at %d,%d)", x, y)
			}
		}
	}
	if !reflect.DeepEqual(before, after) {
		t.Error("selecting a figure changed the players' window (sight hatching, ring or line)")
	}
}
