package engine

import (
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// EnemyAction is a damage, a condition or forced movement of a monster's
// card on its enemies, not an attack ("all adjacent enemies suffer 2
// damage", "immobilize, target all enemies within range 2", "push 1,
// target all adjacent enemies"): the engine carries it out on every enemy
// it names (monster.Action's Area, Target and Range), as the monster's
// turn starts (when it comes before the card's first move or attack) or
// ends. A push or pull it reports, as an attack's (ForcedMove): the
// caller works out the path and moves the figure.
type EnemyAction struct {
	// Kind is monster.KindDamage, monster.KindCondition, monster.KindPush
	// or monster.KindPull; Damage is the damage each suffers, Forced how
	// far each is pushed or pulled, Conditions what each gains.
	Kind       string
	Damage     int
	Forced     int
	Conditions []modifier.EffectKind
	// Curse: each gains a curse card in its attack modifier deck.
	Curse bool
	// Whom: Adjacent, the enemies adjacent to the monster; otherwise All,
	// every enemy within Range of it and in its sight (Range 0: every
	// enemy in play, wherever it stands); otherwise Targets of the enemies
	// within Range (1: adjacent), which the players choose unless there
	// are no more than Targets.
	Adjacent bool
	All      bool
	Range    int
	Targets  int
	// Allies: the monster's allies there suffer it too ("all adjacent
	// allies and enemies suffer 1 damage").
	Allies bool
	// Closest: the one enemy closest to the monster (range counted along
	// the map) in its sight, at any range; the players choose among
	// equally close ones (monster.Action.Closest).
	Closest bool
	// Self and Friends: a condition on the monster itself, and with
	// Friends on its allies within Range (at least 1) in its sight ("self,
	// strengthen", "strengthen, affect all allies within range 2"), not on
	// enemies.
	Self, Friends bool
	// Attacked: it is placed at the targets of the monster's attack (the
	// targets themselves, or with Adjacent the figures adjacent to them)
	// and carried out once the attack is made (Scenario.attackedEffects),
	// not as the turn starts or ends.
	Attacked bool
	// Index is the action's place in the plan's Actions.
	Index int
}

// EnemyEffect is what a card's enemy action did to one figure.
type EnemyEffect struct {
	Figure string `json:"figure"`
	// Suffered is the damage it suffered, nil for a condition action.
	Suffered *Suffered `json:"suffered,omitempty"`
	// Conditions are the conditions it gained; Immune those it is immune
	// to; Safeguarded the one its safeguard stopped.
	Conditions  []modifier.EffectKind `json:"conditions,omitempty"`
	Immune      []modifier.EffectKind `json:"immune,omitempty"`
	Safeguarded []modifier.EffectKind `json:"safeguarded,omitempty"`
	// Cursed: a curse went into its deck (false: the supply had none left).
	Cursed bool `json:"cursed,omitempty"`
	// Fallen is set when the damage brought it to 0 hit points or fewer.
	Fallen *Fallen `json:"fallen,omitempty"`
	// Forced is the push or pull to perform, nil when none (or when it is
	// immune to it).
	Forced *ForcedMove `json:"forced,omitempty"`
}

// enemyActions adds r, action i of the plan, to its enemy actions when it
// is damage or a condition on the monster's enemies that the engine can
// place: around the monster (the six hexes about it), or every enemy
// within a range, or a number of enemies within a range.
func (p *MonsterPlan) enemyActions(i int, r monster.Resolved) {
	friendly := r.Type == monster.KindCondition && (r.Self || r.Allies)
	if r.Self && r.Type == monster.KindDamage || !friendly && r.Type != monster.KindDamage && (r.Self || r.Allies) {
		return // the monster's own (SelfDamage)
	}
	e := EnemyAction{Kind: r.Type, Range: min(r.Range, modifier.MaxValue), Allies: r.Allies, Attacked: r.Attacked, Index: i}
	if friendly {
		e.Allies, e.Self, e.Friends = false, r.Self, r.Allies
	}
	switch r.Type {
	case monster.KindDamage:
		e.Damage = min(r.Value, modifier.MaxValue)
	case monster.KindPush, monster.KindPull:
		e.Forced = min(r.Value, modifier.MaxValue)
	case monster.KindCondition:
	default:
		return
	}
	for _, c := range r.Conditions {
		if c == "curse" {
			e.Curse = true
		}
		if k, ok := modifier.ParseEffectKind(c); ok && k.IsCondition() && !slices.Contains(e.Conditions, k) {
			e.Conditions = append(e.Conditions, k)
		}
	}
	switch {
	case friendly:
	case r.Area != nil:
		if !adjacentRing(*r.Area) {
			return // another shape: placed by the players
		}
		e.Adjacent, e.Range = true, 1
	case r.Closest:
		e.Closest = true
	case r.Attacked: // the attack's targets
	case r.Target >= monster.TargetAll:
		e.All = true
	case r.Range > 0:
		e.Targets = max(r.Target, 1)
	default:
		return // whom is not said
	}
	if e.Damage <= 0 && e.Forced <= 0 && len(e.Conditions) == 0 && !e.Curse {
		return
	}
	p.ToEnemies = append(p.ToEnemies, e)
}

// adjacentRing reports whether area t is the six hexes around the monster.
func adjacentRing(t hexgrid.Template) bool {
	if !t.Self || len(t.Hexes) != 6 {
		return false
	}
	for i, h := range t.Hexes {
		if h.Length() != 1 || slices.Contains(t.Hexes[:i], h) {
			return false
		}
	}
	return true
}

// enemiesFor returns the figures enemy action a of monster f reaches, in
// figure order; false when the players must choose among more than its
// targets.
func (s *Scenario) enemiesFor(f *Figure, a EnemyAction) ([]*Figure, bool) {
	if !f.OnMap || s.grid == nil {
		return nil, true
	}
	if a.Self || a.Friends {
		var out []*Figure
		if a.Self {
			out = append(out, f)
		}
		if a.Friends {
			out = append(out, s.alliesOf(f, max(a.Range, 1))...)
		}
		return out, true
	}
	if a.Closest {
		return s.closestEnemies(f)
	}
	var out []*Figure
	for _, g := range s.figures {
		if g == f || !g.Alive() || !g.OnMap {
			continue
		}
		if g.Side == f.Side && !a.Allies {
			continue
		}
		if g.Side != f.Side && g.Conditions.Has(modifier.Invisible) && !a.All && !a.Adjacent {
			continue // an invisible enemy cannot be chosen as a target
		}
		if (a.Adjacent || a.Range > 0) && s.checkReach(f, g, 0, a.Range) != nil {
			continue
		}
		out = append(out, g)
	}
	if !a.All && !a.Adjacent && len(out) > a.Targets {
		return nil, false
	}
	return out, true
}

// applyToEnemies carries out the plan's enemy actions of monster f that
// come before its first move or attack (before) or after it (!before). An
// action whose targets the players must choose is left to them and its
// index returned in choose.
func (s *Scenario) applyToEnemies(f *Figure, p MonsterPlan, before bool) (out []EnemyEffect, choose []int) {
	first := slices.IndexFunc(p.Actions, func(r monster.Resolved) bool {
		return r.Type == monster.KindMove || r.Type == monster.KindAttack
	})
	for _, a := range p.ToEnemies {
		if a.Attacked || (first < 0 || a.Index < first) != before {
			continue
		}
		whom, decided := s.enemiesFor(f, a)
		if !decided {
			choose = append(choose, a.Index)
			continue
		}
		for _, g := range whom {
			out = append(out, s.cardEffectOn(g, a))
		}
	}
	return out, choose
}

// enemyBonus adds what consuming the element of use action i gives the
// monster's enemies: damage, conditions and forced movement with whom
// they aim at ("use fire: wound, target all enemies within range 4") as
// enemy actions at the use's place; a push, pull or condition without
// ("use air: +2 push") to the enemy action just before the use.
func (p *MonsterPlan) enemyBonus(i int, bonus []monster.Resolved) {
	var before *EnemyAction
	if n := len(p.ToEnemies); n > 0 && p.ToEnemies[n-1].Index == i-1 {
		before = &p.ToEnemies[n-1]
	}
	for _, b := range bonus {
		aimed := aimedOwn(b)
		switch {
		case before != nil && b.Type == monster.KindDamage && b.Attacked && b.Area == nil && !before.Attacked:
			// "the target also suffers 2 damage": the target of the
			// enemy action before the use
			before.Damage = min(before.Damage+b.Value, modifier.MaxValue)
		case aimed && (b.Type == monster.KindDamage || b.Type == monster.KindCondition || b.Type == monster.KindPush || b.Type == monster.KindPull):
			p.enemyActions(i, b)
		case before == nil || aimed:
		case b.Type == monster.KindAttack && before.Kind == monster.KindPush && b.Push > 0:
			before.Forced = min(before.Forced+b.Push, modifier.MaxValue)
		case b.Type == monster.KindAttack && before.Kind == monster.KindPull && b.Pull > 0:
			before.Forced = min(before.Forced+b.Pull, modifier.MaxValue)
		case b.Type == monster.KindCondition:
			for _, c := range b.Conditions {
				if k, ok := modifier.ParseEffectKind(c); ok && k.IsCondition() && !slices.Contains(before.Conditions, k) {
					before.Conditions = append(before.Conditions, k)
				}
			}
		}
	}
}

// aimedOwn reports whether b, a bonus of a use, is a damage, condition,
// push or pull that says whom it aims at: an action of its own, not what
// it adds to the action before the use.
func aimedOwn(b monster.Resolved) bool {
	switch b.Type {
	case monster.KindDamage, monster.KindCondition, monster.KindPush, monster.KindPull:
		return b.Area != nil || b.Target > 0 || b.Range > 0 || b.Attacked || b.Self || b.Allies
	}
	return false
}

// forcedKind is the forced movement of an action kind: Pull for a pull,
// else Push.
func forcedKind(kind string) modifier.EffectKind {
	if kind == monster.KindPull {
		return modifier.Pull
	}
	return modifier.Push
}

// cardEffectOn carries out enemy action a on figure g: its damage, then,
// when g still stands, its conditions, curse and forced movement.
func (s *Scenario) cardEffectOn(g *Figure, a EnemyAction) EnemyEffect {
	e := EnemyEffect{Figure: g.ID}
	if a.Damage > 0 {
		at, onMap := g.At, g.OnMap
		got, _ := g.SufferDamage(a.Damage) // a live figure: cannot fail
		e.Suffered = &got
		if got.Fell {
			e.Fallen = s.afterFall(g, at, onMap)
		}
	}
	if !g.Alive() {
		return e
	}
	for _, k := range a.Conditions {
		switch {
		case g.IsImmune(k):
			e.Immune = append(e.Immune, k)
		case safeguarded(g, k):
			e.Safeguarded = append(e.Safeguarded, k)
		case g.AddCondition(k) == nil:
			e.Conditions = append(e.Conditions, k)
		}
	}
	if a.Curse {
		curse := modifier.MustParseCard("curse")
		if g.Kind == KindMonster {
			curse = modifier.MustParseCard("curse @M")
		}
		if deck, err := s.deckOf(g); err == nil {
			e.Cursed = deck.Add(curse) == nil
		}
	}
	if k := forcedKind(a.Kind); a.Forced > 0 && !g.IsImmune(k) {
		e.Forced = &ForcedMove{Target: g.ID, Kind: k, Amount: a.Forced}
	}
	return e
}

// attackedEffects carries out, once monster att's attack is made (out),
// the enemy actions of its card placed at the attack's targets: on each
// target still standing, or on the figures adjacent to the targets (each
// once). Only the monster taking its turn, standing and not stunned,
// carries its card out.
func (s *Scenario) attackedEffects(att *Figure, out AttackOutcome) []EnemyEffect {
	if att.Kind != KindMonster || s.active != att.ID || !att.Alive() {
		return nil
	}
	p, ok := s.MonsterPlan(att.ID)
	if !ok || p.Stunned || !slices.ContainsFunc(p.ToEnemies, func(a EnemyAction) bool { return a.Attacked }) {
		return nil
	}
	var targets []*Figure
	var hexes []hexgrid.Hex
	for _, t := range out.Targets {
		f, ok := s.byID[t.Result.ID]
		if !ok || t.Gone || t.Lost {
			continue
		}
		switch {
		case t.Fallen != nil && t.Fallen.OnMap:
			hexes = append(hexes, t.Fallen.At)
		case f.Alive() && f.OnMap:
			targets, hexes = append(targets, f), append(hexes, f.At)
		}
	}
	var effects []EnemyEffect
	for _, a := range p.ToEnemies {
		if !a.Attacked {
			continue
		}
		whom := targets
		if a.Adjacent {
			whom = s.adjacentTo(att, hexes, a.Allies)
		}
		for _, g := range whom {
			if g.Alive() {
				effects = append(effects, s.cardEffectOn(g, a))
			}
		}
	}
	return effects
}

// adjacentTo returns the figures in play adjacent to any of hexes (each
// once, in figure order): monster att's enemies, and its allies too with
// allies; never att itself.
func (s *Scenario) adjacentTo(att *Figure, hexes []hexgrid.Hex, allies bool) []*Figure {
	if s.grid == nil {
		return nil
	}
	var out []*Figure
	for _, g := range s.figures {
		if g == att || !g.Alive() || !g.OnMap || g.Side == att.Side && !allies {
			continue
		}
		if slices.ContainsFunc(hexes, func(h hexgrid.Hex) bool { return s.grid.Adjacent(h, g.At) }) {
			out = append(out, g)
		}
	}
	return out
}
