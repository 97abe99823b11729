package modifier

import (
	"errors"
	"fmt"
	"github.com/haventable/haventable/engine/condbonus"
	"slices"
	"strconv"

	"github.com/haventable/haventable/engine/rules"
)

// Adjustment is one of the attacker's own modifiers to an attack value: add
// Value (OpAdd) or double (OpDouble). The poison place (Poison true) marks
// where the +1 a poisoned target gives is applied; against a target that is
// not poisoned it does nothing.
type Adjustment struct {
	Op     Op
	Value  int
	Poison bool
}

// PoisonPlace is the modifier that places the +1 of a poisoned target.
var PoisonPlace = Adjustment{Op: OpAdd, Poison: true}

// ParseAdjustment reads "+N", "-N", "x2" or "poison" (the poison place).
func ParseAdjustment(s string) (Adjustment, error) {
	if s == "poison" {
		return PoisonPlace, nil
	}
	op, v, ok, err := parseValueToken(s)
	if err != nil {
		return Adjustment{}, fmt.Errorf("parse modifier %q: %w", s, err)
	}
	if !ok || op == OpNull {
		return Adjustment{}, fmt.Errorf("parse modifier %q: want +N, -N, x2 or poison", s)
	}
	return Adjustment{Op: op, Value: v}, nil
}

// String writes the modifier as ParseAdjustment reads it.
func (m Adjustment) String() string {
	switch {
	case m.Poison:
		return "poison"
	case m.Op == OpDouble:
		return "x2"
	case m.Value < 0:
		return strconv.Itoa(m.Value)
	}
	return "+" + strconv.Itoa(m.Value)
}

// BestOrder returns the attacker's modifiers in the order that gives the
// highest attack value, the order the player is assumed to choose: the
// additions of 0 or more (and the poison place, worth +1 or nothing) before
// the doublings, the subtractions after them. The order within each group is
// kept.
func BestOrder(mods []Adjustment) []Adjustment {
	rank := func(m Adjustment) int {
		switch {
		case m.Op == OpDouble:
			return 1
		case m.Value < 0:
			return 2
		}
		return 0
	}
	out := slices.Clone(mods)
	slices.SortStableFunc(out, func(a, b Adjustment) int { return rank(a) - rank(b) })
	return out
}

// ApplyAdjustments applies the attacker's modifiers in the order given to an
// attack value. Against a poisoned target the poison place adds 1; where
// mods hold no poison place, the +1 is applied first. The result may be
// below 0.
func ApplyAdjustments(value int, mods []Adjustment, poisoned bool) int {
	v, _ := applyAdjustments(value, mods, poisoned, nil)
	return v
}

func applyAdjustments(value int, mods []Adjustment, poisoned bool, log *Log) (int, bool) {
	v := value
	placed := slices.ContainsFunc(mods, func(m Adjustment) bool { return m.Poison })
	if poisoned && !placed {
		v++
		log.add(MsgPoison, 1)
	}
	for _, m := range mods {
		switch {
		case m.Poison:
			if poisoned {
				v++
				log.add(MsgPoison, 1)
			}
		case m.Op == OpDouble:
			v *= 2
			log.add(MsgModifierDouble, 2)
		default:
			v += m.Value
			log.add(MsgModifierAdd, m.Value)
		}
	}
	changed := poisoned || slices.ContainsFunc(mods, func(m Adjustment) bool { return !m.Poison })
	return v, changed
}

// Attack is one attack ability as the attacker performs it.
type Attack struct {
	Value     int          // the printed attack value, after any increase
	Modifiers []Adjustment // the attacker's own, in the order applied (see BestOrder)
	// Advantage and Disadvantage are the attacker's sources of either; a
	// ranged attack on an adjacent target also has disadvantage. They never
	// stack, and one of each cancels (ModeFor).
	Advantage    bool
	Disadvantage bool
	Ranged       bool
	// Range is the attack's range in hexes: every target must be within
	// it, counted along the map from the attacker's hex (walls and closed
	// doors are not passed through), and in the attacker's line of sight.
	// A melee attack has range 1: its targets are adjacent on the map (not
	// through a wall). Range 0 means range and sight are not checked: for
	// targets taken from an area template (the map's area code has checked
	// placement, range and sight) and for attacks resolved by hand.
	// ResolveAttack, which knows no map, ignores it; the DrawAttack action
	// checks it.
	Range      int
	Pierce     int      // reduces the target's shield for this attack
	Effects    []Effect // the ability's added effects
	MaxTargets int      // Target X: at most this many targets; 0 for no limit
	// AllyAdjacent is added to Value against a target adjacent to any of
	// the attacker's allies (Defender.AllyAdjacent): a monster card's
	// "Add +2 attack if the target is adjacent to any of the Hound's
	// allies".
	AllyAdjacent int
	// Times is how many times the attack is made on its one target: a
	// monster card's "Target 1 enemy with all attacks" (its attacks, as
	// many as its targets, all on one enemy). 0 and 1 are once; above 1
	// the attack has exactly one target (see ResolveAttack).
	Times int
	// TargetConditionBonus is added to Value against a target that has
	// condition TargetCondition (Defender.Conditions): a monster card's
	// "Add +2 attack if the target has wound"; 0: none.
	TargetCondition      EffectKind
	TargetConditionBonus int
	// Ifs are the ability's conditional bonuses (a card's "+2 Attack and
	// gain experience if the target is adjacent to any of your allies"):
	// each adds to the attack on a target as many times as it holds of
	// that target (Defender.Ifs), what holds being worked out on the
	// table.
	Ifs []condbonus.Bonus

	// Rules is the edition whose rules the card step follows
	// (ResolveStepFor); "" is rules.Default. The scenario sets it: it is
	// not part of the attack's JSON.
	Rules rules.Edition
}

// Defender is a target of an attack as plain values.
type Defender struct {
	ID       string
	HP       int // hit points before the attack, 1 or more
	Shield   int // the figure's own shield
	Adjacent bool
	Summoned bool
	Spawned  bool
	Poisoned bool
	Bonuses  Bonuses
	// Distance is the range from the target to the attacker in hexes,
	// counted as an attack's range is, for the target's retaliate bonuses;
	// 0 when not known: 1 when Adjacent, otherwise beyond every retaliate.
	Distance int
	// Retaliate and RetaliateRange are the target's own retaliate (a
	// monster's stat card), added to its retaliate bonuses within range
	// (RetaliateRange 0 or 1: adjacent attackers only).
	Retaliate, RetaliateRange int
	// Brittle and Ward are the target's brittle and ward conditions: they
	// double or halve the damage it suffers (ConditionDamage).
	Brittle, Ward bool
	// AllyAdjacent: the target is adjacent to one of the attacker's
	// allies (Attack.AllyAdjacent).
	AllyAdjacent bool
	// Conditions are the target's conditions, for an attack's bonus
	// against a target with one (Attack.TargetCondition).
	Conditions []EffectKind
	// Ifs are how many times each of the attack's conditional bonuses
	// (Attack.Ifs, by index) holds of this target: 0 where it does not.
	Ifs []int
	// Bonus and Advantage are what the attacker gives the attack on this
	// target alone (an item "on one attack": +N attack, advantage),
	// counted as the attack's own value and advantage are; an attack made
	// several times on its one target gets them on its first attack only.
	Bonus     int
	Advantage bool
}

// ifCount is how many times the attack's conditional bonus i holds of t.
func (t Defender) ifCount(i int) int {
	if i < len(t.Ifs) {
		return t.Ifs[i]
	}
	return 0
}

// PierceAgainst is the attack's pierce against target t: Pierce and
// what its conditional bonuses that hold of t add.
func (a Attack) PierceAgainst(t Defender) int {
	p := a.Pierce
	for i, b := range a.Ifs {
		p += t.ifCount(i) * b.Pierce
	}
	return min(p, MaxValue)
}

// IfEffects are the effects the attack's conditional bonuses that hold of
// t add: their conditions, their pushes and pulls as many times as they
// hold.
func (a Attack) IfEffects(t Defender) []Effect {
	var out []Effect
	for i, b := range a.Ifs {
		n := t.ifCount(i)
		if n == 0 {
			continue
		}
		for _, c := range b.Conditions {
			if k, ok := ParseEffectKind(c); ok && k.IsCondition() {
				out = append(out, Effect{Kind: k})
			}
		}
		if b.Push > 0 {
			out = append(out, Effect{Kind: Push, Amount: min(n*b.Push, MaxValue)})
		}
		if b.Pull > 0 {
			out = append(out, Effect{Kind: Pull, Amount: min(n*b.Pull, MaxValue)})
		}
	}
	return MergeEffects(out)
}

// reach is the defender's distance from the attacker for retaliate.
func (d Defender) reach() int {
	switch {
	case d.Distance > 0:
		return d.Distance
	case d.Adjacent:
		return 1
	}
	return 0
}

// TargetResult is the outcome of an attack on one target.
type TargetResult struct {
	ID      string
	Mode    Mode   // how the modifier cards were drawn for this target
	Drawn   []Card // every card drawn for the target, in order
	Used    []Card // the cards whose value and effects applied
	Attack  int    // the value after the modifiers and the card step, never below 0
	Shield  int    // the shield that applied, after pierce
	Damage  int    // what the target suffered, never below 0
	HP      int    // hit points after the attack, never below 0
	Dead    bool
	Money   bool     // a money token drops (dead, neither summoned nor spawned)
	Negate  bool     // a negate bonus applied
	Effects []Effect // the added effects of the attack on the target; none if dead
	// Bonuses are the target's active bonuses after the attack.
	Bonuses Bonuses
	// Retaliate is the retaliate damage the attacker suffers after the
	// attack on this target, before the attacker's own bonuses (see
	// Bonuses.Retaliate); 0 when the target died.
	Retaliate int
	Log       Log
	// Ifs are how many times each of the attack's conditional bonuses
	// held of the target (Defender.Ifs).
	Ifs []int
	// Spent are the target's conditions the damage used up and removes
	// (brittle, ward: ConditionDamage), in notation order.
	Spent []EffectKind
}

// AttackResult is the outcome of one attack, target by target in order.
type AttackResult struct {
	Targets []TargetResult
}

// ErrDuplicateTarget is returned when one figure is targeted twice by one
// attack.
var ErrDuplicateTarget = errors.New("a figure is targeted twice by one attack")

// Validate checks an attack's numbers.
func (a Attack) Validate() error {
	if a.Value < 0 || a.Value > MaxValue {
		return fmt.Errorf("attack value %d out of 0..%d", a.Value, MaxValue)
	}
	if a.Pierce < 0 || a.Pierce > MaxValue {
		return fmt.Errorf("attack pierce %d out of 0..%d", a.Pierce, MaxValue)
	}
	if a.AllyAdjacent < 0 || a.AllyAdjacent > MaxValue {
		return fmt.Errorf("attack bonus against a target adjacent to an ally %d out of 0..%d", a.AllyAdjacent, MaxValue)
	}
	if a.TargetConditionBonus < 0 || a.TargetConditionBonus > MaxValue || (a.TargetConditionBonus > 0) != a.TargetCondition.IsCondition() {
		return fmt.Errorf("attack bonus %d against a target with condition %q: want 1..%d with a condition, or 0 with none", a.TargetConditionBonus, a.TargetCondition, MaxValue)
	}
	if a.Range < 0 || a.Range > MaxValue {
		return fmt.Errorf("attack range %d out of 0..%d", a.Range, MaxValue)
	}
	if !a.Ranged && a.Range > 1 {
		return fmt.Errorf("attack range %d: a melee attack has range 1 (or 0, not checked)", a.Range)
	}
	if a.MaxTargets < 0 {
		return fmt.Errorf("attack targets %d below 0", a.MaxTargets)
	}
	if a.Times < 0 || a.Times > MaxValue {
		return fmt.Errorf("attack made %d times: out of 0..%d", a.Times, MaxValue)
	}
	if len(a.Ifs) > condbonus.MaxBonuses {
		return fmt.Errorf("attack: %d conditional bonuses, at most %d", len(a.Ifs), condbonus.MaxBonuses)
	}
	for i, b := range a.Ifs {
		if err := b.Validate(); err != nil {
			return fmt.Errorf("attack: conditional bonus %d: %w", i+1, err)
		}
	}
	if a.Rules != "" && !a.Rules.Known() {
		return fmt.Errorf("attack rules: unknown edition %q", a.Rules)
	}
	doubles, poison := 0, 0
	for i, m := range a.Modifiers {
		switch {
		case m.Poison:
			poison++
			if poison > 1 {
				return fmt.Errorf("modifier %d: poison placed twice", i)
			}
		case m.Op == OpDouble:
			if doubles++; doubles > 3 {
				return fmt.Errorf("modifier %d: more than 3 doublings", i)
			}
		case m.Op == OpAdd:
			if m.Value < -MaxValue || m.Value > MaxValue {
				return fmt.Errorf("modifier %d: %d out of ±%d", i, m.Value, MaxValue)
			}
		default:
			return fmt.Errorf("modifier %d: only additions and doublings modify an attack", i)
		}
	}
	for i, e := range a.Effects {
		if _, err := (Card{}).WithEffects(e); err != nil {
			return fmt.Errorf("effect %d: %w", i, err)
		}
	}
	return nil
}

// Validate checks a defender's values.
func (d Defender) Validate() error {
	if d.ID == "" {
		return errors.New("no id")
	}
	if d.HP < 1 {
		return fmt.Errorf("%s: hp %d: a figure at 0 hit points or fewer is dead", d.ID, d.HP)
	}
	if d.Shield < 0 || d.Shield > MaxValue {
		return fmt.Errorf("%s: shield %d out of 0..%d", d.ID, d.Shield, MaxValue)
	}
	if d.Distance < 0 {
		return fmt.Errorf("%s: distance %d below 0", d.ID, d.Distance)
	}
	if d.Bonus < 0 || d.Bonus > MaxValue {
		return fmt.Errorf("%s: attack bonus %d out of 0..%d", d.ID, d.Bonus, MaxValue)
	}
	if err := d.Bonuses.Validate(); err != nil {
		return fmt.Errorf("%s: %w", d.ID, err)
	}
	return nil
}

// ResolveAttack resolves an attack on its targets in order, drawing the
// modifier cards of each target in turn from deck. For each target:
//
//  1. the attacker's modifiers in the order given (the poison +1 first unless
//     placed);
//  2. the modifier card step (ResolveStepFor, by a.Rules), with advantage or disadvantage as
//     the attack and the target give it; the attack value is then never
//     below 0 (a null card makes it 0);
//  3. the target's shield: its own plus its shield bonuses, less the pierce
//     of the attack and of the used cards (Damage); the shield bonuses with a
//     track use a position;
//  4. the target's negate bonuses (Bonuses.Suffer);
//  5. the target's brittle or ward (ConditionDamage), spent when it
//     suffers 1 damage or more (TargetResult.Spent).
//
// A target brought to 0 hit points or fewer dies at once and receives no
// added effect; otherwise its effects are the ability's plus the used cards'
// (StepEffects; numbered effects of one kind add up), and its retaliate
// bonuses that reach the attacker (Defender.Distance) give the damage the
// attacker suffers in Retaliate (Bonuses.Retaliated: whatever damage the
// attack did; the retaliates with a track use a position).
//
// The cards drawn are held in play while the attack is resolved and go to the
// discard pile at its end; where the caller has started an attack on the
// deck itself (Deck.StartAttack), they stay in play until the caller ends it.
// Bad input, or a deck that runs out of cards, returns an error and changes
// nothing (the deck and its source are as they were).
func ResolveAttack(deck *Deck, a Attack, targets []Defender) (AttackResult, error) {
	if err := a.Validate(); err != nil {
		return AttackResult{}, fmt.Errorf("resolve attack: %w", err)
	}
	if len(targets) == 0 {
		return AttackResult{}, errors.New("resolve attack: no target")
	}
	if a.MaxTargets > 0 && len(targets) > a.MaxTargets {
		return AttackResult{}, fmt.Errorf("resolve attack: %d targets, the attack has at most %d", len(targets), a.MaxTargets)
	}
	for i, t := range targets {
		if err := t.Validate(); err != nil {
			return AttackResult{}, fmt.Errorf("resolve attack: target %d: %w", i, err)
		}
		for j := range i {
			if targets[j].ID == t.ID {
				return AttackResult{}, fmt.Errorf("resolve attack: target %d (%s): %w", i, t.ID, ErrDuplicateTarget)
			}
		}
	}
	if a.Times > 1 && len(targets) != 1 {
		return AttackResult{}, fmt.Errorf("resolve attack: made %d times on one target, %d targets given", a.Times, len(targets))
	}
	undo := deck.snapshot()
	owned := !deck.attacking
	if owned {
		deck.attacking = true
	}
	if a.Times > 1 {
		res, err := repeatAttack(deck, a, targets[0])
		if err != nil {
			undo()
			return AttackResult{}, err
		}
		if owned {
			deck.EndAttack()
		}
		return res, nil
	}
	res := AttackResult{Targets: make([]TargetResult, 0, len(targets))}
	for i, t := range targets {
		r, err := attackTarget(deck, a, t)
		if err != nil {
			undo()
			return AttackResult{}, fmt.Errorf("resolve attack: target %d (%s): %w", i, t.ID, err)
		}
		res.Targets = append(res.Targets, r)
	}
	if owned {
		deck.EndAttack()
	}
	return res, nil
}

func attackTarget(deck *Deck, a Attack, t Defender) (TargetResult, error) {
	r := TargetResult{ID: t.ID, Log: make(Log, 0, 12), Ifs: slices.Clone(t.Ifs)}
	log := &r.Log
	log.add(MsgAttack, a.ValueAgainst(t))
	value, changed := applyAdjustments(a.ValueAgainst(t), a.Modifiers, t.Poisoned, log)
	if changed {
		log.add(MsgSubtotal, value)
	}

	r.Mode = a.ModeAgainst(t)
	switch r.Mode {
	case Advantage:
		log.add(MsgAdvantage, 0)
	case Disadvantage:
		log.add(MsgDisadvantage, 0)
	}
	step, err := ResolveStepFor(a.Rules, r.Mode, value, deck.Draw)
	if err != nil {
		return TargetResult{}, err
	}
	r.Drawn, r.Used = step.Drawn, step.Used
	u := 0
	for _, c := range r.Drawn {
		if u < len(r.Used) && r.Used[u] == c {
			log.addCard(MsgCard, c)
			u++
		} else {
			log.addCard(MsgCardIgnored, c)
		}
	}
	if SubtractsAfterDoubling(r.Used) {
		log.add(MsgCardOrder, 0)
	}
	r.Attack = max(0, ApplyCards(value, r.Used))
	log.add(MsgSubtotal, r.Attack)

	cardEffects := StepEffects(r.Used)
	pierce := a.PierceAgainst(t)
	for _, e := range cardEffects {
		if e.Kind == Pierce {
			pierce += e.Amount
		}
	}
	shield := t.Shield + t.Bonuses.Shield()
	r.Shield = max(0, shield-pierce)
	if shield > 0 {
		log.add(MsgShield, shield)
		if pierce > 0 {
			log.add(MsgPierce, pierce)
		}
	}
	damage := Damage(r.Attack, shield, pierce)
	bonuses := t.Bonuses.attacked(log)
	r.Damage, r.Bonuses, r.Negate = bonuses.suffer(damage, log)
	r.Damage, r.Spent = conditionDamage(r.Damage, t.Brittle, t.Ward, log)
	log.add(MsgDamage, r.Damage)

	r.HP = max(0, t.HP-r.Damage)
	r.Dead = t.HP-r.Damage <= 0
	if r.Dead {
		r.Money = !t.Summoned && !t.Spawned
		log.add(MsgDies, 0)
		if r.Money {
			log.add(MsgMoney, 0)
		}
		r.Effects = []Effect{}
		return r, nil
	}
	r.Effects = MergeEffects(a.Effects, a.IfEffects(t), cardEffects)
	r.Retaliate, r.Bonuses = r.Bonuses.retaliated(t.reach(), log)
	if reach := t.reach(); t.Retaliate > 0 && reach >= 1 && reach <= max(t.RetaliateRange, 1) {
		log.add(MsgRetaliate, t.Retaliate)
		r.Retaliate += t.Retaliate
	}
	return r, nil
}

// MergeEffects joins lists of added effects, each kind once; the amounts of
// a numbered kind given twice add up.
func MergeEffects(lists ...[]Effect) []Effect {
	out := []Effect{}
	for _, l := range lists {
		for _, e := range l {
			i := slices.IndexFunc(out, func(x Effect) bool { return x.Kind == e.Kind })
			if i < 0 {
				out = append(out, e)
			} else {
				out[i].Amount += e.Amount
			}
		}
	}
	return out
}

// repeatAttack makes attack a a.Times times on target t ("Target 1 enemy
// with all attacks"), one result per attack in order: each attack finds
// the target as the ones before left it (its hit points and bonuses,
// poison, brittle and ward gained or spent), and none is made after it
// falls.
func repeatAttack(deck *Deck, a Attack, t Defender) (AttackResult, error) {
	res := AttackResult{Targets: make([]TargetResult, 0, a.Times)}
	for i := range a.Times {
		r, err := attackTarget(deck, a, t)
		if err != nil {
			return AttackResult{}, fmt.Errorf("resolve attack: attack %d on %s: %w", i+1, t.ID, err)
		}
		res.Targets = append(res.Targets, r)
		if r.Dead {
			break
		}
		t.HP, t.Bonuses = r.HP, r.Bonuses
		t.Bonus, t.Advantage = 0, false // for one attack: the first
		for _, k := range r.Spent {
			switch k {
			case Brittle:
				t.Brittle = false
			case Ward:
				t.Ward = false
			}
		}
		for _, e := range r.Effects {
			switch e.Kind {
			case Poison:
				t.Poisoned = true
			case Brittle:
				t.Brittle = true
			case Ward:
				t.Ward = true
			}
			if e.Kind.IsCondition() && !slices.Contains(t.Conditions, e.Kind) {
				// the next attack's bonus against a target with it
				t.Conditions = append(slices.Clone(t.Conditions), e.Kind)
			}
		}
	}
	return res, nil
}
