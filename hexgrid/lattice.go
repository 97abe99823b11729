package hexgrid

import "fmt"

// Vertex is a point of the corner lattice: axial coordinates multiplied by 3.
// A hex's centre is Vertex{3q, 3r}; its corner i, between directions i and
// i+1, is the centre plus Directions[i]+Directions[i+1]. The map from axial
// space is affine, so which segments meet is the same in both, and all tests
// on vertices are exact integer orientation tests.
type Vertex struct {
	X, Y int
}

// cornerOffsets are the six corners of the hex at the origin, in lattice
// units: Directions[i] + Directions[i+1].
var cornerOffsets = [6]Vertex{{2, -1}, {1, -2}, {-1, -1}, {-2, 1}, {-1, 2}, {1, 1}}

// Center returns the centre of h on the corner lattice.
func (h Hex) Center() Vertex { return Vertex{3 * h.Q, 3 * h.R} }

// Corner returns corner i (taken modulo 6) of h: the corner between
// directions i and i+1, shared with the neighbours in those directions.
func (h Hex) Corner(i int) Vertex {
	o := cornerOffsets[mod6(i)]
	return Vertex{3*h.Q + o.X, 3*h.R + o.Y}
}

// Corners returns the six corners of h in order.
func (h Hex) Corners() [6]Vertex {
	var out [6]Vertex
	for i := range out {
		out[i] = h.Corner(i)
	}
	return out
}

// String formats v as "(x,y)".
func (v Vertex) String() string { return fmt.Sprintf("(%d,%d)", v.X, v.Y) }

// Edge is the side shared by two neighbouring hexes, as a value: the same
// edge compares equal whichever side it was built from.
type Edge struct {
	a, b Hex // in reading order: a.Less(b)
}

// EdgeBetween returns the edge between a and b, and false when they are not
// neighbours.
func EdgeBetween(a, b Hex) (Edge, bool) {
	if !Adjacent(a, b) {
		return Edge{}, false
	}
	if b.Less(a) {
		a, b = b, a
	}
	return Edge{a, b}, true
}

// Edge returns the side of h facing direction d.
func (h Hex) Edge(d Direction) Edge {
	e, _ := EdgeBetween(h, h.Neighbor(d))
	return e
}

// Hexes returns the two hexes either side of e, in reading order.
func (e Edge) Hexes() (Hex, Hex) { return e.a, e.b }

// Ends returns the two corners that bound e, on the corner lattice.
func (e Edge) Ends() (Vertex, Vertex) {
	d, _ := e.a.DirectionTo(e.b)
	return e.a.Corner(int(d) - 1), e.a.Corner(int(d))
}

// String formats e as "[[q,r],[q,r]]", the notation of the map files.
func (e Edge) String() string { return "[" + e.a.String() + "," + e.b.String() + "]" }

// orient returns twice the signed area of the triangle a, b, c: positive on
// one side, negative on the other, zero when the three are collinear.
func orient(a, b, c Vertex) int64 {
	return int64(b.X-a.X)*int64(c.Y-a.Y) - int64(b.Y-a.Y)*int64(c.X-a.X)
}

func sign(x int64) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// SegmentsTouch reports whether the closed segments pq and uv share at least
// one point (crossing, touching at a point, or overlapping along a line).
// Segments of zero length are points.
func SegmentsTouch(p, q, u, v Vertex) bool {
	o1 := sign(orient(p, q, u))
	o2 := sign(orient(p, q, v))
	o3 := sign(orient(u, v, p))
	o4 := sign(orient(u, v, q))
	if o1 == 0 && o2 == 0 && o3 == 0 && o4 == 0 {
		// Collinear (or degenerate): the projections must overlap on both axes.
		return overlap(p.X, q.X, u.X, v.X) && overlap(p.Y, q.Y, u.Y, v.Y)
	}
	if p == q {
		return o3 == 0 && within(p, u, v)
	}
	if u == v {
		return o1 == 0 && within(u, p, q)
	}
	return o1*o2 <= 0 && o3*o4 <= 0
}

// within reports whether x, known to be on the line through a and b, lies in
// the closed bounding box of a and b.
func within(x, a, b Vertex) bool {
	return overlap(x.X, x.X, a.X, b.X) && overlap(x.Y, x.Y, a.Y, b.Y)
}

func overlap(a1, a2, b1, b2 int) bool {
	if a1 > a2 {
		a1, a2 = a2, a1
	}
	if b1 > b2 {
		b1, b2 = b2, b1
	}
	return a1 <= b2 && b1 <= a2
}
