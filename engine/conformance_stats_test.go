package engine_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/battle"
)

func init() { registerKind("stats", runStatsCase) }

// statsCase is one case of kind "stats" (see the conformance README).
type statsCase struct {
	Kind  string      `json:"kind"`
	Name  string      `json:"name"`
	Rule  string      `json:"rule"`
	Cards []statsCard `json:"cards"`
	Steps []statsStep `json:"steps"`
}

type statsCard struct {
	ID        string        `json:"id"`
	Strength  *battle.Value `json:"strength"`
	Toughness *battle.Value `json:"toughness"`
	InPlay    *bool         `json:"in_play"`
}

// statsStep is one operation. strength and toughness are amounts or values
// (strings) for change, set and enhance, and booleans for multiply, so they
// are decoded once the op is known.
type statsStep struct {
	Op        string                 `json:"op"`
	Target    string                 `json:"target"`
	Strength  json.RawMessage        `json:"strength"`
	Toughness json.RawMessage        `json:"toughness"`
	Factor    *battle.Value          `json:"factor"`
	Ongoing   bool                   `json:"ongoing"`
	Accept    *bool                  `json:"accept"`
	Increase  *statsAmounts          `json:"increase"`
	NameMatch bool                   `json:"name_match"`
	Choose    *string                `json:"choose"`
	Error     bool                   `json:"error"`
	Expect    map[string]statsExpect `json:"expect"`
}

type statsAmounts struct {
	Strength  *battle.Value `json:"strength"`
	Toughness *battle.Value `json:"toughness"`
}

type statsExpect struct {
	Strength  *battle.Value `json:"strength"`
	Toughness *battle.Value `json:"toughness"`
	Discarded *bool         `json:"discarded"`
}

func runStatsCase(t *testing.T, raw json.RawMessage) {
	var c statsCase
	decodeStrict(t, raw, &c)
	specs := make([]battle.CardSpec, len(c.Cards))
	for i, cd := range c.Cards {
		if cd.ID == "" || cd.Strength == nil || cd.Toughness == nil {
			t.Fatalf("cards[%d]: id, strength and toughness are required", i)
		}
		specs[i] = battle.CardSpec{ID: cd.ID, Strength: *cd.Strength, Toughness: *cd.Toughness, InPlay: cd.InPlay == nil || *cd.InPlay}
	}
	b, err := battle.New(battle.PhaseDraw, specs...)
	if err != nil {
		t.Fatalf("set up: %v", err)
	}
	for i, s := range c.Steps {
		before := statsSnapshot(b)
		err := statsStepRun(b, s)
		switch {
		case s.Error && err == nil:
			t.Fatalf("steps[%d] %s: expected an error, got none; board now %s", i, s.Op, statsSnapshot(b))
		case s.Error:
			t.Logf("steps[%d] %s: refused as expected: %v", i, s.Op, err)
			if after := statsSnapshot(b); after != before {
				t.Fatalf("steps[%d] %s: refused but the board changed:\nexpected %s\ngot      %s", i, s.Op, before, after)
			}
		case err != nil:
			t.Fatalf("steps[%d] %s: expected success, got error: %v", i, s.Op, err)
		}
		for id, want := range s.Expect {
			got, err := b.Card(id)
			if err != nil {
				t.Fatalf("steps[%d] %s: expect names %v", i, s.Op, err)
			}
			if want.Strength != nil && !want.Strength.Equal(got.Strength) {
				t.Errorf("steps[%d] %s: %s strength: expected %s, got %s", i, s.Op, id, want.Strength, got.Strength)
			}
			if want.Toughness != nil && !want.Toughness.Equal(got.Toughness) {
				t.Errorf("steps[%d] %s: %s toughness: expected %s, got %s", i, s.Op, id, want.Toughness, got.Toughness)
			}
			if want.Discarded != nil && *want.Discarded != got.Discarded {
				t.Errorf("steps[%d] %s: %s discarded: expected %v, got %v", i, s.Op, id, *want.Discarded, got.Discarded)
			}
		}
		if t.Failed() {
			t.FailNow()
		}
	}
}

// statsStepRun performs one step on b.
func statsStepRun(b *battle.Board, s statsStep) error {
	var a battle.Ability
	switch s.Op {
	case "end_phase":
		b.EndPhase()
		return nil
	case "change":
		st, err := statsValue("strength", s.Strength)
		if err != nil {
			return err
		}
		to, err := statsValue("toughness", s.Toughness)
		if err != nil {
			return err
		}
		a = battle.Change{Target: s.Target, Strength: st, Toughness: to, Ongoing: s.Ongoing}
	case "multiply":
		if s.Factor == nil {
			return fmt.Errorf("multiply: factor is required")
		}
		var stats battle.Stats
		for _, f := range []struct {
			name string
			raw  json.RawMessage
			bit  battle.Stats
		}{{"strength", s.Strength, battle.Strength}, {"toughness", s.Toughness, battle.Toughness}} {
			if len(f.raw) == 0 {
				continue
			}
			var on bool
			if err := json.Unmarshal(f.raw, &on); err != nil {
				return fmt.Errorf("multiply: %s: want a boolean: %v", f.name, err)
			}
			if on {
				stats |= f.bit
			}
		}
		a = battle.Multiply{Target: s.Target, Factor: *s.Factor, Stats: stats, Ongoing: s.Ongoing}
	case "set":
		set := battle.Set{Target: s.Target, Ongoing: s.Ongoing}
		if len(s.Strength) > 0 {
			v, err := statsValue("strength", s.Strength)
			if err != nil {
				return err
			}
			set.Stats |= battle.Strength
			set.Strength = v
		}
		if len(s.Toughness) > 0 {
			v, err := statsValue("toughness", s.Toughness)
			if err != nil {
				return err
			}
			set.Stats |= battle.Toughness
			set.Toughness = v
		}
		if s.Accept != nil {
			set.Lowering = battle.Decline
			if *s.Accept {
				set.Lowering = battle.Accept
			}
		}
		a = set
	case "enhance":
		st, err := statsValue("strength", s.Strength)
		if err != nil {
			return err
		}
		to, err := statsValue("toughness", s.Toughness)
		if err != nil {
			return err
		}
		e := battle.Enhance{Target: s.Target, Strength: st, Toughness: to, NameMatch: s.NameMatch, Ongoing: s.Ongoing}
		if s.Increase != nil {
			e.Increase = &battle.Amounts{}
			if s.Increase.Strength != nil {
				e.Increase.Strength = *s.Increase.Strength
			}
			if s.Increase.Toughness != nil {
				e.Increase.Toughness = *s.Increase.Toughness
			}
		}
		if s.Choose != nil {
			switch *s.Choose {
			case "increase":
				e.Choice = battle.ChooseIncrease
			case "bonus":
				e.Choice = battle.ChooseBonus
			default:
				return fmt.Errorf("enhance: choose %q is neither \"increase\" nor \"bonus\"", *s.Choose)
			}
		}
		a = e
	default:
		return fmt.Errorf("unknown op %q", s.Op)
	}
	_, err := b.Apply(a)
	return err
}

// statsValue decodes an optional amount; absent is 0.
func statsValue(field string, raw json.RawMessage) (battle.Value, error) {
	var v battle.Value
	if len(raw) == 0 {
		return v, nil
	}
	if err := json.Unmarshal(raw, &v); err != nil {
		return v, fmt.Errorf("%s: %v", field, err)
	}
	return v, nil
}

// statsSnapshot prints every card's state, to compare before and after.
func statsSnapshot(b *battle.Board) string {
	var sb strings.Builder
	for _, c := range b.Cards() {
		fmt.Fprintf(&sb, "[%s %s/%s inplay=%v discarded=%v] ", c.ID, c.Strength, c.Toughness, c.InPlay, c.Discarded)
	}
	return fmt.Sprintf("%s(phase %s, turn %d)", sb.String(), b.Phase(), b.Turn())
}
