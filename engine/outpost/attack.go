package outpost

import (
	"errors"
	"fmt"

	"github.com/haventable/haventable/engine/modifier"
)

// Outcomes of a defense check.
const (
	Defended = "defended"
	Damaged  = "damaged"
	Wrecked  = "wrecked"
)

// Barracks names the building whose soldiers defend the outpost.
const Barracks = "barracks"

// Attack is an outpost attack: its attack value against each target, the
// event's change to the defense, and the targets in the order resolved.
type Attack struct {
	Value    int      `json:"value"`
	Modifier int      `json:"modifier,omitempty"`
	Targets  []Target `json:"targets"`
	// Count is how many buildings the event targets (TargetsWanted): 0
	// when the event does not say (one typed in: the group names them),
	// AllBuildings for every building standing.
	Count int `json:"count,omitempty"`
}

// AllBuildings as an Attack's Count: the attack targets every building
// standing.
const AllBuildings = -1

// ErrTargetCount means an attack names another number of buildings than
// its event targets.
var ErrTargetCount = errors.New("the attack targets another number of buildings")

// TargetsWanted is the number of buildings attack a must target on o: its
// Count, or every building standing (built, not wrecked) when there are
// fewer or it targets all; -1 when a.Count does not say.
func (o Outpost) TargetsWanted(a Attack) int {
	standing := 0
	for _, st := range o.Buildings {
		if st.Level > 0 && !st.Wrecked {
			standing++
		}
	}
	switch {
	case a.Count == AllBuildings:
		return standing
	case a.Count > 0:
		return min(a.Count, standing)
	}
	return -1
}

// Target is one building attacked; Soldiers are the soldiers lost for its
// defense check (rulebook p. 61: "the party can lose any number of
// soldiers before drawing"). Soldier, one soldier, is how logs made
// before several could be sent say it.
type Target struct {
	Building string `json:"building"`
	Soldier  bool   `json:"soldier,omitempty"`
	Soldiers int    `json:"soldiers,omitempty"`
}

// Sent is the number of soldiers lost for t's check.
func (t Target) Sent() int {
	if t.Soldiers == 0 && t.Soldier {
		return 1
	}
	return t.Soldiers
}

// Check is the defense check of one target, as resolved.
type Check struct {
	Building string `json:"building"`
	// Drawn are the town guard cards drawn, in order; Used those that
	// count (with advantage or disadvantage, the better or worse draw).
	Drawn []GuardCard `json:"drawn"`
	Used  []GuardCard `json:"used"`
	// Advantage and Disadvantage say how it was drawn.
	Advantage    bool `json:"advantage,omitempty"`
	Disadvantage bool `json:"disadvantage,omitempty"`
	// Soldier is true when soldiers were lost for it, Soldiers how many.
	Soldier  bool `json:"soldier,omitempty"`
	Soldiers int  `json:"soldiers,omitempty"`
	// Defense is the total defense with the event's modifier and the used
	// cards; Attack the attack value after the soldier's reduction.
	Defense int `json:"defense"`
	Attack  int `json:"attack"`
	// Outcome is Defended, Damaged or Wrecked.
	Outcome string `json:"outcome"`
}

// pull is one draw for a check: rolling cards and the card that ends them.
type pull []GuardCard

func (p pull) last() GuardCard { return p[len(p)-1] }

func (p pull) sum() int {
	n := 0
	for _, c := range p {
		n += c.Value
	}
	return n
}

// rank orders pulls for advantage: a wreck is worst, a success best, else
// the higher sum.
func (p pull) rank() int {
	switch p.last().Special {
	case Wreck:
		return -1 << 30
	case Success:
		return 1 << 30
	}
	return p.sum()
}

func (d *TownGuard) pull(src *modifier.Source) (pull, error) {
	var p pull
	for {
		c, err := d.draw(src)
		if err != nil {
			return nil, err
		}
		p = append(p, c)
		if !c.Rolling || len(p) > MaxDeck {
			return p, nil
		}
	}
}

// ResolveAttack resolves attack a against the outpost with data d: for
// each target in order, a defense check. The total defense (with morale
// and the event's modifier) plus the town guard card drawn must reach the
// attack value, lowered by the barracks' reduction when a soldier is sent
// (who also gives advantage and is lost); a wrecked barracks sends no
// soldier and draws at disadvantage. A wreck card wrecks the building, a
// success card defends it. Wrecked buildings are wrecked at once; damaged
// ones stay standing until SettleDamage. The deck is reshuffled after the
// attack. The outpost is unchanged when the attack is refused.
func (o Outpost) ResolveAttack(d Data, a Attack) (Outpost, []Check, error) {
	if len(a.Targets) == 0 {
		return o, nil, fmt.Errorf("an attack names the buildings it targets")
	}
	if a.Count < AllBuildings || a.Count > MaxBuildings {
		return o, nil, fmt.Errorf("an attack on %d buildings", a.Count)
	}
	if want := o.TargetsWanted(a); want >= 0 && len(a.Targets) != want {
		return o, nil, fmt.Errorf("%w: %d wanted, %d named", ErrTargetCount, want, len(a.Targets))
	}
	out := o.Clone()
	src, err := out.source()
	if err != nil {
		return o, nil, err
	}
	seen := map[string]bool{}
	var checks []Check
	for _, t := range a.Targets {
		if seen[t.Building] {
			return o, nil, fmt.Errorf("%s is targeted twice", t.Building)
		}
		seen[t.Building] = true
		c, err := out.checkBefore(t, a.Value)
		if err != nil {
			return o, nil, err
		}
		first, err := out.TownGuard.pull(src)
		if err != nil {
			return o, nil, err
		}
		used := first
		c.Drawn = append(c.Drawn, first...)
		if c.Advantage || c.Disadvantage {
			second, err := out.TownGuard.pull(src)
			if err != nil {
				return o, nil, err
			}
			c.Drawn = append(c.Drawn, second...)
			if (c.Advantage && second.rank() > first.rank()) || (c.Disadvantage && second.rank() < first.rank()) {
				used = second
			}
		}
		c.Used = append([]GuardCard(nil), used...)
		c.Defense = out.TotalDefense() + a.Modifier + used.sum()
		switch {
		case used.last().Special == Wreck:
			c.Outcome = Wrecked
		case used.last().Special == Success || c.Defense >= c.Attack:
			c.Outcome = Defended
		default:
			c.Outcome = Damaged
		}
		checks = append(checks, c)
	}
	for _, c := range checks {
		if c.Outcome == Wrecked {
			st := out.Standing(c.Building)
			st.Wrecked = true
			out.set(st)
		}
	}
	out.TownGuard.reshuffle(src)
	out.keep(src)
	return out, checks, nil
}

// SettleDamage settles the buildings an attack damaged: each one in
// repairs is repaired with the material resources given (its repair cost
// exactly), of which own gives the part the characters pay from their
// own supplies and the outpost's supply pays the rest (rulebook p. 61,
// "Damaged Buildings": "This cost can be paid with material resources of
// any type from the Frosthaven supply or the characters' personal
// supplies, in any combination"); for every other one the party loses 1
// morale and the building stays standing ("If the party cannot or does
// not want to pay this cost, they lose 1 morale instead"). The morale
// lost is said by Unrepaired. The characters' part is the caller's to
// take from them.
func (o Outpost) SettleDamage(d Data, damaged []string, repairs, own map[string]Supply) (Outpost, error) {
	out := o.Clone()
	for name := range own {
		if _, ok := repairs[name]; !ok {
			return o, fmt.Errorf("the characters pay for %s, which is not repaired", name)
		}
	}
	for name := range repairs {
		found := false
		for _, n := range damaged {
			found = found || n == name
		}
		if !found {
			return o, fmt.Errorf("%s was not damaged", name)
		}
	}
	for _, name := range damaged {
		st := out.Standing(name)
		b, ok := d.Building(name)
		if !ok || st.Level == 0 {
			return o, fmt.Errorf("%s is not built", name)
		}
		pay, repaired := repairs[name]
		if !repaired {
			out.Morale = max(0, out.Morale-1)
			continue
		}
		n, err := RepairCost(b, st.Level)
		if err != nil {
			return o, err
		}
		if err := CheckRepair(n, pay); err != nil {
			return o, fmt.Errorf("repair %s: %w", name, err)
		}
		fromSupply, err := pay.Minus(own[name])
		if err != nil {
			return o, fmt.Errorf("repair %s: the characters pay %s of %s", name, own[name], pay)
		}
		if out.Supply, err = out.Supply.Minus(fromSupply); err != nil {
			return o, fmt.Errorf("repair %s: %w", name, err)
		}
	}
	return out, nil
}

// checkBefore is target t's defense check before its draw, against an
// attack of value: lowered by the barracks' number for each soldier lost
// (taken from o's soldiers) and drawn with advantage when one or more are
// lost, or drawn with disadvantage while the barracks is wrecked; refused
// for a building not built or wrecked, or soldiers that cannot be sent.
func (o *Outpost) checkBefore(t Target, value int) (Check, error) {
	st := o.Standing(t.Building)
	if st.Level == 0 {
		return Check{}, fmt.Errorf("%s is not built", t.Building)
	}
	if st.Wrecked {
		return Check{}, fmt.Errorf("%s is wrecked already", t.Building)
	}
	barracks := o.Standing(Barracks)
	c := Check{Building: t.Building, Attack: value}
	n := t.Sent()
	switch {
	case n < 0:
		return Check{}, fmt.Errorf("%d soldiers sent to %s", n, t.Building)
	case barracks.Level > 0 && barracks.Wrecked:
		if n > 0 {
			return Check{}, fmt.Errorf("the barracks is wrecked: no soldier can be sent")
		}
		c.Disadvantage = true
	case n > 0:
		if barracks.Level == 0 {
			return Check{}, fmt.Errorf("no barracks: no soldier can be sent")
		}
		if o.Soldiers < n {
			return Check{}, fmt.Errorf("%d soldiers to send to %s, %d left", n, t.Building, o.Soldiers)
		}
		o.Soldiers -= n
		c.Soldier, c.Soldiers, c.Advantage = true, n, true
		c.Attack -= n * SoldierReduction(barracks.Level)
	}
	return c, nil
}

// TargetOdds is a targeted building's defense check before anything is
// drawn (Check: its building, attack value after a soldier's reduction,
// soldier, advantage or disadvantage) with the odds of its outcomes.
type TargetOdds struct {
	Check Check
	Odds  Odds
}

// AttackOdds are the odds of each target's defense check of attack a
// before the attack is drawn, as ResolveAttack would set each check up:
// each from the whole town guard deck (CheckOdds), with the total defense
// and the attack's modifier; a later target's draw also depends on the
// cards drawn before it, which these odds do not count. Refused as
// ResolveAttack refuses a target (not built, wrecked, targeted twice, a
// soldier that cannot be sent).
func (o Outpost) AttackOdds(a Attack) ([]TargetOdds, error) {
	out := o.Clone()
	seen := map[string]bool{}
	var odds []TargetOdds
	for _, t := range a.Targets {
		if seen[t.Building] {
			return nil, fmt.Errorf("%s is targeted twice", t.Building)
		}
		seen[t.Building] = true
		c, err := out.checkBefore(t, a.Value)
		if err != nil {
			return nil, err
		}
		odds = append(odds, TargetOdds{Check: c, Odds: CheckOdds(o.TownGuard.Cards(), o.TotalDefense()+a.Modifier, c.Attack, c.Advantage, c.Disadvantage)})
	}
	return odds, nil
}
