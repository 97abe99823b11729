package engine_test

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// moverCard is the flooded-crossing sample whose Bog Lurkers' card is
// "Move 2, Attack +0": it returns the scenario at the elite lurker's turn
// (the lurker at (4,4), away from the brute) and its ID.
func moverCard(t *testing.T) (*engine.Scenario, string) {
	t.Helper()
	scn := lurkerCard(t, 5, 90,
		monster.Action{Type: monster.KindMove, Value: monster.Fixed(2)},
		monster.Action{Type: monster.KindAttack, Value: monster.Plus(0)})
	lurker, _, _ := lurkers(t, scn)
	turnOf(t, scn, lurker)
	if left, ok := scn.MoveLeft(lurker); !ok || left != 2 {
		t.Fatalf("the lurker's move left as its turn starts: %d %v, want 2", left, ok)
	}
	return scn, lurker
}

// walkTo returns the way id walks to a free hex costing exactly cost
// movement points (PathTo).
func walkTo(t *testing.T, scn *engine.Scenario, id string, cost int) []hexgrid.Hex {
	t.Helper()
	for _, h := range scn.Map().Hexes() {
		if p, n, err := scn.PathTo(id, h); err == nil && n == cost && scn.PathCost(p, false, false) == cost {
			return p
		}
	}
	t.Fatalf("no hex %d movement points from %s", cost, id)
	return nil
}

// A monster's move along a path is bounded by its card's move less what
// it spent this turn: a way beyond it is refused before anything changes
// (issue 41).
func TestMoveAlongChecksTheMovePoints(t *testing.T) {
	scn, lurker := moverCard(t)
	far := walkTo(t, scn, lurker, 3)
	before := snapshotOf(t, scn)
	if _, err := scn.Do(engine.MoveAlong{Figure: lurker, Path: far}); !errors.Is(err, engine.ErrMoveTooFar) {
		t.Fatalf("a way of 3 points with move 2: %v, want ErrMoveTooFar", err)
	}
	if string(snapshotOf(t, scn)) != string(before) {
		t.Error("the refused move changed the scenario")
	}
	// Flying, the same way may cost less (no difficult terrain) and is
	// checked all the same.
	one := walkTo(t, scn, lurker, 1)
	do(t, scn, engine.MoveAlong{Figure: lurker, Path: one})
	if left, _ := scn.MoveLeft(lurker); left != 1 {
		t.Errorf("after a move of 1: %d left, want 1", left)
	}
	if p := scn.TurnProgress(lurker); p.Moved != 1 || !slices.Equal(p.Entered, one[1:]) {
		t.Errorf("progress after the move: %+v", p)
	}
	two := walkTo(t, scn, lurker, 2)
	if _, err := scn.Do(engine.MoveAlong{Figure: lurker, Path: two}); !errors.Is(err, engine.ErrMoveTooFar) {
		t.Errorf("a second way of 2 points with 1 left: %v", err)
	}
	// The turn over, the progress goes with it.
	do(t, scn, engine.NextTurn{})
	if p := scn.TurnProgress(lurker); p.Moves() || p.Moved != 0 {
		t.Errorf("after the turn: %+v", p)
	}
}

// The turn in progress is the scenario's: a snapshot keeps it, and going
// back to the snapshot taken before the move (as an undo does) gives back
// the turn as it was, to its solved choices.
func TestUndoGivesBackTheTurnBeforeTheMove(t *testing.T) {
	scn, lurker := moverCard(t)
	plan, ok := scn.MonsterPlan(lurker)
	if !ok {
		t.Fatal("no plan")
	}
	before := snapshotOf(t, scn)
	turn, err := scn.MonsterTurnLeft(lurker, plan.Action)
	if err != nil || len(turn.Choices) == 0 || len(turn.Choices[0].Path) < 2 {
		t.Fatalf("the turn before the move: %+v %v", turn, err)
	}
	do(t, scn, engine.MoveAlong{Figure: lurker, Path: turn.Choices[0].Path})
	if left := scn.TurnLeft(lurker, plan.Action); left.Move != 0 || left.Targets != plan.Action.Targets {
		t.Errorf("what is left after the move: %+v", left)
	}
	after, err := scn.MonsterTurnLeft(lurker, plan.Action)
	if err != nil || len(after.Choices) == 0 || len(after.Choices[0].Path) != 1 {
		t.Errorf("the turn after the move still moves: %+v %v", after, err)
	}
	moved := snapshotOf(t, scn)
	again, err := engine.UnmarshalScenario(moved)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again.TurnProgress(lurker), scn.TurnProgress(lurker)) || string(snapshotOf(t, again)) != string(moved) {
		t.Errorf("the snapshot lost the progress: %+v", again.TurnProgress(lurker))
	}
	undone, err := engine.UnmarshalScenario(before)
	if err != nil {
		t.Fatal(err)
	}
	back, err := undone.MonsterTurnLeft(lurker, plan.Action)
	if err != nil || !reflect.DeepEqual(back, turn) {
		t.Errorf("after the undo the turn is %+v (%v), want %+v", back, err, turn)
	}
	if left, _ := undone.MoveLeft(lurker); left != 2 {
		t.Errorf("after the undo %d left, want 2", left)
	}
}

// The enemies next to the hexes a figure entered are kept as it enters
// them; an attack applied is kept too, and then the attack is done.
func TestProgressKeepsPathEnemiesAndAttacks(t *testing.T) {
	scn, lurker := moverCard(t)
	brute, ok := scn.Figure("brute")
	if !ok {
		t.Fatal("no brute")
	}
	// the brute two hexes away from the lurker, in a straight line
	l, _ := scn.Figure(lurker)
	var way []hexgrid.Hex
	for _, n := range scn.Map().Neighbors(l.At) {
		for _, m := range scn.Map().Neighbors(n) {
			if hexgrid.Distance(l.At, m) != 2 || way != nil {
				continue
			}
			if _, taken := scn.FigureAt(m); taken || scn.PathCost([]hexgrid.Hex{l.At, n}, false, false) != 1 {
				continue
			}
			if _, taken := scn.FigureAt(n); !taken {
				do(t, scn, engine.Move{Figure: "brute", To: m})
				way = []hexgrid.Hex{l.At, n}
			}
		}
	}
	if way == nil {
		t.Fatal("no room")
	}
	do(t, scn, engine.MoveAlong{Figure: lurker, Path: way})
	if p := scn.TurnProgress(lurker); !slices.Equal(p.PathEnemies, []string{brute.ID}) {
		t.Errorf("enemies along the way: %v, want the brute", p.PathEnemies)
	}
	plan, _ := scn.MonsterPlan(lurker)
	a := plan.Action
	a.PathTargets = true
	turn, err := scn.MonsterTurnLeft(lurker, a)
	if err != nil || len(turn.Choices) == 0 || !slices.Equal(turn.Choices[0].Targets, []string{brute.ID}) {
		t.Errorf("an attack on the enemies along the way, after it: %+v %v", turn, err)
	}
	do(t, scn, engine.DrawAttack{Attacker: lurker, Targets: []string{brute.ID}, Attack: *plan.Attack})
	do(t, scn, engine.ApplyAttack{})
	if p := scn.TurnProgress(lurker); !slices.Equal(p.Attacked, []string{brute.ID}) {
		t.Errorf("attacked: %v", p.Attacked)
	}
	if left := scn.TurnLeft(lurker, plan.Action); left.Targets != 0 {
		t.Errorf("the attack is left after it: %+v", left)
	}
}

func snapshotOf(t *testing.T, scn *engine.Scenario) []byte {
	t.Helper()
	b, err := scn.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// An immobilized monster has no move left, a stunned one no move and no
// attack: the turn left and MoveAlong say so.
func TestConditionsLeaveNoMove(t *testing.T) {
	for _, c := range []modifier.EffectKind{modifier.Immobilize, modifier.Stun} {
		scn, lurker := moverCard(t)
		do(t, scn, engine.SetCondition{Figure: lurker, Condition: c, Held: true})
		plan, _ := scn.MonsterPlan(lurker)
		if left, known := scn.MoveLeft(lurker); !known || left != 0 {
			t.Errorf("%v: %d left (%v), want none", c, left, known)
		}
		left := scn.TurnLeft(lurker, plan.Action)
		if left.Move != 0 || (left.Targets == 0) != (c == modifier.Stun) {
			t.Errorf("%v: turn left %+v", c, left)
		}
		if _, err := scn.Do(engine.MoveAlong{Figure: lurker, Path: walkTo(t, scn, lurker, 1)}); !errors.Is(err, engine.ErrMoveTooFar) {
			t.Errorf("%v: a move of 1: %v", c, err)
		}
	}
}
