package engine

import (
	"fmt"
	"github.com/haventable/haventable/engine/condbonus"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
)

// ForcedMove is a push or pull an attack gives a target. The scenario
// reports it; the caller works out the path and moves the figure (Move).
type ForcedMove struct {
	Target string
	Kind   modifier.EffectKind // Push or Pull
	Amount int
}

// TargetOutcome is what an attack did to one target of the scenario.
type TargetOutcome struct {
	// Result is the target's result from ResolveAttack.
	Result modifier.TargetResult
	// Conditions are the conditions the attack applied.
	Conditions []modifier.EffectKind
	// Safeguarded are the conditions the target's safeguard stopped (at
	// most one: safeguard is then removed).
	Safeguarded []modifier.EffectKind
	// Spent are the target's conditions its damage used up and removed
	// (brittle, ward, regenerate), in notation order.
	Spent []modifier.EffectKind
	// Fallen is set when the target was brought to 0 hit points or fewer.
	Fallen *Fallen
	// Gone is set when the target had already fallen by the time a drawn
	// attack was applied (ApplyAttack): nothing was applied to it.
	Gone bool
	// Lost is set when the attacker had fallen (to retaliate) before this
	// target's turn in the attack: nothing was applied to it.
	Lost bool
	// Retaliated is the retaliate damage the attacker suffered after the
	// attack on this target; nil when none.
	Retaliated *Retaliation
	// Cursed is true when a curses effect put a curse into the target's
	// deck; false when it had none, or the supply had none left.
	Cursed bool
}

// AttackOutcome is what one attack did in the scenario.
type AttackOutcome struct {
	Attacker string
	Targets  []TargetOutcome
	// Infused are the elements the attack infused (they become strong at the
	// end of the current turn).
	Infused []modifier.EffectKind
	// Forced are the pushes and pulls to perform, target by target.
	Forced []ForcedMove
	// Blessed tells, for each blesses effect, whether a bless went into
	// the attacker's deck (false: the supply had none left).
	Blessed []bool
	// Other are the remaining added effects that the scenario does not
	// apply itself (heal N, shield N and target N on modifier cards, which
	// the player resolves), under the figure they concern: the attacker's
	// ID, since a modifier card's heal and shield are "self" and its
	// target adds one to the attack (rulebook, attack modifier effects).
	Other map[string][]modifier.Effect
	// Card is what the attacking monster's ability card then did at the
	// attack's targets ("the target also suffers 2 damage", "all enemies
	// adjacent to the target suffer 2 damage"): see EnemyAction.Attacked.
	Card []EnemyEffect
	// Tracks are the positions of use tracks the attack marked: the
	// attacker's cards for its attacks, its targets' for being attacked
	// and for damage their shield took off (a negate card's follow its
	// bonus, after the action).
	Tracks []TrackMark
	// Ifs are the attack's conditional bonuses (modifier.Attack.Ifs), by
	// the index each target's result counts them with (TargetResult.Ifs);
	// IfXP the experience they gave its attacker, a character ("gain
	// experience if …": ifXP).
	Ifs  []condbonus.Bonus
	IfXP int
}

// attack performs an attack by figure attacker on the figures targets, in
// that order, and applies its results.
//
// The attacker must be in play and able to attack (not stunned or
// disarmed); each target must be an enemy in play on the map, not
// invisible, and within the attack's range and the attacker's line of sight
// (attack.Range; a target out of either is refused with a *ReachError
// wrapping ErrOutOfRange or ErrOutOfSight, and nothing changes). The attack draws from the attacker's deck: a character's own,
// a summon's summoner's, the monster deck for monsters. The attacker's
// strengthen gives advantage and its muddle disadvantage; a ranged attack
// on an adjacent target (adjacent on the map: not through a wall) has
// disadvantage; a poisoned target adds +1. See ResolveAttack for the rest.
//
// The results are applied to the figures: hit points and active bonuses;
// a monster at 0 hit points or fewer dies at once (leaving a money token on
// its hex unless summoned or spawned), a character is exhausted (and its
// summons are removed), and nothing more of the attack applies to it.
// Otherwise the conditions of the attack are applied to the target, the
// element infusions are made, pushes and pulls are reported in Forced and
// the other added effects in Other.
//
// attack is DrawAttack followed at once by ApplyAttack; the table draws
// first, shows the cards, and applies after.
func (s *Scenario) attack(attacker string, a modifier.Attack, targets []string) (AttackOutcome, error) {
	if _, err := s.drawAttack(attacker, a, targets); err != nil {
		return AttackOutcome{}, err
	}
	return s.applyAttack()
}

func containsKind(ks []modifier.EffectKind, k modifier.EffectKind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

func conditionAdjective(k modifier.EffectKind) string {
	switch k {
	case modifier.Stun:
		return "stunned"
	case modifier.Disarm:
		return "disarmed"
	}
	return k.String()
}

// deckOf returns the deck a figure's attacks draw from: a character's own,
// a summon's summoner's, the monster deck for monsters (summoned or not),
// the allies' deck for the monsters on the characters' side when the
// scenario has one.
func (s *Scenario) deckOf(f *Figure) (*modifier.Deck, error) {
	for range len(s.figures) + 1 {
		switch f.Kind {
		case KindMonster:
			if f.Side == SideParty && s.allyDeck != nil {
				return s.allyDeck, nil
			}
			return s.monsterDeck, nil
		case KindCharacter:
			d, ok := s.decks[f.ID]
			if !ok {
				return nil, fmt.Errorf("character %q has no deck", f.ID)
			}
			return d, nil
		}
		owner, ok := s.byID[f.Summoner]
		if !ok {
			return nil, fmt.Errorf("summon %q: no summoner %q", f.ID, f.Summoner)
		}
		f = owner
	}
	return nil, fmt.Errorf("figure %q: summoners form a loop", f.ID)
}

// Standings returns the figures in play on the map as area targeting sees
// them, in the order they were added.
func (s *Scenario) Standings() []Standing {
	out := make([]Standing, 0, len(s.figures))
	for _, f := range s.figures {
		if f.Alive() && f.OnMap {
			out = append(out, Standing{ID: f.ID, Side: f.Side, At: f.At})
		}
	}
	return out
}

// standingsFor returns the standings as an attacker sees them: its
// invisible enemies are left out (they cannot be targeted).
func (s *Scenario) standingsFor(att *Figure) []Standing {
	out := make([]Standing, 0, len(s.figures))
	for _, f := range s.figures {
		if !f.Alive() || !f.OnMap {
			continue
		}
		if f.Side != att.Side && f.Conditions.Has(modifier.Invisible) {
			continue
		}
		out = append(out, Standing{ID: f.ID, Side: f.Side, At: f.At})
	}
	return out
}

// AreaBoard prepares area targeting for the attacker with the given range
// from the figures standing now (see NewAreaBoard); invisible enemies of
// the attacker are left out, as they cannot be targeted.
func (s *Scenario) AreaBoard(attacker string, rng int) (*AreaBoard, error) {
	att, err := s.live(attacker)
	if err != nil {
		return nil, fmt.Errorf("area: attacker: %w", err)
	}
	if !att.OnMap {
		return nil, fmt.Errorf("area: attacker %q is not on the map", attacker)
	}
	return NewAreaBoard(s.grid, s.standingsFor(att), attacker, rng)
}

// Area resolves one placement of area template t for the attacker with
// range rng (see AreaBoard.Resolve).
func (s *Scenario) Area(attacker string, rng int, t hexgrid.Template, p hexgrid.Placement) (AreaResult, error) {
	b, err := s.AreaBoard(attacker, rng)
	if err != nil {
		return AreaResult{}, err
	}
	return b.Resolve(t, p), nil
}
