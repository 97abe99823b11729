package engine

import (
	"fmt"

	"github.com/haventable/haventable/hexgrid"
)

// placeMoney puts n money tokens on map hex h (a scenario's own tokens, or
// tokens moved by hand at the table). Tokens lie under figures; they may not
// lie on an obstacle or in a closed door (a *HexError says which).
func (s *Scenario) placeMoney(h hexgrid.Hex, n int) error {
	if n < 1 {
		return fmt.Errorf("place money: %d tokens; at least 1", n)
	}
	if err := s.checkPlace(h); err != nil {
		return fmt.Errorf("place money: %w", err)
	}
	if s.terrain.kinds[h] == TerrainObstacle {
		return fmt.Errorf("place money: %w", &HexError{Hex: h, Reason: ErrObstacle})
	}
	s.money[h] += n
	return nil
}

// moveMoney moves every money token on hex from to hex to, as one change.
func (s *Scenario) moveMoney(from, to hexgrid.Hex) error {
	n := s.money[from]
	if n == 0 {
		return fmt.Errorf("move money: no money token on %v", from)
	}
	if from == to {
		return nil
	}
	if err := s.placeMoney(to, n); err != nil {
		return fmt.Errorf("move money: %w", err)
	}
	delete(s.money, from)
	return nil
}
