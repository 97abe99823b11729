package hexgrid

// Line of sight under the corner rule (SightCorners; the any-point rule,
// SightAnyPoint, is in sight_anypoint.go and starts from this one): a hex
// sees another when a straight line can be drawn from some corner of the
// one to some corner of the other without touching any wall. Touching a wall at a single point or along an
// edge blocks; a corner lying on a wall is no starting point (nor end point:
// the line would touch the wall there). Only walls block.
//
// Everything is decided on the corner lattice with integer orientation tests.
// Speed comes from a bucket grid of wall segments (a segment query visits
// only the cells the segment crosses, computed exactly), from trying the
// wall that blocked the previous query first, and, for a whole field, from
// remembering each corner-to-corner answer (a corner is shared by up to
// three hexes). Tests check every answer against a brute-force reference.

// sightQuery is the scratch state of a run of segment queries.
type sightQuery struct {
	stamp []uint32 // by wall: the query that last tested it
	cur   uint32
	last  int // the wall that blocked the last blocked segment, or -1

	// Scratch of the any-point rule (sight_anypoint.go).
	cstamp []uint32 // by corner id: the gathering that last took it
	ccur   uint32
	pts    []Vertex
	ts     []int64
}

func (m *Map) getQuery() *sightQuery {
	return m.queries.Get().(*sightQuery)
}

func (m *Map) putQuery(q *sightQuery) { m.queries.Put(q) }

// corner is a hex corner with its id in the map.
type corner struct {
	v  Vertex
	id int32
}

// freeCorners appends to dst the corners of the hex with index k that lie
// on no wall.
func (m *Map) freeCorners(dst []corner, k int) []corner {
	h := m.hexes[k]
	for i, id := range m.corners[k] {
		if !m.onWall[id] {
			dst = append(dst, corner{h.Corner(i), id})
		}
	}
	return dst
}

// Sees reports whether there is line of sight between a and b. It is
// symmetric. A map hex always sees itself; a hex off the map sees nothing. A
// sealed hex's corners all lie on walls, so it sees (and is seen by) no
// other hex.
func (m *Map) Sees(a, b Hex) bool {
	ka, kb := m.indexOf(a), m.indexOf(b)
	if ka < 0 || kb < 0 {
		return false
	}
	if a == b {
		return true
	}
	var bufA, bufB [6]corner
	ca := m.freeCorners(bufA[:0], ka)
	if len(ca) == 0 && m.sight == SightCorners {
		return false
	}
	cb := m.freeCorners(bufB[:0], kb)
	q := m.getQuery()
	defer m.putQuery(q)
	if m.anyClear(q, ca, cb) {
		return true
	}
	return m.sight == SightAnyPoint && m.anyPointSees(q, ka, kb)
}

// anyClear reports whether some segment from a point of ca to a point of cb
// touches no wall. Corners in ca and cb lie on no wall.
func (m *Map) anyClear(q *sightQuery, ca, cb []corner) bool {
	for _, p := range ca {
		for _, r := range cb {
			if p.id == r.id || m.segmentClear(q, p.v, r.v) {
				return true
			}
		}
	}
	return false
}

// segmentClear reports whether the closed segment pr touches no wall.
func (m *Map) segmentClear(q *sightQuery, p, r Vertex) bool {
	if q.last >= 0 {
		s := m.walls[q.last]
		if SegmentsTouch(p, r, s.u, s.v) {
			return false
		}
	}
	q.cur++
	if q.cur == 0 { // wrapped: forget every stamp
		clear(q.stamp)
		q.cur = 1
	}
	x0, y0 := p.X-m.minX, p.Y-m.minY
	x1, y1 := r.X-m.minX, r.Y-m.minY
	if x0 > x1 {
		x0, y0, x1, y1 = x1, y1, x0, y0
	}
	dx, dy := x1-x0, y1-y0
	for cx := x0 / cellSize; cx <= x1/cellSize; cx++ {
		// The part of the segment over this column of cells, as exact
		// rationals num/dx; its closed y-range picks the cells.
		var cyLo, cyHi int
		if dx == 0 {
			lo, hi := minmax(y0, y1)
			cyLo, cyHi = lo/cellSize, hi/cellSize
		} else {
			xa := max(x0, cx*cellSize)
			xb := min(x1, (cx+1)*cellSize)
			na := y0*dx + dy*(xa-x0)
			nb := y0*dx + dy*(xb-x0)
			lo, hi := minmax(na, nb)
			cyLo, cyHi = floorDiv(lo, dx*cellSize), floorDiv(hi, dx*cellSize)
		}
		cyLo, cyHi = max(cyLo, 0), min(cyHi, m.ch-1)
		for cy := cyLo; cy <= cyHi; cy++ {
			c := cy*m.cw + cx
			for _, w := range m.cellWalls[m.cellStart[c]:m.cellStart[c+1]] {
				if q.stamp[w] == q.cur {
					continue
				}
				q.stamp[w] = q.cur
				s := m.walls[w]
				if SegmentsTouch(p, r, s.u, s.v) {
					q.last = int(w)
					return false
				}
			}
		}
	}
	return true
}

// Visibility is the set of map hexes seen from one hex.
type Visibility struct {
	m     *Map
	from  Hex
	seen  []bool // by hex index
	hexes []Hex
}

// Visibility computes every map hex seen from `from` (including `from`
// itself when it is on the map): the overlay drawn while the mouse moves.
func (m *Map) Visibility(from Hex) Visibility {
	v := Visibility{m: m, from: from, seen: make([]bool, len(m.hexes))}
	k := m.indexOf(from)
	if k < 0 {
		return v
	}
	v.seen[k] = true
	v.hexes = append(v.hexes, from)
	var bufA, bufB [6]corner
	ca := m.freeCorners(bufA[:0], k)
	if len(ca) == 0 {
		// No free corner: no corner-to-corner line, and (every corner on
		// a wall) any line from a point of it crosses a wall or passes
		// beside a free side; the any-point rule decides.
		if m.sight == SightAnyPoint {
			q := m.getQuery()
			defer m.putQuery(q)
			for i, t := range m.hexes {
				if i != k && m.anyPointSees(q, k, i) {
					v.seen[i] = true
					v.hexes = append(v.hexes, t)
				}
			}
		}
		return v
	}
	q := m.getQuery()
	defer m.putQuery(q)
	// A corner is shared by up to three hexes: remember, for each corner of
	// the source, which corners it has a clear line to (1) or not (2).
	nc := len(m.onWall)
	memo := make([]uint8, len(ca)*nc)
	for i, t := range m.hexes {
		if i == k {
			continue
		}
		cb := m.freeCorners(bufB[:0], i)
		if m.anyClearMemo(q, ca, cb, memo, nc) || (m.sight == SightAnyPoint && m.anyPointSees(q, k, i)) {
			v.seen[i] = true
			v.hexes = append(v.hexes, t)
		}
	}
	return v
}

// anyClearMemo is anyClear remembering each segment's answer in memo,
// indexed by source corner and destination corner id. Answers already known
// are looked at first: neighbouring destinations share corners, so most
// visible hexes are settled without a new segment query.
func (m *Map) anyClearMemo(q *sightQuery, ca, cb []corner, memo []uint8, nc int) bool {
	for j := range ca {
		row := memo[j*nc : (j+1)*nc]
		for _, r := range cb {
			if row[r.id] == 1 {
				return true
			}
		}
	}
	for j, p := range ca {
		row := memo[j*nc : (j+1)*nc]
		for _, r := range cb {
			if row[r.id] != 0 {
				continue
			}
			if p.id == r.id || m.segmentClear(q, p.v, r.v) {
				row[r.id] = 1
				return true
			}
			row[r.id] = 2
		}
	}
	return false
}

// From returns the hex the field was computed from.
func (v Visibility) From() Hex { return v.from }

// Sees reports whether h is seen from the field's hex.
func (v Visibility) Sees(h Hex) bool {
	if v.m == nil {
		return false
	}
	k := v.m.indexOf(h)
	return k >= 0 && v.seen[k]
}

// Hexes returns the seen hexes: the field's own hex first (when on the map),
// then the others in reading order.
func (v Visibility) Hexes() []Hex { return append([]Hex(nil), v.hexes...) }

// Len returns the number of seen hexes.
func (v Visibility) Len() int { return len(v.hexes) }
