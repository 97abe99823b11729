package hexgrid

import (
	"math"
	"testing"
)

func near(a, b Point) bool { return math.Abs(a.X-b.X) < 1e-9 && math.Abs(a.Y-b.Y) < 1e-9 }

func TestLayoutCornersAreRegular(t *testing.T) {
	for _, o := range []Orientation{PointyTop, FlatTop} {
		l := Layout{Orientation: o, Size: 10, Origin: Point{100, 50}}
		h := H(2, -3)
		c := l.Center(h)
		for i, p := range l.Corners(h) {
			if d := math.Hypot(p.X-c.X, p.Y-c.Y); math.Abs(d-10) > 1e-9 {
				t.Errorf("%v corner %d at distance %v, want 10", o, i, d)
			}
		}
		// Neighbouring centres are sqrt(3)*size apart.
		for _, n := range h.Neighbors() {
			p := l.Center(n)
			if d := math.Hypot(p.X-c.X, p.Y-c.Y); math.Abs(d-10*math.Sqrt(3)) > 1e-9 {
				t.Errorf("%v neighbour at distance %v", o, d)
			}
		}
	}
	pointy := Layout{Orientation: PointyTop, Size: 1}
	if p := pointy.Center(H(1, 0)); math.Abs(p.Y) > 1e-12 || p.X <= 0 {
		t.Errorf("pointy: direction 0 must be drawn to the right, got %v", p)
	}
	flat := Layout{Orientation: FlatTop, Size: 1}
	if p := flat.Center(H(0, 1)); math.Abs(p.X) > 1e-12 || p.Y <= 0 {
		t.Errorf("flat: direction 5 must be drawn straight down, got %v", p)
	}
	if p := pointy.Corners(H(0, 0))[1]; !near(p, Point{0, -1}) {
		t.Errorf("pointy: corner 1 must be the top point, got %v", p)
	}
}

func TestLayoutRoundTrip(t *testing.T) {
	for _, o := range []Orientation{PointyTop, FlatTop} {
		l := Layout{Orientation: o, Size: 24, Origin: Point{-7, 13}}
		for _, h := range Spiral(H(1, 1), 6) {
			c := l.Center(h)
			if got := l.HexAt(c); got != h {
				t.Fatalf("%v: HexAt(Center(%v)) = %v", o, h, got)
			}
			// A point part-way to each corner stays in the hex.
			for _, p := range l.Corners(h) {
				in := Point{c.X + 0.9*(p.X-c.X), c.Y + 0.9*(p.Y-c.Y)}
				if got := l.HexAt(in); got != h {
					t.Fatalf("%v: HexAt near corner of %v = %v", o, h, got)
				}
			}
		}
	}
	l := Layout{Size: 1}
	tl, br := l.Bounds([]Hex{H(0, 0)})
	if !near(tl, Point{-math.Sqrt(3) / 2, -1}) || !near(br, Point{math.Sqrt(3) / 2, 1}) {
		t.Errorf("Bounds = %v %v", tl, br)
	}
}
