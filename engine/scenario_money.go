package engine

import (
	"errors"
	"fmt"

	"github.com/haventable/haventable/engine/scenariofile"
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

// startMoney lays the money tokens a scenario file starts with, as
// placeMoney does, but in rooms not yet revealed too: there they wait,
// unseen by the players (see Revealed), until a door reveals their room.
func (s *Scenario) startMoney(file *scenariofile.File) error {
	for i, m := range file.Money {
		if m.Count < 1 || m.Count > scenariofile.MaxMoneyCount {
			return fmt.Errorf("money[%d]: %d tokens; 1 to %d", i, m.Count, scenariofile.MaxMoneyCount)
		}
		err := s.checkPlace(m.At)
		if err == nil && s.terrain.kinds[m.At] == TerrainObstacle {
			err = &HexError{Hex: m.At, Reason: ErrObstacle}
		}
		if err != nil && !errors.Is(err, ErrHidden) {
			return fmt.Errorf("money[%d]: %w", i, err)
		}
		if s.money[m.At] > 0 {
			return fmt.Errorf("money[%d]: %v given twice", i, m.At)
		}
		s.money[m.At] = m.Count
	}
	return nil
}
