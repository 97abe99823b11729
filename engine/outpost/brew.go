package outpost

import (
	"errors"
	"fmt"
)

// Brewing (downtime, docs/outpost.md "Brewing"): at the alchemist a
// character brews the potion of any two herbs, or of any three once the
// alchemist is at level 3 (rulebook p. 66: "by spending any two herb
// resources ... in any combination"; the same herb may be spent twice). The alchemist's card says it
// level by level (as Gloomhaven Secretariat's labels give it: "Brew
// 2-herb potions", "Brew and distill 2-herb potions", "Brew and distill
// 2- and 3-herb potions"; wrecked: "Characters cannot use potions"); the
// potion of each set of herbs is the item whose crafting cost is those
// herbs (the alchemy chart).

// Alchemist is the alchemist's building name in the data.
const Alchemist = "alchemist"

// Errors of a brew refused.
var (
	// ErrBrewHerbs: the herbs are not two or three herbs.
	ErrBrewHerbs = errors.New("a potion is brewed from two or three herbs")
	// ErrNoAlchemist: the alchemist is not built, or is wrecked.
	ErrNoAlchemist = errors.New("the alchemist does not stand")
)

// BrewLevelError is a brew refused because the alchemist's level is
// below Need.
type BrewLevelError struct{ Herbs, Level, Need int }

func (e BrewLevelError) Error() string {
	return fmt.Sprintf("a potion of %d herbs needs the alchemist at level %d (it is at level %d)", e.Herbs, e.Need, e.Level)
}

// BrewLevel is the alchemist's level that brewing a potion of n herbs
// needs: 1 for two herbs, 3 for three; other counts are refused.
func BrewLevel(n int) (int, error) {
	switch n {
	case 2:
		return 1, nil
	case 3:
		return 3, nil
	}
	return 0, ErrBrewHerbs
}

// CheckBrew checks that herbs may be brewed at alchemist: two or three
// herbs in all, in any combination (the same herb twice or more
// included), and the alchemist standing (not wrecked) at the level their
// number needs.
func CheckBrew(herbs Supply, alchemist Standing) error {
	n, need, err := alchemy(herbs, false, alchemist, BrewLevel, ErrBrewHerbs)
	if err == nil && need > 0 {
		return BrewLevelError{Herbs: n, Level: alchemist.Level, Need: need}
	}
	return err
}

// alchemy checks herbs as a potion's (herbs only, one of each when once;
// bad otherwise) and the alchemist standing (ErrNoAlchemist) at the level
// level gives for their number: n is that number, need the level wanted
// when the alchemist's is below it (0 when it is not).
func alchemy(herbs Supply, once bool, alchemist Standing, level func(int) (int, error), bad error) (n, need int, err error) {
	for r, k := range herbs {
		if !r.Herb() || k < 0 || (once && k != 1) {
			return 0, 0, bad
		}
		n += k
	}
	lv, err := level(n)
	switch {
	case err != nil:
		return n, 0, err
	case alchemist.Level == 0 || alchemist.Wrecked:
		return n, 0, ErrNoAlchemist
	case alchemist.Level < lv:
		return n, lv, nil
	}
	return n, 0, nil
}

// Herb reports whether r is one of the six herbs.
func (r Resource) Herb() bool {
	for _, h := range Herbs {
		if r == h {
			return true
		}
	}
	return false
}
