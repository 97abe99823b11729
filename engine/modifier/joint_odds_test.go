package modifier

import (
	"math/big"
	"testing"
)

// permutations calls f with every order of cs.
func permutations(cs []Card, f func([]Card)) {
	var rec func(int)
	rec = func(k int) {
		if k == len(cs) {
			f(cs)
			return
		}
		for i := k; i < len(cs); i++ {
			cs[k], cs[i] = cs[i], cs[k]
			rec(k + 1)
			cs[k], cs[i] = cs[i], cs[k]
		}
	}
	rec(0)
}

// bruteJoint resolves the attack on every order of the draw pile and of
// the discard pile, and averages. The discard pile is shuffled in, uniformly,
// when the draw pile runs out: the same as every order of it laid under the
// draw pile, the cards in play never going back.
func bruteJoint(t *testing.T, draw, discard []Card, a Attack, targets []Defender) JointOdds {
	t.Helper()
	n := len(targets)
	out := JointOdds{Falls: zeros(n), AllFall: new(big.Rat), ExpectedDamage: new(big.Rat)}
	count := 0
	var results []AttackResult
	permutations(append([]Card(nil), draw...), func(d []Card) {
		permutations(append([]Card(nil), discard...), func(x []Card) {
			deck := &Deck{owner: OwnerCharacter, draw: append(append([]Card(nil), d...), x...), src: NewSource(0)}
			r, err := ResolveAttack(deck, a, targets)
			if err != nil {
				t.Fatal(err)
			}
			results = append(results, r)
			count++
		})
	})
	for _, r := range results {
		all := true
		for i, tr := range r.Targets {
			if tr.Dead {
				out.Falls[i].Add(out.Falls[i], big.NewRat(1, 1))
			} else {
				all = false
			}
			out.ExpectedDamage.Add(out.ExpectedDamage, big.NewRat(int64(tr.Damage), 1))
		}
		if all {
			out.AllFall.Add(out.AllFall, big.NewRat(1, 1))
		}
	}
	div := big.NewRat(1, int64(count))
	for i := range out.Falls {
		out.Falls[i].Mul(out.Falls[i], div)
	}
	out.AllFall.Mul(out.AllFall, div)
	out.ExpectedDamage.Mul(out.ExpectedDamage, div)
	return out
}

func cards(ss ...string) []Card {
	out := make([]Card, len(ss))
	for i, s := range ss {
		out[i] = MustParseCard(s)
	}
	return out
}

func sameJoint(t *testing.T, name string, got, want JointOdds) {
	t.Helper()
	for i := range want.Falls {
		if got.Falls[i].Cmp(want.Falls[i]) != 0 {
			t.Errorf("%s: target %d falls %s, want %s", name, i, got.Falls[i].RatString(), want.Falls[i].RatString())
		}
	}
	if got.AllFall.Cmp(want.AllFall) != 0 || got.ExpectedDamage.Cmp(want.ExpectedDamage) != 0 {
		t.Errorf("%s: all fall %s (want %s), damage %s (want %s)", name, got.AllFall.RatString(), want.AllFall.RatString(),
			got.ExpectedDamage.RatString(), want.ExpectedDamage.RatString())
	}
}

// The joint odds agree with every draw order resolved one by one: rolling
// cards, advantage, a pile that runs out and takes the discard pile in.
func TestJointOddsAgainstEveryOrder(t *testing.T) {
	targets := []Defender{{ID: "a", HP: 3}, {ID: "b", HP: 4, Shield: 1}, {ID: "c", HP: 2}}
	for _, tc := range []struct {
		name          string
		draw, discard []Card
		a             Attack
		targets       []Defender
	}{
		{"two targets", cards("+0", "+1", "-1", "x2", "null"), nil, Attack{Value: 2}, targets[:2]},
		{"three targets, rolling", cards("+1 roll", "+0", "+1", "-1", "x2", "+2"), nil, Attack{Value: 2}, targets},
		{"advantage", cards("+1 roll", "+0", "-1", "x2", "+1"), nil, Attack{Value: 2, Advantage: true}, targets[:2]},
		{"disadvantage", cards("+0", "-1", "x2", "+1", "null"), nil, Attack{Value: 3, Disadvantage: true}, targets[:2]},
		{"the pile runs out", cards("+1", "-1"), cards("+0", "x2", "+2 roll"), Attack{Value: 2}, targets},
		{"bless and curse", cards("bless", "curse", "+0", "+1"), nil, Attack{Value: 2}, targets},
	} {
		d := &Deck{owner: OwnerCharacter, draw: tc.draw, discard: tc.discard}
		got, err := JointAttackOdds(d, tc.a, tc.targets)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		sameJoint(t, tc.name, got, bruteJoint(t, tc.draw, tc.discard, tc.a, tc.targets))
	}
}

// With one target the joint odds are the single odds.
func TestJointOddsOfOneTarget(t *testing.T) {
	d, err := NewDeck(OwnerCharacter, append(StandardCards(), cards("bless", "bless", "+1 roll", "+1 roll")...), NewSource(1), nil)
	if err != nil {
		t.Fatal(err)
	}
	target := Defender{ID: "m", HP: 4, Shield: 1}
	a := Attack{Value: 3, Advantage: true}
	joint, err := JointAttackOdds(d, a, []Defender{target})
	if err != nil {
		t.Fatal(err)
	}
	single, err := AttackOdds(d, a, target)
	if err != nil {
		t.Fatal(err)
	}
	if joint.Falls[0].Cmp(single.KillChance()) != 0 || joint.ExpectedDamage.Cmp(single.ExpectedDamage()) != 0 ||
		joint.AllFall.Cmp(single.KillChance()) != 0 {
		t.Errorf("joint %s / %s, single %s / %s", joint.Falls[0].RatString(), joint.ExpectedDamage.RatString(),
			single.KillChance().RatString(), single.ExpectedDamage().RatString())
	}
}

// BenchmarkJointOddsThreeTargets: a three-target attack's joint outcome
// from the standard deck with 4 bless (issue 18: at most 5 ms).
func BenchmarkJointOddsThreeTargets(b *testing.B) {
	d, err := NewDeck(OwnerCharacter, append(StandardCards(), cards("bless", "bless", "bless", "bless")...), NewSource(1), nil)
	if err != nil {
		b.Fatal(err)
	}
	targets := []Defender{{ID: "a", HP: 4}, {ID: "b", HP: 5, Shield: 1}, {ID: "c", HP: 3}}
	for b.Loop() {
		if _, err := JointAttackOdds(d, Attack{Value: 3}, targets); err != nil {
			b.Fatal(err)
		}
	}
}
