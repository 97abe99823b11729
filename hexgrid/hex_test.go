package hexgrid

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestNeighborsFollowDirectionOrder(t *testing.T) {
	h := H(2, -1)
	want := [6]Hex{{3, -1}, {3, -2}, {2, -2}, {1, -1}, {1, 0}, {2, 0}}
	if got := h.Neighbors(); got != want {
		t.Fatalf("Neighbors(%v) = %v, want %v", h, got, want)
	}
	for d := range 6 {
		if got, ok := h.DirectionTo(want[d]); !ok || got != Direction(d) {
			t.Errorf("DirectionTo(%v) = %v,%v, want %d", want[d], got, ok, d)
		}
		if Direction(d).Opposite().Offset() != Direction(d).Offset().Scale(-1) {
			t.Errorf("Opposite(%d) wrong", d)
		}
	}
}

func TestDistance(t *testing.T) {
	cases := []struct {
		a, b Hex
		want int
	}{
		{H(0, 0), H(0, 0), 0},
		{H(0, 0), H(1, 0), 1},
		{H(0, 0), H(2, -1), 2},
		{H(5, 4), H(7, 0), 4},
		{H(-3, 6), H(6, 6), 9},
		{H(0, 0), H(3, -3), 3},
	}
	for _, c := range cases {
		if got := Distance(c.a, c.b); got != c.want {
			t.Errorf("Distance(%v, %v) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func randHex(r *rand.Rand, n int) Hex { return H(r.IntN(2*n+1)-n, r.IntN(2*n+1)-n) }

func TestDistanceIsAMetric(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		a, b, c := randHex(r, 20), randHex(r, 20), randHex(r, 20)
		if (Distance(a, b) == 0) != (a == b) {
			t.Fatalf("Distance(%v,%v) = 0 iff equal fails", a, b)
		}
		if Distance(a, b) != Distance(b, a) {
			t.Fatalf("Distance not symmetric for %v %v", a, b)
		}
		if Distance(a, c) > Distance(a, b)+Distance(b, c) {
			t.Fatalf("triangle inequality fails for %v %v %v", a, b, c)
		}
	}
}

func TestRingAndSpiral(t *testing.T) {
	c := H(3, -2)
	for radius := range 6 {
		ring := Ring(c, radius)
		want := max(1, 6*radius)
		if len(ring) != want {
			t.Fatalf("Ring(%d) has %d hexes, want %d", radius, len(ring), want)
		}
		seen := map[Hex]bool{}
		for i, h := range ring {
			if Distance(c, h) != radius {
				t.Errorf("Ring(%d)[%d] = %v at distance %d", radius, i, h, Distance(c, h))
			}
			if seen[h] {
				t.Errorf("Ring(%d) repeats %v", radius, h)
			}
			seen[h] = true
			if radius > 0 && !Adjacent(h, ring[(i+1)%len(ring)]) {
				t.Errorf("Ring(%d) is not a closed chain at %d", radius, i)
			}
		}
		sp := Spiral(c, radius)
		if len(sp) != 1+3*radius*(radius+1) || sp[0] != c {
			t.Errorf("Spiral(%d) has %d hexes starting %v", radius, len(sp), sp[0])
		}
	}
	if Ring(c, -1) != nil || Spiral(c, -1) != nil {
		t.Errorf("negative radius must give nothing")
	}
}

func TestLine(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		a, b := randHex(r, 15), randHex(r, 15)
		line := Line(a, b)
		n := Distance(a, b)
		if len(line) != n+1 || line[0] != a || line[n] != b {
			t.Fatalf("Line(%v,%v) = %v", a, b, line)
		}
		for i := 1; i <= n; i++ {
			if !Adjacent(line[i-1], line[i]) {
				t.Fatalf("Line(%v,%v) breaks at %d: %v", a, b, i, line)
			}
		}
	}
	// Along an axis the line is exact.
	if got, want := Line(H(0, 0), H(3, 0)), []Hex{{0, 0}, {1, 0}, {2, 0}, {3, 0}}; !slices.Equal(got, want) {
		t.Errorf("Line along q = %v, want %v", got, want)
	}
	// Exactly along an edge: the same tie-break every time, a valid path.
	got := Line(H(0, 0), H(1, 1))
	if len(got) != 3 || !Adjacent(got[0], got[1]) || !Adjacent(got[1], got[2]) {
		t.Errorf("Line along an edge = %v", got)
	}
}

func TestRotationAndMirror(t *testing.T) {
	// One turn maps direction 0 to direction 5 (the README's (q,r,s)->(-r,-s,-q)).
	if got := H(1, 0).Rotate(H(0, 0), 1); got != H(0, 1) {
		t.Errorf("one turn of [1,0] = %v, want [0,1]", got)
	}
	// Mirror (q,r,s)->(q,s,r): [1,0] (s=-1) -> [1,-1].
	if got := H(1, 0).Mirror(H(0, 0)); got != H(1, -1) {
		t.Errorf("mirror of [1,0] = %v, want [1,-1]", got)
	}
	r := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		h, c := randHex(r, 30), randHex(r, 30)
		if got := h.Rotate(c, 6); got != h {
			t.Fatalf("six turns of %v about %v = %v", h, c, got)
		}
		x := h
		for range 6 {
			x = x.Rotate(c, 1)
		}
		if x != h {
			t.Fatalf("six single turns of %v about %v = %v", h, c, x)
		}
		if got := h.Rotate(c, -1).Rotate(c, 1); got != h {
			t.Fatalf("turn back of %v = %v", h, got)
		}
		if got := h.Mirror(c).Mirror(c); got != h {
			t.Fatalf("mirror twice of %v about %v = %v", h, c, got)
		}
		if Distance(h.Rotate(c, 1), c) != Distance(h, c) || Distance(h.Mirror(c), c) != Distance(h, c) {
			t.Fatalf("rotation or mirror changes distance for %v about %v", h, c)
		}
	}
}

func TestEdges(t *testing.T) {
	a := H(1, 2)
	for d := range 6 {
		n := a.Neighbor(Direction(d))
		e1, ok1 := EdgeBetween(a, n)
		e2, ok2 := EdgeBetween(n, a)
		if !ok1 || !ok2 || e1 != e2 || e1 != a.Edge(Direction(d)) {
			t.Fatalf("edge %v|%v is not one value", a, n)
		}
		u, v := e1.Ends()
		ca, cn := a.Corners(), n.Corners()
		if !slices.Contains(ca[:], u) || !slices.Contains(ca[:], v) || !slices.Contains(cn[:], u) || !slices.Contains(cn[:], v) || u == v {
			t.Fatalf("edge %v ends %v %v are not the shared corners", e1, u, v)
		}
	}
	if _, ok := EdgeBetween(H(0, 0), H(2, 0)); ok {
		t.Errorf("EdgeBetween of non-neighbours must fail")
	}
}

func TestCornersShared(t *testing.T) {
	// Corner i is shared with the neighbours in directions i and i+1.
	h := H(-2, 3)
	for i := range 6 {
		v := h.Corner(i)
		for _, n := range []Hex{h.Neighbor(Direction(i)), h.Neighbor(Direction((i + 1) % 6))} {
			c := n.Corners()
			if !slices.Contains(c[:], v) {
				t.Errorf("corner %d of %v not a corner of %v", i, h, n)
			}
		}
	}
}

func TestSegmentsTouch(t *testing.T) {
	v := func(x, y int) Vertex { return Vertex{x, y} }
	cases := []struct {
		name       string
		p, q, u, w Vertex
		want       bool
	}{
		{"cross", v(0, 0), v(4, 4), v(0, 4), v(4, 0), true},
		{"apart", v(0, 0), v(1, 1), v(3, 0), v(4, 0), false},
		{"touch at end", v(0, 0), v(2, 2), v(2, 2), v(5, 0), true},
		{"graze middle", v(0, 0), v(4, 0), v(2, 0), v(2, 5), true},
		{"collinear overlap", v(0, 0), v(4, 0), v(3, 0), v(6, 0), true},
		{"collinear touch", v(0, 0), v(4, 0), v(4, 0), v(6, 0), true},
		{"collinear apart", v(0, 0), v(4, 0), v(5, 0), v(6, 0), false},
		{"parallel", v(0, 0), v(4, 0), v(0, 1), v(4, 1), false},
		{"point on", v(2, 0), v(2, 0), v(0, 0), v(4, 0), true},
		{"point off", v(2, 1), v(2, 1), v(0, 0), v(4, 0), false},
		{"near miss", v(0, 0), v(4, 4), v(3, 2), v(5, 0), false},
	}
	for _, c := range cases {
		if got := SegmentsTouch(c.p, c.q, c.u, c.w); got != c.want {
			t.Errorf("%s: got %v want %v", c.name, got, c.want)
		}
		if got := SegmentsTouch(c.u, c.w, c.q, c.p); got != c.want {
			t.Errorf("%s (swapped): got %v want %v", c.name, got, c.want)
		}
	}
}
