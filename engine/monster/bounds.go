package monster

import (
	"fmt"
	"github.com/haventable/haventable/engine/condbonus"
	"slices"
)

// Bounds of what a card or stat card may hold, so that a scenario keeping
// one (read back from a file) stays small.
const (
	// MaxActions bounds the actions of one card, one boss special action
	// or one use action's bonus.
	MaxActions = 40
	// MaxActionDepth bounds the nesting of use actions.
	MaxActionDepth = 3
	// MaxAreaHexes bounds the hexes of an area template, MaxAreaCoord
	// their |q| and |r|.
	MaxAreaHexes = 40
	MaxAreaCoord = 10
	// MaxText bounds a text in bytes.
	MaxText = 10000
	// MaxListed bounds the conditions and elements of an action, and a
	// stat card's conditions and immunities.
	MaxListed = 64
	// MaxLevels bounds an action's per-level numbers (Action.PerLevel).
	MaxLevels = 8
)

// CheckBounds reports the first action of actions that holds more than a
// card may (see the Max constants), naming it by its place.
func CheckBounds(actions []Action) error { return checkBounds(actions, 0) }

func checkBounds(actions []Action, depth int) error {
	if len(actions) > MaxActions {
		return fmt.Errorf("%d actions, at most %d", len(actions), MaxActions)
	}
	if depth > MaxActionDepth {
		return fmt.Errorf("use actions nested deeper than %d", MaxActionDepth)
	}
	for i, a := range actions {
		switch {
		case len(a.Type) > 20 || len(a.IfPerformed) > 20 || len(a.TargetHas) > 20 || len(a.Monster) > MaxText || len(a.Text) > MaxText:
			return fmt.Errorf("action %d: a text of more than %d bytes", i+1, MaxText)
		case len(a.Conditions) > MaxListed || len(a.Elements) > MaxListed || len(a.Only) > len(Ranks):
			return fmt.Errorf("action %d: more than %d conditions or elements, or more ranks than there are", i+1, MaxListed)
		case len(a.Count) > 100 || len(a.Formula) > 100 || len(a.PerLevel) > MaxLevels || slices.ContainsFunc(a.PerLevel, func(n int) bool { return n < 0 || n > MaxAmount }),
			len(a.TargetFormula) > 100 || len(a.TargetPerLevel) > MaxLevels || slices.ContainsFunc(a.TargetPerLevel, func(n int) bool { return n < 0 || n > MaxAmount }):
			return fmt.Errorf("action %d: a count longer than 100 bytes, or more than %d per-level numbers, or one out of 0..%d", i+1, MaxLevels, MaxAmount)
		case a.Summoned != nil && (min(a.Summoned.Move, a.Summoned.Attack, a.Summoned.Range) < 0 ||
			max(a.Summoned.Move, a.Summoned.Attack, a.Summoned.Range) > MaxAmount):
			return fmt.Errorf("action %d: a summon's stat out of 0..%d", i+1, MaxAmount)
		case a.Area != nil && len(a.Area.Hexes) > MaxAreaHexes:
			return fmt.Errorf("action %d: an area of more than %d hexes", i+1, MaxAreaHexes)
		case a.Target < 0 || a.Target > MaxAmount || a.Pierce < 0 || a.Pierce > MaxAmount ||
			a.Push < 0 || a.Push > MaxAmount || a.Pull < 0 || a.Pull > MaxAmount || a.AllyAdjacent < 0 || a.AllyAdjacent > MaxAmount ||
			a.FocusRange < 0 || a.FocusRange > MaxAmount || a.SummonHP < 0 || a.SummonHP > MaxAmount ||
			a.TargetPlus < -MaxAmount || a.TargetPlus > MaxAmount || a.TargetHasBonus < 0 || a.TargetHasBonus > MaxAmount:
			return fmt.Errorf("action %d: a number out of 0..%d", i+1, MaxAmount)
		}
		if len(a.Ifs) > MaxListed {
			return fmt.Errorf("action %d: more than %d conditional bonuses", i+1, MaxListed)
		}
		for j, b := range a.Ifs {
			if err := b.Validate(); err != nil {
				return fmt.Errorf("action %d: conditional bonus %d: %w", i+1, j+1, err)
			}
		}
		if a.Area != nil {
			for _, h := range a.Area.Hexes {
				if len(h) != 2 || max(h[0], h[1], -h[0], -h[1]) > MaxAreaCoord {
					return fmt.Errorf("action %d: an area hex is not [q, r] within ±%d", i+1, MaxAreaCoord)
				}
			}
		}
		if err := checkBounds(a.Actions, depth+1); err != nil {
			return fmt.Errorf("action %d: %w", i+1, err)
		}
	}
	return nil
}

// CheckBounds reports what the stat card holds beyond the bounds of a card
// (see the Max constants), or a number below 0.
func (s StatCard) CheckBounds() error {
	if min(s.HitPoints, s.Move, s.Attack, s.Range, s.Shield, s.Retaliate, s.RetaliateRange, s.Pierce, s.Target, s.Characters, s.Level,
		s.TargetPlus, s.Push, s.Pull) < 0 {
		return fmt.Errorf("stat card of %q: a number below 0", s.Monster)
	}
	if max(s.TargetPlus, s.Push, s.Pull) > MaxAmount {
		return fmt.Errorf("stat card of %q: more than it may hold", s.Monster)
	}
	if len(s.Monster) > MaxText || len(s.Notes) > MaxText*4 || len(s.Conditions) > MaxListed || len(s.Immunities) > MaxListed || len(s.Special) > MaxActions {
		return fmt.Errorf("stat card of %q: more than it may hold", s.Monster)
	}
	for i, sp := range s.Special {
		if err := CheckBounds(sp); err != nil {
			return fmt.Errorf("stat card of %q: special %d: %w", s.Monster, i+1, err)
		}
	}
	return nil
}

// CloneActions returns a deep copy of actions.
func CloneActions(actions []Action) []Action {
	if actions == nil {
		return nil
	}
	out := make([]Action, len(actions))
	for i, a := range actions {
		out[i] = a.Clone()
	}
	return out
}

// Clone returns a deep copy of a.
func (a Action) Clone() Action {
	if a.Value != nil {
		v := *a.Value
		a.Value = &v
	}
	if a.Range != nil {
		r := *a.Range
		a.Range = &r
	}
	a.Conditions = slices.Clone(a.Conditions)
	a.Elements = slices.Clone(a.Elements)
	a.PerLevel = slices.Clone(a.PerLevel)
	a.TargetPerLevel = slices.Clone(a.TargetPerLevel)
	a.Slots = slices.Clone(a.Slots)
	a.Ifs = condbonus.Clone(a.Ifs)
	if a.Area != nil {
		ar := Area{Self: a.Area.Self, Hexes: slices.Clone(a.Area.Hexes)}
		for i, h := range ar.Hexes {
			ar.Hexes[i] = slices.Clone(h)
		}
		a.Area = &ar
	}
	if a.Summoned != nil {
		st := *a.Summoned
		a.Summoned = &st
	}
	a.Actions = CloneActions(a.Actions)
	a.Only = slices.Clone(a.Only)
	return a
}

// Clone returns a deep copy of s.
func (s StatCard) Clone() StatCard {
	s.Conditions = slices.Clone(s.Conditions)
	s.Immunities = slices.Clone(s.Immunities)
	if s.Special != nil {
		sp := make([][]Action, len(s.Special))
		for i, a := range s.Special {
			sp[i] = CloneActions(a)
		}
		s.Special = sp
	}
	return s
}
