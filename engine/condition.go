package engine

import (
	"encoding/json"
	"fmt"
	"math/bits"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/strictjson"
)

// ConditionKinds lists the conditions of this game's notation, in notation
// order: BaseConditions, then those later editions add. A condition is
// named by its EffectKind.
var ConditionKinds = append(slices.Clone(BaseConditions), modifier.Brittle, modifier.Bane, modifier.Impair, modifier.Ward,
	modifier.Regenerate, modifier.Chill, modifier.Infect, modifier.Rupture, modifier.Dodge, modifier.Empower, modifier.Enfeeble,
	modifier.Safeguard, modifier.Plague)

// BaseConditions are the eight conditions of every edition (Gloomhaven's).
// The others are held and shown like them and count for immunities; their
// rules as the engine plays them are in the Conditions type's doc and in
// docs/editions.md, "Conditions". Chill, dodge, empower, enfeeble and
// plague are only held and shown.
var BaseConditions = []modifier.EffectKind{modifier.Poison, modifier.Wound, modifier.Muddle, modifier.Immobilize, modifier.Disarm, modifier.Stun, modifier.Invisible, modifier.Strengthen}

// ExpiresAtEndOfTurn reports whether condition k ends by itself: immobilize,
// disarm, stun and muddle (negative) and invisible and strengthen (positive)
// are removed at the end of the bearer's next turn. Poison and wound stay
// until the bearer is healed (or the scenario ends).
func ExpiresAtEndOfTurn(k modifier.EffectKind) bool {
	switch k {
	case modifier.Immobilize, modifier.Disarm, modifier.Stun, modifier.Muddle, modifier.Invisible, modifier.Strengthen, modifier.Impair:
		return true
	}
	return false
}

// HealRemoves reports whether a heal removes condition k from its target:
// poison and wound (every edition), brittle and bane (Frosthaven), infect
// and rupture (Crimson Scales, as Gloomhaven Secretariat plays them).
func HealRemoves(k modifier.EffectKind) bool {
	switch k {
	case modifier.Poison, modifier.Wound, modifier.Brittle, modifier.Bane, modifier.Infect, modifier.Rupture:
		return true
	}
	return false
}

// PreventsHeal reports whether condition k takes the whole of a heal on its
// bearer (the heal removes it and restores no hit points): poison, and
// infect (Crimson Scales, as Gloomhaven Secretariat plays it).
func PreventsHeal(k modifier.EffectKind) bool { return k == modifier.Poison || k == modifier.Infect }

// BaneDamage is the damage bane does at the end of its bearer's next turn.
const BaneDamage = 10

// RegenerateHeal is the heal regenerate performs on its bearer at the start
// of each of its turns.
const RegenerateHeal = 1

// IsNegativeCondition reports whether condition k hinders its bearer: all
// but invisible, strengthen, ward, regenerate, dodge, empower and
// safeguard.
func IsNegativeCondition(k modifier.EffectKind) bool {
	switch k {
	case modifier.Invisible, modifier.Strengthen, modifier.Ward, modifier.Regenerate, modifier.Dodge, modifier.Empower, modifier.Safeguard:
		return false
	}
	return k.IsCondition()
}

// Conditions is the set of conditions on one figure, with what is needed to
// expire them as the rules say. The zero value holds no condition; it is a
// comparable value.
//
// Rules as implemented:
//   - A figure holds each condition at most once. Applying a condition it
//     already has resets that condition's duration.
//   - Immobilize, disarm, stun, muddle, invisible and strengthen are removed
//     at the end of the bearer's next turn. "Next" counts from the moment the
//     condition was applied: applied during another figure's turn, it ends at
//     the end of the bearer's next turn (in this round if the bearer has not
//     acted yet); applied during the bearer's own turn (by itself, or by a
//     figure acting inside that turn), it survives the end of that turn and
//     ends at the end of the bearer's following turn. Conditions applied
//     during the bearer's own turn are held as "applied this turn" until the
//     turn ends.
//   - Poison: every attack against the bearer gains +1. It stays until the
//     bearer is healed; a heal removes poison and heals nothing else.
//   - Wound: the bearer suffers 1 damage at the start of each of its turns.
//     It stays until healed; a heal removes wound (and heals normally unless
//     the bearer was also poisoned).
//   - A heal removes poison, wound, brittle, bane, infect and rupture
//     (HealRemoves); poison or infect takes the whole heal (PreventsHeal).
//   - Brittle and ward: the next time the bearer suffers damage (1 or more,
//     from any source, after shields and negates) brittle doubles it and
//     ward halves it, rounded down; held together they cancel. Either is
//     then removed (modifier.ConditionDamage).
//   - Regenerate: the bearer performs a heal of 1 on itself at the start of
//     each of its turns, before wound; regenerate is removed when the
//     bearer suffers damage (1 or more, after ward).
//   - Bane: at the end of the bearer's next turn (counted as for stun) it
//     suffers 10 damage and bane is removed.
//   - Impair ends at the end of the bearer's next turn, as stun does.
//   - Safeguard: the next negative condition an attack would apply to the
//     bearer is not applied, and safeguard is removed.
type Conditions struct {
	set   uint64 // bit per EffectKind held
	fresh uint64 // bit per EffectKind applied during the bearer's current turn
}

func conditionBit(k modifier.EffectKind) uint64 { return 1 << uint(k) }

// Has reports whether condition k is held.
func (c Conditions) Has(k modifier.EffectKind) bool { return c.set&conditionBit(k) != 0 }

// AppliedThisTurn reports whether condition k was applied (or reapplied)
// during the bearer's current turn, so that it outlasts the end of it.
func (c Conditions) AppliedThisTurn(k modifier.EffectKind) bool { return c.fresh&conditionBit(k) != 0 }

// Len returns how many conditions are held.
func (c Conditions) Len() int { return bits.OnesCount64(c.set) }

// List returns the conditions held, in notation order.
func (c Conditions) List() []modifier.EffectKind {
	var out []modifier.EffectKind
	for _, k := range ConditionKinds {
		if c.Has(k) {
			out = append(out, k)
		}
	}
	return out
}

// Add applies condition k. duringOwnTurn tells whether the bearer is taking
// its turn at this moment (see the type's doc). It fails when k is not a
// condition.
func (c *Conditions) Add(k modifier.EffectKind, duringOwnTurn bool) error {
	if !k.IsCondition() {
		return fmt.Errorf("%s is not a condition", k)
	}
	c.set |= conditionBit(k)
	if duringOwnTurn {
		c.fresh |= conditionBit(k)
	} else {
		c.fresh &^= conditionBit(k)
	}
	return nil
}

// Remove takes condition k away and reports whether it was held.
func (c *Conditions) Remove(k modifier.EffectKind) bool {
	had := c.Has(k)
	c.set &^= conditionBit(k)
	c.fresh &^= conditionBit(k)
	return had
}

// BaneDue reports whether bane strikes at the end of the bearer's current
// turn: it is held and was not applied during that turn.
func (c Conditions) BaneDue() bool {
	return c.Has(modifier.Bane) && !c.AppliedThisTurn(modifier.Bane)
}

// spendOnDamage removes what suffering damage used up: the conditions in
// spent (brittle, ward: modifier.ConditionDamage) and regenerate when the
// damage suffered is 1 or more. It returns those removed, in notation
// order.
func (c *Conditions) spendOnDamage(spent []modifier.EffectKind, damage int) []modifier.EffectKind {
	var out []modifier.EffectKind
	for _, k := range ConditionKinds {
		lost := slices.Contains(spent, k) || (k == modifier.Regenerate && damage > 0)
		if lost && c.Remove(k) {
			out = append(out, k)
		}
	}
	return out
}

// EndTurn is called at the end of the bearer's turn. It removes the
// conditions that end by themselves and were not applied during this turn,
// returning them in notation order; those applied during this turn become
// ordinary and end at the end of the next turn.
func (c *Conditions) EndTurn() []modifier.EffectKind {
	var expired []modifier.EffectKind
	for _, k := range ConditionKinds {
		if c.Has(k) && ExpiresAtEndOfTurn(k) && !c.AppliedThisTurn(k) {
			c.Remove(k)
			expired = append(expired, k)
		}
	}
	c.fresh = 0
	return expired
}

// conditionJSON is one held condition in a snapshot.
type conditionJSON struct {
	Name            string `json:"name"`
	AppliedThisTurn bool   `json:"applied_this_turn,omitempty"`
}

// MarshalJSON writes the held conditions in notation order.
func (c Conditions) MarshalJSON() ([]byte, error) {
	out := []conditionJSON{}
	for _, k := range c.List() {
		out = append(out, conditionJSON{Name: k.String(), AppliedThisTurn: c.AppliedThisTurn(k)})
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads what MarshalJSON writes.
func (c *Conditions) UnmarshalJSON(data []byte) error {
	var in []conditionJSON
	if err := strictjson.Unmarshal(data, &in); err != nil {
		return fmt.Errorf("conditions: %w", err)
	}
	var out Conditions
	for i, j := range in {
		k, ok := modifier.ParseEffectKind(j.Name)
		if !ok || !k.IsCondition() {
			return fmt.Errorf("conditions[%d]: %q is not a condition", i, j.Name)
		}
		if out.Has(k) {
			return fmt.Errorf("conditions[%d]: %s given twice", i, j.Name)
		}
		if err := out.Add(k, j.AppliedThisTurn); err != nil {
			return fmt.Errorf("conditions[%d]: %w", i, err)
		}
	}
	*c = out
	return nil
}
