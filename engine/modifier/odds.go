package modifier

import (
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/rules"
)

// OddsInput is everything the odds of one attack on one target depend on.
// It is plain data: the piles are multisets of cards, since the order of the
// draw pile is unknown and every order is taken as equally likely.
type OddsInput struct {
	// Draw is the draw pile, in any order.
	Draw []Card
	// Discard is the discard pile. It is shuffled in, uniformly, only when
	// the draw pile runs out in the middle of the card step; the cards drawn
	// in the current step are never shuffled back.
	Discard []Card
	// Mode is normal, advantage or disadvantage.
	Mode Mode
	// Rules is the edition whose rules the card step follows
	// (ResolveStepFor); "" is rules.Default.
	Rules rules.Edition
	// Attack is the attack value after the attacker's own modifiers.
	Attack int
	// Shield is the target's total shield (0 or more).
	Shield int
	// Pierce is the attack's own pierce (0 or more); a card's pierce:N adds
	// to it.
	Pierce int
	// HP is the target's hit points (1 or more).
	HP int
	// Negate is true when a negate bonus (as Frost Armor) will cancel the
	// damage, whatever it is.
	Negate bool
	// Brittle and Ward are the target's conditions that double or halve
	// the damage (ConditionDamage).
	Brittle, Ward bool
}

// Outcome is one result of the card step and the damage it does.
type Outcome struct {
	// Attack is the attack value after the card step, never below 0.
	Attack int
	// Effects are the added effects of the used cards, in notation order,
	// each kind once (amounts of a numbered effect add up).
	Effects []Effect
	// Damage is what the target suffers.
	Damage int
	// Probability is the exact chance of this outcome.
	Probability *big.Rat
}

// Float returns the outcome's probability as a float64, for display.
func (o Outcome) Float() float64 {
	f, _ := o.Probability.Float64()
	return f
}

// String prints the outcome as "attack 4 poison push:1 → 3 damage: 7/34".
func (o Outcome) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "attack %d", o.Attack)
	for _, e := range o.Effects {
		b.WriteByte(' ')
		b.WriteString(e.String())
	}
	fmt.Fprintf(&b, " → %d damage: %s", o.Damage, o.Probability.RatString())
	return b.String()
}

// DamageOdds is the exact chance that the target suffers Damage.
type DamageOdds struct {
	Damage      int
	Probability *big.Rat
}

// Float returns the probability as a float64, for display.
func (d DamageOdds) Float() float64 {
	f, _ := d.Probability.Float64()
	return f
}

// Distribution is the exact probability distribution of one attack's card
// step and damage against one target, as computed by Odds. It holds exact
// integer weights over one common denominator; the fractions are made when
// asked for.
type Distribution struct {
	outcomes []Outcome // Probability unset: see weights
	weights  []exact   // of outcomes, over den
	damage   []int     // the damage values with a chance, sorted
	dmgW     []exact   // their weights, over den
	expected exact     // Σ weight·damage, over den
	kill     exact     // Σ weight of the outcomes that kill, over den
	den      *big.Int
}

func (d Distribution) ratio(w exact) *big.Rat {
	if d.den == nil {
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac(w.bigInt(), d.den)
}

// Outcomes returns every card-step outcome with a chance above 0, sorted by
// attack value, then by effects. The probabilities sum to exactly 1.
func (d Distribution) Outcomes() []Outcome {
	out := make([]Outcome, len(d.outcomes))
	for i, o := range d.outcomes {
		o.Effects = slices.Clone(o.Effects)
		o.Probability = d.ratio(d.weights[i])
		out[i] = o
	}
	return out
}

// Damage returns the damage distribution: one bucket per damage value with
// a chance above 0, sorted by damage. The probabilities sum to exactly 1.
func (d Distribution) Damage() []DamageOdds {
	out := make([]DamageOdds, len(d.damage))
	for i, dmg := range d.damage {
		out[i] = DamageOdds{Damage: dmg, Probability: d.ratio(d.dmgW[i])}
	}
	return out
}

// ExpectedDamage returns the exact expected damage.
func (d Distribution) ExpectedDamage() *big.Rat { return d.ratio(d.expected) }

// KillChance returns the exact chance that the damage is at least the
// target's hit points.
func (d Distribution) KillChance() *big.Rat { return d.ratio(d.kill) }

// ExpectedDamageFloat returns the expected damage as a float64, for display.
func (d Distribution) ExpectedDamageFloat() float64 {
	f, _ := d.ExpectedDamage().Float64()
	return f
}

// KillChanceFloat returns the chance to kill as a float64, for display.
func (d Distribution) KillChanceFloat() float64 {
	f, _ := d.KillChance().Float64()
	return f
}

// Odds computes the exact distribution of the card step of one attack on one
// target and of the damage it does, from the current state of the deck.
//
// Where the draw pile alone can supply the longest possible step, the step
// is counted over the multisets of cards it can draw (fastSteps): every
// order of the same cards is equally likely, so the work grows with the
// number of distinct cards, not with the draw orders. Otherwise (a reshuffle
// may come in the middle of the step, and then the order matters) every
// draw sequence is played through ResolveStepFor, its used cards through
// ApplyCards, StepEffects and Damage; identical cards are grouped, so the
// enumeration branches on the kind of card drawn next, with probability
// count/remaining, and sequences still in progress that drew the same cards
// in different orders are merged (a step goes on past its first card, two
// with advantage or disadvantage, only while every card drawn rolls, and
// then their order does not matter to it; under Frosthaven's rule the step
// also waits for one more card after the first that does not roll, and a
// sequence is merged only where that card is last in both orders). The
// tests compare both ways
// with each other and with every draw order. Arithmetic is exact integer
// arithmetic over a common denominator, in 128 bits while it fits and
// math/big beyond.
//
// Odds fails when an input field is out of range, or when the draw and
// discard piles together cannot supply the cards the step needs.
func Odds(in OddsInput) (Distribution, error) {
	if err := in.validate(); err != nil {
		return Distribution{}, fmt.Errorf("odds: %w", err)
	}
	if e, den, ok := fastSteps(in); ok {
		return buildDistribution(in, e, den), nil
	}
	acc, den, err := enumerateSteps(in)
	if err != nil {
		return Distribution{}, fmt.Errorf("odds: %w", err)
	}
	return buildDistribution(in, acc, den), nil
}

func (in OddsInput) validate() error {
	switch {
	case in.Mode > Disadvantage:
		return fmt.Errorf("mode: unknown mode %d", in.Mode)
	case in.Rules != "" && !in.Rules.Known():
		return fmt.Errorf("rules: unknown edition %q", in.Rules)
	case in.Shield < 0:
		return fmt.Errorf("shield: %d is below 0", in.Shield)
	case in.Pierce < 0:
		return fmt.Errorf("pierce: %d is below 0", in.Pierce)
	case in.HP < 1:
		return fmt.Errorf("hp: %d is below 1", in.HP)
	}
	return nil
}

// errPrefixExhausted is what the scripted DrawFunc returns when ResolveStep
// asks for more cards than the sequence being explored holds.
var errPrefixExhausted = errors.New("odds: scripted draw sequence exhausted")

// stepKey identifies a card-step outcome: the attack value (not below 0)
// and the added effects, indexed by kind, each stored as amount+1 (0 means
// absent).
type stepKey struct {
	attack  int
	effects effectSet
}

// effectSet is the added effects of an outcome, small enough to key a map
// however many effect kinds there are: which kinds are present, and the
// amounts of the numbered ones (push to target).
type effectSet struct {
	present uint64
	amounts [numberedKinds]int16
}

// every effect kind has a bit of effectSet.present
var _ [64 - effectEnd]struct{}

// add adds effect kind k with amount n (0 for a kind without a number).
func (s *effectSet) add(k EffectKind, n int) {
	s.present |= 1 << k
	if k.Numbered() {
		s.amounts[k.numberedIndex()] += int16(n)
	}
}

// each calls f with each effect, in kind order.
func (s effectSet) each(f func(Effect)) {
	for p := s.present; p != 0; p &= p - 1 {
		k := EffectKind(bits.TrailingZeros64(p))
		e := Effect{Kind: k}
		if k.Numbered() {
			e.Amount = int(s.amounts[k.numberedIndex()])
		}
		f(e)
	}
}

// enumerator holds one run of the exact enumeration.
type enumerator struct {
	in            OddsInput
	kinds         []Card          // the distinct cards of both piles
	drawCounts    []int32         // per kind, in the draw pile
	discardCounts []int32         // per kind, in the discard pile
	acc           map[stepKey]int // index in order and weights
	order         []stepKey       // the outcomes in the order first found
	weights       []exact         // their weights
}

// oddsState is a draw sequence still in progress: the kinds drawn (sorted
// where their order does not matter), the counts of the pile the next card
// comes from, and its weight over the common denominator of its length.
type oddsState struct {
	seq  []uint16
	left []int32
	w    exact
}

// enumerateSteps returns, for each card-step outcome, its weight over the
// common denominator den.
func enumerateSteps(in OddsInput) (*enumerator, exact, error) {
	e := &enumerator{in: in, acc: map[stepKey]int{}}
	index := map[Card]int{}
	count := func(cards []Card, pile func() *[]int32) {
		for _, c := range cards {
			i, ok := index[c]
			if !ok {
				i = len(e.kinds)
				index[c] = i
				e.kinds = append(e.kinds, c)
				e.drawCounts = append(e.drawCounts, 0)
				e.discardCounts = append(e.discardCounts, 0)
			}
			(*pile())[i]++
		}
	}
	count(in.Draw, func() *[]int32 { return &e.drawCounts })
	count(in.Discard, func() *[]int32 { return &e.discardCounts })
	if len(e.kinds) > 1<<16 {
		return nil, exact{}, fmt.Errorf("more than %d different cards", 1<<16)
	}
	nDraw, nDiscard := len(in.Draw), len(in.Discard)
	// remaining(n) is the number of cards the pile holds when the card at
	// position n (from 0) is drawn: the draw pile first, then the discard
	// pile shuffled in. It is the same on every path.
	remaining := func(n int) uint64 {
		if n < nDraw {
			return uint64(nDraw - n)
		}
		return uint64(max(0, nDiscard-(n-nDraw)))
	}
	rootLeft := e.drawCounts
	if nDraw == 0 {
		rootLeft = e.discardCounts
	}
	layer := []*oddsState{{left: slices.Clone(rootLeft), w: exactOf(1)}}
	den := exactOf(1)
	child := make([]uint16, 0, 8)
	for n := 0; len(layer) > 0; n++ {
		rem := remaining(n)
		if rem == 0 {
			return nil, exact{}, fmt.Errorf("card step needs card %d but the draw pile (%d) and discard pile (%d) hold no more: %w",
				n+1, nDraw, nDiscard, ErrNoCard)
		}
		// Everything found so far moves to the denominator of length n+1.
		den.mul(rem)
		for i := range e.weights {
			e.weights[i].mul(rem)
		}
		next := map[string]*oddsState{}
		var nextLayer []*oddsState
		for _, s := range layer {
			for kind, c := range s.left {
				if c == 0 {
					continue
				}
				w := s.w.times(uint64(c))
				child = append(append(child[:0], s.seq...), uint16(kind))
				step, done, err := e.replay(child)
				if err != nil {
					return nil, exact{}, err
				}
				if done {
					e.record(step.Used, w)
					continue
				}
				seq := canonicalSeq(child)
				key := seqKey(seq)
				if st, ok := next[key]; ok {
					st.w.add(w)
					continue
				}
				if !slices.Equal(seq, child) {
					// A new representative must itself ask for more.
					if _, done, err := e.replay(seq); err != nil || done {
						seq = slices.Clone(child) // order matters after all: keep it
						key = seqKey(seq)
					}
				}
				var left []int32
				if n+1 == nDraw {
					left = slices.Clone(e.discardCounts)
				} else {
					left = slices.Clone(s.left)
					left[kind]--
				}
				st := &oddsState{seq: seq, left: left, w: w}
				next[key] = st
				nextLayer = append(nextLayer, st)
			}
		}
		layer = nextLayer
	}
	return e, den, nil
}

// replay plays the draw sequence through ResolveStepFor. done is false when the
// step asks for more cards than seq holds.
func (e *enumerator) replay(seq []uint16) (step Step, done bool, err error) {
	i := 0
	step, err = ResolveStepFor(e.in.Rules, e.in.Mode, e.in.Attack, func() (Card, error) {
		if i == len(seq) {
			return Card{}, errPrefixExhausted
		}
		i++
		return e.kinds[seq[i-1]], nil
	})
	switch {
	case errors.Is(err, errPrefixExhausted):
		return Step{}, false, nil
	case err != nil:
		return Step{}, false, err
	case i != len(seq):
		return Step{}, false, fmt.Errorf("card step finished after %d of %d cards it had asked for", i, len(seq))
	}
	return step, true, nil
}

// record adds weight w to the outcome of the used cards.
func (e *enumerator) record(used []Card, w exact) {
	k := stepKey{attack: max(0, ApplyCards(e.in.Attack, used))}
	for _, ef := range StepEffects(used) {
		k.effects.add(ef.Kind, ef.Amount)
	}
	e.recordKey(k, w)
}

// canonicalSeq returns seq sorted, the representative of every sequence that
// draws the same cards.
func canonicalSeq(seq []uint16) []uint16 {
	out := slices.Clone(seq)
	slices.Sort(out)
	return out
}

func seqKey(seq []uint16) string {
	b := make([]byte, 2*len(seq))
	for i, k := range seq {
		b[2*i], b[2*i+1] = byte(k>>8), byte(k)
	}
	return string(b)
}

// buildDistribution turns the weights of the step outcomes into the exact
// distribution of outcomes and damage.
func buildDistribution(in OddsInput, e *enumerator, den exact) Distribution {
	d := Distribution{den: den.bigInt()}
	type weighed struct {
		o Outcome
		w exact
	}
	all := make([]weighed, 0, len(e.order))
	byDamage := map[int]int{} // damage → index in d.damage
	for i, k := range e.order {
		w := e.weights[i]
		o := Outcome{Attack: k.attack}
		pierce := in.Pierce
		k.effects.each(func(ef Effect) {
			o.Effects = append(o.Effects, ef)
			if ef.Kind == Pierce {
				pierce += ef.Amount
			}
		})
		o.Damage = Damage(k.attack, in.Shield, pierce)
		if in.Negate {
			o.Damage = 0
		}
		o.Damage, _ = ConditionDamage(o.Damage, in.Brittle, in.Ward)
		all = append(all, weighed{o, w})
		if j, ok := byDamage[o.Damage]; ok {
			d.dmgW[j].add(w)
		} else {
			byDamage[o.Damage] = len(d.damage)
			d.damage = append(d.damage, o.Damage)
			d.dmgW = append(d.dmgW, w.times(1))
		}
		d.expected.add(w.times(uint64(o.Damage)))
		if o.Damage >= in.HP {
			d.kill.add(w)
		}
	}
	slices.SortFunc(all, func(a, b weighed) int {
		if a.o.Attack != b.o.Attack {
			return a.o.Attack - b.o.Attack
		}
		return slices.CompareFunc(a.o.Effects, b.o.Effects, func(x, y Effect) int {
			if x.Kind != y.Kind {
				return int(x.Kind) - int(y.Kind)
			}
			return x.Amount - y.Amount
		})
	})
	for _, x := range all {
		d.outcomes = append(d.outcomes, x.o)
		d.weights = append(d.weights, x.w)
	}
	idx := make([]int, len(d.damage))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return d.damage[a] - d.damage[b] })
	dmg, dw := make([]int, len(idx)), make([]exact, len(idx))
	for i, j := range idx {
		dmg[i], dw[i] = d.damage[j], d.dmgW[j]
	}
	d.damage, d.dmgW = dmg, dw
	return d
}

// exact is a non-negative integer held in 128 bits (hi, lo) while it fits
// and in a big.Int (owned by this value) once it does not.
type exact struct {
	hi, lo uint64
	b      *big.Int
}

func exactOf(u uint64) exact { return exact{lo: u} }

// mul multiplies x by k in place.
func (x *exact) mul(k uint64) {
	if x.b == nil {
		h1, l1 := bits.Mul64(x.lo, k)
		h2, l2 := bits.Mul64(x.hi, k)
		hi, carry := bits.Add64(h1, l2, 0)
		if h2 == 0 && carry == 0 {
			x.hi, x.lo = hi, l1
			return
		}
		x.b = x.bigInt()
	}
	x.b.Mul(x.b, new(big.Int).SetUint64(k))
}

// times returns x·k as a new value.
func (x exact) times(k uint64) exact {
	y := exact{hi: x.hi, lo: x.lo}
	if x.b != nil {
		y.b = new(big.Int).Set(x.b)
	}
	y.mul(k)
	return y
}

// add adds y to x in place.
func (x *exact) add(y exact) {
	if x.b == nil && y.b == nil {
		lo, c := bits.Add64(x.lo, y.lo, 0)
		hi, c2 := bits.Add64(x.hi, y.hi, c)
		if c2 == 0 {
			x.hi, x.lo = hi, lo
			return
		}
	}
	if x.b == nil {
		x.b = x.bigInt()
	}
	x.b.Add(x.b, y.bigInt())
}

// bigInt returns x as a big.Int (shared when x already holds one).
func (x exact) bigInt() *big.Int {
	if x.b != nil {
		return x.b
	}
	b := new(big.Int).SetUint64(x.hi)
	b.Lsh(b, 64)
	return b.Or(b, new(big.Int).SetUint64(x.lo))
}
