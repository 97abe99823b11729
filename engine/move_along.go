package engine

import (
	"errors"
	"fmt"

	"github.com/haventable/haventable/hexgrid"
)

// Sprung is negative terrain a figure entered on its way: a trap (sprung and
// gone) or hazardous terrain, and the damage it did.
type Sprung struct {
	At     hexgrid.Hex `json:"at"`
	Trap   bool        `json:"trap,omitempty"`
	Damage int         `json:"damage"`
}

// ErrBadPath is wrapped by MoveAlong's errors for a path it refuses.
var ErrBadPath = errors.New("not a path the figure can take")

// moveAlong moves live figure id along path, one adjacent map hex after
// another from the hex it stands on (path[0]) to the last, as a monster's
// move worked out by MonsterTurn or a move made hex by hex. A walking figure
// may not enter an obstacle or pass an enemy; a jumping one passes over
// both; a flying one over everything. It must end on a free hex. Each
// negative hex entered does its damage (flying: none; jumping: only the
// last hex): a trap and is gone, or hazardous terrain, each as the scenario's
// edition says (rules.Edition's TrapDamage and HazardDamage). A figure that falls on the way stops there. It returns the
// negative hexes sprung and the fall, if any. A refused path changes
// nothing.
func (s *Scenario) moveAlong(id string, path []hexgrid.Hex, jump, flying bool) ([]Sprung, *Fallen, error) {
	f, err := s.live(id)
	if err != nil {
		return nil, nil, fmt.Errorf("move along: %w", err)
	}
	if !f.OnMap || len(path) == 0 || path[0] != f.At {
		return nil, nil, fmt.Errorf("move %q along %v: %w: it starts on %v", id, path, ErrBadPath, f.At)
	}
	if len(path) > 1 {
		if err := s.checkFree(path[len(path)-1]); err != nil {
			return nil, nil, fmt.Errorf("move %q: %w", id, err)
		}
	}
	for i := 1; i < len(path); i++ {
		a, b := path[i-1], path[i]
		if !s.grid.Adjacent(a, b) && !(flying && hexgrid.Distance(a, b) == 1 && s.grid.Contains(b)) {
			return nil, nil, fmt.Errorf("move %q: %w: %v does not lead to %v", id, ErrBadPath, a, b)
		}
		if i == len(path)-1 || flying || jump {
			continue
		}
		if s.terrain.kinds[b] == TerrainObstacle {
			return nil, nil, fmt.Errorf("move %q: %w", id, &HexError{Hex: b, Reason: ErrObstacle})
		}
		if other, ok := s.FigureAt(b); ok && s.byID[other].Side != f.Side {
			return nil, nil, fmt.Errorf("move %q: %w: an enemy (%s) stands on %v", id, ErrBadPath, other, b)
		}
	}
	var sprung []Sprung
	for i := 1; i < len(path); i++ {
		h := path[i]
		last := i == len(path)-1
		kind := s.terrain.kinds[h]
		if flying || (jump && !last) || !kind.Negative() {
			continue
		}
		sp := Sprung{At: h, Trap: kind == TerrainTrap, Damage: s.rules.HazardDamage(s.level)}
		if sp.Trap {
			sp.Damage = s.TrapDamage(h)
			delete(s.terrain.kinds, h)
			delete(s.terrain.trapDamage, h)
		}
		sprung = append(sprung, sp)
		// The figure stands on h when the terrain hurts it (not a hex a
		// figure could stop on is only the path's last; others it passes).
		f.At = h
		_, fl, err := s.sufferDamage(id, sp.Damage)
		if err != nil {
			return sprung, nil, err // cannot happen: a live figure
		}
		if fl != nil {
			return sprung, fl, nil
		}
	}
	f.At = path[len(path)-1]
	if len(path) > 1 {
		s.did(id, didMove)
	}
	return sprung, nil, nil
}
