package engine

import (
	"errors"
	"fmt"
)

// LootToken loots one loot (money) token in a scenario played without a
// map, where the tokens lie on the players' own board and not on hexes the
// table knows: Character takes it (empty: the character whose turn it is).
// In a scenario with a loot deck the token draws one loot card, which the
// character keeps (Figure.Loot); otherwise it is a money token, gold at the
// scenario's end as on a map. On a map a token is looted from its hex
// (LootMoney) and this action is refused.
type LootToken struct {
	Character string `json:"character,omitempty"`
}

func init() { registerAction(&LootToken{}) }

// Kind names.
func (LootToken) Kind() string { return "loot-token" }

// ErrTokensOnMap means a token looted without a hex in a scenario whose
// map holds its tokens (loot the hex instead).
var ErrTokensOnMap = errors.New("this scenario's loot tokens are on its map: loot the hex that holds them")

func (a LootToken) apply(s *Scenario) (Report, error) {
	if !s.WithoutMap() {
		return Report{}, fmt.Errorf("loot a token: %w", ErrTokensOnMap)
	}
	id := a.Character
	if id == "" { // no character's turn: ErrNoLooter, as for a chest
		if id = s.characterOf(s.active); id == "" || id != s.active {
			return Report{}, fmt.Errorf("loot a token: %w", ErrNoLooter)
		}
	}
	f, err := s.live(id)
	if err != nil {
		return Report{}, fmt.Errorf("loot a token: %w", err)
	}
	if f.Kind != KindCharacter {
		return Report{}, fmt.Errorf("loot a token: %q is not a character", id)
	}
	if s.lootDeck != nil {
		return Report{Looted: 1, LootedBy: id, Loot: s.drawLoot(1, f)}, nil
	}
	f.Money++
	return Report{Looted: 1, LootedBy: id}, nil
}

// looterOf is the character a LootToken action names, or the character
// whose turn it is.
func (s *Scenario) looterOf(a LootToken) string {
	if a.Character != "" {
		return s.character(a.Character)
	}
	if s.characterOf(s.active) == s.active {
		return s.active
	}
	return ""
}
