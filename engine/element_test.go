package engine

import (
	"encoding/json"
	"github.com/haventable/haventable/engine/modifier"
	"testing"
)

func TestElementBoardOps(t *testing.T) {
	type step struct {
		op      string // infuse, consume, end_turn, end_round
		el      modifier.EffectKind
		ok      bool // consume result
		want    map[modifier.EffectKind]Strength
		wantErr bool
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"infusion is pending until the end of the turn", []step{
			{op: "infuse", el: modifier.Fire, want: map[modifier.EffectKind]Strength{modifier.Fire: Inert}},
			{op: "consume", el: modifier.Fire, ok: false},
			{op: "end_turn", want: map[modifier.EffectKind]Strength{modifier.Fire: Strong}},
		}},
		{"strong wanes then goes inert at round ends", []step{
			{op: "infuse", el: modifier.Ice},
			{op: "end_turn"},
			{op: "end_round", want: map[modifier.EffectKind]Strength{modifier.Ice: Waning}},
			{op: "end_round", want: map[modifier.EffectKind]Strength{modifier.Ice: Inert}},
			{op: "end_round", want: map[modifier.EffectKind]Strength{modifier.Ice: Inert}},
		}},
		{"consume strong", []step{
			{op: "infuse", el: modifier.Air}, {op: "end_turn"},
			{op: "consume", el: modifier.Air, ok: true, want: map[modifier.EffectKind]Strength{modifier.Air: Inert}},
			{op: "consume", el: modifier.Air, ok: false},
		}},
		{"consume waning", []step{
			{op: "infuse", el: modifier.Dark}, {op: "end_turn"}, {op: "end_round"},
			{op: "consume", el: modifier.Dark, ok: true, want: map[modifier.EffectKind]Strength{modifier.Dark: Inert}},
		}},
		{"infuse a waning element makes it strong again", []step{
			{op: "infuse", el: modifier.Earth}, {op: "end_turn"}, {op: "end_round"},
			{op: "infuse", el: modifier.Earth, want: map[modifier.EffectKind]Strength{modifier.Earth: Waning}},
			{op: "end_turn", want: map[modifier.EffectKind]Strength{modifier.Earth: Strong}},
		}},
		{"consume then infuse in one turn", []step{
			{op: "infuse", el: modifier.Light}, {op: "end_turn"},
			{op: "consume", el: modifier.Light, ok: true},
			{op: "infuse", el: modifier.Light},
			{op: "end_turn", want: map[modifier.EffectKind]Strength{modifier.Light: Strong}},
		}},
		{"a pending infusion at the end of the round lands first", []step{
			{op: "infuse", el: modifier.Fire},
			{op: "end_round", want: map[modifier.EffectKind]Strength{modifier.Fire: Waning}},
		}},
		{"not an element", []step{
			{op: "infuse", el: modifier.Poison, wantErr: true},
			{op: "consume", el: modifier.Push, wantErr: true},
		}},
		{"elements are independent", []step{
			{op: "infuse", el: modifier.Fire}, {op: "infuse", el: modifier.Ice}, {op: "end_turn"},
			{op: "consume", el: modifier.Ice, ok: true,
				want: map[modifier.EffectKind]Strength{modifier.Fire: Strong, modifier.Ice: Inert, modifier.Air: Inert, modifier.Earth: Inert, modifier.Light: Inert, modifier.Dark: Inert}},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var b ElementBoard
			for i, s := range tc.steps {
				var err error
				switch s.op {
				case "infuse":
					err = b.Infuse(s.el)
				case "consume":
					var ok bool
					ok, err = b.Consume(s.el)
					if err == nil && ok != s.ok {
						t.Fatalf("step %d: consume %s = %v, want %v", i, s.el, ok, s.ok)
					}
				case "end_turn":
					b.EndTurn()
				case "end_round":
					b.EndRound()
				}
				if (err != nil) != s.wantErr {
					t.Fatalf("step %d %s %s: err = %v, want error %v", i, s.op, s.el, err, s.wantErr)
				}
				for el, want := range s.want {
					if got := b.Strength(el); got != want {
						t.Fatalf("step %d %s: %s is %s, want %s", i, s.op, el, got, want)
					}
				}
			}
		})
	}
}

func TestElementBoardJSON(t *testing.T) {
	var b ElementBoard
	scnMust(t, b.Infuse(modifier.Fire))
	b.EndTurn()
	b.EndRound()
	scnMust(t, b.Infuse(modifier.Ice))
	b.EndTurn()
	scnMust(t, b.Infuse(modifier.Dark)) // pending
	data, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"fire":"waning","ice":"strong","air":"inert","earth":"inert","light":"inert","dark":"inert","pending":["dark"]}`
	if string(data) != want {
		t.Fatalf("marshal = %s, want %s", data, want)
	}
	var back ElementBoard
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back != b {
		t.Fatalf("round trip: %+v, want %+v", back, b)
	}
	for _, bad := range []string{
		`{"fire":"hot"}`, `{"poison":"strong"}`, `{"pending":["push"]}`, `{"pending":["fire","fire"]}`,
	} {
		var x ElementBoard
		if err := json.Unmarshal([]byte(bad), &x); err == nil {
			t.Errorf("unmarshal %s: no error", bad)
		}
	}
}

// doErr does action a on s and returns its error, for tests that check
// only that.
func doErr(s *Scenario, a Action) error {
	_, err := s.Do(a)
	return err
}

func scnMust(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
