package engine

import (
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
)

// stackDeck replaces a deck of the scenario with the given cards, top first.
func stackDeck(t *testing.T, s *Scenario, character string, cards ...string) *modifier.Deck {
	t.Helper()
	var cs []modifier.Card
	for _, c := range cards {
		cs = append(cs, modifier.MustParseCard(c))
	}
	owner := modifier.OwnerCharacter
	if character == "" {
		owner = modifier.OwnerMonster
	}
	d, err := modifier.NewDeck(owner, cs, s.src, s.supply)
	if err != nil {
		t.Fatal(err)
	}
	if character == "" {
		s.supply.Release(s.monsterDeck)
		s.monsterDeck = d
	} else {
		s.supply.Release(s.decks[character])
		s.decks[character] = d
	}
	return d
}

func TestScenarioAttackApplies(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 5)))
	scnMust(t, s.addMonster(scnMonster("rat", 2, false, 0, 1, 3)))
	g := scnMonster("rat", 3, false, 3, 0, 6)
	g.Spawned = true
	scnMust(t, s.addMonster(g))
	scnMust(t, s.addCondition("rat-1", modifier.Poison))
	stackDeck(t, s, "a", "+1 push:1 fire", "+0", "+0 wound", "+2")
	out, err := s.attack("a", modifier.Attack{Value: 2, Effects: []modifier.Effect{{Kind: modifier.Immobilize}}}, []string{"rat-1", "rat-2", "rat-3"})
	scnMust(t, err)
	// rat-1: 2 +1 poison +1 card = 4 damage, stays at 1, immobilized, pushed, fire.
	r1, _ := s.Figure("rat-1")
	if r1.HP != 1 || !r1.Conditions.Has(modifier.Immobilize) || !r1.Conditions.Has(modifier.Poison) {
		t.Fatalf("rat-1: %+v", r1)
	}
	// rat-2: 2 +0 = 2 damage, stays at 1.
	// rat-3 (spawned): 2 +0 wound = 2, stays at 4 with wound and immobilize.
	r3, _ := s.Figure("rat-3")
	if r3.HP != 4 || !slices.Equal(r3.Conditions.List(), []modifier.EffectKind{modifier.Wound, modifier.Immobilize}) {
		t.Fatalf("rat-3: %+v", r3)
	}
	if !slices.Equal(out.Infused, []modifier.EffectKind{modifier.Fire}) || s.Elements().Pending(modifier.Fire) != true {
		t.Fatalf("infused %v", out.Infused)
	}
	if !slices.Equal(out.Forced, []ForcedMove{{Target: "rat-1", Kind: modifier.Push, Amount: 1}}) {
		t.Fatalf("forced %v", out.Forced)
	}
	if r, _ := s.Figure("rat-1"); r.At != hexgrid.H(1, 0) {
		t.Fatal("a push was applied by the scenario")
	}

	// Second attack: kills rat-1 (money) and rat-3 (spawned: no money).
	stackDeck(t, s, "a", "+0", "x2 shuffle")
	out, err = s.attack("a", modifier.Attack{Value: 2, Effects: []modifier.Effect{{Kind: modifier.Stun}}}, []string{"rat-1", "rat-3"})
	scnMust(t, err)
	if out.Targets[0].Fallen == nil || !out.Targets[0].Fallen.Money || s.Money(hexgrid.H(1, 0)) != 1 {
		t.Fatalf("rat-1 should die leaving money: %+v", out.Targets[0].Fallen)
	}
	if out.Targets[1].Fallen == nil || out.Targets[1].Fallen.Money || s.Money(hexgrid.H(3, 0)) != 0 {
		t.Fatalf("spawned rat-3 should die without money: %+v", out.Targets[1].Fallen)
	}
	for _, o := range out.Targets {
		if len(o.Conditions) != 0 {
			t.Fatalf("a dead target received %v", o.Conditions)
		}
	}
	if _, taken := s.FigureAt(hexgrid.H(1, 0)); taken {
		t.Fatal("a dead monster still stands on its hex")
	}
	if d := s.decks["a"]; !d.ShufflePending() {
		t.Fatal("x2 shuffle drawn: shuffle pending")
	}
	if n := s.lootMoney(hexgrid.H(1, 0)); n != 1 || s.Money(hexgrid.H(1, 0)) != 0 {
		t.Fatalf("loot %d", n)
	}
}

func TestScenarioAttackModes(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 20)))
	scnMust(t, s.addMonster(scnMonster("rat", 2, false, 3, 0, 20)))
	tests := []struct {
		name  string
		cond  modifier.EffectKind
		a     modifier.Attack
		tgt   string
		want  modifier.Mode
		cards []string
	}{
		{"strengthen gives advantage", modifier.Strengthen, modifier.Attack{Value: 1}, "rat-2", modifier.Advantage, []string{"+0", "+1"}},
		{"muddle gives disadvantage", modifier.Muddle, modifier.Attack{Value: 1}, "rat-2", modifier.Disadvantage, []string{"+0", "+1"}},
		{"ranged adjacent: disadvantage", 0, modifier.Attack{Value: 1, Ranged: true}, "rat-1", modifier.Disadvantage, []string{"+0", "+1"}},
		{"ranged not adjacent: normal", 0, modifier.Attack{Value: 1, Ranged: true}, "rat-2", modifier.Normal, []string{"+0"}},
		{"strengthen and ranged adjacent cancel", modifier.Strengthen, modifier.Attack{Value: 1, Ranged: true}, "rat-1", modifier.Normal, []string{"+0"}},
	}
	for _, tc := range tests {
		for _, k := range []modifier.EffectKind{modifier.Strengthen, modifier.Muddle} {
			s.byID["a"].Conditions.Remove(k)
		}
		if tc.cond != 0 {
			scnMust(t, s.addCondition("a", tc.cond))
		}
		stackDeck(t, s, "a", tc.cards...)
		out, err := s.attack("a", tc.a, []string{tc.tgt})
		scnMust(t, err)
		if got := out.Targets[0].Result.Mode; got != tc.want {
			t.Errorf("%s: mode %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestScenarioAttackRefusals(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addCharacter(scnChar("b", 0, 1, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 5)))
	scnMust(t, s.addMonster(scnMonster("rat", 2, false, 3, 0, 5)))
	scnMust(t, s.addCondition("rat-2", modifier.Invisible))
	scnMust(t, s.addCondition("b", modifier.Disarm))
	before := s.byID["rat-1"].HP
	tests := []struct {
		attacker string
		targets  []string
		want     string
	}{
		{"a", []string{"b"}, "ally"},
		{"a", []string{"rat-2"}, "invisible"},
		{"b", []string{"rat-1"}, "disarmed"},
		{"a", []string{"nobody"}, "no figure"},
		{"a", []string{"rat-1", "rat-1"}, "twice"},
		{"a", nil, "no target"},
	}
	for _, tc := range tests {
		_, err := s.attack(tc.attacker, modifier.Attack{Value: 3}, tc.targets)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s on %v: %v, want an error with %q", tc.attacker, tc.targets, err, tc.want)
		}
	}
	if s.byID["rat-1"].HP != before {
		t.Fatal("a refused attack changed hit points")
	}
	if d := s.decks["a"]; d.DrawCount() != 20 {
		t.Fatalf("a refused attack drew cards: %d left", d.DrawCount())
	}
}

func TestScenarioSummonUsesSummonerDeck(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.summon(scnSummon("wolf", "a", 0, 1, 4)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 1, 9)))
	stackDeck(t, s, "a", "+2")
	stackDeck(t, s, "", "-2 @M")
	if _, err := s.attack("wolf", modifier.Attack{Value: 1}, []string{"rat-1"}); err != nil {
		t.Fatal(err)
	}
	if r, _ := s.Figure("rat-1"); r.HP != 6 {
		t.Fatalf("the summon drew from the wrong deck: rat at %d", r.HP)
	}
	if _, err := s.attack("rat-1", modifier.Attack{Value: 3}, []string{"wolf"}); err != nil {
		t.Fatal(err)
	}
	if w, _ := s.Figure("wolf"); w.HP != 3 {
		t.Fatalf("the monster drew from the wrong deck: wolf at %d", w.HP)
	}
}

func TestScenarioArea(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addCharacter(scnChar("b", 1, 1, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 5)))
	scnMust(t, s.addMonster(scnMonster("rat", 2, false, 2, 0, 5)))
	scnMust(t, s.addMonster(scnMonster("rat", 3, false, 3, 0, 5)))
	scnMust(t, s.addCondition("rat-3", modifier.Invisible))
	// A line of three hexes from the attacker, and one hex below.
	tpl := hexgrid.Template{Self: true, Hexes: []hexgrid.Hex{hexgrid.H(1, 0), hexgrid.H(2, 0), hexgrid.H(3, 0), hexgrid.H(1, 1)}}
	res, err := s.Area("a", 0, tpl, hexgrid.Placement{At: hexgrid.H(0, 0)})
	scnMust(t, err)
	if !res.Valid || !slices.Equal(res.Targets, []string{"rat-1", "rat-2"}) || !slices.Equal(res.Allies, []string{"b"}) {
		t.Fatalf("area: %+v (the invisible rat-3 cannot be targeted, the ally b is not)", res)
	}
	if got := len(s.Standings()); got != 5 {
		t.Fatalf("standings: %d figures", got)
	}
	if _, err := s.Area("nobody", 0, tpl, hexgrid.Placement{}); err == nil {
		t.Fatal("unknown attacker: no error")
	}
}

// An element infusion on a used modifier card (or on the ability) is the
// attacker's: it happens even when the target falls, while the effects on
// the target itself are lost with it.
func TestScenarioAttackInfusesWhenTheTargetFalls(t *testing.T) {
	s := newTestScenario(t)
	scnMust(t, s.addCharacter(scnChar("a", 0, 0, 10)))
	scnMust(t, s.addMonster(scnMonster("rat", 1, false, 1, 0, 2)))
	stackDeck(t, s, "a", "+1 poison dark", "+0")
	out, err := s.attack("a", modifier.Attack{Value: 2, Effects: []modifier.Effect{{Kind: modifier.Ice}}}, []string{"rat-1"})
	scnMust(t, err)
	if out.Targets[0].Fallen == nil {
		t.Fatal("rat-1 should fall")
	}
	if !slices.Equal(out.Infused, []modifier.EffectKind{modifier.Ice, modifier.Dark}) || !s.Elements().Pending(modifier.Dark) || !s.Elements().Pending(modifier.Ice) {
		t.Fatalf("infused %v, want ice and dark", out.Infused)
	}
	if len(out.Targets[0].Conditions) != 0 {
		t.Fatalf("a fallen target received %v", out.Targets[0].Conditions)
	}
}
