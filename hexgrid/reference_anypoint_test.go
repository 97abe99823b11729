package hexgrid

import (
	"math/big"
	"slices"
)

// bruteAnyPoint is the plain reference for the any-point rule. It shares
// with the solver only the principle that some line near a line through
// two corners decides (see sight_anypoint.go); it tries every line through
// every two corners of the map (not only wall ends near the two hexes),
// turned about every gap between the corners on it or shifted, each made a
// concrete rational line small enough a step away, and decides each line by
// exact intersection with every hex and every wall segment, with no walk.
type bruteAnyPoint struct {
	m    *Map
	seen map[[2]Hex]bool
}

// refScale is how small the reference's step off a line through two
// corners is (1/refScale of the lattice unit, relative): small enough that
// no corner of a map of radius 4 or less changes side.
const refScale = 1 << 22

func newBruteAnyPoint(m *Map) *bruteAnyPoint {
	b := &bruteAnyPoint{m: m, seen: map[[2]Hex]bool{}}
	for _, h := range m.Hexes() {
		b.seen[[2]Hex{h, h}] = true
	}
	var corners []Vertex
	for _, h := range m.Hexes() {
		for _, c := range h.Corners() {
			corners = append(corners, c)
		}
	}
	slices.SortFunc(corners, func(a, b Vertex) int {
		if a.X != b.X {
			return a.X - b.X
		}
		return a.Y - b.Y
	})
	corners = slices.Compact(corners)
	walls := newBruteSight(m).walls
	for i, u := range corners {
		for _, v := range corners[i+1:] {
			d := Vertex{v.X - u.X, v.Y - u.Y}
			n := Vertex{-d.Y, d.X}
			var ts []int64
			for _, w := range corners {
				if orient(u, v, w) == 0 {
					ts = append(ts, dot(w, u, d))
				}
			}
			slices.Sort(ts)
			ts = slices.Compact(ts)
			for _, s := range []int{1, -1} {
				// Shifted: through refScale*u + s*n along d, in a lattice
				// scaled by refScale.
				b.line(refScale, Vertex{refScale*u.X + s*n.X, refScale*u.Y + s*n.Y}, d, walls)
				// Turned about the point at position (2t+1)/2 along d:
				// lattice scaled by 2|d|^2.
				d2 := int(d.X*d.X + d.Y*d.Y)
				for k := 1; k < len(ts); k++ {
					tau2 := int(2*ts[k-1] + 1)
					p := Vertex{2*d2*u.X + tau2*d.X, 2*d2*u.Y + tau2*d.Y}
					dir := Vertex{refScale*d.X + s*n.X, refScale*d.Y + s*n.Y}
					b.line(2*d2, p, dir, walls)
				}
			}
		}
	}
	return b
}

// line marks the pairs of hexes the line through p along dir sees, in a
// lattice scaled by scale.
func (b *bruteAnyPoint) line(scale int, p, dir Vertex, walls [][2]Vertex) {
	side := func(w Vertex) int64 {
		o := orient(p, Vertex{p.X + dir.X, p.Y + dir.Y}, Vertex{scale * w.X, scale * w.Y})
		if o == 0 {
			panic("reference line through a corner")
		}
		return o
	}
	at := func(a, c Vertex) *big.Rat { // where the line crosses the segment ac
		as := Vertex{scale * a.X, scale * a.Y}
		e := Vertex{scale * (c.X - a.X), scale * (c.Y - a.Y)}
		num := int64(as.X-p.X)*int64(e.Y) - int64(as.Y-p.Y)*int64(e.X)
		den := int64(dir.X)*int64(e.Y) - int64(dir.Y)*int64(e.X)
		return big.NewRat(num, den)
	}
	type chord struct {
		h      Hex
		lo, hi *big.Rat
	}
	var chords []chord
	for _, h := range b.m.Hexes() {
		cs := h.Corners()
		var xs []*big.Rat
		for i := range 6 {
			a, c := cs[i], cs[(i+1)%6]
			if (side(a) > 0) != (side(c) > 0) {
				xs = append(xs, at(a, c))
			}
		}
		if len(xs) == 2 {
			lo, hi := xs[0], xs[1]
			if lo.Cmp(hi) > 0 {
				lo, hi = hi, lo
			}
			chords = append(chords, chord{h, lo, hi})
		}
	}
	var hits []*big.Rat
	for _, w := range walls {
		if (side(w[0]) > 0) != (side(w[1]) > 0) {
			hits = append(hits, at(w[0], w[1]))
		}
	}
	slices.SortFunc(chords, func(x, y chord) int { return x.lo.Cmp(y.lo) })
	for i, x := range chords {
		for _, y := range chords[i+1:] {
			clear := true
			for _, w := range hits {
				if w.Cmp(x.hi) >= 0 && w.Cmp(y.lo) <= 0 {
					clear = false
					break
				}
			}
			if clear {
				b.seen[[2]Hex{x.h, y.h}] = true
				b.seen[[2]Hex{y.h, x.h}] = true
			}
		}
	}
}

func (b *bruteAnyPoint) sees(x, y Hex) bool { return b.seen[[2]Hex{x, y}] }

// field is the reference visibility field.
func (b *bruteAnyPoint) field(from Hex) []Hex {
	var out []Hex
	for _, h := range b.m.Hexes() {
		if b.sees(from, h) {
			out = append(out, h)
		}
	}
	return out
}

// randomAnyPointMap is randomMap under the any-point rule.
func randomAnyPointMap(seed uint64, radius int) *Map {
	spec := randomSpec(seed, radius)
	spec.Sight = SightAnyPoint
	m, err := NewMap(spec)
	if err != nil {
		panic(err)
	}
	return m
}
