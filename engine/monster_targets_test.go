package engine_test

import (
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// A card's damage and conditions on the monster's enemies (not attacks)
// are carried out on the enemies it names: before the card's first move
// or attack as the monster's turn starts, else as it ends. The monster
// (the elite lurker) stands at (4,4) with an allied lurker at (4,5); the
// brute stands where each case puts it.
func TestCardActsOnEnemies(t *testing.T) {
	move := monster.Action{Type: monster.KindMove, Value: monster.Plus(0)}
	dmg := func(n int) monster.Action { return monster.Action{Type: monster.KindDamage, Value: monster.Fixed(n)} }
	cond := func(cs ...string) monster.Action { return monster.Action{Type: monster.KindCondition, Conditions: cs} }
	with := func(a monster.Action, f func(*monster.Action)) monster.Action { f(&a); return a }
	adjacent := func(a *monster.Action) { a.Area = pack.AdjacentArea() }
	all := func(r int) func(*monster.Action) {
		return func(a *monster.Action) {
			a.Target = monster.TargetAll
			if r > 0 {
				a.Range = monster.Fixed(r)
			}
		}
	}
	for _, c := range []struct {
		name    string
		actions []monster.Action
		brute   hexgrid.Hex
		atStart bool
		// what the brute suffers and gains, and the allied lurker suffers
		damage, allyDamage int
		conds              []modifier.EffectKind
		choose             bool
	}{
		{name: "all adjacent enemies suffer 2, after the move", actions: []monster.Action{move, with(dmg(2), adjacent)},
			brute: hexgrid.H(5, 4), damage: 2},
		{name: "an enemy two hexes off is not adjacent", actions: []monster.Action{move, with(dmg(2), adjacent)},
			brute: hexgrid.H(6, 4)},
		{name: "all enemies within range 3 suffer 1, before the move", actions: []monster.Action{with(dmg(1), all(3)), move},
			brute: hexgrid.H(6, 4), atStart: true, damage: 1},
		{name: "beyond the range", actions: []monster.Action{with(dmg(1), all(1)), move}, brute: hexgrid.H(6, 4), atStart: true},
		{name: "all enemies suffer 2, wherever they stand", actions: []monster.Action{move, with(dmg(2), all(0))},
			brute: hexgrid.H(12, 2), damage: 2},
		{name: "all adjacent allies and enemies suffer 1",
			actions: []monster.Action{move, with(dmg(1), func(a *monster.Action) { adjacent(a); a.Allies = true })},
			brute:   hexgrid.H(5, 4), damage: 1, allyDamage: 1},
		{name: "muddle and immobilize, target all enemies within range 2",
			actions: []monster.Action{with(cond("muddle", "immobilize"), all(2)), move}, brute: hexgrid.H(5, 4), atStart: true,
			conds: []modifier.EffectKind{modifier.Muddle, modifier.Immobilize}},
		{name: "poison, target one adjacent enemy: the only one",
			actions: []monster.Action{move, with(cond("poison"), func(a *monster.Action) { a.Range = monster.Fixed(1) })},
			brute:   hexgrid.H(5, 4), conds: []modifier.EffectKind{modifier.Poison}},
		{name: "a boon on the monster's allies is not the enemies'",
			actions: []monster.Action{move, with(cond("strengthen"), func(a *monster.Action) { a.Allies, a.Range = true, monster.Fixed(2) })},
			brute:   hexgrid.H(5, 4)},
		{name: "the monster's own damage is not the enemies'", actions: []monster.Action{move, with(dmg(1), func(a *monster.Action) { a.Self = true })},
			brute: hexgrid.H(5, 4)},
	} {
		t.Run(c.name, func(t *testing.T) {
			scn := alliesCard(t, c.actions...)
			healer, near, _ := lurkers(t, scn)
			do(t, scn, engine.Move{Figure: "brute", To: c.brute})
			hp := map[string]int{}
			for _, id := range []string{"brute", near} {
				f, _ := scn.Figure(id)
				hp[id] = f.HP
			}
			r := turnOf(t, scn, healer)
			fx := r.TurnStart.Card
			if !c.atStart {
				if len(fx.Enemies) != 0 {
					t.Errorf("at the turn's start: %+v", fx.Enemies)
				}
				end := do(t, scn, engine.NextTurn{})
				if end.TurnEnd == nil {
					t.Fatalf("no turn end: %+v", end)
				}
				fx = end.TurnEnd.Card
			}
			if (len(fx.Choose) > 0) != c.choose {
				t.Errorf("left to the players %v", fx.Choose)
			}
			b, _ := scn.Figure("brute")
			if got := hp["brute"] - b.HP; got != c.damage {
				t.Errorf("the brute suffered %d, want %d (effects %+v)", got, c.damage, fx.Enemies)
			}
			for _, k := range []modifier.EffectKind{modifier.Muddle, modifier.Immobilize, modifier.Poison} {
				if b.Conditions.Has(k) != slices.Contains(c.conds, k) {
					t.Errorf("the brute has %s: %v, want %v", k, b.Conditions.Has(k), slices.Contains(c.conds, k))
				}
			}
			n, _ := scn.Figure(near)
			if got := hp[near] - n.HP; got != c.allyDamage {
				t.Errorf("the allied lurker suffered %d, want %d", got, c.allyDamage)
			}
		})
	}
}

// "Poison, target one adjacent enemy" with two adjacent enemies: the
// players choose; the engine applies nothing and names the action.
func TestCardEnemyChoiceLeftToPlayers(t *testing.T) {
	file, err := scenariofile.Sample("flooded-crossing")
	if err != nil {
		t.Fatal(err)
	}
	table := pack.Builtin().MonsterTable(2)
	mt := table["Bog Lurker"]
	mt.Deck = &engine.AbilityDeckInfo{Name: "Invented", Cards: []engine.AbilityCardInfo{{Name: "Sting", Initiative: 5, Actions: []monster.Action{
		{Type: monster.KindMove, Value: monster.Plus(0)},
		{Type: monster.KindCondition, Conditions: []string{"poison"}, Range: monster.Fixed(1)}}}}}
	table["Bog Lurker"] = mt
	scn, err := party.BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 1},
		[]party.Member{{ID: 1, Name: "Brute", Level: 1}, {ID: 2, Name: "Tinkerer", Level: 1}}, table)
	if err != nil {
		t.Fatal(err)
	}
	do(t, scn, engine.DrawAbilities{})
	do(t, scn, engine.SetInitiative{Character: "brute", Leading: 90, Second: 95})
	do(t, scn, engine.SetInitiative{Character: "tinkerer", Leading: 91, Second: 96})
	healer, _, _ := lurkers(t, scn)
	do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 4)})
	do(t, scn, engine.Move{Figure: "tinkerer", To: hexgrid.H(3, 4)})
	p, ok := scn.MonsterPlan(healer)
	if !ok || len(p.ToEnemies) != 1 || p.ToEnemies[0].Targets != 1 || p.ToEnemies[0].Range != 1 {
		t.Fatalf("plan's enemy actions %+v", p.ToEnemies)
	}
	turnOf(t, scn, healer)
	end := do(t, scn, engine.NextTurn{})
	if end.TurnEnd == nil {
		t.Fatalf("no turn end: %+v", end)
	}
	if fx := end.TurnEnd.Card; len(fx.Enemies) != 0 || !slices.Equal(fx.Choose, []int{1}) {
		t.Errorf("effects %+v, left to the players %v", fx.Enemies, fx.Choose)
	}
	for _, id := range []string{"brute", "tinkerer"} {
		if f, _ := scn.Figure(id); f.Conditions.Has(modifier.Poison) {
			t.Errorf("%s is poisoned", id)
		}
	}
}

// An enemy immune to a condition does not gain it; the damage still
// counts, and an enemy brought to 0 hit points falls.
func TestCardDamageFellsEnemy(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindMove, Value: monster.Plus(0)},
		monster.Action{Type: monster.KindDamage, Value: monster.Fixed(2), Area: pack.AdjacentArea(), Conditions: []string{"wound"}})
	healer, _, _ := lurkers(t, scn)
	do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 4)})
	b, _ := scn.Figure("brute")
	do(t, scn, engine.DamageFigure{Figure: "brute", Amount: b.HP - 2})
	turnOf(t, scn, healer)
	end := do(t, scn, engine.NextTurn{})
	if end.TurnEnd == nil || len(end.TurnEnd.Card.Enemies) != 1 {
		t.Fatalf("turn end %+v", end.TurnEnd)
	}
	e := end.TurnEnd.Card.Enemies[0]
	if e.Figure != "brute" || e.Suffered == nil || e.Suffered.Damage != 2 || e.Fallen == nil {
		t.Errorf("effect %+v", e)
	}
	if b, _ := scn.Figure("brute"); b.Alive() {
		t.Errorf("the brute is %s", b.State)
	}
}

// "Use fire: wound, target all enemies within range 3": when the monster
// consumes fire as its turn starts, each enemy within range gains wound;
// without fire, none does.
func TestCardElementGivesConditionOnEnemies(t *testing.T) {
	for _, fire := range []bool{true, false} {
		file, err := scenariofile.Sample("flooded-crossing")
		if err != nil {
			t.Fatal(err)
		}
		table := pack.Builtin().MonsterTable(1)
		mt := table["Bog Lurker"]
		mt.Deck = &engine.AbilityDeckInfo{Name: "Invented", Cards: []engine.AbilityCardInfo{{Name: "Flare", Initiative: 99, Actions: []monster.Action{
			{Type: monster.KindDamage, Value: monster.Fixed(1), Target: monster.TargetAll, Range: monster.Fixed(3)},
			{Type: monster.KindUse, Elements: []string{"fire"}, Actions: []monster.Action{
				{Type: monster.KindCondition, Conditions: []string{"wound"}, Target: monster.TargetAll, Range: monster.Fixed(3)}}},
			{Type: monster.KindMove, Value: monster.Plus(0)}}}}}
		table["Bog Lurker"] = mt
		scn, err := party.BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 1}, []party.Member{{ID: 1, Name: "Brute", Level: 1}}, table)
		if err != nil {
			t.Fatal(err)
		}
		do(t, scn, engine.DrawAbilities{})
		do(t, scn, engine.SetInitiative{Character: "brute", Leading: 10, Second: 95})
		healer, _, _ := lurkers(t, scn)
		do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(6, 4)})
		if fire {
			do(t, scn, engine.Infuse{Element: modifier.Fire}) // strong once a turn ends
		}
		b, _ := scn.Figure("brute")
		hp := b.HP
		r := turnOf(t, scn, healer)
		if got := slices.Contains(r.TurnStart.Card.Consumed, modifier.Fire); got != fire {
			t.Errorf("fire %v: consumed %v", fire, r.TurnStart.Card.Consumed)
		}
		b, _ = scn.Figure("brute")
		if b.Conditions.Has(modifier.Wound) != fire || b.HP != hp-1 {
			t.Errorf("fire %v: the brute has wound %v and %d hit points (had %d); effects %+v", fire, b.Conditions.Has(modifier.Wound), b.HP, hp, r.TurnStart.Card.Enemies)
		}
	}
}

// "Push 1, target all, range 1" before the move: the engine reports the
// push of each adjacent enemy as the turn starts (the caller moves it), and
// "push 1 and poison" poisons it too.
func TestCardPushesEnemies(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindPush, Value: monster.Fixed(1), Target: monster.TargetAll, Range: monster.Fixed(1), Conditions: []string{"poison"}},
		monster.Action{Type: monster.KindMove, Value: monster.Plus(0)})
	healer, _, _ := lurkers(t, scn)
	do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 4)})
	r := turnOf(t, scn, healer)
	fx := r.TurnStart.Card.Enemies
	if len(fx) != 1 || fx[0].Forced == nil || *fx[0].Forced != (engine.ForcedMove{Target: "brute", Kind: modifier.Push, Amount: 1}) {
		t.Fatalf("effects %+v", fx)
	}
	if b, _ := scn.Figure("brute"); !b.Conditions.Has(modifier.Poison) {
		t.Errorf("the brute is not poisoned")
	}
}

// "Push 1, target all, range 1; use air: +2 push": with air consumed the
// push is 3.
func TestCardElementAddsToPush(t *testing.T) {
	file, err := scenariofile.Sample("flooded-crossing")
	if err != nil {
		t.Fatal(err)
	}
	table := pack.Builtin().MonsterTable(1)
	mt := table["Bog Lurker"]
	mt.Deck = &engine.AbilityDeckInfo{Name: "Invented", Cards: []engine.AbilityCardInfo{{Name: "Gust", Initiative: 99, Actions: []monster.Action{
		{Type: monster.KindPush, Value: monster.Fixed(1), Target: monster.TargetAll, Range: monster.Fixed(1)},
		{Type: monster.KindUse, Elements: []string{"air"}, Actions: []monster.Action{{Type: monster.KindAttack, Value: monster.Plus(0), Push: 2}}},
		{Type: monster.KindMove, Value: monster.Plus(0)}}}}}
	table["Bog Lurker"] = mt
	scn, err := party.BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 1}, []party.Member{{ID: 1, Name: "Brute", Level: 1}}, table)
	if err != nil {
		t.Fatal(err)
	}
	do(t, scn, engine.DrawAbilities{})
	do(t, scn, engine.SetInitiative{Character: "brute", Leading: 10, Second: 95})
	healer, _, _ := lurkers(t, scn)
	do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 4)})
	do(t, scn, engine.Infuse{Element: modifier.Air})
	r := turnOf(t, scn, healer)
	fx := r.TurnStart.Card.Enemies
	if len(fx) != 1 || fx[0].Forced == nil || fx[0].Forced.Amount != 3 {
		t.Errorf("effects %+v", fx)
	}
}

// twoHeroes is the flooded-crossing sample for the brute and the tinkerer
// with one invented card (initiative 5: the lurkers act first) in the Bog
// Lurkers' deck; the elite lurker stands at (4,4), the brute at (5,4)
// next to it and the tinkerer at (6,4) next to the brute.
func twoHeroes(t *testing.T, actions ...monster.Action) (*engine.Scenario, string) {
	t.Helper()
	file, err := scenariofile.Sample("flooded-crossing")
	if err != nil {
		t.Fatal(err)
	}
	table := pack.Builtin().MonsterTable(2)
	mt := table["Bog Lurker"]
	mt.Deck = &engine.AbilityDeckInfo{Name: "Invented", Cards: []engine.AbilityCardInfo{{Name: "Blast", Initiative: 5, Actions: actions}}}
	table["Bog Lurker"] = mt
	scn, err := party.BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 1},
		[]party.Member{{ID: 1, Name: "Brute", Level: 1}, {ID: 2, Name: "Tinkerer", Level: 1}}, table)
	if err != nil {
		t.Fatal(err)
	}
	do(t, scn, engine.DrawAbilities{})
	do(t, scn, engine.SetInitiative{Character: "brute", Leading: 90, Second: 95})
	do(t, scn, engine.SetInitiative{Character: "tinkerer", Leading: 91, Second: 96})
	healer, _, _ := lurkers(t, scn)
	do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 4)})
	do(t, scn, engine.Move{Figure: "tinkerer", To: hexgrid.H(6, 4)})
	return scn, healer
}

// Damage placed at the attack's target is carried out once the monster's
// attack on it is made: "all enemies adjacent to the target suffer 2
// damage" hits the tinkerer next to the brute (not the brute, nor the
// lurker's ally), "the target also suffers 2 damage" the brute; neither
// happens as the turn starts or ends.
func TestCardDamageAtTheAttacksTarget(t *testing.T) {
	attack := monster.Action{Type: monster.KindAttack, Value: monster.Plus(0)}
	for _, c := range []struct {
		name          string
		then          monster.Action
		brute, tinker int // extra damage beyond the attack's
	}{
		{"adjacent to the target", monster.Action{Type: monster.KindDamage, Value: monster.Fixed(2), Attacked: true, Area: pack.AdjacentArea()}, 0, 2},
		{"the target also", monster.Action{Type: monster.KindDamage, Value: monster.Fixed(2), Attacked: true}, 2, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			scn, healer := twoHeroes(t, attack, c.then)
			hp := map[string]int{}
			for _, id := range []string{"brute", "tinkerer"} {
				f, _ := scn.Figure(id)
				hp[id] = f.HP
			}
			r := turnOf(t, scn, healer)
			if len(r.TurnStart.Card.Enemies) != 0 {
				t.Errorf("at the turn's start: %+v", r.TurnStart.Card.Enemies)
			}
			p, _ := scn.MonsterPlan(healer)
			do(t, scn, engine.DrawAttack{Attacker: healer, Attack: *p.Attack, Targets: []string{"brute"}})
			rep := do(t, scn, engine.ApplyAttack{})
			out := rep.Attack
			if out == nil || len(out.Targets) != 1 {
				t.Fatalf("attack %+v", out)
			}
			hit := out.Targets[0].Result.Damage
			b, _ := scn.Figure("brute")
			tk, _ := scn.Figure("tinkerer")
			if got := hp["brute"] - b.HP; got != min(hit+c.brute, hp["brute"]) {
				t.Errorf("the brute lost %d, want %d (attack %d); card %+v", got, hit+c.brute, hit, out.Card)
			}
			if got := hp["tinkerer"] - tk.HP; got != c.tinker {
				t.Errorf("the tinkerer lost %d, want %d; card %+v", got, c.tinker, out.Card)
			}
			end := do(t, scn, engine.NextTurn{})
			if end.TurnEnd == nil || len(end.TurnEnd.Card.Enemies) != 0 {
				t.Errorf("at the turn's end: %+v", end.TurnEnd)
			}
		})
	}
}

// "Muddle, target one adjacent enemy; use earth: the target also suffers 2
// damage": with earth consumed the one adjacent enemy is muddled and
// suffers 2.
func TestCardElementDamagesTheTargetOfACondition(t *testing.T) {
	file, err := scenariofile.Sample("flooded-crossing")
	if err != nil {
		t.Fatal(err)
	}
	table := pack.Builtin().MonsterTable(1)
	mt := table["Bog Lurker"]
	mt.Deck = &engine.AbilityDeckInfo{Name: "Invented", Cards: []engine.AbilityCardInfo{{Name: "Embrace", Initiative: 99, Actions: []monster.Action{
		{Type: monster.KindCondition, Conditions: []string{"muddle"}, Range: monster.Fixed(1)},
		{Type: monster.KindUse, Elements: []string{"earth"}, Actions: []monster.Action{{Type: monster.KindDamage, Value: monster.Fixed(2), Attacked: true}}},
		{Type: monster.KindMove, Value: monster.Plus(0)}}}}}
	table["Bog Lurker"] = mt
	scn, err := party.BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 1}, []party.Member{{ID: 1, Name: "Brute", Level: 1}}, table)
	if err != nil {
		t.Fatal(err)
	}
	do(t, scn, engine.DrawAbilities{})
	do(t, scn, engine.SetInitiative{Character: "brute", Leading: 10, Second: 95})
	healer, _, _ := lurkers(t, scn)
	do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 4)})
	do(t, scn, engine.Infuse{Element: modifier.Earth})
	b, _ := scn.Figure("brute")
	hp := b.HP
	turnOf(t, scn, healer)
	b, _ = scn.Figure("brute")
	if !b.Conditions.Has(modifier.Muddle) || b.HP != hp-2 {
		t.Errorf("the brute has muddle %v and %d hit points (had %d)", b.Conditions.Has(modifier.Muddle), b.HP, hp)
	}
}

// "Strengthen, affect self and all allies within range 1" as the turn
// starts: the monster and its adjacent ally gain it, the far ally and the
// enemy do not.
func TestCardConditionOnSelfAndAllies(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindCondition, Conditions: []string{"strengthen"}, Self: true, Allies: true, Range: monster.Fixed(1)},
		monster.Action{Type: monster.KindMove, Value: monster.Plus(0)})
	healer, near, far := lurkers(t, scn)
	do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 4)})
	turnOf(t, scn, healer)
	for id, want := range map[string]bool{healer: true, near: true, far: false, "brute": false} {
		if f, _ := scn.Figure(id); f.Conditions.Has(modifier.Strengthen) != want {
			t.Errorf("%s strengthened %v, want %v", id, !want, want)
		}
	}
}

// "Attack; use dark: invisible, self": with dark consumed the monster
// turns invisible as its turn starts; the condition is not the enemies'.
func TestCardElementGivesSelfCondition(t *testing.T) {
	file, err := scenariofile.Sample("flooded-crossing")
	if err != nil {
		t.Fatal(err)
	}
	table := pack.Builtin().MonsterTable(1)
	mt := table["Bog Lurker"]
	mt.Deck = &engine.AbilityDeckInfo{Name: "Invented", Cards: []engine.AbilityCardInfo{{Name: "Fade", Initiative: 99, Actions: []monster.Action{
		{Type: monster.KindDamage, Value: monster.Fixed(1), Area: pack.AdjacentArea()},
		{Type: monster.KindUse, Elements: []string{"dark"}, Actions: []monster.Action{{Type: monster.KindCondition, Conditions: []string{"invisible"}, Self: true}}},
		{Type: monster.KindMove, Value: monster.Plus(0)}}}}}
	table["Bog Lurker"] = mt
	scn, err := party.BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 1}, []party.Member{{ID: 1, Name: "Brute", Level: 1}}, table)
	if err != nil {
		t.Fatal(err)
	}
	do(t, scn, engine.DrawAbilities{})
	do(t, scn, engine.SetInitiative{Character: "brute", Leading: 10, Second: 95})
	healer, _, _ := lurkers(t, scn)
	do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 4)})
	do(t, scn, engine.Infuse{Element: modifier.Dark})
	turnOf(t, scn, healer)
	if f, _ := scn.Figure(healer); !f.Conditions.Has(modifier.Invisible) {
		t.Errorf("the lurker is not invisible")
	}
	if b, _ := scn.Figure("brute"); b.Conditions.Has(modifier.Invisible) {
		t.Errorf("the brute is invisible")
	}
}

// "Attack; use earth: immobilize, target all enemies within range 2": the
// element's condition is an action of its own, so the attack keeps its
// one target and gains no immobilize.
func TestCardElementConditionIsNotTheAttacks(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0)},
		monster.Action{Type: monster.KindUse, Elements: []string{"earth"}, Actions: []monster.Action{
			{Type: monster.KindCondition, Conditions: []string{"immobilize"}, Target: monster.TargetAll, Range: monster.Fixed(2)}}})
	healer, _, _ := lurkers(t, scn)
	do(t, scn, engine.SetInitiative{Character: "brute", Leading: 1, Second: 95}) // the brute acts first: earth lands
	do(t, scn, engine.Infuse{Element: modifier.Earth})
	do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 4)})
	turnOf(t, scn, healer)
	p, ok := scn.MonsterPlan(healer)
	if !ok || p.Attack == nil || len(p.Uses) != 1 || !p.Uses[0].Consumed {
		t.Fatalf("plan %+v", p)
	}
	if p.Attack.MaxTargets > 1 || slices.ContainsFunc(p.Attack.Effects, func(e modifier.Effect) bool { return e.Kind == modifier.Immobilize }) {
		t.Errorf("with earth consumed: attack %+v", p.Attack)
	}
	do(t, scn, engine.NextTurn{}) // the use comes after the attack: as the turn ends
	if b, _ := scn.Figure("brute"); !b.Conditions.Has(modifier.Immobilize) {
		t.Errorf("the brute is not immobilized")
	}
}
