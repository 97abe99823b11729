package hexgrid

import (
	"slices"
	"testing"
)

func TestAnyPointSightMatchesBruteForceOnRandomMaps(t *testing.T) {
	seeds := uint64(6)
	if testing.Short() {
		seeds = 2
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		radius := 2 + int(seed%2)
		m := randomAnyPointMap(seed, radius)
		corners := randomMap(seed, radius)
		ref := newBruteAnyPoint(m)
		hexes := m.Hexes()
		for i, a := range hexes {
			for _, b := range hexes[i:] {
				got, want := m.Sees(a, b), ref.sees(a, b)
				if got != want {
					t.Fatalf("seed %d: Sees(%v, %v) = %v, brute force says %v", seed, a, b, got, want)
				}
				if m.Sees(b, a) != got {
					t.Fatalf("seed %d: Sees(%v, %v) not symmetric", seed, a, b)
				}
				if corners.Sees(a, b) && !got {
					t.Fatalf("seed %d: %v and %v see each other corner to corner but not from any point", seed, a, b)
				}
			}
		}
		for _, a := range hexes {
			if got, want := m.Visibility(a).Hexes(), ref.field(a); !sameSet(got, want) {
				t.Fatalf("seed %d: Visibility(%v) = %v, brute force %v", seed, a, got, want)
			}
		}
	}
}

func TestAnyPointSightCases(t *testing.T) {
	corridor := []Hex{H(0, 0), H(1, 0), H(2, 0), H(3, 0)}
	open := Spiral(H(0, 0), 3)
	for _, c := range []struct {
		name    string
		spec    MapSpec
		a, b    Hex
		corners bool // under SightCorners
		any     bool // under SightAnyPoint
	}{
		// Every corner of a one-hex corridor lies on its outline: no
		// corner is an end point, but the middles of the sides are.
		{"corridor neighbours", MapSpec{Hexes: corridor}, H(0, 0), H(1, 0), false, true},
		{"corridor ends", MapSpec{Hexes: corridor}, H(0, 0), H(3, 0), false, true},
		{"corridor bent", MapSpec{Hexes: []Hex{H(0, 0), H(1, 0), H(1, 1)}}, H(0, 0), H(1, 1), false, true},
		{"itself", MapSpec{Hexes: corridor}, H(2, 0), H(2, 0), true, true},
		{"across a thin wall", MapSpec{Hexes: open, Walls: []Edge{edge(t, H(0, 0), H(1, 0))}}, H(0, 0), H(1, 0), true, true},
		{"sealed", MapSpec{Hexes: open, Closed: []Hex{H(0, 0)}}, H(0, 0), H(1, 0), false, false},
		{"walled off", MapSpec{Hexes: []Hex{H(0, 0), H(1, 0), H(2, 0)}, Walls: []Edge{edge(t, H(0, 0), H(1, 0))}}, H(0, 0), H(2, 0), false, false},
		{"off the map", MapSpec{Hexes: corridor}, H(0, 0), H(9, 9), false, false},
	} {
		for _, rule := range []SightRule{SightCorners, SightAnyPoint} {
			spec := c.spec
			spec.Sight = rule
			m := mustMap(t, spec)
			want := c.corners
			if rule == SightAnyPoint {
				want = c.any
			}
			if got := m.Sees(c.a, c.b); got != want {
				t.Errorf("%s, %v: Sees(%v, %v) = %v, want %v", c.name, rule, c.a, c.b, got, want)
			}
			if got := m.Sees(c.b, c.a); got != want {
				t.Errorf("%s, %v: Sees(%v, %v) = %v, want %v", c.name, rule, c.b, c.a, got, want)
			}
			if got := m.Visibility(c.a).Sees(c.b); got != want {
				t.Errorf("%s, %v: Visibility(%v).Sees(%v) = %v, want %v", c.name, rule, c.a, c.b, got, want)
			}
		}
	}
	if m := mustMap(t, MapSpec{Hexes: corridor, Sight: SightAnyPoint}); m.Sight() != SightAnyPoint {
		t.Errorf("Sight() = %v", m.Sight())
	}
	if _, err := NewMap(MapSpec{Hexes: corridor, Sight: 7}); err == nil {
		t.Errorf("an unknown sight rule must fail")
	}
	spec := MapSpec{Hexes: open, Walls: []Edge{edge(t, H(0, 0), H(1, 0))}, Closed: []Hex{H(2, 0)}, Sight: SightAnyPoint}
	again := mustMap(t, mustMap(t, spec).Spec())
	if again.Sight() != SightAnyPoint || !slices.Equal(again.ThinWalls(), spec.Walls) || !slices.Equal(again.Closed(), spec.Closed) || again.Len() != len(open) {
		t.Errorf("Spec() does not build the map again: %+v", again.Spec())
	}
	if SightCorners.String() != "corners" || SightAnyPoint.String() != "any point" || SightRule(9).String() != "SightRule(9)" {
		t.Errorf("sight rule names: %v, %v, %v", SightCorners, SightAnyPoint, SightRule(9))
	}
}

func TestBenchMapAnyPointFieldMatchesBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("the reference on the 400-hex map is slow")
	}
	m := benchAnyPointMap()
	corners := benchMap()
	for _, from := range benchSources[:3] {
		v, c := m.Visibility(from), corners.Visibility(from)
		for _, h := range c.Hexes() {
			if !v.Sees(h) {
				t.Fatalf("Visibility(%v): %v seen corner to corner but not from any point", from, h)
			}
		}
		for _, h := range m.Hexes() {
			if v.Sees(h) != m.Sees(from, h) {
				t.Fatalf("Visibility(%v).Sees(%v) = %v, Sees says %v", from, h, v.Sees(h), m.Sees(from, h))
			}
		}
	}
}

// FuzzAnyPointSight checks, on random maps, that any-point sight is
// symmetric, agrees with the brute-force reference and with Visibility, and
// holds wherever corner sight does.
func FuzzAnyPointSight(f *testing.F) {
	f.Add(uint64(1), uint8(2), uint16(7), uint16(40))
	f.Add(uint64(99), uint8(1), uint16(0), uint16(90))
	f.Add(uint64(5), uint8(0), uint16(3), uint16(11))
	f.Fuzz(func(t *testing.T, seed uint64, radius uint8, i, j uint16) {
		r := 1 + int(radius%3)
		m := randomAnyPointMap(seed, r)
		hexes := m.Hexes()
		a, b := hexes[int(i)%len(hexes)], hexes[int(j)%len(hexes)]
		s := m.Sees(a, b)
		if s != m.Sees(b, a) {
			t.Fatalf("Sees(%v, %v) not symmetric", a, b)
		}
		if want := newBruteAnyPoint(m).sees(a, b); s != want {
			t.Fatalf("Sees(%v, %v) = %v, brute force %v", a, b, s, want)
		}
		if m.Visibility(a).Sees(b) != s {
			t.Fatalf("Visibility(%v).Sees(%v) disagrees with Sees", a, b)
		}
		if randomMap(seed, r).Sees(a, b) && !s {
			t.Fatalf("%v sees %v corner to corner but not from any point", a, b)
		}
	})
}

// benchAnyPointMap is benchMap under the any-point rule.
func benchAnyPointMap() *Map {
	c := benchMap()
	m, err := NewMap(MapSpec{Hexes: c.Hexes(), Walls: c.ThinWalls(), Sight: SightAnyPoint})
	if err != nil {
		panic(err)
	}
	return m
}

func BenchmarkVisibilityFieldAnyPoint(b *testing.B) {
	m := benchAnyPointMap()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if m.Visibility(benchSources[i%len(benchSources)]).Len() == 0 {
			b.Fatal("empty field")
		}
		i++
	}
}

func BenchmarkSeesAnyPoint(b *testing.B) {
	m := benchAnyPointMap()
	hexes := m.Hexes()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		m.Sees(hexes[i%len(hexes)], hexes[(i*7919)%len(hexes)])
		i++
	}
}
