package modifier

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/rules"
)

// oddsStandard returns the standard 20-card deck plus the given extra cards.
func oddsStandard(t testing.TB, extra ...string) []Card {
	t.Helper()
	var list []string
	for range 6 {
		list = append(list, "+0")
	}
	for range 5 {
		list = append(list, "+1", "-1")
	}
	list = append(list, "+2", "-2", "null shuffle", "x2 shuffle")
	list = append(list, extra...)
	cards, err := ParseCards(list)
	if err != nil {
		t.Fatal(err)
	}
	return cards
}

// oddsRepeat returns n copies of each card string.
func oddsRepeat(n int, cards ...string) []string {
	var out []string
	for range n {
		out = append(out, cards...)
	}
	return out
}

// oddsBenchInput is the deck of the benchmark and the Monte Carlo test: the
// standard deck plus 5 bless, 5 curse and 4 rolling cards.
func oddsBenchInput(t testing.TB, mode Mode) OddsInput {
	extra := append(oddsRepeat(5, "bless", "curse"), "+1 roll", "+1 roll", "+0 roll pierce:2", "+0 roll poison")
	return OddsInput{Draw: oddsStandard(t, extra...), Mode: mode, Attack: 3, Shield: 1, HP: 5}
}

func oddsCards(t testing.TB, list ...string) []Card {
	t.Helper()
	cards, err := ParseCards(list)
	if err != nil {
		t.Fatal(err)
	}
	return cards
}

// oddsOutcomeOf is the test oracle's reading of one card step: the outcome key
// and the damage, computed straight from the rules functions.
func oddsOutcomeOf(in OddsInput, used []Card) (string, int) {
	attack := ApplyCards(in.Attack, used)
	effects := StepEffects(used)
	slices.SortFunc(effects, func(a, b Effect) int { return int(a.Kind) - int(b.Kind) })
	pierce := in.Pierce
	var names []string
	for _, e := range effects {
		names = append(names, e.String())
		if e.Kind == Pierce {
			pierce += e.Amount
		}
	}
	damage := Damage(attack, in.Shield, pierce)
	if in.Negate {
		damage = 0
	}
	return fmt.Sprintf("attack %d [%s] damage %d", max(0, attack), strings.Join(names, " "), damage), damage
}

func oddsKeys(d Distribution) map[string]*big.Rat {
	out := map[string]*big.Rat{}
	for _, o := range d.Outcomes() {
		var names []string
		for _, e := range o.Effects {
			names = append(names, e.String())
		}
		out[fmt.Sprintf("attack %d [%s] damage %d", o.Attack, strings.Join(names, " "), o.Damage)] = o.Probability
	}
	return out
}

// oddsPermutations calls f with every order of the positions of cards (equal
// cards in different positions count as different orders).
func oddsPermutations(cards []Card, f func([]Card)) {
	p := slices.Clone(cards)
	var rec func(k int)
	rec = func(k int) {
		if k == len(p) {
			f(p)
			return
		}
		for i := k; i < len(p); i++ {
			p[k], p[i] = p[i], p[k]
			rec(k + 1)
			p[k], p[i] = p[i], p[k]
		}
	}
	rec(0)
}

// oddsBruteForce plays ResolveStep on every order of the draw pile and of the
// discard pile (shuffled in when the draw pile runs out) and counts the
// outcomes. failed counts the orders on which the step ran out of cards.
type oddsBruteResult struct {
	outcomes map[string]*big.Rat
	damage   map[int]*big.Rat
	expected *big.Rat
	kill     *big.Rat
	failed   int
}

func oddsBruteForce(t testing.TB, in OddsInput) oddsBruteResult {
	t.Helper()
	counts := map[string]int64{}
	damage := map[int]int64{}
	var total, sum, kills int64
	failed := 0
	oddsPermutations(in.Draw, func(draw []Card) {
		oddsPermutations(in.Discard, func(discard []Card) {
			total++
			i := 0
			step, err := ResolveStepFor(in.Rules, in.Mode, in.Attack, func() (Card, error) {
				i++
				switch {
				case i <= len(draw):
					return draw[i-1], nil
				case i <= len(draw)+len(discard):
					return discard[i-1-len(draw)], nil
				}
				return Card{}, ErrNoCard
			})
			if err != nil {
				if !errors.Is(err, ErrNoCard) {
					t.Fatalf("ResolveStep: %v", err)
				}
				failed++
				return
			}
			key, d := oddsOutcomeOf(in, step.Used)
			counts[key]++
			damage[d]++
			sum += int64(d)
			if d >= in.HP {
				kills++
			}
		})
	})
	r := oddsBruteResult{outcomes: map[string]*big.Rat{}, damage: map[int]*big.Rat{}, failed: failed,
		expected: big.NewRat(sum, total), kill: big.NewRat(kills, total)}
	for k, n := range counts {
		r.outcomes[k] = big.NewRat(n, total)
	}
	for k, n := range damage {
		r.damage[k] = big.NewRat(n, total)
	}
	return r
}

// checkOddsBruteForce fails unless Odds equals the enumeration of every
// draw order exactly (or both find the piles too short).
func checkOddsBruteForce(t *testing.T, in OddsInput) {
	t.Helper()
	want := oddsBruteForce(t, in)
	d, err := Odds(in)
	if want.failed > 0 {
		if err == nil || !errors.Is(err, ErrNoCard) {
			t.Fatalf("%s: %d orders run out of cards; Odds gave err %v", oddsDescribe(in), want.failed, err)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s: %v", oddsDescribe(in), err)
	}
	got := oddsKeys(d)
	if !oddsRatMapsEqual(got, want.outcomes) {
		t.Fatalf("%s: outcomes\n got  %v\n want %v", oddsDescribe(in), oddsRatMap(got), oddsRatMap(want.outcomes))
	}
	gotDamage := map[int]*big.Rat{}
	prev := -1
	for _, b := range d.Damage() {
		if b.Damage <= prev {
			t.Fatalf("%s: damage buckets not sorted: %v", oddsDescribe(in), d.Damage())
		}
		prev = b.Damage
		gotDamage[b.Damage] = b.Probability
	}
	if !oddsRatMapsEqual(gotDamage, want.damage) {
		t.Fatalf("%s: damage\n got  %v\n want %v", oddsDescribe(in), oddsRatMap(gotDamage), oddsRatMap(want.damage))
	}
	if d.ExpectedDamage().Cmp(want.expected) != 0 || d.KillChance().Cmp(want.kill) != 0 {
		t.Fatalf("%s: expected damage %s kill %s, want %s and %s", oddsDescribe(in),
			d.ExpectedDamage().RatString(), d.KillChance().RatString(), want.expected.RatString(), want.kill.RatString())
	}
}

func oddsRatMapsEqual[K comparable](a, b map[K]*big.Rat) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		w, ok := b[k]
		if !ok || v.Cmp(w) != 0 {
			return false
		}
	}
	return true
}

func oddsRatMap[K comparable](m map[K]*big.Rat) string {
	var parts []string
	for k, v := range m {
		parts = append(parts, fmt.Sprintf("%v: %s", k, v.RatString()))
	}
	slices.Sort(parts)
	return strings.Join(parts, "; ")
}

func oddsDescribe(in OddsInput) string {
	return fmt.Sprintf("%s attack %d shield %d pierce %d hp %d negate %v draw %q discard %q",
		in.Mode, in.Attack, in.Shield, in.Pierce, in.HP, in.Negate, cardStrings(in.Draw), cardStrings(in.Discard))
}

func TestOddsHandComputed(t *testing.T) {
	r := func(s string) *big.Rat {
		v, ok := new(big.Rat).SetString(s)
		if !ok {
			t.Fatalf("bad rational %q", s)
		}
		return v
	}
	tests := []struct {
		name     string
		in       OddsInput
		damage   map[int]string
		expected string
		kill     string
	}{
		{"one of two", OddsInput{Draw: oddsCards(t, "+1", "-1"), Attack: 2, HP: 3},
			map[int]string{3: "1/2", 1: "1/2"}, "2", "1/2"},
		{"advantage takes the better of two", OddsInput{Draw: oddsCards(t, "+1", "-1"), Mode: Advantage, Attack: 2, HP: 3},
			map[int]string{3: "1"}, "3", "1"},
		{"disadvantage takes the worse of three", OddsInput{Draw: oddsCards(t, "+1", "+0", "-1"), Mode: Disadvantage, Attack: 2, HP: 9},
			// pairs: {+1,+0}→2, {+1,-1}→1, {+0,-1}→1
			map[int]string{2: "1/3", 1: "2/3"}, "4/3", "0"},
		{"rolling adds", OddsInput{Draw: oddsCards(t, "+1 roll", "+0", "x2"), Attack: 2, HP: 9},
			// +0 first 1/3 → 2; x2 first 1/3 → 4; roll first 1/3: then +0 → 3, x2 → 6
			map[int]string{2: "1/3", 3: "1/6", 4: "1/3", 6: "1/6"}, "7/2", "0"},
		{"reshuffle mid-step", OddsInput{Draw: oddsCards(t, "+1 roll"), Discard: oddsCards(t, "+0", "+2"), Attack: 1, HP: 4},
			map[int]string{2: "1/2", 4: "1/2"}, "3", "1/2"},
		{"empty draw pile shuffles the discard in", OddsInput{Discard: oddsCards(t, "null", "+1", "+1", "+1"), Attack: 1, HP: 2},
			map[int]string{0: "1/4", 2: "3/4"}, "3/2", "3/4"},
		{"shield and pierce", OddsInput{Draw: oddsCards(t, "+0", "+0 pierce:2"), Attack: 3, Shield: 3, Pierce: 1, HP: 9},
			map[int]string{1: "1/2", 3: "1/2"}, "2", "0"},
		{"negate cancels all", OddsInput{Draw: oddsCards(t, "+2", "x2"), Attack: 3, HP: 1, Negate: true},
			map[int]string{0: "1"}, "0", "0"},
		{"bless and curse", OddsInput{Draw: oddsCards(t, "bless", "curse", "+0", "+0"), Attack: 3, HP: 6},
			map[int]string{0: "1/4", 3: "1/2", 6: "1/4"}, "3", "1/4"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Odds(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			got := map[int]*big.Rat{}
			for _, b := range d.Damage() {
				got[b.Damage] = b.Probability
			}
			want := map[int]*big.Rat{}
			for k, v := range tc.damage {
				want[k] = r(v)
			}
			if !oddsRatMapsEqual(got, want) {
				t.Errorf("damage: got %s, want %s", oddsRatMap(got), oddsRatMap(want))
			}
			if d.ExpectedDamage().Cmp(r(tc.expected)) != 0 {
				t.Errorf("expected damage: got %s, want %s", d.ExpectedDamage().RatString(), tc.expected)
			}
			if d.KillChance().Cmp(r(tc.kill)) != 0 {
				t.Errorf("kill chance: got %s, want %s", d.KillChance().RatString(), tc.kill)
			}
			checkOddsBruteForce(t, tc.in)
		})
	}
}

func TestOddsOutcomes(t *testing.T) {
	in := OddsInput{Draw: oddsCards(t, "+0 roll poison", "+1 roll push:1", "+1", "+0 poison"), Mode: Advantage, Attack: 2, HP: 9}
	d, err := Odds(in)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, o := range d.Outcomes() {
		got = append(got, o.String())
	}
	// Pairs (ordered, 12 of them, 1/12 each):
	//  {roll poison, roll push} both roll: then +1 or +0 poison (1/2 each)
	//  roll poison + +1 → 3 poison; roll poison + +0 poison → 2 poison
	//  roll push + +1 → 4 push:1; roll push + +0 poison → 3 poison push:1
	//  +1 vs +0 poison → ambiguous, first drawn.
	//  so 2 poison 1/6+1/12, 3 push:1 poison 1/12+1/6; effects sort by kind.
	want := []string{
		"attack 2 poison → 2 damage: 1/4",
		"attack 3 → 3 damage: 1/12",
		"attack 3 push:1 poison → 3 damage: 1/4",
		"attack 3 poison → 3 damage: 1/6",
		"attack 4 push:1 → 4 damage: 1/6",
		"attack 4 push:1 poison → 4 damage: 1/12",
	}
	if !slices.Equal(got, want) {
		t.Errorf("outcomes\n got  %q\n want %q", got, want)
	}
	checkOddsBruteForce(t, in)
}

func TestOddsBruteForceTable(t *testing.T) {
	tests := []struct {
		name    string
		draw    []string
		discard []string
	}{
		{"plain", []string{"+0", "+1", "-1", "+2", "-2", "null shuffle", "x2 shuffle"}, nil},
		{"bless curse", []string{"bless", "bless", "curse", "+0", "+1", "-1", "x2 shuffle"}, nil},
		{"rolling chains", []string{"+1 roll", "+1 roll", "+0 roll poison", "+0 roll pierce:1", "-1", "x2", "null"}, nil},
		{"ambiguity", []string{"+0 poison", "+1", "+1 poison", "+0 wound", "+2 push:1", "+1 push:2", "-1 immobilize"}, nil},
		{"all rolling but one", []string{"+1 roll", "+1 roll", "+2 roll", "+0 roll fire", "+1 roll", "+0 roll", "-1"}, nil},
		{"reshuffle", []string{"+1 roll", "+0 roll poison"}, []string{"+0", "x2", "-1 roll", "curse", "+2"}},
		{"empty draw pile", nil, []string{"+1 roll", "+1 roll", "-1", "x2", "bless", "null"}},
		{"one card left", []string{"+2 roll"}, []string{"+1 roll", "+1", "null", "-1"}},
	}
	for _, tc := range tests {
		for _, ed := range []rules.Edition{rules.Gloomhaven, rules.Frosthaven} {
			for _, mode := range []Mode{Normal, Advantage, Disadvantage} {
				for _, attack := range []int{0, 1, 3} {
					t.Run(fmt.Sprintf("%s/%s/%s/%d", tc.name, ed, mode, attack), func(t *testing.T) {
						in := OddsInput{Draw: oddsCards(t, tc.draw...), Discard: oddsCards(t, tc.discard...),
							Mode: mode, Rules: ed, Attack: attack, Shield: 1, Pierce: attack % 2, HP: 4}
						checkOddsBruteForce(t, in)
					})
				}
			}
		}
	}
}

// oddsPool is the card pool the random small decks are drawn from.
var oddsPool = []string{
	"+0", "+1", "-1", "+2", "-2", "null shuffle", "x2 shuffle", "bless", "curse",
	"+1 roll", "+0 roll poison", "+0 roll pierce:2", "+1 roll push:1", "-1 roll",
	"+0 poison", "+1 poison", "+1 push:2", "+2 wound", "x2 roll", "null roll",
}

// oddsRandomInput builds a small deck from pool choices.
func oddsRandomInput(t testing.TB, rng *rand.Rand, maxCards int) OddsInput {
	pick := func(n int) []Card {
		var list []string
		for range n {
			list = append(list, oddsPool[rng.IntN(len(oddsPool))])
		}
		return oddsCards(t, list...)
	}
	nDraw := rng.IntN(maxCards + 1)
	nDiscard := rng.IntN(maxCards - nDraw + 1)
	return OddsInput{
		Draw: pick(nDraw), Discard: pick(nDiscard), Mode: Mode(rng.IntN(3)),
		Attack: rng.IntN(5), Shield: rng.IntN(3), Pierce: rng.IntN(2), HP: 1 + rng.IntN(6), Negate: rng.IntN(8) == 0,
	}
}

func TestOddsBruteForceRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 2026))
	n := 400
	if testing.Short() {
		n = 60
	}
	for i := range n {
		in := oddsRandomInput(t, rng, 7)
		t.Run(fmt.Sprint(i), func(t *testing.T) { checkOddsBruteForce(t, in) })
	}
}

func TestOddsErrors(t *testing.T) {
	tests := []struct {
		name  string
		in    OddsInput
		field string
		noCar bool
	}{
		{"nothing left", OddsInput{Attack: 2, HP: 3}, "", true},
		{"only rolling cards", OddsInput{Draw: oddsCards(t, "+1 roll"), Discard: oddsCards(t, "+0 roll"), Attack: 2, HP: 3}, "", true},
		{"advantage needs two", OddsInput{Draw: oddsCards(t, "+1"), Mode: Advantage, Attack: 2, HP: 3}, "", true},
		{"bad mode", OddsInput{Draw: oddsCards(t, "+1"), Mode: 7, HP: 3}, "mode", false},
		{"bad shield", OddsInput{Draw: oddsCards(t, "+1"), Shield: -1, HP: 3}, "shield", false},
		{"bad pierce", OddsInput{Draw: oddsCards(t, "+1"), Pierce: -1, HP: 3}, "pierce", false},
		{"bad hp", OddsInput{Draw: oddsCards(t, "+1"), HP: 0}, "hp", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Odds(tc.in)
			if err == nil {
				t.Fatal("no error")
			}
			if tc.noCar != errors.Is(err, ErrNoCard) {
				t.Errorf("error %v: errors.Is(ErrNoCard) = %v", err, !tc.noCar)
			}
			if tc.field != "" && !strings.Contains(err.Error(), tc.field+":") {
				t.Errorf("error %q does not name the field %q", err, tc.field)
			}
		})
	}
}

// TestOddsLongChain checks the math/big path against a closed form: a normal
// draw from 25 "+1 roll" and 2 "+0" cards (27! overflows uint64) gives
// attack+j with chance 25!/(25-j)! · 2 · (26-j)! / 27!.
func TestOddsLongChain(t *testing.T) {
	const rolls, stops = 25, 2
	draw := oddsCards(t, append(oddsRepeat(rolls, "+1 roll"), oddsRepeat(stops, "+0")...)...)
	d, err := Odds(OddsInput{Draw: draw, Attack: 1, HP: 1000})
	if err != nil {
		t.Fatal(err)
	}
	outcomes := d.Outcomes()
	if len(outcomes) != rolls+1 {
		t.Fatalf("%d outcomes, want %d", len(outcomes), rolls+1)
	}
	fact := func(n int64) *big.Int { return new(big.Int).MulRange(1, n) }
	for j, o := range outcomes {
		num := new(big.Int).Mul(new(big.Int).Quo(fact(rolls), fact(int64(rolls-j))), big.NewInt(stops))
		num.Mul(num, fact(int64(rolls+stops-1-j)))
		want := new(big.Rat).SetFrac(num, fact(rolls+stops))
		if o.Attack != 1+j || o.Probability.Cmp(want) != 0 {
			t.Errorf("outcome %d: got attack %d p %s, want attack %d p %s", j, o.Attack, o.Probability.RatString(), 1+j, want.RatString())
		}
	}
}

func TestExactOverflow(t *testing.T) {
	x := exactOf(math.MaxUint64)
	y := x.times(3)
	x.add(exactOf(1))
	want := new(big.Int).Add(new(big.Int).SetUint64(math.MaxUint64), big.NewInt(1))
	if x.bigInt().Cmp(want) != 0 {
		t.Errorf("MaxUint64+1 = %s", x.bigInt())
	}
	want = new(big.Int).Mul(new(big.Int).SetUint64(math.MaxUint64), big.NewInt(3))
	if y.bigInt().Cmp(want) != 0 {
		t.Errorf("MaxUint64·3 = %s", y.bigInt())
	}
	z := y.times(2) // must not alias y
	if y.bigInt().Cmp(want) != 0 || z.bigInt().Cmp(new(big.Int).Mul(want, big.NewInt(2))) != 0 {
		t.Errorf("times aliases its receiver: y %s z %s", y.bigInt(), z.bigInt())
	}
}

// oddsSampleStep draws one card step from in's piles with rng, as the deck does:
// the draw pile in a uniformly random order, then, if it runs out, the
// discard pile shuffled in. buf is scratch space.
func oddsSampleStep(rng *rand.Rand, in OddsInput, buf *[]int) (Step, error) {
	pile := (*buf)[:0]
	for i := range in.Draw {
		pile = append(pile, i)
	}
	fromDiscard := false
	step, err := ResolveStepFor(in.Rules, in.Mode, in.Attack, func() (Card, error) {
		if len(pile) == 0 {
			if fromDiscard || len(in.Discard) == 0 {
				return Card{}, ErrNoCard
			}
			fromDiscard = true
			for i := range in.Discard {
				pile = append(pile, i)
			}
		}
		j := rng.IntN(len(pile))
		k := pile[j]
		pile[j] = pile[len(pile)-1]
		pile = pile[:len(pile)-1]
		if fromDiscard {
			return in.Discard[k], nil
		}
		return in.Draw[k], nil
	})
	*buf = pile
	return step, err
}

// TestOddsMonteCarlo compares the exact odds with 10^6 seeded draws on the
// standard deck with bless, curse and rolling cards: every damage bucket,
// the chance to kill, the expected damage and the outcomes of the card step
// must be within 3 standard errors.
func TestOddsMonteCarlo(t *testing.T) {
	const n = 1_000_000
	type mcCase struct {
		name string
		in   OddsInput
	}
	var cases []mcCase
	for _, mode := range []Mode{Normal, Advantage, Disadvantage} {
		cases = append(cases, mcCase{mode.String(), oddsBenchInput(t, mode)})
	}
	// Few cards left in the draw pile: the discard pile is shuffled in
	// during the step.
	lowPile := func(mode Mode, left ...string) OddsInput {
		in := oddsBenchInput(t, mode)
		in.Discard = in.Draw
		in.Draw = nil
		for _, c := range oddsCards(t, left...) {
			i := slices.Index(in.Discard, c)
			in.Draw = append(in.Draw, c)
			in.Discard = slices.Delete(slices.Clone(in.Discard), i, i+1)
		}
		return in
	}
	cases = append(cases,
		mcCase{"advantage, one card left", lowPile(Advantage, "+1 roll")},
		mcCase{"normal, two rolling cards left", lowPile(Normal, "+1 roll", "+0 roll poison")},
		mcCase{"disadvantage, two rolling cards left", lowPile(Disadvantage, "+1 roll", "+0 roll pierce:2")})
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() && tc.name != "advantage" {
				t.Skip("-short: only the advantage case")
			}
			in, mode := tc.in, tc.in.Mode
			d, err := Odds(in)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(1, 2))
			var buf []int
			outcomes := map[string]int{}
			damage := map[int]int{}
			var sum float64
			kills := 0
			for range n {
				step, err := oddsSampleStep(rng, in, &buf)
				if err != nil {
					t.Fatal(err)
				}
				key, dmg := oddsOutcomeOf(in, step.Used)
				outcomes[key]++
				damage[dmg]++
				sum += float64(dmg)
				if dmg >= in.HP {
					kills++
				}
			}
			within := func(what string, got, p, se float64) {
				t.Helper()
				if math.Abs(got-p) > 3*se {
					t.Errorf("%s: Monte Carlo %.6f, exact %.6f, off by %.1f standard errors", what, got, p, math.Abs(got-p)/se)
				}
			}
			proportion := func(what string, count int, p float64) {
				t.Helper()
				within(what, float64(count)/n, p, math.Sqrt(p*(1-p)/n))
			}
			var mean, variance float64
			buckets := d.Damage()
			for _, b := range buckets {
				proportion(fmt.Sprintf("damage %d", b.Damage), damage[b.Damage], b.Float())
				mean += float64(b.Damage) * b.Float()
			}
			for _, b := range buckets {
				variance += b.Float() * (float64(b.Damage) - mean) * (float64(b.Damage) - mean)
			}
			if len(damage) != len(buckets) {
				t.Errorf("Monte Carlo saw %d damage values, exact odds %d", len(damage), len(buckets))
			}
			within("expected damage", sum/n, d.ExpectedDamageFloat(), math.Sqrt(variance/n))
			proportion("kill chance", kills, d.KillChanceFloat())
			keys := oddsKeys(d)
			seen := 0
			for k, p := range keys {
				f, _ := p.Float64()
				proportion(k, outcomes[k], f)
				if outcomes[k] > 0 {
					seen++
				}
			}
			for k := range outcomes {
				if _, ok := keys[k]; !ok {
					t.Errorf("Monte Carlo outcome %s has no exact odds", k)
				}
			}
			t.Logf("%s: %d outcomes (%d seen), %d damage values, expected damage %s ≈ %.4f (MC %.4f), kill %.4f (MC %.4f)",
				mode, len(keys), seen, len(buckets), d.ExpectedDamage().RatString(), d.ExpectedDamageFloat(), sum/n,
				d.KillChanceFloat(), float64(kills)/n)
		})
	}
}

// oddsFuzzInput decodes fuzz bytes into a small attack: six parameter bytes,
// then one byte per card (pool index; the high bit puts it in the discard).
func oddsFuzzInput(t testing.TB, data []byte) (OddsInput, bool) {
	if len(data) < 6 {
		return OddsInput{}, false
	}
	in := OddsInput{Mode: Mode(data[0] % 3), Attack: int(data[1] % 6), Shield: int(data[2] % 4),
		Pierce: int(data[3] % 3), HP: 1 + int(data[4]%8), Negate: data[5]%5 == 0}
	if data[0]&0x80 != 0 {
		in.Rules = rules.Frosthaven
	}
	cards := data[6:]
	if len(cards) > 7 {
		cards = cards[:7]
	}
	for _, b := range cards {
		c := oddsCards(t, oddsPool[int(b&0x7f)%len(oddsPool)])[0]
		if b&0x80 != 0 {
			in.Discard = append(in.Discard, c)
		} else {
			in.Draw = append(in.Draw, c)
		}
	}
	return in, true
}

// FuzzOdds checks Odds against the enumeration of every draw order on small
// decks drawn from oddsPool.
func FuzzOdds(f *testing.F) {
	f.Add([]byte{1, 3, 1, 0, 4, 1, 9, 9, 10, 0, 6})
	f.Add([]byte{2, 2, 0, 1, 3, 1, 9, 10, 12, 18, 0x80, 0x81, 0x87})
	f.Add([]byte{0, 1, 2, 1, 5, 0, 9, 19, 18, 0x89, 0x82})
	f.Add([]byte{1, 0, 0, 0, 1, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		in, ok := oddsFuzzInput(t, data)
		if !ok {
			return
		}
		checkOddsBruteForce(t, in)
	})
}

func ExampleOdds() {
	draw, _ := ParseCards([]string{"+0", "+1", "-1", "x2 shuffle", "null shuffle", "+1 roll poison"})
	d, err := Odds(OddsInput{Draw: draw, Mode: Advantage, Attack: 3, Shield: 1, HP: 4})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, b := range d.Damage() {
		fmt.Printf("%d damage: %s\n", b.Damage, b.Probability.RatString())
	}
	fmt.Printf("expected %s, kill %s (%.1f%%)\n", d.ExpectedDamage().RatString(), d.KillChance().RatString(), 100*d.KillChanceFloat())
	// Output:
	// 0 damage: 1/15
	// 1 damage: 1/15
	// 2 damage: 1/5
	// 3 damage: 4/15
	// 4 damage: 1/15
	// 5 damage: 4/15
	// 7 damage: 1/15
	// expected 10/3, kill 2/5 (40.0%)
}

// TestOddsFrosthavenByHand: "+1 roll", "-1", "+2" with advantage at attack
// 2 under Frosthaven's rule, the six draw orders worked out by hand: the
// rolling card first adds to the better of the two after it (5, twice); "-1"
// then the rolling card compares it as a plain +1 (3); otherwise "+2"
// applies alone (4, three times).
func TestOddsFrosthavenByHand(t *testing.T) {
	in := OddsInput{Draw: oddsCards(t, "+1 roll", "-1", "+2"), Mode: Advantage, Rules: rules.Frosthaven, Attack: 2, HP: 9}
	d, err := Odds(in)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, o := range d.Outcomes() {
		got = append(got, o.String())
	}
	want := []string{"attack 3 → 3 damage: 1/6", "attack 4 → 4 damage: 1/2", "attack 5 → 5 damage: 1/3"}
	if !slices.Equal(got, want) {
		t.Errorf("outcomes\n got  %q\n want %q", got, want)
	}
	in.Rules = "frosthaven3"
	if _, err := Odds(in); err == nil || !strings.Contains(err.Error(), "rules") {
		t.Errorf("unknown edition: err = %v", err)
	}
}
