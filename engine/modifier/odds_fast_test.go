package modifier

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/haventable/haventable/engine/rules"
)

// oddsBothWays computes a distribution by counting multisets (fastSteps)
// and by enumerating draw orders (enumerateSteps); ok is false when the
// fast path does not apply.
func oddsBothWays(t testing.TB, in OddsInput) (fast, slow Distribution, ok bool) {
	t.Helper()
	e, den, ok := fastSteps(in)
	if !ok {
		return Distribution{}, Distribution{}, false
	}
	fast = buildDistribution(in, e, den)
	se, sden, err := enumerateSteps(in)
	if err != nil {
		t.Fatal(err)
	}
	return fast, buildDistribution(in, se, sden), true
}

func sameDistribution(a, b Distribution) bool {
	ao, bo := a.Outcomes(), b.Outcomes()
	if len(ao) != len(bo) || a.ExpectedDamage().Cmp(b.ExpectedDamage()) != 0 || a.KillChance().Cmp(b.KillChance()) != 0 {
		return false
	}
	for i := range ao {
		if ao[i].String() != bo[i].String() {
			return false
		}
	}
	return true
}

var oddsKinds = []string{"+0", "+1", "-1", "+2", "-2", "null", "x2", "bless", "curse", "+1 roll", "+0 roll push:1",
	"-1 roll", "+0 roll poison", "+1 roll pierce:1", "+0 roll fire", "+1 wound", "+0 roll"}

func randomOddsInput(r *rand.Rand) OddsInput {
	var draw []Card
	for range 1 + r.IntN(16) {
		draw = append(draw, MustParseCard(oddsKinds[r.IntN(len(oddsKinds))]))
	}
	ed := rules.Gloomhaven
	if r.IntN(2) == 0 {
		ed = rules.Frosthaven
	}
	return OddsInput{Draw: draw, Mode: Mode(r.IntN(3)), Rules: ed, Attack: r.IntN(5), Shield: r.IntN(3), Pierce: r.IntN(2), HP: 1 + r.IntN(6)}
}

// TestFastOddsAgreeWithEveryOrder: on random decks, counting multisets
// gives exactly the distribution that enumerating draw orders gives.
func TestFastOddsAgreeWithEveryOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	checked, firstOnly := 0, 0
	for range 3000 {
		in := randomOddsInput(r)
		fast, slow, ok := oddsBothWays(t, in)
		if !ok {
			continue
		}
		checked++
		if in.Mode != Normal && in.Rules.AdvantageRollsOnFirstCardOnly() {
			firstOnly++
		}
		if !sameDistribution(fast, slow) {
			t.Fatalf("%+v:\nfast %v\nslow %v", in, fast.Outcomes(), slow.Outcomes())
		}
	}
	if checked < 1000 || firstOnly < 200 {
		t.Fatalf("only %d decks took the fast path, %d with Frosthaven's advantage or disadvantage", checked, firstOnly)
	}
}

// FuzzFastOdds: the same, on decks the fuzzer makes.
func FuzzFastOdds(f *testing.F) {
	f.Add([]byte{1, 2, 9, 10, 11, 6, 7}, uint8(1), uint8(3))
	f.Add([]byte{11, 11, 6, 0, 5}, uint8(2), uint8(0))
	f.Add([]byte{9, 10, 2, 0, 11, 1}, uint8(4), uint8(2))
	f.Fuzz(func(t *testing.T, cards []byte, mode, attack uint8) {
		if len(cards) == 0 || len(cards) > 14 {
			return
		}
		var draw []Card
		for _, c := range cards {
			draw = append(draw, MustParseCard(oddsKinds[int(c)%len(oddsKinds)]))
		}
		in := OddsInput{Draw: draw, Mode: Mode(mode % 3), Attack: int(attack % 6), Shield: 1, HP: 3}
		if mode&4 != 0 {
			in.Rules = rules.Frosthaven
		}
		fast, slow, ok := oddsBothWays(t, in)
		if ok && !sameDistribution(fast, slow) {
			t.Fatalf("%+v:\nfast %v\nslow %v", in, fast.Outcomes(), slow.Outcomes())
		}
	})
}

// FuzzExact: the 128-bit arithmetic of exact agrees with math/big, past
// 64 and 128 bits.
func FuzzExact(f *testing.F) {
	f.Add(uint64(1<<63), uint64(3), uint64(1<<62), uint8(4))
	f.Add(^uint64(0), ^uint64(0), ^uint64(0), uint8(9))
	f.Fuzz(func(t *testing.T, a, k, b uint64, rounds uint8) {
		x, y := exactOf(a), exactOf(b)
		bx, by := new(big.Int).SetUint64(a), new(big.Int).SetUint64(b)
		for range rounds % 12 {
			x.mul(k)
			bx.Mul(bx, new(big.Int).SetUint64(k))
			x.add(y)
			bx.Add(bx, by)
			z := y.times(k | 1)
			by.Mul(by, new(big.Int).SetUint64(k|1))
			y = z
			if x.bigInt().Cmp(bx) != 0 || y.bigInt().Cmp(by) != 0 {
				t.Fatalf("x %v want %v; y %v want %v", x.bigInt(), bx, y.bigInt(), by)
			}
		}
	})
}
