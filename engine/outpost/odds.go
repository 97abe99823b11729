package outpost

// Odds are the chances of a defense check's outcomes, each a fraction of
// 1; they add up to 1 (0 for an empty deck).
type Odds struct {
	Defended, Damaged, Wrecked float64
}

// CheckOdds works out exactly the odds of one defense check drawn from the
// cards deck (in a uniformly random order), with the outpost's total
// defense defense (the event's modifier included) against attack attack,
// drawn with advantage or disadvantage (two draws, the better or worse
// counts) as ResolveAttack draws: a rolling card adds the next, a wreck
// card wrecks, a success card defends.
func CheckOdds(deck []GuardCard, defense, attack int, advantage, disadvantage bool) Odds {
	var o Odds
	add := func(p float64, pl pull) {
		switch outcomeOf(pl, defense, attack) {
		case Defended:
			o.Defended += p
		case Damaged:
			o.Damaged += p
		default:
			o.Wrecked += p
		}
	}
	eachPull(deck, 1, nil, func(p1 float64, first pull, rest []GuardCard) {
		if (!advantage && !disadvantage) || len(rest) == 0 {
			add(p1, first)
			return
		}
		eachPull(rest, p1, nil, func(p2 float64, second pull, _ []GuardCard) {
			used := first
			if (advantage && second.rank() > first.rank()) || (disadvantage && second.rank() < first.rank()) {
				used = second
			}
			add(p2, used)
		})
	})
	return o
}

// outcomeOf is what a pull does against attack with defense.
func outcomeOf(pl pull, defense, attack int) string {
	switch {
	case pl.last().Special == Wreck:
		return Wrecked
	case pl.last().Special == Success || defense+pl.sum() >= attack:
		return Defended
	}
	return Damaged
}

// eachPull calls emit with every pull that can be drawn from cards, with
// its probability times p and the cards left; prefix holds the rolling
// cards drawn before. Equal cards are taken together, so the work grows
// with the distinct cards, not with the deck's orders.
func eachPull(cards []GuardCard, p float64, prefix pull, emit func(p float64, pl pull, rest []GuardCard)) {
	n := len(cards)
	seen := map[GuardCard]bool{}
	for i, c := range cards {
		if seen[c] {
			continue
		}
		seen[c] = true
		k := 0
		for _, x := range cards {
			if x == c {
				k++
			}
		}
		q := p * float64(k) / float64(n)
		rest := make([]GuardCard, 0, n-1)
		rest = append(append(rest, cards[:i]...), cards[i+1:]...)
		pl := append(append(pull{}, prefix...), c)
		if c.Rolling && len(rest) > 0 {
			eachPull(rest, q, pl, emit)
			continue
		}
		emit(q, pl, rest)
	}
}
