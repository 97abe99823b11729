package hexgrid

import "testing"

// benchSources are the hexes the field benchmarks look from, in turn: open
// floor, beside a pillar, beside a thin wall, in a corner.
var benchSources = []Hex{H(7, 7), H(4, 5), H(4, 11), H(0, 0), H(12, 9), H(-4, 19), H(14, 10), H(9, 2)}

func BenchmarkVisibilityField(b *testing.B) {
	m := benchMap()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		v := m.Visibility(benchSources[i%len(benchSources)])
		if v.Len() == 0 {
			b.Fatal("empty field")
		}
		i++
	}
}

// BenchmarkVisibilityFieldBrute is the plain reference: every corner pair of
// every destination against every wall segment.
func BenchmarkVisibilityFieldBrute(b *testing.B) {
	m := benchMap()
	ref := newBruteSight(m)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if len(ref.field(benchSources[i%len(benchSources)])) == 0 {
			b.Fatal("empty field")
		}
		i++
	}
}

func BenchmarkSees(b *testing.B) {
	m := benchMap()
	hexes := m.Hexes()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		m.Sees(hexes[i%len(hexes)], hexes[(i*7919)%len(hexes)])
		i++
	}
}

func BenchmarkDistances(b *testing.B) {
	m := benchMap()
	b.ReportAllocs()
	for b.Loop() {
		m.Distances(H(7, 7))
	}
}

func BenchmarkNewMap(b *testing.B) {
	m := benchMap()
	spec := MapSpec{Hexes: m.Hexes(), Walls: m.ThinWalls()}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewMap(spec); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTemplateAllPlacements4Hex: every distinct placement of a chiral
// 4-hex template on the 400-hex map, each with its validity (range 4) and
// the red hexes the source sees, including the source's distances and
// visibility field.
func BenchmarkTemplateAllPlacements4Hex(b *testing.B) {
	m := benchMap()
	tpl := Template{Hexes: []Hex{H(0, 0), H(1, 0), H(2, -1), H(3, -1)}}
	source := H(7, 7)
	b.ReportAllocs()
	for b.Loop() {
		d := m.Distances(source)
		v := m.Visibility(source)
		valid, seen := 0, 0
		for _, p := range tpl.Placements(m, source) {
			if !tpl.Valid(p, d, 4) {
				continue
			}
			valid++
			for _, o := range tpl.Hexes {
				if v.Sees(p.Apply(o)) {
					seen++
				}
			}
		}
		if valid == 0 || seen == 0 {
			b.Fatal("no valid placement")
		}
	}
}
