package engine

import (
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// CardAttack is the attack of the half a character has just played on its
// turn, as the attack panel takes it: worked out as a monster card's
// attack is (value, range, targets, pierce, conditions, push and pull),
// with the elements the half infuses as the attack's (infused when it is
// applied), and the area template the half's shape gives.
type CardAttack struct {
	Card int
	Name string
	Half string
	// Default: the half played as the default attack 2.
	Default bool
	Attack  modifier.Attack
	// Area is the half's area template (nil: none); Range the range it
	// is placed within (0: a melee template, on the attacker).
	Area  *hexgrid.Template
	Range int
	// Targets is the number of targets (1 or more; an area's are its
	// hexes').
	Targets int
	// Bonus is what the cards in the active area add to the attack's
	// value ("add +1 attack to your next four attacks"; CardHalf's
	// AttackBonus), counted in Attack.
	Bonus int
}

// attackBonus is what the cards in the hand's active area add to each
// attack their bearer makes (CardHalf.AttackBonus).
func (h *Hand) attackBonus() int {
	n := 0
	for _, a := range h.Active {
		c, _ := h.Card(a.Number)
		if half, err := c.HalfOf(a.Half); err == nil {
			n += half.AttackBonus
		}
	}
	return n
}

// CardAttack returns the attack of the half character id played last on
// its turn, while that turn lasts; false when it has none (a move, a
// bonus, or no half played yet) or the table does not keep its hand.
func (s *Scenario) CardAttack(id string) (CardAttack, bool) {
	h, ok := s.hands[id]
	if !ok || s.active != id || len(h.Played) == 0 {
		return CardAttack{}, false
	}
	p := h.Played[len(h.Played)-1]
	c, _ := h.Card(p.Number)
	rs := playedActions(h, p) // with the bonuses of the elements consumed
	if p.Default {
		rs = nil
		if p.Half == HalfTop {
			rs = monster.Resolve([]monster.Action{DefaultAttack}, monster.StatCard{})
		}
	}
	i := slices.IndexFunc(rs, func(r monster.Resolved) bool { return r.Type == monster.KindAttack })
	if i < 0 {
		return CardAttack{}, false
	}
	r := rs[i]
	out := CardAttack{Card: p.Number, Name: c.Name, Half: p.Half, Default: p.Default, Attack: resolvedAttack(r),
		Area: r.Area, Range: r.Range, Targets: max(r.Target, 1)}
	if out.Area == nil {
		// a card's attack with no target count has one target ("Target
		// 2" two), not any number: an area's are the template's hexes'
		out.Attack.MaxTargets = min(out.Targets, modifier.MaxValue)
	}
	out.Bonus = h.attackBonus()
	out.Attack.Value = min(out.Attack.Value+out.Bonus, modifier.MaxValue)
	for _, o := range rs {
		if o.Type != monster.KindInfuse {
			continue
		}
		for _, e := range o.Elements {
			if k, ok := modifier.ParseEffectKind(e); ok && k.IsElement() && !slices.ContainsFunc(out.Attack.Effects, func(x modifier.Effect) bool { return x.Kind == k }) {
				out.Attack.Effects = append(out.Attack.Effects, modifier.Effect{Kind: k})
			}
		}
	}
	if out.Attack.Validate() != nil {
		return CardAttack{}, false
	}
	return out, true
}

// cardMove is the move of the half character id played last on its turn
// (the default move 2 for a bottom half played so; the half's first move
// action otherwise) and the movement points it had spent before; false
// when that half is no move, or it is not the character's turn.
func (s *Scenario) cardMove(id string) (move, before int, ok bool) {
	h, kept := s.hands[id]
	if !kept || s.active != id || len(h.Played) == 0 {
		return 0, 0, false
	}
	p := h.Played[len(h.Played)-1]
	move, ok = halfMove(h, p)
	if !ok {
		return 0, 0, false
	}
	return move + s.itemMove(id), p.MovedBefore, true
}

// halfMove is the move of half p played from hand h: the default move 2
// for a bottom half played so, the half's first move action otherwise;
// false when it is no move.
func halfMove(h *Hand, p PlayedHalf) (int, bool) {
	if p.Default {
		return DefaultMove.Value.N, p.Half == HalfBottom
	}
	for _, r := range playedActions(h, p) {
		if r.Type == monster.KindMove {
			return r.Value, true
		}
	}
	return 0, false
}
