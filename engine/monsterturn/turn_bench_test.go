package monsterturn_test

import (
	"fmt"
	"testing"

	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

// benchTurn is the benchmark table: a 400-hex map (20 by 20, one
// thin wall run, obstacles, traps and difficult terrain), 6 characters on
// one side and 10 monsters on the other, the monsters with a ranged area
// attack (a 3-hex triangle, range 3) and 2 targets, move 3.
func benchTurn(tb testing.TB) monsterturn.Input {
	tb.Helper()
	var spec hexgrid.MapSpec
	for r := range 20 {
		for q := range 20 {
			spec.Hexes = append(spec.Hexes, hexgrid.H(q-r/2, r))
		}
	}
	for r := 4; r < 12; r++ {
		e, ok := hexgrid.EdgeBetween(hexgrid.H(9-r/2, r), hexgrid.H(10-r/2, r))
		if !ok {
			tb.Fatal("bench wall")
		}
		spec.Walls = append(spec.Walls, e)
	}
	m, err := hexgrid.NewMap(spec)
	if err != nil {
		tb.Fatal(err)
	}
	in := monsterturn.Input{Map: m, Terrain: map[hexgrid.Hex]monsterturn.Terrain{}}
	for i, h := range m.Hexes() {
		switch i % 23 {
		case 5:
			in.Terrain[h] = monsterturn.Obstacle
		case 11:
			in.Terrain[h] = monsterturn.Difficult
		case 17:
			in.Terrain[h] = monsterturn.Trap
		}
	}
	for i := range 6 {
		at := hexgrid.H(3+2*i-8, 16)
		delete(in.Terrain, at)
		in.Figures = append(in.Figures, monsterturn.Figure{ID: fmt.Sprintf("c%d", i), Side: "party", At: at, Initiative: 10 + 7*i})
	}
	for i := range 10 {
		at := hexgrid.H(2*i-1, 3+(i%3))
		delete(in.Terrain, at)
		in.Figures = append(in.Figures, monsterturn.Figure{ID: fmt.Sprintf("m%d", i), Side: "monsters", At: at})
	}
	in.Action = monsterturn.Action{Move: 3, Range: 3, Targets: 2,
		Area: &hexgrid.Template{Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(0, 1)}}}
	return in
}

// BenchmarkMonsterTurn is one monster's turn (issue 16: at most 2 ms).
func BenchmarkMonsterTurn(b *testing.B) {
	in := benchTurn(b)
	in.Active = "m4"
	b.ReportAllocs()
	for b.Loop() {
		turn, err := monsterturn.Solve(in)
		if err != nil || len(turn.Choices) == 0 {
			b.Fatal(err)
		}
	}
}

// BenchmarkMonsterRound is the turns of all 10 monsters, one after the other
// on the same table (issue 16: at most 20 ms).
func BenchmarkMonsterRound(b *testing.B) {
	in := benchTurn(b)
	b.ReportAllocs()
	for b.Loop() {
		for i := range 10 {
			in.Active = fmt.Sprintf("m%d", i)
			turn, err := monsterturn.Solve(in)
			if err != nil || len(turn.Choices) == 0 {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkMonsterRoundFrosthaven is BenchmarkMonsterRound under the
// Frosthaven rules, sight from any point of a hex to any point of another.
func BenchmarkMonsterRoundFrosthaven(b *testing.B) {
	in := withRules(benchTurn(b), rules.Frosthaven)
	b.ReportAllocs()
	for b.Loop() {
		for i := range 10 {
			in.Active = fmt.Sprintf("m%d", i)
			turn, err := monsterturn.Solve(in)
			if err != nil || len(turn.Choices) == 0 {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkMonsterTurnMelee is one melee monster's turn on the same table.
func BenchmarkMonsterTurnMelee(b *testing.B) {
	in := benchTurn(b)
	in.Active = "m4"
	in.Action = monsterturn.Action{Move: 3, Targets: 1}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := monsterturn.Solve(in); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBenchTurnSolves keeps the benchmark's table honest: the map and
// figures are valid and the monster has a focus.
func TestBenchTurnSolves(t *testing.T) {
	in := benchTurn(t)
	in.Active = "m4"
	turn, err := monsterturn.Solve(in)
	if err != nil {
		t.Fatal(err)
	}
	if len(turn.Focuses()) == 0 {
		t.Fatalf("no focus: %s", turn.Explain())
	}
	if msg := checkTurn(in, turn); msg != "" {
		t.Fatal(msg)
	}
	t.Log(turn.Explain())
}
