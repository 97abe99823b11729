package hexgrid

import (
	"slices"
	"testing"
)

func TestFillEnclosed(t *testing.T) {
	disc := Spiral(H(0, 0), 2)
	tests := []struct {
		name string
		in   []Hex
		want []Hex
	}{
		{"nothing", nil, nil},
		{"one hex", []Hex{H(3, -1)}, []Hex{H(3, -1)}},
		{"a ring fills to its disc", Ring(H(0, 0), 2), disc},
		{"a ring of radius 1 gains its centre", Ring(H(5, 5), 1), Spiral(H(5, 5), 1)},
		{"an open ring stays open", Ring(H(0, 0), 2)[1:], Ring(H(0, 0), 2)[1:]},
		{"repeats are dropped", []Hex{H(1, 0), H(1, 0), H(0, 0)}, []Hex{H(0, 0), H(1, 0)}},
		{"two rings apart fill each", append(Ring(H(0, 0), 1), Ring(H(10, 0), 1)...),
			append(Spiral(H(0, 0), 1), Spiral(H(10, 0), 1)...)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := FillEnclosed(tc.in)
			want := sortedHexes(tc.want)
			if !slices.Equal(got, want) {
				t.Errorf("FillEnclosed(%v) = %v, want %v", tc.in, got, want)
			}
		})
	}
}

func sortedHexes(hs []Hex) []Hex {
	out := slices.Clone(hs)
	slices.SortFunc(out, func(a, b Hex) int {
		if a.Less(b) {
			return -1
		}
		if b.Less(a) {
			return 1
		}
		return 0
	})
	return slices.Compact(out)
}

// FuzzFillEnclosed checks the fill's invariants on any set of hexes: it
// keeps every hex given, adds only hexes that cannot reach the outside
// without crossing one given, is sorted without repeats, and filling again
// changes nothing.
func FuzzFillEnclosed(f *testing.F) {
	f.Add([]byte{0, 0, 1, 0, 2, 0})
	f.Add([]byte{2, 0, 2, 1, 1, 2, 0, 2, 0, 1, 1, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 400 {
			data = data[:400]
		}
		var in []Hex
		for i := 0; i+1 < len(data); i += 2 {
			in = append(in, H(int(data[i]%16)-8, int(data[i+1]%16)-8))
		}
		got := FillEnclosed(in)
		given := map[Hex]bool{}
		for _, h := range in {
			given[h] = true
		}
		set := map[Hex]bool{}
		for i, h := range got {
			if i > 0 && !got[i-1].Less(h) {
				t.Fatalf("not sorted without repeats: %v", got)
			}
			set[h] = true
		}
		for h := range given {
			if !set[h] {
				t.Fatalf("%v given but not kept", h)
			}
		}
		// every added hex is walled in: a walk from it over hexes not given
		// never leaves the box around the given hexes
		for _, h := range got {
			if given[h] {
				continue
			}
			seen := map[Hex]bool{h: true}
			queue := []Hex{h}
			for len(queue) > 0 {
				c := queue[0]
				queue = queue[1:]
				if c.Q < -9 || c.Q > 8 || c.R < -9 || c.R > 8 {
					t.Fatalf("%v added but reaches the outside", h)
				}
				for _, n := range c.Neighbors() {
					if !given[n] && !seen[n] {
						seen[n] = true
						queue = append(queue, n)
					}
				}
			}
		}
		if again := FillEnclosed(got); !slices.Equal(again, got) {
			t.Fatalf("filling again changed %v to %v", got, again)
		}
	})
}

func TestBorderEdges(t *testing.T) {
	// two groups side by side, a hex of neither between others
	hexes := []Hex{H(0, 0), H(1, 0), H(0, 1), H(1, 1), H(5, 5)}
	group := map[Hex]int{H(0, 0): 1, H(1, 0): 2, H(0, 1): 1, H(1, 1): 2, H(5, 5): 3}
	got := BorderEdges(hexes, group)
	var want []Edge
	for _, p := range [][2]Hex{{H(0, 0), H(1, 0)}, {H(0, 1), H(1, 1)}, {H(0, 1), H(1, 0)}} {
		e, _ := EdgeBetween(p[0], p[1])
		want = append(want, e)
	}
	if !slices.Equal(got, want) {
		t.Errorf("BorderEdges = %v, want %v", got, want)
	}
	delete(group, H(1, 0))
	if got := BorderEdges(hexes, group); len(got) != 1 {
		t.Errorf("with [1,0] in no group: %v", got)
	}
}
