package engine

import (
	"github.com/haventable/haventable/engine/condbonus"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/hexgrid"
)

// MonsterPlan is one monster's turn as the ability card its type drew this
// round says, worked out against its own stat card (normal or elite, at
// the scenario's level, for the party's size as the scenario took it):
// what every screen shows and what the engine carries out as its turn
// starts and ends (StartTurn, EndTurn).
type MonsterPlan struct {
	Figure string
	Type   string
	Elite  bool
	// Card is the card drawn; Stat the monster's stat card.
	Card AbilityCardInfo
	Stat monster.StatCard
	// Actions are the card's actions worked out for the monster, in the
	// card's order (an element's bonus stays in its use action; Action and
	// Attack have it added where it applies).
	Actions []monster.Resolved
	// Stunned: the monster performs no ability this turn (the rest of the
	// plan is what the card would have done).
	Stunned bool
	// Action is what the monster-turn solver needs: the first move and the
	// first attack of the card (Targets 0: no attack), flying from the
	// stat card, muddled from its conditions.
	Action monsterturn.Action
	// Attack is the first attack of the card (value, range as DrawAttack
	// checks it, pierce, its conditions and forced movement, at most its
	// targets), nil when the card has none.
	Attack *modifier.Attack
	// Shield and Retaliate are what the card adds to the stat card's own
	// for the rest of the round once the monster's turn starts (round
	// bonuses); RetaliateRange is the card's retaliate's reach.
	Shield, Retaliate, RetaliateRange int
	// Heal is what the monster heals itself (0: no self heal).
	Heal int
	// SelfDamage is the damage the card makes the monster suffer (0:
	// none): what comes before its first move, attack or summon as its
	// turn starts, the rest as it ends.
	SelfDamage int
	// ToAllies are the card's heals and shields on its allies within a
	// range, in the card's order.
	ToAllies []AllyAction
	// ToEnemies are the card's damage and conditions on its enemies (not
	// attacks), in the card's order.
	ToEnemies []EnemyAction
	// Summons are the monsters the card summons.
	Summons []MonsterSummon
	// Spawns are the ordinary monsters the card spawns, Traps the traps
	// it creates (the engine places both: applyMapActions).
	Spawns    []MonsterSpawn
	Traps     []CardTrap
	Obstacles []CardObstacle
	// Infuse are the elements the card infuses; InfuseAny counts the
	// infusions of an element of the players' choice.
	Infuse    []modifier.EffectKind
	InfuseAny int
	// Uses are the card's element uses.
	Uses []ElementUse
	// useIndex are the card's indexes of Uses' actions.
	useIndex []int
	// Disadvantaged: every attack targeting the monster gains
	// disadvantage from its turn's start to the round's end (the card's
	// disadvantage action).
	Disadvantaged bool
	// Notes are the card's lines the engine does not carry out (text, and
	// notes on actions), for the players.
	Notes []string
	// Passes: the card says the monster does not act this turn (its pass
	// action); it performs nothing the card holds besides.
	Passes bool
	// SwitchRank: the card switches the rank of every monster of the type
	// as the first of them to act starts its turn (startSwitch);
	// RankSwitched: the type has done it this round. switchIndex is the
	// switch's index among the card's actions, -1 when it has none.
	SwitchRank, RankSwitched bool
	switchIndex              int
}

// MonsterSummon is a monster a card summons.
type MonsterSummon struct {
	Type  string
	Elite bool
	// SummonerHP: it starts with the summoner's current hit points, at
	// most its maximum (see monster.Action.SummonerHP).
	SummonerHP bool
	// HP: it starts with that many hit points, at most its maximum (see
	// monster.Action.SummonHP); 0: its maximum.
	HP int
	// AdjacentTarget: it is placed next to the target of the summoner's
	// attack (SummonHex).
	AdjacentTarget bool
}

// ElementUse is one use action of a card: the elements it consumes (all of
// them) and what consuming them adds to the action before it.
type ElementUse struct {
	// Elements are the elements consumed together; Any: one more of the
	// players' choice (the engine leaves such a use to them).
	Elements []modifier.EffectKind
	Any      bool
	// Consumed: the monster's type consumed them this round, and each of
	// its monsters gains the bonus; Available: each is strong or waning
	// now, so a monster of the type whose turn starts consumes them.
	Consumed, Available bool
	Bonus               []monster.Resolved
}

// applies reports whether the use's bonus counts in the plan.
func (u ElementUse) applies() bool { return u.Consumed || u.Available && !u.Any }

// MonsterPlan returns the turn of monster figure id as its type's drawn
// card says; false when the figure is no monster, its type has drawn no
// card, or the scenario keeps no actions or stat card for it (a scenario
// begun before the engine kept them: snapshot version 4 or older).
func (s *Scenario) MonsterPlan(id string) (MonsterPlan, bool) {
	f, ok := s.byID[id]
	if !ok || f.Kind != KindMonster || !f.Alive() {
		return MonsterPlan{}, false
	}
	card, drawn := s.drawnCard(f.MonsterType)
	st, ok := s.MonsterStatCard(f.MonsterType, f.Elite)
	if !drawn || !ok || len(card.Actions) == 0 {
		return MonsterPlan{}, false
	}
	p := MonsterPlan{Figure: id, Type: f.MonsterType, Elite: f.Elite, Stat: st,
		Card:        AbilityCardInfo{Name: card.Name, Number: card.Number, Initiative: card.Initiative, Shuffle: card.Shuffle},
		Stunned:     f.Conditions.Has(modifier.Stun),
		Action:      monsterturn.Action{Flying: st.Flying, Muddled: f.Conditions.Has(modifier.Muddle)},
		switchIndex: -1}
	// a boss's "Special N": its special actions; of the card's actions,
	// those of the monster's rank (orig: their indexes among them all,
	// which elementUses keeps)
	acts, orig := monster.Performed(monster.Expand(card.Actions, st), st)
	p.Actions = monster.Resolve(acts, st)
	s.hazardValues(p.Actions)
	consumed := s.elementUses[f.MonsterType]
	moved, attacked := false, false
	for i, r := range p.Actions {
		raw := acts[i]
		if r.Type == monster.KindUse {
			u := ElementUse{Bonus: r.Bonus, Consumed: slices.Contains(consumed, orig[i])}
			for _, e := range r.Elements {
				if e == monster.AnyElement {
					u.Any = true
				} else if k, ok := modifier.ParseEffectKind(e); ok && k.IsElement() && !slices.Contains(u.Elements, k) {
					u.Elements = append(u.Elements, k)
				}
			}
			u.Available = len(u.Elements) > 0 && !slices.ContainsFunc(u.Elements, func(k modifier.EffectKind) bool {
				return s.elements.Strength(k) == Inert
			})
			p.Uses, p.useIndex = append(p.Uses, u), append(p.useIndex, orig[i])
			if u.applies() && i > 0 {
				before := p.Actions[i-1]
				p.reread(withBonus(before, r.Bonus), i-1 == p.firstOf(monster.KindAttack), i-1 == p.firstOf(monster.KindMove))
			}
			if u.applies() {
				var before *monster.Resolved
				if i > 0 {
					before = &p.Actions[i-1]
				}
				p.useBonus(r.Bonus, before)
				p.enemyBonus(i, r.Bonus)
				if !attacked {
					attacked = p.useAttack(raw, st)
				}
			}
			continue
		}
		if r.Text != "" {
			p.Notes = append(p.Notes, r.Text)
		}
		if p.mapActions(i, r) {
			continue
		}
		switch r.Type {
		case monster.KindMove:
			p.reread(r, false, !moved)
			moved = true
		case monster.KindAttack:
			p.reread(r, !attacked, false)
			attacked = true
		case monster.KindShield:
			if !r.Allies || r.Self {
				p.Shield += max(raw.Own(), 0)
			}
			p.allyActions(i, r, max(raw.Own(), 0))
		case monster.KindRetaliate:
			if n := max(raw.Own(), 0); n > 0 {
				p.Retaliate += n
				p.RetaliateRange = max(p.RetaliateRange, r.Range, 1)
			}
		case monster.KindHeal:
			if r.Self {
				p.Heal += r.Value
			}
			p.allyActions(i, r, r.Value)
		case monster.KindSummon:
			if r.Monster != "" {
				p.Summons = append(p.Summons, MonsterSummon{Type: r.Monster, Elite: r.Elite, SummonerHP: r.SummonerHP, HP: r.SummonHP, AdjacentTarget: r.AdjacentTarget})
			}
		case monster.KindInfuse:
			p.infuse(r.Elements)
		case monster.KindDisadvantage:
			p.Disadvantaged = true
		case monster.KindPass:
			p.Passes = true
		case monster.KindSwitchRank:
			if !p.SwitchRank {
				p.SwitchRank, p.RankSwitched, p.switchIndex = true, slices.Contains(consumed, orig[i]), orig[i]
			}
		case monster.KindDamage:
			if r.Self && r.IfPerformed == "" {
				p.SelfDamage += max(r.Value, 0)
			}
			p.enemyActions(i, r)
		case monster.KindCondition, monster.KindPush, monster.KindPull:
			p.enemyActions(i, r)
		}
	}
	return p, true
}

// useAttack makes the attack of a use that comes after no attack of the
// card ("use air: attack -1, range 3" after a heal and another use, as
// Savvas Icestorm's) the card's attack, worked out against the stat card
// as an attack of the card's own: the monster attacks only when the
// element is consumed. It reports whether the use had an attack.
func (p *MonsterPlan) useAttack(use monster.Action, st monster.StatCard) bool {
	for _, b := range use.Actions {
		if b.Type != monster.KindAttack {
			continue
		}
		if rs := monster.Resolve([]monster.Action{b}, st); len(rs) == 1 {
			p.reread(rs[0], true, false)
			return true
		}
	}
	return false
}

// infuse adds elements to what the card infuses.
func (p *MonsterPlan) infuse(elements []string) {
	for _, e := range elements {
		if e == monster.AnyElement {
			p.InfuseAny++
		} else if k, ok := modifier.ParseEffectKind(e); ok && k.IsElement() && !slices.Contains(p.Infuse, k) {
			p.Infuse = append(p.Infuse, k)
		}
	}
}

// useBonus adds what a consumed element gives besides a move's or an
// attack's numbers: an infusion (an element converted into another), more
// shield, more retaliate, a heal of the monster itself (its own, "heal 3,
// self", or more of the self heal before, the action before), damage the
// monster suffers, a summon.
func (p *MonsterPlan) useBonus(bonus []monster.Resolved, before *monster.Resolved) {
	for _, b := range bonus {
		switch b.Type {
		case monster.KindSummon:
			if b.Monster != "" {
				p.Summons = append(p.Summons, MonsterSummon{Type: b.Monster, Elite: b.Elite})
			}
		case monster.KindDamage:
			if b.Self {
				p.SelfDamage += max(b.Value, 0) // "Flame Demon suffers 1 damage"
			}
		case monster.KindHeal:
			if b.Self && !b.Allies || before != nil && before.Type == monster.KindHeal && before.Self && !b.Allies && b.Range == 0 {
				p.Heal += max(b.Value, 0)
			}
		case monster.KindInfuse:
			p.infuse(b.Elements)
		case monster.KindShield:
			p.Shield += max(b.Value, 0)
		case monster.KindRetaliate:
			if b.Value > 0 {
				p.Retaliate += b.Value
				p.RetaliateRange = max(p.RetaliateRange, 1)
			}
		}
	}
}

// firstOf returns the index of the plan's first action of kind, -1 when
// none.
func (p *MonsterPlan) firstOf(kind string) int {
	return slices.IndexFunc(p.Actions, func(r monster.Resolved) bool { return r.Type == kind })
}

// reread sets the plan's move (move) or attack (attack) from action r.
func (p *MonsterPlan) reread(r monster.Resolved, attack, move bool) {
	if move {
		p.Action.Move, p.Action.Jump = r.Value, r.Jump
		p.cardFocus(r)
	}
	if !attack {
		return
	}
	p.cardFocus(r)
	p.Action.Range, p.Action.Targets, p.Action.Area = r.Range, r.Target, r.Area
	// An area attack's targets come from its template (range 0: placed
	// and checked on the map); a single-target one is checked at its
	// range, a melee one at MeleeRange.
	a := resolvedAttack(r)
	p.cardTargets(&a, r)
	if a.Validate() != nil {
		p.Attack = nil
		return
	}
	p.Attack = &a
}

// resolvedAttack is the attack action r makes: its value, range (0 for an
// area attack, whose template is placed and checked on the map; a melee
// one's MeleeRange), targets, pierce, conditions, push and pull.
func resolvedAttack(r monster.Resolved) modifier.Attack {
	a := modifier.Attack{Value: min(r.Value, modifier.MaxValue), Ranged: r.Range > 0, Pierce: min(r.Pierce, modifier.MaxValue),
		AllyAdjacent: min(r.AllyAdjacent, modifier.MaxValue), Advantage: r.Advantage}
	if k, ok := modifier.ParseEffectKind(r.TargetHas); ok && k.IsCondition() && r.TargetHasBonus > 0 {
		a.TargetCondition, a.TargetConditionBonus = k, min(r.TargetHasBonus, modifier.MaxValue)
	}
	a.Ifs = condbonus.Clone(r.Ifs)
	if r.Area == nil {
		a.Range = AttackRange(a.Ranged, min(r.Range, modifier.MaxValue))
	}
	if r.Target > 1 {
		a.MaxTargets = min(r.Target, modifier.MaxValue)
	}
	for _, c := range r.Conditions {
		if k, ok := modifier.ParseEffectKind(c); ok && k.IsCondition() {
			a.Effects = append(a.Effects, modifier.Effect{Kind: k})
		}
	}
	if r.Push > 0 {
		a.Effects = append(a.Effects, modifier.Effect{Kind: modifier.Push, Amount: min(r.Push, modifier.MaxValue)})
	}
	if r.Pull > 0 {
		a.Effects = append(a.Effects, modifier.Effect{Kind: modifier.Pull, Amount: min(r.Pull, modifier.MaxValue)})
	}
	return a
}

// withBonus returns action r with what a consumed element adds: the bonus's
// numbers added to r's (a move's or attack's value, range, targets, pierce,
// push and pull), its conditions and jump joined to r's, its area (when it
// has one) the attack's.
func withBonus(r monster.Resolved, bonus []monster.Resolved) monster.Resolved {
	r.Conditions = slices.Clone(r.Conditions)
	for _, b := range bonus {
		if aimedOwn(b) {
			continue // an action of its own (enemyBonus), not part of r
		}
		if b.Type == r.Type {
			r.Value += b.Value
		}
		r.Range += b.Range
		r.Target += b.Target
		r.Pierce += b.Pierce
		r.Push += b.Push
		r.Pull += b.Pull
		r.Jump = r.Jump || b.Jump
		r.Advantage = r.Advantage || b.Advantage
		if b.Area != nil && r.Type == monster.KindAttack {
			r.Area = b.Area // the element gives the attack its area, or a larger one
		}
		for _, c := range b.Conditions {
			if !slices.Contains(r.Conditions, c) {
				r.Conditions = append(r.Conditions, c)
			}
		}
	}
	return r
}

// CardEffects is what a monster's card did as its turn started or ended.
type CardEffects struct {
	// Bonuses are the round bonuses it gained (the card's shield and
	// retaliate).
	Bonuses []modifier.Bonus `json:"bonuses,omitempty"`
	// Infused and Consumed are the elements it infused and consumed.
	Infused  []modifier.EffectKind `json:"infused,omitempty"`
	Consumed []modifier.EffectKind `json:"consumed,omitempty"`
	// Healed is its self heal, nil when none.
	Healed *Healing `json:"healed,omitempty"`
	// Allies is what its card did to its allies (heals, shields).
	Allies []AllyEffect `json:"allies,omitempty"`
	// Enemies is what its card's damage and conditions did to its enemies
	// (EnemyAction); Choose are the plan's indexes of those the players
	// carry out, choosing among more enemies than the action targets.
	Enemies []EnemyEffect `json:"enemies,omitempty"`
	Choose  []int         `json:"choose,omitempty"`
	// Suffered is the damage its card made it suffer as its turn started
	// or ended, nil when none.
	Suffered *Suffered `json:"suffered,omitempty"`
	// Switched are the standees whose rank its card switched as its turn
	// started (RankSwitch).
	Switched []RankSwitch `json:"switched,omitempty"`
	// Spawned are the monsters its card spawned, Traps and Obstacles the
	// hexes of the traps and obstacles it created.
	Spawned   []string      `json:"spawned,omitempty"`
	Traps     []hexgrid.Hex `json:"traps,omitempty"`
	Obstacles []hexgrid.Hex `json:"obstacles,omitempty"`
}

// startCard carries out what monster f's card does as its turn starts:
// unless it is stunned, it gains the card's shield and retaliate (and the
// disadvantage of the attacks on it) as round bonuses, consumes the elements of its card's uses (the first monster of
// its type to act consumes one; each monster of the type then gains the
// bonus), infuses the card's elements (strong at the end of its turn), and
// heals itself by the card's heals that come before its move and attack.
func (s *Scenario) startCard(f *Figure) CardEffects {
	var out CardEffects
	p, ok := s.MonsterPlan(f.ID)
	if !ok || p.Stunned || !f.Alive() {
		return out
	}
	if out.Switched = s.startSwitch(f, p); out.Switched != nil {
		// the card's first line: the rest is played at the new rank
		if p, ok = s.MonsterPlan(f.ID); !ok {
			return out
		}
	}
	if p.Shield > 0 {
		out.Bonuses = append(out.Bonuses, modifier.Bonus{Kind: modifier.BonusShield, Value: min(p.Shield, modifier.MaxValue), Duration: modifier.BonusRound})
	}
	if p.Retaliate > 0 {
		out.Bonuses = append(out.Bonuses, modifier.Bonus{Kind: modifier.BonusRetaliate, Value: min(p.Retaliate, modifier.MaxValue),
			Range: min(p.RetaliateRange, modifier.MaxValue), Duration: modifier.BonusRound})
	}
	if p.Disadvantaged {
		out.Bonuses = append(out.Bonuses, modifier.Bonus{Kind: modifier.BonusDisadvantage, Duration: modifier.BonusRound})
	}
	if len(out.Bonuses) > 0 {
		f.Bonuses = append(slices.Clone(f.Bonuses), out.Bonuses...)
	}
	// Monsters consume the elements of their card's uses whenever they
	// can: the first of the type to act does, for the whole type.
	for i, u := range p.Uses {
		if u.Consumed || !u.Available || u.Any {
			continue
		}
		for _, k := range u.Elements {
			_, _ = s.elements.Consume(k) // strong or waning (Available): cannot fail
			out.Consumed = append(out.Consumed, k)
		}
		if s.elementUses == nil {
			s.elementUses = map[string][]int{}
		}
		s.elementUses[f.MonsterType] = append(slices.Clone(s.elementUses[f.MonsterType]), p.useIndex[i])
	}
	for _, k := range p.Infuse {
		if s.elements.Infuse(k) == nil {
			out.Infused = append(out.Infused, k)
		}
	}
	if heal := p.healBefore(); heal > 0 {
		if h, err := f.Heal(heal); err == nil {
			out.Healed = &h
		}
	}
	out.Allies = s.applyToAllies(f, p, true)
	out.Enemies, out.Choose = s.applyToEnemies(f, p, true)
	s.applyMapActions(f, p, true, &out)
	return out
}

// endCard carries out what monster f's card does as its turn ends: it
// heals itself by the card's heals that come after its move or attack
// (and by the damage its attacks did, when its card says so: dealtHeal).
func (s *Scenario) endCard(f *Figure) CardEffects {
	var out CardEffects
	p, ok := s.MonsterPlan(f.ID)
	if !ok || p.Stunned || !f.Alive() {
		return out
	}
	if heal := p.Heal - p.healBefore() + s.dealtHeal(p); heal > 0 {
		if h, err := f.Heal(min(heal, modifier.MaxValue)); err == nil {
			out.Healed = &h
		}
	}
	out.Allies = s.applyToAllies(f, p, false)
	out.Enemies, out.Choose = s.applyToEnemies(f, p, false)
	s.applyMapActions(f, p, false, &out)
	return out
}

// healBefore is the self heal of the card's actions before its first move
// or attack.
func (p MonsterPlan) healBefore() int {
	n := 0
	for _, r := range p.Actions {
		if r.Type == monster.KindMove || r.Type == monster.KindAttack {
			break
		}
		if r.Type == monster.KindHeal && r.Self {
			n += r.Value
		}
	}
	return n
}

// drawnCard returns the card monster type t drew this round.
func (s *Scenario) drawnCard(t string) (AbilityCardInfo, bool) {
	name, ok := s.abilityOf[t]
	if !ok {
		return AbilityCardInfo{}, false
	}
	d := s.abilities[name]
	c, drawn := d.deck.Current()
	if !drawn {
		return AbilityCardInfo{}, false
	}
	return d.info.Cards[c], true
}
