package hexgrid

import "math"

// Orientation says how hexes are drawn: with a point at the top, or with a
// flat side at the top.
type Orientation int

const (
	// PointyTop draws direction 0 to the right (rows of hexes).
	PointyTop Orientation = iota
	// FlatTop draws direction 5 straight down (columns of hexes).
	FlatTop
)

// String returns "pointy" or "flat", the names used by map files.
func (o Orientation) String() string {
	if o == FlatTop {
		return "flat"
	}
	return "pointy"
}

// Point is a position on screen, y growing downwards.
type Point struct {
	X, Y float64
}

// Layout maps hexes to screen positions and back. Size is the distance from
// a hex's centre to its corners; Origin is where the centre of hex [0,0] is
// drawn. Pixel positions are for drawing only: no rule depends on them.
type Layout struct {
	Orientation Orientation
	Size        float64
	Origin      Point
}

var sqrt3 = math.Sqrt(3)

// forward returns the screen offset of the axial point (q, r).
func (l Layout) forward(q, r float64) Point {
	if l.Orientation == FlatTop {
		return Point{
			X: l.Origin.X + l.Size*1.5*q,
			Y: l.Origin.Y + l.Size*(sqrt3/2*q+sqrt3*r),
		}
	}
	return Point{
		X: l.Origin.X + l.Size*(sqrt3*q+sqrt3/2*r),
		Y: l.Origin.Y + l.Size*1.5*r,
	}
}

// Center returns the screen position of h's centre.
func (l Layout) Center(h Hex) Point { return l.forward(float64(h.Q), float64(h.R)) }

// VertexPoint returns the screen position of a corner-lattice point.
func (l Layout) VertexPoint(v Vertex) Point {
	return l.forward(float64(v.X)/3, float64(v.Y)/3)
}

// Corners returns the screen positions of h's six corners; corner i is
// h.Corner(i), the corner between directions i and i+1.
func (l Layout) Corners(h Hex) [6]Point {
	var out [6]Point
	for i := range out {
		out[i] = l.VertexPoint(h.Corner(i))
	}
	return out
}

// EdgePoints returns the screen positions of the two ends of e (to draw a
// wall).
func (l Layout) EdgePoints(e Edge) (Point, Point) {
	u, v := e.Ends()
	return l.VertexPoint(u), l.VertexPoint(v)
}

// Fractional returns the axial coordinates of the screen point p, unrounded.
func (l Layout) Fractional(p Point) (q, r float64) {
	x, y := (p.X-l.Origin.X)/l.Size, (p.Y-l.Origin.Y)/l.Size
	if l.Orientation == FlatTop {
		q = x * 2 / 3
		r = (y/sqrt3 - q/2)
		return q, r
	}
	r = y * 2 / 3
	q = x/sqrt3 - r/2
	return q, r
}

// HexAt returns the hex containing the screen point p (points on a border
// go to one of the hexes either side).
func (l Layout) HexAt(p Point) Hex {
	q, r := l.Fractional(p)
	s := -q - r
	rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
	dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return Hex{int(rq), int(rr)}
}

// Bounds returns the smallest screen rectangle holding every corner of the
// given hexes, as its top-left and bottom-right points. With no hexes both
// are Origin.
func (l Layout) Bounds(hexes []Hex) (topLeft, bottomRight Point) {
	if len(hexes) == 0 {
		return l.Origin, l.Origin
	}
	topLeft = Point{math.Inf(1), math.Inf(1)}
	bottomRight = Point{math.Inf(-1), math.Inf(-1)}
	for _, h := range hexes {
		for _, c := range l.Corners(h) {
			topLeft.X, topLeft.Y = min(topLeft.X, c.X), min(topLeft.Y, c.Y)
			bottomRight.X, bottomRight.Y = max(bottomRight.X, c.X), max(bottomRight.Y, c.Y)
		}
	}
	return topLeft, bottomRight
}
