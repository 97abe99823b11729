package modifier

import (
	"strings"
	"testing"
)

// An attack made several times on one target ("Target 1 enemy with all
// attacks"): one result per attack, each on the target as the one before
// left it (hit points, shield bonus track, poison gained), none after it
// falls; more than one target is refused.
func TestResolveAttackTimes(t *testing.T) {
	d := deckMust(t, OwnerCharacter, NewSource(1), nil, "+0", "+0", "+0")
	res, err := ResolveAttack(d, Attack{Value: 2, Times: 3, Effects: []Effect{{Kind: Poison}}},
		[]Defender{{ID: "a", HP: 9, Bonuses: Bonuses{{Kind: BonusShield, Value: 1, Uses: 2}}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Targets) != 3 {
		t.Fatalf("%d results, want 3", len(res.Targets))
	}
	// 2-1 shield; then 2+1 poison -1 shield (its last use); then 3.
	for i, want := range []struct{ damage, hp int }{{1, 8}, {2, 6}, {3, 3}} {
		if r := res.Targets[i]; r.ID != "a" || r.Damage != want.damage || r.HP != want.hp {
			t.Errorf("attack %d: %s damage %d hp %d, want %d and %d", i+1, r.ID, r.Damage, r.HP, want.damage, want.hp)
		}
	}

	d = deckMust(t, OwnerCharacter, NewSource(1), nil, "+0", "+0", "+0")
	res, err = ResolveAttack(d, Attack{Value: 4, Times: 3}, []Defender{{ID: "a", HP: 5}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Targets) != 2 || !res.Targets[1].Dead {
		t.Errorf("results %+v: want two, the second killing", res.Targets)
	}
	if d.DiscardCount() != 2 {
		t.Errorf("%d cards discarded, want the two drawn", d.DiscardCount())
	}

	if _, err := ResolveAttack(d, Attack{Value: 2, Times: 2}, []Defender{{ID: "a", HP: 5}, {ID: "b", HP: 5}}); err == nil || !strings.Contains(err.Error(), "one target") {
		t.Errorf("two targets of an attack made twice: error %v", err)
	}
	if err := (Attack{Value: 2, Times: -1}).Validate(); err == nil {
		t.Error("an attack made -1 times validates")
	}
}

// A wound the first of the attacks gives counts for the next one's bonus
// against a wounded target.
func TestResolveAttackTimesSeesConditionsItGave(t *testing.T) {
	d := deckMust(t, OwnerCharacter, NewSource(1), nil, "+0", "+0")
	res, err := ResolveAttack(d, Attack{Value: 2, Times: 2, Effects: []Effect{{Kind: Wound}}, TargetCondition: Wound, TargetConditionBonus: 2},
		[]Defender{{ID: "a", HP: 20}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Targets) != 2 || res.Targets[0].Damage != 2 || res.Targets[1].Damage != 4 {
		t.Errorf("results %+v: want 2 damage, then 4 against the wounded target", res.Targets)
	}
}
