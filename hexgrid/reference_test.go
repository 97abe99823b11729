package hexgrid

import (
	"math/rand/v2"
	"slices"
)

// bruteSight is the plain reference for line of sight: it rebuilds every
// wall segment from the map's public description and tests every corner
// pair against every wall segment, with no index and no early exit per wall
// list beyond the first clear pair.
type bruteSight struct {
	m     *Map
	walls [][2]Vertex
}

func newBruteSight(m *Map) *bruteSight {
	thin := map[Edge]bool{}
	for _, e := range m.ThinWalls() {
		thin[e] = true
	}
	b := &bruteSight{m: m}
	seen := map[Edge]bool{}
	for _, h := range m.Hexes() {
		for d := range 6 {
			n := h.Neighbor(Direction(d))
			e := h.Edge(Direction(d))
			if seen[e] {
				continue
			}
			if !m.Contains(n) || thin[e] || m.IsClosed(h) || m.IsClosed(n) {
				seen[e] = true
				u, v := e.Ends()
				b.walls = append(b.walls, [2]Vertex{u, v})
			}
		}
	}
	return b
}

func (b *bruteSight) onWall(p Vertex) bool {
	for _, w := range b.walls {
		if SegmentsTouch(p, p, w[0], w[1]) {
			return true
		}
	}
	return false
}

func (b *bruteSight) clear(p, q Vertex) bool {
	for _, w := range b.walls {
		if SegmentsTouch(p, q, w[0], w[1]) {
			return false
		}
	}
	return true
}

func (b *bruteSight) sees(x, y Hex) bool {
	if !b.m.Contains(x) || !b.m.Contains(y) {
		return false
	}
	if x == y {
		return true
	}
	for _, p := range x.Corners() {
		if b.onWall(p) {
			continue
		}
		for _, q := range y.Corners() {
			if b.onWall(q) {
				continue
			}
			if b.clear(p, q) {
				return true
			}
		}
	}
	return false
}

// field is the reference visibility field: every hex tested in turn.
func (b *bruteSight) field(from Hex) []Hex {
	var out []Hex
	for _, h := range b.m.Hexes() {
		if b.sees(from, h) {
			out = append(out, h)
		}
	}
	return out
}

// randomMap makes a map of about radius*radius*3 hexes with holes, thin walls
// and sealed hexes, from the seed.
func randomMap(seed uint64, radius int) *Map {
	m, err := NewMap(randomSpec(seed, radius))
	if err != nil {
		panic(err)
	}
	return m
}

// randomSpec is the spec of randomMap (corner sight).
func randomSpec(seed uint64, radius int) MapSpec {
	r := rand.New(rand.NewPCG(seed, seed*7+1))
	var spec MapSpec
	for _, h := range Spiral(H(0, 0), radius) {
		if r.IntN(100) < 12 && h != (Hex{}) {
			continue // a hole: a pillar or a gap in the outline
		}
		spec.Hexes = append(spec.Hexes, h)
	}
	on := map[Hex]bool{}
	for _, h := range spec.Hexes {
		on[h] = true
	}
	for _, h := range spec.Hexes {
		for d := range 3 {
			n := h.Neighbor(Direction(d))
			if on[n] && r.IntN(100) < 6 {
				spec.Walls = append(spec.Walls, h.Edge(Direction(d)))
			}
		}
		if r.IntN(100) < 2 {
			spec.Closed = append(spec.Closed, h)
		}
	}
	return spec
}

// benchMap is a 400-hex map (20 x 20 rhombus) with three pillars and two
// thin walls, the benchmark's map.
func benchMap() *Map {
	pillars := map[Hex]bool{H(5, 5): true, H(6, 5): true, H(12, 8): true, H(8, 14): true, H(9, 13): true}
	var spec MapSpec
	for r := range 20 {
		for q := range 20 {
			spec.Hexes = append(spec.Hexes, H(q-r/2, r))
		}
	}
	spec.Hexes = slices.DeleteFunc(spec.Hexes, func(h Hex) bool { return pillars[h] })
	for _, pair := range [][2]Hex{{H(3, 10), H(4, 10)}, {H(3, 11), H(4, 11)}, {H(3, 12), H(4, 11)}, {H(10, 3), H(10, 4)}, {H(11, 3), H(11, 4)}} {
		e, ok := EdgeBetween(pair[0], pair[1])
		if !ok {
			panic("bench wall")
		}
		spec.Walls = append(spec.Walls, e)
	}
	m, err := NewMap(spec)
	if err != nil {
		panic(err)
	}
	return m
}
