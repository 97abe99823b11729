package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// Chest is a treasure chest on the map, known by the number or name the
// scenario's source gives its treasure (Treasure: "7", "goal"). What the
// treasure holds is in the players' scenario book, which they read when a
// character opens the chest, unless a data pack of the scenario's edition
// gives it (Gives, set from Setup.Treasures): then the table plays and
// tells it (scenario_treasure.go).
type Chest struct {
	At       hexgrid.Hex `json:"at"`
	Treasure string      `json:"treasure"`
	// OpenedBy is the character who looted the chest; empty while it is
	// closed. An opened chest leaves the map.
	OpenedBy string `json:"opened_by,omitempty"`
	// Gives is what the treasure gives, when a data pack knows it; secret
	// until the chest is opened (PlayersJSON leaves it out).
	Gives []TreasureGain `json:"gives,omitempty"`
}

// Opened reports whether a character has looted the chest.
func (c Chest) Opened() bool { return c.OpenedBy != "" }

// ErrNoChest means a hex to loot holds no closed treasure chest.
var ErrNoChest = errors.New("no closed treasure chest there")

// Chests returns the scenario's treasure chests, closed and opened, in the
// order of its file.
func (s *Scenario) Chests() []Chest { return slices.Clone(s.chests) }

// ChestAt returns the closed treasure chest on hex h, if any.
func (s *Scenario) ChestAt(h hexgrid.Hex) (Chest, bool) {
	if i := s.closedChest(h); i >= 0 {
		return s.chests[i], true
	}
	return Chest{}, false
}

// closedChest is the index of the closed chest on h, or -1.
func (s *Scenario) closedChest(h hexgrid.Hex) int {
	return slices.IndexFunc(s.chests, func(c Chest) bool { return c.At == h && !c.Opened() })
}

// startChests lays the treasure chests a scenario file gives, closed, in
// rooms not yet revealed too (there they wait unseen, as money does).
func (s *Scenario) startChests(file *scenariofile.File, treasures map[string][]TreasureGain) error {
	for i, t := range file.Treasures {
		if err := scenariofile.CheckTreasureLabel(t.Label); err != nil {
			return fmt.Errorf("treasures[%d]: %w", i, err)
		}
		if err := s.checkChestHex(t.At); err != nil && !errors.Is(err, ErrHidden) {
			return fmt.Errorf("treasures[%d]: %w", i, err)
		}
		if s.closedChest(t.At) >= 0 {
			return fmt.Errorf("treasures[%d]: %v given twice", i, t.At)
		}
		gives := slices.Clone(treasures[t.Label])
		if err := CheckGains(gives); err != nil {
			return fmt.Errorf("treasure %s: %w", t.Label, err)
		}
		s.chests = append(s.chests, Chest{At: t.At, Treasure: t.Label, Gives: gives})
	}
	return nil
}

// checkChestHex says why a chest cannot lie on h, if it cannot: off the
// map, in a closed door, on an obstacle, in a room not yet revealed.
func (s *Scenario) checkChestHex(h hexgrid.Hex) error {
	if err := s.checkPlace(h); err != nil {
		return err
	}
	if s.terrain.kinds[h] == TerrainObstacle {
		return &HexError{Hex: h, Reason: ErrObstacle}
	}
	return nil
}

// lootChest opens the closed chest on hex h for character by (empty: the
// character standing on h) and plays what it gives (openTreasure); the
// fall it brings, if any. The chest must be on a revealed hex.
func (s *Scenario) lootChest(h hexgrid.Hex, by string) (Chest, *Fallen, error) {
	i := s.closedChest(h)
	if i < 0 {
		return Chest{}, nil, fmt.Errorf("loot chest %v: %w", h, ErrNoChest)
	}
	if err := s.checkChestHex(h); err != nil {
		return Chest{}, nil, fmt.Errorf("loot chest %v: %w", h, err)
	}
	if by == "" {
		id, ok := s.FigureAt(h)
		if !ok || s.byID[id].Kind != KindCharacter {
			return Chest{}, nil, fmt.Errorf("loot chest %v: no character stands there: %w", h, ErrNoLooter)
		}
		by = id
	}
	f, err := s.live(by)
	if err != nil {
		return Chest{}, nil, fmt.Errorf("loot chest %v: %w", h, err)
	}
	if f.Kind != KindCharacter {
		return Chest{}, nil, fmt.Errorf("loot chest %v: %q is not a character", h, by)
	}
	s.chests[i].OpenedBy = by
	c := s.chests[i]
	c.Gives = slices.Clone(c.Gives)
	fl, err := s.openTreasure(c, by)
	if err != nil {
		return Chest{}, nil, fmt.Errorf("loot chest %v: %w", h, err)
	}
	return c, fl, nil
}

// ErrNoLooter means nobody was named to loot a chest and no character
// stands on it.
var ErrNoLooter = errors.New("say which character loots it")

// restoreChests takes the chests of a snapshot: each on the map, not on an
// obstacle or a closed door, one closed chest a hex, its label a
// treasure's, opened by a character of the scenario if opened.
func (s *Scenario) restoreChests(list []Chest) error {
	for i, c := range list {
		if err := s.checkChestHex(c.At); err != nil && !errors.Is(err, ErrHidden) {
			return fmt.Errorf("chests[%d]: %w", i, err)
		}
		if err := scenariofile.CheckTreasureLabel(c.Treasure); err != nil {
			return fmt.Errorf("chests[%d].treasure: %w", i, err)
		}
		if err := CheckGains(c.Gives); err != nil {
			return fmt.Errorf("chests[%d]: %w", i, err)
		}
		c.Gives = slices.Clone(c.Gives)
		if c.Opened() {
			if f, ok := s.byID[c.OpenedBy]; !ok || f.Kind != KindCharacter {
				return fmt.Errorf("chests[%d].opened_by: %q is not a character", i, c.OpenedBy)
			}
		} else if s.closedChest(c.At) >= 0 {
			return fmt.Errorf("chests[%d]: a second closed chest on %v", i, c.At)
		}
		s.chests = append(s.chests, c)
	}
	return nil
}
