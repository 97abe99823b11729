package engine

import "github.com/haventable/haventable/hexgrid"

// SummonHexes returns the hexes a summon of figure summoner may be placed
// on, in direction order: the map hexes adjacent to it (not through a wall
// or a closed door) where a figure may stand (CanStand: no figure or
// obstacle). None when summoner is unknown or not on the map.
func (s *Scenario) SummonHexes(summoner string) []hexgrid.Hex {
	f, ok := s.byID[summoner]
	if !ok || !f.OnMap {
		return nil
	}
	var out []hexgrid.Hex
	for _, h := range s.grid.Neighbors(f.At) {
		if s.CanStand(h) {
			out = append(out, h)
		}
	}
	return out
}

// SummonHex returns the hex the monster a monster's ability summons is
// placed on: the first of SummonHexes (the players may move it to another),
// or, for a summon "in a hex adjacent to the target", the first free hex
// next to the target of the summoner's attack in its turn (none without
// an attack); false when none is free, and the summon fails.
func (s *Scenario) SummonHex(summoner string) (hexgrid.Hex, bool) {
	hs := s.SummonHexes(summoner)
	if next, ok := s.targetSummonHexes(summoner); ok {
		hs = next // "in a hex adjacent to the target"
	}
	if len(hs) == 0 {
		return hexgrid.Hex{}, false
	}
	return hs[0], true
}
