package engine

import (
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monsterturn"
)

// ShieldTotal is the figure's shield against an attack: its own and its
// shield bonuses' (before any pierce).
func (f Figure) ShieldTotal() int { return f.Shield + f.Bonuses.Shield() }

// RetaliateReach is a retaliate of Value against attackers up to Range hexes
// away.
type RetaliateReach struct{ Value, Range int }

// Retaliates are the figure's own retaliate and its retaliate bonuses
// (a drawn ability card's), summed by the range they reach, nearest first;
// nil when it has none.
func (f Figure) Retaliates() []RetaliateReach {
	var out []RetaliateReach
	add := func(value, reach int) {
		if value <= 0 {
			return
		}
		i, found := slices.BinarySearchFunc(out, reach, func(r RetaliateReach, reach int) int { return r.Range - reach })
		if found {
			out[i].Value += value
			return
		}
		out = slices.Insert(out, i, RetaliateReach{Value: value, Range: reach})
	}
	add(f.Retaliate, max(1, f.RetaliateRange))
	for _, b := range f.Bonuses {
		if b.Kind == modifier.BonusRetaliate {
			add(b.Value, b.Reach())
		}
	}
	return out
}

// TurnAttack is attack at as a monster's turn with action a makes it: at
// a's range, and ranged exactly when that range is above 0 (a melee attack
// has range 0).
func TurnAttack(at modifier.Attack, a monsterturn.Action) modifier.Attack {
	at.Ranged, at.Range = a.Range > 0, a.Range
	return at
}
