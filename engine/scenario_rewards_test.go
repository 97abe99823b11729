package engine

import (
	"errors"
	"reflect"
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

// rewardsScenario: two characters (ana on [0,0] playing sheet 1, bo on
// [1,0] playing sheet 2, bo summoning a wolf) and a rat, at level 2.
func rewardsScenario(t *testing.T) *Scenario {
	t.Helper()
	s, err := NewScenario("rewards", scnMap(t), 2, 5)
	scnMust(t, err)
	ana := scnChar("ana", 0, 0, 10)
	ana.Sheet = 1
	bo := scnChar("bo", 1, 0, 8)
	bo.Sheet = 2
	scnMust(t, s.addCharacter(ana))
	scnMust(t, s.addCharacter(bo))
	scnMust(t, s.summon(scnSummon("wolf", "bo", 2, 0, 4)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 5, 4, 3)))
	return s
}

func TestGainXP(t *testing.T) {
	s := rewardsScenario(t)
	for _, tc := range []struct {
		id     string
		amount int
		want   int
		ok     bool
	}{
		{"ana", 3, 3, true},
		{"ana", 2, 5, true},
		{"ana", -1, 4, true},
		{"ana", -5, 4, false}, // below 0
		{"ana", 0, 4, false},
		{"ana", MaxXP, 4, false},
		{"wolf", 1, 0, false}, // not a character
		{"rat-1", 1, 0, false},
		{"nobody", 1, 0, false},
	} {
		_, err := s.Do(GainXP{Character: tc.id, Amount: tc.amount})
		if (err == nil) != tc.ok {
			t.Errorf("%s %+d: error %v, want ok %v", tc.id, tc.amount, err, tc.ok)
		}
		if f, ok := s.Figure(tc.id); ok && f.XP != tc.want {
			t.Errorf("%s %+d: xp %d, want %d", tc.id, tc.amount, f.XP, tc.want)
		}
	}
}

// Money tokens go to the character who loots them: the one on the hex, or
// the one named (a loot ability); a character ending its turn on a token
// loots it.
func TestLootingIsCounted(t *testing.T) {
	s := rewardsScenario(t)
	scnMust(t, s.placeMoney(hexgrid.H(0, 0), 2))
	scnMust(t, s.placeMoney(hexgrid.H(4, 4), 1))
	scnMust(t, s.placeMoney(hexgrid.H(3, 3), 1))
	rep, err := s.Do(LootMoney{At: hexgrid.H(0, 0)})
	scnMust(t, err)
	if rep.Looted != 2 || rep.LootedBy != "ana" || rep.Summary().LootedBy != "ana" {
		t.Errorf("loot under ana: %+v", rep)
	}
	_, err = s.Do(LootMoney{At: hexgrid.H(4, 4), By: "bo"})
	scnMust(t, err)
	if _, err := s.Do(LootMoney{At: hexgrid.H(3, 3), By: "wolf"}); err == nil {
		t.Error("a summon looted money")
	}
	if _, err := s.Do(LootMoney{At: hexgrid.H(6, 4)}); !errors.Is(err, ErrNoMoney) {
		t.Errorf("loot where there is none: %v", err)
	}
	// ana ends her turn on [3,3], where a token lies.
	scnMust(t, s.setInitiative("ana", 10, 20))
	scnMust(t, s.setInitiative("bo", 30, 40))
	scnMust(t, s.setMonsterInitiative("rat", 50))
	_, err = s.Do(NextTurn{})
	scnMust(t, err)
	_, err = s.Do(Move{Figure: "ana", To: hexgrid.H(3, 3)})
	scnMust(t, err)
	rep, err = s.Do(NextTurn{})
	scnMust(t, err)
	if rep.TurnEnd == nil || rep.TurnEnd.Looted != 1 || rep.Summary().LootedBy != "ana" {
		t.Errorf("end of ana's turn on a token: %+v", rep.TurnEnd)
	}
	if s.Money(hexgrid.H(3, 3)) != 0 {
		t.Error("the token is still there")
	}
	ana, _ := s.Figure("ana")
	bo, _ := s.Figure("bo")
	if ana.Money != 3 || bo.Money != 1 {
		t.Errorf("money: ana %d, bo %d; want 3 and 1", ana.Money, bo.Money)
	}
}

// A long rest heals 2 as the character's turn starts.
func TestLongRestHeals(t *testing.T) {
	s := rewardsScenario(t)
	_, _, err := s.sufferDamage("ana", 5)
	scnMust(t, err)
	scnMust(t, s.setLongRest("ana"))
	scnMust(t, s.setInitiative("bo", 30, 40))
	scnMust(t, s.setMonsterInitiative("rat", 50))
	for {
		rep, err := s.Do(NextTurn{})
		scnMust(t, err)
		if rep.TurnStart == nil {
			t.Fatal("ana's turn never came")
		}
		if rep.TurnStart.Turn.Figure != "ana" {
			if rep.TurnStart.Rested != nil {
				t.Errorf("%s rested without a long rest", rep.TurnStart.Turn.Figure)
			}
			continue
		}
		if rep.TurnStart.Rested == nil || rep.TurnStart.Rested.Healed != LongRestHeal || rep.Summary().Healed != 2 {
			t.Errorf("ana's long rest: %+v", rep.TurnStart)
		}
		break
	}
	if f, _ := s.Figure("ana"); f.HP != 7 {
		t.Errorf("ana has %d hit points after resting, want 7", f.HP)
	}
}

// A character declared exhausted leaves the map with its summons.
func TestExhaust(t *testing.T) {
	s := rewardsScenario(t)
	rep, err := s.Do(Exhaust{Character: "bo"})
	scnMust(t, err)
	if rep.Fallen == nil || rep.Fallen.State != Exhausted || len(rep.Fallen.Summons) != 1 {
		t.Errorf("exhausting bo: %+v", rep.Fallen)
	}
	if w, _ := s.Figure("wolf"); w.Alive() {
		t.Error("bo's wolf stays")
	}
	if _, err := s.Do(Exhaust{Character: "bo"}); err == nil {
		t.Error("bo exhausted twice")
	}
	if _, err := s.Do(Exhaust{Character: "rat-1"}); err == nil {
		t.Error("a monster exhausted")
	}
}

// Rewards by level: the experience gained plus, when won, 4 + 2 × level;
// money at the level's rate; exhausted characters rewarded too.
func TestRewardsByLevel(t *testing.T) {
	gold := []int{2, 2, 3, 3, 4, 4, 5, 6}
	for level := 0; level <= MaxScenarioLevel; level++ {
		s, err := NewScenario("r", scnMap(t), level, 1)
		scnMust(t, err)
		ana := scnChar("ana", 0, 0, 10)
		ana.Sheet, ana.XP, ana.Money = 4, 7, 3
		scnMust(t, s.addCharacter(ana))
		scnMust(t, s.addCharacter(scnChar("bo", 1, 0, 8)))
		_, err = s.exhaust("bo")
		scnMust(t, err)
		for _, success := range []bool{true, false} {
			rs, err := s.Rewards(success, StandardRewards)
			scnMust(t, err)
			bonus := 0
			if success {
				bonus = 4 + 2*level
			}
			want := []Reward{
				{Character: "ana", Sheet: 4, Name: "ana", XP: 7, BonusXP: bonus, Money: 3, Gold: 3 * gold[level]},
				{Character: "bo", Name: "bo", BonusXP: bonus, Exhausted: true},
			}
			if !reflect.DeepEqual(rs, want) {
				t.Errorf("level %d, success %v: %+v, want %+v", level, success, rs, want)
			}
		}
	}
	s := newTestScenario(t)
	if _, err := s.Rewards(true, StandardRewards); !errors.Is(err, ErrNoCharacters) {
		t.Errorf("rewards without characters: %v", err)
	}
}

// A character's sheet, experience and money survive a snapshot.
func TestGainsInSnapshot(t *testing.T) {
	s := rewardsScenario(t)
	_, err := s.Do(GainXP{Character: "bo", Amount: 4})
	scnMust(t, err)
	scnMust(t, s.placeMoney(hexgrid.H(0, 0), 1))
	_, err = s.Do(LootMoney{At: hexgrid.H(0, 0)})
	scnMust(t, err)
	data, err := s.MarshalJSON()
	scnMust(t, err)
	back, err := UnmarshalScenario(data)
	scnMust(t, err)
	ana, _ := back.Figure("ana")
	bo, _ := back.Figure("bo")
	if ana.Sheet != 1 || ana.Money != 1 || bo.Sheet != 2 || bo.XP != 4 {
		t.Errorf("read back: ana %+v, bo %+v", ana, bo)
	}
	rat := scnMonster("rat", 2, false, 6, 4, 3)
	rat.XP = 1
	if err := s.addMonster(rat); err == nil {
		t.Error("a monster with experience was accepted")
	}
}

// The maximum hit points set by hand: a figure at its maximum stays at it,
// one above the new maximum comes down to it.
func TestSetMaxHP(t *testing.T) {
	s := rewardsScenario(t)
	_, err := s.Do(SetMaxHP{Figure: "ana", MaxHP: 14})
	scnMust(t, err)
	if f, _ := s.Figure("ana"); f.MaxHP != 14 || f.HP != 14 {
		t.Errorf("ana at full: %d / %d", f.HP, f.MaxHP)
	}
	_, _, err = s.sufferDamage("ana", 2)
	scnMust(t, err)
	_, err = s.Do(SetMaxHP{Figure: "ana", MaxHP: 20})
	scnMust(t, err)
	if f, _ := s.Figure("ana"); f.MaxHP != 20 || f.HP != 12 {
		t.Errorf("ana wounded, maximum raised: %d / %d", f.HP, f.MaxHP)
	}
	_, err = s.Do(SetMaxHP{Figure: "ana", MaxHP: 5})
	scnMust(t, err)
	if f, _ := s.Figure("ana"); f.MaxHP != 5 || f.HP != 5 {
		t.Errorf("ana, maximum lowered: %d / %d", f.HP, f.MaxHP)
	}
	for _, bad := range []SetMaxHP{{Figure: "ana", MaxHP: 0}, {Figure: "ana", MaxHP: MaxHitPoints + 1}, {Figure: "nobody", MaxHP: 3}} {
		if _, err := s.Do(bad); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}
