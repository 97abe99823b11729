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
	d := Distances{m: m, dist: make([]int32, len(m.hexes))}
	if len(sources) > 0 {
		d.from = sources[0]
	}
	for i := range d.dist {
		d.dist[i] = -1
	}
	queue := make([]int32, 0, len(m.hexes))
	for _, s := range sources {
		if k := m.indexOf(s); k >= 0 && d.dist[k] < 0 {
			d.dist[k] = 0
			queue = append(queue, int32(k))
		}
	}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		if limit >= 0 && int(d.dist[x]) >= limit {
			continue
		}
		for _, n := range m.nbr[x] {
			if n >= 0 && d.dist[n] < 0 {
				d.dist[n] = d.dist[x] + 1
				queue = append(queue, n)
			}
		}
	}
	return d
}

// Around returns the map hexes within limit steps of the nearest of
// sources, counted along the map as for Distances, sources first, then by
// distance (limit 0 gives the sources on the map). It visits only those
// hexes, so it is cheap for a small limit on a large map.
func (m *Map) Around(sources []Hex, limit int) []Hex {
	seen := make([]bool, len(m.hexes))
	var out []int32
	for _, s := range sources {
		if k := m.indexOf(s); k >= 0 && !seen[k] {
			seen[k] = true
			out = append(out, int32(k))
		}
	}
	for lo, depth := 0, 0; depth < limit && lo < len(out); depth++ {
		hi := len(out)
		for _, x := range out[lo:hi] {
			for _, n := range m.nbr[x] {
				if n >= 0 && !seen[n] {
					seen[n] = true
					out = append(out, n)
				}
			}
		}
		lo = hi
	}
	hexes := make([]Hex, len(out))
	for i, k := range out {
		hexes[i] = m.hexes[k]
	}
	return hexes
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
