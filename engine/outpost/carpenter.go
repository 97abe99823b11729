package outpost

import "fmt"

// Carpenter is the carpenter's building name in the data. Its card (as
// Gloomhaven Secretariat's labels give it): level 1 "Reduce all
// construction costs by 1 material resource", level 2 "... and the extra
// construction cost by 1 morale"; wrecked, neither.
const Carpenter = "carpenter"

// CarpenterLevel is the level of the carpenter standing, 0 when it is not
// built or wrecked.
func (o Outpost) CarpenterLevel() int {
	if st := o.Standing(Carpenter); !st.Wrecked {
		return st.Level
	}
	return 0
}

// checkCarpenter refuses a construction that takes the carpenter's
// discount without the carpenter standing, or its morale reduction below
// its level 2 (or other than 0 or 1).
func (o Outpost) checkCarpenter(c Construction) error {
	lvl := o.CarpenterLevel()
	switch {
	case c.Discount.Material != "" && lvl < 1:
		return &RuleError{Rule: RuleNoCarpenter, Building: Carpenter}
	case c.CarpenterMorale < 0 || c.CarpenterMorale > 1:
		return fmt.Errorf("the carpenter reduces the extra construction's morale by 0 or 1, not %d", c.CarpenterMorale)
	case c.CarpenterMorale == 1 && lvl < 2:
		return fmt.Errorf("the carpenter reduces the extra construction's morale from its level 2 (it is at %d)", lvl)
	}
	return nil
}
