package mapview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monsterturn"
)

// Without a map a monster's turn is not worked out on the places that
// stand in for hexes: the status line says focus and path need a map and
// the players judge them; no turn, path or target is shown.
func TestTurnWithoutMapSaysPlayersJudge(t *testing.T) {
	test.NewTempApp(t)
	s := NewScreen(nil, nil)
	w := test.NewWindow(s.Content())
	defer w.Close()
	w.Resize(fyne.NewSize(900, 600))
	file := arena()
	file.WithoutMap = true
	if err := s.View.SetScenario(file); err != nil {
		t.Fatal(err)
	}
	s.Model.ShowPreview(tableOf(t, file, arenaFigures(), nil))
	if !s.Model.Engine().WithoutMap() {
		t.Fatal("the table is played on a map")
	}
	s.PlanFor = func(id string) (engine.MonsterPlan, bool) {
		return engine.MonsterPlan{Action: monsterturn.Action{Move: 2, Targets: 1}}, true
	}
	before := s.Model.TurnsSolved()
	s.PlayTurn("rat-1")
	if _, _, shown := s.Model.MonsterTurn(); shown || s.Model.TurnsSolved() != before {
		t.Errorf("a turn shown (%v) or worked out (%d times) without a map", shown, s.Model.TurnsSolved()-before)
	}
	want := "Rat 1: focus and path need a map. You judge them from its card, then move it and attack."
	if got := s.View.Status(); got != want {
		t.Errorf("status %q, want %q", got, want)
	}
}
