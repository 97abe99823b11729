package hexgrid

import (
	"fmt"
	"slices"
)

// SightRule is how line of sight is drawn between two hexes.
type SightRule uint8

// The sight rules.
const (
	// SightCorners: a straight segment from some corner of one hex to some
	// corner of the other that touches no wall (a corner on a wall is no
	// end point).
	SightCorners SightRule = iota
	// SightAnyPoint: a straight segment from any point of one hex (its
	// inside or its boundary) to any point of the other that touches no
	// wall.
	SightAnyPoint
)

// String names the rule.
func (r SightRule) String() string {
	switch r {
	case SightCorners:
		return "corners"
	case SightAnyPoint:
		return "any point"
	}
	return fmt.Sprintf("SightRule(%d)", uint8(r))
}

// Any-point line of sight, decided exactly.
//
// Let W be the union of the walls (closed segments), A and B two distinct
// map hexes (closed hexagons). A sees B when some segment [p, q], p in A and
// q in B, misses W. Three facts make this finite.
//
// 1. Generic lines suffice. Call a line generic when it passes through no
// lattice vertex (no hex corner). Touching blocks and W is closed, so the
// clear pairs (p, q) form an open subset of A x B; it then holds a pair of
// inner points, and every line close enough to theirs still meets A and B
// near p and q with a clear segment between. Lines through a vertex are a
// null set, so some generic line carries a clear segment. Conversely a
// generic line's segment is clear as soon as its part between A and B is.
//
// 2. On a generic line the question is a walk. A generic line crosses hex
// sides only at their inner points, one side at a time. Leaving A toward B
// it crosses a sequence of sides; [exit point of A, entry point of B] is
// the shortest segment it offers (any other contains it) and it touches a
// wall exactly when one of those sides is a wall. A side between two
// open map hexes with no thin wall is no wall; every other side of a map
// hex is one. So the line sees B from A iff the hexes it passes from A to B
// are a chain of Map.Adjacent neighbours: walkClear follows the line hex
// by hex, reading on which side of the line each corner lies.
//
// 3. Finitely many lines suffice. Write an oriented line as (a, b, c) with
// a*x + b*y + c > 0 on its left; each point w is a plane through the
// origin of (a, b, c) space, the lines through w. Let V be the corners of
// A and B and the wall ends in the convex hull of A and B. The planes of V
// cut space into open convex cones, one per sign vector. Along a path of
// generic lines the answer of 2 changes only when the line sweeps over a
// vertex lying on [exit of A, entry of B] (that segment lies in the hull)
// that is a corner of A or B or ends a wall: a vertex on no wall has its
// three sides and hexes open, and sweeping over it swaps open sides for
// open sides. So the answer is the same on all generic lines of a cone
// (any two are joined by a path in the cone that crosses the planes of
// other vertices one at a time and avoids a = b = 0, which is no line and
// lies on no plane). The points of V include three that are not collinear,
// so the planes meet only at the origin and every cone is pointed: its
// closure has an edge, a line through two points u and v of V; a cone of
// lines meeting A and B has edges that meet the closed A and B, since a
// line missing a closed hex has neighbours missing it. The lines of the
// cone near that edge have, on the points of V off the line uv, the sides
// those points have of uv, and on the points t of uv, sides
// sign(alpha + beta t):
// all on one side, or changing once between two neighbouring points. So
// the cones with uv on their edge are exactly: uv shifted to either side,
// or uv turned either way about a point strictly between two neighbouring
// points of V on it. A probe realises each one symbolically (an
// infinitesimal shift or turn) and is generic for every lattice vertex:
// off the line signs are those of uv, and on it the turning point, at a
// half-integer position, is no vertex.
//
// Hence: A sees B iff, for some pair u, v of V whose line meets both A and
// B, some probe of uv walks from A to B across open sides only. The
// corner-to-corner test runs first (a clear corner segment is a clear
// segment), so this search runs only for pairs it does not settle.

// probe is a generic line near the line through u and u+d: shifted off it
// (shift), or turned about the point at position tau2/2 along it, position
// being dot(w-u, d). s picks the side or the way.
type probe struct {
	u, d  Vertex
	tau2  int64
	s     int64
	shift bool
}

// left reports on which side of the probe w lies (never on it).
func (p *probe) left(w Vertex) bool {
	if o := orient(p.u, Vertex{p.u.X + p.d.X, p.u.Y + p.d.Y}, w); o != 0 {
		return o > 0
	}
	if p.shift {
		return p.s > 0
	}
	t := 2*dot(w, p.u, p.d) - p.tau2
	return (t > 0) == (p.s > 0)
}

// dot returns dot(w-u, d), the position of w along d from u (scaled).
func dot(w, u, d Vertex) int64 {
	return int64(w.X-u.X)*int64(d.X) + int64(w.Y-u.Y)*int64(d.Y)
}

// crossings returns the directions of the sides of h that p crosses (as
// many as it has: 0 or 2 for a generic line).
func crossings(h Hex, p *probe) (out [2]Direction, n int) {
	var side [6]bool
	for c := range 6 {
		side[c] = p.left(h.Corner(c))
	}
	for d := range 6 {
		// Side d lies between corners d-1 and d.
		if side[(d+5)%6] != side[d] {
			if n < 2 {
				out[n] = Direction(d)
			}
			n++
		}
	}
	return out, n
}

// exitSide returns the side by which p leaves hex h, having entered it by
// side in. Side in lies between corners in-1 and in, on either side of p;
// going round from corner in the other way, the side changes once, at the
// exit (side c lies between corners c-1 and c).
func exitSide(h Hex, in Direction, p *probe) Direction {
	s0 := p.left(h.Corner(int(in)))
	for c := int(in) + 1; c <= int(in)+4; c++ {
		if p.left(h.Corner(c)) != s0 {
			return Direction(mod6(c))
		}
	}
	return Direction(mod6(int(in) + 5))
}

// walkClear reports whether p, followed from hex ka either way, reaches hex
// kb crossing open sides only (fact 2). Both ways are walked in step; a way
// ends at its first wall, and the map is finite. A way is not walked when
// hex kb lies wholly on ka's side of the line of the side it leaves by:
// beyond that side the line never comes back.
func (m *Map) walkClear(ka, kb int, p *probe) bool {
	dirs, n := crossings(m.hexes[ka], p)
	if n != 2 {
		return false
	}
	type way struct {
		k   int
		out Direction
		on  bool
	}
	a, b := m.hexes[ka], m.hexes[kb]
	ways := [2]way{{ka, dirs[0], beyondSide(a, dirs[0], b)}, {ka, dirs[1], beyondSide(a, dirs[1], b)}}
	for ways[0].on || ways[1].on {
		for i := range ways {
			w := &ways[i]
			if !w.on {
				continue
			}
			next := int(m.nbr[w.k][w.out])
			if next < 0 {
				w.on = false
				continue
			}
			if next == kb {
				return true
			}
			w.k, w.out = next, exitSide(m.hexes[next], w.out.Opposite(), p)
		}
	}
	return false
}

// beyondSide reports whether some corner of hex b lies strictly beyond the
// line of side d of hex a (on the side away from a).
func beyondSide(a Hex, d Direction, b Hex) bool {
	u, v := a.Corner(int(d)-1), a.Corner(int(d))
	inside := orient(u, v, a.Center()) > 0
	for c := range 6 {
		if o := orient(u, v, b.Corner(c)); o != 0 && (o > 0) != inside {
			return true
		}
	}
	return false
}

// anyPointSees decides the any-point rule for map hexes ka != kb (see the
// proof above).
func (m *Map) anyPointSees(q *sightQuery, ka, kb int) bool {
	if !m.hasOpenSide(ka) || !m.hasOpenSide(kb) {
		return false // a hex walled all round: every way out crosses a wall
	}
	a, b := m.hexes[ka], m.hexes[kb]
	pts := m.criticalPoints(q, a, b)
	for i, u := range pts {
		for j := i + 1; j < len(pts); j++ {
			v := pts[j]
			if !lineMeetsHex(u, v, a) || !lineMeetsHex(u, v, b) {
				continue
			}
			ts, first := collinearPositions(q.ts[:0], pts, i, j)
			q.ts = ts
			if !first {
				continue // this line was tried with its first two points
			}
			if m.probesClear(ka, kb, u, Vertex{v.X - u.X, v.Y - u.Y}, ts) {
				return true
			}
		}
	}
	return false
}

// probesClear tries every probe of the line through u along d, whose points
// of V lie at the sorted positions ts.
func (m *Map) probesClear(ka, kb int, u, d Vertex, ts []int64) bool {
	for _, s := range [2]int64{1, -1} {
		if m.walkClear(ka, kb, &probe{u: u, d: d, s: s, shift: true}) {
			return true
		}
		for k := 1; k < len(ts); k++ {
			if m.walkClear(ka, kb, &probe{u: u, d: d, s: s, tau2: 2*ts[k-1] + 1}) {
				return true
			}
		}
	}
	return false
}

// collinearPositions appends to dst the distinct sorted positions along
// pts[j]-pts[i] of the points of pts on the line through pts[i] and pts[j],
// and reports whether i and j are the first two of them (so that each line
// is tried once).
func collinearPositions(dst []int64, pts []Vertex, i, j int) ([]int64, bool) {
	u, v := pts[i], pts[j]
	d := Vertex{v.X - u.X, v.Y - u.Y}
	for x, w := range pts {
		if orient(u, v, w) != 0 {
			continue
		}
		if x < j && x != i {
			return dst, false
		}
		dst = append(dst, dot(w, u, d))
	}
	slices.Sort(dst)
	return slices.Compact(dst), true
}

// hasOpenSide reports whether hex k has a side that is no wall.
func (m *Map) hasOpenSide(k int) bool {
	for _, n := range m.nbr[k] {
		if n >= 0 {
			return true
		}
	}
	return false
}

// lineMeetsHex reports whether the line through u and v meets the closed
// hex h: not all its corners strictly on one side.
func lineMeetsHex(u, v Vertex, h Hex) bool {
	pos, neg := false, false
	for c := range 6 {
		switch o := orient(u, v, h.Corner(c)); {
		case o > 0:
			pos = true
		case o < 0:
			neg = true
		default:
			return true
		}
	}
	return pos && neg
}

// criticalPoints returns V of the proof: the corners of a and b, then the
// ends of walls that lie in the convex hull of a and b, each once.
func (m *Map) criticalPoints(q *sightQuery, a, b Hex) []Vertex {
	q.ccur++
	if q.ccur == 0 {
		clear(q.cstamp)
		q.ccur = 1
	}
	pts := q.pts[:0]
	for _, h := range [2]Hex{a, b} {
		for c := range 6 {
			v := h.Corner(c)
			if id := m.cornerID[v]; q.cstamp[id] != q.ccur {
				q.cstamp[id] = q.ccur
				pts = append(pts, v)
			}
		}
	}
	hull := convexHull(pts)
	lo, hi := pts[0], pts[0]
	for _, v := range pts {
		lo.X, lo.Y = min(lo.X, v.X), min(lo.Y, v.Y)
		hi.X, hi.Y = max(hi.X, v.X), max(hi.Y, v.Y)
	}
	x0, y0 := max(lo.X-m.minX, 0)/cellSize, max(lo.Y-m.minY, 0)/cellSize
	x1, y1 := min((hi.X-m.minX)/cellSize, m.cw-1), min((hi.Y-m.minY)/cellSize, m.ch-1)
	for cy := y0; cy <= y1; cy++ {
		for cx := x0; cx <= x1; cx++ {
			c := cy*m.cw + cx
			for _, w := range m.cellWalls[m.cellStart[c]:m.cellStart[c+1]] {
				s := m.walls[w]
				for _, e := range [2]struct {
					v  Vertex
					id int32
				}{{s.u, s.uid}, {s.v, s.vid}} {
					if q.cstamp[e.id] != q.ccur && inConvex(hull, e.v) {
						q.cstamp[e.id] = q.ccur
						pts = append(pts, e.v)
					}
				}
			}
		}
	}
	q.pts = pts
	return pts
}

// convexHull returns the convex hull of pts counter-clockwise (positive
// orientation), without collinear points.
func convexHull(pts []Vertex) []Vertex {
	ps := slices.Clone(pts)
	slices.SortFunc(ps, func(a, b Vertex) int {
		if a.X != b.X {
			return a.X - b.X
		}
		return a.Y - b.Y
	})
	ps = slices.Compact(ps)
	if len(ps) < 3 {
		return ps
	}
	hull := make([]Vertex, 0, 2*len(ps))
	for pass := range 2 {
		start := len(hull)
		for _, p := range ps {
			for len(hull) >= start+2 && orient(hull[len(hull)-2], hull[len(hull)-1], p) <= 0 {
				hull = hull[:len(hull)-1]
			}
			hull = append(hull, p)
		}
		hull = hull[:len(hull)-1]
		if pass == 0 {
			slices.Reverse(ps)
		}
	}
	return hull
}

// inConvex reports whether v lies in the closed convex polygon hull
// (counter-clockwise, at least three corners).
func inConvex(hull []Vertex, v Vertex) bool {
	for i, a := range hull {
		if orient(a, hull[(i+1)%len(hull)], v) < 0 {
			return false
		}
	}
	return true
}
