package monsterturn_test

import (
	"fmt"
	"testing"

	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/hexgrid"
)

// columnHex is the hex in column col, row row (row 0 at the top) of a map
// laid out in columns of height hexes, as the Monster Mover's test maps
// are: the odd columns half a hex lower than the even ones.
func columnHex(col, row, height int) hexgrid.Hex {
	return hexgrid.H(col, height-1-row-(col+1)/2)
}

// columnMap is a width by height map of columns (see columnHex), with no
// walls.
func columnMap(tb testing.TB, width, height int) *hexgrid.Map {
	tb.Helper()
	var spec hexgrid.MapSpec
	for col := range width {
		for row := range height {
			spec.Hexes = append(spec.Hexes, columnHex(col, row, height))
		}
	}
	m, err := hexgrid.NewMap(spec)
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// blob7 is a free area template of 7 hexes: a hex and its six neighbours.
var blob7 = &hexgrid.Template{Hexes: hexgrid.Spiral(hexgrid.H(0, 0), 1)}

// manyTargetsTurn is the slow case (issue 28): 16 characters
// standing close together on a 16 by 7 map, and a monster with move 3 and a
// ranged attack (range 6) with a 7-hex area and targets 5, so that
// thousands of target groups arise on each hex it may attack from.
func manyTargetsTurn(tb testing.TB) monsterturn.Input {
	tb.Helper()
	const width, height = 16, 7
	in := monsterturn.Input{Map: columnMap(tb, width, height), Active: "m"}
	in.Figures = append(in.Figures, monsterturn.Figure{ID: "m", Side: "monsters", At: columnHex(3, 3, height)})
	n := 0
	for col := 8; col < 12; col++ {
		for row := 1; row < 6 && n < 16; row++ {
			if (col+row)%5 == 0 {
				continue // a few gaps, so that not every group is the same size
			}
			in.Figures = append(in.Figures, monsterturn.Figure{ID: fmt.Sprintf("c%02d", n), Side: "party",
				At: columnHex(col, row, height), Initiative: 10 + 3*n%17})
			n++
		}
	}
	in.Action = monsterturn.Action{Move: 3, Range: 6, Targets: 5, Area: blob7}
	return in
}

// BenchmarkMonsterTurnManyTargets is the slow case, one turn.
func BenchmarkMonsterTurnManyTargets(b *testing.B) {
	in := manyTargetsTurn(b)
	b.ReportAllocs()
	for b.Loop() {
		turn, err := monsterturn.Solve(in)
		if err != nil || len(turn.Choices) == 0 {
			b.Fatal(err)
		}
	}
}

// TestManyTargetsTurnSolves keeps the slow case honest: 16 characters, a
// focus, and answers that pass checkTurn.
func TestManyTargetsTurnSolves(t *testing.T) {
	if testing.Short() {
		t.Skip("slow case")
	}
	in := manyTargetsTurn(t)
	if got := len(in.Figures) - 1; got != 16 {
		t.Fatalf("%d characters, want 16", got)
	}
	turn, err := monsterturn.Solve(in)
	if err != nil {
		t.Fatal(err)
	}
	if !turn.Attacks || len(turn.Focuses()) == 0 {
		t.Fatalf("no attack this turn: %s", turn.Explain())
	}
	if msg := checkTurn(in, turn); msg != "" {
		t.Fatal(msg)
	}
	t.Log(turn.Explain())
}
