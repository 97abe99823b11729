package engine

import (
	"slices"
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

func areaOpenMap(t testing.TB, radius int) *hexgrid.Map {
	t.Helper()
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: hexgrid.Spiral(hexgrid.H(0, 0), radius)})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestNewAreaBoardRejectsBadFigures(t *testing.T) {
	m := areaOpenMap(t, 2)
	h := hexgrid.H
	cases := []struct {
		name    string
		figures []Standing
	}{
		{"attacker missing", []Standing{{"x", "party", h(0, 0)}}},
		{"duplicate id", []Standing{{"hero", "party", h(0, 0)}, {"hero", "monsters", h(1, 0)}}},
		{"shared hex", []Standing{{"hero", "party", h(0, 0)}, {"g", "monsters", h(0, 0)}}},
		{"off the map", []Standing{{"hero", "party", h(0, 0)}, {"g", "monsters", h(7, 0)}}},
	}
	for _, c := range cases {
		if _, err := NewAreaBoard(m, c.figures, "hero", 2); err == nil {
			t.Errorf("%s: no error", c.name)
		}
	}
}

func TestAreaBestPlacement(t *testing.T) {
	m := areaOpenMap(t, 3)
	h := hexgrid.H
	figures := []Standing{
		{"hero", "party", h(0, 0)},
		{"ally", "party", h(1, -1)},
		{"a", "monsters", h(1, 0)},
		{"b", "monsters", h(2, -1)},
		{"c", "monsters", h(0, 1)},
	}
	b, err := NewAreaBoard(m, figures, "hero", 0)
	if err != nil {
		t.Fatal(err)
	}
	// Cleave: two hexes next to the attacker, next to each other. The best
	// placement takes a and c ([1,0] and [0,1] are neighbours), not the ally.
	cleave := hexgrid.Template{Self: true, Hexes: []hexgrid.Hex{h(1, 0), h(1, -1)}}
	best, ok := b.Best(cleave)
	if !ok {
		t.Fatal("no placement")
	}
	if got := best.Targets; !slices.Equal(got, []string{"a", "c"}) || len(best.Allies) != 0 {
		t.Errorf("best cleave targets %v allies %v (placement %+v)", got, best.Allies, best.Placement)
	}
	// A line of two from the attacker: [1,0]+[2,0] direction... a and b are
	// not in line; ties on one target are broken by fewer allies.
	line := hexgrid.Template{Self: true, Hexes: []hexgrid.Hex{h(1, -1), h(2, -2)}}
	best, _ = b.Best(line)
	if len(best.Targets) != 1 || len(best.Allies) != 0 {
		t.Errorf("best line: targets %v allies %v", best.Targets, best.Allies)
	}
	if n := len(b.Options(cleave)); n != 6 {
		t.Errorf("cleave has %d placements, want 6", n)
	}
	// A ranged template with range 0 is valid only over the attacker.
	rb, _ := NewAreaBoard(m, figures, "hero", 0)
	tri := hexgrid.Template{Hexes: []hexgrid.Hex{h(0, 0), h(1, 0), h(0, 1)}}
	for _, o := range rb.Options(tri) {
		if o.Valid != slices.Contains(o.Hexes, h(0, 0)) {
			t.Fatalf("range 0: placement %+v valid=%v", o.Placement, o.Valid)
		}
		if !o.Valid && (o.Targets != nil || o.Disadvantage != nil) {
			t.Fatalf("invalid placement with targets: %+v", o)
		}
	}
	if _, ok := rb.Best(hexgrid.Template{Hexes: []hexgrid.Hex{h(9, 9)}}); !ok {
		// every placement of a single hex that lands on the attacker is valid
		t.Errorf("single-hex template must have a valid placement")
	}
}

// areaBenchMap is the 400-hex benchmark map (20x20 rows, pillars, thin walls)
// with 12 figures.
func areaBenchMap(b *testing.B) (*hexgrid.Map, []Standing) {
	h := hexgrid.H
	pillars := map[hexgrid.Hex]bool{h(5, 5): true, h(6, 5): true, h(12, 8): true, h(8, 14): true, h(9, 13): true}
	var spec hexgrid.MapSpec
	for r := range 20 {
		for q := range 20 {
			if x := h(q-r/2, r); !pillars[x] {
				spec.Hexes = append(spec.Hexes, x)
			}
		}
	}
	for _, p := range [][2]hexgrid.Hex{{h(3, 10), h(4, 10)}, {h(3, 11), h(4, 11)}, {h(10, 3), h(10, 4)}} {
		e, _ := hexgrid.EdgeBetween(p[0], p[1])
		spec.Walls = append(spec.Walls, e)
	}
	m, err := hexgrid.NewMap(spec)
	if err != nil {
		b.Fatal(err)
	}
	figures := []Standing{{"hero", "party", h(4, 8)}, {"ally", "party", h(6, 8)}}
	for i, x := range []hexgrid.Hex{h(7, 6), h(8, 6), h(9, 9), h(2, 12), h(5, 11), h(10, 2), h(1, 3), h(12, 12), h(3, 6), h(7, 10)} {
		figures = append(figures, Standing{ID: string(rune('a' + i)), Side: "monsters", At: x})
	}
	return m, figures
}

func BenchmarkAreaAllPlacements4Hex(b *testing.B) {
	m, figures := areaBenchMap(b)
	h := hexgrid.H
	tpl := hexgrid.Template{Hexes: []hexgrid.Hex{h(0, 0), h(1, 0), h(2, -1), h(3, -1)}}
	b.ReportAllocs()
	for b.Loop() {
		board, err := NewAreaBoard(m, figures, "hero", 4)
		if err != nil {
			b.Fatal(err)
		}
		if len(board.Options(tpl)) == 0 {
			b.Fatal("no placements")
		}
	}
}
