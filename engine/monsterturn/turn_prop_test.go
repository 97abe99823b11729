package monsterturn_test

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/hexgrid"
)

// turnTemplates are the area templates random turns draw from.
var turnTemplates = []*hexgrid.Template{
	nil, nil, nil,
	{Self: true, Hexes: []hexgrid.Hex{hexgrid.H(1, 0), hexgrid.H(2, 0)}},
	{Self: true, Hexes: []hexgrid.Hex{hexgrid.H(1, 0), hexgrid.H(1, -1)}},
	{Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0)}},
	{Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(0, 1)}},
}

// randomTurn draws a monster turn: a map of radius 2 to 5 with holes and thin
// walls, terrain, the monster, up to 3 allies and 1 to 4 enemies, and an
// action.
func randomTurn(seed uint64) monsterturn.Input {
	r := rand.New(rand.NewPCG(seed, seed^0x5851f42d4c957f2d))
	radius := 2 + r.IntN(4)
	var spec hexgrid.MapSpec
	for _, h := range hexgrid.Spiral(hexgrid.H(0, 0), radius) {
		if h == (hexgrid.Hex{}) || r.IntN(100) >= 8 {
			spec.Hexes = append(spec.Hexes, h)
		}
	}
	on := map[hexgrid.Hex]bool{}
	for _, h := range spec.Hexes {
		on[h] = true
	}
	for _, h := range spec.Hexes {
		for d := range 3 {
			if on[h.Neighbor(hexgrid.Direction(d))] && r.IntN(100) < 5 {
				spec.Walls = append(spec.Walls, h.Edge(hexgrid.Direction(d)))
			}
		}
	}
	m, err := hexgrid.NewMap(spec)
	if err != nil {
		panic(err)
	}
	in := monsterturn.Input{Map: m, Terrain: map[hexgrid.Hex]monsterturn.Terrain{}, Active: "m0"}
	kinds := []monsterturn.Terrain{monsterturn.Obstacle, monsterturn.Trap, monsterturn.Hazardous, monsterturn.Difficult}
	hexes := m.Hexes()
	for _, h := range hexes {
		if r.IntN(100) < 20 {
			in.Terrain[h] = kinds[r.IntN(len(kinds))]
		}
	}
	r.Shuffle(len(hexes), func(i, j int) { hexes[i], hexes[j] = hexes[j], hexes[i] })
	nAllies, nEnemies := r.IntN(4), 1+r.IntN(4)
	for i := 0; i < 1+nAllies+nEnemies && i < len(hexes); i++ {
		f := monsterturn.Figure{ID: fmt.Sprintf("m%d", i), Side: "monsters", At: hexes[i]}
		if i > nAllies {
			f = monsterturn.Figure{ID: fmt.Sprintf("c%d", i), Side: "party", At: hexes[i], Initiative: 1 + r.IntN(3)}
		}
		in.Figures = append(in.Figures, f)
	}
	in.Action = monsterturn.Action{
		Move: r.IntN(5), Range: []int{0, 0, 2, 3}[r.IntN(4)], Targets: r.IntN(4),
		Area: turnTemplates[r.IntN(len(turnTemplates))], Jump: r.IntN(5) == 0, Flying: r.IntN(5) == 0, Muddled: r.IntN(4) == 0,
	}
	switch a := in.Action.Area; {
	case a != nil && a.Self:
		in.Action.Range = 0 // a melee area goes with range 0
	case a != nil && in.Action.Range == 0:
		in.Action.Range = 2 // a free template goes with a range
	}
	return in
}

// checkTurn checks what every solved turn must satisfy, returning "" or what
// is wrong:
//   - at least one choice; every choice within reach (its cost's points at
//     most the move), its path a walk from the monster's hex to its end
//     through adjacent map hexes;
//   - no choice ends on another figure, nor on an obstacle unless flying;
//   - the targets are distinct enemies, at most max(targets, the area's
//     hits plus targets-1); none with no attack; every target not hit by
//     the area is within range and sight of the end hex, and the area part
//     is what AreaBoard resolves for the placement from there;
//   - with no focus, the monster stays on its hex.
func checkTurn(in monsterturn.Input, turn monsterturn.Turn) string {
	if len(turn.Choices) == 0 {
		return "no choice"
	}
	side := map[string]string{}
	at := map[hexgrid.Hex]string{}
	var me monsterturn.Figure
	for _, f := range in.Figures {
		side[f.ID] = f.Side
		at[f.At] = f.ID
		if f.ID == in.Active {
			me = f
		}
	}
	reach := max(in.Action.Range, 1)
	if in.Action.Targets == 0 {
		reach = 1
	}
	for _, c := range turn.Choices {
		if c.Cost.Points > in.Action.Move {
			return fmt.Sprintf("choice %v costs %v, beyond move %d", c.To, c.Cost, in.Action.Move)
		}
		if len(c.Path) == 0 || c.Path[0] != me.At || c.Path[len(c.Path)-1] != c.To {
			return fmt.Sprintf("choice %v: path %v does not run from %v", c.To, c.Path, me.At)
		}
		for i := 1; i < len(c.Path); i++ {
			if !in.Map.Adjacent(c.Path[i-1], c.Path[i]) {
				return fmt.Sprintf("choice %v: path %v steps between hexes that are not adjacent", c.To, c.Path)
			}
		}
		if id, ok := at[c.To]; ok && id != in.Active {
			return fmt.Sprintf("choice %v ends on %s", c.To, id)
		}
		if c.To != me.At && in.Terrain[c.To] == monsterturn.Obstacle && !in.Action.Flying {
			return fmt.Sprintf("choice %v ends on an obstacle without flying", c.To)
		}
		if len(turn.Candidates) == 0 && c.To != me.At {
			return fmt.Sprintf("no focus, yet it moves to %v", c.To)
		}
		if len(c.Targets) > 0 && (in.Action.Targets == 0 || !turn.Attacks) {
			return fmt.Sprintf("choice %v attacks %v with no attack this turn", c.To, c.Targets)
		}
		var hit []string
		if c.Area != nil {
			var figs []engine.Standing
			for _, f := range in.Figures {
				if f.ID == in.Active {
					f.At = c.To
				}
				figs = append(figs, engine.Standing{ID: f.ID, Side: engine.Side(f.Side), At: f.At})
			}
			res, err := engine.ResolveArea(in.Map, figs, in.Active, in.Action.Range, *in.Action.Area, *c.Area)
			if err != nil || !res.Valid || len(res.Targets) == 0 {
				return fmt.Sprintf("choice %v: area placement %+v is not a valid hit (%v, %+v)", c.To, *c.Area, err, res)
			}
			hit = res.Targets
		}
		seen := map[string]bool{}
		for _, id := range c.Targets {
			if seen[id] || side[id] == me.Side || side[id] == "" {
				return fmt.Sprintf("choice %v: target %q twice, an ally or unknown", c.To, id)
			}
			seen[id] = true
			if slices.Contains(hit, id) {
				continue
			}
			var tat hexgrid.Hex
			for _, f := range in.Figures {
				if f.ID == id {
					tat = f.At
				}
			}
			if d, ok := in.Map.Range(c.To, tat); !ok || d > reach || !in.Map.Sees(c.To, tat) {
				return fmt.Sprintf("choice %v: target %q out of range %d or sight", c.To, id, reach)
			}
		}
		for _, id := range hit {
			if !seen[id] {
				return fmt.Sprintf("choice %v: the area hits %q, which is not among the targets %v", c.To, id, c.Targets)
			}
		}
		if c.Area == nil && in.Action.Targets > 0 && len(c.Targets) > in.Action.Targets {
			return fmt.Sprintf("choice %v: %d targets, more than %d", c.To, len(c.Targets), in.Action.Targets)
		}
		if c.Area != nil && len(c.Targets) > len(hit)+in.Action.Targets-1 {
			return fmt.Sprintf("choice %v: %d targets, more than the area's %d and %d more", c.To, len(c.Targets), len(hit), in.Action.Targets-1)
		}
	}
	return ""
}

// TestMonsterTurnProperties checks checkTurn on many random turns, and that
// flying ignores terrain: a flying monster's choices are the same with the
// terrain taken away.
func TestMonsterTurnProperties(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 50
	}
	for seed := range uint64(n) {
		in := randomTurn(seed)
		turn, err := monsterturn.Solve(in)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if msg := checkTurn(in, turn); msg != "" {
			t.Fatalf("seed %d: %s\n%s", seed, msg, turn.Explain())
		}
		if in.Action.Flying {
			bare := in
			bare.Terrain = nil
			again, err := monsterturn.Solve(bare)
			if err != nil {
				t.Fatal(err)
			}
			if turnChoices(turn) != turnChoices(again) {
				t.Fatalf("seed %d: flying depends on terrain: %s vs %s", seed, turn.Explain(), again.Explain())
			}
		}
	}
}

// choiceKey is one resolution as the conformance vectors compare it: the
// end hex and the set of enemies attacked.
func choiceKey(to hexgrid.Hex, attacks []string) string {
	a := slices.Clone(attacks)
	slices.Sort(a)
	return fmt.Sprintf("%v%v", to, a)
}

func turnChoices(t monsterturn.Turn) string {
	var keys []string
	for _, c := range t.Choices {
		keys = append(keys, choiceKey(c.To, c.Targets))
	}
	slices.Sort(keys)
	return fmt.Sprint(keys)
}

// TestMonsterTurnStaysWhenItCannotGetCloser: with move 0 every turn ends
// on the monster's own hex, and a monster boxed in by enemies and obstacles
// stays put.
func TestMonsterTurnStaysWhenItCannotGetCloser(t *testing.T) {
	for seed := range uint64(100) {
		in := randomTurn(seed)
		in.Action.Move = 0
		turn, err := monsterturn.Solve(in)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range turn.Choices {
			if c.To != in.Figures[0].At {
				t.Fatalf("seed %d: move 0, yet it ends on %v: %s", seed, c.To, turn.Explain())
			}
		}
	}
}

// TestMonsterTurnHypothetical: the same monster with a longer range
// attacks from where it stands (the players' "what if it had range 3?").
func TestMonsterTurnHypothetical(t *testing.T) {
	var hexes []hexgrid.Hex
	for r := range 3 {
		for q := range 7 {
			hexes = append(hexes, hexgrid.H(q, r))
		}
	}
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: hexes})
	if err != nil {
		t.Fatal(err)
	}
	in := monsterturn.Input{Map: m, Active: "m", Figures: []monsterturn.Figure{
		{ID: "m", Side: "monsters", At: hexgrid.H(0, 1)}, {ID: "c", Side: "party", At: hexgrid.H(3, 1), Initiative: 10},
	}}
	for _, c := range []struct {
		rng  int
		want hexgrid.Hex
	}{{0, hexgrid.H(2, 1)}, {3, hexgrid.H(0, 1)}} {
		in.Action = monsterturn.Action{Move: 2, Range: c.rng, Targets: 1}
		turn, err := monsterturn.Solve(in)
		if err != nil {
			t.Fatal(err)
		}
		if len(turn.Choices) != 1 || turn.Choices[0].To != c.want || !slices.Equal(turn.Choices[0].Targets, []string{"c"}) {
			t.Errorf("range %d: %s, want it on %v attacking c", c.rng, turn.Explain(), c.want)
		}
	}
}

func TestSolveErrors(t *testing.T) {
	base := randomTurn(1)
	cases := map[string]func(in *monsterturn.Input){
		"no map":          func(in *monsterturn.Input) { in.Map = nil },
		"unknown monster": func(in *monsterturn.Input) { in.Active = "nobody" },
		"negative move":   func(in *monsterturn.Input) { in.Action.Move = -1 },
		"empty area":      func(in *monsterturn.Input) { in.Action.Area = &hexgrid.Template{} },
		"figure off map":  func(in *monsterturn.Input) { in.Figures[0].At = hexgrid.H(99, 99) },
		"terrain off map": func(in *monsterturn.Input) {
			in.Terrain = map[hexgrid.Hex]monsterturn.Terrain{hexgrid.H(99, 99): monsterturn.Trap}
		},
		"two on one hex": func(in *monsterturn.Input) { in.Figures[1].At = in.Figures[0].At },
		"id twice":       func(in *monsterturn.Input) { in.Figures[1].ID = in.Figures[0].ID },
	}
	for name, mutate := range cases {
		t.Run(name, func(t *testing.T) {
			in := base
			in.Figures = slices.Clone(base.Figures)
			in.Terrain = maps.Clone(base.Terrain)
			mutate(&in)
			if _, err := monsterturn.Solve(in); err == nil {
				t.Fatal("solved a bad input")
			}
		})
	}
}

// FuzzSolve: on random maps, terrain, figures and actions the
// solver never panics, every answer passes checkTurn, and the choices are
// the plain reference's.
func FuzzSolve(f *testing.F) {
	for _, s := range []uint64{0, 1, 7, 42, 1234} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, seed uint64) {
		in := randomTurn(seed)
		turn, err := monsterturn.Solve(in)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if msg := checkTurn(in, turn); msg != "" {
			t.Fatalf("seed %d: %s\n%s", seed, msg, turn.Explain())
		}
		if got, want := turnChoicesList(turn), referenceTurn(in); !slices.Equal(got, want) {
			t.Fatalf("seed %d: solver %v, reference %v\n%s", seed, got, want, turn.Explain())
		}
	})
}
