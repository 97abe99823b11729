package outpost

import (
	"errors"
	"fmt"
)

// Distilling (downtime, docs/outpost.md "Distilling"): at the alchemist
// from level 2 a character distills a potion it owns: it gives the potion
// up and gains one of the herbs the potion is brewed from. The alchemist's
// card says which potions, level by level (Gloomhaven Secretariat's
// labels: level 2 "Brew and distill 2-herb potions", level 3 "Brew and
// distill 2- and 3-herb potions"); Gloomhaven Secretariat's distilling
// (its issue #649: "distill the potion, getting back one of the herbs")
// gives one herb of the potion's crafting cost.

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
// herbs needs: 2 for two herbs, 3 for three; other counts are refused.
func DistillLevel(n int) (int, error) {
	if n == 2 || n == 3 {
		return n, nil
	}
	return 0, ErrDistillPotion
}

// CheckDistill checks that the potion brewed from potion (its crafting
// cost: one each of two or three different herbs) may be distilled at
// alchemist for herb: the alchemist standing (not wrecked) at the level
// the potion's herbs need, and herb one of them.
func CheckDistill(potion Supply, herb Resource, alchemist Standing) error {
	n, need, err := alchemy(potion, alchemist, DistillLevel, ErrDistillPotion)
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
