package hexgrid

import (
	"slices"
	"testing"
)

func TestPlacementFollowsTheReadme(t *testing.T) {
	tpl := Template{Hexes: []Hex{H(0, 0), H(1, 0), H(2, -1), H(3, -1)}}
	got := tpl.Place(Placement{At: H(1, 5), Mirror: true})
	want := []Hex{H(1, 5), H(2, 4), H(3, 4), H(4, 3)}
	if !slices.Equal(got, want) {
		t.Errorf("mirrored placement = %v, want %v", got, want)
	}
	cleave := Template{Self: true, Hexes: []Hex{H(1, 0), H(1, -1)}}
	got = cleave.Place(Placement{At: H(0, 4), Rotation: 3})
	want = []Hex{H(-1, 4), H(-1, 5)}
	if !slices.Equal(got, want) {
		t.Errorf("rotation 3 = %v, want %v", got, want)
	}
}

func TestVariants(t *testing.T) {
	cases := []struct {
		name string
		tpl  Template
		want int
	}{
		{"single hex, free", Template{Hexes: []Hex{H(0, 0)}}, 1},
		{"triangle, free", Template{Hexes: []Hex{H(0, 0), H(1, 0), H(0, 1)}}, 2},
		{"straight line of 3, free", Template{Hexes: []Hex{H(0, 0), H(1, 0), H(2, 0)}}, 3},
		{"chiral 4, free", Template{Hexes: []Hex{H(0, 0), H(1, 0), H(2, -1), H(3, -1)}}, 6},
		{"bent 3, free", Template{Hexes: []Hex{H(0, 0), H(1, 0), H(2, -1)}}, 6},
		{"cleave, self", Template{Self: true, Hexes: []Hex{H(1, 0), H(1, -1)}}, 6},
		{"ring of six, self", Template{Self: true, Hexes: Ring(H(0, 0), 1)}, 1},
		{"line from self", Template{Self: true, Hexes: []Hex{H(1, 0), H(2, 0)}}, 6},
		{"chiral 3 from self", Template{Self: true, Hexes: []Hex{H(1, 0), H(2, 0), H(3, -1)}}, 12},
		{"empty", Template{}, 1},
	}
	for _, c := range cases {
		if got := len(c.tpl.Variants()); got != c.want {
			t.Errorf("%s: %d variants, want %d", c.name, got, c.want)
		}
	}
}

func TestPlacementsAreDistinct(t *testing.T) {
	m := mustMap(t, MapSpec{Hexes: Spiral(H(0, 0), 4)})
	for _, tpl := range []Template{
		{Hexes: []Hex{H(0, 0), H(1, 0), H(0, 1)}},
		{Hexes: []Hex{H(0, 0), H(1, 0), H(2, -1), H(3, -1)}},
		{Self: true, Hexes: []Hex{H(1, 0), H(1, -1)}},
	} {
		seen := map[string]bool{}
		for _, p := range tpl.Placements(m, H(0, 0)) {
			hexes := tpl.Place(p)
			slices.SortFunc(hexes, cmpHex)
			key := ""
			onMap := false
			for _, h := range hexes {
				key += h.String()
				onMap = onMap || m.Contains(h)
			}
			if seen[key] {
				t.Fatalf("%v: placement %v repeats %s", tpl, p, key)
			}
			if !onMap {
				t.Fatalf("%v: placement %v is off the map", tpl, p)
			}
			seen[key] = true
		}
		// Every orientation at every position touching the map is covered.
		for _, mirror := range []bool{false, true} {
			for rot := range 6 {
				for _, x := range m.Hexes() {
					p := Placement{At: x, Rotation: rot, Mirror: mirror}
					if tpl.Self {
						p.At = H(0, 0)
					}
					hexes := tpl.Place(p)
					slices.SortFunc(hexes, cmpHex)
					key := ""
					for _, h := range hexes {
						key += h.String()
					}
					if !seen[key] {
						t.Fatalf("%v: placement %v missing", tpl, p)
					}
				}
			}
		}
	}
}

func TestValid(t *testing.T) {
	m := mustMap(t, MapSpec{Hexes: Spiral(H(0, 0), 4), Walls: []Edge{edge(t, H(0, 0), H(1, 0))}})
	d := m.Distances(H(0, 0))
	tri := Template{Hexes: []Hex{H(0, 0), H(1, 0), H(0, 1)}}
	if !tri.Valid(Placement{At: H(0, 1)}, d, 1) {
		t.Errorf("a red hex at range 1 makes the placement valid")
	}
	if tri.Valid(Placement{At: H(1, 0)}, d, 1) || !tri.Valid(Placement{At: H(1, 0)}, d, 2) {
		t.Errorf("[1,0] is at range 2 round the wall; [2,0] and [1,1] at 2 too")
	}
	if tri.Valid(Placement{At: H(9, 9), Rotation: 3}, d, 30) {
		t.Errorf("off the map nothing is in range")
	}
	self := Template{Self: true, Hexes: []Hex{H(1, 0)}}
	if !self.Valid(Placement{At: H(0, 0), Rotation: 2}, d, 0) || self.Valid(Placement{At: H(1, 1)}, d, 5) {
		t.Errorf("a self template is valid exactly on its source")
	}
}
