package engine_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/rules"
)

func init() { registerKind("attack", runAttackCase) }

type atkCase struct {
	Kind string `json:"kind"`
	Name string `json:"name"`
	Rule string `json:"rule"`
	// Rules is the edition whose rules the attack follows; "" is
	// gloomhaven.
	Rules   string      `json:"rules"`
	Draw    []string    `json:"draw"`
	Discard []string    `json:"discard"`
	Attack  atkSpec     `json:"attack"`
	Targets []atkTarget `json:"targets"`
	// Error, where true, says the attack must be refused and change nothing.
	Error  bool      `json:"error"`
	Expect atkExpect `json:"expect"`
}

type atkSpec struct {
	Value        int      `json:"value"`
	Modifiers    []string `json:"modifiers"`
	Advantage    bool     `json:"advantage"`
	Disadvantage bool     `json:"disadvantage"`
	Ranged       bool     `json:"ranged"`
	Pierce       int      `json:"pierce"`
	Effects      []string `json:"effects"`
	Target       int      `json:"target"` // Target X; 0 for no limit
	// AllyAdjacent is added to the value against a target adjacent to
	// one of the attacker's allies (a monster card's effect).
	AllyAdjacent int `json:"ally_adjacent"`
}

type atkBonus struct {
	Kind     string `json:"kind"`
	Value    int    `json:"value"`
	Uses     int    `json:"uses"`
	Duration string `json:"duration"`
}

type atkTarget struct {
	ID       string `json:"id"`
	HP       int    `json:"hp"`
	Shield   int    `json:"shield"`
	Adjacent bool   `json:"adjacent"`
	Summoned bool   `json:"summoned"`
	Spawned  bool   `json:"spawned"`
	Poisoned bool   `json:"poisoned"`
	// Conditions are the target's conditions that change an attack on it:
	// poison (as Poisoned), brittle and ward.
	Conditions []string   `json:"conditions"`
	Bonuses    []atkBonus `json:"bonuses"`
	// AllyAdjacent: the target is adjacent to one of the attacker's allies.
	AllyAdjacent bool `json:"ally_adjacent"`
}

type atkExpectTarget struct {
	ID      string      `json:"id"`
	Drawn   *[]string   `json:"drawn"`
	Used    *[]string   `json:"used"`
	Attack  *int        `json:"attack"`
	Damage  *int        `json:"damage"`
	HP      *int        `json:"hp"`
	Dead    *bool       `json:"dead"`
	Money   *bool       `json:"money"`
	Effects *[]string   `json:"effects"`
	Bonuses *[]atkBonus `json:"bonuses"`
	// Spent are the target's conditions the attack's damage used up
	// (brittle, ward), compared as a set.
	Spent *[]string `json:"spent"`
}

type atkExpect struct {
	Targets           []atkExpectTarget `json:"targets"`
	Draw              *[]string         `json:"draw"`
	Discard           *[]string         `json:"discard"`
	Removed           *[]string         `json:"removed"`
	ShuffleAtRoundEnd *bool             `json:"shuffle_at_round_end"`
}

func atkBonuses(t *testing.T, where string, list []atkBonus) modifier.Bonuses {
	t.Helper()
	out := modifier.Bonuses{}
	for i, b := range list {
		got, err := modifier.ParseBonus(b.Kind, b.Value, b.Uses, b.Duration)
		if err != nil {
			t.Fatalf("%s bonus %d: %v", where, i, err)
		}
		out = append(out, got)
	}
	return out
}

// atkEffectTokens parses effect tokens ("push:2", "poison") and returns them
// canonical and sorted, to compare as sets.
func atkEffectTokens(t *testing.T, tokens []string) []modifier.Effect {
	t.Helper()
	out := []modifier.Effect{}
	for i, tok := range tokens {
		c, err := modifier.ParseCard("+0 " + tok)
		if err != nil || len(c.Effects()) != 1 {
			t.Fatalf("effect %d %q: not an effect token (%v)", i, tok, err)
		}
		out = append(out, c.Effects()[0])
	}
	return out
}

func atkEffectSet(es []modifier.Effect) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.String()
	}
	slices.Sort(out)
	return out
}

// atkConditions sets the defender's conditions that change an attack on it.
func atkConditions(t *testing.T, where string, names []string, d *modifier.Defender) {
	t.Helper()
	for i, n := range names {
		k, ok := modifier.ParseEffectKind(n)
		switch {
		case ok && k == modifier.Poison:
			d.Poisoned = true
		case ok && k == modifier.Brittle:
			d.Brittle = true
		case ok && k == modifier.Ward:
			d.Ward = true
		default:
			t.Fatalf("%s condition %d: %q is not poison, brittle or ward", where, i, n)
		}
	}
}

func runAttackCase(t *testing.T, raw json.RawMessage) {
	var c atkCase
	decodeStrict(t, raw, &c)
	draw, err := modifier.ParseCards(c.Draw)
	if err != nil {
		t.Fatalf("draw: %v", err)
	}
	discard, err := modifier.ParseCards(c.Discard)
	if err != nil {
		t.Fatalf("discard: %v", err)
	}
	owner, _ := deckOwnerFor("", draw, discard)
	src := modifier.NewSource(deckCaseSeed)
	deck, err := modifier.RestoreDeck(modifier.DeckState{Owner: owner, Draw: draw, Discard: discard}, src, nil)
	if err != nil {
		t.Fatalf("build deck: %v", err)
	}

	ed, err := rules.Parse(c.Rules)
	if err != nil {
		t.Fatal(err)
	}
	a := modifier.Attack{
		Value: c.Attack.Value, Advantage: c.Attack.Advantage, Disadvantage: c.Attack.Disadvantage,
		Ranged: c.Attack.Ranged, Pierce: c.Attack.Pierce, MaxTargets: c.Attack.Target,
		Effects: atkEffectTokens(t, c.Attack.Effects), Rules: ed, AllyAdjacent: c.Attack.AllyAdjacent,
	}
	for i, s := range c.Attack.Modifiers {
		m, err := modifier.ParseAdjustment(s)
		if err != nil {
			t.Fatalf("attack modifier %d: %v", i, err)
		}
		a.Modifiers = append(a.Modifiers, m)
	}
	if c.Rules != "" {
		if _, err := rules.Parse(c.Rules); err != nil {
			t.Fatalf("rules: %v", err)
		}
	}
	var defenders []modifier.Defender
	for i, tg := range c.Targets {
		d := modifier.Defender{
			ID: tg.ID, HP: tg.HP, Shield: tg.Shield, Adjacent: tg.Adjacent, Summoned: tg.Summoned,
			Spawned: tg.Spawned, Poisoned: tg.Poisoned, Bonuses: atkBonuses(t, fmt.Sprintf("target %d", i), tg.Bonuses),
			AllyAdjacent: tg.AllyAdjacent,
		}
		atkConditions(t, fmt.Sprintf("target %d", i), tg.Conditions, &d)
		defenders = append(defenders, d)
	}

	before, srcBefore := deck.State(), deckSourceState(t, src)
	res, err := modifier.ResolveAttack(deck, a, defenders)
	if c.Error {
		if err == nil {
			t.Fatalf("expected the attack to be refused; got %+v", res)
		}
		t.Logf("refused as expected: %v", err)
		if !reflect.DeepEqual(before, deck.State()) || !slices.Equal(srcBefore, deckSourceState(t, src)) {
			t.Fatalf("refused attack changed the deck: %s", deckDescribe(deck))
		}
	} else if err != nil {
		t.Fatalf("resolve attack: %v", err)
	}
	for _, r := range res.Targets {
		t.Logf("%s: %s", r.ID, r.Log)
	}

	if c.Expect.Targets != nil && len(c.Expect.Targets) != len(res.Targets) {
		t.Fatalf("targets: expected %d results, got %d", len(c.Expect.Targets), len(res.Targets))
	}
	for i, want := range c.Expect.Targets {
		got := res.Targets[i]
		where := fmt.Sprintf("target %d (%s)", i, want.ID)
		fail := func(field string, w, g any) {
			t.Errorf("%s: %s: expected %v, got %v (log: %s)", where, field, w, g, got.Log)
		}
		if want.ID != got.ID {
			fail("id", want.ID, got.ID)
		}
		if want.Drawn != nil {
			if w, g := deckCanon(t, *want.Drawn), deckStrings(got.Drawn); !slices.Equal(w, g) {
				fail("drawn", w, g)
			}
		}
		if want.Used != nil {
			if w, g := deckCanon(t, *want.Used), deckStrings(got.Used); !slices.Equal(w, g) {
				fail("used", w, g)
			}
		}
		if want.Attack != nil && *want.Attack != got.Attack {
			fail("attack", *want.Attack, got.Attack)
		}
		if want.Damage != nil && *want.Damage != got.Damage {
			fail("damage", *want.Damage, got.Damage)
		}
		if want.HP != nil && *want.HP != got.HP {
			fail("hp", *want.HP, got.HP)
		}
		if want.Dead != nil && *want.Dead != got.Dead {
			fail("dead", *want.Dead, got.Dead)
		}
		if want.Money != nil && *want.Money != got.Money {
			fail("money", *want.Money, got.Money)
		}
		if want.Effects != nil {
			if w, g := atkEffectSet(atkEffectTokens(t, *want.Effects)), atkEffectSet(got.Effects); !slices.Equal(w, g) {
				fail("effects", w, g)
			}
		}
		if want.Spent != nil {
			w := slices.Sorted(slices.Values(*want.Spent))
			var g []string
			for _, k := range got.Spent {
				g = append(g, k.String())
			}
			slices.Sort(g)
			if !slices.Equal(w, g) {
				fail("spent", w, g)
			}
		}
		if want.Bonuses != nil {
			w := atkBonuses(t, where+" expected", *want.Bonuses)
			if !reflect.DeepEqual(w, got.Bonuses) && !(len(w) == 0 && len(got.Bonuses) == 0) {
				fail("bonuses", w, got.Bonuses)
			}
		}
	}
	e := c.Expect
	if e.Draw != nil {
		if w, g := deckCanon(t, *e.Draw), deckStrings(deck.DrawPile()); !slices.Equal(w, g) {
			t.Errorf("draw: expected %v, got %v", w, g)
		}
	}
	if e.Discard != nil {
		if w, g := deckSorted(deckCanon(t, *e.Discard)), deckSorted(deckStrings(deck.DiscardPile())); !slices.Equal(w, g) {
			t.Errorf("discard: expected %v, got %v", w, g)
		}
	}
	if e.Removed != nil {
		if w, g := deckSorted(deckCanon(t, *e.Removed)), deckSorted(deckStrings(deck.Removed())); !slices.Equal(w, g) {
			t.Errorf("removed: expected %v, got %v", w, g)
		}
	}
	if e.ShuffleAtRoundEnd != nil && *e.ShuffleAtRoundEnd != deck.ShufflePending() {
		t.Errorf("shuffle_at_round_end: expected %v, got %v", *e.ShuffleAtRoundEnd, deck.ShufflePending())
	}
	if len(deck.InPlay()) != 0 {
		t.Errorf("cards still in play after the attack: %v", deckStrings(deck.InPlay()))
	}
}
