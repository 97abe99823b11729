package engine

import (
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

// sightRule is the line-of-sight rule of edition e: corner to corner, or
// any point to any point (rules.Edition.SightFromAnyPoint).
func sightRule(e rules.Edition) hexgrid.SightRule {
	if e.SightFromAnyPoint() {
		return hexgrid.SightAnyPoint
	}
	return hexgrid.SightCorners
}

// withSight returns map m with edition e's sight rule (m itself when it
// has it already).
func withSight(m *hexgrid.Map, e rules.Edition) (*hexgrid.Map, error) {
	if m.Sight() == sightRule(e) {
		return m, nil
	}
	spec := m.Spec()
	spec.Sight = sightRule(e)
	return hexgrid.NewMap(spec)
}
