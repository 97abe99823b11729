package engine

import (
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

// WhyFocus compares the focus with the best enemy that is not a focus, key
// part by key part: movement, then proximity, then initiative.
func TestWhyFocus(t *testing.T) {
	cost := func(neg, pts int) hexgrid.Cost { return hexgrid.Cost{Penalty: neg, Points: pts} }
	brute := FocusCandidate{ID: "brute", Cost: cost(0, 2), Proximity: 3, Initiative: 20}
	for _, tc := range []struct {
		name  string
		cands []FocusCandidate
		id    string
		ok    bool
		next  string
		rule  FocusRule
	}{
		{name: "alone", cands: []FocusCandidate{{ID: "a", Focus: true}}, id: "a", ok: true, rule: FocusUnrivalled},
		{name: "tied", cands: []FocusCandidate{{ID: "a", Focus: true}, {ID: "b", Focus: true}}, id: "b", ok: true,
			rule: FocusUnrivalled},
		{name: "less movement", cands: []FocusCandidate{{ID: "a", Cost: cost(0, 0), Proximity: 1, Initiative: 50, Focus: true}, brute},
			id: "a", ok: true, next: "brute", rule: FocusByMovement},
		{name: "fewer negative hexes", cands: []FocusCandidate{{ID: "a", Cost: cost(0, 4), Proximity: 4, Focus: true},
			{ID: "b", Cost: cost(1, 2), Proximity: 2}}, id: "a", ok: true, next: "b", rule: FocusByMovement},
		{name: "nearer", cands: []FocusCandidate{{ID: "a", Cost: cost(0, 2), Proximity: 2, Initiative: 90, Focus: true}, brute},
			id: "a", ok: true, next: "brute", rule: FocusByProximity},
		{name: "acts first", cands: []FocusCandidate{{ID: "a", Cost: cost(0, 2), Proximity: 3, Initiative: 10, Focus: true}, brute},
			id: "a", ok: true, next: "brute", rule: FocusByInitiative},
		{name: "the best rival", cands: []FocusCandidate{{ID: "a", Focus: true}, {ID: "c", Focus: true}, brute,
			{ID: "d", Cost: cost(0, 5)}}, id: "c", ok: true, next: "brute", rule: FocusByMovement},
		{name: "no candidate", cands: []FocusCandidate{{ID: "a", Focus: true}}, id: "b"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, ok := MonsterTurn{Candidates: tc.cands}.WhyFocus(tc.id)
			if ok != tc.ok || w.Next.ID != tc.next || w.Rule != tc.rule || (ok && w.Focus.ID != tc.id) {
				t.Errorf("WhyFocus(%q) = %+v, %v; want next %q by %d, %v", tc.id, w, ok, tc.next, tc.rule, tc.ok)
			}
		})
	}
}

// A monster next to one enemy focuses on it rather than on one two hexes
// of movement away: the solver's turn says so in numbers.
func TestWhyFocusSolved(t *testing.T) {
	turn, err := SolveMonsterTurn(MonsterTurnInput{
		Map: scnMap(t),
		Figures: []TurnFigure{
			{ID: "rat", Side: SideMonsters, At: hexgrid.H(0, 0)},
			{ID: "ana", Side: SideParty, At: hexgrid.H(1, 0), Initiative: 60},
			{ID: "brute", Side: SideParty, At: hexgrid.H(0, 3), Initiative: 10},
		},
		Active: "rat",
		Action: MonsterAction{Move: 3, Targets: 1},
	})
	scnMust(t, err)
	w, ok := turn.WhyFocus("ana")
	if !ok || w.Rule != FocusByMovement || w.Focus.Cost.Points != 0 || w.Next.ID != "brute" || w.Next.Cost.Points != 2 {
		t.Errorf("WhyFocus = %+v, %v; want 0 movement, brute needs 2 (%s)", w, ok, turn.Explain())
	}
}
