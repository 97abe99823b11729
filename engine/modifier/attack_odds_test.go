package modifier

import (
	"fmt"
	"math/big"
	"testing"
)

// TestAttackOddsMatchesResolveAttack checks the odds path against the attack
// path: every order of a small draw pile, resolved with ResolveAttack, must
// give exactly the damage distribution AttackOdds reports.
func TestAttackOddsMatchesResolveAttack(t *testing.T) {
	shieldBonus := Bonus{Kind: BonusShield, Value: 1, Uses: 2, Duration: BonusPersistent}
	negate := Bonus{Kind: BonusNegate, Uses: 1}
	tests := []struct {
		name    string
		draw    []string
		discard []string
		attack  Attack
		target  Defender
	}{
		{"plain", []string{"+1", "-1", "x2 shuffle", "null shuffle", "+0"}, nil,
			Attack{Value: 3}, Defender{ID: "m", HP: 5}},
		{"advantage with rolling", []string{"+1 roll", "+0 roll pierce:2", "-1", "x2 shuffle", "+2"}, nil,
			Attack{Value: 2, Advantage: true}, Defender{ID: "m", HP: 4, Shield: 2}},
		{"ranged adjacent is disadvantage", []string{"+1", "+1 roll", "-2", "bless", "+0 poison"}, nil,
			Attack{Value: 3, Ranged: true}, Defender{ID: "m", HP: 6, Adjacent: true}},
		{"ranged adjacent with advantage cancels", []string{"+1", "-1", "curse @M", "x2 shuffle"}, nil,
			Attack{Value: 2, Ranged: true, Advantage: true}, Defender{ID: "m", HP: 3, Adjacent: true}},
		{"poison and modifiers", []string{"+1", "-1", "+0", "x2 shuffle"}, nil,
			Attack{Value: 2, Modifiers: []Adjustment{mustAdjustment(t, "+1"), mustAdjustment(t, "x2")}},
			Defender{ID: "m", HP: 8, Poisoned: true}},
		{"shield bonus and pierce", []string{"+1", "+2 roll", "-1", "+0"}, nil,
			Attack{Value: 3, Pierce: 1}, Defender{ID: "m", HP: 5, Shield: 1, Bonuses: Bonuses{shieldBonus}}},
		{"negate", []string{"+1", "-1", "+0"}, nil,
			Attack{Value: 3}, Defender{ID: "m", HP: 2, Bonuses: Bonuses{negate}}},
		{"reshuffle mid-step", []string{"+1 roll"}, []string{"-1", "+2", "null shuffle"},
			Attack{Value: 2}, Defender{ID: "m", HP: 4}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			draw, err := ParseCards(tc.draw)
			if err != nil {
				t.Fatal(err)
			}
			discard, err := ParseCards(tc.discard)
			if err != nil {
				t.Fatal(err)
			}
			owner := OwnerCharacter
			for _, c := range append(append([]Card{}, draw...), discard...) {
				if c.Icon == IconMonster {
					owner = OwnerMonster
				}
			}
			// The exact odds, from a deck in this state.
			deck := attackOddsDeck(t, owner, draw, discard, 1)
			dist, err := AttackOdds(deck, tc.attack, tc.target)
			if err != nil {
				t.Fatal(err)
			}
			want := map[int]*big.Rat{}
			for _, b := range dist.Damage() {
				want[b.Damage] = b.Probability
			}
			// Every order of the draw pile, resolved for real. A reshuffle
			// of the discard pile is random, so each order is tried with
			// many seeds only when a discard pile is given; then the check
			// is on the support, not the weights.
			got := map[int]int{}
			orders := 0
			oddsPermutations(draw, func(order []Card) {
				seeds := 1
				if len(discard) > 0 {
					seeds = 200
				}
				for seed := range seeds {
					d := attackOddsDeck(t, owner, order, discard, uint64(seed))
					res, err := ResolveAttack(d, tc.attack, []Defender{tc.target})
					if err != nil {
						t.Fatal(err)
					}
					got[res.Targets[0].Damage]++
					orders++
				}
			})
			if len(discard) > 0 {
				for dmg := range got {
					if want[dmg] == nil {
						t.Errorf("ResolveAttack gave damage %d that the odds call impossible", dmg)
					}
				}
				return
			}
			for dmg, n := range got {
				p := big.NewRat(int64(n), int64(orders))
				if want[dmg] == nil || want[dmg].Cmp(p) != 0 {
					t.Errorf("damage %d: every order gives %v, odds say %v", dmg, p, want[dmg])
				}
			}
			if len(got) != len(want) {
				t.Errorf("damage values: every order gives %v, odds say %s", got, fmt.Sprint(dist.Damage()))
			}
		})
	}
}

func attackOddsDeck(t *testing.T, owner Owner, draw, discard []Card, seed uint64) *Deck {
	t.Helper()
	d, err := NewDeck(owner, append(append([]Card{}, discard...), draw...), NewSource(seed), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.DrawCards(len(discard)); err != nil {
		t.Fatal(err)
	}
	return d
}

func mustAdjustment(t *testing.T, s string) Adjustment {
	t.Helper()
	m, err := ParseAdjustment(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
