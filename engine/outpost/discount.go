package outpost

// Discounted is cost c less the carpenter's discount d: one of the
// discounted material taken off (never below 0), the cost unchanged
// without a discount; a discount on anything but a material resource is
// refused. It is the arithmetic BuildCost, UpgradeCost and Rebuild apply,
// for a screen that shows what a construction would cost before it is
// made (rulebook p. 68: "the cost to build, upgrade, or rebuild any
// building is reduced by any one material resource").
func Discounted(c Cost, d Discount) (Cost, error) { return discounted(c, d) }
