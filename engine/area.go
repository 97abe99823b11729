package engine

import (
	"fmt"
	"slices"

	"github.com/haventable/haventable/hexgrid"
)

// Side is the side a figure fights on; figures on different sides are
// enemies of one another.
type Side string

// Standing is a figure where it stands, as area targeting sees it.
type Standing struct {
	ID   string
	Side Side
	At   hexgrid.Hex
}

// AreaResult is what one placement of an area template does.
type AreaResult struct {
	// Placement is the placement resolved.
	Placement hexgrid.Placement
	// Hexes are the red hexes of the placement (on the map or not).
	Hexes []hexgrid.Hex
	// Valid is false for a placement the rules do not allow: a melee
	// template not on the attacker, or a ranged one with no red hex in range.
	Valid bool
	// Melee is true when the template has the grey hex.
	Melee bool
	// Targets are the enemies of the attacker standing in red hexes that the
	// attacker has line of sight to, in the order the figures were given.
	// Empty when the placement is not valid.
	Targets []string
	// Disadvantage lists the targets a ranged attack reaches while adjacent
	// to the attacker (hexes either side of a wall are not adjacent).
	Disadvantage []string
	// Allies are the attacker's allies standing in red hexes (never
	// targeted; counted to choose between placements).
	Allies []string
}

// AreaBoard resolves area templates for one attacker on one map with the
// figures standing still; it remembers the attacker's range and sight so
// that many placements can be tried quickly. It is not safe for concurrent
// use (it fills its sight cache as it goes).
type AreaBoard struct {
	m        *hexgrid.Map
	figures  []Standing
	attacker Standing
	rng      int
	dist     hexgrid.Distances
	figAt    []int32 // by map hex index: the figure standing there, or -1
	sight    []int8  // by figure: 0 not yet known, 1 seen by the attacker, -1 not
}

// NewAreaBoard prepares area targeting for the figure with ID attacker and
// its attack range rng (ignored by melee templates). It fails when the
// attacker is not among the figures, when two figures share an ID or a hex,
// or when a figure stands off the map.
func NewAreaBoard(m *hexgrid.Map, figures []Standing, attacker string, rng int) (*AreaBoard, error) {
	figures = slices.Clone(figures)
	b := &AreaBoard{m: m, figures: figures, rng: rng, figAt: make([]int32, m.Len()), sight: make([]int8, len(figures))}
	for i := range b.figAt {
		b.figAt[i] = -1
	}
	ids := map[string]bool{}
	found := false
	for i, f := range figures {
		if ids[f.ID] {
			return nil, fmt.Errorf("area: figures[%d]: id %q appears twice", i, f.ID)
		}
		ids[f.ID] = true
		k := m.Index(f.At)
		if k < 0 {
			return nil, fmt.Errorf("area: figures[%d] %q: %v is not on the map", i, f.ID, f.At)
		}
		if j := b.figAt[k]; j >= 0 {
			return nil, fmt.Errorf("area: figures[%d] %q: %v is taken by %q", i, f.ID, f.At, figures[j].ID)
		}
		b.figAt[k] = int32(i)
		if f.ID == attacker {
			b.attacker, found = f, true
		}
	}
	if !found {
		return nil, fmt.Errorf("area: attacker %q is not among the figures", attacker)
	}
	b.dist = m.Distances(b.attacker.At)
	return b, nil
}

// sees reports (and remembers) whether the attacker sees figure i.
func (b *AreaBoard) sees(i int) bool {
	if b.sight[i] == 0 {
		b.sight[i] = -1
		if b.m.Sees(b.attacker.At, b.figures[i].At) {
			b.sight[i] = 1
		}
	}
	return b.sight[i] > 0
}

// Resolve works out what placement p of template t does.
func (b *AreaBoard) Resolve(t hexgrid.Template, p hexgrid.Placement) AreaResult {
	return b.resolve(t, p, make([]hexgrid.Hex, len(t.Hexes)))
}

// resolve is Resolve with the red hexes written into hexes (len(t.Hexes)).
func (b *AreaBoard) resolve(t hexgrid.Template, p hexgrid.Placement, hexes []hexgrid.Hex) AreaResult {
	for i, o := range t.Hexes {
		hexes[i] = p.Apply(o)
	}
	res := AreaResult{Placement: p, Hexes: hexes, Melee: t.Self}
	res.Valid = t.Valid(p, b.dist, b.rng)
	if !res.Valid {
		return res
	}
	// The figures in red hexes, in figure order.
	var buf [16]int
	hit := buf[:0]
	for _, h := range res.Hexes {
		if k := b.m.Index(h); k >= 0 {
			if i := int(b.figAt[k]); i >= 0 && !slices.Contains(hit, i) {
				hit = append(hit, i)
			}
		}
	}
	slices.Sort(hit)
	for _, i := range hit {
		f := b.figures[i]
		if f.ID == b.attacker.ID {
			continue
		}
		if f.Side == b.attacker.Side {
			res.Allies = append(res.Allies, f.ID)
			continue
		}
		if !b.sees(i) {
			continue
		}
		res.Targets = append(res.Targets, f.ID)
		if !res.Melee && b.m.Adjacent(b.attacker.At, f.At) {
			res.Disadvantage = append(res.Disadvantage, f.ID)
		}
	}
	return res
}

// Options resolves every distinct placement of t on the map (see
// hexgrid.Template.Placements), valid or not.
func (b *AreaBoard) Options(t hexgrid.Template) []AreaResult {
	ps := t.Placements(b.m, b.attacker.At)
	out := make([]AreaResult, len(ps))
	n := len(t.Hexes)
	buf := make([]hexgrid.Hex, len(ps)*n)
	for i, p := range ps {
		out[i] = b.resolve(t, p, buf[i*n:(i+1)*n:(i+1)*n])
	}
	return out
}

// Best returns the valid placement of t that targets the most enemies;
// among equals, the one with the fewest allies in its red hexes; among
// those, the first in the order of Options. It returns false when t has no
// valid placement on the map.
func (b *AreaBoard) Best(t hexgrid.Template) (AreaResult, bool) {
	var best AreaResult
	found := false
	scratch := make([]hexgrid.Hex, len(t.Hexes))
	for _, p := range t.Placements(b.m, b.attacker.At) {
		r := b.resolve(t, p, scratch)
		if !r.Valid {
			continue
		}
		if !found || len(r.Targets) > len(best.Targets) ||
			(len(r.Targets) == len(best.Targets) && len(r.Allies) < len(best.Allies)) {
			r.Hexes = slices.Clone(r.Hexes)
			best, found = r, true
		}
	}
	return best, found
}

// ResolveArea resolves one placement of template t for the attacker with ID
// attacker and range rng among the given figures (see AreaBoard).
func ResolveArea(m *hexgrid.Map, figures []Standing, attacker string, rng int, t hexgrid.Template, p hexgrid.Placement) (AreaResult, error) {
	b, err := NewAreaBoard(m, figures, attacker, rng)
	if err != nil {
		return AreaResult{}, err
	}
	return b.Resolve(t, p), nil
}
