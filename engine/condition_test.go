package engine

import (
	"encoding/json"
	"slices"
	"testing"
)

func TestConditionExpiry(t *testing.T) {
	// Each case applies one condition at a moment and then runs the bearer's
	// turn ends; "lasts" is how many of the bearer's turn ends it survives.
	tests := []struct {
		cond          EffectKind
		duringOwnTurn bool
		lasts         int // -1: never expires by itself
	}{
		{Immobilize, false, 0},
		{Disarm, false, 0},
		{Stun, false, 0},
		{Muddle, false, 0},
		{Invisible, false, 0},
		{Strengthen, false, 0},
		{Immobilize, true, 1},
		{Disarm, true, 1},
		{Stun, true, 1},
		{Muddle, true, 1},
		{Invisible, true, 1},
		{Strengthen, true, 1},
		{Poison, false, -1},
		{Wound, false, -1},
		{Poison, true, -1},
		{Wound, true, -1},
	}
	for _, tc := range tests {
		var c Conditions
		scnMust(t, c.Add(tc.cond, tc.duringOwnTurn))
		survived := 0
		for ; survived < 5; survived++ {
			expired := c.EndTurn()
			if !c.Has(tc.cond) {
				if !slices.Equal(expired, []EffectKind{tc.cond}) {
					t.Errorf("%s: EndTurn reported %v", tc.cond, expired)
				}
				break
			}
			if len(expired) != 0 {
				t.Errorf("%s: EndTurn reported %v while it stays", tc.cond, expired)
			}
		}
		want := tc.lasts
		if want < 0 {
			want = 5
		}
		if survived != want {
			t.Errorf("%s applied (own turn %v): survived %d turn ends, want %d", tc.cond, tc.duringOwnTurn, survived, want)
		}
	}
}

func TestConditionReapplyResetsDuration(t *testing.T) {
	var c Conditions
	scnMust(t, c.Add(Stun, false))
	scnMust(t, c.Add(Stun, true)) // applied again during its own turn
	if c.EndTurn() != nil || !c.Has(Stun) {
		t.Fatal("a stun reapplied during the bearer's turn must outlast that turn")
	}
	if got := c.EndTurn(); !slices.Equal(got, []EffectKind{Stun}) || c.Has(Stun) {
		t.Fatalf("second end of turn: expired %v, has %v", got, c.Has(Stun))
	}
}

func TestConditionAddRefusesNonConditions(t *testing.T) {
	var c Conditions
	for _, k := range []EffectKind{Push, Heal, Fire, EffectKind(0), Blesses + 1} {
		if err := c.Add(k, false); err == nil {
			t.Errorf("Add(%s): no error", k)
		}
	}
	if c != (Conditions{}) {
		t.Fatalf("refused adds changed the set: %+v", c)
	}
}

func TestConditionsListAndRemove(t *testing.T) {
	var c Conditions
	for _, k := range []EffectKind{Strengthen, Poison, Stun} {
		scnMust(t, c.Add(k, false))
	}
	if got := c.List(); !slices.Equal(got, []EffectKind{Poison, Stun, Strengthen}) {
		t.Fatalf("List = %v", got)
	}
	if c.Len() != 3 || !c.Remove(Stun) || c.Remove(Stun) || c.Len() != 2 {
		t.Fatalf("remove: %v", c.List())
	}
}

func TestConditionsJSON(t *testing.T) {
	var c Conditions
	scnMust(t, c.Add(Wound, false))
	scnMust(t, c.Add(Muddle, true))
	data, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	if want := `[{"name":"wound"},{"name":"muddle","applied_this_turn":true}]`; string(data) != want {
		t.Fatalf("marshal = %s, want %s", data, want)
	}
	var back Conditions
	scnMust(t, json.Unmarshal(data, &back))
	if back != c {
		t.Fatalf("round trip %+v, want %+v", back, c)
	}
	if data, _ := json.Marshal(Conditions{}); string(data) != `[]` {
		t.Fatalf("empty marshals as %s", data)
	}
	for _, bad := range []string{`[{"name":"fire"}]`, `[{"name":"stun"},{"name":"stun"}]`, `[{"name":"stun","x":1}]`, `{}`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("unmarshal %s: no error", bad)
		}
	}
}
