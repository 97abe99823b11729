package engine

import (
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// What a monster's card does to the map: the monsters it spawns and the
// traps it creates (docs/monster-cards.md, "Card effects").

// MonsterSpawn is a spawn of a monster's card: Count ordinary monsters of
// Type (monster.Action.Spawn), placed as the monster's turn starts (the
// card's spawn before its first move or attack) or ends.
type MonsterSpawn struct {
	Type  string
	Elite bool
	Count int
	// Index is the action's place in the plan's Actions.
	Index int
}

// CardTrap is a trap a monster's card creates (monster.KindTrap): Damage
// is what it deals the figure that springs it.
type CardTrap struct {
	Damage int
	// Index is the action's place in the plan's Actions.
	Index int
}

// CardObstacle is a one-hex obstacle a monster's card places
// (monster.KindObstacle); Hazard: the enemies adjacent to it then suffer
// hazardous terrain damage.
type CardObstacle struct {
	Hazard bool
	// Index is the action's place in the plan's Actions.
	Index int
}

// maxSpawn bounds the monsters one spawn places.
const maxSpawn = 20

// mapActions adds r, action i of the plan, to its spawns or traps; false
// when it is neither.
func (p *MonsterPlan) mapActions(i int, r monster.Resolved) bool {
	switch {
	case r.Type == monster.KindSummon && r.Spawn:
		n := 1
		if r.Counted {
			n = min(r.Count, maxSpawn)
		}
		if r.Monster != "" && n > 0 {
			p.Spawns = append(p.Spawns, MonsterSpawn{Type: r.Monster, Elite: r.Elite, Count: n, Index: i})
		}
		return true
	case r.Type == monster.KindTrap:
		if r.Value > 0 {
			p.Traps = append(p.Traps, CardTrap{Damage: min(r.Value, modifier.MaxValue), Index: i})
		}
		return true
	case r.Type == monster.KindObstacle:
		p.Obstacles = append(p.Obstacles, CardObstacle{Hazard: r.Hazard, Index: i})
		return true
	}
	return false
}

// applyMapActions carries out the spawns, traps and obstacles of monster
// f's card that come before its first move or attack (before) or after it
// (!before), into out: the IDs of the monsters spawned, the hexes of the
// traps and obstacles created, and the hazardous terrain damage the
// enemies next to an obstacle suffered (with Enemies).
func (s *Scenario) applyMapActions(f *Figure, p MonsterPlan, before bool, out *CardEffects) {
	first := slices.IndexFunc(p.Actions, func(r monster.Resolved) bool {
		return r.Type == monster.KindMove || r.Type == monster.KindAttack
	})
	early := func(i int) bool { return first < 0 || i < first }
	for _, t := range p.Traps {
		if early(t.Index) != before {
			continue
		}
		if h, ok := s.TrapHex(f.ID); ok {
			s.terrain.kinds[h] = TerrainTrap
			s.terrain.trapDamage[h] = t.Damage
			out.Traps = append(out.Traps, h)
		}
	}
	for _, o := range p.Obstacles {
		if early(o.Index) != before || !f.Alive() {
			continue
		}
		h, ok := s.TrapHex(f.ID)
		if !ok {
			continue
		}
		s.terrain.kinds[h] = TerrainObstacle
		out.Obstacles = append(out.Obstacles, h)
		if !o.Hazard {
			continue
		}
		dmg := EnemyAction{Kind: monster.KindDamage, Damage: s.rules.HazardDamage(s.level), Index: o.Index}
		for _, g := range s.figures {
			if g.Alive() && g.OnMap && g.Side != f.Side && s.grid.Adjacent(g.At, h) {
				out.Enemies = append(out.Enemies, s.cardEffectOn(g, dmg))
			}
		}
	}
	for _, sp := range p.Spawns {
		if early(sp.Index) != before {
			continue
		}
		for _, h := range s.spawnHexes(f, sp.Count) {
			rep, err := AddStandee{Type: sp.Type, Elite: sp.Elite, At: h}.apply(s)
			if err != nil || rep.Added == "" {
				break // no stats for the type: the players place it
			}
			s.byID[rep.Added].Spawned = true // an ordinary monster; drops no money
			out.Spawned = append(out.Spawned, rep.Added)
		}
	}
}

// EmptyHex reports whether h is an empty hex: a map hex not sealed or
// hidden, with no figure, terrain, door or money token on it.
func (s *Scenario) EmptyHex(h hexgrid.Hex) bool {
	if !s.CanStand(h) || s.terrain.kinds[h] != TerrainNone || s.money[h] > 0 {
		return false
	}
	_, door := s.terrain.doors[h]
	return !door
}

// TrapHex returns the hex where monster id creates the trap of its card:
// the empty hex adjacent to it (along the map) closest to one of its
// enemies in play on the map, closeness counted as range is (along the
// map, around walls). Of hexes equally close the first in direction
// order is taken: the rules leave the choice to the players, and no
// screen offers it yet. False when it has no empty adjacent hex or no
// enemy is on the map.
func (s *Scenario) TrapHex(id string) (hexgrid.Hex, bool) {
	f, ok := s.byID[id]
	if !ok || !f.OnMap || s.grid == nil {
		return hexgrid.Hex{}, false
	}
	best, bestD := hexgrid.Hex{}, -1
	for _, h := range s.grid.Neighbors(f.At) {
		if !s.EmptyHex(h) {
			continue
		}
		for _, g := range s.figures {
			if !g.Alive() || !g.OnMap || g.Side == f.Side {
				continue
			}
			if d, ok := s.grid.Range(h, g.At); ok && (bestD < 0 || d < bestD) {
				best, bestD = h, d
			}
		}
	}
	return best, bestD >= 0
}

// spawnHexes returns up to n hexes where monsters monster f's card spawns
// are placed: free hexes (CanStand) nearest to it along the map, the
// adjacent ones first, each ring in direction order (the players may move
// them, as a summon).
func (s *Scenario) spawnHexes(f *Figure, n int) []hexgrid.Hex {
	if !f.OnMap || s.grid == nil || n <= 0 {
		return nil
	}
	seen := map[hexgrid.Hex]bool{f.At: true}
	ring := []hexgrid.Hex{f.At}
	var out []hexgrid.Hex
	for len(ring) > 0 && len(out) < n {
		var next []hexgrid.Hex
		for _, a := range ring {
			for _, h := range s.grid.Neighbors(a) {
				if seen[h] || s.checkPlace(h) != nil || s.terrain.kinds[h] == TerrainObstacle {
					continue
				}
				seen[h] = true
				next = append(next, h)
				if s.CanStand(h) && len(out) < n {
					out = append(out, h)
				}
			}
		}
		ring = next
	}
	return out
}

// TrapDamage returns the damage the trap on h deals: its own when a card
// created it, else the scenario's edition's for its level; 0 when no trap
// lies on h.
func (s *Scenario) TrapDamage(h hexgrid.Hex) int {
	if s.terrain.kinds[h] != TerrainTrap {
		return 0
	}
	if d, ok := s.terrain.trapDamage[h]; ok {
		return d
	}
	return s.rules.TrapDamage(s.level)
}

// closestEnemies returns the enemy of monster f closest to it (range
// counted along the map) among those in its sight, at any range (not an
// invisible one, which cannot be chosen); false when several are equally
// close, and the players choose.
func (s *Scenario) closestEnemies(f *Figure) ([]*Figure, bool) {
	var best []*Figure
	bestD := -1
	for _, g := range s.figures {
		if g == f || !g.Alive() || !g.OnMap || g.Side == f.Side || g.Conditions.Has(modifier.Invisible) {
			continue
		}
		d, ok := s.grid.Range(f.At, g.At)
		if !ok || (d > 1 && !s.grid.Sees(f.At, g.At)) {
			continue
		}
		switch {
		case bestD < 0 || d < bestD:
			best, bestD = []*Figure{g}, d
		case d == bestD:
			best = append(best, g)
		}
	}
	return best, len(best) <= 1
}

// hazardValues sets the number of each damage of hazardous terrain's
// (monster.Resolved.Hazard), in use bonuses too: what hazardous terrain
// deals in the scenario's edition at its level.
func (s *Scenario) hazardValues(rs []monster.Resolved) {
	for i := range rs {
		if rs[i].Type == monster.KindDamage && rs[i].Hazard {
			rs[i].Value = s.rules.HazardDamage(s.level)
		}
		s.hazardValues(rs[i].Bonus)
	}
}
