package engine_test

import (
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// alliesCard is the flooded-crossing sample with one card in the Bog
// Lurkers' deck: actions, as a card of an edition says them.
func alliesCard(t *testing.T, actions ...monster.Action) *engine.Scenario {
	t.Helper()
	return lurkerCard(t, 5, 90, actions...)
}

// lurkerCard is the flooded-crossing sample for one character "Brute" at
// level 1 whose Bog Lurkers have one invented card, at initiative card,
// of the actions given; their card is drawn and the brute acts at
// initiative brute.
func lurkerCard(t *testing.T, card, brute int, actions ...monster.Action) *engine.Scenario {
	t.Helper()
	file, err := scenariofile.Sample("flooded-crossing")
	if err != nil {
		t.Fatal(err)
	}
	table := pack.Builtin().MonsterTable(1)
	mt := table["Bog Lurker"]
	mt.Deck = &engine.AbilityDeckInfo{Name: "Invented", Cards: []engine.AbilityCardInfo{{Name: "Mend", Initiative: card, Actions: actions}}}
	table["Bog Lurker"] = mt
	scn, err := party.BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 1}, []party.Member{{ID: 1, Name: "Brute", Level: 1}}, table)
	if err != nil {
		t.Fatal(err)
	}
	do(t, scn, engine.DrawAbilities{})
	do(t, scn, engine.SetInitiative{Character: "brute", Leading: brute, Second: 95})
	return scn
}

// lurkers places the elite lurker at (4,4), the normal lurker next to it
// and a monster of another type (an ally too) far away; it returns their
// IDs.
func lurkers(t *testing.T, scn *engine.Scenario) (healer, near, far string) {
	t.Helper()
	var normals []string
	for _, f := range scn.Standees("Bog Lurker") {
		if f.Elite && healer == "" {
			healer = f.ID
		} else if !f.Elite {
			normals = append(normals, f.ID)
		}
	}
	for _, mt := range scn.MonsterTypes() {
		if ss := scn.Standees(mt); mt != "Bog Lurker" && len(ss) > 0 && far == "" {
			far = ss[0].ID
		}
	}
	if healer == "" || len(normals) < 1 || far == "" {
		t.Fatalf("the sample lacks an elite and a normal Bog Lurker, or another monster: %v", scn.MonsterTypes())
	}
	near = normals[0]
	for id, at := range map[string]hexgrid.Hex{healer: hexgrid.H(4, 4), near: hexgrid.H(4, 5), far: hexgrid.H(12, 0)} {
		do(t, scn, engine.Move{Figure: id, To: at})
		do(t, scn, engine.DamageFigure{Figure: id, Amount: 3})
	}
	return healer, near, far
}

// The first lurker to act, until its own turn.
func turnOf(t *testing.T, scn *engine.Scenario, id string) engine.Report {
	t.Helper()
	for {
		r := do(t, scn, engine.NextTurn{})
		if r.TurnStart == nil {
			t.Fatalf("the round ended before %s's turn", id)
		}
		if r.TurnStart.Turn.Figure == id {
			return r
		}
	}
}

// "Heal 2, affect self and all allies within range 2": the monster and
// each monster of its side within range heal as its turn starts (the heal
// comes before its move); one beyond the range does not.
func TestCardHealsSelfAndAlliesWithinRange(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindHeal, Value: monster.Fixed(2), Range: monster.Fixed(2), Self: true, Allies: true},
		monster.Action{Type: monster.KindMove, Value: monster.Plus(0)})
	healer, near, far := lurkers(t, scn)
	hp := map[string]int{}
	for _, id := range []string{healer, near, far} {
		f, _ := scn.Figure(id)
		hp[id] = f.HP
	}
	r := turnOf(t, scn, healer)
	if h := r.TurnStart.Card.Healed; h == nil || h.Healed != 2 {
		t.Errorf("the healer healed itself %+v", h)
	}
	if a := r.TurnStart.Card.Allies; len(a) != 1 || a[0].Figure != near || a[0].Healed == nil || a[0].Healed.Healed != 2 {
		t.Errorf("allies healed %+v, want %s by 2", a, near)
	}
	for id, want := range map[string]int{healer: hp[healer] + 2, near: hp[near] + 2, far: hp[far]} {
		if f, _ := scn.Figure(id); f.HP != want {
			t.Errorf("%s has %d hit points, want %d", id, f.HP, want)
		}
	}
}

// "Shield 1, affect all adjacent allies": the adjacent ally gains shield 1
// for the round, the monster itself none.
func TestCardShieldsAdjacentAllies(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindMove, Value: monster.Plus(0)},
		monster.Action{Type: monster.KindShield, Value: monster.Fixed(1), Range: monster.Fixed(1), Allies: true})
	healer, near, far := lurkers(t, scn)
	r := turnOf(t, scn, healer)
	if len(r.TurnStart.Card.Bonuses) != 0 {
		t.Errorf("the monster gained %v itself", r.TurnStart.Card.Bonuses)
	}
	p, ok := scn.MonsterPlan(healer)
	if !ok || len(p.ToAllies) != 1 || p.ToAllies[0] != (engine.AllyAction{Kind: monster.KindShield, Value: 1, Range: 1, Index: 1}) {
		t.Fatalf("plan's ally actions %+v", p.ToAllies)
	}
	end := do(t, scn, engine.NextTurn{})
	if end.TurnEnd == nil {
		t.Fatalf("no turn end: %+v", end)
	}
	if a := end.TurnEnd.Card.Allies; len(a) != 1 || a[0].Figure != near || a[0].Bonus == nil || a[0].Bonus.Value != 1 {
		t.Errorf("allies shielded %+v, want %s by 1", a, near)
	}
	for id, want := range map[string]int{near: 1, far: 0} {
		f, _ := scn.Figure(id)
		n := 0
		for _, b := range f.Bonuses {
			n += b.Value
		}
		if n != want {
			t.Errorf("%s has bonuses %v, want shield %d", id, f.Bonuses, want)
		}
	}
}

// "Move, then the monster suffers 2 damage": it suffers it as its turn
// ends (not an attack: its shield does not count); a monster with no more
// hit points than that falls, its turn over.
func TestCardSelfDamageAtTurnEnd(t *testing.T) {
	for _, hpLeft := range []int{5, 2} {
		scn := alliesCard(t, monster.Action{Type: monster.KindMove, Value: monster.Plus(0)},
			monster.Action{Type: monster.KindDamage, Value: monster.Fixed(2), Self: true})
		healer, _, _ := lurkers(t, scn)
		f, _ := scn.Figure(healer)
		do(t, scn, engine.DamageFigure{Figure: healer, Amount: f.HP - hpLeft})
		if p, ok := scn.MonsterPlan(healer); !ok || p.SelfDamage != 2 {
			t.Fatalf("plan's self damage %+v", p.SelfDamage)
		}
		turnOf(t, scn, healer)
		end := do(t, scn, engine.NextTurn{})
		if end.TurnEnd == nil || end.TurnEnd.Card.Suffered == nil || end.TurnEnd.Card.Suffered.Damage != 2 {
			t.Fatalf("%d hit points left: turn end %+v", hpLeft, end.TurnEnd)
		}
		g, _ := scn.Figure(healer)
		if fell := end.TurnEnd.Fallen != nil; fell != (hpLeft <= 2) || g.Alive() == fell {
			t.Errorf("%d hit points left: fallen %v, alive %v", hpLeft, end.TurnEnd.Fallen, g.Alive())
		}
		if hpLeft > 2 && g.HP != hpLeft-2 {
			t.Errorf("%d hit points left: now %d", hpLeft, g.HP)
		}
	}
}
