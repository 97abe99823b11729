package monsterturn_test

import (
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

// A card's farthest focus ("Focus on the enemy farthest away", with or
// without "within range N") agrees with the reference solver on random
// turns under every edition.
func TestFarthestFocusAgreesWithReference(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 20
	}
	for _, ed := range rules.Editions {
		t.Run(string(ed), func(t *testing.T) {
			for seed := range uint64(n) {
				in := withRules(randomTurn(seed), ed)
				in.Action.FocusFarthest = true
				in.Action.FocusRange = []int{0, 0, 2, 3, 4}[seed%5]
				turn, err := monsterturn.Solve(in)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				got := turnChoicesList(turn)
				want := referenceTurn(in)
				if !slices.Equal(got, want) {
					t.Fatalf("seed %d: solver %v, reference %v\n%s\naction %+v", seed, got, want, turn.Explain(), in.Action)
				}
			}
		})
	}
}

// line is a row of open hexes [0,0] to [n-1,0].
func line(t *testing.T, n int) *hexgrid.Map {
	t.Helper()
	var hexes []hexgrid.Hex
	for q := range n {
		hexes = append(hexes, hexgrid.H(q, 0), hexgrid.H(q, 1))
	}
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: hexes})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestCardFocusAndTargets(t *testing.T) {
	party := func(id string, q, r, ini int) monsterturn.Figure {
		return monsterturn.Figure{ID: id, Side: "party", At: hexgrid.H(q, r), Initiative: ini}
	}
	me := monsterturn.Figure{ID: "m", Side: "monsters", At: hexgrid.H(0, 0)}
	for _, tc := range []struct {
		name    string
		figs    []monsterturn.Figure
		action  monsterturn.Action
		focuses []string
		choices []string
	}{
		{name: "closest focus without the card's rule", figs: []monsterturn.Figure{me, party("near", 2, 0, 50), party("far", 6, 0, 10)},
			action: monsterturn.Action{Move: 2, Targets: 1}, focuses: []string{"near"}, choices: []string{"[1,0][near]"}},
		{name: "farthest focus", figs: []monsterturn.Figure{me, party("near", 2, 0, 50), party("far", 6, 0, 10)},
			action: monsterturn.Action{Move: 2, Targets: 1, FocusFarthest: true}, focuses: []string{"far"}, choices: []string{"[1,1][]"}},
		{name: "farthest within range 4", figs: []monsterturn.Figure{me, party("near", 2, 0, 50), party("mid", 4, 0, 60), party("far", 6, 0, 10)},
			action: monsterturn.Action{Range: 4, Targets: 1, FocusFarthest: true, FocusRange: 4}, focuses: []string{"mid"}, choices: []string{"[0,0][mid]"}},
		{name: "none within the focus range: no focus", figs: []monsterturn.Figure{me, party("far", 6, 0, 10)},
			action: monsterturn.Action{Range: 7, Targets: 1, FocusFarthest: true, FocusRange: 3}, choices: []string{"[0,0][]"}},
		{name: "equally far: initiative", figs: []monsterturn.Figure{me, party("a", 3, 0, 40), party("b", 2, 1, 20)},
			action: monsterturn.Action{Range: 5, Targets: 1, FocusFarthest: true}, focuses: []string{"b"}, choices: []string{"[0,0][b]"}},
		{name: "all attacks on one enemy", figs: []monsterturn.Figure{me, party("a", 1, 0, 40), party("b", 0, 1, 20)},
			action: monsterturn.Action{Move: 1, Targets: 2, OneTarget: true}, focuses: []string{"b"}, choices: []string{"[0,0][b]"}},
		{name: "enemies along the path", figs: []monsterturn.Figure{me, party("a", 2, 1, 40), party("b", 5, 0, 20), party("c", 6, 1, 30)},
			action: monsterturn.Action{Move: 4, Targets: 1, Jump: true, PathTargets: true, FocusFarthest: true}, focuses: []string{"c"},
			choices: []string{"[3,1][a]", "[4,0][a b]"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			turn, err := monsterturn.Solve(monsterturn.Input{Rules: rules.Frosthaven, Map: line(t, 7), Figures: tc.figs, Active: "m", Action: tc.action})
			if err != nil {
				t.Fatal(err)
			}
			if f := turn.Focuses(); !slices.Equal(f, tc.focuses) {
				t.Errorf("focuses %v, want %v (%s)", f, tc.focuses, turn.Explain())
			}
			var got []string
			for _, c := range turn.Choices {
				got = append(got, choiceKey(c.To, c.Targets))
			}
			slices.Sort(got)
			if !slices.Equal(got, tc.choices) {
				t.Errorf("choices %v, want %v (%s)", got, tc.choices, turn.Explain())
			}
		})
	}
}

// With a farthest focus, WhyFocus says the focus is farther away (not
// that it needs less movement), or, as far, that it acts first.
func TestWhyFarthestFocus(t *testing.T) {
	me := monsterturn.Figure{ID: "m", Side: "monsters", At: hexgrid.H(0, 0)}
	for _, tc := range []struct {
		name string
		figs []monsterturn.Figure
		rule monsterturn.FocusRule
	}{
		{"farther", []monsterturn.Figure{me, {ID: "near", Side: "party", At: hexgrid.H(1, 0), Initiative: 10},
			{ID: "far", Side: "party", At: hexgrid.H(4, 0), Initiative: 90}}, monsterturn.FocusByDistance},
		{"as far, acts first", []monsterturn.Figure{me, {ID: "a", Side: "party", At: hexgrid.H(3, 0), Initiative: 50},
			{ID: "far", Side: "party", At: hexgrid.H(2, 1), Initiative: 20}}, monsterturn.FocusByInitiative},
	} {
		t.Run(tc.name, func(t *testing.T) {
			turn, err := monsterturn.Solve(monsterturn.Input{Map: line(t, 7), Figures: tc.figs, Active: "m",
				Action: monsterturn.Action{Range: 5, Targets: 1, FocusFarthest: true}})
			if err != nil {
				t.Fatal(err)
			}
			if w, ok := turn.WhyFocus("far"); !ok || w.Rule != tc.rule {
				t.Errorf("WhyFocus = %+v, %v; want rule %d (%s)", w, ok, tc.rule, turn.Explain())
			}
		})
	}
}
