package hexgrid

import (
	"fmt"
	"slices"
	"testing"
)

func mustMap(t testing.TB, spec MapSpec) *Map {
	t.Helper()
	m, err := NewMap(spec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func edge(t testing.TB, a, b Hex) Edge {
	t.Helper()
	e, ok := EdgeBetween(a, b)
	if !ok {
		t.Fatalf("%v and %v are not neighbours", a, b)
	}
	return e
}

func TestSightMatchesBruteForceOnRandomMaps(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		m := randomMap(seed, 6)
		ref := newBruteSight(m)
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
			}
		}
		for i, a := range hexes {
			if i < 5 {
				if got, want := m.Visibility(a).Hexes(), ref.field(a); !sameSet(got, want) {
					t.Fatalf("seed %d: Visibility(%v) = %v, brute force %v", seed, a, got, want)
				}
			}
			// Sees was checked against the reference above.
			v := m.Visibility(a)
			for _, b := range hexes {
				if v.Sees(b) != m.Sees(a, b) {
					t.Fatalf("seed %d: Visibility(%v).Sees(%v) = %v, Sees says %v", seed, a, b, v.Sees(b), m.Sees(a, b))
				}
			}
		}
	}
}

func sameSet(a, b []Hex) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.SortFunc(a, cmpHex)
	slices.SortFunc(b, cmpHex)
	return slices.Equal(a, b)
}

func TestBenchMapFieldMatchesBruteForce(t *testing.T) {
	m := benchMap()
	ref := newBruteSight(m)
	for _, from := range []Hex{H(0, 0), H(7, 7), H(4, 11), H(12, 9)} {
		if got, want := m.Visibility(from).Hexes(), ref.field(from); !sameSet(got, want) {
			t.Fatalf("Visibility(%v): %d hexes, brute force %d", from, len(got), len(want))
		}
	}
}

func TestSightRuleEdges(t *testing.T) {
	// A straight corridor one hex wide: every corner of every hex lies on
	// the outline, so (read literally) no corner is a starting point and a
	// hex sees only itself.
	corridor := mustMap(t, MapSpec{Hexes: []Hex{H(0, 0), H(1, 0), H(2, 0), H(3, 0)}})
	if corridor.Sees(H(0, 0), H(1, 0)) {
		t.Errorf("corridor: neighbours must not see each other (every corner on a wall)")
	}
	if !corridor.Sees(H(2, 0), H(2, 0)) {
		t.Errorf("a hex always sees itself")
	}
	if d, ok := corridor.Range(H(0, 0), H(3, 0)); !ok || d != 3 {
		t.Errorf("corridor range = %d,%v, want 3", d, ok)
	}

	// Two rows: the shared corners of neighbours in the same row are free
	// only where three map hexes meet.
	two := mustMap(t, MapSpec{Hexes: []Hex{H(0, 0), H(1, 0), H(2, 0), H(-1, 1), H(0, 1), H(1, 1)}})
	if !two.Sees(H(0, 0), H(0, 1)) {
		t.Errorf("two rows: [0,0] must see [0,1]")
	}

	// A lone thin wall between two neighbours in open ground: its two ends
	// are the only shared corners, but a line from one hex's far corner to
	// the other's passes clear of the wall's end, so they see each other,
	// though they are not adjacent.
	open := Spiral(H(0, 0), 3)
	walled := mustMap(t, MapSpec{Hexes: open, Walls: []Edge{edge(t, H(0, 0), H(1, 0))}})
	if !walled.Sees(H(0, 0), H(1, 0)) {
		t.Errorf("neighbours across a lone thin wall see each other round its end")
	}
	if walled.Adjacent(H(0, 0), H(1, 0)) {
		t.Errorf("neighbours across a thin wall are not adjacent")
	}
	if d, _ := walled.Range(H(0, 0), H(1, 0)); d != 2 {
		t.Errorf("range round a thin wall = %d, want 2", d)
	}
	if !walled.Sees(H(0, 0), H(0, 1)) {
		t.Errorf("a thin wall must not block the other side")
	}

	// A sealed hex in the middle of a three-hex-wide passage blocks everything.
	sealed := mustMap(t, MapSpec{Hexes: open, Closed: []Hex{H(0, 0)}})
	if sealed.Sees(H(0, 0), H(1, 0)) || sealed.Sees(H(1, 0), H(0, 0)) {
		t.Errorf("a sealed hex sees nothing and is seen by nothing")
	}
	if _, ok := sealed.Range(H(-1, 0), H(0, 0)); ok {
		t.Errorf("a sealed hex is unreachable")
	}
	if d, ok := sealed.Range(H(-1, 0), H(1, 0)); !ok || d != 3 {
		t.Errorf("range round a sealed hex = %d,%v, want 3", d, ok)
	}
}

func TestMapErrors(t *testing.T) {
	if _, err := NewMap(MapSpec{}); err == nil {
		t.Errorf("empty map must fail")
	}
	if _, err := NewMap(MapSpec{Hexes: []Hex{H(0, 0), H(0, 0)}}); err == nil {
		t.Errorf("duplicate hex must fail")
	}
	if _, err := NewMap(MapSpec{Hexes: []Hex{H(0, 0)}, Closed: []Hex{H(4, 4)}}); err == nil {
		t.Errorf("a sealed hex off the map must fail")
	}
	if _, err := NewMap(MapSpec{Hexes: []Hex{H(0, 0)}, Walls: []Edge{{H(5, 5), H(6, 5)}}}); err == nil {
		t.Errorf("wall off the map must fail")
	}
}

func TestOffMap(t *testing.T) {
	m := mustMap(t, MapSpec{Hexes: Spiral(H(0, 0), 2)})
	if m.Sees(H(9, 9), H(9, 9)) || m.Sees(H(0, 0), H(9, 9)) {
		t.Errorf("off-map hexes see nothing")
	}
	if d, ok := m.Range(H(0, 0), H(9, 9)); ok || d != -1 {
		t.Errorf("Range off the map = %d,%v, want -1,false", d, ok)
	}
	if v := m.Visibility(H(9, 9)); v.Len() != 0 {
		t.Errorf("Visibility off the map = %v", v.Hexes())
	}
	if v := m.Visibility(H(0, 0)); v.Len() != m.Len() {
		t.Errorf("open hexagon: centre sees %d of %d", v.Len(), m.Len())
	}
}

func TestSightIsSafeForConcurrentUse(t *testing.T) {
	m := benchMap()
	want := make(map[Hex]int)
	for _, s := range benchSources {
		want[s] = m.Visibility(s).Len()
	}
	done := make(chan error, 4)
	for g := range 4 {
		go func() {
			for i := range 20 {
				s := benchSources[(g+i)%len(benchSources)]
				if n := m.Visibility(s).Len(); n != want[s] {
					done <- fmt.Errorf("goroutine %d: field of %v has %d hexes, want %d", g, s, n, want[s])
					return
				}
				m.Sees(s, benchSources[i%len(benchSources)])
			}
			done <- nil
		}()
	}
	for range 4 {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}

// FuzzSight checks, on random maps, that line of sight is symmetric and
// agrees with the brute-force reference, and that range is symmetric.
func FuzzSight(f *testing.F) {
	f.Add(uint64(1), uint8(3), uint16(7), uint16(40))
	f.Add(uint64(99), uint8(5), uint16(0), uint16(90))
	f.Fuzz(func(t *testing.T, seed uint64, radius uint8, i, j uint16) {
		m := randomMap(seed, 1+int(radius%6))
		hexes := m.Hexes()
		a, b := hexes[int(i)%len(hexes)], hexes[int(j)%len(hexes)]
		s := m.Sees(a, b)
		if s != m.Sees(b, a) {
			t.Fatalf("Sees(%v, %v) not symmetric", a, b)
		}
		if want := newBruteSight(m).sees(a, b); s != want {
			t.Fatalf("Sees(%v, %v) = %v, brute force %v", a, b, s, want)
		}
		if m.Visibility(a).Sees(b) != s {
			t.Fatalf("Visibility(%v).Sees(%v) disagrees with Sees", a, b)
		}
		d1, ok1 := m.Range(a, b)
		d2, ok2 := m.Range(b, a)
		if d1 != d2 || ok1 != ok2 || (ok1 && d1 < Distance(a, b)) {
			t.Fatalf("Range(%v, %v) = %d,%v; back %d,%v", a, b, d1, ok1, d2, ok2)
		}
	})
}
