package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/haventable/haventable/engine/condbonus"
	"slices"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
)

// ErrAttackPending is returned while an attack is drawn and not yet applied
// (see the DrawAttack action): no other attack may be drawn and the round may
// not end until it is applied.
var ErrAttackPending = errors.New("an attack is drawn and not yet applied")

// ErrNoPendingAttack is returned by ApplyAttack when no attack is drawn.
var ErrNoPendingAttack = errors.New("no attack is drawn")

// PendingAttack is an attack whose modifier cards are drawn and whose
// results are worked out, target by target, but not yet applied to the
// figures (the DrawAttack action, then the ApplyAttack action).
type PendingAttack struct {
	// Attacker is the figure attacking.
	Attacker string
	// Attack is the attack as performed: the attacker's strengthen and
	// muddle are already counted in Advantage and Disadvantage, and what
	// its items add to its next attack (ItemBoostOf) in Value, Advantage
	// and Effects.
	Attack modifier.Attack
	// Given is the attack as the DrawAttack action gave it, before those
	// are counted: what the attack form shows while the attack is drawn
	// (after an Undo, a Redo, a restart or on a joined device alike), so
	// that an attack drawn again from it does not count them twice. A
	// snapshot written before it was kept gives Attack.
	Given modifier.Attack
	// Targets are the results, in the order the targets were given. Each
	// one's HP, Dead and Money are what the target will have after the
	// attack as the figures stood when it was drawn.
	Targets []modifier.TargetResult
}

func (p PendingAttack) clone() PendingAttack {
	c := p
	c.Attack.Modifiers = slices.Clone(p.Attack.Modifiers)
	c.Attack.Effects = slices.Clone(p.Attack.Effects)
	c.Attack.Ifs = condbonus.Clone(p.Attack.Ifs)
	c.Given.Modifiers = slices.Clone(p.Given.Modifiers)
	c.Given.Effects = slices.Clone(p.Given.Effects)
	c.Given.Ifs = condbonus.Clone(p.Given.Ifs)
	c.Targets = make([]modifier.TargetResult, len(p.Targets))
	for i, r := range p.Targets {
		r.Drawn = slices.Clone(r.Drawn)
		r.Used = slices.Clone(r.Used)
		r.Effects = slices.Clone(r.Effects)
		r.Spent = slices.Clone(r.Spent)
		r.Ifs = slices.Clone(r.Ifs)
		r.Bonuses = slices.Clone(r.Bonuses)
		r.Log = slices.Clone(r.Log)
		c.Targets[i] = r
	}
	return c
}

// PendingAttack returns the attack drawn and not yet applied, if any.
func (s *Scenario) PendingAttack() (PendingAttack, bool) {
	if s.pending == nil {
		return PendingAttack{}, false
	}
	return s.pending.clone(), true
}

// drawAttack performs the first half of an attack by figure attacker on the
// figures targets, in that order: it checks the attack as Attack does, draws
// the modifier cards for every target and works out every result (see
// ResolveAttack), and keeps them as the scenario's pending attack. The deck
// changes (the cards drawn are held in play until the attack is applied);
// the figures do not. ApplyAttack then applies the results.
//
// While an attack is pending, drawAttack (and Attack) and EndRound fail
// with an error wrapping ErrAttackPending or ErrAttackInProgress.
func (s *Scenario) drawAttack(attacker string, a modifier.Attack, targets []string) (PendingAttack, error) {
	if s.pending != nil {
		return PendingAttack{}, fmt.Errorf("attack by %q: %w (by %q)", attacker, ErrAttackPending, s.pending.Attacker)
	}
	given := a
	given.Modifiers = slices.Clone(a.Modifiers)
	given.Effects = slices.Clone(a.Effects)
	given.Ifs = condbonus.Clone(a.Ifs)
	given.Rules = s.Rules()
	deck, a, defenders, err := s.prepareAttack(attacker, a, targets)
	if err != nil {
		return PendingAttack{}, err
	}
	if err := deck.StartAttack(); err != nil {
		return PendingAttack{}, fmt.Errorf("attack by %q: %w", attacker, err)
	}
	res, err := modifier.ResolveAttack(deck, a, defenders)
	if err != nil {
		deck.EndAttack() // nothing was drawn: the deck is as it was
		return PendingAttack{}, fmt.Errorf("attack by %q: %w", attacker, err)
	}
	s.withSingle(attacker, a, res.Targets)
	s.pending = &PendingAttack{Attacker: attacker, Attack: a, Given: given, Targets: res.Targets}
	return s.pending.clone(), nil
}

// prepareAttack checks an attack by attacker on targets as DrawAttack does
// and returns the deck it draws from, the attack with the attacker's
// strengthen and muddle counted, and the targets as defenders.
func (s *Scenario) prepareAttack(attacker string, a modifier.Attack, targets []string) (*modifier.Deck, modifier.Attack, []modifier.Defender, error) {
	att, err := s.live(attacker)
	if err != nil {
		return nil, a, nil, fmt.Errorf("attack: attacker: %w", err)
	}
	if !att.OnMap {
		return nil, a, nil, fmt.Errorf("attack: attacker %q is not on the map", attacker)
	}
	for _, k := range []modifier.EffectKind{modifier.Stun, modifier.Disarm} {
		if att.Conditions.Has(k) {
			return nil, a, nil, fmt.Errorf("attack: attacker %q is %s: it cannot attack", attacker, conditionAdjective(k))
		}
	}
	deck, err := s.deckOf(att)
	if err != nil {
		return nil, a, nil, fmt.Errorf("attack by %q: %w", attacker, err)
	}
	a.Modifiers = slices.Clone(a.Modifiers)
	a.Effects = slices.Clone(a.Effects)
	a = s.withItemBoost(attacker, withAttackerMode(att, a))
	a.Rules = s.Rules()
	defenders := make([]modifier.Defender, 0, len(targets))
	for i, id := range targets {
		f, err := s.live(id)
		if err != nil {
			return nil, a, nil, fmt.Errorf("attack by %q: target %d: %w", attacker, i, err)
		}
		switch {
		case !f.OnMap:
			return nil, a, nil, fmt.Errorf("attack by %q: target %d (%s) is not on the map", attacker, i, id)
		case f.Side == att.Side:
			return nil, a, nil, fmt.Errorf("attack by %q: target %d (%s) is an ally", attacker, i, id)
		case f.Conditions.Has(modifier.Invisible):
			return nil, a, nil, fmt.Errorf("attack by %q: target %d (%s) is invisible", attacker, i, id)
		}
		if err := s.checkReach(att, f, i, a.Range); err != nil {
			return nil, a, nil, err
		}
		d := s.defender(att, f)
		d.Ifs = s.ifCounts(att, f, a)
		s.atTable(&d, a.Range)
		defenders = append(defenders, d)
	}
	s.withSingleBoost(attacker, a, defenders)
	return deck, a, defenders, nil
}

// defender is figure f as a target of an attack by att (nil: an attacker
// not on the map, which is adjacent to nothing and beyond every
// retaliate).
func (s *Scenario) defender(att, f *Figure) modifier.Defender {
	d := modifier.Defender{
		ID: f.ID, HP: f.HP, Shield: f.Shield,
		Summoned: f.Summoned(), Spawned: f.Spawned,
		Poisoned:  f.Conditions.Has(modifier.Poison),
		Brittle:   f.Conditions.Has(modifier.Brittle),
		Ward:      f.Conditions.Has(modifier.Ward),
		Bonuses:   slices.Clone(f.Bonuses),
		Distance:  beyondRetaliate,
		Retaliate: f.Retaliate, RetaliateRange: f.RetaliateRange,
		Conditions: f.Conditions.List(),
	}
	if att != nil && att.OnMap && f.OnMap {
		d.Adjacent = s.grid.Adjacent(att.At, f.At)
		d.Distance = s.retaliateDistance(f, att)
		d.AllyAdjacent = s.adjacentToAlly(att, f)
	}
	return d
}

// DefenderOf returns figure target as an attack by attacker would find it
// (see DrawAttack): its hit points, shield, bonuses and poison, whether the
// two are adjacent, and how far its retaliate reaches the attacker. An
// attacker that is "" or off the map is adjacent to nothing. Unlike
// DrawAttack it does not check that the attack may be made.
func (s *Scenario) DefenderOf(attacker, target string) (modifier.Defender, error) {
	f, err := s.live(target)
	if err != nil {
		return modifier.Defender{}, fmt.Errorf("defender: %w", err)
	}
	return s.defender(s.byID[attacker], f), nil
}

// beyondRetaliate is a distance no retaliate reaches.
const beyondRetaliate = modifier.MaxValue + 1

// retaliateDistance is the range from the target to the attacker for the
// target's retaliate bonuses: counted along the map as an attack's range is
// (hexes either side of a wall are not adjacent), beyond every retaliate
// where walls separate them.
func (s *Scenario) retaliateDistance(target, att *Figure) int {
	if target.Retaliate == 0 && !slices.ContainsFunc(target.Bonuses, func(b modifier.Bonus) bool { return b.Kind == modifier.BonusRetaliate }) {
		return 0 // not needed: no retaliate (Adjacent stands for it)
	}
	d, ok := s.grid.Range(target.At, att.At)
	if !ok || d < 1 {
		return beyondRetaliate
	}
	return d
}

// AttackOdds returns the exact odds (see the package function AttackOdds)
// of an attack by attacker on the figure target, as DrawAttack would
// resolve it now: the attacker's deck as it stands, its strengthen and
// muddle, the target's shield, bonuses and poison, and disadvantage for a
// ranged attack on an adjacent target. A target out of the attack's range
// or sight is refused as DrawAttack refuses it. It changes nothing.
func (s *Scenario) AttackOdds(attacker string, a modifier.Attack, target string) (modifier.Distribution, error) {
	deck, a, defenders, err := s.prepareAttack(attacker, a, []string{target})
	if err != nil {
		return modifier.Distribution{}, err
	}
	return modifier.AttackOdds(deck, a, defenders[0])
}

// AttackOddsFrom is AttackOdds for attacker as if it stood on hex from (a
// monster's turn worked out before it moves: MonsterTurn): the target's
// shield, bonuses and poison as they are, disadvantage for a ranged attack
// from a hex next to it, the attacker's conditions and deck. Range and
// sight are not checked (the turn's choice has).
func (s *Scenario) AttackOddsFrom(attacker string, from hexgrid.Hex, a modifier.Attack, target string) (modifier.Distribution, error) {
	att, err := s.live(attacker)
	if err != nil {
		return modifier.Distribution{}, fmt.Errorf("attack odds: attacker: %w", err)
	}
	f, err := s.live(target)
	if err != nil || !enemyInPlay(att, f) {
		return modifier.Distribution{}, fmt.Errorf("attack odds: %q is no target of %q", target, attacker)
	}
	deck, err := s.deckOf(att)
	if err != nil {
		return modifier.Distribution{}, fmt.Errorf("attack odds by %q: %w", attacker, err)
	}
	moved := *att
	moved.At, moved.OnMap = from, true
	a = withAttackerMode(att, a)
	a.Rules = s.Rules()
	d := s.defender(&moved, f)
	d.Ifs = s.ifCounts(&moved, f, a)
	return modifier.AttackOdds(deck, a, d)
}

// AttackOddsInput is what AttackOdds works out, as plain data (the deck's
// piles copied): Odds computes it anywhere, off the goroutine that owns the
// scenario, as a screen that must not wait does.
func (s *Scenario) AttackOddsInput(attacker string, a modifier.Attack, target string) (modifier.OddsInput, error) {
	deck, a, defenders, err := s.prepareAttack(attacker, a, []string{target})
	if err != nil {
		return modifier.OddsInput{}, err
	}
	return modifier.AttackOddsInput(deck, a, defenders[0])
}

// JointOddsInput is what the joint odds of attack a by attacker on targets
// depend on, with the checks and the attacker's and targets' state of
// Attack, as plain data (JointInput.Odds works them out, on any
// goroutine); nothing changes.
func (s *Scenario) JointOddsInput(attacker string, a modifier.Attack, targets []string) (modifier.JointInput, error) {
	deck, a, defenders, err := s.prepareAttack(attacker, a, targets)
	if err != nil {
		return modifier.JointInput{}, err
	}
	return modifier.JointInput{Owner: deck.Owner(), Draw: deck.DrawPile(), Discard: deck.DiscardPile(), Attack: a, Targets: defenders}, nil
}

// applyAttack performs the second half of the pending attack (DrawAttack):
// the cards drawn go to the discard pile and the results are applied to the
// figures as Attack describes: hit points and active bonuses, falls (a
// monster's money token), conditions, element infusions; pushes and pulls
// are reported in Forced and the other added effects in Other. The pending
// attack is then cleared.
//
// The damage is taken from the hit points the target has now; a target that
// has fallen since the attack was drawn is left alone (its outcome is Gone).
//
// After the attack on a target that survives it, the attacker suffers the
// target's retaliate damage (TargetResult.Retaliate, reported in
// TargetOutcome.Retaliated) as damage from a source other than an attack
// (see SufferDamage: no shield, a negate applies). An attacker that falls
// to it falls as from any damage, and the rest of the attack is lost: the
// targets after it are left alone (their outcome is Lost).
func (s *Scenario) applyAttack() (AttackOutcome, error) {
	p := s.pending
	if p == nil {
		return AttackOutcome{}, fmt.Errorf("apply attack: %w", ErrNoPendingAttack)
	}
	att, err := s.get(p.Attacker)
	if err != nil {
		return AttackOutcome{}, fmt.Errorf("apply attack: attacker: %w", err)
	}
	deck, err := s.deckOf(att)
	if err != nil {
		return AttackOutcome{}, fmt.Errorf("apply attack by %q: %w", p.Attacker, err)
	}
	figs := make([]*Figure, len(p.Targets))
	for i, r := range p.Targets {
		if figs[i], err = s.get(r.ID); err != nil {
			return AttackOutcome{}, fmt.Errorf("apply attack by %q: target %d: %w", p.Attacker, i, err)
		}
	}
	deck.EndAttack()
	s.pending = nil
	s.spendBoost(p.Attacker, p.Attack) // the items used were for this attack
	s.did(p.Attacker, didAttack)
	if len(p.Targets) > 0 && p.Attacker == s.active {
		s.turnTarget = p.Targets[0].ID
	}
	s.recordAttack(p.Attacker, p.Targets)
	out := AttackOutcome{Attacker: p.Attacker, Other: map[string][]modifier.Effect{}, Ifs: condbonus.Clone(p.Attack.Ifs)}
	if containsKind(effectKinds(p.Attack.Effects), modifier.Blesses) { // the ability's own, once
		out.Blessed = append(out.Blessed, deck.Add(modifier.MustParseCard("bless")) == nil)
	}
	lost := false // the attacker fell to retaliate
	for i, r := range p.Targets {
		f := figs[i]
		to := TargetOutcome{Result: r}
		if lost {
			to.Lost = true
			out.Targets = append(out.Targets, to)
			continue
		}
		// Element infusions (from the ability or a used card) are the
		// attacker's, not effects on the target: they happen even when the
		// target falls.
		for _, e := range modifier.MergeEffects(p.Attack.Effects, modifier.StepEffects(r.Used)) {
			if e.Kind.IsElement() && !containsKind(out.Infused, e.Kind) {
				s.elements.Infuse(e.Kind) // an element: cannot fail
				out.Infused = append(out.Infused, e.Kind)
			}
		}
		// A used card's effects for the attacker or one of its allies
		// ("+1 invisible, self"; "+0 heal 1, ally"), whether or not the
		// target falls: the player resolves them.
		for _, es := range modifier.StepBeside(r.Used) {
			out.Other[att.ID] = append(out.Other[att.ID], es...)
		}
		// A bless for the attacker's own deck from each card used that
		// carries one, whether or not the target falls.
		for _, c := range r.Used {
			if containsKind(effectKinds(c.Effects()), modifier.Blesses) {
				out.Blessed = append(out.Blessed, deck.Add(modifier.MustParseCard("bless")) == nil)
			}
		}
		if !f.Alive() {
			to.Gone = true
			out.Targets = append(out.Targets, to)
			continue
		}
		s.dealt(p.Attacker, r.Damage)
		at, onMap := f.At, f.OnMap
		f.Bonuses = compactBonuses(slices.Clone(r.Bonuses))
		f.HP = max(f.HP-r.Damage, 0)
		to.Spent = f.Conditions.spendOnDamage(r.Spent, r.Damage)
		if f.HP <= 0 {
			f.Fall()
			to.Fallen = s.afterFall(f, at, onMap)
			out.Targets = append(out.Targets, to)
			continue
		}
		for _, e := range r.Effects {
			switch {
			case e.Kind.IsCondition():
				if safeguarded(f, e.Kind) {
					to.Safeguarded = append(to.Safeguarded, e.Kind)
				} else if err := f.AddCondition(e.Kind); err == nil {
					to.Conditions = append(to.Conditions, e.Kind)
				}
			case e.Kind.IsElement():
				// infused above, whether or not the target fell
			case e.Kind == modifier.Push || e.Kind == modifier.Pull:
				if !f.IsImmune(e.Kind) {
					out.Forced = append(out.Forced, ForcedMove{Target: f.ID, Kind: e.Kind, Amount: e.Amount})
				}
			case e.Kind == modifier.Pierce:
				// already applied by ResolveAttack
			case e.Kind == modifier.Blesses:
				// the attacker's, above
			case e.Kind == modifier.Curses:
				curse := modifier.MustParseCard("curse")
				if f.Kind == KindMonster {
					curse = modifier.MustParseCard("curse @M")
				}
				if target, err := s.deckOf(f); err == nil {
					to.Cursed = target.Add(curse) == nil
				}
			default:
				// heal, shield and target on a modifier card are the
				// attacker's ("heal 1, self"; one more target)
				out.Other[att.ID] = append(out.Other[att.ID], e)
			}
		}
		if r.Retaliate > 0 && att.Alive() {
			to.Retaliated = s.retaliate(att, r.Retaliate)
			lost = to.Retaliated != nil && to.Retaliated.Fallen != nil
		}
		out.Targets = append(out.Targets, to)
	}
	out.Card = s.attackedEffects(att, out)
	out.Tracks = s.attackTracks(att, p, out)
	if att.Kind == KindCharacter && att.Alive() {
		out.IfXP = min(ifXP(p.Attack, p.Targets), MaxXP-att.XP)
		att.XP += out.IfXP
	}
	return out, nil
}

// Retaliation is the retaliate damage an attacker suffered after its attack
// on one target.
type Retaliation struct {
	// Damage is the target's retaliate damage, before the attacker's
	// bonuses.
	Damage int
	// Suffered is what the attacker suffered: the damage after its negate
	// bonus, and whether it fell.
	Suffered Suffered
	// Fallen reports the attacker's fall, when it fell.
	Fallen *Fallen
}

// retaliate makes the live attacker suffer retaliate damage, as any damage
// from a source other than an attack (Scenario.sufferDamage).
func (s *Scenario) retaliate(att *Figure, damage int) *Retaliation {
	rt := &Retaliation{Damage: damage}
	at, onMap := att.At, att.OnMap
	got, err := att.SufferDamage(damage)
	if err != nil {
		return nil // not alive, or no damage: cannot happen here
	}
	rt.Suffered = got
	if got.Fell {
		rt.Fallen = s.afterFall(att, at, onMap)
	}
	return rt
}

// pendingJSON is a pending attack in the scenario snapshot.
type pendingJSON struct {
	Attacker string          `json:"attacker"`
	Attack   modifier.Attack `json:"attack"`
	// Given is left out where it is the attack as performed (and in
	// snapshots written before it was kept).
	Given   *modifier.Attack   `json:"given,omitempty"`
	Targets []targetResultJSON `json:"targets"`
}

type targetResultJSON struct {
	ID      string           `json:"id"`
	Mode    string           `json:"mode"`
	Drawn   []string         `json:"drawn"`
	Used    []string         `json:"used"`
	Attack  int              `json:"attack"`
	Shield  int              `json:"shield"`
	Damage  int              `json:"damage"`
	HP      int              `json:"hp"`
	Dead    bool             `json:"dead,omitempty"`
	Money   bool             `json:"money,omitempty"`
	Negate  bool             `json:"negate,omitempty"`
	Effects []string         `json:"effects"`
	Bonuses modifier.Bonuses `json:"bonuses"`
	// Retaliate is left out where 0 (and in snapshots written before
	// retaliate).
	Retaliate int           `json:"retaliate,omitempty"`
	Log       []logStepJSON `json:"log"`
	// Spent is left out where empty (and in snapshots written before
	// brittle and ward were played).
	Spent []string `json:"spent,omitempty"`
	// Ifs are left out where the attack has no conditional bonus.
	Ifs []int `json:"ifs,omitempty"`
}

type logStepJSON struct {
	ID    string  `json:"id"`
	Value int     `json:"value,omitempty"`
	Card  *string `json:"card,omitempty"`
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

func (p *PendingAttack) toJSON() *pendingJSON {
	j := &pendingJSON{
		Attacker: p.Attacker,
		Attack:   p.Attack,
		Targets:  []targetResultJSON{},
	}
	if !sameAttack(p.Given, p.Attack) {
		g := p.Given
		j.Given = &g
	}
	for _, r := range p.Targets {
		t := targetResultJSON{
			ID: r.ID, Mode: r.Mode.String(),
			Drawn: cardTokens(r.Drawn), Used: cardTokens(r.Used),
			Attack: r.Attack, Shield: r.Shield, Damage: r.Damage, HP: r.HP,
			Dead: r.Dead, Money: r.Money, Negate: r.Negate, Spent: kindNames(r.Spent),
			Effects: cardTokens(r.Effects), Bonuses: nonNil(slices.Clone(r.Bonuses)),
			Retaliate: r.Retaliate, Log: []logStepJSON{}, Ifs: slices.Clone(r.Ifs),
		}
		for _, st := range r.Log {
			ls := logStepJSON{ID: st.ID, Value: st.Value}
			if st.ID == modifier.MsgCard || st.ID == modifier.MsgCardIgnored {
				c := st.Card.String()
				ls.Card = &c
			}
			t.Log = append(t.Log, ls)
		}
		j.Targets = append(j.Targets, t)
	}
	return j
}

// cardTokens writes cards or effects in card notation.
func cardTokens[T fmt.Stringer](cs []T) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

func parseMode(s string) (modifier.Mode, error) {
	for _, m := range []modifier.Mode{modifier.Normal, modifier.Advantage, modifier.Disadvantage} {
		if m.String() == s {
			return m, nil
		}
	}
	return modifier.Normal, fmt.Errorf("mode %q: want normal, advantage or disadvantage", s)
}

// givenFits reports whether the attack given could have been drawn as a:
// prepareAttack adds only to its value, advantage, disadvantage and
// conditions.
func givenFits(given, a modifier.Attack) bool {
	if given.Value > a.Value || given.Advantage && !a.Advantage || given.Disadvantage && !a.Disadvantage {
		return false
	}
	for _, e := range given.Effects {
		if !slices.Contains(a.Effects, e) {
			return false
		}
	}
	given.Value, given.Advantage, given.Disadvantage, given.Effects = a.Value, a.Advantage, a.Disadvantage, a.Effects
	return sameAttack(given, a)
}

// sameAttack reports whether a and b are written the same.
func sameAttack(a, b modifier.Attack) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}

// isSubsequence reports whether sub appears in all, in order.
func isSubsequence(sub, all []modifier.Card) bool {
	i := 0
	for _, c := range all {
		if i < len(sub) && sub[i] == c {
			i++
		}
	}
	return i == len(sub)
}

// restore checks a pending attack read from a snapshot against the restored
// scenario s (figures and decks in place) and returns it.
func (j *pendingJSON) restore(s *Scenario) (*PendingAttack, error) {
	att, ok := s.byID[j.Attacker]
	if !ok {
		return nil, fmt.Errorf("attacker: no figure %q", j.Attacker)
	}
	deck, err := s.deckOf(att)
	if err != nil {
		return nil, fmt.Errorf("attacker %q: %w", j.Attacker, err)
	}
	if !deck.Attacking() {
		return nil, fmt.Errorf("attacker %q: its deck holds no attack in play", j.Attacker)
	}
	a := j.Attack       // read and checked by Attack.UnmarshalJSON
	a.Rules = s.Rules() // not in the JSON: the scenario's, as prepareAttack sets it
	given := a          // a snapshot written before the attack given was kept
	if j.Given != nil {
		given = *j.Given
		given.Rules = s.Rules()
		if !givenFits(given, a) {
			return nil, errors.New("given: the attack given differs from the attack drawn in more than the attacker's items, strengthen and muddle")
		}
	}
	p := &PendingAttack{Attacker: j.Attacker, Attack: a, Given: given}
	*p = p.clone() // Given shares nothing with Attack
	if len(j.Targets) == 0 {
		return nil, errors.New("targets: none")
	}
	if n := a.MaxTargets; a.Times < 2 && n > 0 && len(j.Targets) > n || a.Times > 1 && len(j.Targets) > a.Times {
		return nil, fmt.Errorf("targets: %d, the attack has at most %d", len(j.Targets), max(a.MaxTargets, a.Times))
	}
	var inPlay []modifier.Card
	messages := modifier.LogMessages()
	for i, t := range j.Targets {
		if _, ok := s.byID[t.ID]; !ok {
			return nil, fmt.Errorf("targets[%d]: no figure %q", i, t.ID)
		}
		if t.ID == j.Attacker {
			return nil, fmt.Errorf("targets[%d]: %q is the attacker", i, t.ID)
		}
		if a.Times > 1 && t.ID != j.Targets[0].ID {
			return nil, fmt.Errorf("targets[%d]: %q: an attack made %d times has one target", i, t.ID, a.Times)
		}
		for k := range i {
			if j.Targets[k].ID == t.ID && a.Times < 2 {
				return nil, fmt.Errorf("targets[%d]: %w (%s)", i, modifier.ErrDuplicateTarget, t.ID)
			}
		}
		mode, err := parseMode(t.Mode)
		if err != nil {
			return nil, fmt.Errorf("targets[%d]: %w", i, err)
		}
		drawn, err := modifier.ParseCards(t.Drawn)
		if err != nil {
			return nil, fmt.Errorf("targets[%d]: drawn: %w", i, err)
		}
		used, err := modifier.ParseCards(t.Used)
		if err != nil {
			return nil, fmt.Errorf("targets[%d]: used: %w", i, err)
		}
		effects, err := modifier.ParseEffects(t.Effects)
		if err != nil {
			return nil, fmt.Errorf("targets[%d]: %w", i, err)
		}
		if len(drawn) == 0 || !isSubsequence(used, drawn) || len(used) == 0 {
			return nil, fmt.Errorf("targets[%d]: the cards used are not among the cards drawn", i)
		}
		for _, n := range []struct {
			name string
			v    int
		}{{"attack", t.Attack}, {"shield", t.Shield}, {"damage", t.Damage}, {"hp", t.HP}} {
			if n.v < 0 {
				return nil, fmt.Errorf("targets[%d]: %s %d below 0", i, n.name, n.v)
			}
		}
		if t.Dead != (t.HP == 0) {
			return nil, fmt.Errorf("targets[%d]: dead is %v with hp %d", i, t.Dead, t.HP)
		}
		if (t.Money && !t.Dead) || (t.Dead && len(effects) > 0) {
			return nil, fmt.Errorf("targets[%d]: money or effects do not fit dead %v", i, t.Dead)
		}
		if t.Retaliate < 0 || (t.Dead && t.Retaliate != 0) {
			return nil, fmt.Errorf("targets[%d]: retaliate %d does not fit dead %v", i, t.Retaliate, t.Dead)
		}
		if err := t.Bonuses.Validate(); err != nil {
			return nil, fmt.Errorf("targets[%d]: bonuses: %w", i, err)
		}
		spent, err := parseSpent(t.Spent)
		if err != nil {
			return nil, fmt.Errorf("targets[%d]: spent: %w", i, err)
		}
		r := modifier.TargetResult{
			ID: t.ID, Mode: mode, Drawn: drawn, Used: used,
			Attack: t.Attack, Shield: t.Shield, Damage: t.Damage, HP: t.HP,
			Dead: t.Dead, Money: t.Money, Negate: t.Negate, Spent: spent,
			Effects: effects, Bonuses: slices.Clone(t.Bonuses),
			Retaliate: t.Retaliate, Log: make(modifier.Log, 0, len(t.Log)),
		}
		if len(t.Ifs) > len(a.Ifs) || slices.ContainsFunc(t.Ifs, func(n int) bool { return n < 0 || n > modifier.MaxValue }) {
			return nil, fmt.Errorf("targets[%d]: ifs: %v for %d conditional bonuses", i, t.Ifs, len(a.Ifs))
		}
		r.Ifs = slices.Clone(t.Ifs)
		for k, ls := range t.Log {
			if _, known := messages[ls.ID]; !known {
				return nil, fmt.Errorf("targets[%d]: log[%d]: unknown message %q", i, k, ls.ID)
			}
			isCard := ls.ID == modifier.MsgCard || ls.ID == modifier.MsgCardIgnored
			if isCard != (ls.Card != nil) || (isCard && ls.Value != 0) {
				return nil, fmt.Errorf("targets[%d]: log[%d]: %s takes a card or a value, not both", i, k, ls.ID)
			}
			st := modifier.LogStep{ID: ls.ID, Value: ls.Value}
			if ls.Card != nil {
				if st.Card, err = modifier.ParseCard(*ls.Card); err != nil {
					return nil, fmt.Errorf("targets[%d]: log[%d]: %w", i, k, err)
				}
			}
			r.Log = append(r.Log, st)
		}
		for _, c := range drawn {
			if c.Special == modifier.NotSpecial {
				inPlay = append(inPlay, c)
			}
		}
		p.Targets = append(p.Targets, r)
	}
	if !slices.Equal(inPlay, deck.InPlay()) {
		return nil, fmt.Errorf("the cards drawn are not the cards in play in the deck of %q", j.Attacker)
	}
	return p, nil
}

// effectKinds lists the kinds of effects es.
func effectKinds(es []modifier.Effect) []modifier.EffectKind {
	out := make([]modifier.EffectKind, len(es))
	for i, e := range es {
		out[i] = e.Kind
	}
	return out
}
