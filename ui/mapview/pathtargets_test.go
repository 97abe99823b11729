package mapview

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monsterturn"
)

// A card whose attack targets the enemies along the move: the toolbar's
// turn keeps the card's rule (its plan), and once the monster has moved,
// Attack hands over the targets of the path it moved along, as the engine
// kept them (from its new hex there is no path left to find them on).
func TestPathTargetsAfterTheMove(t *testing.T) {
	s, w := arenaScreen(t, 900, 600)
	defer w.Close()
	s.PlanFor = func(id string) (engine.MonsterPlan, bool) {
		return engine.MonsterPlan{Action: monsterturn.Action{Move: 3, Targets: 1, Jump: true, PathTargets: true}}, true
	}
	var attacked []string
	s.OnAttack = func(_ string, targets []string) { attacked = targets }
	test.TapAt(s.View, s.View.PositionOf(h(-2, 3)))
	s.ShowTurn()
	turn, i, ok := s.Model.MonsterTurn()
	if !ok || turn.Monster != "rat-4" || len(turn.Choices[i].Targets) == 0 || len(turn.Choices[i].Path) < 2 {
		t.Fatalf("the turn shown: %+v (%s)", turn, s.Status.Text)
	}
	want := turn.Choices[i].Targets
	if !s.Model.request.PathTargets {
		t.Errorf("the turn shown lost the card's rule: %+v", s.Model.request)
	}
	s.MoveMonster()
	s.AttackFromTurn()
	if !slices.Equal(attacked, want) {
		t.Errorf("attack on %v after the move, want the path's %v (status %q)", attacked, want, s.Status.Text)
	}
}

// A monster that moved and has no attack: nothing is left of its turn, and
// the status line says so (not "no move and no attack", as for a card
// without either).
func TestTurnDoneAfterTheMove(t *testing.T) {
	s, w := arenaScreen(t, 900, 600)
	defer w.Close()
	s.PlanFor = func(id string) (engine.MonsterPlan, bool) {
		return engine.MonsterPlan{Action: monsterturn.Action{Move: 3, Jump: true}}, true
	}
	test.TapAt(s.View, s.View.PositionOf(h(-2, 3)))
	s.ShowTurn()
	if turn, i, ok := s.Model.MonsterTurn(); !ok || len(turn.Choices[i].Path) < 2 || s.Model.TurnDone() {
		t.Fatalf("the turn shown: %+v (%s)", turn, s.Status.Text)
	}
	s.MoveMonster()
	if !s.Model.TurnDone() || !strings.Contains(s.View.Status(), "nothing left of its turn") {
		t.Errorf("after the move: done %v, status %q", s.Model.TurnDone(), s.View.Status())
	}
}
