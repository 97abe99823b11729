package modifier

// ConditionDamage applies a figure's brittle and ward to damage it is about
// to suffer, from any source (after an attack's shield and after a negate
// bonus): brittle doubles the damage, ward halves it (rounded down), and
// with both they cancel each other and the damage is unchanged. Either is
// spent by damage of 1 or more and then removed (both, when both are held);
// damage of 0 spends neither. It returns the damage suffered and the
// conditions spent, in notation order.
//
// The rules are Frosthaven's (rulebook, "Conditions"); Gloomhaven
// Secretariat applies them the same way (EntityManager
// sufferDamageHighlightConditions and applyCondition).
func ConditionDamage(damage int, brittle, ward bool) (int, []EffectKind) {
	return conditionDamage(damage, brittle, ward, nil)
}

func conditionDamage(damage int, brittle, ward bool, log *Log) (int, []EffectKind) {
	if damage < 1 || !(brittle || ward) {
		return max(0, damage), nil
	}
	switch {
	case brittle && ward:
		log.add(MsgBrittleWard, damage)
		return damage, []EffectKind{Brittle, Ward}
	case brittle:
		log.add(MsgBrittle, 2*damage)
		return 2 * damage, []EffectKind{Brittle}
	}
	log.add(MsgWard, damage/2)
	return damage / 2, []EffectKind{Ward}
}
