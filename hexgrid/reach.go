package hexgrid

// Distances holds the range from one hex to every map hex: the number of
// hexes counted along the map without passing through a wall (hexes either
// side of a thin wall are not adjacent, sealed hexes cannot be passed).
// Nothing but walls matters to range.
type Distances struct {
	m    *Map
	from Hex
	dist []int32 // by hex index, -1 unreachable
}

// Distances computes the range from `from` to every hex of the map by a
// breadth-first walk. When `from` is not on the map every hex is unreachable.
func (m *Map) Distances(from Hex) Distances {
	return m.DistancesWithin([]Hex{from}, -1)
}

// DistancesWithin computes the range from the nearest of sources to every
// hex of the map, counting no further than limit (hexes farther off are
// unreachable; a negative limit counts all the way). Sources off the map are
// ignored. From returns the first source.
func (m *Map) DistancesWithin(sources []Hex, limit int) Distances {
	dist, _ := m.walk(sources, limit)
	d := Distances{m: m, dist: dist}
	if len(sources) > 0 {
		d.from = sources[0]
	}
	return d
}

// Around returns the map hexes within limit steps of the nearest of
// sources, counted along the map as for Distances, nearest first (limit 0
// gives the sources on the map).
func (m *Map) Around(sources []Hex, limit int) []Hex {
	_, order := m.walk(sources, limit)
	out := make([]Hex, len(order))
	for i, k := range order {
		out[i] = m.hexes[k]
	}
	return out
}

// walk is the breadth-first walk of DistancesWithin and Around: the steps
// from the nearest source by hex index (-1 where it does not reach), and
// the hexes reached in the order reached.
func (m *Map) walk(sources []Hex, limit int) ([]int32, []int32) {
	dist := make([]int32, len(m.hexes))
	for i := range dist {
		dist[i] = -1
	}
	hint := len(m.hexes)
	if limit >= 0 {
		hint = min(hint, 64)
	}
	order := make([]int32, 0, hint)
	for _, s := range sources {
		if k := m.indexOf(s); k >= 0 && dist[k] < 0 {
			dist[k] = 0
			order = append(order, int32(k))
		}
	}
	for i := 0; i < len(order); i++ {
		x := order[i]
		if limit >= 0 && int(dist[x]) >= limit {
			continue
		}
		for _, n := range m.nbr[x] {
			if n >= 0 && dist[n] < 0 {
				dist[n] = dist[x] + 1
				order = append(order, n)
			}
		}
	}
	return dist, order
}

// From returns the hex the distances are counted from.
func (d Distances) From() Hex { return d.from }

// To returns the range to h and true, or -1 and false when h cannot be
// reached: it is off the map, sealed, or walled off.
func (d Distances) To(h Hex) (int, bool) {
	if d.m == nil {
		return -1, false
	}
	k := d.m.indexOf(h)
	if k < 0 || d.dist[k] < 0 {
		return -1, false
	}
	return int(d.dist[k]), true
}

// Within reports whether h can be reached in at most n hexes.
func (d Distances) Within(h Hex, n int) bool {
	r, ok := d.To(h)
	return ok && r <= n
}

// AnyWithin reports whether at least one of hexes can be reached in at most
// n hexes (the validity of a free template placement: one red hex in range
// will do).
func (d Distances) AnyWithin(hexes []Hex, n int) bool {
	for _, h := range hexes {
		if d.Within(h, n) {
			return true
		}
	}
	return false
}

// Range returns the range from a to b and true, or -1 and false when b
// cannot be reached from a (either is off the map, or walls, including the
// sides of sealed hexes, separate them). Range(a, a) is 0 for a map hex.
func (m *Map) Range(a, b Hex) (int, bool) {
	if !m.Contains(a) || !m.Contains(b) {
		return -1, false
	}
	return m.Distances(a).To(b)
}
