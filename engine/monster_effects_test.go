package engine_test

import (
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// "Attack +0; add +2 attack if the target is adjacent to any of the
// monster's allies": the card's attack gains 2 against a target next to
// another monster of its side, not against one next to the attacker only.
// The odds shown and the attack drawn count it alike.
func TestCardAttackBonusAgainstTargetAdjacentToAnAlly(t *testing.T) {
	for _, tc := range []struct {
		name  string
		at    hexgrid.Hex
		bonus int
	}{
		{"adjacent to the attacker and its ally", hexgrid.H(5, 4), 2},
		{"adjacent to the attacker only", hexgrid.H(5, 3), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			scn := alliesCard(t, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), AllyAdjacent: 2})
			healer, _, _ := lurkers(t, scn)
			do(t, scn, engine.Move{Figure: "brute", To: tc.at})
			p, ok := scn.MonsterPlan(healer)
			if !ok || p.Attack == nil || p.Attack.AllyAdjacent != 2 {
				t.Fatalf("plan's attack %+v", p.Attack)
			}
			in, err := scn.AttackOddsInput(healer, *p.Attack, "brute")
			if err != nil {
				t.Fatal(err)
			}
			if in.Attack != p.Attack.Value+tc.bonus {
				t.Errorf("odds for attack %d, want %d+%d", in.Attack, p.Attack.Value, tc.bonus)
			}
			turnOf(t, scn, healer)
			r := do(t, scn, engine.DrawAttack{Attacker: healer, Attack: *p.Attack, Targets: []string{"brute"}})
			if r.Pending == nil || len(r.Pending.Targets) != 1 {
				t.Fatalf("no attack drawn: %+v", r)
			}
			if log := r.Pending.Targets[0].Log; len(log) == 0 || log[0].ID != modifier.MsgAttack || log[0].Value != p.Attack.Value+tc.bonus {
				t.Errorf("attack drawn with %+v, want attack %d+%d", log, p.Attack.Value, tc.bonus)
			}
		})
	}
}

// "The Ooze suffers 2 damage; summon a normal Ooze with a hit point value
// equal to the summoning Ooze's current hit point value (limited by its
// maximum)": the damage before the summon is suffered as the turn starts,
// and the monster summoned starts with what the summoner has left, at
// most its own maximum (which stays its stat card's).
func TestCardSummonWithTheSummonersHitPoints(t *testing.T) {
	for _, tc := range []struct {
		name   string
		hpLeft int // the summoner's hit points before its turn; 0: unhurt
	}{
		{"a hurt summoner", 4},
		{"a summoner with more than the summon's maximum", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			scn := alliesCard(t, monster.Action{Type: monster.KindDamage, Value: monster.Fixed(2), Self: true},
				monster.Action{Type: monster.KindSummon, Monster: "Bog Lurker", SummonerHP: true})
			healer, _, _ := lurkers(t, scn)
			f, _ := scn.Figure(healer)
			if tc.hpLeft > 0 {
				do(t, scn, engine.DamageFigure{Figure: healer, Amount: f.HP - tc.hpLeft})
			} else {
				do(t, scn, engine.HealFigure{Figure: healer, Amount: f.MaxHP - f.HP})
			}
			before, _ := scn.Figure(healer)
			r := turnOf(t, scn, healer)
			if s := r.TurnStart.Card.Suffered; s == nil || s.Damage != 2 {
				t.Fatalf("the summoner suffered %+v as its turn started, want 2", s)
			}
			at, ok := scn.SummonHex(healer)
			if !ok {
				t.Fatal("no hex for the summon")
			}
			added := do(t, scn, engine.AddStandee{Type: "Bog Lurker", At: at, Summoner: healer}).Added
			g, _ := scn.Figure(added)
			normal := scn.Standees("Bog Lurker")
			maxHP := 0
			for _, o := range normal {
				if !o.Elite && o.ID != added {
					maxHP = o.MaxHP
				}
			}
			if want := min(before.HP-2, maxHP); g.HP != want || g.MaxHP != maxHP {
				t.Errorf("summoned with %d/%d hit points, want %d/%d (summoner had %d)", g.HP, g.MaxHP, want, maxHP, before.HP)
			}
			if end := do(t, scn, engine.NextTurn{}); end.TurnEnd == nil || end.TurnEnd.Card.Suffered != nil {
				t.Errorf("damage again as the turn ended: %+v", end.TurnEnd)
			}
		})
	}
}

// A summon whose monster starts with a number of hit points ("health": 1
// in a GHS summon): it has that many, its maximum its stat card's.
func TestCardSummonWithHitPoints(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindSummon, Monster: "Bog Lurker", SummonHP: 1})
	healer, _, _ := lurkers(t, scn)
	turnOf(t, scn, healer)
	at, ok := scn.SummonHex(healer)
	if !ok {
		t.Fatal("no hex for the summon")
	}
	added := do(t, scn, engine.AddStandee{Type: "Bog Lurker", At: at, Summoner: healer}).Added
	g, _ := scn.Figure(added)
	if g.HP != 1 || g.MaxHP <= 1 {
		t.Errorf("summoned with %d/%d hit points, want 1 of its stat card's", g.HP, g.MaxHP)
	}
}

// "If this attack is performed, the monster suffers 2 damage" and "If the
// move ability was performed, the monster suffers 1 damage": suffered as
// its turn ends only when it attacked (moved) in that turn, also after the
// scenario is saved and read back mid-turn.
func TestCardDamageIfPerformed(t *testing.T) {
	for _, tc := range []struct {
		name           string
		moves, attacks bool
		want           int
	}{
		{"neither", false, false, 0},
		{"moved only", true, false, 1},
		{"attacked only", false, true, 2},
		{"both", true, true, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			scn := alliesCard(t, monster.Action{Type: monster.KindMove, Value: monster.Plus(0)},
				monster.Action{Type: monster.KindDamage, Value: monster.Fixed(1), Self: true, IfPerformed: monster.KindMove},
				monster.Action{Type: monster.KindAttack, Value: monster.Plus(0)},
				monster.Action{Type: monster.KindDamage, Value: monster.Fixed(2), Self: true, IfPerformed: monster.KindAttack})
			healer, _, _ := lurkers(t, scn)
			do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 3)})
			if p, ok := scn.MonsterPlan(healer); !ok || p.SelfDamage != 0 {
				t.Fatalf("plan's unconditional self damage %d", p.SelfDamage)
			}
			turnOf(t, scn, healer)
			before, _ := scn.Figure(healer)
			if tc.moves {
				do(t, scn, engine.Move{Figure: healer, To: hexgrid.H(4, 3)}) // still next to the brute
			}
			if tc.attacks {
				p, _ := scn.MonsterPlan(healer)
				do(t, scn, engine.DrawAttack{Attacker: healer, Attack: *p.Attack, Targets: []string{"brute"}})
				do(t, scn, engine.ApplyAttack{})
			}
			data, err := scn.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			back, err := engine.UnmarshalScenario(data)
			if err != nil {
				t.Fatal(err)
			}
			end := do(t, back, engine.NextTurn{})
			got := 0
			if end.TurnEnd != nil && end.TurnEnd.Card.Suffered != nil {
				got = end.TurnEnd.Card.Suffered.Damage
			}
			if got != tc.want {
				t.Errorf("suffered %d as the turn ended, want %d", got, tc.want)
			}
			if f, _ := back.Figure(healer); f.HP != before.HP-tc.want {
				t.Errorf("%d hit points, want %d", f.HP, before.HP-tc.want)
			}
		})
	}
}

// "Attack +0; Advantage": the card's attack is drawn with advantage (two
// cards, the better used), as the plan says.
func TestCardAttackWithAdvantage(t *testing.T) {
	for _, adv := range []bool{false, true} {
		scn := alliesCard(t, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Advantage: adv})
		healer, _, _ := lurkers(t, scn)
		do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 3)})
		p, ok := scn.MonsterPlan(healer)
		if !ok || p.Attack == nil || p.Attack.Advantage != adv {
			t.Fatalf("advantage %v: plan's attack %+v", adv, p.Attack)
		}
		turnOf(t, scn, healer)
		r := do(t, scn, engine.DrawAttack{Attacker: healer, Attack: *p.Attack, Targets: []string{"brute"}})
		want := modifier.Normal
		if adv {
			want = modifier.Advantage
		}
		if r.Pending == nil || r.Pending.Targets[0].Mode != want {
			t.Errorf("advantage %v: drawn %+v, want mode %v", adv, r.Pending, want)
		}
	}
}

// "Attack; heal X, self, X is the damage suffered by the target of the
// attack": as its turn ends the monster heals by the damage its attack
// did (none without an attack), also after the scenario is saved and read
// back mid-turn.
func TestCardHealByTheDamageDealt(t *testing.T) {
	for _, attacks := range []bool{false, true} {
		scn := alliesCard(t, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0)},
			monster.Action{Type: monster.KindHeal, Value: monster.Fixed(0), Self: true, DamageDealt: true})
		healer, _, _ := lurkers(t, scn)
		do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 3)})
		turnOf(t, scn, healer)
		before, _ := scn.Figure(healer)
		brute, _ := scn.Figure("brute")
		dealt := 0
		if attacks {
			p, _ := scn.MonsterPlan(healer)
			do(t, scn, engine.DrawAttack{Attacker: healer, Attack: *p.Attack, Targets: []string{"brute"}})
			do(t, scn, engine.ApplyAttack{})
			after, _ := scn.Figure("brute")
			dealt = brute.HP - after.HP
			if dealt == 0 {
				t.Fatal("the attack did no damage: the test shows nothing")
			}
		}
		data, err := scn.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		back, err := engine.UnmarshalScenario(data)
		if err != nil {
			t.Fatal(err)
		}
		do(t, back, engine.NextTurn{})
		want := min(before.HP+dealt, before.MaxHP)
		if f, _ := back.Figure(healer); f.HP != want {
			t.Errorf("attacked %v: %d hit points after the turn, want %d (dealt %d)", attacks, f.HP, want, dealt)
		}
	}
}

// "All attacks targeting the monster this round gain Disadvantage": from
// its turn's start every attack on it is drawn with disadvantage, until
// the round ends; before its turn none is.
func TestCardDisadvantageOnAttacksAgainstIt(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindMove, Value: monster.Plus(0)}, monster.Action{Type: monster.KindDisadvantage})
	healer, _, _ := lurkers(t, scn)
	do(t, scn, engine.Move{Figure: "brute", To: hexgrid.H(5, 3)})
	mode := func(when string) modifier.Mode {
		t.Helper()
		r := do(t, scn, engine.DrawAttack{Attacker: "brute", Attack: modifier.Attack{Value: 1}, Targets: []string{healer}})
		do(t, scn, engine.ApplyAttack{})
		if r.Pending == nil {
			t.Fatalf("%s: no attack drawn", when)
		}
		return r.Pending.Targets[0].Mode
	}
	if m := mode("before its turn"); m != modifier.Normal {
		t.Errorf("before its turn: mode %v, want normal", m)
	}
	r := turnOf(t, scn, healer)
	if len(r.TurnStart.Card.Bonuses) != 1 || r.TurnStart.Card.Bonuses[0].Kind != modifier.BonusDisadvantage {
		t.Fatalf("gained %+v as its turn started", r.TurnStart.Card.Bonuses)
	}
	if m := mode("in its turn"); m != modifier.Disadvantage {
		t.Errorf("in its turn: mode %v, want disadvantage", m)
	}
	for {
		if r := do(t, scn, engine.NextTurn{}); r.TurnStart == nil && r.TurnEnd == nil {
			break
		}
	}
	do(t, scn, engine.EndRound{})
	if f, _ := scn.Figure(healer); len(f.Bonuses) != 0 {
		t.Errorf("bonuses after the round: %+v", f.Bonuses)
	}
}

// "Summon a normal Bog Lurker in a hex adjacent to the target": the hex the
// engine gives the summon is a free one next to the target of the
// monster's attack in its turn; before it attacked there is none.
func TestCardSummonNextToTheTarget(t *testing.T) {
	scn := alliesCard(t, monster.Action{Type: monster.KindAttack, Value: monster.Plus(0), Range: monster.Fixed(3)},
		monster.Action{Type: monster.KindSummon, Monster: "Bog Lurker", AdjacentTarget: true})
	healer, _, _ := lurkers(t, scn)
	brute := hexgrid.H(6, 2) // two hexes from the healer at (4,4): within range 3
	do(t, scn, engine.Move{Figure: "brute", To: brute})
	turnOf(t, scn, healer)
	if h, ok := scn.SummonHex(healer); ok {
		t.Fatalf("a hex %v before the attack", h)
	}
	p, _ := scn.MonsterPlan(healer)
	do(t, scn, engine.DrawAttack{Attacker: healer, Attack: *p.Attack, Targets: []string{"brute"}})
	do(t, scn, engine.ApplyAttack{})
	h, ok := scn.SummonHex(healer)
	if !ok || hexgrid.Distance(h, brute) != 1 {
		t.Fatalf("summon hex %v (%v), want one next to the brute at %v", h, ok, brute)
	}
	data, err := scn.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := engine.UnmarshalScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	if h2, ok := back.SummonHex(healer); !ok || h2 != h {
		t.Errorf("read back: summon hex %v (%v), want %v", h2, ok, h)
	}
	added := do(t, back, engine.AddStandee{Type: "Bog Lurker", At: h, Summoner: healer}).Added
	if f, _ := back.Figure(added); f.At != h {
		t.Errorf("summoned at %v, want %v", f.At, h)
	}
}
