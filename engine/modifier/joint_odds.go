package modifier

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
)

// JointOdds are the exact odds of one attack on several targets drawing
// from one pile (an attack with Target X, an area attack): the targets
// draw in turn, each its own card step, and the cards one drew are gone
// for the next.
type JointOdds struct {
	// Falls is the chance that each target falls, in the order attacked.
	Falls []*big.Rat
	// AllFall is the chance that every target falls.
	AllFall *big.Rat
	// ExpectedDamage is the expected total damage the targets suffer.
	ExpectedDamage *big.Rat
}

// JointAttackOdds works out the joint odds of attack a on targets, drawing
// from deck as it stands (the order of its piles unknown). Each target's
// card step is resolved as ResolveAttack resolves it; the cards drawn for
// a target are held in play, so a later target draws from what is left,
// and when the draw pile runs out the discard pile (never the cards in
// play) is shuffled in to form a new one. The work is counted over the
// kinds of cards left, not over draw orders.
func JointAttackOdds(deck *Deck, a Attack, targets []Defender) (JointOdds, error) {
	return JointInput{Owner: deck.owner, Draw: deck.DrawPile(), Discard: deck.DiscardPile(), Attack: a, Targets: targets}.Odds()
}

// JointInput is what the joint odds of an attack depend on, as plain data
// (engine's Scenario.JointOddsInput): they can be worked out anywhere.
type JointInput struct {
	Owner         Owner
	Draw, Discard []Card
	Attack        Attack
	Targets       []Defender
}

// Odds works out the joint odds (see JointAttackOdds).
func (in JointInput) Odds() (JointOdds, error) {
	a, targets := in.Attack, in.Targets
	if err := a.Validate(); err != nil {
		return JointOdds{}, fmt.Errorf("joint odds: %w", err)
	}
	if len(targets) == 0 {
		return JointOdds{}, errors.New("joint odds: no target")
	}
	for i, t := range targets {
		if err := t.Validate(); err != nil {
			return JointOdds{}, fmt.Errorf("joint odds: target %d: %w", i, err)
		}
	}
	j := &jointSolver{a: a, targets: targets, owner: in.Owner, memo: map[string]*jointPart{}}
	draw := j.count(in.Draw)
	disc := j.count(in.Discard)
	part, err := j.solve(0, draw, disc)
	if err != nil {
		return JointOdds{}, fmt.Errorf("joint odds: %w", err)
	}
	return JointOdds{Falls: part.falls, AllFall: part.all, ExpectedDamage: part.damage}, nil
}

// jointSolver holds the kinds of cards of the piles and the parts worked
// out, by the piles' counts and the next target.
type jointSolver struct {
	a       Attack
	targets []Defender
	owner   Owner
	kinds   []Card
	memo    map[string]*jointPart
}

// jointPart is the odds of the targets from one on: each one's chance to
// fall (earlier ones 0), all of them falling, their expected damage.
type jointPart struct {
	falls  []*big.Rat
	all    *big.Rat
	damage *big.Rat
}

// count returns the counts of cards by kind, adding kinds as met (so the
// counts of a pile counted earlier may be shorter: see pad).
func (j *jointSolver) count(cards []Card) []int {
	for _, c := range cards {
		if !slices.Contains(j.kinds, c) {
			j.kinds = append(j.kinds, c)
		}
	}
	out := make([]int, len(j.kinds))
	for _, c := range cards {
		out[slices.Index(j.kinds, c)]++
	}
	return out
}

// pad extends counts to every kind known.
func (j *jointSolver) pad(c []int) []int {
	for len(c) < len(j.kinds) {
		c = append(c, 0)
	}
	return c
}

// jointKey names the piles' counts before target i, for the memo.
func jointKey(i int, draw, disc []int) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(i))
	for _, pile := range [][]int{draw, disc} {
		b.WriteByte('|')
		for _, n := range pile {
			b.WriteString(strconv.Itoa(n))
			b.WriteByte(',')
		}
	}
	return b.String()
}

// solve works out the odds of targets i on, from piles draw and disc.
func (j *jointSolver) solve(i int, draw, disc []int) (*jointPart, error) {
	n := len(j.targets)
	if i == n {
		return &jointPart{falls: zeros(n), all: big.NewRat(1, 1), damage: new(big.Rat)}, nil
	}
	draw, disc = j.pad(draw), j.pad(disc)
	k := jointKey(i, draw, disc)
	if p, ok := j.memo[k]; ok {
		return p, nil
	}
	out := &jointPart{falls: zeros(n), all: new(big.Rat), damage: new(big.Rat)}
	err := j.steps(i, nil, big.NewRat(1, 1), draw, disc, func(p *big.Rat, r TargetResult, draw, disc []int) error {
		rest, err := j.solve(i+1, draw, disc)
		if err != nil {
			return err
		}
		if r.Dead {
			out.falls[i].Add(out.falls[i], p)
			out.all.Add(out.all, new(big.Rat).Mul(p, rest.all))
		}
		for t := i + 1; t < n; t++ {
			out.falls[t].Add(out.falls[t], new(big.Rat).Mul(p, rest.falls[t]))
		}
		d := new(big.Rat).Add(big.NewRat(int64(r.Damage), 1), rest.damage)
		out.damage.Add(out.damage, d.Mul(d, p))
		return nil
	})
	if err != nil {
		return nil, err
	}
	j.memo[k] = out
	return out, nil
}

// steps calls done with every way target i's card step can go from the
// cards drawn so far (prefix, by kind), with its chance p and the piles
// left after it. It resolves the step on a deck holding exactly the
// prefix: where the step wants another card, it draws each kind left in
// turn (the discard pile shuffled in when the draw pile is empty).
func (j *jointSolver) steps(i int, prefix []int, p *big.Rat, draw, disc []int,
	done func(p *big.Rat, r TargetResult, draw, disc []int) error) error {
	cards := make([]Card, len(prefix))
	for x, k := range prefix {
		cards[x] = j.kinds[k]
	}
	d := &Deck{owner: j.owner, draw: cards, attacking: true}
	r, err := attackTarget(d, j.a, j.targets[i])
	if err == nil {
		return done(p, r, draw, disc)
	}
	if !errors.Is(err, ErrNoCard) {
		return err
	}
	total := sum(draw)
	if total == 0 {
		if sum(disc) == 0 {
			return fmt.Errorf("target %d (%s): %w", i, j.targets[i].ID, ErrNoCard)
		}
		draw, disc = disc, make([]int, len(disc))
		total = sum(draw)
	}
	for k, c := range draw {
		if c == 0 {
			continue
		}
		next := append([]int(nil), draw...)
		next[k]--
		q := new(big.Rat).Mul(p, big.NewRat(int64(c), int64(total)))
		if err := j.steps(i, append(prefix[:len(prefix):len(prefix)], k), q, next, disc, done); err != nil {
			return err
		}
	}
	return nil
}

func sum(c []int) int {
	n := 0
	for _, x := range c {
		n += x
	}
	return n
}

func zeros(n int) []*big.Rat {
	out := make([]*big.Rat, n)
	for i := range out {
		out[i] = new(big.Rat)
	}
	return out
}
