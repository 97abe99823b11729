package mapview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// A card's teleport asked for by the hand screen: the map says its range,
// a click on a taken hex or one beyond the range is refused and said, a
// click on an empty hex within range (past the rat between) places the
// character there, a recorded TeleportForCard; the teleport is then done
// and the next click walks again (docs/hand.md, "A card's teleport").
func TestClickTeleportsTheCharacter(t *testing.T) {
	m, v, _ := setup(t)
	eng := m.Engine()
	move := engine.CardHalf{Actions: []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(1)}}}
	deck := []engine.ClassCard{
		{Number: 1, Name: "Blink", Initiative: 5, Top: engine.CardHalf{Actions: []monster.Action{{Type: monster.KindText, Text: "Teleport 2"}}}, Bottom: move},
		{Number: 2, Name: "Step", Initiative: 20, Top: move, Bottom: move},
		{Number: 3, Name: "Pace", Initiative: 30, Top: move, Bottom: move},
		{Number: 4, Name: "Stride", Initiative: 40, Top: move, Bottom: move}}
	acts := []engine.Action{engine.ChooseHand{Character: "hero", Level: 1, HandSize: 4, Deck: deck, Cards: []int{1, 2, 3, 4}},
		engine.ChooseCards{Character: "hero", Leading: 1, Second: 2}, engine.SetInitiative{Character: "ally", Leading: 50}}
	for _, typ := range eng.MonsterTypes() {
		acts = append(acts, engine.SetMonsterInitiative{Type: typ, Initiative: 60})
	}
	acts = append(acts, engine.NextTurn{}, engine.PlayHalf{Character: "hero", Card: 1, Half: engine.HalfTop})
	for _, a := range acts {
		if _, err := eng.Do(a); err != nil {
			t.Fatalf("%s: %v", a.Kind(), err)
		}
	}
	m.ShowPreview(eng)
	m.SetTeleport(&engine.TeleportForCard{Character: "hero", Card: 1, Action: 0})
	if f, ok := m.Selected(); !ok || f.ID != "hero" || !strings.Contains(v.Status(), "teleport 2") {
		t.Fatalf("teleport asked: selected %v, status %q", f.ID, v.Status())
	}
	far, near := hexgrid.Hex{}, hexgrid.Hex{}
	for q := -4; q <= 4; q++ {
		for r := -4; r <= 4; r++ {
			x := h(q, r)
			switch d := hexgrid.Distance(h(0, 0), x); {
			case d == 3 && eng.EmptyHex(x):
				far = x
			case d == 2 && eng.EmptyHex(x) && hexgrid.Distance(h(2, 0), x) == 1:
				near = x // beside the rat beyond the ally: past both
			}
		}
	}
	if far == (hexgrid.Hex{}) || near == (hexgrid.Hex{}) {
		t.Fatalf("the arena has no empty hex 2 and 3 away: %v %v", near, far)
	}
	for _, tc := range []struct {
		at  hexgrid.Hex
		why string
	}{{h(1, 0), "Tinker"}, {far, "beyond the teleport's range"}} {
		test.TapAt(v, v.PositionOf(tc.at))
		if f, _ := m.Engine().Figure("hero"); f.At != h(0, 0) || !strings.Contains(v.Status(), tc.why) {
			t.Fatalf("a click on %v: hero on %v, status %q (want %q said)", tc.at, f.At, v.Status(), tc.why)
		}
	}
	test.TapAt(v, v.PositionOf(near))
	if f, _ := m.Engine().Figure("hero"); f.At != near || f.HP != 7 || !strings.Contains(v.Status(), "Brute teleports to "+near.String()) {
		t.Fatalf("a click on %v: hero on %v with %d hit points, status %q", near, f.At, f.HP, v.Status())
	}
	if _, _, ok := m.Teleport(); ok {
		t.Error("the teleport still waits once done")
	}
	if o, _ := m.Engine().CardOffers("hero", 1); len(o.Teleports) != 1 || !o.Teleports[0].Applied {
		t.Errorf("offers %+v, want the teleport done", o.Teleports)
	}
}
