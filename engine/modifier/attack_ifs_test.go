package modifier

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/condbonus"
)

// An attack's conditional bonuses add to the target they hold of, as many
// times as they hold: value, pierce, pushes and pulls, conditions; the
// odds count them as the resolution does; they are part of the attack's
// JSON and checked.
func TestAttackConditionalBonuses(t *testing.T) {
	a := Attack{Value: 3, Pierce: 1, Ifs: []condbonus.Bonus{
		{When: []string{condbonus.AllyAdjacent}, Attack: 2, Conditions: []string{"wound"}},
		{Per: condbonus.PerNegative, Attack: 1, Pierce: 1, Push: 1},
	}}
	held := Defender{ID: "m", HP: 10, Shield: 4, Ifs: []int{1, 2}}
	none := Defender{ID: "n", HP: 10, Shield: 4}
	if v := a.ValueAgainst(held); v != 3+2+2 {
		t.Errorf("value against a target both hold of: %d, want 7", v)
	}
	if v := a.ValueAgainst(none); v != 3 {
		t.Errorf("value against a target none hold of: %d, want 3", v)
	}
	if p := a.PierceAgainst(held); p != 1+2 {
		t.Errorf("pierce %d, want 3", p)
	}
	want := []Effect{{Kind: Wound}, {Kind: Push, Amount: 2}}
	if es := a.IfEffects(held); !slices.Equal(es, want) {
		t.Errorf("effects %v, want %v", es, want)
	}
	if es := a.IfEffects(none); len(es) != 0 {
		t.Errorf("effects %v where none holds", es)
	}
	// resolved with a +0 card: 7 against shield 4 pierced by 3 is 6 damage
	deck, err := NewDeck(OwnerCharacter, []Card{MustParseCard("+0"), MustParseCard("+0")}, NewSource(1), nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := ResolveAttack(deck, a, []Defender{held})
	if err != nil {
		t.Fatal(err)
	}
	r := res.Targets[0]
	if r.Damage != 6 || !slices.Contains(r.Effects, Effect{Kind: Wound}) || !slices.Equal(r.Ifs, []int{1, 2}) {
		t.Errorf("resolved %+v: want 6 damage, wound, ifs [1 2]", r)
	}
	in, err := AttackOddsInput(deck, a, held)
	if err != nil || in.Attack != 7 || in.Pierce != 3 {
		t.Errorf("odds input %+v, %v: want attack 7, pierce 3", in, err)
	}
	data, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var back Attack
	if err := json.Unmarshal(data, &back); err != nil || !reflect.DeepEqual(back.Ifs, a.Ifs) {
		t.Errorf("%s read back %+v, %v", data, back.Ifs, err)
	}
	bad := a
	bad.Ifs = []condbonus.Bonus{{When: []string{"doomed"}, Attack: 2}}
	if bad.Validate() == nil {
		t.Error("an unknown condition was taken")
	}
}
