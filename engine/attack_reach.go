package engine

import (
	"errors"
	"fmt"
	"github.com/haventable/haventable/engine/modifier"
)

// ErrOutOfRange is wrapped by the error of an attack on a target beyond
// the attack's range (Attack.Range).
var ErrOutOfRange = errors.New("target out of range")

// ErrOutOfSight is wrapped by the error of an attack on a target the
// attacker has no line of sight to.
var ErrOutOfSight = errors.New("target out of sight")

// ReachError is the error of an attack on a target out of its range or out
// of the attacker's sight. It wraps ErrOutOfRange or ErrOutOfSight, and
// names the target so that a caller can tell the players which figure.
type ReachError struct {
	Attacker string
	Target   string
	// Index is the target's place in the attack's targets (0 first).
	Index int
	// Range is the attack's range.
	Range int
	// Distance is the range from the attacker to the target counted along
	// the map; -1 when walls or closed doors separate them.
	Distance int
	// Err is ErrOutOfRange or ErrOutOfSight.
	Err error
}

// Error names the attacker, the target and why it cannot be attacked.
func (e *ReachError) Error() string {
	where := fmt.Sprintf("attack by %q: target %d (%s)", e.Attacker, e.Index, e.Target)
	switch {
	case errors.Is(e.Err, ErrOutOfSight):
		return fmt.Sprintf("%s: %v: no line of sight from the attacker", where, e.Err)
	case e.Distance < 0:
		return fmt.Sprintf("%s: %v: walls separate it from the attacker (range %d)", where, e.Err, e.Range)
	case e.Range == 1:
		return fmt.Sprintf("%s: %v: not adjacent to the attacker (%d hexes away, range 1)", where, e.Err, e.Distance)
	}
	return fmt.Sprintf("%s: %v: %d hexes away, range %d", where, e.Err, e.Distance, e.Range)
}

// Unwrap returns ErrOutOfRange or ErrOutOfSight.
func (e *ReachError) Unwrap() error { return e.Err }

// checkReach checks that figure f, target number i of an attack by att
// with range rng, is within range and sight: along the map (walls and
// closed doors count) at most rng hexes from the attacker, and seen from
// it; at range 1 (melee), adjacent on the map, which implies sight. Range 0
// is not checked. Both figures are on the map.
func (s *Scenario) checkReach(att, f *Figure, i, rng int) error {
	if rng == 0 || s.WithoutMap() { // without a map the players judge the range
		return nil
	}
	e := &ReachError{Attacker: att.ID, Target: f.ID, Index: i, Range: rng, Distance: -1}
	if d, ok := s.grid.Range(att.At, f.At); ok {
		e.Distance = d
	}
	if e.Distance < 0 || e.Distance > rng {
		e.Err = ErrOutOfRange
		return e
	}
	if rng > 1 && !s.grid.Sees(att.At, f.At) {
		e.Err = ErrOutOfSight
		return e
	}
	return nil
}

// CheckReach reports whether figure target is within range rng of figure
// attacker and in its sight, as DrawAttack checks each target of an attack
// with that range (Attack.Range): nil when it is, an error wrapping
// ErrOutOfRange or ErrOutOfSight (a *ReachError) when not, another error
// when either figure is not in play on the map. Range 0 is never refused.
func (s *Scenario) CheckReach(attacker, target string, rng int) error {
	if rng < 0 || rng > modifier.MaxValue {
		return fmt.Errorf("check reach: range %d out of 0..%d", rng, modifier.MaxValue)
	}
	att, err := s.live(attacker)
	if err != nil {
		return fmt.Errorf("check reach: attacker: %w", err)
	}
	f, err := s.live(target)
	if err != nil {
		return fmt.Errorf("check reach: target: %w", err)
	}
	if !att.OnMap || !f.OnMap {
		return fmt.Errorf("check reach: %q or %q is not on the map", attacker, target)
	}
	return s.checkReach(att, f, 0, rng)
}
