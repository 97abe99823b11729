package engine

// Effects of monster ability cards beyond their plain numbers: a card's
// conditional attack bonus (docs/monster-cards.md, "Card effects").

// adjacentToAlly reports whether figure f is adjacent, along the map (not
// through a wall), to one of att's allies: a figure on att's side other
// than att, active and on the map. It is what an attack's bonus against a
// target adjacent to any of the attacker's allies looks at
// (modifier.Attack.AllyAdjacent).
func (s *Scenario) adjacentToAlly(att, f *Figure) bool {
	if att == nil || f == nil || !f.OnMap || s.grid == nil {
		return false
	}
	for _, g := range s.figures {
		if g == att || g == f || g.Side != att.Side || !g.Alive() || !g.OnMap {
			continue
		}
		if s.grid.Adjacent(g.At, f.At) {
			return true
		}
	}
	return false
}
