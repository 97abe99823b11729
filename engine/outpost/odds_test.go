package outpost

import (
	"math"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
)

// TestCheckOdds: the odds of a check from the standard deck, counted by
// hand; and, for a deck with rolling cards, with and without advantage
// and disadvantage, the odds agree with the outcomes ResolveAttack draws
// over many shuffles.
func TestCheckOdds(t *testing.T) {
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-12 }
	o := CheckOdds(StandardTownGuard(), 0, 1, false, false)
	// defended: five +10, one +20, the success card; wrecked: the wreck card
	if !near(o.Defended, 7.0/20) || !near(o.Wrecked, 1.0/20) || !near(o.Damaged, 12.0/20) {
		t.Errorf("standard deck, attack 1: %+v", o)
	}
	o = CheckOdds(StandardTownGuard(), 0, 1, true, false)
	// with advantage it is damaged when both draws fail (12 failing
	// numbers), or one is the wreck and the other a failing number (the
	// number counts); never wrecked
	wantDamaged := 12.0/20*11/19 + 2*(1.0/20*12/19)
	if !near(o.Damaged, wantDamaged) || o.Wrecked != 0 || !near(o.Defended+o.Damaged, 1) {
		t.Errorf("standard deck with advantage: %+v, want damaged %v", o, wantDamaged)
	}
	if o := CheckOdds(nil, 0, 1, false, false); o != (Odds{}) {
		t.Errorf("empty deck: %+v", o)
	}

	deck := append(StandardTownGuard(), GuardCard{Value: 10, Rolling: true}, GuardCard{Rolling: true, Words: "x"})
	d := Data{Buildings: []Building{{Name: "hall"}, {Name: Barracks}}}
	for _, tc := range []struct{ adv, dis bool }{{false, false}, {true, false}, {false, true}} {
		want := CheckOdds(deck, 5, 15, tc.adv, tc.dis)
		var got Odds
		const runs = 20000
		attack := 15
		if tc.adv {
			attack += SoldierReduction(1) // the soldier lowers it back to 15
		}
		for seed := uint64(1); seed <= runs; seed++ {
			o := New(d, seed)
			o.TownGuard.Draw = append([]GuardCard(nil), deck...)
			shuffle(o.TownGuard.Draw, modifier.NewSource(seed))
			o.Buildings = []Standing{{Name: "hall", Level: 1}, {Name: Barracks, Level: 1, Wrecked: tc.dis}}
			o.Soldiers, o.Morale, o.Defense = 1, 5, 5 // morale 5: bonus 0
			_, checks, err := o.ResolveAttack(d, Attack{Value: attack, Targets: []Target{{Building: "hall", Soldier: tc.adv}}})
			if err != nil {
				t.Fatal(err)
			}
			switch checks[0].Outcome {
			case Defended:
				got.Defended++
			case Damaged:
				got.Damaged++
			default:
				got.Wrecked++
			}
		}
		got = Odds{got.Defended / runs, got.Damaged / runs, got.Wrecked / runs}
		if math.Abs(want.Defended-got.Defended) > 0.015 || math.Abs(want.Damaged-got.Damaged) > 0.015 ||
			math.Abs(want.Wrecked-got.Wrecked) > 0.015 {
			t.Errorf("advantage %v, disadvantage %v: odds %+v, drawn %+v", tc.adv, tc.dis, want, got)
		}
	}
}

func BenchmarkCheckOdds(b *testing.B) {
	deck := append(StandardTownGuard(), GuardCard{Value: 10, Rolling: true}, GuardCard{Value: 10, Rolling: true},
		GuardCard{Rolling: true, Words: "x"}, GuardCard{Rolling: true, Words: "x"})
	for b.Loop() {
		CheckOdds(deck, 10, 25, true, false)
	}
}
