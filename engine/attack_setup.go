package engine

import "github.com/haventable/haventable/engine/modifier"

// AttackModeOf returns whether attack a by attacker is made with advantage
// and with disadvantage from the attacker's sources: the attack's own
// (a.Advantage, a.Disadvantage), the attacker's strengthen (advantage), an
// item it used (ItemBoostOf) and its muddle (disadvantage), as DrawAttack and the attack odds count them.
// The disadvantage of a ranged attack on an adjacent target depends on the
// target and is not counted here. An unknown attacker adds nothing.
func (s *Scenario) AttackModeOf(attacker string, a modifier.Attack) (advantage, disadvantage bool) {
	a = s.withItemBoost(attacker, withAttackerMode(s.byID[attacker], a))
	return a.Advantage, a.Disadvantage
}

// withAttackerMode returns attack a with the advantage of att's strengthen
// and the disadvantage of its muddle added (att nil: a as it is).
func withAttackerMode(att *Figure, a modifier.Attack) modifier.Attack {
	if att != nil {
		a.Advantage = a.Advantage || att.Conditions.Has(modifier.Strengthen)
		a.Disadvantage = a.Disadvantage || att.Conditions.Has(modifier.Muddle)
	}
	return a
}

// MeleeRange is the range of a melee attack (Attack.Range): its targets
// are adjacent to the attacker on the map.
const MeleeRange = 1

// AttackRange returns the range an attack is checked at (Attack.Range):
// rng, the range printed on the ability, for a ranged attack; MeleeRange
// for a melee attack, whatever rng is.
func AttackRange(ranged bool, rng int) int {
	if !ranged {
		return MeleeRange
	}
	return rng
}

// Enemies returns the IDs of the enemies of figure id in play, in figure
// order: the figures standing on the map, not fallen, on another side.
// They are the figures an attack by it may name as targets; an invisible
// one is among them (DrawAttack refuses it, as it refuses one out of
// range). An unknown figure has none.
func (s *Scenario) Enemies(id string) []string {
	att, ok := s.byID[id]
	if !ok {
		return nil
	}
	var out []string
	for _, f := range s.figures {
		if enemyInPlay(att, f) {
			out = append(out, f.ID)
		}
	}
	return out
}

// enemyInPlay reports whether f is an enemy of att in play: not fallen, on
// the map, on another side.
func enemyInPlay(att, f *Figure) bool {
	return f.Alive() && f.OnMap && f.Side != att.Side
}
