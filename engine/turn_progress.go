package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/hexgrid"
)

// TurnProgress is what a figure has done of its turn so far, as the table
// carried it out: the movement points its moves along a path spent
// (MoveAlong), the enemies standing on or next to the hexes it entered,
// and the targets it attacked (ApplyAttack). It is plain data kept in the
// scenario: it is written in snapshots, and an undo takes it back with the
// action that made it.
//
// It belongs to one figure at a time: the first move or attack of another
// figure starts that figure's progress afresh, and it is cleared whenever
// a turn starts or ends and when a round ends.
type TurnProgress struct {
	// Figure is the figure it belongs to ("": none).
	Figure string `json:"figure"`
	// Moved is the movement points spent (a difficult hex costs 2 when
	// walking; see Scenario.PathCost).
	Moved int `json:"moved,omitempty"`
	// Entered are the hexes entered by its moves, in order.
	Entered []hexgrid.Hex `json:"entered,omitempty"`
	// PathEnemies are the enemies that stood on, or next to (along the
	// map), a hex it entered as it entered it, in figure order: the targets
	// of a card's "all enemies occupying or adjacent to hexes entered
	// during the movement" (monsterturn.Action.PathTargets).
	PathEnemies []string `json:"path_enemies,omitempty"`
	// Attacked are the targets of its attacks applied, in order.
	Attacked []string `json:"attacked,omitempty"`
}

// Moves reports whether the figure has moved along a path.
func (p TurnProgress) Moves() bool { return len(p.Entered) > 0 }

// clone returns p with its own slices.
func (p TurnProgress) clone() TurnProgress {
	p.Entered, p.PathEnemies, p.Attacked = slices.Clone(p.Entered), slices.Clone(p.PathEnemies), slices.Clone(p.Attacked)
	return p
}

// ErrMoveTooFar is wrapped by MoveAlong's error for a path that costs more
// movement points than the figure has left of its move.
var ErrMoveTooFar = errors.New("farther than its move")

// TurnProgress returns what figure id has done of its turn so far (the
// zero progress, but for Figure, when it has done nothing the scenario
// keeps).
func (s *Scenario) TurnProgress(id string) TurnProgress {
	if s.progress.Figure != id {
		return TurnProgress{Figure: id}
	}
	return s.progress.clone()
}

// PathCost is the movement points a move along path costs, as the monster
// rules count them (rules-monsters.md §1, monsterturn's cost of a hex):
// flying, 1 a hex; jumping, 1 a hex passed and 1 for the landing hex (2
// on difficult terrain where the edition counts it,
// rules.Edition.JumpEndCountsTerrain); walking, 1 a hex and 2 a difficult
// hex. path starts on the figure's own hex, which costs nothing.
func (s *Scenario) PathCost(path []hexgrid.Hex, jump, flying bool) int {
	n := 0
	for i := 1; i < len(path); i++ {
		n++
		difficult := s.terrain.kinds[path[i]] == TerrainDifficult
		switch {
		case flying:
		case jump:
			if i == len(path)-1 && difficult && s.rules.JumpEndCountsTerrain() {
				n++
			}
		case difficult:
			n++
		}
	}
	return n
}

// MoveLeft returns the movement points figure id has left of its move this
// turn, and whether the engine knows its move: a monster whose type drew
// its ability card has the card's move (MonsterPlan's Action.Move) less
// what its moves spent (a path may spend what is left), none when
// immobilized or stunned. A character whose hand the table keeps has, on
// its turn, the move of the half it played last (its move value, or the
// default move 2) less what it moved since; the engine does not know the
// move of another character, of a half that is no move, nor of a monster
// without a card.
func (s *Scenario) MoveLeft(id string) (int, bool) {
	move, moved, ok := 0, s.TurnProgress(id).Moved, false
	if p, planned := s.MonsterPlan(id); planned {
		move, ok = p.Action.Move, true
	} else if m, before, card := s.cardMove(id); card {
		move, moved, ok = m, moved-before, true
	}
	if !ok {
		return 0, false
	}
	if stunned, immobile := s.barred(id); stunned || immobile {
		return 0, true
	}
	return max(move-moved, 0), true
}

// barred reports whether figure id is stunned (it performs no ability)
// and whether it is immobilized (it performs no move).
func (s *Scenario) barred(id string) (stunned, immobile bool) {
	f, ok := s.byID[id]
	if !ok {
		return false, false
	}
	return f.Conditions.Has(modifier.Stun), f.Conditions.Has(modifier.Immobilize)
}

// checkMovePoints refuses a move of figure id along path that costs more
// than the move it has left (MoveLeft), when the engine knows it.
func (s *Scenario) checkMovePoints(id string, path []hexgrid.Hex, jump, flying bool) error {
	left, known := s.MoveLeft(id)
	if cost := s.PathCost(path, jump, flying); known && cost > left {
		return fmt.Errorf("move %q: %w: the way costs %d movement points, %d left", id, ErrMoveTooFar, cost, left)
	}
	return nil
}

// recordMove adds a move of figure f along path (checked) to its turn's
// progress: the points spent, the hexes entered, and the enemies on or
// next to them as they stand now.
func (s *Scenario) recordMove(f *Figure, path []hexgrid.Hex, jump, flying bool) {
	p := s.TurnProgress(f.ID)
	p.Moved += s.PathCost(path, jump, flying)
	p.Entered = append(p.Entered, path[1:]...)
	for _, g := range s.figures {
		if g.Side == f.Side || !g.Alive() || !g.OnMap || g.Conditions.Has(modifier.Invisible) || slices.Contains(p.PathEnemies, g.ID) {
			continue
		}
		if slices.ContainsFunc(path[1:], func(h hexgrid.Hex) bool { return h == g.At || s.grid.Adjacent(h, g.At) }) {
			p.PathEnemies = append(p.PathEnemies, g.ID)
		}
	}
	s.progress = p
}

// recordAttack adds the targets of an attack by figure id to its turn's
// progress.
func (s *Scenario) recordAttack(id string, targets []modifier.TargetResult) {
	p := s.TurnProgress(id)
	for _, t := range targets {
		p.Attacked = append(p.Attacked, t.ID)
	}
	s.progress = p
}

// TurnLeft returns what is left of action a (a monster's move and attack)
// for figure id's turn as it has gone so far (TurnProgress) and as its
// conditions allow: once it has moved, its move is performed (Move 0: a
// monster's move is one ability, carried out once); once it has attacked,
// its attack is (Targets 0, no area). An immobilized figure performs no
// move, a stunned one no ability at all (rules-monsters.md, conditions).
func (s *Scenario) TurnLeft(id string, a monsterturn.Action) monsterturn.Action {
	p := s.TurnProgress(id)
	stunned, immobile := s.barred(id)
	if p.Moves() || stunned || immobile {
		a.Move = 0
	}
	if len(p.Attacked) > 0 || stunned {
		a.Targets, a.Area = 0, nil
	}
	return a
}

// MonsterTurnLeft solves what is left of figure id's turn with action a
// (TurnLeft) on the scenario as it stands (MonsterTurn). An attack on the
// enemies along the move (Action.PathTargets) whose move is done targets
// the enemies of the hexes it entered (TurnProgress.PathEnemies) that are
// still in play: from its new hex there is no path left to find them on.
// It changes nothing.
func (s *Scenario) MonsterTurnLeft(id string, a monsterturn.Action) (monsterturn.Turn, error) {
	left := s.TurnLeft(id, a)
	t, err := s.MonsterTurn(id, left)
	if err != nil || !a.PathTargets || left.Targets == 0 || left.Move > 0 {
		return t, err
	}
	var targets []string
	for _, e := range s.TurnProgress(id).PathEnemies {
		if g, ok := s.byID[e]; ok && g.Alive() && g.OnMap {
			targets = append(targets, e)
		}
	}
	for i := range t.Choices {
		if c := &t.Choices[i]; len(c.Path) < 2 {
			c.Targets = slices.Clone(targets)
			t.Attacks = t.Attacks || len(targets) > 0
		}
	}
	return t, nil
}

// checkProgress checks a snapshot's turn progress against the scenario
// read: its figure and the figures it names exist.
func (s *Scenario) checkProgress(p TurnProgress) error {
	if p.Figure == "" {
		if p.Moved != 0 || len(p.Entered)+len(p.PathEnemies)+len(p.Attacked) > 0 {
			return errors.New("turn_progress: progress of no figure")
		}
		return nil
	}
	if p.Moved < 0 {
		return fmt.Errorf("turn_progress: moved %d", p.Moved)
	}
	for _, id := range append(append([]string{p.Figure}, p.PathEnemies...), p.Attacked...) {
		if _, ok := s.byID[id]; !ok {
			return fmt.Errorf("turn_progress: no figure %q", id)
		}
	}
	for _, h := range p.Entered {
		if !s.grid.Contains(h) {
			return fmt.Errorf("turn_progress: %v is not on the map", h)
		}
	}
	return nil
}
