package ui

import (
	"reflect"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/mapview"
	"github.com/haventable/haventable/ui/screen"
)

// crossingRound is a shell on the flooded crossing for Ana, a brute who
// acts last this round (initiative 99), the monsters' cards drawn; do does
// a table action, failing the test on an error.
func crossingRound(t *testing.T) (*Shell, *screen.Table, func(engine.Action) engine.Report) {
	s, _, _, _ := packShellOn(t, campaign.Character{Class: "brute", Name: "Ana", Level: 1}, "flooded-crossing")
	table := s.Env().Table
	do := doer(t, table)
	do(engine.SetInitiative{Character: "ana", Leading: 99, Second: 99})
	do(engine.DrawAbilities{})
	return s, table, do
}

// hops counts what one table change costs: the changes the table
// announced, the listener calls they made, the map's notifications, the
// monster turns solved and the plans the map asked.
type hops struct{ changes, redraws, notifies, solved, plans int }

// A monster's Move, from the click to the last redraw (issue 41, "one
// change, one trip"); then Undo shows the turn as it was before the move.
func TestMonsterMoveHops(t *testing.T) {
	s, table, do := crossingRound(t)
	for _, v := range Views {
		s.Show(v) // every screen built and listening
	}
	s.Show(ViewMap)
	listening := table.Listening()
	var h hops
	table.OnChange(func(play.Change) { h.changes++ })
	s.mapModel.AddListener(func(mapview.Change) { h.notifies++ })
	var before monsterturn.Turn
	for {
		rep := do(engine.NextTurn{})
		if rep.TurnStart == nil {
			t.Fatal("no monster moves before Ana's turn")
		}
		turn, i, ok := s.mapModel.MonsterTurn()
		if ok && turn.Monster == rep.TurnStart.Turn.Figure && len(turn.Choices[i].Path) > 1 {
			before = turn
			break
		}
	}
	h = hops{}
	solved, plans, redraws := s.mapModel.TurnsSolved(), s.mapScreen.PlansAsked(), screen.Redraws()
	s.mapScreen.MoveMonster()
	for range 3 { // every screen that reads the turn
		s.mapModel.MonsterTurn()
		s.mapModel.TurnOdds("ana")
	}
	h.solved, h.plans, h.redraws = s.mapModel.TurnsSolved()-solved, s.mapScreen.PlansAsked()-plans, int(screen.Redraws()-redraws)
	t.Logf("one monster Move: %d table change(s), %d screen(s) redrawn of %d listening, %d map notification(s), %d turn(s) solved, %d plan(s) asked",
		h.changes, h.redraws, listening, h.notifies, h.solved, h.plans)
	if h.changes != 1 || h.notifies > 1 || h.solved > 1 || h.plans > 1 {
		t.Errorf("one Move: %+v, want one change, the map notified, the turn solved and the plan asked once at most", h)
	}
	// a move on plain hexes changes no deck, no round, no hit points: the
	// decks, the figures list, the round and the campaign do not redraw,
	// only what shows where figures stand
	if h.redraws > 3 { // the map, the turn it follows, the attack panel (reach and sight)
		t.Errorf("%d screens redrawn after a move on plain hexes, of %d listening", h.redraws, listening)
	}
	moved, _, _ := s.mapModel.MonsterTurn()
	if f := fig(t, table.Scenario(), before.Monster); f.At == before.Start || moved.Start != f.At {
		t.Fatalf("the monster did not move: %+v", moved)
	}
	s.Undo()
	after, _, ok := s.mapModel.MonsterTurn()
	if !ok || !reflect.DeepEqual(after, before) {
		t.Errorf("after the undo the turn is\n%+v\nwant\n%+v", after, before)
	}
}

// A way longer than the monster's card allows (the players asked for more
// move in the toolbar) is refused by the engine, and the status line says
// why in the players' words; the monster stays.
func TestMonsterMoveBeyondItsCard(t *testing.T) {
	s, table, do := crossingRound(t)
	for {
		rep := do(engine.NextTurn{})
		if rep.TurnStart == nil {
			t.Fatal("no monster moves before Ana's turn")
		}
		id := rep.TurnStart.Turn.Figure
		left, known := table.Scenario().MoveLeft(id)
		if !known || left == 0 {
			continue
		}
		at := fig(t, table.Scenario(), id).At
		if err := s.mapModel.ShowMonsterTurn(monsterturn.Action{Move: left + 6, Targets: 1}); err != nil {
			t.Fatal(err)
		}
		a, ok := s.mapModel.MoveShown()
		if !ok || table.Scenario().PathCost(a.Path, false, false) <= left {
			continue // not farther than its card here
		}
		s.mapScreen.MoveMonster()
		if got := s.mapScreen.Status.Text; !strings.Contains(got, "Too far for the monster: movement points needed") {
			t.Errorf("status after a move beyond the card: %q", got)
		}
		if f := fig(t, table.Scenario(), id); f.At != at {
			t.Errorf("the monster moved to %v", f.At)
		}
		return
	}
}
