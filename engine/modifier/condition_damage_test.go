package modifier

import (
	"slices"
	"testing"
)

func TestConditionDamage(t *testing.T) {
	cases := []struct {
		name          string
		damage        int
		brittle, ward bool
		want          int
		spent         []EffectKind
		log           []string
	}{
		{"neither", 3, false, false, 3, nil, nil},
		{"brittle doubles", 3, true, false, 6, []EffectKind{Brittle}, []string{MsgBrittle}},
		{"ward halves, rounded down", 3, false, true, 1, []EffectKind{Ward}, []string{MsgWard}},
		{"ward halves 1 to 0", 1, false, true, 0, []EffectKind{Ward}, []string{MsgWard}},
		{"both cancel: normal damage", 3, true, true, 3, []EffectKind{Brittle, Ward}, []string{MsgBrittleWard}},
		{"no damage: brittle stays", 0, true, false, 0, nil, nil},
		{"no damage: ward stays", 0, false, true, 0, nil, nil},
		{"no damage: both stay", 0, true, true, 0, nil, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, spent := ConditionDamage(tc.damage, tc.brittle, tc.ward)
			if got != tc.want || !slices.Equal(spent, tc.spent) {
				t.Errorf("ConditionDamage(%d, %v, %v) = %d, %v; want %d, %v", tc.damage, tc.brittle, tc.ward, got, spent, tc.want, tc.spent)
			}
			var log Log
			conditionDamage(tc.damage, tc.brittle, tc.ward, &log)
			var ids []string
			for _, st := range log {
				ids = append(ids, st.ID)
			}
			if !slices.Equal(ids, tc.log) {
				t.Errorf("log %v, want %v", ids, tc.log)
			}
		})
	}
}

func TestAttackBrittleWard(t *testing.T) {
	cases := []struct {
		name          string
		brittle, ward bool
		negate        bool
		shield        int
		damage, hp    int
		spent         []EffectKind
	}{
		{"brittle doubles after the shield", true, false, false, 1, 4, 6, []EffectKind{Brittle}},
		{"ward halves after the shield", false, true, false, 1, 1, 9, []EffectKind{Ward}},
		{"both cancel", true, true, false, 1, 2, 8, []EffectKind{Brittle, Ward}},
		{"shield takes all: brittle stays", true, false, false, 5, 0, 10, nil},
		{"negate takes all: brittle stays", true, false, true, 0, 0, 10, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			deck := attackOddsDeck(t, OwnerCharacter, cards("+0", "+0"), nil, 1)
			d := Defender{ID: "t", HP: 10, Shield: tc.shield, Brittle: tc.brittle, Ward: tc.ward}
			if tc.negate {
				d.Bonuses = Bonuses{{Kind: BonusNegate}}
			}
			res, err := ResolveAttack(deck, Attack{Value: 3}, []Defender{d})
			if err != nil {
				t.Fatal(err)
			}
			r := res.Targets[0]
			if r.Damage != tc.damage || r.HP != tc.hp || !slices.Equal(r.Spent, tc.spent) {
				t.Errorf("damage %d hp %d spent %v; want %d %d %v (log %s)", r.Damage, r.HP, r.Spent, tc.damage, tc.hp, tc.spent, r.Log)
			}
		})
	}
}

func TestBrittleKills(t *testing.T) {
	deck := attackOddsDeck(t, OwnerCharacter, cards("+0"), nil, 1)
	res, err := ResolveAttack(deck, Attack{Value: 3}, []Defender{{ID: "t", HP: 5, Brittle: true}})
	if err != nil {
		t.Fatal(err)
	}
	if r := res.Targets[0]; !r.Dead || r.Damage != 6 {
		t.Errorf("brittle 3 → 6 on 5 hp: dead %v damage %d (log %s)", r.Dead, r.Damage, r.Log)
	}
}

func TestOddsBrittleWard(t *testing.T) {
	for _, tc := range []struct {
		brittle, ward bool
		want          int
	}{{true, false, 6}, {false, true, 1}, {true, true, 3}} {
		in := OddsInput{Draw: []Card{MustParseCard("+0")}, Attack: 3, HP: 10, Brittle: tc.brittle, Ward: tc.ward}
		d, err := Odds(in)
		if err != nil {
			t.Fatal(err)
		}
		if b := d.Damage(); len(b) != 1 || b[0].Damage != tc.want {
			t.Errorf("brittle %v ward %v: damage %v, want %d", tc.brittle, tc.ward, b, tc.want)
		}
	}
}
