package engine

// AttackModeOf returns whether attack a by attacker is made with advantage
// and with disadvantage from the attacker's sources: the attack's own
// (a.Advantage, a.Disadvantage), the attacker's strengthen (advantage) and
// its muddle (disadvantage), as DrawAttack and the attack odds count them.
// The disadvantage of a ranged attack on an adjacent target depends on the
// target and is not counted here. An unknown attacker adds nothing.
func (s *Scenario) AttackModeOf(attacker string, a Attack) (advantage, disadvantage bool) {
	a = withAttackerMode(s.byID[attacker], a)
	return a.Advantage, a.Disadvantage
}

// withAttackerMode returns attack a with the advantage of att's strengthen
// and the disadvantage of its muddle added (att nil: a as it is).
func withAttackerMode(att *Figure, a Attack) Attack {
	if att != nil {
		a.Advantage = a.Advantage || att.Conditions.Has(Strengthen)
		a.Disadvantage = a.Disadvantage || att.Conditions.Has(Muddle)
	}
	return a
}
