package engine

import (
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// What a consumed element gives (a card's use action) reaches the turn:
// an area for the attack before it, an element converted into another, a
// shield and a retaliate; numbers add up and a range may shrink.
func TestUseBonus(t *testing.T) {
	st := monster.StatCard{Monster: "Archer", Move: 2, Attack: 3, Range: 4, Target: 1, Characters: 2}
	circle := &monster.Area{Hexes: [][]int{{0, 0}, {1, 0}, {0, 1}}}
	card := []monster.Action{
		{Type: monster.KindAttack, Value: monster.Plus(0), Range: monster.Fixed(3)},
		{Type: monster.KindUse, Elements: []string{"fire"}, Actions: []monster.Action{
			{Type: monster.KindAttack, Value: monster.Plus(1), Range: monster.Plus(-1), Area: circle},
			{Type: monster.KindInfuse, Elements: []string{"earth"}},
			{Type: monster.KindShield, Value: monster.Plus(1)},
			{Type: monster.KindRetaliate, Value: monster.Plus(2)},
		}},
	}
	rs := monster.Resolve(card, st)
	attack := withBonus(rs[0], rs[1].Bonus)
	if attack.Value != 4 || attack.Range != 2 || attack.Area == nil || len(attack.Area.Hexes) != 3 {
		t.Errorf("attack with the bonus: %+v", attack)
	}
	if plain := rs[0]; plain.Area != nil || plain.Range != 3 {
		t.Errorf("the card's attack itself changed: %+v", plain)
	}
	// an attack with an area of its own takes the element's instead
	small := rs[0]
	small.Area = &hexgrid.Template{Hexes: []hexgrid.Hex{hexgrid.H(0, 0)}}
	if got := withBonus(small, rs[1].Bonus); got.Area == nil || len(got.Area.Hexes) != 3 {
		t.Errorf("the element's area does not replace the attack's: %+v", got.Area)
	}
	var p MonsterPlan
	p.useBonus(rs[1].Bonus, &rs[0])
	if !slices.Equal(p.Infuse, []modifier.EffectKind{modifier.Earth}) || p.Shield != 1 || p.Retaliate != 2 || p.RetaliateRange != 1 {
		t.Errorf("the plan with the bonus: infuse %v, shield %d, retaliate %d range %d", p.Infuse, p.Shield, p.Retaliate, p.RetaliateRange)
	}
}

// A consumed element that heals the monster ("Use Ice: heal 3, self", or
// "+1 heal" after its self heal) heals it in the turn; a heal of others
// does not.
func TestUseBonusHealsSelf(t *testing.T) {
	st := monster.StatCard{Monster: "Frost Demon", Move: 2, Attack: 3, Characters: 2}
	for _, c := range []struct {
		name string
		card []monster.Action
		want int
	}{
		{"a heal of its own", []monster.Action{
			{Type: monster.KindCondition, Conditions: []string{"immobilize"}, Target: monster.TargetAll, Range: monster.Fixed(2)},
			{Type: monster.KindUse, Elements: []string{"ice"}, Actions: []monster.Action{{Type: monster.KindHeal, Value: monster.Plus(3), Self: true}}}}, 3},
		{"more of the self heal before", []monster.Action{
			{Type: monster.KindHeal, Value: monster.Fixed(2), Self: true},
			{Type: monster.KindUse, Elements: []string{"ice"}, Actions: []monster.Action{{Type: monster.KindHeal, Value: monster.Plus(1)}}}}, 3},
		{"a heal of others", []monster.Action{
			{Type: monster.KindAttack, Value: monster.Plus(0)},
			{Type: monster.KindUse, Elements: []string{"ice"}, Actions: []monster.Action{{Type: monster.KindHeal, Value: monster.Plus(2), Allies: true, Range: monster.Fixed(2)}}}}, 0},
	} {
		rs := monster.Resolve(c.card, st)
		var p MonsterPlan
		if rs[0].Type == monster.KindHeal && rs[0].Self {
			p.Heal = rs[0].Value
		}
		p.useBonus(rs[1].Bonus, &rs[0])
		if p.Heal != c.want {
			t.Errorf("%s: heals itself %d, want %d", c.name, p.Heal, c.want)
		}
	}
}

// A consumed element that makes the monster suffer damage ("Use Fire:
// the Frost Demon suffers 1 damage") does so in the turn.
func TestUseBonusSelfDamage(t *testing.T) {
	st := monster.StatCard{Monster: "Frost Demon", Move: 2, Attack: 3, Characters: 2}
	rs := monster.Resolve([]monster.Action{
		{Type: monster.KindMove, Value: monster.Plus(1)},
		{Type: monster.KindUse, Elements: []string{"fire"}, Actions: []monster.Action{{Type: monster.KindDamage, Value: monster.Fixed(1), Self: true}}},
	}, st)
	var p MonsterPlan
	p.useBonus(rs[1].Bonus, &rs[0])
	if p.SelfDamage != 1 {
		t.Errorf("suffers %d damage, want 1", p.SelfDamage)
	}
	if got := monster.Summary(rs); got != "Move 3 | Use Fire: Damage 1, Self" {
		t.Errorf("the card in words: %q", got)
	}
}

// A consumed element that summons ("Use Dark: summon a Night Demon")
// summons in the turn.
func TestUseBonusSummons(t *testing.T) {
	st := monster.StatCard{Monster: "Colorless", Move: 2, Attack: 3, Characters: 2}
	rs := monster.Resolve([]monster.Action{
		{Type: monster.KindUse, Elements: []string{"dark"}, Actions: []monster.Action{{Type: monster.KindSummon, Monster: "Night Demon"}}},
	}, st)
	var p MonsterPlan
	p.useBonus(rs[0].Bonus, nil)
	if len(p.Summons) != 1 || p.Summons[0] != (MonsterSummon{Type: "Night Demon"}) {
		t.Errorf("summons %v, want a Night Demon", p.Summons)
	}
}
