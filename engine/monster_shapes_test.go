package engine_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// "Attack +0; Elite: range 3"; "Normal lurkers summon normal lurkers,
// elites summon elites": each monster plays the card's actions of its own
// rank only, its attack and its summon.
func TestCardActionsOfOneRank(t *testing.T) {
	scn := alliesCard(t,
		monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Range: monster.Fixed(3), Only: []string{monster.RankElite}},
		monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Only: []string{monster.RankNormal, monster.RankBoss}},
		monster.Action{Type: monster.KindSummon, Monster: "Bog Lurker", Only: []string{monster.RankNormal}},
		monster.Action{Type: monster.KindSummon, Monster: "Bog Lurker", Elite: true, Only: []string{monster.RankElite}})
	elite, normal, _ := lurkers(t, scn)
	for id, want := range map[string]struct {
		ranged bool
		elite  bool
	}{elite: {true, true}, normal: {false, false}} {
		p, ok := scn.MonsterPlan(id)
		if !ok || p.Attack == nil {
			t.Fatalf("%s: no plan or attack: %+v", id, p)
		}
		if len(p.Actions) != 2 || p.Attack.Ranged != want.ranged || (want.ranged && p.Attack.Range != 3) {
			t.Errorf("%s (elite %v): actions %v, attack %+v", id, p.Elite, monster.Summary(p.Actions), p.Attack)
		}
		if len(p.Summons) != 1 || p.Summons[0].Elite != want.elite {
			t.Errorf("%s (elite %v): summons %+v", id, p.Elite, p.Summons)
		}
	}
}

// The use of an element after an action only one rank performs: the first
// monster of the type to act consumes the element, and the others (whose
// card holds fewer actions) gain its bonus too, without consuming it
// again.
func TestCardElementUseAfterAnActionOfOneRank(t *testing.T) {
	scn := alliesCard(t,
		monster.Action{Type: monster.KindHeal, Value: monster.Fixed(1), Self: true, Only: []string{monster.RankElite}},
		monster.Action{Type: monster.KindAttack, Value: monster.Plus(0)},
		monster.Action{Type: monster.KindUse, Elements: []string{"fire"}, Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Plus(1)}}})
	elite, normal, _ := lurkers(t, scn)
	before, _ := scn.MonsterPlan(normal)
	do(t, scn, engine.Infuse{Element: modifier.Fire})
	do(t, scn, engine.SetInitiative{Character: "brute", Leading: 1, Second: 95}) // a turn ends first: fire is strong
	r := turnOf(t, scn, elite)
	if !slices.Equal(r.TurnStart.Card.Consumed, []modifier.EffectKind{modifier.Fire}) {
		t.Fatalf("the elite consumed %v", r.TurnStart.Card.Consumed)
	}
	r = turnOf(t, scn, normal)
	if len(r.TurnStart.Card.Consumed) != 0 {
		t.Errorf("the normal consumed %v again", r.TurnStart.Card.Consumed)
	}
	p, _ := scn.MonsterPlan(normal)
	if len(p.Uses) != 1 || !p.Uses[0].Consumed || p.Attack == nil || p.Attack.Value != before.Attack.Value+1 {
		t.Errorf("the normal's plan after its type consumed fire: uses %+v, attack %+v (was %d)", p.Uses, p.Attack, before.Attack.Value)
	}
}

// "Attack +0, +1 target": the stat card's targets and one more; "-1
// target": one fewer, at least one.
func TestCardTargetsRelativeToTheStatCard(t *testing.T) {
	for _, tc := range []struct {
		plus, want int // want: targets more than the stat card's
	}{{1, 1}, {2, 2}, {-1, -1}} {
		scn := alliesCard(t, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), TargetPlus: tc.plus})
		elite, _, _ := lurkers(t, scn)
		p, _ := scn.MonsterPlan(elite)
		want := max(p.Stat.Target+tc.want, 1)
		if got := max(p.Action.Targets, 1); got != want {
			t.Errorf("target %+d: %d targets, want %d (stat card %d)", tc.plus, got, want, p.Stat.Target)
		}
		if max(p.Attack.MaxTargets, 1) != want {
			t.Errorf("target %+d: the attack drawn has at most %d targets, want %d", tc.plus, p.Attack.MaxTargets, want)
		}
	}
}

// "Does not perform a turn": the monster's turn comes and it does nothing;
// the plan says so, with no note.
func TestCardThatDoesNothing(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindPass})
	elite, _, _ := lurkers(t, scn)
	p, ok := scn.MonsterPlan(elite)
	if !ok || !p.Passes || p.Attack != nil || p.Action.Move != 0 || len(p.Notes) != 0 || len(p.Summons) != 0 {
		t.Errorf("plan %+v", p)
	}
	f, _ := scn.Figure(elite)
	r := turnOf(t, scn, elite)
	if c := r.TurnStart.Card; c.Healed != nil || len(c.Bonuses) != 0 || len(c.Infused) != 0 {
		t.Errorf("the turn started with %+v", c)
	}
	if g, _ := scn.Figure(elite); g.HP != f.HP || g.At != f.At {
		t.Errorf("the monster changed: %+v, was %+v", g, f)
	}
}

// "Attack +0; add +2 attack if the target has wound": the attack's value
// is 2 more against a wounded target only, in the odds and in the attack
// drawn.
func TestCardAttackBonusAgainstTargetWithACondition(t *testing.T) {
	for _, wounded := range []bool{true, false} {
		scn := alliesCard(t, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), TargetHas: "wound", TargetHasBonus: 2})
		healer, _, _ := lurkers(t, scn)
		do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 3)})
		if wounded {
			do(t, scn, engine.SetCondition{Figure: "brute", Condition: modifier.Wound, Held: true})
		}
		bonus := 0
		if wounded {
			bonus = 2
		}
		p, ok := scn.MonsterPlan(healer)
		if !ok || p.Attack == nil || p.Attack.TargetCondition != modifier.Wound || p.Attack.TargetConditionBonus != 2 {
			t.Fatalf("plan's attack %+v", p.Attack)
		}
		in, err := scn.AttackOddsInput(healer, *p.Attack, "brute")
		if err != nil {
			t.Fatal(err)
		}
		if in.Attack != p.Attack.Value+bonus {
			t.Errorf("wounded %v: odds for attack %d, want %d+%d", wounded, in.Attack, p.Attack.Value, bonus)
		}
		turnOf(t, scn, healer)
		r := do(t, scn, engine.DrawAttack{Attacker: healer, Attack: *p.Attack, Targets: []string{"brute"}})
		if r.Pending == nil || len(r.Pending.Targets) != 1 {
			t.Fatalf("no attack drawn: %+v", r)
		}
		if log := r.Pending.Targets[0].Log; len(log) == 0 || log[0].ID != modifier.MsgAttack || log[0].Value != p.Attack.Value+bonus {
			t.Errorf("wounded %v: attack drawn with %+v, want attack %d+%d", wounded, log, p.Attack.Value, bonus)
		}
	}
}

// "All elite lurkers become normal, and all normal lurkers become elite":
// as the first lurker to act starts its turn, every lurker switches rank
// once (the second lurker's turn switches nothing back), with the new
// rank's maximum hit points: an unhurt one stays unhurt, a hurt one keeps
// its hit points up to the new maximum. The rest of the card is played at
// the new rank; the snapshot keeps that the type has switched.
func TestCardSwitchesEveryStandeesRank(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindSwitchRank},
		monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Range: monster.Fixed(3), Only: []string{monster.RankNormal}},
		monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Only: []string{monster.RankElite}})
	elite, normal, _ := lurkers(t, scn) // both hurt by 3
	eliteStat, _ := scn.MonsterStatCard("Bog Lurker", true)
	normalStat, _ := scn.MonsterStatCard("Bog Lurker", false)
	do(t, scn, engine.HealFigure{Figure: normal, Amount: 99}) // unhurt
	e0, _ := scn.Figure(elite)
	r := turnOf(t, scn, elite)
	if len(r.TurnStart.Card.Switched) < 2 {
		t.Fatalf("switched %+v", r.TurnStart.Card.Switched)
	}
	e, _ := scn.Figure(elite)
	n, _ := scn.Figure(normal)
	if e.Elite || e.MaxHP != normalStat.HitPoints || e.HP != min(e0.HP, normalStat.HitPoints) {
		t.Errorf("the elite after the switch: elite %v, %d/%d hit points (had %d)", e.Elite, e.HP, e.MaxHP, e0.HP)
	}
	if !n.Elite || n.MaxHP != eliteStat.HitPoints || n.HP != eliteStat.HitPoints {
		t.Errorf("the unhurt normal after the switch: elite %v, %d/%d hit points", n.Elite, n.HP, n.MaxHP)
	}
	if p, _ := scn.MonsterPlan(elite); p.Attack == nil || !p.Attack.Ranged || !p.RankSwitched {
		t.Errorf("the acting monster, now normal, plays %+v", p.Attack)
	}
	data, err := json.Marshal(scn)
	if err != nil {
		t.Fatal(err)
	}
	back, err := engine.UnmarshalScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	r = turnOf(t, back, normal)
	if len(r.TurnStart.Card.Switched) != 0 {
		t.Errorf("the second lurker switched again: %+v", r.TurnStart.Card.Switched)
	}
	if n, _ := back.Figure(normal); !n.Elite {
		t.Error("the second lurker is normal again")
	}
}

// A stunned monster performs no ability: it switches no rank.
func TestStunnedMonsterSwitchesNoRank(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindSwitchRank})
	elite, _, _ := lurkers(t, scn)
	do(t, scn, engine.SetCondition{Figure: elite, Condition: modifier.Stun, Held: true})
	r := turnOf(t, scn, elite)
	if f, _ := scn.Figure(elite); len(r.TurnStart.Card.Switched) != 0 || !f.Elite {
		t.Errorf("a stunned monster switched %+v", r.TurnStart.Card.Switched)
	}
}

// "Move -1; use fire: +2 move; if the element is consumed during the move
// ability, the monster suffers 2 damage; attack +1": with fire to consume
// the monster suffers the damage with its move, as its turn starts (before
// its attack), and not again as it ends; without fire it suffers none.
func TestCardDamageForAnElementConsumedDuringTheMove(t *testing.T) {
	for _, fire := range []bool{true, false} {
		scn := alliesCard(t, monster.Action{Type: monster.KindMove, Value: monster.Plus(-1)},
			monster.Action{Type: monster.KindUse, Elements: []string{"fire"}, Actions: []monster.Action{
				{Type: monster.KindMove, Value: monster.Plus(2)}, {Type: monster.KindDamage, Value: monster.Fixed(2), Self: true}}},
			monster.Action{Type: monster.KindAttack, Value: monster.Plus(1)})
		elite, _, _ := lurkers(t, scn)
		if fire {
			do(t, scn, engine.Infuse{Element: modifier.Fire})
		}
		do(t, scn, engine.SetInitiative{Character: "brute", Leading: 1, Second: 95}) // a turn ends first: fire is strong
		f, _ := scn.Figure(elite)
		r := turnOf(t, scn, elite)
		want := 0
		if fire {
			want = 2
		}
		if s := r.TurnStart.Card.Suffered; (s == nil) != (want == 0) || s != nil && s.Damage != want {
			t.Errorf("fire %v: suffered %+v as the turn started, want %d", fire, s, want)
		}
		end := do(t, scn, engine.EndTurn{})
		if end.TurnEnd != nil && end.TurnEnd.Card.Suffered != nil {
			t.Errorf("fire %v: suffered %+v again as the turn ended", fire, end.TurnEnd.Card.Suffered)
		}
		if g, _ := scn.Figure(elite); g.HP != f.HP-want {
			t.Errorf("fire %v: %d hit points, want %d", fire, g.HP, f.HP-want)
		}
	}
}
