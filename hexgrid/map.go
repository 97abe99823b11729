package hexgrid

import (
	"fmt"
	"slices"
	"sync"
)

// MapSpec describes a map to build with NewMap.
type MapSpec struct {
	// Hexes are the hexes of the map; everything else is wall.
	Hexes []Hex
	// Walls are thin walls (tile borders): edges between two map hexes that
	// block sight and movement.
	Walls []Edge
	// Closed are sealed map hexes: a sealed hex is walled off on all its
	// sides, so it blocks sight and range (build the map again without it to
	// unseal it).
	Closed []Hex
	// Sight is how line of sight is drawn between two hexes: from corner
	// to corner (the zero value) or from any point to any point.
	Sight SightRule
}

// Map is a hex map with walls, ready for exact line-of-sight and range
// questions. A Map is immutable and safe for concurrent use.
//
// The walls of a map are every edge between a map hex and a non-map hex, the
// thin walls of its spec, and every side of a sealed hex.
type Map struct {
	hexes  []Hex // reading order
	thin   []Edge
	closed []Hex
	sight  SightRule

	// Dense index of hexes over their bounding box.
	minQ, minR, w, h int
	index            []int32 // (r-minR)*w + (q-minQ) -> hex index, -1 off the map

	sealed []bool     // by hex index: a sealed hex
	nbr    [][6]int32 // by hex index: passable neighbour per direction, -1 if none
	isWall map[Edge]bool

	// Wall segments on the corner lattice and the lookup structures of sight.
	walls      []segment
	minX, minY int // lattice bounding box origin
	vw, vh     int // lattice bounding box size (vertices)
	cornerID   map[Vertex]int32
	corners    [][6]int32 // by hex index: the ids of its six corners
	onWall     []bool     // by corner id
	cw, ch     int        // bucket grid size (cells)
	cellStart  []int32    // CSR: walls of cell c are cellWalls[cellStart[c]:cellStart[c+1]]
	cellWalls  []int32
	queries    sync.Pool
}

// segment is a wall edge on the corner lattice, with the corner ids of its
// ends.
type segment struct {
	u, v     Vertex
	uid, vid int32
}

// cellSize is the side of a bucket of the wall lookup grid, in lattice units
// (a hex is 3 units from centre to neighbouring centre: 2 hexes per cell).
const cellSize = 6

// NewMap builds a map. It fails when the spec repeats a hex, when a wall's
// two hexes are not neighbours, or when a wall or sealed hex is not on the
// map. A wall between a map hex and a non-map hex is accepted (it is a wall
// anyway).
func NewMap(spec MapSpec) (*Map, error) {
	if len(spec.Hexes) == 0 {
		return nil, fmt.Errorf("new map: no hexes")
	}
	if spec.Sight != SightCorners && spec.Sight != SightAnyPoint {
		return nil, fmt.Errorf("new map: unknown sight rule %d", spec.Sight)
	}
	m := &Map{hexes: slices.Clone(spec.Hexes), sight: spec.Sight}
	slices.SortFunc(m.hexes, cmpHex)
	for i := 1; i < len(m.hexes); i++ {
		if m.hexes[i] == m.hexes[i-1] {
			return nil, fmt.Errorf("new map: hex %v appears twice", m.hexes[i])
		}
	}
	m.minQ, m.minR = m.hexes[0].Q, m.hexes[0].R
	maxQ, maxR := m.minQ, m.minR
	for _, x := range m.hexes {
		m.minQ, maxQ = min(m.minQ, x.Q), max(maxQ, x.Q)
		m.minR, maxR = min(m.minR, x.R), max(maxR, x.R)
	}
	m.w, m.h = maxQ-m.minQ+1, maxR-m.minR+1
	if int64(m.w)*int64(m.h) > 1<<24 {
		return nil, fmt.Errorf("new map: hexes spread over %dx%d, too large", m.w, m.h)
	}
	m.index = make([]int32, m.w*m.h)
	for i := range m.index {
		m.index[i] = -1
	}
	for i, x := range m.hexes {
		m.index[(x.R-m.minR)*m.w+(x.Q-m.minQ)] = int32(i)
	}

	m.isWall = map[Edge]bool{}
	for i, e := range spec.Walls {
		a, b := e.Hexes()
		if !Adjacent(a, b) {
			return nil, fmt.Errorf("new map: wall %d %v: hexes are not neighbours", i, e)
		}
		if !m.Contains(a) && !m.Contains(b) {
			return nil, fmt.Errorf("new map: wall %d %v: not on the map", i, e)
		}
		if m.Contains(a) && m.Contains(b) && !m.isWall[e] {
			m.thin = append(m.thin, e)
		}
		m.isWall[e] = true
	}
	slices.SortFunc(m.thin, cmpEdge)

	m.sealed = make([]bool, len(m.hexes))
	for i, c := range spec.Closed {
		k := m.indexOf(c)
		if k < 0 {
			return nil, fmt.Errorf("new map: closed[%d] %v: not on the map", i, c)
		}
		if !m.sealed[k] {
			m.closed = append(m.closed, c)
		}
		m.sealed[k] = true
	}
	slices.SortFunc(m.closed, cmpHex)

	// Passable neighbours and the full set of wall edges.
	m.nbr = make([][6]int32, len(m.hexes))
	for i, x := range m.hexes {
		for d := range Directions {
			n := x.Neighbor(Direction(d))
			e := x.Edge(Direction(d))
			k := m.indexOf(n)
			if k < 0 || m.sealed[i] || m.sealed[k] {
				m.isWall[e] = true
			}
			if m.isWall[e] {
				k = -1
			}
			m.nbr[i][d] = int32(k)
		}
	}
	m.buildSight()
	return m, nil
}

func cmpHex(a, b Hex) int {
	if a.R != b.R {
		return a.R - b.R
	}
	return a.Q - b.Q
}

func cmpEdge(a, b Edge) int {
	if c := cmpHex(a.a, b.a); c != 0 {
		return c
	}
	return cmpHex(a.b, b.b)
}

// buildSight lays the wall segments on the corner lattice: the set of
// vertices lying on a wall, and a bucket grid of walls for segment queries.
func (m *Map) buildSight() {
	m.minX, m.minY = 3*m.minQ-2, 3*m.minR-2
	m.vw, m.vh = 3*(m.w-1)+5, 3*(m.h-1)+5
	m.cornerID = make(map[Vertex]int32, 2*len(m.hexes)+6)
	m.corners = make([][6]int32, len(m.hexes))
	for i, h := range m.hexes {
		for c := range 6 {
			v := h.Corner(c)
			id, ok := m.cornerID[v]
			if !ok {
				id = int32(len(m.cornerID))
				m.cornerID[v] = id
			}
			m.corners[i][c] = id
		}
	}
	m.onWall = make([]bool, len(m.cornerID))
	for _, e := range m.WallEdges() {
		// Every wall has a map hex on one side, so both ends are corners
		// of a map hex.
		u, v := e.Ends()
		m.walls = append(m.walls, segment{u, v, m.cornerID[u], m.cornerID[v]})
		m.onWall[m.cornerID[u]] = true
		m.onWall[m.cornerID[v]] = true
	}
	m.cw, m.ch = (m.vw-1)/cellSize+1, (m.vh-1)/cellSize+1
	counts := make([]int32, m.cw*m.ch+1)
	m.eachCell(func(c int, _ int32) { counts[c+1]++ })
	for c := 1; c < len(counts); c++ {
		counts[c] += counts[c-1]
	}
	m.cellStart = counts
	m.cellWalls = make([]int32, counts[len(counts)-1])
	fill := slices.Clone(counts[:len(counts)-1])
	m.eachCell(func(c int, w int32) {
		m.cellWalls[fill[c]] = w
		fill[c]++
	})
	m.queries.New = func() any {
		return &sightQuery{stamp: make([]uint32, len(m.walls)), cstamp: make([]uint32, len(m.cornerID)), last: -1}
	}
}

// eachCell calls f for every (cell, wall) pair where the wall's closed
// bounding box meets the cell.
func (m *Map) eachCell(f func(c int, w int32)) {
	for i, s := range m.walls {
		x0, x1 := minmax(s.u.X-m.minX, s.v.X-m.minX)
		y0, y1 := minmax(s.u.Y-m.minY, s.v.Y-m.minY)
		for cy := y0 / cellSize; cy <= y1/cellSize && cy < m.ch; cy++ {
			for cx := x0 / cellSize; cx <= x1/cellSize && cx < m.cw; cx++ {
				f(cy*m.cw+cx, int32(i))
			}
		}
	}
}

func minmax(a, b int) (int, int) {
	if a > b {
		return b, a
	}
	return a, b
}

// indexOf returns the index of h in m.hexes, or -1 when h is not on the map.
func (m *Map) indexOf(h Hex) int {
	q, r := h.Q-m.minQ, h.R-m.minR
	if q < 0 || r < 0 || q >= m.w || r >= m.h {
		return -1
	}
	return int(m.index[r*m.w+q])
}

// Index returns the position of h in Hexes(), or -1 when h is not on the
// map: a dense key for per-hex tables.
func (m *Map) Index(h Hex) int { return m.indexOf(h) }

// Contains reports whether h is a hex of the map (a sealed hex included).
func (m *Map) Contains(h Hex) bool { return m.indexOf(h) >= 0 }

// Len returns the number of hexes of the map.
func (m *Map) Len() int { return len(m.hexes) }

// Hexes returns the hexes of the map in reading order (by r, then q).
func (m *Map) Hexes() []Hex { return slices.Clone(m.hexes) }

// ThinWalls returns the thin walls between two map hexes, sorted.
func (m *Map) ThinWalls() []Edge { return slices.Clone(m.thin) }

// Sight returns the map's sight rule.
func (m *Map) Sight() SightRule { return m.sight }

// Spec returns a spec that builds this map again (its hexes, thin walls,
// sealed hexes and sight rule): the start of a changed copy, so that a
// map rebuilt with a door opened keeps its sight rule.
func (m *Map) Spec() MapSpec {
	return MapSpec{Hexes: m.Hexes(), Walls: m.ThinWalls(), Closed: m.Closed(), Sight: m.sight}
}

// Closed returns the sealed hexes, sorted.
func (m *Map) Closed() []Hex { return slices.Clone(m.closed) }

// IsClosed reports whether h is a sealed hex.
func (m *Map) IsClosed(h Hex) bool {
	k := m.indexOf(h)
	return k >= 0 && m.sealed[k]
}

// IsWall reports whether e is a wall: an edge between a map hex and a hex off
// the map, a thin wall, or a side of a sealed hex. An edge with no map hex on
// either side is not a wall of this map.
func (m *Map) IsWall(e Edge) bool { return m.isWall[e] }

// WallEdges returns every wall edge of the map, sorted: the outline, the thin
// walls, and the sides of sealed hexes (for drawing).
func (m *Map) WallEdges() []Edge {
	out := make([]Edge, 0, len(m.isWall))
	for e := range m.isWall {
		a, b := e.Hexes()
		if m.Contains(a) || m.Contains(b) {
			out = append(out, e)
		}
	}
	slices.SortFunc(out, cmpEdge)
	return out
}

// Adjacent reports whether a and b are neighbouring map hexes with no wall
// between them (hexes either side of a thin wall are not adjacent).
func (m *Map) Adjacent(a, b Hex) bool {
	k := m.indexOf(a)
	if k < 0 {
		return false
	}
	d, ok := a.DirectionTo(b)
	return ok && m.nbr[k][d] >= 0
}

// Neighbors returns the map hexes adjacent to h (see Adjacent), in direction
// order.
func (m *Map) Neighbors(h Hex) []Hex {
	k := m.indexOf(h)
	if k < 0 {
		return nil
	}
	var out []Hex
	for _, n := range m.nbr[k] {
		if n >= 0 {
			out = append(out, m.hexes[n])
		}
	}
	return out
}

// OnWall reports whether the lattice point v lies on a wall of the map (hex
// corners on a wall are no starting point for line of sight).
func (m *Map) OnWall(v Vertex) bool {
	id, ok := m.cornerID[v]
	return ok && m.onWall[id]
}

// WallSegments returns the wall edges of the map as lattice segments.
func (m *Map) WallSegments() [][2]Vertex {
	out := make([][2]Vertex, len(m.walls))
	for i, s := range m.walls {
		out[i] = [2]Vertex{s.u, s.v}
	}
	return out
}
