package outpost

import (
	"errors"
	"fmt"
)

// Distilling (downtime, docs/outpost.md "Distilling"): rulebook p. 66,
// "Alchemist: Level 2": "Once the Alchemist has been upgraded to level 2,
// brewed potions can be distilled. Characters distill a potion by
// returning it from their pool of items to the available craftable
// supply. The distilling character gains any one of the herb resources
// required to brew the potion." From level 2 any brewed potion, of two
// herbs or three; a potion of the same herb twice or more is none of the
// alchemy chart's items here (p. 66, level 3: such a potion "cannot be
// distilled").

// Errors of a distilling refused.
var (
	// ErrDistillPotion: the item is not a potion of two or three different
	// herbs, one of each.
	ErrDistillPotion = errors.New("only a potion brewed from two or three different herbs is distilled")
	// ErrDistillHerb: the herb chosen is not one the potion is brewed from.
	ErrDistillHerb = errors.New("distilling gives one of the herbs the potion is brewed from")
)

// DistillLevelError is a distilling refused because the alchemist's level
// is below Need (the fields of BrewLevelError).
type DistillLevelError BrewLevelError

func (e DistillLevelError) Error() string {
	return fmt.Sprintf("distilling a potion of %d herbs needs the alchemist at level %d (it is at level %d)", e.Herbs, e.Need, e.Level)
}

// DistillLevel is the alchemist's level that distilling a potion of n
// herbs needs: 2 for two or three herbs (rulebook p. 66); other counts
// are refused.
func DistillLevel(n int) (int, error) {
	if n == 2 || n == 3 {
		return 2, nil
	}
	return 0, ErrDistillPotion
}

// CheckDistill checks that the potion brewed from potion (its crafting
// cost: one each of two or three different herbs) may be distilled at
// alchemist for herb: the alchemist standing (not wrecked) at the level
// the potion's herbs need, and herb one of them.
func CheckDistill(potion Supply, herb Resource, alchemist Standing) error {
	n, need, err := alchemy(potion, true, alchemist, DistillLevel, ErrDistillPotion)
	switch {
	case err != nil:
		return err
	case need > 0:
		return DistillLevelError{Herbs: n, Level: alchemist.Level, Need: need}
	case potion.Of(herb) != 1:
		return ErrDistillHerb
	}
	return nil
}
