package modifier

import (
	"math/rand/v2"
	"testing"

	"github.com/haventable/haventable/engine/rules"
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

// BenchmarkOddsManyRolling is a perk-heavy deck: the standard deck, 5 bless,
// 5 curse and 12 rolling cards of 6 kinds, with advantage.
func BenchmarkOddsManyRolling(b *testing.B) {
	extra := append(oddsRepeat(5, "bless", "curse"),
		oddsRepeat(2, "+1 roll", "+0 roll pierce:2", "+0 roll poison", "+0 roll push:1", "+0 roll wound", "+0 roll fire")...)
	in := OddsInput{Draw: oddsStandard(b, extra...), Mode: Advantage, Attack: 3, Shield: 1, HP: 5}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Odds(in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOddsAdvantageFrosthaven is BenchmarkOddsAdvantage under
// Frosthaven's rule for rolling cards with advantage.
func BenchmarkOddsAdvantageFrosthaven(b *testing.B) {
	in := oddsBenchInput(b, Advantage)
	in.Rules = rules.Frosthaven
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Odds(in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOddsManyRollingFrosthaven is BenchmarkOddsManyRolling under
// Frosthaven's rule.
func BenchmarkOddsManyRollingFrosthaven(b *testing.B) {
	extra := append(oddsRepeat(5, "bless", "curse"),
		oddsRepeat(2, "+1 roll", "+0 roll pierce:2", "+0 roll poison", "+0 roll push:1", "+0 roll wound", "+0 roll fire")...)
	in := OddsInput{Draw: oddsStandard(b, extra...), Mode: Advantage, Rules: rules.Frosthaven, Attack: 3, Shield: 1, HP: 5}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Odds(in); err != nil {
			b.Fatal(err)
		}
	}
}
