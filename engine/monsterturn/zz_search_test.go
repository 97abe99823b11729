package monsterturn_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

func solveAs(in monsterturn.Input, ed rules.Edition) []string {
	t, err := monsterturn.Solve(withRules(in, ed))
	if err != nil {
		panic(err)
	}
	return turnChoicesList(t)
}

func TestZZSearch(t *testing.T) {
	m, _ := hexgrid.NewMap(hexgrid.MapSpec{Hexes: hexgrid.Spiral(hexgrid.H(0, 0), 3)})
	hexes := m.Hexes()
	for _, act := range []monsterturn.Action{{Move: 1, Range: 2, Targets: 2}, {Move: 1, Range: 0, Targets: 2}} {
		n := 0
		for _, a := range hexes {
			for _, b := range hexes {
				if a == b || a == (hexgrid.Hex{}) || b == (hexgrid.Hex{}) || b.Less(a) && false {
					continue
				}
				in := monsterturn.Input{Map: m, Active: "m1", Action: act, Figures: []monsterturn.Figure{
					{ID: "m1", Side: "monsters", At: hexgrid.H(0, 0)},
					{ID: "c1", Side: "party", At: a, Initiative: 10},
					{ID: "c2", Side: "party", At: b, Initiative: 20},
				}}
				g, f := solveAs(in, rules.Gloomhaven), solveAs(in, rules.Frosthaven)
				if !slices.Equal(g, f) && len(g) == 1 && len(f) <= 2 && n < 6 {
					n++
					fmt.Println(act, a, b, "GH", g, "FH", f, "JotL", solveAs(in, rules.JawsOfTheLion))
				}
			}
		}
	}
}
