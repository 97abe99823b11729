package engine_test

import (
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// "Attack +0, target 2; target 1 enemy with all attacks": the turn picks
// one target, its focus, and the attack drawn on it is made twice, the
// second on the target as the first left it; a snapshot taken with the
// attack drawn keeps both, and applying them takes both damages.
func TestCardAllAttacksOnOneEnemy(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Target: 2, OneTarget: true})
	healer, _, _ := lurkers(t, scn)
	do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 4)})
	p, ok := scn.MonsterPlan(healer)
	if !ok || p.Attack == nil || p.Attack.Times != 2 || p.Attack.MaxTargets != 1 || !p.Action.OneTarget || p.Action.Targets != 2 {
		t.Fatalf("plan: action %+v, attack %+v", p.Action, p.Attack)
	}
	turn, err := scn.MonsterTurn(healer, p.Action)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range turn.Choices {
		if !slices.Equal(c.Targets, []string{"brute"}) {
			t.Errorf("choice %v targets %v, want the brute alone", c.To, c.Targets)
		}
	}
	before, _ := scn.Figure("brute")
	turnOf(t, scn, healer)
	r := do(t, scn, engine.DrawAttack{Attacker: healer, Attack: *p.Attack, Targets: []string{"brute"}})
	if r.Pending == nil || len(r.Pending.Targets) != 2 {
		t.Fatalf("attack drawn %+v, want two attacks on the brute", r.Pending)
	}
	first, second := r.Pending.Targets[0], r.Pending.Targets[1]
	if first.ID != "brute" || second.ID != "brute" || second.HP != max(first.HP-second.Damage, 0) {
		t.Errorf("results %+v then %+v: the second attack should find the brute at %d", first, second, first.HP)
	}
	data, err := scn.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := engine.UnmarshalScenario(data)
	if err != nil {
		t.Fatalf("a scenario with the attack drawn does not load: %v", err)
	}
	do(t, back, engine.ApplyAttack{})
	after, _ := back.Figure("brute")
	if want := max(before.HP-first.Damage-second.Damage, 0); after.HP != want {
		t.Errorf("brute at %d after both attacks, want %d", after.HP, want)
	}
}

// "Focus on the enemy farthest away" on the card's move, and "target all
// enemies occupying or adjacent to hexes entered during the movement" on
// its attack: the plan's turn focuses on the farthest and targets the
// enemies along the path; the attack drawn on them checks no range.
func TestCardFarthestFocusAndPathTargets(t *testing.T) {
	scn := alliesCard(t,
		monster.Action{Type: monster.KindMove, Value: monster.Plus(0), Jump: true, FocusFarthest: true},
		monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), PathTargets: true})
	healer, _, _ := lurkers(t, scn)
	p, ok := scn.MonsterPlan(healer)
	if !ok || !p.Action.FocusFarthest || !p.Action.PathTargets || p.Attack == nil || p.Attack.Range != 0 || p.Attack.MaxTargets != 0 {
		t.Fatalf("plan: action %+v, attack %+v", p.Action, p.Attack)
	}
	turn, err := scn.MonsterTurn(healer, p.Action)
	if err != nil {
		t.Fatal(err)
	}
	if len(turn.Choices) == 0 || !turn.Attacks {
		t.Fatalf("no attack along the path: %s", turn.Explain())
	}
	for _, c := range turn.Choices {
		var want []string
		for _, f := range scn.Figures() {
			if f.Side == engine.SideParty && f.OnMap && f.Alive() && slices.ContainsFunc(c.Path[1:], func(h hexgrid.Hex) bool {
				return h == f.At || hexgrid.Distance(h, f.At) == 1
			}) {
				want = append(want, f.ID)
			}
		}
		slices.Sort(want)
		got := slices.Sorted(slices.Values(c.Targets))
		if !slices.Equal(got, want) {
			t.Errorf("choice to %v along %v targets %v, want %v", c.To, c.Path, got, want)
		}
	}
}
