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

// TestAttackOdds: the odds shown before an attack is drawn, per target,
// set up as ResolveAttack sets the checks up: a soldier lowers the attack
// by the barracks' number and draws with advantage (one soldier: a second
// target sending one is refused); the standard deck's odds counted by
// hand.
func TestAttackOdds(t *testing.T) {
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-12 }
	d := fixture()
	o := New(d, 3)
	o.Morale, o.Soldiers = 5, 1 // morale 5: bonus 0
	o.TownGuard.Draw = StandardTownGuard()
	a := Attack{Value: 11, Targets: []Target{{Building: "workshop"}, {Building: "barracks", Soldier: true}}}
	odds, err := o.AttackOdds(a)
	if err != nil {
		t.Fatal(err)
	}
	if len(odds) != 2 || odds[0].Check.Attack != 11 || odds[0].Check.Advantage || odds[1].Check.Attack != 11-SoldierReduction(1) || !odds[1].Check.Advantage {
		t.Fatalf("checks before the draw: %+v", odds)
	}
	// 11 against defense 0: only the +20 and the success card defend
	if w := odds[0].Odds; !near(w.Defended, 2.0/20) || !near(w.Wrecked, 1.0/20) {
		t.Errorf("workshop, attack 11: %+v", w)
	}
	if w, want := odds[1].Odds, CheckOdds(StandardTownGuard(), 0, 6, true, false); w != want {
		t.Errorf("barracks with a soldier: %+v, want %+v", w, want)
	}
	a.Targets[0].Soldier = true
	if _, err := o.AttackOdds(a); err == nil {
		t.Error("two soldiers sent with one")
	}
	if o.Soldiers != 1 {
		t.Error("the odds took a soldier from the outpost")
	}
}
