package engine

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
)

func TestDrawAttackThenApply(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 5)))
	scnMust(t, s.addMonster(scnMonster("rat", 2, false, 0, 1, 3)))
	d := stackDeck(t, s, "a", "+1 push:1 fire", "x2", "+0")
	before := s.Figures()

	p, err := s.drawAttack("a", modifier.Attack{Value: 2, Effects: []modifier.Effect{{Kind: modifier.Wound}}}, []string{"rat-1", "rat-2"})
	scnMust(t, err)
	if p.Attacker != "a" || len(p.Targets) != 2 {
		t.Fatalf("pending %+v", p)
	}
	if got := p.Targets[0]; got.Damage != 3 || got.HP != 2 || got.Dead {
		t.Fatalf("rat-1 result %+v", got)
	}
	if got := p.Targets[1]; got.Damage != 4 || !got.Dead || !got.Money {
		t.Fatalf("rat-2 result %+v", got)
	}
	if !reflect.DeepEqual(s.Figures(), before) {
		t.Fatal("drawing changed the figures")
	}
	if d.DrawCount() != 1 || !slices.Equal(d.InPlay(), []modifier.Card{modifier.MustParseCard("+1 push:1 fire"), modifier.MustParseCard("x2")}) {
		t.Fatalf("deck after the draw: draw %v in play %v", d.DrawPile(), d.InPlay())
	}
	if s.Elements().Pending(modifier.Fire) {
		t.Fatal("fire infused before the attack was applied")
	}
	got, ok := s.PendingAttack()
	if !ok || !reflect.DeepEqual(got, p) {
		t.Fatalf("PendingAttack %+v %v, want %+v", got, ok, p)
	}
	got.Targets[0].Drawn[0] = modifier.Plus(9) // a copy
	if again, _ := s.PendingAttack(); again.Targets[0].Drawn[0] == modifier.Plus(9) {
		t.Fatal("PendingAttack shares its cards with the scenario")
	}

	// While pending: no other attack, no end of round, nothing changed.
	snap := scnSnapshot(t, s)
	if _, err := s.drawAttack("a", modifier.Attack{Value: 1}, []string{"rat-1"}); !errors.Is(err, ErrAttackPending) {
		t.Fatalf("second draw: %v", err)
	}
	if _, err := s.attack("a", modifier.Attack{Value: 1}, []string{"rat-1"}); !errors.Is(err, ErrAttackPending) {
		t.Fatalf("attack while pending: %v", err)
	}
	if err := doErr(s, EndRound{}); err == nil || !strings.Contains(err.Error(), "attack") {
		t.Fatalf("end round while pending: %v", err)
	}
	if !bytes.Equal(snap, scnSnapshot(t, s)) {
		t.Fatal("a refused operation changed the scenario")
	}

	out, err := s.applyAttack()
	scnMust(t, err)
	if _, ok := s.PendingAttack(); ok {
		t.Fatal("still pending after apply")
	}
	r1, _ := s.Figure("rat-1")
	if r1.HP != 2 || !r1.Conditions.Has(modifier.Wound) {
		t.Fatalf("rat-1 after %+v", r1)
	}
	r2, _ := s.Figure("rat-2")
	if r2.Alive() || s.Money(hexgrid.H(0, 1)) != 1 || out.Targets[1].Fallen == nil || !out.Targets[1].Fallen.Money {
		t.Fatalf("rat-2 after %+v, outcome %+v", r2, out.Targets[1])
	}
	if !slices.Equal(out.Infused, []modifier.EffectKind{modifier.Fire}) || !s.Elements().Pending(modifier.Fire) {
		t.Fatalf("infused %v", out.Infused)
	}
	if !slices.Equal(out.Forced, []ForcedMove{{Target: "rat-1", Kind: modifier.Push, Amount: 1}}) {
		t.Fatalf("forced %v", out.Forced)
	}
	if len(d.InPlay()) != 0 || d.Attacking() || d.DiscardCount() != 2 {
		t.Fatalf("deck after apply: in play %v discard %v", d.InPlay(), d.DiscardPile())
	}
	if _, err := s.applyAttack(); !errors.Is(err, ErrNoPendingAttack) {
		t.Fatalf("second apply: %v", err)
	}
	scnMust(t, doErr(s, EndRound{}))
}

func TestDrawAttackRefusals(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addCharacter(scnChar("b", 2, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 5)))
	scnMust(t, s.addMonster(scnMonster("rat", 2, false, 0, 1, 3)))
	scnMust(t, s.addMonster(scnMonster("bog", 1, false, 3, 0, 3)))
	scnMust(t, s.addCondition("bog-1", modifier.Stun))
	tests := []struct {
		name, attacker string
		a              modifier.Attack
		targets        []string
		want           string
	}{
		{"ally", "a", modifier.Attack{Value: 1}, []string{"b"}, "ally"},
		{"too many", "a", modifier.Attack{Value: 1, MaxTargets: 1}, []string{"rat-1", "rat-2"}, "at most 1"},
		{"stunned", "bog-1", modifier.Attack{Value: 1}, []string{"a"}, "stunned"},
		{"no target", "a", modifier.Attack{Value: 1}, nil, "no target"},
		{"twice", "a", modifier.Attack{Value: 1}, []string{"rat-1", "rat-1"}, "twice"},
		{"unknown", "a", modifier.Attack{Value: 1}, []string{"ghost"}, "ghost"},
	}
	for _, tc := range tests {
		before := scnSnapshot(t, s)
		_, err := s.drawAttack(tc.attacker, tc.a, tc.targets)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.want)
		}
		if !bytes.Equal(before, scnSnapshot(t, s)) {
			t.Errorf("%s: the refused draw changed the scenario", tc.name)
		}
		if _, ok := s.PendingAttack(); ok {
			t.Errorf("%s: an attack is pending", tc.name)
		}
	}
}

func TestApplyAttackTargetGone(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 5)))
	stackDeck(t, s, "a", "+0 fire")
	_, err := s.drawAttack("a", modifier.Attack{Value: 1, Effects: []modifier.Effect{{Kind: modifier.Poison}}}, []string{"rat-1"})
	scnMust(t, err)
	_, _, err = s.sufferDamage("rat-1", 9)
	scnMust(t, err)
	money := s.Money(hexgrid.H(1, 0))
	out, err := s.applyAttack()
	scnMust(t, err)
	if !out.Targets[0].Gone || out.Targets[0].Fallen != nil || s.Money(hexgrid.H(1, 0)) != money {
		t.Fatalf("outcome %+v", out.Targets[0])
	}
	if !slices.Equal(out.Infused, []modifier.EffectKind{modifier.Fire}) {
		t.Fatalf("the attacker's infusion is lost: %v", out.Infused)
	}
}

// TestPendingAttackSnapshotProperty draws attacks at random points of random
// play; the pending attack survives a snapshot round trip and, applied on
// both scenarios, gives the same outcome and the same scenario.
func TestPendingAttackSnapshotProperty(t *testing.T) {
	drawn := 0
	for seed := uint64(1); seed <= 10; seed++ {
		s := propertyScenario(t, seed)
		r := rand.New(rand.NewPCG(seed, 7))
		for step := 0; step < 200; step++ {
			randomStep(t, s, r)
			active, ok := s.Active()
			if !ok || r.IntN(4) != 0 {
				continue
			}
			var targets []string
			for _, id := range liveIDs(s) {
				if s.byID[id].Side != s.byID[active].Side && len(targets) < 2 {
					targets = append(targets, id)
				}
			}
			a := modifier.Attack{Value: r.IntN(5), Modifiers: []modifier.Adjustment{{Op: modifier.OpAdd, Value: 1}, {Op: modifier.OpDouble}}, Pierce: r.IntN(2),
				Effects: []modifier.Effect{{Kind: Elements[r.IntN(6)]}, {Kind: modifier.Push, Amount: 1 + r.IntN(2)}, {Kind: modifier.Wound}}}
			before := scnSnapshot(t, s)
			p, err := s.drawAttack(active, a, targets)
			if err != nil {
				if !bytes.Equal(before, scnSnapshot(t, s)) {
					t.Fatalf("seed %d step %d: failed draw (%v) changed the scenario", seed, step, err)
				}
				continue
			}
			drawn++
			data := scnSnapshot(t, s)
			if !strings.Contains(string(data), `"pending_attack":`) {
				t.Fatalf("the snapshot has no pending attack: %s", data)
			}
			back, err := UnmarshalScenario(data)
			if err != nil {
				t.Fatalf("seed %d step %d: unmarshal: %v\n%s", seed, step, err, data)
			}
			if again := scnSnapshot(t, back); !bytes.Equal(again, data) {
				t.Fatalf("seed %d step %d: round trip differs:\n%s\n%s", seed, step, data, again)
			}
			bp, ok := back.PendingAttack()
			if !ok || !reflect.DeepEqual(normalPending(bp), normalPending(p)) {
				t.Fatalf("seed %d step %d: pending attack\n%+v\nread back as\n%+v", seed, step, p, bp)
			}
			o1, err1 := s.applyAttack()
			o2, err2 := back.applyAttack()
			if err1 != nil || err2 != nil {
				t.Fatalf("seed %d step %d: apply: %v / %v", seed, step, err1, err2)
			}
			if !reflect.DeepEqual(normalOutcome(o1), normalOutcome(o2)) {
				t.Fatalf("seed %d step %d: outcomes differ:\n%+v\n%+v", seed, step, o1, o2)
			}
			if a, b := scnSnapshot(t, s), scnSnapshot(t, back); !bytes.Equal(a, b) {
				t.Fatalf("seed %d step %d: after apply:\n%s\n%s", seed, step, a, b)
			}
		}
	}
	if drawn < 20 {
		t.Fatalf("only %d attacks drawn", drawn)
	}
}

// normalPending and normalOutcome make empty slices nil, so that a value
// read back compares equal to the original.
func normalPending(p PendingAttack) PendingAttack {
	p = p.clone()
	p.Attack.Modifiers = slices.Clip(p.Attack.Modifiers)
	for i := range p.Targets {
		p.Targets[i] = normalResult(p.Targets[i])
	}
	if len(p.Attack.Effects) == 0 {
		p.Attack.Effects = nil
	}
	if len(p.Attack.Modifiers) == 0 {
		p.Attack.Modifiers = nil
	}
	if len(p.Given.Effects) == 0 {
		p.Given.Effects = nil
	}
	if len(p.Given.Modifiers) == 0 {
		p.Given.Modifiers = nil
	}
	return p
}

func normalResult(r modifier.TargetResult) modifier.TargetResult {
	if len(r.Effects) == 0 {
		r.Effects = nil
	}
	if len(r.Bonuses) == 0 {
		r.Bonuses = nil
	}
	r.Log = slices.Clip(r.Log)
	r.Drawn, r.Used = slices.Clip(r.Drawn), slices.Clip(r.Used)
	return r
}

func normalOutcome(o AttackOutcome) AttackOutcome {
	for i := range o.Targets {
		o.Targets[i].Result = normalResult(o.Targets[i].Result)
	}
	return o
}

func TestPendingAttackSnapshotRefusesBadDocuments(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 5)))
	scnMust(t, s.addMonster(scnMonster("rat", 2, false, 0, 1, 9)))
	stackDeck(t, s, "a", "+1 roll", "+2", "-1", "+0")
	_, err := s.drawAttack("a", modifier.Attack{Value: 2, Modifiers: []modifier.Adjustment{{Op: modifier.OpAdd, Value: 1}}, Effects: []modifier.Effect{{Kind: modifier.Fire}}}, []string{"rat-1", "rat-2"})
	scnMust(t, err)
	good := string(scnSnapshot(t, s))
	if _, err := UnmarshalScenario([]byte(good)); err != nil {
		t.Fatalf("the good document: %v\n%s", err, good)
	}
	tests := []struct{ name, from, to, want string }{
		{"attacker", `"pending_attack":{"attacker":"a"`, `"pending_attack":{"attacker":"zz"`, "no figure"},
		{"modifier", `"modifiers":["+1"]`, `"modifiers":["x3"]`, "modifiers[0]"},
		{"effect", `"effects":["fire"]`, `"effects":["flame"]`, "effects[0]"},
		{"target", `"targets":[{"id":"rat-1"`, `"targets":[{"id":"rat-9"`, "targets[0]"},
		{"duplicate target", `{"id":"rat-2","mode"`, `{"id":"rat-1","mode"`, "targets[1]"},
		{"mode", `"mode":"normal"`, `"mode":"lucky"`, "mode"},
		{"used not drawn", `"used":["+1 roll","+2"]`, `"used":["+2","+1 roll"]`, "not among"},
		{"bad card", `"drawn":["-1"]`, `"drawn":["-1 @Q @R"]`, "targets[1]: drawn: card 0"},
		{"cards not in play", `"drawn":["-1"]`, `"drawn":["+0"],"zzz":1`, "unknown field"},
		{"in play differs", `"drawn":["-1"],"used":["-1"]`, `"drawn":["+0"],"used":["+0"]`, "not the cards in play"},
		{"log id", `{"id":"attack.value","value":2}`, `{"id":"attack.nope","value":2}`, "log[0]"},
		{"negative", `"damage":`, `"damage":-`, "below 0"},
		{"deck not attacking", `"attacking":true`, `"attacking":false`, ""},
	}
	for _, tc := range tests {
		if !strings.Contains(good, tc.from) {
			t.Fatalf("%s: the snapshot has no %s:\n%s", tc.name, tc.from, good)
		}
		bad := strings.Replace(good, tc.from, tc.to, 1)
		_, err := UnmarshalScenario([]byte(bad))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}

func TestScenarioAttackOdds(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 3)))
	scnMust(t, s.addCharacter(scnChar("b", 0, 1, 10)))
	stackDeck(t, s, "a", "+0", "+1", "-1", "x2")
	// Strengthened: advantage; a ranged attack on an adjacent target: disadvantage; they cancel.
	scnMust(t, s.addCondition("a", modifier.Strengthen))
	before := scnSnapshot(t, s)
	d, err := s.AttackOdds("a", modifier.Attack{Value: 2, Ranged: true}, "rat-1")
	scnMust(t, err)
	// Normal draw of one of +0, +1, -1, x2: damage 2, 3, 1, 4; kills at 3 or 4.
	if got := d.ExpectedDamage().RatString(); got != "5/2" {
		t.Errorf("expected damage %s, want 5/2", got)
	}
	if got := d.KillChance().RatString(); got != "1/2" {
		t.Errorf("kill chance %s, want 1/2", got)
	}
	if _, err := s.AttackOdds("a", modifier.Attack{Value: 2}, "b"); err == nil || !strings.Contains(err.Error(), "ally") {
		t.Errorf("odds on an ally: %v", err)
	}
	// The same odds from the plain input, worked out away from the scenario.
	in, err := s.AttackOddsInput("a", modifier.Attack{Value: 2, Ranged: true}, "rat-1")
	scnMust(t, err)
	d2, err := modifier.Odds(in)
	scnMust(t, err)
	if d2.ExpectedDamage().Cmp(d.ExpectedDamage()) != 0 || d2.KillChance().Cmp(d.KillChance()) != 0 {
		t.Errorf("odds from the input: %s / %s", d2.ExpectedDamage().RatString(), d2.KillChance().RatString())
	}
	if _, err := s.AttackOddsInput("a", modifier.Attack{Value: 2}, "b"); err == nil {
		t.Error("odds input on an ally")
	}
	if !bytes.Equal(before, scnSnapshot(t, s)) {
		t.Error("the odds changed the scenario")
	}
}

// FuzzPendingAttackSnapshot reads snapshots holding a pending attack: what
// reads back writes the same document again, and its attack applies.
func FuzzPendingAttackSnapshot(f *testing.F) {
	s := propertyScenario(f, 5)
	must := func(err error) {
		if err != nil {
			f.Fatal(err)
		}
	}
	must(s.addCondition("rat-1", modifier.Poison))
	must(s.addBonus("rat-2", modifier.Bonus{Kind: modifier.BonusShield, Value: 1, Uses: 2}))
	_, err := s.drawAttack("a", modifier.Attack{Value: 3, Modifiers: []modifier.Adjustment{modifier.PoisonPlace, {Op: modifier.OpDouble}}, Advantage: true,
		Pierce: 1, Effects: []modifier.Effect{{Kind: modifier.Push, Amount: 1}, {Kind: modifier.Fire}}}, []string{"rat-1", "rat-2"})
	must(err)
	f.Add(scnSnapshot(f, s))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := UnmarshalScenario(data)
		if err != nil {
			return
		}
		out := scnSnapshot(t, s)
		back, err := UnmarshalScenario(out)
		if err != nil {
			t.Fatalf("a snapshot this program wrote does not read back: %v\n%s", err, out)
		}
		if again := scnSnapshot(t, back); !bytes.Equal(again, out) {
			t.Fatalf("round trip differs:\n%s\n%s", out, again)
		}
		if _, ok := s.PendingAttack(); ok {
			if _, err := s.applyAttack(); err != nil {
				t.Fatalf("a pending attack read back does not apply: %v", err)
			}
		}
	})
}

// The odds of a monster's attack from the hex its turn ends on: a ranged
// attack from a hex next to the target has disadvantage, from farther away
// not; the target's shield counts.
func TestAttackOddsFrom(t *testing.T) {
	s := newTestScenario(t)
	hero := scnChar("a", 3, 0, 10)
	hero.Shield = 0
	scnMust(t, s.addCharacter(hero))
	scnMust(t, s.addMonster(scnMonster("archer", 1, false, 0, 0, 5)))
	stackDeck(t, s, "", "+0", "-1", "x2", "null")
	a := modifier.Attack{Value: 2, Ranged: true, Range: 3}
	near, err := s.AttackOddsFrom("archer-1", hexgrid.H(2, 0), a, "a")
	scnMust(t, err)
	far, err := s.AttackOddsFrom("archer-1", hexgrid.H(0, 0), a, "a")
	scnMust(t, err)
	if near.ExpectedDamage().Cmp(far.ExpectedDamage()) >= 0 {
		t.Errorf("from next to the target (disadvantage) %s, from afar %s: want less next to it",
			near.ExpectedDamage().RatString(), far.ExpectedDamage().RatString())
	}
	// Far, normal draw of +0, -1, x2, null: 2, 1, 4, 0.
	if got := far.ExpectedDamage().RatString(); got != "7/4" {
		t.Errorf("expected damage from afar %s, want 7/4", got)
	}
	if _, err := s.AttackOddsFrom("archer-1", hexgrid.H(2, 0), a, "archer-1"); err == nil {
		t.Error("odds against itself")
	}
}
