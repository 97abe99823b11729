package modifier

import (
	"fmt"
	"slices"
)

// ModeAgainst is how the modifier cards are drawn when this attack targets
// t: the attacker's own advantage and disadvantage, plus disadvantage for a
// ranged attack on an adjacent target and against a target with a
// disadvantage bonus (BonusDisadvantage); they never stack and cancel
// (ModeFor). Advantage given the attack on t alone (Defender.Advantage)
// counts as the attack's own.
func (a Attack) ModeAgainst(t Defender) Mode {
	return ModeFor(a.Advantage || t.Advantage, a.Disadvantage || a.Ranged && t.Adjacent || t.Bonuses.has(BonusDisadvantage))
}

// ValueAgainst is the attack's value against target t, before the
// modifier cards: Value, AllyAdjacent more against a target adjacent to
// one of the attacker's allies, and TargetConditionBonus more against a
// target with condition TargetCondition, and what its conditional bonuses
// that hold of t add (Ifs), and what the attacker gives the attack on t
// alone (Defender.Bonus).
func (a Attack) ValueAgainst(t Defender) int {
	v := a.Value + t.Bonus
	if t.AllyAdjacent {
		v += a.AllyAdjacent
	}
	if a.TargetConditionBonus > 0 && slices.Contains(t.Conditions, a.TargetCondition) {
		v += a.TargetConditionBonus
	}
	for i, b := range a.Ifs {
		v += t.ifCount(i) * b.Attack
	}
	return min(v, MaxValue)
}

// AttackOdds returns the exact odds of attack a on target t, drawn from the
// deck as it stands now (the order of its draw pile unknown): the same
// attacker's modifiers and poison, mode, shields, pierce and negate bonuses
// that ResolveAttack applies, so the odds shown beside a deck are the odds of
// the attack that "Draw" would resolve.
func AttackOdds(deck *Deck, a Attack, t Defender) (Distribution, error) {
	in, err := AttackOddsInput(deck, a, t)
	if err != nil {
		return Distribution{}, err
	}
	d, err := Odds(in)
	if err != nil {
		return Distribution{}, fmt.Errorf("attack odds: target %s: %w", t.ID, err)
	}
	return d, nil
}

// AttackOddsInput is what Odds needs of attack a on target t from deck: a
// copy of its piles and plain numbers, to work out anywhere.
func AttackOddsInput(deck *Deck, a Attack, t Defender) (OddsInput, error) {
	if err := a.Validate(); err != nil {
		return OddsInput{}, fmt.Errorf("attack odds: %w", err)
	}
	if err := t.Validate(); err != nil {
		return OddsInput{}, fmt.Errorf("attack odds: target %s: %w", t.ID, err)
	}
	negate := false
	for _, b := range t.Bonuses {
		negate = negate || b.Kind == BonusNegate
	}
	return OddsInput{
		Draw:    deck.DrawPile(),
		Discard: deck.DiscardPile(),
		Mode:    a.ModeAgainst(t),
		Rules:   a.Rules,
		Attack:  ApplyAdjustments(a.ValueAgainst(t), a.Modifiers, t.Poisoned),
		Shield:  t.Shield + t.Bonuses.Shield(),
		Pierce:  a.PierceAgainst(t),
		HP:      t.HP,
		Negate:  negate,
		Brittle: t.Brittle,
		Ward:    t.Ward,
	}, nil
}
