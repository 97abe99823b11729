package engine

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
)

func testMonster(id string, hp int) *Figure {
	return &Figure{ID: id, Name: id, Kind: KindMonster, MonsterType: "guard", Standee: 1,
		Side: SideMonsters, At: hexgrid.H(0, 0), OnMap: true, HP: hp, MaxHP: hp}
}

func testCharacter(id string, hp int) *Figure {
	return &Figure{ID: id, Name: id, Kind: KindCharacter, Side: SideParty,
		At: hexgrid.H(1, 0), OnMap: true, HP: hp, MaxHP: hp}
}

func TestFigureHeal(t *testing.T) {
	tests := []struct {
		name        string
		hp, max     int
		conds       []modifier.EffectKind
		amount      int
		wantHP      int
		wantHealed  int
		wantRemoved []modifier.EffectKind
		wantLeft    []modifier.EffectKind
	}{
		{"heals up to the maximum", 3, 8, nil, 3, 6, 3, nil, nil},
		{"never above the maximum", 7, 8, nil, 3, 8, 1, nil, nil},
		{"poison: removed, nothing healed", 3, 8, []modifier.EffectKind{modifier.Poison}, 3, 3, 0, []modifier.EffectKind{modifier.Poison}, nil},
		{"wound: removed, heal applies", 3, 8, []modifier.EffectKind{modifier.Wound}, 2, 5, 2, []modifier.EffectKind{modifier.Wound}, nil},
		{"poison and wound: both removed, nothing healed", 3, 8, []modifier.EffectKind{modifier.Poison, modifier.Wound}, 2, 3, 0, []modifier.EffectKind{modifier.Poison, modifier.Wound}, nil},
		{"other conditions stay", 3, 8, []modifier.EffectKind{modifier.Stun, modifier.Muddle}, 1, 4, 1, nil, []modifier.EffectKind{modifier.Muddle, modifier.Stun}},
		{"heal 0 still removes poison", 3, 8, []modifier.EffectKind{modifier.Poison}, 0, 3, 0, []modifier.EffectKind{modifier.Poison}, nil},
	}
	for _, tc := range tests {
		f := testMonster("m", tc.max)
		f.HP = tc.hp
		for _, k := range tc.conds {
			scnMust(t, f.AddCondition(k))
		}
		h, err := f.Heal(tc.amount)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if f.HP != tc.wantHP || h.Healed != tc.wantHealed || !slices.Equal(h.Removed, tc.wantRemoved) || !slices.Equal(f.Conditions.List(), tc.wantLeft) {
			t.Errorf("%s: hp %d healed %d removed %v left %v; want hp %d healed %d removed %v left %v", tc.name,
				f.HP, h.Healed, h.Removed, f.Conditions.List(), tc.wantHP, tc.wantHealed, tc.wantRemoved, tc.wantLeft)
		}
	}
	f := testMonster("m", 5)
	if _, err := f.Heal(-1); err == nil {
		t.Error("heal -1: no error")
	}
	f.Fall()
	if _, err := f.Heal(1); err == nil {
		t.Error("heal of a dead figure: no error")
	}
}

func TestFigureSufferDamage(t *testing.T) {
	tests := []struct {
		name        string
		kind        FigureKind
		hp          int
		bonuses     modifier.Bonuses
		damage      int
		want        Suffered
		wantHP      int
		wantState   FigureState
		wantBonuses modifier.Bonuses
	}{
		{"plain", KindMonster, 5, nil, 2, Suffered{Damage: 2}, 3, Active, nil},
		{"shields do not apply", KindMonster, 5, modifier.Bonuses{{Kind: modifier.BonusShield, Value: 2}}, 2, Suffered{Damage: 2}, 3, Active, modifier.Bonuses{{Kind: modifier.BonusShield, Value: 2}}},
		{"a negate does", KindMonster, 5, modifier.Bonuses{{Kind: modifier.BonusNegate, Uses: 2}}, 2, Suffered{Negated: true}, 5, Active, modifier.Bonuses{{Kind: modifier.BonusNegate, Uses: 1}}},
		{"monster dies at 0", KindMonster, 2, nil, 2, Suffered{Damage: 2, Fell: true}, 0, Dead, nil},
		{"character is exhausted", KindCharacter, 1, nil, 3, Suffered{Damage: 3, Fell: true}, 0, Exhausted, nil},
		{"summon dies", KindSummon, 1, nil, 1, Suffered{Damage: 1, Fell: true}, 0, Dead, nil},
		{"zero damage", KindMonster, 1, modifier.Bonuses{{Kind: modifier.BonusNegate, Uses: 1}}, 0, Suffered{}, 1, Active, modifier.Bonuses{{Kind: modifier.BonusNegate, Uses: 1}}},
	}
	for _, tc := range tests {
		f := testMonster("m", 9)
		if tc.kind != KindMonster {
			f = testCharacter("c", 9)
			if tc.kind == KindSummon {
				f.Kind, f.Summoner = KindSummon, "x"
			}
		}
		f.HP = tc.hp
		f.Bonuses = tc.bonuses
		scnMust(t, f.AddCondition(modifier.Stun))
		got, err := f.SufferDamage(tc.damage)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !reflect.DeepEqual(got, tc.want) || f.HP != tc.wantHP || f.State != tc.wantState || !reflect.DeepEqual(f.Bonuses, tc.wantBonuses) {
			t.Errorf("%s: got %+v hp %d %s %v; want %+v hp %d %s %v", tc.name, got, f.HP, f.State, f.Bonuses,
				tc.want, tc.wantHP, tc.wantState, tc.wantBonuses)
		}
		if got.Fell && (f.OnMap || f.Conditions.Len() != 0) {
			t.Errorf("%s: a fallen figure stays on the map or keeps conditions", tc.name)
		}
		if err := f.Validate(); err != nil {
			t.Errorf("%s: after damage: %v", tc.name, err)
		}
	}
}

func TestFigureDropsMoney(t *testing.T) {
	m := testMonster("m", 3)
	if !m.DropsMoney() {
		t.Error("a monster drops money")
	}
	m.Spawned = true
	if m.DropsMoney() {
		t.Error("a spawned monster drops no money")
	}
	m.Spawned, m.Summoner = false, "boss"
	if m.DropsMoney() || !m.Summoned() {
		t.Error("a summoned monster drops no money")
	}
	if testCharacter("c", 3).DropsMoney() {
		t.Error("a character drops no money")
	}
}

func TestFigureConditionDuringOwnTurn(t *testing.T) {
	f := testCharacter("c", 5)
	f.InTurn = true
	scnMust(t, f.AddCondition(modifier.Strengthen))
	if !f.Conditions.AppliedThisTurn(modifier.Strengthen) {
		t.Fatal("a condition applied during the bearer's turn is marked")
	}
	f.InTurn = false
	scnMust(t, f.AddCondition(modifier.Muddle))
	if f.Conditions.AppliedThisTurn(modifier.Muddle) {
		t.Fatal("a condition applied outside the bearer's turn is not marked")
	}
	if err := f.AddCondition(modifier.Push); err == nil {
		t.Fatal("push is not a condition")
	}
}

func TestFigureJSONRoundTrip(t *testing.T) {
	f := testMonster("guard-2", 7)
	f.Standee, f.Elite, f.HP = 2, true, 4
	f.Bonuses = modifier.Bonuses{{Kind: modifier.BonusShield, Value: 1, Uses: 2, Duration: modifier.BonusRound}}
	scnMust(t, f.AddCondition(modifier.Poison))
	off := testCharacter("hero", 10)
	off.Fall()
	for _, in := range []*Figure{f, off, testCharacter("c", 3)} {
		data, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		var back Figure
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("unmarshal %s: %v", data, err)
		}
		if !reflect.DeepEqual(&back, in) {
			t.Fatalf("round trip of %s:\n got %+v\nwant %+v", data, back, *in)
		}
	}
}

func TestFigureValidate(t *testing.T) {
	tests := []struct {
		name   string
		change func(f *Figure)
		want   string
	}{
		{"empty id", func(f *Figure) { f.ID = "" }, "empty id"},
		{"no type", func(f *Figure) { f.MonsterType = "" }, "monster type"},
		{"standee 0", func(f *Figure) { f.Standee = 0 }, "standee"},
		{"hp above max", func(f *Figure) { f.HP = 99 }, "above max"},
		{"active at 0", func(f *Figure) { f.HP = 0 }, "active with hp"},
		{"dead on map", func(f *Figure) { f.State = Dead }, "still on the map"},
		{"exhausted monster", func(f *Figure) { f.State, f.OnMap = Exhausted, false }, "only a character"},
		{"no side", func(f *Figure) { f.Side = "" }, "empty side"},
		{"bad bonus", func(f *Figure) { f.Bonuses = modifier.Bonuses{{Kind: modifier.BonusShield}} }, "bonus 0"},
		{"bad kind", func(f *Figure) { f.Kind = 9 }, "unknown kind"},
	}
	for _, tc := range tests {
		f := testMonster("m", 5)
		tc.change(f)
		err := f.Validate()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Validate() = %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}
