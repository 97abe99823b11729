package engine

import (
	"errors"
	"fmt"
	"slices"

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
// negative hexes sprung and the fall, if any. A path that costs more
// movement points than the figure has left of its move, when the engine
// knows it (MoveLeft: a monster with its card), is refused (ErrMoveTooFar);
// a move made is kept in its turn's progress (TurnProgress). A refused
// path changes nothing.
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
	if err := s.checkMovePoints(id, path, jump, flying); err != nil {
		return nil, nil, err
	}
	if len(path) > 1 {
		s.recordMove(f, path, jump, flying)
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

// PathTo returns the way walking figure id takes to hex to, as MoveAlong
// takes it, and the movement points it costs: the way that enters the
// fewest negative hexes (traps, hazardous terrain), then costs the fewest
// points (a difficult hex costs 2), as a monster's move is chosen
// (../shared/rules-monsters.md §2); among equal ways, the first found in
// direction order. A walking figure passes its allies but no enemy and no
// obstacle, and never a closed door or a hidden room; it must end on a free
// hex. The error wraps ErrBadPath (no way there) or is a *HexError (to
// cannot be stood on).
func (s *Scenario) PathTo(id string, to hexgrid.Hex) ([]hexgrid.Hex, int, error) {
	f, err := s.live(id)
	if err != nil {
		return nil, 0, fmt.Errorf("path: %w", err)
	}
	if !f.OnMap {
		return nil, 0, fmt.Errorf("path of %q: %w: it is not on the map", id, ErrBadPath)
	}
	if to == f.At {
		return []hexgrid.Hex{to}, 0, nil
	}
	if err := s.checkFree(to); err != nil {
		return nil, 0, fmt.Errorf("path of %q: %w", id, err)
	}
	type cost struct{ neg, pts int }
	less := func(a, b cost) bool { return a.neg < b.neg || a.neg == b.neg && a.pts < b.pts }
	best := map[hexgrid.Hex]cost{f.At: {}}
	from := map[hexgrid.Hex]hexgrid.Hex{}
	done := map[hexgrid.Hex]bool{}
	for {
		// the cheapest hex reached and not yet done (maps are small)
		var at hexgrid.Hex
		var c cost
		found := false
		for h, hc := range best {
			if !done[h] && (!found || less(hc, c) || hc == c && hexLess(h, at)) {
				at, c, found = h, hc, true
			}
		}
		if !found {
			return nil, 0, fmt.Errorf("path of %q to %v: %w: no way there", id, to, ErrBadPath)
		}
		if at == to {
			break
		}
		done[at] = true
		for _, n := range s.grid.Neighbors(at) {
			if done[n] || s.checkPlace(n) != nil || s.terrain.kinds[n] == TerrainObstacle {
				continue
			}
			if other, ok := s.FigureAt(n); ok && (s.byID[other].Side != f.Side || n == to) {
				continue
			}
			step := cost{c.neg, c.pts + 1}
			if s.terrain.kinds[n] == TerrainDifficult {
				step.pts++
			}
			if s.terrain.kinds[n].Negative() {
				step.neg++
			}
			if old, ok := best[n]; !ok || less(step, old) {
				best[n], from[n] = step, at
			}
		}
	}
	path := []hexgrid.Hex{to}
	for h := to; h != f.At; {
		h = from[h]
		path = append(path, h)
	}
	slices.Reverse(path)
	return path, best[to].pts, nil
}

// hexLess orders hexes in reading order (r, then q), for ties.
func hexLess(a, b hexgrid.Hex) bool { return a.R < b.R || a.R == b.R && a.Q < b.Q }
