package modifier

import "slices"

// The fast path of Odds: the card step counted over the multisets of cards
// it can draw, not over draw orders. Every order of the same cards has the
// same chance (a product of counts over the same falling factorial of the
// pile), so a step that draws j rolling cards then a card that does not
// roll is weighed as j!·∏C(count, drawn) orders at once, and the rolling
// cards are enumerated as multisets: the work grows with the number of
// distinct cards, not with the orders. The rules of the step are those of
// ResolveStep (the cross-check tests compare both paths with every draw
// order); this path applies when the draw pile alone can supply the longest
// step, so that no reshuffle can happen in the middle of it.

// stepAcc is the part of a step outcome that the used cards add up to.
type stepAcc struct {
	pos, neg, doubles int
	null              bool
	effects           effectSet
}

func (a *stepAcc) add(c Card) {
	switch {
	case c.Op == OpNull:
		a.null = true
	case c.Op == OpDouble:
		a.doubles++
	case c.Value < 0:
		a.neg += c.Value
	default:
		a.pos += c.Value
	}
	for _, e := range c.effects {
		if e.Kind == effectNone {
			break
		}
		a.effects.add(e.Kind, e.Amount)
	}
}

// key is the outcome of the used cards: the attack value as ApplyCards
// gives it (not below 0) and the effects as StepEffects merges them.
func (a stepAcc) key(attack int) stepKey {
	k := stepKey{effects: a.effects}
	if !a.null {
		v := attack + a.pos
		for range a.doubles {
			v *= 2
		}
		k.attack = max(0, v+a.neg)
	}
	return k
}

// rollingSet is a multiset of rolling cards: what they add up to, how many
// there are, and ∏C(count, drawn) over their kinds.
type rollingSet struct {
	acc  stepAcc
	n    int
	ways uint64
}

// rollingSets returns every multiset of the rolling kinds of the draw pile
// (indexes into e.kinds). The set at index i draws m_j of rolling kind j,
// the digits of i in the mixed radix (count_j+1) with the last kind lowest
// (see drawnOf).
func (e *enumerator) rollingSets(rolling []int) []rollingSet {
	total := 1
	for _, i := range rolling {
		total *= int(e.drawCounts[i]) + 1
	}
	sets := make([]rollingSet, 1, total)
	sets[0].ways = 1
	spare := make([]rollingSet, 0, total) // the two buffers take turns
	for _, i := range rolling {
		c := int(e.drawCounts[i])
		next := spare[:0]
		for _, s := range sets {
			acc := s.acc
			for m := 0; m <= c; m++ {
				if m > 0 {
					acc.add(e.kinds[i])
				}
				next = append(next, rollingSet{acc: acc, n: s.n + m, ways: s.ways * binomial(c, m)})
			}
		}
		sets, spare = next, sets
	}
	return sets
}

// drawnOf fills drawn with how many cards of each rolling kind the set at
// index i of rollingSets draws.
func (e *enumerator) drawnOf(i int, rolling []int, drawn []int32) {
	for j := len(rolling) - 1; j >= 0; j-- {
		radix := int(e.drawCounts[rolling[j]]) + 1
		drawn[j] = int32(i % radix)
		i /= radix
	}
}

// fastFirstCardRolls records the steps of advantage and disadvantage under
// Frosthaven's rule (ResolveStepFor): a card t that does not roll, after a
// multiset s of rolling cards drawn in any order (none: t is the first
// card), then one more card b of any kind; the better (worse) of t and b
// applies, with advantage after every card of s. A step of length l
// weighs its orders times ff(n-l, longest-l).
func (e *enumerator) fastFirstCardRolls(sets []rollingSet, rolling, still []int, n, longest int) {
	in := e.in
	k := len(e.kinds)
	pick := make([]int, k*k) // pick[t*k+b]: the kind that applies of t then b
	for _, t := range still {
		for b := range k {
			pick[t*k+b] = t
			if ChooseOfTwo(in.Mode, in.Attack, e.kinds[t], e.kinds[b]) != e.kinds[t] {
				pick[t*k+b] = b
			}
		}
	}
	rollPos := make([]int, k) // position of a rolling kind in rolling, or -1
	for i := range rollPos {
		rollPos[i] = -1
	}
	for p, i := range rolling {
		rollPos[i] = p
	}
	orders := make([]exact, longest-1) // j!·ff(n-j-2, longest-j-2)
	for j := range orders {
		orders[j] = fallingExact(n-j-2, longest-j-2)
		for i := 2; i <= j; i++ {
			orders[j].mul(uint64(i))
		}
	}
	byPick := make([]uint64, k) // orders of t then b by the kind that applies
	drawn := make([]int32, len(rolling))
	for i, s := range sets {
		clear(byPick)
		e.drawnOf(i, rolling, drawn)
		for _, t := range still {
			for b := range k {
				left := int64(e.drawCounts[b])
				switch {
				case b == t:
					left--
				case rollPos[b] >= 0:
					left -= int64(drawn[rollPos[b]])
				}
				if left > 0 {
					byPick[pick[t*k+b]] += uint64(e.drawCounts[t]) * uint64(left)
				}
			}
		}
		base := stepAcc{}
		if in.Mode == Advantage {
			base = s.acc
		}
		w := orders[s.n].times(s.ways)
		for p, ways := range byPick {
			if ways == 0 {
				continue
			}
			acc := base
			acc.add(e.kinds[p])
			e.recordKey(acc.key(in.Attack), w.times(ways))
		}
	}
}

// fastSteps weighs every card-step outcome over the common denominator den,
// or reports false when the draw pile cannot supply the longest step alone
// (then the draw order matters to the reshuffle, and enumerateSteps runs).
func fastSteps(in OddsInput) (*enumerator, exact, bool) {
	e := &enumerator{in: in, acc: make(map[stepKey]int, 64)}
	for _, c := range in.Draw {
		i := slices.Index(e.kinds, c) // few kinds: faster than hashing cards
		if i < 0 {
			i = len(e.kinds)
			e.kinds = append(e.kinds, c)
			e.drawCounts = append(e.drawCounts, 0)
		}
		e.drawCounts[i]++
	}
	var rolling, still []int
	rollingCards := 0
	for i, c := range e.kinds {
		if c.Rolling {
			rolling = append(rolling, i)
			rollingCards += int(e.drawCounts[i])
		} else {
			still = append(still, i)
		}
	}
	n := len(in.Draw)
	longest := rollingCards + 1
	firstOnly := in.Mode != Normal && in.Rules.AdvantageRollsOnFirstCardOnly()
	switch {
	case firstOnly:
		longest = rollingCards + 2 // every rolling card, one still, one more
	case in.Mode != Normal:
		longest = max(2, longest)
	}
	if len(still) == 0 || longest > n {
		return nil, exact{}, false
	}
	// Every weight is over den = n·(n-1)·…·(n-longest+1); a step of length
	// l has its count of orders times ff(n-l, longest-l).
	den := fallingExact(n, longest)
	factor := func(length int) exact { return fallingExact(n-length, longest-length) }

	// What each kind adds on its own.
	single := make([]stepAcc, len(e.kinds))
	for i, c := range e.kinds {
		single[i].add(c)
	}
	sets := e.rollingSets(rolling)
	if firstOnly {
		e.fastFirstCardRolls(sets, rolling, still, n, longest)
		return e, den, true
	}
	// chain records the steps that draw the rolling cards of s, in every
	// order, then the card t that does not roll; all apply, or with
	// disadvantage only t.
	orders := make([]exact, rollingCards+1) // j!·ff(n-j-1, longest-j-1)
	for j := range orders {
		if j+1 <= longest {
			orders[j] = factor(j + 1)
			for i := 2; i <= j; i++ {
				orders[j].mul(uint64(i))
			}
		}
	}
	chain := func(s rollingSet, t int) {
		c := e.kinds[t]
		acc := s.acc
		if in.Mode == Disadvantage {
			acc = stepAcc{}
		}
		acc.add(c)
		w := orders[s.n].times(s.ways * uint64(e.drawCounts[t]))
		e.recordKey(acc.key(in.Attack), w)
	}
	switch in.Mode {
	case Normal:
		for _, s := range sets {
			for _, t := range still {
				chain(s, t)
			}
		}
	default:
		pair := factor(2)
		// Two cards that do not roll: the better (worse) applies; in an
		// ambiguous pair, the first drawn.
		for _, a := range still {
			for _, b := range still {
				ways := uint64(e.drawCounts[a]) * uint64(e.drawCounts[b])
				if a == b {
					ways = uint64(e.drawCounts[a]) * uint64(e.drawCounts[a]-1)
				}
				if ways == 0 {
					continue
				}
				pick := a
				if ChooseOfTwo(in.Mode, in.Attack, e.kinds[a], e.kinds[b]) != e.kinds[a] {
					pick = b
				}
				e.recordKey(single[pick].key(in.Attack), pair.times(ways))
			}
		}
		// One rolling card and one that does not, in either order: with
		// advantage both apply, with disadvantage the one that does not roll.
		for _, r := range rolling {
			for _, t := range still {
				acc := single[t]
				if in.Mode == Advantage {
					acc.add(e.kinds[r])
				}
				e.recordKey(acc.key(in.Attack), pair.times(2*uint64(e.drawCounts[r])*uint64(e.drawCounts[t])))
			}
		}
		// Two or more rolling cards, then one that does not roll.
		for _, s := range sets {
			if s.n < 2 {
				continue
			}
			for _, t := range still {
				chain(s, t)
			}
		}
	}
	return e, den, true
}

// recordKey adds weight w to outcome k.
func (e *enumerator) recordKey(k stepKey, w exact) {
	if i, ok := e.acc[k]; ok {
		e.weights[i].add(w)
		return
	}
	e.acc[k] = len(e.order)
	e.order = append(e.order, k)
	e.weights = append(e.weights, w)
}

// fallingExact is n·(n-1)·…·(n-k+1) (1 for k = 0).
func fallingExact(n, k int) exact {
	x := exactOf(1)
	for i := range k {
		x.mul(uint64(n - i))
	}
	return x
}

func binomial(n, k int) uint64 {
	r := uint64(1)
	for i := 1; i <= k; i++ {
		r = r * uint64(n-k+i) / uint64(i)
	}
	return r
}
