package mapview

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/hexgrid"
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
	if err := s.AddCharacter(engine.Figure{ID: "hero", Name: "Brute", Kind: engine.KindCharacter, Side: engine.SideParty,
		HP: 10, MaxHP: 10, At: h(0, 0), OnMap: true}); err != nil {
		t.Fatal(err)
	}
	if err := s.AddMonster(engine.Figure{ID: "rat-1", Name: "Rat", MonsterType: "Cave Rat", Kind: engine.KindMonster,
		Side: engine.SideMonsters, Standee: 1, Elite: true, HP: 2, MaxHP: 6, At: h(1, 0), OnMap: true}); err != nil {
		t.Fatal(err)
	}
	if err := s.AddCondition("rat-1", engine.Poison); err != nil {
		t.Fatal(err)
	}
	if err := m.SetFromEngine(s); err != nil {
		t.Fatal(err)
	}
	want := []Figure{
		{ID: "hero", Name: "Brute", Kind: engine.KindCharacter, Side: engine.SideParty, HP: 10, MaxHP: 10, At: h(0, 0)},
		{ID: "rat-1", Name: "Cave Rat", Kind: engine.KindMonster, Side: engine.SideMonsters, Standee: 1, Elite: true,
			HP: 2, MaxHP: 6, Conditions: []engine.EffectKind{engine.Poison}, At: h(1, 0)},
	}
	if got := m.Figures(); !reflect.DeepEqual(got, want) {
		t.Errorf("figures\n got %+v\nwant %+v", got, want)
	}
	// the rat dies on a trap's worth of damage and leaves its money token
	if _, _, err := s.SufferDamage("rat-1", 5); err != nil {
		t.Fatal(err)
	}
	if err := m.SetFromEngine(s); err != nil {
		t.Fatal(err)
	}
	if len(m.Figures()) != 1 || m.Money(h(1, 0)) != 1 {
		t.Errorf("after the rat died: %d figures, %d tokens on [1,0]", len(m.Figures()), m.Money(h(1, 0)))
	}
}

func TestModelRefusesBadFigures(t *testing.T) {
	m := NewModel()
	if err := m.SetScenario(arena()); err != nil {
		t.Fatal(err)
	}
	hero := Figure{ID: "hero", Kind: engine.KindCharacter, Side: engine.SideParty, At: h(0, 0)}
	cases := []struct {
		name string
		figs []Figure
	}{
		{"empty ID", []Figure{{Side: engine.SideParty}}},
		{"same ID", []Figure{hero, func() Figure { f := hero; f.At = h(1, 0); return f }()}},
		{"same hex", []Figure{hero, func() Figure { f := hero; f.ID = "b"; return f }()}},
		{"off the map", []Figure{func() Figure { f := hero; f.At = h(9, 9); return f }()}},
		{"on an obstacle", []Figure{func() Figure { f := hero; f.At = h(-3, 1); return f }()}},
		{"in a closed door", []Figure{func() Figure { f := hero; f.At = h(-4, 2); return f }()}},
		{"no side", []Figure{func() Figure { f := hero; f.Side = ""; return f }()}},
	}
	for _, c := range cases {
		if err := m.SetFigures(c.figs); err == nil {
			t.Errorf("%s: accepted", c.name)
		}
	}
	if err := m.SetFigures([]Figure{func() Figure { f := hero; f.At = h(4, -2); return f }()}); err != nil {
		t.Errorf("a figure in an open door: %v", err)
	}
	if err := m.SetDoor(h(4, -2), false); err == nil {
		t.Error("closed a door with a figure in it")
	}
	if len(m.Figures()) != 1 {
		t.Errorf("a refused change changed the figures: %v", m.Figures())
	}
}

// TestInvisibleEnemyIsNotTargeted: like the engine's Scenario.AreaBoard,
// the screen leaves invisible enemies of the attacker out.
func TestInvisibleEnemyIsNotTargeted(t *testing.T) {
	m := NewModel()
	if err := m.SetScenario(arena()); err != nil {
		t.Fatal(err)
	}
	figs := arenaFigures()
	figs[3].Conditions = []engine.EffectKind{engine.Invisible} // rat-2 at [-1,0]
	if err := m.SetFigures(figs); err != nil {
		t.Fatal(err)
	}
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
	if tp, ok := m.Template(); !ok || tp.Title(English) != "Custom" {
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
