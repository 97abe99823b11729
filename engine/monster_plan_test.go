package engine_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// crossing is the flooded-crossing sample for one character "Brute" at
// level 1, with the seed first found (from 1) for which monster type
// drawing draws the card named card in round 1; its abilities are drawn.
func crossing(t *testing.T, monsterType, card string) *engine.Scenario {
	t.Helper()
	file, err := scenariofile.Sample("flooded-crossing")
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed < 500; seed++ {
		scn, err := party.BuildScenario(file, 1, seed, []party.Member{{ID: 1, Name: "Brute", Level: 1}})
		if err != nil {
			t.Fatal(err)
		}
		do(t, scn, engine.DrawAbilities{})
		if ab, ok := scn.Ability(monsterType); ok && ab.Info.Name == card {
			return scn
		}
	}
	t.Fatalf("no seed below 500 draws %q for %s", card, monsterType)
	return nil
}

func do(t *testing.T, scn *engine.Scenario, a engine.Action) engine.Report {
	t.Helper()
	r, err := scn.Do(a)
	if err != nil {
		t.Fatalf("%T: %v", a, err)
	}
	return r
}

// standee returns the ID of the standee of type monsterType, elite or not.
func standee(t *testing.T, scn *engine.Scenario, monsterType string, elite bool) string {
	t.Helper()
	for _, f := range scn.Standees(monsterType) {
		if f.Elite == elite {
			return f.ID
		}
	}
	t.Fatalf("no %s (elite %v)", monsterType, elite)
	return ""
}

// The plan follows the card drawn, worked out against each monster's own
// stat card: the first move and attack, flying, the attack's conditions
// and forced movement, the card's shield and retaliate, and muddle from
// the monster's conditions.
func TestMonsterPlanFollowsTheCard(t *testing.T) {
	builtin := pack.Builtin()
	for _, tc := range []struct {
		monsterType, card string
	}{{"Bog Lurker", "Harden Hide"}, {"Bog Lurker", "Swallow the Light"}, {"Cave Rat", "Pack Hunt"}} {
		scn := crossing(t, tc.monsterType, tc.card)
		ab, _ := scn.Ability(tc.monsterType)
		m, deck, _ := pack.FindMonster([]*pack.Pack{builtin}, tc.monsterType)
		for _, elite := range []bool{false, true} {
			id := standee(t, scn, tc.monsterType, elite)
			p, ok := scn.MonsterPlan(id)
			if !ok {
				t.Fatalf("%s: no plan", id)
			}
			st, _ := m.StatCard(scn.Level(), elite, 1)
			rs := deck.Cards[ab.Card].Resolve(st)
			if !slices.EqualFunc(p.Actions, rs, func(a, b monster.Resolved) bool { return a.String() == b.String() }) {
				t.Errorf("%s %s: actions %v, want %v", id, tc.card, p.Actions, rs)
			}
			var want monsterturn.Action
			var attack *monster.Resolved
			shield, retaliate := 0, 0
			for i, r := range rs {
				switch r.Type {
				case monster.KindMove:
					if want.Move == 0 {
						want.Move, want.Jump = r.Value, r.Jump
					}
				case monster.KindAttack:
					if attack == nil {
						attack = &rs[i]
						want.Range, want.Targets, want.Area = r.Range, r.Target, r.Area
					}
				case monster.KindShield:
					shield = r.Value - st.Shield
				case monster.KindRetaliate:
					retaliate = r.Value - st.Retaliate
				}
			}
			want.Flying = st.Flying
			if p.Action.Move != want.Move || p.Action.Range != want.Range || p.Action.Targets != want.Targets || p.Action.Jump != want.Jump || p.Action.Flying != want.Flying {
				t.Errorf("%s %s: action %+v, want %+v", id, tc.card, p.Action, want)
			}
			wantRange := 0
			if attack != nil && attack.Area == nil {
				wantRange = engine.AttackRange(attack.Range > 0, attack.Range)
			}
			if (attack == nil) != (p.Attack == nil) || attack != nil && (p.Attack.Value != attack.Value || p.Attack.Range != wantRange || p.Attack.Pierce != attack.Pierce) {
				t.Errorf("%s %s: attack %+v, card %+v", id, tc.card, p.Attack, attack)
			}
			if p.Shield != shield || p.Retaliate != retaliate {
				t.Errorf("%s %s: card shield %d retaliate %d, want %d and %d", id, tc.card, p.Shield, p.Retaliate, shield, retaliate)
			}
		}
	}
	scn := crossing(t, "Bog Lurker", "Swallow the Light")
	id := standee(t, scn, "Bog Lurker", false)
	do(t, scn, engine.SetCondition{Figure: id, Condition: modifier.Muddle, Held: true})
	if p, _ := scn.MonsterPlan(id); !p.Action.Muddled {
		t.Error("a muddled monster's plan is not muddled")
	}
	if _, ok := scn.MonsterPlan("brute"); ok {
		t.Error("a character has a monster's plan")
	}
}

// No plan before the card is drawn, nor for a scenario that kept no
// actions (snapshot version 4).
func TestNoPlanWithoutTheCard(t *testing.T) {
	file, _ := scenariofile.Sample("flooded-crossing")
	scn, err := party.BuildScenario(file, 1, 3, []party.Member{{ID: 1, Name: "Brute", Level: 1}})
	if err != nil {
		t.Fatal(err)
	}
	id := standee(t, scn, "Bog Lurker", true)
	if _, ok := scn.MonsterPlan(id); ok {
		t.Error("a plan before the card is drawn")
	}
	table := pack.Builtin().MonsterTable(1)
	for name, mt := range table {
		if mt.Deck != nil {
			for i := range mt.Deck.Cards {
				mt.Deck.Cards[i].Actions = nil
			}
		}
		table[name] = mt
	}
	old, err := party.BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 3}, []party.Member{{ID: 1, Name: "Brute", Level: 1}}, table)
	if err != nil {
		t.Fatal(err)
	}
	do(t, old, engine.DrawAbilities{})
	if _, ok := old.MonsterPlan(id); ok {
		t.Error("a plan from a card whose actions were not kept")
	}
}

// The case: an elite monster whose card gives shield and retaliate
// is attacked in melee after its turn started: the attack meets its own
// shield plus the card's, the attacker suffers its own retaliate plus the
// card's, the odds count the card's shield; before its turn and after the
// round neither counts. Rule: a monster's ability-card shield and
// retaliate hold from the start of its turn to the end of the round
// (Gloomhaven FAQ, "Monsters with shield/retaliate timing"); a stunned
// monster performs no ability and gains neither.
func TestCardShieldAndRetaliateFromTheTurnToTheRoundEnd(t *testing.T) {
	scn := crossing(t, "Bog Lurker", "Harden Hide")
	lurker := standee(t, scn, "Bog Lurker", true)
	f, _ := scn.Figure(lurker)
	if f.Shield != 1 || f.Retaliate != 1 {
		t.Fatalf("the elite lurker's own shield %d retaliate %d, the built-in pack says 1 and 1", f.Shield, f.Retaliate)
	}
	// The brute stands next to the lurker and acts after it (14).
	next := hexgrid.H(f.At.Q-1, f.At.R)
	do(t, scn, engine.Move{Figure: "brute", To: next})
	do(t, scn, engine.SetInitiative{Character: "brute", Leading: 40, Second: 60})

	attack := modifier.Attack{Value: 6}
	before, err := scn.DefenderOf("brute", lurker)
	if err != nil {
		t.Fatal(err)
	}
	if len(before.Bonuses) != 0 {
		t.Errorf("bonuses before the lurker's turn: %v", before.Bonuses)
	}

	for {
		r := do(t, scn, engine.NextTurn{})
		if r.TurnStart == nil {
			t.Fatal("the round ended before the brute's turn")
		}
		if r.TurnStart.Turn.Figure == lurker {
			if len(r.TurnStart.Card.Bonuses) != 2 {
				t.Errorf("the lurker's turn started with %+v", r.TurnStart.Card)
			}
		}
		if r.TurnStart.Turn.Figure == "brute" {
			break
		}
	}
	d, _ := scn.DefenderOf("brute", lurker)
	shield, retaliate := d.Shield, d.Retaliate
	for _, b := range d.Bonuses {
		switch b.Kind {
		case modifier.BonusShield:
			shield += b.Value
		case modifier.BonusRetaliate:
			retaliate += b.Value
		}
	}
	if shield != 3 || retaliate != 3 {
		t.Fatalf("after its turn the lurker's shield is %d and retaliate %d, want 1+2 and 1+2 (bonuses %v)", shield, retaliate, d.Bonuses)
	}

	odds, err := scn.AttackOdds("brute", attack, lurker)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := scn.Deck("brute")
	deck, err := modifier.RestoreDeck(st, modifier.NewSource(1), nil)
	if err != nil {
		t.Fatal(err)
	}
	exact, err := modifier.AttackOdds(deck, attack, modifier.Defender{ID: lurker, HP: d.HP, Shield: 3, Adjacent: true})
	if err != nil {
		t.Fatal(err)
	}
	if odds.KillChance().Cmp(exact.KillChance()) != 0 || odds.ExpectedDamage().Cmp(exact.ExpectedDamage()) != 0 {
		t.Errorf("odds shown %v to kill, %v damage; with shield 3: %v, %v", odds.KillChance(), odds.ExpectedDamage(), exact.KillChance(), exact.ExpectedDamage())
	}

	brute, _ := scn.Figure("brute")
	draw := do(t, scn, engine.DrawAttack{Attacker: "brute", Attack: attack, Targets: []string{lurker}})
	_ = draw
	out := do(t, scn, engine.ApplyAttack{}).Attack
	if out == nil || len(out.Targets) != 1 {
		t.Fatalf("outcome %+v", out)
	}
	res := out.Targets[0].Result
	if res.Shield != 3 {
		t.Errorf("the attack met shield %d, want 3 (own 1 + card 2)", res.Shield)
	}
	after, _ := scn.Figure("brute")
	if !res.Dead {
		if got := out.Targets[0].Retaliated; got == nil || got.Damage != 3 || brute.HP-after.HP != 3 {
			t.Errorf("the brute suffered retaliate %+v (%d hit points), want 3", got, brute.HP-after.HP)
		}
	}

	do(t, scn, engine.NextTurn{}) // the brute's turn ends: the round's turns are taken
	do(t, scn, engine.EndRound{})
	if f, _ := scn.Figure(lurker); f.Alive() && len(f.Bonuses) != 0 {
		t.Errorf("after the round the lurker keeps %v", f.Bonuses)
	}
}

// A stunned monster gains nothing from its card.
func TestStunnedMonsterGainsNoCardBonus(t *testing.T) {
	scn := crossing(t, "Bog Lurker", "Harden Hide")
	lurker := standee(t, scn, "Bog Lurker", true)
	do(t, scn, engine.SetCondition{Figure: lurker, Condition: modifier.Stun, Held: true})
	do(t, scn, engine.SetInitiative{Character: "brute", Leading: 40, Second: 60})
	for {
		r := do(t, scn, engine.NextTurn{})
		if r.TurnStart == nil || r.TurnStart.Turn.Figure == lurker {
			break
		}
	}
	if f, _ := scn.Figure(lurker); len(f.Bonuses) != 0 {
		t.Errorf("a stunned lurker gained %v", f.Bonuses)
	}
}

// The card's infusion lands at the end of the monster's turn; the first
// monster of a type consumes the element of its card's use, and every
// monster of the type then gains the bonus; the snapshot keeps it.
func TestCardElements(t *testing.T) {
	scn := crossing(t, "Bog Lurker", "Swallow the Light") // attack +1; use earth: +2, pierce 2
	elite := standee(t, scn, "Bog Lurker", true)
	normal := standee(t, scn, "Bog Lurker", false)
	p, _ := scn.MonsterPlan(elite)
	base := p.Attack.Value
	if len(p.Uses) != 1 || p.Uses[0].Available || p.Uses[0].Consumed {
		t.Fatalf("use %+v with earth inert", p.Uses)
	}
	do(t, scn, engine.Infuse{Element: modifier.Earth})
	do(t, scn, engine.SetInitiative{Character: "brute", Leading: 90, Second: 95})
	// A turn ends: earth becomes strong.
	r := do(t, scn, engine.NextTurn{})
	for r.TurnStart != nil && r.TurnStart.Turn.Figure != elite {
		r = do(t, scn, engine.NextTurn{})
	}
	if r.TurnStart == nil {
		t.Fatal("no turn for the elite lurker")
	}
	if !slices.Equal(r.TurnStart.Card.Consumed, []modifier.EffectKind{modifier.Earth}) {
		t.Errorf("the elite lurker consumed %v", r.TurnStart.Card.Consumed)
	}
	p, _ = scn.MonsterPlan(elite)
	if p.Attack.Value != base+2 || p.Attack.Pierce != p.Stat.Pierce+2 || !p.Uses[0].Consumed {
		t.Errorf("after earth was consumed the attack is %+v (was %d)", p.Attack, base)
	}
	data, err := json.Marshal(scn)
	if err != nil {
		t.Fatal(err)
	}
	back, err := engine.UnmarshalScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	r = do(t, back, engine.NextTurn{})
	if r.TurnStart == nil || r.TurnStart.Turn.Figure != normal {
		t.Fatalf("next turn %+v", r.TurnStart)
	}
	if len(r.TurnStart.Card.Consumed) != 0 {
		t.Errorf("the second lurker consumed %v again", r.TurnStart.Card.Consumed)
	}
	if p, _ := back.MonsterPlan(normal); !p.Uses[0].Consumed || p.Attack.Pierce != p.Stat.Pierce+2 {
		t.Errorf("the second lurker's plan after its type consumed earth: %+v", p.Attack)
	}
}

// A self heal before the card's move and attack is done as the turn
// starts, one after them as it ends.
func TestCardSelfHeal(t *testing.T) {
	scn := crossing(t, "Bog Lurker", "Harden Hide") // shield, retaliate, heal 2 self
	lurker := standee(t, scn, "Bog Lurker", true)
	do(t, scn, engine.DamageFigure{Figure: lurker, Amount: 5})
	do(t, scn, engine.SetInitiative{Character: "brute", Leading: 90, Second: 95})
	f, _ := scn.Figure(lurker)
	r := do(t, scn, engine.NextTurn{})
	for r.TurnStart != nil && r.TurnStart.Turn.Figure != lurker {
		r = do(t, scn, engine.NextTurn{})
	}
	if h := r.TurnStart.Card.Healed; h == nil || h.Healed != 2 {
		t.Errorf("the lurker healed %+v as its turn started", h)
	}
	if g, _ := scn.Figure(lurker); g.HP != f.HP+2 {
		t.Errorf("hit points %d, want %d", g.HP, f.HP+2)
	}
}

// A version 5 snapshot (actions and stat cards kept, no element uses)
// reads with its plans; element uses naming no use of the card are
// refused.
func TestPlanFromAVersion5Snapshot(t *testing.T) {
	scn := crossing(t, "Bog Lurker", "Swallow the Light")
	id := standee(t, scn, "Bog Lurker", true)
	want, _ := scn.MonsterPlan(id)
	data, err := json.Marshal(scn)
	if err != nil {
		t.Fatal(err)
	}
	v5 := strings.Replace(string(data), `"version":8,`, `"version":5,`, 1)
	if v5 == string(data) {
		t.Fatal("the snapshot is not version 8")
	}
	old, err := engine.UnmarshalScenario([]byte(v5))
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := old.MonsterPlan(id); !ok || !reflect.DeepEqual(got, want) {
		t.Errorf("plan from version 5: %+v, want %+v", got, want)
	}
	for _, bad := range []string{`[{"type":"Bog Lurker","actions":[0]}]`, `[{"type":"Bog Lurker","actions":[7]}]`, `[{"type":"Nobody","actions":[1]}]`} {
		doc := strings.Replace(string(data), `"version":8,`, `"version":8,"element_uses":`+bad+`,`, 1)
		if _, err := engine.UnmarshalScenario([]byte(doc)); err == nil || !strings.Contains(err.Error(), "element_uses") {
			t.Errorf("element uses %s: %v", bad, err)
		}
	}
	doc := strings.Replace(string(data), `"version":8,`, `"version":8,"element_uses":[{"type":"Bog Lurker","actions":[1]}],`, 1)
	back, err := engine.UnmarshalScenario([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	if p, _ := back.MonsterPlan(id); len(p.Uses) != 1 || !p.Uses[0].Consumed {
		t.Errorf("the use read back: %+v", p.Uses)
	}
}
