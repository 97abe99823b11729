package mapview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
)

// A passing message (a door opened, a monster with nobody to attack) is
// said for the turn it belongs to: the next round (or turn, or an undo)
// clears it, the pointer resting where it was (issue 40).
func TestPassingMessagesEndWithTheTurn(t *testing.T) {
	m, v, _ := setup(t)
	s := NewScreen(m, nil)
	s.View = v
	test.Type(v, "e")
	test.TapAt(v, v.PositionOf(h(-4, 2)))
	if !strings.Contains(v.Status(), "opened") {
		t.Fatalf("after the door: %q", v.Status())
	}
	if err := m.Do(engine.EndRound{}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(v.Status(), "opened") {
		t.Errorf("the next round still says %q", v.Status())
	}
	s.AttackFromTurn()
	if !strings.Contains(v.Status(), "nobody to attack") {
		t.Fatalf("attack with no turn shown: %q", v.Status())
	}
	if err := m.Do(engine.EndRound{}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(v.Status(), "nobody to attack") {
		t.Errorf("the next round still says %q", v.Status())
	}
}
