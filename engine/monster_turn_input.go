package engine

import (
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/hexgrid"
)

// MonsterTurnInput describes the turn of figure id (a monster, or any
// figure that moves by the monster rules) with action a on the scenario as
// it stands: the revealed part of its map (closed doors are walls; rooms not
// yet revealed are left out, as off the map), its terrain there, and the
// figures in play on it. Its enemies' initiatives are this round's (a
// summon's is its summoner's; 0 when not set yet, so that they tie);
// invisible enemies are in the way but cannot be focused or attacked.
func (s *Scenario) MonsterTurnInput(id string, a monsterturn.Action) (monsterturn.Input, error) {
	f, err := s.live(id)
	if err != nil {
		return monsterturn.Input{}, fmt.Errorf("monster turn: %w", err)
	}
	if !f.OnMap {
		return monsterturn.Input{}, fmt.Errorf("monster turn: %q is not on the map", id)
	}
	m, err := s.revealedMap()
	if err != nil {
		return monsterturn.Input{}, fmt.Errorf("monster turn: %w", err)
	}
	in := monsterturn.Input{Map: m, Terrain: make(map[hexgrid.Hex]monsterturn.Terrain, len(s.terrain.kinds)), Active: id, Action: a, Rules: s.rules}
	for h, k := range s.terrain.kinds {
		if m.Contains(h) {
			in.Terrain[h] = k.turnTerrain()
		}
	}
	for _, g := range s.figures {
		if !g.Alive() || !g.OnMap || !m.Contains(g.At) {
			continue
		}
		in.Figures = append(in.Figures, monsterturn.Figure{
			ID: g.ID, Side: string(g.Side), At: g.At, Initiative: s.initiativeOf(g),
			Untargetable: g.Side != f.Side && g.Conditions.Has(modifier.Invisible),
		})
	}
	return in, nil
}

// turnTerrain is the kind as the monster-turn solver sees it.
func (k TerrainKind) turnTerrain() monsterturn.Terrain {
	switch k {
	case TerrainObstacle:
		return monsterturn.Obstacle
	case TerrainTrap:
		return monsterturn.Trap
	case TerrainHazardous:
		return monsterturn.Hazardous
	case TerrainDifficult:
		return monsterturn.Difficult
	}
	return monsterturn.Plain
}

// revealedMap returns the scenario's map without the hexes the players do
// not see yet (see Revealed): the map itself when every hex is revealed.
func (s *Scenario) revealedMap() (*hexgrid.Map, error) {
	all := s.grid.Hexes()
	hexes := slices.DeleteFunc(slices.Clone(all), func(h hexgrid.Hex) bool { return !s.Revealed(h) })
	if len(hexes) == len(all) {
		return s.grid, nil
	}
	spec := hexgrid.MapSpec{Hexes: hexes, Sight: s.grid.Sight()}
	for _, e := range s.grid.ThinWalls() {
		if a, b := e.Hexes(); s.Revealed(a) || s.Revealed(b) {
			spec.Walls = append(spec.Walls, e)
		}
	}
	for _, h := range s.grid.Closed() {
		if s.Revealed(h) {
			spec.Closed = append(spec.Closed, h)
		}
	}
	m, err := hexgrid.NewMap(spec)
	if err != nil {
		return nil, fmt.Errorf("the revealed map: %w", err)
	}
	return m, nil
}

// initiativeOf is the initiative figure f acts on this round, 0 when it has
// none yet.
func (s *Scenario) initiativeOf(f *Figure) int {
	switch {
	case f.Kind == KindCharacter:
		if in, ok := s.charInit[f.ID]; ok {
			return in.Value()
		}
	case f.Kind == KindSummon && f.Summoner != "":
		if in, ok := s.charInit[f.Summoner]; ok {
			return in.Value()
		}
	case f.Kind == KindMonster:
		return s.monInit[f.MonsterType]
	}
	return 0
}

// MonsterTurn solves the turn of figure id with action a on the scenario as
// it stands (see MonsterTurnInput and monsterturn.Solve). It changes nothing.
func (s *Scenario) MonsterTurn(id string, a monsterturn.Action) (monsterturn.Turn, error) {
	in, err := s.MonsterTurnInput(id, a)
	if err != nil {
		return monsterturn.Turn{}, err
	}
	return monsterturn.Solve(in)
}
