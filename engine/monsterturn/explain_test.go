package monsterturn

import (
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

// WhyFocus compares the focus with the best enemy that is not a focus, key
// part by key part: movement, then proximity, then initiative.
func TestWhyFocus(t *testing.T) {
	cost := func(neg, pts int) hexgrid.Cost { return hexgrid.Cost{Penalty: neg, Points: pts} }
	brute := Candidate{ID: "brute", Cost: cost(0, 2), Proximity: 3, Initiative: 20}
	for _, tc := range []struct {
		name  string
		cands []Candidate
		id    string
		ok    bool
		next  string
		rule  FocusRule
	}{
		{name: "alone", cands: []Candidate{{ID: "a", Focus: true}}, id: "a", ok: true, rule: FocusUnrivalled},
		{name: "tied", cands: []Candidate{{ID: "a", Focus: true}, {ID: "b", Focus: true}}, id: "b", ok: true,
			rule: FocusUnrivalled},
		{name: "less movement", cands: []Candidate{{ID: "a", Cost: cost(0, 0), Proximity: 1, Initiative: 50, Focus: true}, brute},
			id: "a", ok: true, next: "brute", rule: FocusByMovement},
		{name: "fewer negative hexes", cands: []Candidate{{ID: "a", Cost: cost(0, 4), Proximity: 4, Focus: true},
			{ID: "b", Cost: cost(1, 2), Proximity: 2}}, id: "a", ok: true, next: "b", rule: FocusByMovement},
		{name: "nearer", cands: []Candidate{{ID: "a", Cost: cost(0, 2), Proximity: 2, Initiative: 90, Focus: true}, brute},
			id: "a", ok: true, next: "brute", rule: FocusByProximity},
		{name: "acts first", cands: []Candidate{{ID: "a", Cost: cost(0, 2), Proximity: 3, Initiative: 10, Focus: true}, brute},
			id: "a", ok: true, next: "brute", rule: FocusByInitiative},
		{name: "the best rival", cands: []Candidate{{ID: "a", Focus: true}, {ID: "c", Focus: true}, brute,
			{ID: "d", Cost: cost(0, 5)}}, id: "c", ok: true, next: "brute", rule: FocusByMovement},
		{name: "no candidate", cands: []Candidate{{ID: "a", Focus: true}}, id: "b"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, ok := Turn{Candidates: tc.cands}.WhyFocus(tc.id)
			if ok != tc.ok || w.Next.ID != tc.next || w.Rule != tc.rule || (ok && w.Focus.ID != tc.id) {
				t.Errorf("WhyFocus(%q) = %+v, %v; want next %q by %d, %v", tc.id, w, ok, tc.next, tc.rule, tc.ok)
			}
		})
	}
}

// A monster next to one enemy focuses on it rather than on one two hexes
// of movement away: the solver's turn says so in numbers.
func TestWhyFocusSolved(t *testing.T) {
	turn, err := Solve(Input{
		Map: openMap(t),
		Figures: []Figure{
			{ID: "rat", Side: "monsters", At: hexgrid.H(0, 0)},
			{ID: "ana", Side: "party", At: hexgrid.H(1, 0), Initiative: 60},
			{ID: "brute", Side: "party", At: hexgrid.H(0, 3), Initiative: 10},
		},
		Active: "rat",
		Action: Action{Move: 3, Targets: 1},
	})
	if err != nil {
		t.Fatal(err)
	}
	w, ok := turn.WhyFocus("ana")
	if !ok || w.Rule != FocusByMovement || w.Focus.Cost.Points != 0 || w.Next.ID != "brute" || w.Next.Cost.Points != 2 {
		t.Errorf("WhyFocus = %+v, %v; want 0 movement, brute needs 2 (%s)", w, ok, turn.Explain())
	}
}

// openMap is a 7 by 5 map of open hexes, [0,0] to [6,4].
func openMap(t testing.TB) *hexgrid.Map {
	t.Helper()
	var hexes []hexgrid.Hex
	for r := 0; r < 5; r++ {
		for q := 0; q < 7; q++ {
			hexes = append(hexes, hexgrid.H(q, r))
		}
	}
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: hexes})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Two enemies in range without moving, the nearer one acting later: by
// proximity in Gloomhaven, by initiative in Jaws of the Lion, where
// proximity is no part of the focus key.
func TestWhyFocusByEdition(t *testing.T) {
	for _, tc := range []struct {
		ed    rules.Edition
		focus string
		rule  FocusRule
	}{
		{rules.Gloomhaven, "near", FocusByProximity},
		{rules.JawsOfTheLion, "far", FocusByInitiative},
		{rules.Frosthaven, "near", FocusByProximity},
	} {
		t.Run(string(tc.ed), func(t *testing.T) {
			turn, err := Solve(Input{
				Rules: tc.ed,
				Map:   openMap(t),
				Figures: []Figure{
					{ID: "archer", Side: "monsters", At: hexgrid.H(0, 2)},
					{ID: "near", Side: "party", At: hexgrid.H(2, 2), Initiative: 50},
					{ID: "far", Side: "party", At: hexgrid.H(3, 2), Initiative: 10},
				},
				Active: "archer",
				Action: Action{Range: 3, Targets: 1},
			})
			if err != nil {
				t.Fatal(err)
			}
			if f := turn.Focuses(); len(f) != 1 || f[0] != tc.focus || turn.Rules != tc.ed {
				t.Fatalf("focuses %v under %q, want %s (%s)", f, turn.Rules, tc.focus, turn.Explain())
			}
			if w, ok := turn.WhyFocus(tc.focus); !ok || w.Rule != tc.rule {
				t.Errorf("WhyFocus = %+v, %v; want rule %d", w, ok, tc.rule)
			}
		})
	}
}

func TestSolveUnknownRules(t *testing.T) {
	_, err := Solve(Input{Rules: "chess", Map: openMap(t), Figures: []Figure{{ID: "m", Side: "monsters"}}, Active: "m"})
	if err == nil || !strings.Contains(err.Error(), "chess") {
		t.Errorf("unknown rules: err = %v", err)
	}
}
