package mapview

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
)

func TestSetFromEngine(t *testing.T) {
	m := NewModel()
	if err := m.SetScenario(arena()); err != nil {
		t.Fatal(err)
	}
	s, err := engine.NewScenario("arena", m.Map(), 1, 7)
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.WithCharacter(engine.Figure{ID: "hero", Name: "Brute", Kind: engine.KindCharacter, Side: engine.SideParty,
		HP: 10, MaxHP: 10, At: h(0, 0), OnMap: true}, nil); err != nil {
		t.Fatal(err)
	}
	if s, err = s.WithMonster(engine.Figure{ID: "rat-1", Name: "Rat", MonsterType: "Cave Rat", Kind: engine.KindMonster,
		Side: engine.SideMonsters, Standee: 1, Elite: true, HP: 2, MaxHP: 6, Shield: 1, At: h(1, 0), OnMap: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Do(engine.SetCondition{Figure: "rat-1", Condition: modifier.Poison, Held: true}); err != nil {
		t.Fatal(err)
	}
	if err := m.SetFromEngine(s); err != nil {
		t.Fatal(err)
	}
	want := []Figure{
		{ID: "hero", Name: "Brute", Title: "Brute", Kind: engine.KindCharacter, Side: engine.SideParty, HP: 10, MaxHP: 10, At: h(0, 0)},
		{ID: "rat-1", Name: "Cave Rat", Title: "Rat 1", Kind: engine.KindMonster, Side: engine.SideMonsters, Standee: 1, Elite: true,
			Short: "CR", HP: 2, MaxHP: 6, Shield: 1, Conditions: []modifier.EffectKind{modifier.Poison}, At: h(1, 0)},
	}
	if got := m.Figures(); !reflect.DeepEqual(got, want) {
		t.Errorf("figures\n got %+v\nwant %+v", got, want)
	}
	// the rat dies on a trap's worth of damage and leaves its money token
	if _, err := s.Do(engine.DamageFigure{Figure: "rat-1", Amount: 5}); err != nil {
		t.Fatal(err)
	}
	if err := m.SetFromEngine(s); err != nil {
		t.Fatal(err)
	}
	if len(m.Figures()) != 1 || m.Money(h(1, 0)) != 1 {
		t.Errorf("after the rat died: %d figures, %d tokens on [1,0]", len(m.Figures()), m.Money(h(1, 0)))
	}
}

// TestPreviewEditsFollowTheEngine: a preview's edits are engine actions on
// the model's own scenario, so the engine's rules refuse a figure off the
// map, on an obstacle, in a closed door or on another figure, changing
// nothing.
func TestPreviewEditsFollowTheEngine(t *testing.T) {
	m := NewModel()
	m.ShowPreview(tableOf(t, arena(), arenaFigures(), nil))
	before := m.Figures()
	for _, c := range []struct {
		name string
		to   hexgrid.Hex
		why  error
	}{
		{"off the map", h(9, 9), engine.ErrOffMap},
		{"on an obstacle", h(-3, 1), engine.ErrObstacle},
		{"in a closed door", h(-4, 2), engine.ErrClosedDoor},
		{"on another figure", h(1, 0), engine.ErrOccupied},
	} {
		err := m.Do(engine.Move{Figure: "hero", To: c.to})
		var he *engine.HexError
		if !errors.As(err, &he) || he.Reason != c.why {
			t.Errorf("%s: %v, want %v", c.name, err, c.why)
		}
	}
	if !reflect.DeepEqual(m.Figures(), before) {
		t.Errorf("a refused edit changed the figures: %v", m.Figures())
	}
	var changes []Change
	m.AddListener(func(c Change) { changes = append(changes, c) })
	if err := m.Do(engine.Move{Figure: "hero", To: h(4, -2)}); err != nil {
		t.Fatalf("into the open door: %v", err)
	}
	if f, _ := m.Figure("hero"); f.At != h(4, -2) || len(changes) != 1 || changes[0]&ChangeFigures == 0 {
		t.Errorf("after the move: hero at %s, changes %v", f.At, changes)
	}
	if err := m.Do(engine.OpenDoor{At: h(-4, 2)}); err != nil || m.Map().IsClosed(h(-4, 2)) {
		t.Errorf("open the door: %v", err)
	}
	if changes[len(changes)-1]&ChangeMap == 0 {
		t.Errorf("opening a door is no map change: %v", changes)
	}
}

// TestScenarioInPlayIsEditedOnlyThroughTheEditor: without an editor the
// model refuses to change a scenario being played.
func TestScenarioInPlayIsEditedOnlyThroughTheEditor(t *testing.T) {
	m := NewModel()
	s := tableOf(t, arena(), arenaFigures(), nil)
	if err := m.SetFromEngine(s); err != nil {
		t.Fatal(err)
	}
	if err := m.Do(engine.Move{Figure: "hero", To: h(0, 1)}); !errors.Is(err, ErrNotEditable) {
		t.Fatalf("no editor: %v", err)
	}
	if f, _ := s.Figure("hero"); f.At != h(0, 0) {
		t.Fatalf("the scenario in play changed: hero at %s", f.At)
	}
	if NewModel().Do(engine.OpenDoor{At: h(0, 0)}) == nil {
		t.Fatal("an empty model accepted an edit")
	}
}

// TestInvisibleEnemyIsNotTargeted: like the engine's Scenario.AreaBoard,
// the screen leaves invisible enemies of the attacker out.
func TestInvisibleEnemyIsNotTargeted(t *testing.T) {
	m := NewModel()
	figs := arenaFigures()
	figs[3].Conditions = []modifier.EffectKind{modifier.Invisible} // rat-2 at [-1,0]
	m.ShowPreview(tableOf(t, arena(), figs, nil))
	_ = m.Select("hero")
	_ = m.SetTemplate(4) // ring around self
	a, _ := m.Area()
	if len(a.Result.Targets) != 0 {
		t.Errorf("ring around the hero targets %v; the invisible rat-2 must not be", a.Result.Targets)
	}
	if !reflect.DeepEqual(a.Result.Allies, []string{"ally"}) {
		t.Errorf("allies %v, want [ally]", a.Result.Allies)
	}
}

// TestFollowerDoesNotChangeTheModel: the table display pans and zooms but
// leaves selection, hover and templates to the main window.
func TestFollowerDoesNotChangeTheModel(t *testing.T) {
	m, _, _ := setup(t)
	f := NewFollower(m, nil)
	w := test.NewWindow(f)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 300))
	test.TapAt(f, f.PositionOf(h(0, 0)))
	f.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: f.PositionOf(h(1, 1))}})
	test.Type(f, "tebrm")
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if _, ok := m.Selected(); ok {
		t.Error("a tap on the follower selected a figure")
	}
	if _, ok := m.Hover(); ok {
		t.Error("the follower set the hovered hex")
	}
	if _, ok := m.Template(); ok || f.EditMode() {
		t.Error("the follower chose a template or entered edit mode")
	}
	z := f.Zoom()
	test.Type(f, "+")
	if f.Zoom() <= z {
		t.Error("+ did not zoom the follower in")
	}
	_ = m.Select("hero")
	if f.Status() != "Brute selected" {
		t.Errorf("follower status %q", f.Status())
	}
}

func TestNextTemplateCycles(t *testing.T) {
	m := NewModel()
	n := len(m.Templates())
	extra := m.AddTemplate(AreaTemplate{Name: "Custom", Shape: hexgrid.Template{Hexes: []hexgrid.Hex{h(0, 0), h(2, 0)}}, Range: 5})
	if extra != n {
		t.Fatalf("AddTemplate returned %d, want %d", extra, n)
	}
	for i := 0; i <= n; i++ {
		m.NextTemplate(1)
	}
	if tp, ok := m.Template(); !ok || tp.Title(locales.English()) != "Custom" {
		t.Fatalf("after %d steps: %+v %v", n+1, tp, ok)
	}
	m.NextTemplate(1)
	if _, ok := m.Template(); ok {
		t.Error("cycling past the last template should give none")
	}
	m.NextTemplate(-1)
	if tp, _ := m.Template(); tp.Name != "Custom" {
		t.Errorf("back one: %q", tp.Name)
	}
}

// While a scenario is in progress the model reads the map, terrain and doors
// from the engine: a door the engine opens shows open (a map change), a
// figure the engine has on a hex is shown there whatever the model's own
// checks say, and SetScenario goes back to a preview of the file.
func TestModelReadsTerrainFromTheEngine(t *testing.T) {
	m := NewModel()
	file := arena()
	file.Hazardous = []hexgrid.Hex{h(3, 0)}
	if err := m.SetScenario(file); err != nil {
		t.Fatal(err)
	}
	if !m.Hazardous(h(3, 0)) || !m.Preview() {
		t.Fatal("the preview does not show its hazardous terrain")
	}
	s, err := engine.LoadScenario(file, 1, 7, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.WithCharacter(engine.Figure{ID: "hero", Name: "Brute", Kind: engine.KindCharacter, Side: engine.SideParty,
		HP: 10, MaxHP: 10, At: h(-3, 0), OnMap: true}, nil); err != nil {
		t.Fatal(err)
	}
	var changes []Change
	m.AddListener(func(c Change) { changes = append(changes, c) })
	if err := m.SetFromEngine(s); err != nil {
		t.Fatal(err)
	}
	if m.Engine() != s || m.Map() != s.Map() || len(changes) != 1 || changes[0]&ChangeMap == 0 {
		t.Fatalf("attached: engine %v, map shared %v, changes %v", m.Engine() == s, m.Map() == s.Map(), changes)
	}
	for _, c := range []struct {
		name string
		got  bool
	}{
		{"obstacle", m.Obstacle(h(-3, 1))}, {"trap", m.Trap(h(2, 2))}, {"hazardous", m.Hazardous(h(3, 0))},
		{"difficult", m.Difficult(h(-1, 3))}, {"no obstacle", !m.Obstacle(h(0, 0))},
	} {
		if !c.got {
			t.Errorf("%s: not read from the engine", c.name)
		}
	}
	if door, open := m.Door(h(-4, 2)); !door || open {
		t.Fatalf("door [-4,2]: %v %v, want closed", door, open)
	}
	if err := m.Do(engine.OpenDoor{At: h(-4, 2)}); err == nil {
		t.Error("the model opened a door of the scenario in progress itself")
	}
	if _, err := s.Do(engine.OpenDoor{At: h(-4, 2)}); err != nil {
		t.Fatal(err)
	}
	changes = nil
	if err := m.SetFromEngine(s); err != nil {
		t.Fatal(err)
	}
	if _, open := m.Door(h(-4, 2)); !open || len(changes) != 1 || changes[0]&ChangeMap == 0 || m.Map().IsClosed(h(-4, 2)) {
		t.Fatalf("after the engine opened the door: open %v, changes %v", open, changes)
	}
	changes = nil
	if err := m.SetFromEngine(s); err != nil {
		t.Fatal(err)
	}
	if len(changes) != 1 || changes[0]&ChangeMap != 0 {
		t.Errorf("nothing changed on the map, yet %v", changes)
	}
	// A snapshot of the old defect: the hero on the obstacle. The model
	// shows it where the engine has it.
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	old, err := engine.UnmarshalScenario([]byte(strings.Replace(string(data), `"at":[-3,0]`, `"at":[-3,1]`, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.SetFromEngine(old); err != nil {
		t.Fatal(err)
	}
	if f, ok := m.Figure("hero"); !ok || f.At != h(-3, 1) {
		t.Fatalf("hero %+v %v, want it on the obstacle", f, ok)
	}
	// Back to a preview.
	if err := m.SetScenario(arena()); err != nil {
		t.Fatal(err)
	}
	if m.Engine() == s || m.Engine() == old || !m.Preview() || m.Hazardous(h(3, 0)) {
		t.Error("the preview still reads the scenario in progress")
	}
	if _, open := m.Door(h(-4, 2)); open {
		t.Error("the preview shows the engine's door")
	}
}
