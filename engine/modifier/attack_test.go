package modifier

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func mods(t testing.TB, list ...string) []Adjustment {
	t.Helper()
	var out []Adjustment
	for _, s := range list {
		m, err := ParseAdjustment(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

func modStrings(ms []Adjustment) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

func TestParseAdjustment(t *testing.T) {
	for _, s := range []string{"+2", "-1", "+0", "x2", "poison"} {
		m, err := ParseAdjustment(s)
		if err != nil || m.String() != s {
			t.Errorf("ParseAdjustment(%q) = %v, %v", s, m, err)
		}
	}
	for _, s := range []string{"null", "", "2", "x3", "push:1", "+1 roll"} {
		if _, err := ParseAdjustment(s); err == nil {
			t.Errorf("ParseAdjustment(%q) accepted", s)
		}
	}
}

func TestBestOrder(t *testing.T) {
	tests := []struct {
		in, want []string
	}{
		{[]string{"x2", "+2"}, []string{"+2", "x2"}},
		{[]string{"x2", "-1", "+1", "poison"}, []string{"+1", "poison", "x2", "-1"}},
		{[]string{"-1", "x2", "+0", "x2"}, []string{"+0", "x2", "x2", "-1"}},
		{nil, []string{}},
	}
	for _, tt := range tests {
		in := mods(t, tt.in...)
		got := BestOrder(in)
		if !slices.Equal(modStrings(got), tt.want) {
			t.Errorf("BestOrder(%v) = %v, want %v", tt.in, modStrings(got), tt.want)
		}
		if !slices.Equal(modStrings(in), tt.in) && tt.in != nil {
			t.Errorf("BestOrder changed its input")
		}
		// The best order is never beaten by any other order.
		best := ApplyAdjustments(3, got, true)
		permute(in, func(p []Adjustment) {
			if v := ApplyAdjustments(3, p, true); v > best {
				t.Errorf("order %v gives %d > best %d", modStrings(p), v, best)
			}
		})
	}
}

func permute(ms []Adjustment, f func([]Adjustment)) {
	var rec func(k int)
	p := slices.Clone(ms)
	rec = func(k int) {
		if k == len(p) {
			f(p)
			return
		}
		for i := k; i < len(p); i++ {
			p[k], p[i] = p[i], p[k]
			rec(k + 1)
			p[k], p[i] = p[i], p[k]
		}
	}
	rec(0)
}

func TestApplyAdjustments(t *testing.T) {
	tests := []struct {
		value    int
		mods     []string
		poisoned bool
		want     int
	}{
		{3, []string{"+2", "x2"}, false, 10},
		{3, []string{"x2", "+2"}, false, 8},
		{2, []string{"x2"}, true, 6},
		{2, []string{"x2", "poison"}, true, 5},
		{2, []string{"poison", "x2"}, false, 4},
		{1, []string{"-3"}, false, -2},
	}
	for _, tt := range tests {
		if got := ApplyAdjustments(tt.value, mods(t, tt.mods...), tt.poisoned); got != tt.want {
			t.Errorf("ApplyAdjustments(%d, %v, %v) = %d, want %d", tt.value, tt.mods, tt.poisoned, got, tt.want)
		}
	}
}

func TestBonuses(t *testing.T) {
	shield1 := Bonus{Kind: BonusShield, Value: 1, Uses: 1, Duration: BonusPersistent}
	shieldRound := Bonus{Kind: BonusShield, Value: 2, Duration: BonusRound}
	negate2 := Bonus{Kind: BonusNegate, Uses: 2}
	negateFree := Bonus{Kind: BonusNegate}
	bs := Bonuses{shield1, shieldRound, negate2}
	if got := bs.Shield(); got != 3 {
		t.Errorf("Shield = %d, want 3", got)
	}
	if got := bs.Attacked(); !reflect.DeepEqual(got, Bonuses{shieldRound, negate2}) {
		t.Errorf("Attacked = %v", got)
	}
	if !reflect.DeepEqual(bs, Bonuses{shield1, shieldRound, negate2}) {
		t.Error("Attacked changed its receiver")
	}
	dmg, after := SufferDamage(4, bs)
	if dmg != 0 || !reflect.DeepEqual(after, Bonuses{shield1, shieldRound, {Kind: BonusNegate, Uses: 1}}) {
		t.Errorf("SufferDamage(4) = %d, %v", dmg, after)
	}
	dmg, after2 := SufferDamage(2, after)
	if dmg != 0 || !reflect.DeepEqual(after2, Bonuses{shield1, shieldRound}) {
		t.Errorf("second SufferDamage = %d, %v", dmg, after2)
	}
	if dmg, _ := SufferDamage(3, after2); dmg != 3 {
		t.Errorf("shields reduced damage from another source: %d", dmg)
	}
	if dmg, got := SufferDamage(0, bs); dmg != 0 || !reflect.DeepEqual(got, bs) {
		t.Errorf("0 damage used a negate: %v", got)
	}
	if dmg, got := SufferDamage(5, Bonuses{negateFree}); dmg != 0 || !reflect.DeepEqual(got, Bonuses{negateFree}) {
		t.Errorf("negate with no track: %d, %v", dmg, got)
	}
	if got := bs.EndRound(); !reflect.DeepEqual(got, Bonuses{shield1, negate2}) {
		t.Errorf("EndRound = %v", got)
	}
	if got, err := bs.Remove(0); err != nil || !reflect.DeepEqual(got, Bonuses{shieldRound, negate2}) {
		t.Errorf("Remove(0) = %v, %v", got, err)
	}
	if _, err := bs.Remove(3); err == nil {
		t.Error("Remove(3) accepted")
	}
	for _, bad := range []Bonus{{Kind: BonusShield}, {Kind: BonusNegate, Value: 1}, {Kind: 7}, {Kind: BonusNegate, Uses: -1}, {Kind: BonusNegate, Duration: 9}} {
		if bad.Validate() == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}

func TestBonusJSON(t *testing.T) {
	b := Bonus{Kind: BonusShield, Value: 1, Uses: 2, Duration: BonusRound}
	data, err := b.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != `{"kind":"shield","value":1,"uses":2,"duration":"round"}` {
		t.Errorf("MarshalJSON = %s", data)
	}
	var back Bonus
	if err := back.UnmarshalJSON(data); err != nil || back != b {
		t.Errorf("round trip %+v, %v", back, err)
	}
	if err := back.UnmarshalJSON([]byte(`{"kind":"negate","uses":1}`)); err != nil || back != (Bonus{Kind: BonusNegate, Uses: 1}) {
		t.Errorf("negate without duration: %+v, %v", back, err)
	}
	if err := back.UnmarshalJSON([]byte(`{"kind":"retaliate","uses":1}`)); err == nil {
		t.Error("unknown kind accepted")
	}
}

func TestResolveAttackErrorsChangeNothing(t *testing.T) {
	src := NewSource(9)
	d := deckMust(t, OwnerCharacter, src, nil, "+1", "bless")
	good := Defender{ID: "a", HP: 5}
	tests := []struct {
		name    string
		a       Attack
		targets []Defender
		want    string
	}{
		{"no target", Attack{Value: 3}, nil, "no target"},
		{"duplicate", Attack{Value: 3}, []Defender{good, good}, "twice"},
		{"target X", Attack{Value: 3, MaxTargets: 1}, []Defender{good, {ID: "b", HP: 5}}, "at most 1"},
		{"dead target", Attack{Value: 3}, []Defender{{ID: "z", HP: 0}}, "hp 0"},
		{"negative pierce", Attack{Value: 3, Pierce: -1}, []Defender{good}, "pierce"},
		{"bad bonus", Attack{Value: 3}, []Defender{{ID: "a", HP: 5, Bonuses: Bonuses{{Kind: BonusShield}}}}, "bonus 0"},
		{"poison twice", Attack{Value: 3, Modifiers: []Adjustment{PoisonPlace, PoisonPlace}}, []Defender{good}, "poison placed twice"},
		{"runs out", Attack{Value: 3}, []Defender{good, {ID: "b", HP: 5}, {ID: "c", HP: 5}}, "no modifier card"},
	}
	for _, tt := range tests {
		before, srcBefore := d.State(), src.save()
		_, err := ResolveAttack(d, tt.a, tt.targets)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want one with %q", tt.name, err, tt.want)
		}
		if !reflect.DeepEqual(before, d.State()) || src.save() != srcBefore {
			t.Errorf("%s: the deck changed: %+v", tt.name, d.State())
		}
	}
	if _, err := ResolveAttack(d, Attack{Value: 3}, []Defender{good, good}); !errors.Is(err, ErrDuplicateTarget) {
		t.Errorf("duplicate target error %v is not ErrDuplicateTarget", err)
	}
}

func TestResolveAttackInsideACallersAttack(t *testing.T) {
	d := deckMust(t, OwnerCharacter, NewSource(1), nil, "+1", "+0")
	if err := d.StartAttack(); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"a", "b"} {
		if _, err := ResolveAttack(d, Attack{Value: 2}, []Defender{{ID: id, HP: 9}}); err != nil {
			t.Fatal(err)
		}
	}
	if got := len(d.InPlay()); got != 2 {
		t.Fatalf("in play %d, want 2 until the caller ends the attack", got)
	}
	d.EndAttack()
	if d.DiscardCount() != 2 {
		t.Errorf("discard %d after EndAttack", d.DiscardCount())
	}
}

func TestAttackEffectsMerge(t *testing.T) {
	d := deckMust(t, OwnerCharacter, NewSource(1), nil, "+0 roll push:1", "+0 push:1 fire")
	res, err := ResolveAttack(d, Attack{Value: 2, Effects: []Effect{{Kind: Push, Amount: 1}, {Kind: Poison}}}, []Defender{{ID: "a", HP: 9}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range res.Targets[0].Effects {
		got = append(got, e.String())
	}
	if want := []string{"push:3", "poison", "fire"}; !slices.Equal(got, want) {
		t.Errorf("effects %v, want %v", got, want)
	}
}

func TestAttackLog(t *testing.T) {
	tests := []struct {
		name    string
		pile    []string
		a       Attack
		target  Defender
		want    string
		wantIDs []string
	}{
		{"scoundrel", []string{"-1"}, Attack{Value: 3, Modifiers: []Adjustment{benchPlus2, benchDouble}}, Defender{ID: "g", HP: 9, Shield: 1},
			"Attack 3, +2, ×2 = 10; card −1 = 9; shield 1; 8 damage",
			[]string{MsgAttack, MsgModifierAdd, MsgModifierDouble, MsgSubtotal, MsgCard, MsgSubtotal, MsgShield, MsgDamage}},
		{"advantage, poison, pierce, dies", []string{"-1", "x2 shuffle"}, Attack{Value: 2, Advantage: true, Pierce: 1},
			Defender{ID: "g", HP: 4, Shield: 2, Poisoned: true},
			"Attack 2, poison +1 = 3; advantage; ignored −1, card ×2 shuffle = 6; shield 2, pierce 1; 5 damage; dies, drops a money token", nil},
		{"bonuses", []string{"+0"}, Attack{Value: 3},
			Defender{ID: "g", HP: 4, Bonuses: Bonuses{{Kind: BonusShield, Value: 1, Uses: 1}, {Kind: BonusNegate, Uses: 2}}},
			"Attack 3; card +0 = 3; shield 1; shield bonus 1 lost; 2 damage negated; negate bonus used, 1 left; 0 damage", nil},
	}
	for _, tt := range tests {
		d := deckMust(t, OwnerCharacter, NewSource(1), nil, tt.pile...)
		res, err := ResolveAttack(d, tt.a, []Defender{tt.target})
		if err != nil {
			t.Fatal(err)
		}
		log := res.Targets[0].Log
		if got := log.String(); got != tt.want {
			t.Errorf("%s: log\n got %q\nwant %q", tt.name, got, tt.want)
		}
		if tt.wantIDs != nil {
			var ids []string
			for _, s := range log {
				ids = append(ids, s.ID)
			}
			if !slices.Equal(ids, tt.wantIDs) {
				t.Errorf("%s: ids %v, want %v", tt.name, ids, tt.wantIDs)
			}
		}
		for _, s := range log {
			if _, ok := LogMessages()[s.ID]; !ok {
				t.Errorf("%s: message id %q has no English text", tt.name, s.ID)
			}
		}
	}
	if got := (LogStep{ID: MsgModifierAdd, Value: -2}).TemplateData()["Signed"]; got != "−2" {
		t.Errorf("Signed = %v", got)
	}
}

var (
	benchPlus2  = Adjustment{Op: OpAdd, Value: 2}
	benchDouble = Adjustment{Op: OpDouble}
)

func BenchmarkResolveAttack3Targets(b *testing.B) {
	src := NewSource(1)
	deck, err := NewStandardDeck(src, nil)
	if err != nil {
		b.Fatal(err)
	}
	a := Attack{Value: 3, Modifiers: []Adjustment{benchPlus2, benchDouble}, Ranged: true, Pierce: 1, Effects: []Effect{{Kind: Poison}}}
	targets := []Defender{
		{ID: "a", HP: 30, Shield: 1, Adjacent: true},
		{ID: "b", HP: 30, Poisoned: true, Bonuses: Bonuses{{Kind: BonusShield, Value: 1, Uses: 2}}},
		{ID: "c", HP: 30, Bonuses: Bonuses{{Kind: BonusNegate}}},
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ResolveAttack(deck, a, targets); err != nil {
			b.Fatal(err)
		}
		if err := deck.EndRound(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestResolveAttackProperties runs many random attacks and checks what
// must hold whatever is drawn: no card lost or duplicated, drawn cards out of
// play at the end, values never below 0, a dead target with no effects.
func TestResolveAttackProperties(t *testing.T) {
	src := NewSource(77)
	pool := []string{"+0", "+1", "-1", "+2", "-2", "null shuffle", "x2 shuffle", "bless", "curse",
		"+1 roll", "+0 roll push:1", "+0 roll pierce:2", "+1 wound", "-1 poison"}
	for iter := range 2000 {
		var cards []string
		for range 3 + src.IntN(12) {
			cards = append(cards, pool[src.IntN(len(pool))])
		}
		d := deckMust(t, OwnerCharacter, src, nil, cards...)
		before := deckMultiset(d.draw, d.discard, d.inPlay, d.removed)
		a := Attack{Value: src.IntN(6), Advantage: src.IntN(3) == 0, Disadvantage: src.IntN(3) == 0,
			Ranged: src.IntN(2) == 0, Pierce: src.IntN(3)}
		for range src.IntN(3) {
			a.Modifiers = append(a.Modifiers, []Adjustment{benchPlus2, benchDouble, {Op: OpAdd, Value: -1}}[src.IntN(3)])
		}
		var targets []Defender
		for i := range 1 + src.IntN(3) {
			tg := Defender{ID: string(rune('a' + i)), HP: 1 + src.IntN(8), Shield: src.IntN(3),
				Adjacent: src.IntN(2) == 0, Poisoned: src.IntN(2) == 0}
			if src.IntN(2) == 0 {
				tg.Bonuses = Bonuses{{Kind: BonusNegate, Uses: src.IntN(3)}}
			}
			targets = append(targets, tg)
		}
		st := d.State()
		res, err := ResolveAttack(d, a, targets)
		if err != nil {
			if !errors.Is(err, ErrNoCard) || !reflect.DeepEqual(st, d.State()) {
				t.Fatalf("iter %d: %v (state changed: %v)", iter, err, !reflect.DeepEqual(st, d.State()))
			}
			continue
		}
		if got := deckMultiset(d.draw, d.discard, d.inPlay, d.removed); !reflect.DeepEqual(got, before) {
			t.Fatalf("iter %d: deck %v, was %v", iter, got, before)
		}
		if d.Attacking() || len(d.inPlay) > 0 {
			t.Fatalf("iter %d: attack not ended", iter)
		}
		for i, r := range res.Targets {
			if r.Attack < 0 || r.Damage < 0 || r.HP < 0 || r.Damage > r.Attack {
				t.Fatalf("iter %d target %d: %+v", iter, i, r)
			}
			if r.Dead != (targets[i].HP-r.Damage <= 0) || r.Dead && len(r.Effects) > 0 {
				t.Fatalf("iter %d target %d: dead %v with hp %d, damage %d, effects %v", iter, i, r.Dead, targets[i].HP, r.Damage, r.Effects)
			}
			for _, c := range r.Used {
				if !slices.Contains(r.Drawn, c) {
					t.Fatalf("iter %d target %d: used %s not drawn", iter, i, c)
				}
			}
		}
	}
}

// TestAttackRangeJSON: "range" is written only when set, so that snapshots
// and logs written before attacks had a range stay byte-identical, and old
// data (no "range") reads as range 0.
func TestAttackRangeJSON(t *testing.T) {
	old := `{"value":3,"modifiers":["+1"],"ranged":true,"effects":[]}`
	var a Attack
	if err := json.Unmarshal([]byte(old), &a); err != nil {
		t.Fatal(err)
	}
	if a.Range != 0 || !a.Ranged || a.Value != 3 {
		t.Fatalf("old attack read as %+v", a)
	}
	b, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != old {
		t.Fatalf("old attack written back as %s, want %s", b, old)
	}
	a.Range = 4
	b, err = json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"value":3,"modifiers":["+1"],"ranged":true,"range":4,"effects":[]}`; string(b) != want {
		t.Fatalf("written as %s, want %s", b, want)
	}
	var back Attack
	if err := json.Unmarshal(b, &back); err != nil || back.Range != 4 {
		t.Fatalf("read back %+v, %v", back, err)
	}
	if err := json.Unmarshal([]byte(`{"value":3,"modifiers":[],"ranged":true,"range":-2,"effects":[]}`), &back); err == nil {
		t.Fatal("a negative range was read")
	}
}

func TestAttackRangeValidate(t *testing.T) {
	for _, c := range []struct {
		a  Attack
		ok bool
	}{
		{Attack{Value: 1}, true},
		{Attack{Value: 1, Range: 1}, true},
		{Attack{Value: 1, Ranged: true, Range: MaxValue}, true},
		{Attack{Value: 1, Ranged: true, Range: -1}, false},
		{Attack{Value: 1, Ranged: true, Range: MaxValue + 1}, false},
		{Attack{Value: 1, Range: 2}, false}, // melee: range 1
	} {
		if err := c.a.Validate(); (err == nil) != c.ok {
			t.Errorf("Validate(%+v) = %v, want ok %v", c.a, err, c.ok)
		}
	}
}
