package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/haventable/haventable/hexgrid"
)

// MaxXP is the most experience a character gains in one scenario here.
const MaxXP = 999

// gainXP changes the experience character id gained in the scenario by
// amount (a negative amount takes back what was counted too much); the
// total never goes below 0.
func (s *Scenario) gainXP(id string, amount int) (int, error) {
	f, err := s.get(id)
	if err != nil {
		return 0, fmt.Errorf("gain experience: %w", err)
	}
	if f.Kind != KindCharacter {
		return 0, fmt.Errorf("gain experience: %q is not a character", id)
	}
	if amount == 0 {
		return f.XP, fmt.Errorf("gain experience: %q: no experience to add or take", id)
	}
	n := f.XP + amount
	if n < 0 || n > MaxXP {
		return f.XP, fmt.Errorf("gain experience: %q would have %d, want 0..%d", id, n, MaxXP)
	}
	f.XP = n
	return n, nil
}

// lootCards takes the money (loot) tokens on hex h; a character standing
// there (or by, when given) keeps them: as money tokens, or, when the
// scenario has a loot deck, as a loot card drawn for each token. It returns
// how many tokens there were, who took them and the cards drawn.
func (s *Scenario) lootCards(h hexgrid.Hex, by string) (int, string, []LootCard, error) {
	if s.money[h] == 0 {
		return 0, "", nil, fmt.Errorf("loot %v: %w", h, ErrNoMoney)
	}
	if by == "" {
		if id, ok := s.FigureAt(h); ok && s.byID[id].Kind == KindCharacter {
			by = id
		}
	}
	var f *Figure
	if by != "" {
		var err error
		if f, err = s.live(by); err != nil {
			return 0, "", nil, fmt.Errorf("loot %v: %w", h, err)
		}
		if f.Kind != KindCharacter {
			return 0, "", nil, fmt.Errorf("loot %v: %q is not a character", h, by)
		}
	}
	n := s.lootMoney(h)
	if s.lootDeck != nil {
		return n, by, s.drawLoot(n, f), nil
	}
	if f != nil {
		f.Money += n
	}
	return n, by, nil, nil
}

// exhaust makes character id exhausted (its player cannot play cards): it
// leaves the map, and its summons with it.
func (s *Scenario) exhaust(id string) (*Fallen, error) {
	f, err := s.live(id)
	if err != nil {
		return nil, fmt.Errorf("exhaust: %w", err)
	}
	if f.Kind != KindCharacter {
		return nil, fmt.Errorf("exhaust: %q is not a character", id)
	}
	at, onMap := f.At, f.OnMap
	f.Fall()
	return s.afterFall(f, at, onMap), nil
}

// LevelRewards are what a scenario level gives: gold for each money token
// looted, and the experience each character gains when the scenario is won.
type LevelRewards struct {
	Gold    [MaxScenarioLevel + 1]int
	BonusXP [MaxScenarioLevel + 1]int
}

// StandardRewards is the usual table: 2, 2, 3, 3, 4, 4, 5 and 6 gold a
// token, and 4 + 2 × level experience for a scenario won.
var StandardRewards = LevelRewards{
	Gold:    [MaxScenarioLevel + 1]int{2, 2, 3, 3, 4, 4, 5, 6},
	BonusXP: [MaxScenarioLevel + 1]int{4, 6, 8, 10, 12, 14, 16, 18},
}

// Reward is what one character takes home from a scenario.
type Reward struct {
	// Character is the figure, Sheet its campaign sheet (0: none).
	Character string
	Sheet     int64
	Name      string
	// XP is the experience gained during the scenario, BonusXP the
	// scenario's own (0 when it was lost); Money the tokens looted, Gold
	// what they are worth at the scenario's level, with the gold of the
	// money cards among Loot, the loot cards drawn (a scenario with a loot
	// deck).
	XP, BonusXP int
	Money, Gold int
	Loot        []LootCard
	// TreasureGold is the gold of the treasure chests the character
	// opened, at its face value (it is counted in Gold); Items the items
	// they gave it (GainItem: Amount the number, Name the name), which go
	// to its pool of items (docs/items.md, "Treasure").
	TreasureGold int
	Items        []TreasureGain
	// Exhausted is true when the character ended exhausted; it keeps its
	// experience and gold all the same.
	Exhausted bool
}

// ErrNoCharacters is returned by Rewards for a scenario without characters.
var ErrNoCharacters = errors.New("no character took part in the scenario")

// Rewards works out what each character takes home when the scenario ends,
// won (success) or lost, at its level in table: the experience gained in it
// plus, when won, the scenario's bonus; its money tokens turned to gold;
// the gold and items of the treasure chests it opened, won or lost.
// Exhausted characters are rewarded too. Characters come in the scenario's
// order.
func (s *Scenario) Rewards(success bool, table LevelRewards) ([]Reward, error) {
	var out []Reward
	for _, f := range s.figures {
		if f.Kind != KindCharacter {
			continue
		}
		r := Reward{Character: f.ID, Sheet: f.Sheet, Name: f.Name, XP: f.XP, Money: f.Money,
			Gold: f.Money*table.Gold[s.level] + LootGold(f.Loot), Loot: slices.Clone(f.Loot), Exhausted: f.State == Exhausted}
		if success {
			r.BonusXP = table.BonusXP[s.level]
		}
		for _, c := range s.chests {
			if c.OpenedBy != f.ID {
				continue
			}
			for _, g := range c.Gives {
				switch g.Kind {
				case GainGold:
					r.TreasureGold += g.Amount
				case GainItem:
					r.Items = append(r.Items, g)
				}
			}
		}
		r.Gold += r.TreasureGold
		out = append(out, r)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("rewards of %q: %w", s.name, ErrNoCharacters)
	}
	return out, nil
}
