package hexgrid

import "slices"

// FillEnclosed returns hexes with every hex they enclose: those from which
// no walk over hexes not given leads out of the box around the given ones
// (a hole in a ring is filled, an open bay is not). The result is sorted
// (Less) without repeats. It outlines a shape known only by some of its
// hexes; the work is the box's area, exact on the lattice.
func FillEnclosed(hexes []Hex) []Hex {
	if len(hexes) == 0 {
		return nil
	}
	given := make(map[Hex]bool, len(hexes))
	minQ, maxQ, minR, maxR := hexes[0].Q, hexes[0].Q, hexes[0].R, hexes[0].R
	for _, h := range hexes {
		given[h] = true
		minQ, maxQ = min(minQ, h.Q), max(maxQ, h.Q)
		minR, maxR = min(minR, h.R), max(maxR, h.R)
	}
	// the box one hex wider on every side: its border is outside
	minQ, maxQ, minR, maxR = minQ-1, maxQ+1, minR-1, maxR+1
	inBox := func(h Hex) bool { return h.Q >= minQ && h.Q <= maxQ && h.R >= minR && h.R <= maxR }
	outside := map[Hex]bool{}
	var queue []Hex
	for q := minQ; q <= maxQ; q++ {
		for r := minR; r <= maxR; r++ {
			if q == minQ || q == maxQ || r == minR || r == maxR {
				h := H(q, r)
				outside[h] = true
				queue = append(queue, h)
			}
		}
	}
	for len(queue) > 0 {
		c := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, n := range c.Neighbors() {
			if inBox(n) && !given[n] && !outside[n] {
				outside[n] = true
				queue = append(queue, n)
			}
		}
	}
	var out []Hex
	for q := minQ + 1; q < maxQ; q++ {
		for r := minR + 1; r < maxR; r++ {
			if h := H(q, r); given[h] || !outside[h] {
				out = append(out, h)
			}
		}
	}
	slices.SortFunc(out, compareHex)
	return out
}

// compareHex orders hexes as Less does.
func compareHex(a, b Hex) int {
	switch {
	case a.Less(b):
		return -1
	case b.Less(a):
		return 1
	}
	return 0
}

// BorderEdges returns the edges between neighbouring hexes that group puts
// in different groups (hexes not in group have no edges), each once, in
// the order of hexes: the thin walls between the rooms or tiles of a map.
func BorderEdges(hexes []Hex, group map[Hex]int) []Edge {
	var out []Edge
	for _, h := range hexes {
		g, ok := group[h]
		if !ok {
			continue
		}
		for _, d := range []Direction{0, 1, 2} {
			n := h.Neighbor(d)
			if gn, ok := group[n]; ok && gn != g {
				if e, ok := EdgeBetween(h, n); ok {
					out = append(out, e)
				}
			}
		}
	}
	return out
}
