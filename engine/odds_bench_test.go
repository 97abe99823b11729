package engine

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkOddsAdvantage computes one exact distribution: the standard deck
// plus 5 bless, 5 curse and 4 rolling cards, attacking with advantage.
func BenchmarkOddsAdvantage(b *testing.B) {
	in := oddsBenchInput(b, Advantage)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Odds(in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMonteCarlo1e5 estimates the same attack from 10^5 seeded draws
// (expected damage and chance to kill), the baseline the exact odds are
// measured against: one iteration is 10^5 draws.
func BenchmarkMonteCarlo1e5(b *testing.B) {
	in := oddsBenchInput(b, Advantage)
	rng := rand.New(rand.NewPCG(1, 2))
	var buf []int
	b.ReportAllocs()
	for b.Loop() {
		sum, kills := 0, 0
		for range 100_000 {
			step, err := oddsSampleStep(rng, in, &buf)
			if err != nil {
				b.Fatal(err)
			}
			used := step.Used
			pierce := in.Pierce
			for _, c := range used {
				pierce += c.EffectAmount(Pierce)
			}
			d := Damage(ApplyCards(in.Attack, used), in.Shield, pierce)
			sum += d
			if d >= in.HP {
				kills++
			}
		}
		if sum == 0 {
			b.Fatal("no damage in 10^5 draws")
		}
	}
}
