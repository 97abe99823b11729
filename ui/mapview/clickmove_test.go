package mapview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
)

// A character in its turn moves by a click: select it, click a hex, and
// it walks there the cheapest way (a recorded MoveAlong), a trap where it
// ends doing its damage; a hex it cannot walk to is refused and said. A
// drag in Edit map is a placement: it does no damage, and says so
// (issue 40).
func TestClickMovesTheCharacterInItsTurn(t *testing.T) {
	m, v, _ := setup(t)
	eng := m.Engine()
	for _, a := range []engine.Action{engine.SetInitiative{Character: "hero", Leading: 1},
		engine.SetInitiative{Character: "ally", Leading: 50}} {
		if _, err := eng.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	for _, typ := range eng.MonsterTypes() {
		if _, err := eng.Do(engine.SetMonsterInitiative{Type: typ, Initiative: 60}); err != nil {
			t.Fatal(err)
		}
	}
	trap := h(2, 2)
	// Edit map: the ally dragged onto the trap is placed there, unhurt.
	test.Type(v, "e")
	from, to := v.PositionOf(h(1, 0)), v.PositionOf(trap)
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: delta(to, from)})
	v.DragEnd()
	if f, _ := eng.Figure("ally"); f.At != trap || f.HP != 3 || !strings.Contains(v.Status(), "a placement does no damage") {
		t.Fatalf("the ally dragged onto the trap: %v with %d hit points; status %q", f.At, f.HP, v.Status())
	}
	if !m.Trap(trap) {
		t.Fatal("a placement sprang the trap")
	}
	if err := m.Do(engine.Move{Figure: "ally", To: h(1, 0)}); err != nil {
		t.Fatal(err)
	}
	test.Type(v, "e")

	// Not its turn: a click on a hex clears the selection, as before.
	test.TapAt(v, v.PositionOf(h(0, 0)))
	test.TapAt(v, v.PositionOf(h(1, 1)))
	if _, ok := m.Selected(); ok {
		t.Error("a click beside the figure outside its turn kept the selection")
	}
	if _, err := eng.Do(engine.NextTurn{}); err != nil {
		t.Fatal(err)
	}
	m.ShowPreview(eng)
	test.TapAt(v, v.PositionOf(h(0, 0)))
	if f, ok := m.Selected(); !ok || f.ID != "hero" {
		t.Fatal("the hero is not selected")
	}
	test.TapAt(v, v.PositionOf(h(-3, 1))) // an obstacle
	if f, _ := eng.Figure("hero"); f.At != h(0, 0) || !strings.Contains(v.Status(), "obstacle") {
		t.Errorf("a click on an obstacle: hero on %v, status %q", f.At, v.Status())
	}
	test.TapAt(v, v.PositionOf(trap))
	hero, _ := eng.Figure("hero")
	if hero.At != trap || hero.HP >= 7 || m.Trap(trap) {
		t.Fatalf("after the click on the trap: %+v, trap still there %v", hero, m.Trap(trap))
	}
	if st := v.Status(); !strings.Contains(st, "Brute moves to [2,2]") || !strings.Contains(st, "damage from traps") {
		t.Errorf("status %q", st)
	}
}
