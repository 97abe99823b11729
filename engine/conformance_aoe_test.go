package engine_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/hexgrid"
)

func init() {
	registerKind("aoe", runAoECase)
}

type aoeFigure struct {
	ID   string `json:"id"`
	Side string `json:"side"`
	At   [2]int `json:"at"`
}

type aoeTemplate struct {
	Self  bool     `json:"self"`
	Hexes [][2]int `json:"hexes"`
}

// aoePlacement: `at` may be left out for a template with the grey hex (it
// is placed on the attacker).
type aoePlacement struct {
	At       *[2]int `json:"at"`
	Rotation int     `json:"rotation"`
	Mirror   bool    `json:"mirror"`
}

type aoeExpect struct {
	Valid        *bool    `json:"valid"`
	Melee        *bool    `json:"melee"`
	Targets      []string `json:"targets"`
	Disadvantage []string `json:"disadvantage"`
}

type aoeCase struct {
	Kind      string       `json:"kind"`
	Name      string       `json:"name"`
	Rule      string       `json:"rule"`
	Rules     string       `json:"rules"`
	Map       losMap       `json:"map"`
	Figures   []aoeFigure  `json:"figures"`
	Attacker  string       `json:"attacker"`
	Range     int          `json:"range"`
	Template  aoeTemplate  `json:"template"`
	Placement aoePlacement `json:"placement"`
	Expect    aoeExpect    `json:"expect"`
}

func runAoECase(t *testing.T, raw json.RawMessage) {
	var c aoeCase
	decodeStrict(t, raw, &c)
	m := c.Map.build(t, caseRules(t, c.Rules))
	var figures []engine.Standing
	var attackerAt hexgrid.Hex
	for _, f := range c.Figures {
		figures = append(figures, engine.Standing{ID: f.ID, Side: engine.Side(f.Side), At: losHex(f.At)})
		if f.ID == c.Attacker {
			attackerAt = losHex(f.At)
		}
	}
	tpl := hexgrid.Template{Self: c.Template.Self}
	for _, h := range c.Template.Hexes {
		tpl.Hexes = append(tpl.Hexes, losHex(h))
	}
	p := hexgrid.Placement{Rotation: c.Placement.Rotation, Mirror: c.Placement.Mirror}
	switch {
	case c.Placement.At != nil:
		p.At = losHex(*c.Placement.At)
	case tpl.Self:
		p.At = attackerAt
	default:
		t.Fatalf("placement.at is required for a template without the grey hex")
	}
	e := c.Expect
	if e.Valid == nil && e.Melee == nil && e.Targets == nil && e.Disadvantage == nil {
		t.Fatalf("expect holds nothing to check")
	}
	got, err := engine.ResolveArea(m, figures, c.Attacker, c.Range, tpl, p)
	if err != nil {
		t.Fatalf("resolve: %v", err)
	}
	if e.Valid != nil && got.Valid != *e.Valid {
		t.Errorf("valid: expected %v, got %v", *e.Valid, got.Valid)
	}
	if e.Melee != nil && got.Melee != *e.Melee {
		t.Errorf("melee: expected %v, got %v", *e.Melee, got.Melee)
	}
	if e.Targets != nil && !aoeSameSet(e.Targets, got.Targets) {
		t.Errorf("targets: expected %v, got %v (red hexes %v)", e.Targets, got.Targets, got.Hexes)
	}
	if e.Disadvantage != nil && !aoeSameSet(e.Disadvantage, got.Disadvantage) {
		t.Errorf("disadvantage: expected %v, got %v", e.Disadvantage, got.Disadvantage)
	}
}

// aoeSameSet compares two id lists as sets.
func aoeSameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
