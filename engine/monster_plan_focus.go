package engine

import (
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// cardFocus takes the farthest focus of the card's move or attack r into
// the plan's turn (monsterturn.Action.FocusFarthest): the monster focuses
// on the enemy farthest away, within r's focus range when it has one.
func (p *MonsterPlan) cardFocus(r monster.Resolved) {
	if r.FocusFarthest && !p.Action.FocusFarthest {
		p.Action.FocusFarthest, p.Action.FocusRange = true, r.FocusRange
	}
}

// cardTargets sets whom the card's first attack r targets where the card
// says so, in the plan's turn and in its attack a:
//   - "Target 1 enemy with all attacks" (OneTarget): the turn chooses one
//     target, its focus, and the attack is made as many times as r has
//     targets on it (modifier.Attack.Times);
//   - "Target all enemies occupying or adjacent to hexes entered during
//     the movement" (PathTargets): the turn's targets are those along the
//     path it moves (monsterturn.Action.PathTargets), as many as there are,
//     whatever their range from where it ends (the attack's range is not
//     checked: 0).
func (p *MonsterPlan) cardTargets(a *modifier.Attack, r monster.Resolved) {
	p.Action.OneTarget, p.Action.PathTargets = r.OneTarget, r.PathTargets
	switch {
	case r.OneTarget:
		a.MaxTargets, a.Times = 1, min(max(r.Target, 1), modifier.MaxValue)
	case r.PathTargets:
		a.MaxTargets, a.Range = 0, 0
	}
}
