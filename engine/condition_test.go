package engine

import (
	"encoding/json"
	"github.com/haventable/haventable/engine/modifier"
	"slices"
	"testing"
)

func TestConditionExpiry(t *testing.T) {
	// Each case applies one condition at a moment and then runs the bearer's
	// turn ends; "lasts" is how many of the bearer's turn ends it survives.
	tests := []struct {
		cond          modifier.EffectKind
		duringOwnTurn bool
		lasts         int // -1: never expires by itself
	}{
		{modifier.Immobilize, false, 0},
		{modifier.Disarm, false, 0},
		{modifier.Stun, false, 0},
		{modifier.Muddle, false, 0},
		{modifier.Invisible, false, 0},
		{modifier.Strengthen, false, 0},
		{modifier.Immobilize, true, 1},
		{modifier.Disarm, true, 1},
		{modifier.Stun, true, 1},
		{modifier.Muddle, true, 1},
		{modifier.Invisible, true, 1},
		{modifier.Strengthen, true, 1},
		{modifier.Poison, false, -1},
		{modifier.Wound, false, -1},
		{modifier.Poison, true, -1},
		{modifier.Wound, true, -1},
	}
	for _, tc := range tests {
		var c Conditions
		scnMust(t, c.Add(tc.cond, tc.duringOwnTurn))
		survived := 0
		for ; survived < 5; survived++ {
			expired := c.EndTurn()
			if !c.Has(tc.cond) {
				if !slices.Equal(expired, []modifier.EffectKind{tc.cond}) {
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
	scnMust(t, c.Add(modifier.Stun, false))
	scnMust(t, c.Add(modifier.Stun, true)) // applied again during its own turn
	if c.EndTurn() != nil || !c.Has(modifier.Stun) {
		t.Fatal("a stun reapplied during the bearer's turn must outlast that turn")
	}
	if got := c.EndTurn(); !slices.Equal(got, []modifier.EffectKind{modifier.Stun}) || c.Has(modifier.Stun) {
		t.Fatalf("second end of turn: expired %v, has %v", got, c.Has(modifier.Stun))
	}
}

func TestConditionAddRefusesNonConditions(t *testing.T) {
	var c Conditions
	for _, k := range []modifier.EffectKind{modifier.Push, modifier.Heal, modifier.Fire, modifier.EffectKind(0), modifier.Blesses, modifier.Plague + 1} {
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
	for _, k := range []modifier.EffectKind{modifier.Strengthen, modifier.Poison, modifier.Stun} {
		scnMust(t, c.Add(k, false))
	}
	if got := c.List(); !slices.Equal(got, []modifier.EffectKind{modifier.Poison, modifier.Stun, modifier.Strengthen}) {
		t.Fatalf("List = %v", got)
	}
	if c.Len() != 3 || !c.Remove(modifier.Stun) || c.Remove(modifier.Stun) || c.Len() != 2 {
		t.Fatalf("remove: %v", c.List())
	}
}

func TestConditionsJSON(t *testing.T) {
	var c Conditions
	scnMust(t, c.Add(modifier.Wound, false))
	scnMust(t, c.Add(modifier.Muddle, true))
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
