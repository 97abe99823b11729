package engine

import (
	"github.com/haventable/haventable/hexgrid"

	"fmt"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
)

// Effects of monster ability cards beyond their plain numbers: a card's
// conditional attack bonus (docs/monster-cards.md, "Card effects").

// adjacentToAlly reports whether figure f is adjacent, along the map (not
// through a wall), to one of att's allies: a figure on att's side other
// than att, active and on the map. It is what an attack's bonus against a
// target adjacent to any of the attacker's allies looks at
// (modifier.Attack.AllyAdjacent).
func (s *Scenario) adjacentToAlly(att, f *Figure) bool {
	if att == nil || f == nil || !f.OnMap {
		return false
	}
	return s.adjacentOf(att.Side, f, att) > 0
}

// adjacentOf counts the figures of side adjacent to figure f along the
// map (not through a wall), alive and on the map, f and except not
// counted. Figures are told apart by ID, not by pointer: except may be a
// copy of the attacker moved to the hex it will attack from (a monster's
// turn worked out before it moves: AttackOddsFrom), and the figure itself,
// still on its old hex, is no more its own ally than the copy.
func (s *Scenario) adjacentOf(side Side, f, except *Figure) int {
	if s.grid == nil || !f.OnMap {
		return 0
	}
	n := 0
	for _, g := range s.figures {
		if g.ID != except.ID && g.ID != f.ID && g.Side == side && g.Alive() && g.OnMap && s.grid.Adjacent(g.At, f.At) {
			n++
		}
	}
	return n
}

// summonedHP is the hit points a monster of type typ (elite or not) that
// monster m summons starts with, maxHP its maximum: the summoner's current
// hit points, at most maxHP, when the summon of m's card says so ("with a
// hit point value equal to the summoning Ooze's current hit point value,
// limited by its maximum"); the summon's own number, at most maxHP, when
// it gives one; maxHP otherwise.
func (s *Scenario) summonedHP(m *Figure, typ string, elite bool, maxHP int) int {
	p, ok := s.MonsterPlan(m.ID)
	if !ok {
		return maxHP
	}
	for _, sm := range p.Summons {
		if sm.Type == typ && sm.Elite == elite && sm.SummonerHP {
			return max(min(m.HP, maxHP), 1)
		}
		if sm.Type == typ && sm.Elite == elite && sm.HP > 0 {
			return min(sm.HP, maxHP)
		}
	}
	return maxHP
}

// damageBefore is the self damage of the card's actions before its first
// move, attack or summon ("the Ooze suffers 2 damage", then its summon):
// suffered as the turn starts, in the card's order; the rest of
// SelfDamage as it ends.
func (p MonsterPlan) damageBefore() int {
	n := 0
	for i, r := range p.Actions {
		if r.Type == monster.KindMove || r.Type == monster.KindAttack || r.Type == monster.KindSummon {
			n += p.moveUseDamage(i)
			break
		}
		if r.Type == monster.KindDamage && r.Self && r.IfPerformed == "" {
			n += max(r.Value, 0)
		}
	}
	return n
}

// moveUseDamage is the monster's own damage in the bonus of the element
// use right after move i of the plan, when its type consumes the element:
// consumed during the move ("If the element is consumed by the Frozen
// Corpse during the move ability, it suffers 2 damage"), it is suffered
// with the move, before the attack: as the turn starts, when the engine
// consumes the element. 0 for any other action i.
func (p MonsterPlan) moveUseDamage(i int) int {
	if p.Actions[i].Type != monster.KindMove || i+1 >= len(p.Actions) || p.Actions[i+1].Type != monster.KindUse {
		return 0
	}
	u := 0 // the use's place among the plan's uses
	for _, r := range p.Actions[:i+1] {
		if r.Type == monster.KindUse {
			u++
		}
	}
	if u >= len(p.Uses) || !p.Uses[u].applies() {
		return 0
	}
	n := 0
	for _, b := range p.Uses[u].Bonus {
		if b.Type == monster.KindDamage && b.Self {
			n += max(b.Value, 0)
		}
	}
	return n
}

// cardDamage makes live monster f suffer its card's self damage: the part
// before its first move, attack or summon as its turn starts (early), the
// rest as it ends. The damage is not an attack (shields do not count); a
// monster that falls to it loses the rest of its turn. It returns what it
// suffered (nil: nothing) and its fall.
func (s *Scenario) cardDamage(f *Figure, early bool) (*Suffered, *Fallen) {
	p, ok := s.MonsterPlan(f.ID)
	if !ok || p.Stunned || !f.Alive() {
		return nil, nil
	}
	n := p.damageBefore()
	if !early {
		n = p.SelfDamage - n
		for _, r := range p.Actions {
			if r.Type == monster.KindDamage && r.Self && r.IfPerformed != "" && slices.Contains(s.turnDid, r.IfPerformed) {
				n += max(r.Value, 0) // "if this attack is performed": as the turn ends
			}
		}
	}
	if n <= 0 {
		return nil, nil
	}
	at, onMap := f.At, f.OnMap
	got, _ := f.SufferDamage(min(n, modifier.MaxValue)) // a live figure: cannot fail
	if got.Fell {
		return &got, s.afterFall(f, at, onMap)
	}
	return &got, nil
}

// did records that figure id performed an ability of kind (move, attack)
// in its turn, when it is taking its turn.
func (s *Scenario) did(id, kind string) {
	if id != "" && id == s.active && !slices.Contains(s.turnDid, kind) {
		s.turnDid = append(slices.Clone(s.turnDid), kind)
	}
}

// maxTurnDamage bounds the damage counted in one turn.
const maxTurnDamage = 1_000_000

// dealt counts damage the target of an attack by figure id suffered, when
// id is taking its turn.
func (s *Scenario) dealt(id string, damage int) {
	if id != "" && id == s.active && damage > 0 {
		s.turnDamage = min(s.turnDamage+damage, maxTurnDamage)
	}
}

// restoreTurnDid reads what the figure taking its turn performed and the
// damage its attacks did so far.
func (s *Scenario) restoreTurnDid(did []string, damage int) error {
	s.turnDid, s.turnDamage = nil, 0
	if damage < 0 || damage > maxTurnDamage || damage > 0 && s.active == "" {
		return fmt.Errorf("turn_damage: %d out of 0..%d, or with no figure taking its turn", damage, maxTurnDamage)
	}
	s.turnDamage = damage
	for _, k := range did {
		if k != monster.KindMove && k != monster.KindAttack {
			return fmt.Errorf("turn_did: %q is neither move nor attack", k)
		}
		if s.active == "" {
			return fmt.Errorf("turn_did: %q performed with no figure taking its turn", k)
		}
		s.did(s.active, k)
	}
	return nil
}

// What a figure performed in its turn (turnDid).
const (
	didMove   = monster.KindMove
	didAttack = monster.KindAttack
)

// dealtHeal is what monster plan p's card heals the monster as its turn
// ends beyond its numbers: the damage the targets of its attacks suffered
// in the turn, for each self heal whose number that is ("heal X, self, X
// is the damage suffered by the target of the attack").
func (s *Scenario) dealtHeal(p MonsterPlan) int {
	n := 0
	for _, r := range p.Actions {
		if r.Type == monster.KindHeal && r.Self && r.DamageDealt && p.Figure == s.active {
			n += s.turnDamage
		}
	}
	return n
}

// targetSummonHexes returns, when monster summoner's card summons "in a
// hex adjacent to the target" (its plan's first summon), the hexes next to
// the target of its attack in its turn where a figure may stand, in
// direction order (none when it attacked nobody or the target is gone);
// false when its summon is not placed so.
func (s *Scenario) targetSummonHexes(summoner string) ([]hexgrid.Hex, bool) {
	p, ok := s.MonsterPlan(summoner)
	if !ok || len(p.Summons) == 0 || !p.Summons[0].AdjacentTarget {
		return nil, false
	}
	t, ok := s.byID[s.turnTarget]
	if summoner != s.active || !ok || !t.OnMap {
		return nil, true
	}
	var out []hexgrid.Hex
	for _, h := range s.grid.Neighbors(t.At) {
		if s.CanStand(h) {
			out = append(out, h)
		}
	}
	return out, true
}
