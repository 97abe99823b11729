package engine

import (
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// AllyAction is a heal or shield of a monster's card on its allies: the
// monsters of its side (allied types with allied types, the others with
// the others) within Range of it, along the map and in its sight
// (monster.Action's Allies).
type AllyAction struct {
	// Kind is monster.KindHeal or monster.KindShield; Value the heal, or
	// the shield the card gives for the round.
	Kind         string
	Value, Range int
	// Index is the action's place in the plan's Actions.
	Index int
}

// AllyEffect is what a card's ally action did to one ally.
type AllyEffect struct {
	Figure string `json:"figure"`
	// Healed is the heal it had, nil for a shield; Bonus the shield it
	// gained for the round, nil for a heal.
	Healed *Healing        `json:"healed,omitempty"`
	Bonus  *modifier.Bonus `json:"bonus,omitempty"`
}

// allyActions adds r, action i of the plan, to its ally actions when it
// affects allies.
func (p *MonsterPlan) allyActions(i int, r monster.Resolved, own int) {
	if !r.Allies {
		return
	}
	v := r.Value
	if r.Type == monster.KindShield {
		v = own // the ally's own shield is its stat card's
	}
	if v > 0 && (r.Type == monster.KindHeal || r.Type == monster.KindShield) {
		p.ToAllies = append(p.ToAllies, AllyAction{Kind: r.Type, Value: v, Range: max(r.Range, 1), Index: i})
	}
}

// alliesOf returns the allies of monster f within rng of it, along the
// map and in its sight, in figure order.
func (s *Scenario) alliesOf(f *Figure, rng int) []*Figure {
	var out []*Figure
	if !f.OnMap || s.grid == nil {
		return nil
	}
	side := s.IsAlly(f.MonsterType)
	for _, g := range s.figures {
		if g == f || g.Kind != KindMonster || !g.Alive() || !g.OnMap || s.IsAlly(g.MonsterType) != side {
			continue
		}
		if s.checkReach(f, g, 0, rng) == nil {
			out = append(out, g)
		}
	}
	return out
}

// applyToAllies carries out the plan's ally actions of monster f that come
// before its first move or attack (before) or after it (!before).
func (s *Scenario) applyToAllies(f *Figure, p MonsterPlan, before bool) []AllyEffect {
	first := slices.IndexFunc(p.Actions, func(r monster.Resolved) bool {
		return r.Type == monster.KindMove || r.Type == monster.KindAttack
	})
	var out []AllyEffect
	for _, a := range p.ToAllies {
		if (first < 0 || a.Index < first) != before {
			continue
		}
		for _, g := range s.alliesOf(f, a.Range) {
			switch a.Kind {
			case monster.KindHeal:
				if h, err := g.Heal(a.Value); err == nil {
					out = append(out, AllyEffect{Figure: g.ID, Healed: &h})
				}
			case monster.KindShield:
				b := modifier.Bonus{Kind: modifier.BonusShield, Value: min(a.Value, modifier.MaxValue), Duration: modifier.BonusRound}
				g.Bonuses = append(slices.Clone(g.Bonuses), b)
				out = append(out, AllyEffect{Figure: g.ID, Bonus: &b})
			}
		}
	}
	return out
}
