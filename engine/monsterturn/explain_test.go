package monsterturn

import (
	"testing"

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
