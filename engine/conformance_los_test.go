package engine_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

func init() {
	registerKind("los", runLOSCase)
	registerKind("range", runLOSCase)
}

// losMap is the `map` object of the los, range and aoe kinds.
type losMap struct {
	Hexes [][2]int    `json:"hexes"`
	Walls [][2][2]int `json:"walls"`
}

// caseRules reads a case's optional `rules` (the empty name is
// rules.Default), failing the test on an unknown edition.
func caseRules(t *testing.T, name string) rules.Edition {
	t.Helper()
	e, err := rules.Parse(name)
	if err != nil {
		t.Fatalf("rules: %v", err)
	}
	return e
}

// build turns the case's map into a hexgrid.Map with the sight rule of
// edition e, failing the test on a bad map.
func (lm losMap) build(t *testing.T, e rules.Edition) *hexgrid.Map {
	t.Helper()
	spec := hexgrid.MapSpec{}
	if e.SightFromAnyPoint() {
		spec.Sight = hexgrid.SightAnyPoint
	}
	for _, h := range lm.Hexes {
		spec.Hexes = append(spec.Hexes, losHex(h))
	}
	for i, w := range lm.Walls {
		e, ok := hexgrid.EdgeBetween(losHex(w[0]), losHex(w[1]))
		if !ok {
			t.Fatalf("map.walls[%d] %v: hexes are not neighbours", i, w)
		}
		spec.Walls = append(spec.Walls, e)
	}
	m, err := hexgrid.NewMap(spec)
	if err != nil {
		t.Fatalf("map: %v", err)
	}
	return m
}

func losHex(h [2]int) hexgrid.Hex { return hexgrid.H(h[0], h[1]) }

// losCheck is one check: `visible` and/or `range`. A `range` of null (or
// any negative number, since no range is negative) expects the hexes to be
// unreachable from one another.
type losCheck struct {
	From    [2]int          `json:"from"`
	To      [2]int          `json:"to"`
	Visible *bool           `json:"visible"`
	Range   json.RawMessage `json:"range"`
}

type losCase struct {
	Kind   string     `json:"kind"`
	Name   string     `json:"name"`
	Rule   string     `json:"rule"`
	Rules  string     `json:"rules"`
	Map    losMap     `json:"map"`
	Checks []losCheck `json:"checks"`
}

func runLOSCase(t *testing.T, raw json.RawMessage) {
	var c losCase
	decodeStrict(t, raw, &c)
	if len(c.Checks) == 0 {
		t.Fatalf("case has no checks")
	}
	m := c.Map.build(t, caseRules(t, c.Rules))
	for i, ch := range c.Checks {
		from, to := losHex(ch.From), losHex(ch.To)
		label := fmt.Sprintf("checks[%d] %v -> %v", i, from, to)
		if ch.Visible == nil && ch.Range == nil {
			t.Errorf("%s: neither visible nor range to check", label)
			continue
		}
		if ch.Visible != nil {
			if got := m.Sees(from, to); got != *ch.Visible {
				t.Errorf("%s: visible: expected %v, got %v", label, *ch.Visible, got)
			}
			if back := m.Sees(to, from); back != m.Sees(from, to) {
				t.Errorf("%s: line of sight is not symmetric", label)
			}
		}
		if ch.Range != nil {
			want, reachable, err := losParseRange(ch.Range)
			if err != nil {
				t.Errorf("%s: range: %v", label, err)
				continue
			}
			got, ok := m.Range(from, to)
			switch {
			case !reachable && ok:
				t.Errorf("%s: range: expected unreachable, got %d", label, got)
			case reachable && !ok:
				t.Errorf("%s: range: expected %d, got unreachable", label, want)
			case reachable && got != want:
				t.Errorf("%s: range: expected %d, got %d", label, want, got)
			}
		}
	}
}

// losParseRange reads an expected range: a number, or null (or a negative
// number) for unreachable.
func losParseRange(raw json.RawMessage) (n int, reachable bool, err error) {
	if bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return 0, false, nil
	}
	if err := json.Unmarshal(raw, &n); err != nil {
		return 0, false, err
	}
	return n, n >= 0, nil
}
