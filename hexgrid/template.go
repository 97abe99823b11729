package hexgrid

import "slices"

// Template is an area shape: red hexes given relative to the template's
// origin [0,0]. When Self is true the origin is the grey hex, pinned to the
// source hex the template is placed from. Otherwise the template is free: it
// may be placed anywhere, within a range of the source.
type Template struct {
	Hexes []Hex
	Self  bool
}

// Placement puts a template on the map: first mirror the template (when
// Mirror), then turn it Rotation times (see Hex.Rotate), then move its origin
// to At.
type Placement struct {
	At       Hex
	Rotation int
	Mirror   bool
}

// Apply returns where the template offset o (relative to the origin) lands.
func (p Placement) Apply(o Hex) Hex {
	if p.Mirror {
		o = o.Mirror(Hex{})
	}
	return o.Rotate(Hex{}, p.Rotation).Add(p.At)
}

// Place returns the red hexes of t under placement p, in template order.
func (t Template) Place(p Placement) []Hex {
	out := make([]Hex, len(t.Hexes))
	for i, o := range t.Hexes {
		out[i] = p.Apply(o)
	}
	return out
}

// Variants returns the distinct orientations of t, as placements at the
// origin: rotations 0 to 5, then mirrored rotations 0 to 5, skipping any
// that gives the same red hexes as one before it. For a Self template the
// hex sets are compared as placed (the origin is pinned to the source);
// for a free template they are compared up to a move, since a free
// template may be moved anywhere. A template with no hexes has one variant.
func (t Template) Variants() []Placement {
	var out []Placement
	var seen [][]Hex
	for _, mirror := range []bool{false, true} {
		for rot := range 6 {
			p := Placement{Rotation: rot, Mirror: mirror}
			key := t.Place(p)
			slices.SortFunc(key, cmpHex)
			key = slices.Compact(key)
			if !t.Self && len(key) > 0 {
				base := key[0]
				for i := range key {
					key[i] = key[i].Sub(base)
				}
			}
			if slices.ContainsFunc(seen, func(k []Hex) bool { return slices.Equal(k, key) }) {
				continue
			}
			seen = append(seen, key)
			out = append(out, p)
		}
	}
	return out
}

// Placements returns the distinct placements of t on m from the source hex
// from: for a Self template each variant with its origin on from; for a
// free template each variant at every position where at
// least one red hex lies on the map (whether in range or not: see Valid). No
// two placements cover the same set of hexes. The order is deterministic.
func (t Template) Placements(m *Map, from Hex) []Placement {
	vars := t.Variants()
	if t.Self {
		for i := range vars {
			vars[i].At = from
		}
		return vars
	}
	var out []Placement
	for _, v := range vars {
		offs := t.Place(v)
		if len(offs) == 0 {
			continue
		}
		// Origins that put some red hex on the map lie in the map's bounding
		// box moved by minus each offset: mark them in a dense grid.
		oq0, oq1, or0, or1 := offs[0].Q, offs[0].Q, offs[0].R, offs[0].R
		for _, o := range offs {
			oq0, oq1 = min(oq0, o.Q), max(oq1, o.Q)
			or0, or1 = min(or0, o.R), max(or1, o.R)
		}
		q0, r0 := m.minQ-oq1, m.minR-or1
		w, h := m.w+oq1-oq0, m.h+or1-or0
		seen := make([]bool, w*h)
		for _, x := range m.hexes {
			for _, o := range offs {
				at := x.Sub(o)
				k := (at.R-r0)*w + (at.Q - q0)
				if seen[k] {
					continue
				}
				seen[k] = true
				v.At = at
				out = append(out, v)
			}
		}
	}
	return out
}

// Valid reports whether placement p of t is allowed from a source hex with
// the given range, where d holds the distances from the source: a Self
// template must have its origin on the source (range does not matter); a
// free template needs at least one red hex within range, counted along the
// map.
func (t Template) Valid(p Placement, d Distances, rng int) bool {
	if t.Self {
		return p.At == d.From() && d.m != nil && d.m.Contains(p.At)
	}
	for _, o := range t.Hexes {
		if d.Within(p.Apply(o), rng) {
			return true
		}
	}
	return false
}
