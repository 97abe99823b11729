package hexgrid

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// rowMap is a strip of hexes two rows high, [0,0]..[n-1,0] and
// [0,1]..[n-1,1], with the given thin walls.
func rowMap(t testing.TB, n int, walls ...[2]Hex) *Map {
	t.Helper()
	var spec MapSpec
	for r := range 2 {
		for q := range n {
			spec.Hexes = append(spec.Hexes, H(q, r))
		}
	}
	for _, w := range walls {
		e, ok := EdgeBetween(w[0], w[1])
		if !ok {
			t.Fatalf("wall %v: not neighbours", w)
		}
		spec.Walls = append(spec.Walls, e)
	}
	m, err := NewMap(spec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// plainEntries: every hex costs (0, 1) to pass and to end on, except the
// listed ones: penalty hexes cost (1, 1), heavy hexes (0, 2), blocked hexes
// may be neither passed nor ended on, and hold hexes may be passed but not
// ended on.
type plainEntries struct {
	penalty, heavy, blocked, hold []Hex
}

func (p plainEntries) entry(h Hex) Entry {
	c := Cost{Points: 1}
	if slices.Contains(p.penalty, h) {
		c.Penalty = 1
	}
	if slices.Contains(p.heavy, h) {
		c.Points = 2
	}
	if slices.Contains(p.blocked, h) {
		return Entry{}
	}
	return Entry{Pass: c, CanPass: true, End: c, CanEnd: !slices.Contains(p.hold, h)}
}

func TestCostsFromTable(t *testing.T) {
	cases := []struct {
		name    string
		walls   [][2]Hex
		entries plainEntries
		from    Hex
		to      Hex
		want    Cost
		reached bool
		path    []Hex
	}{
		{name: "own hex costs nothing", from: H(0, 0), to: H(0, 0), want: Cost{}, reached: true, path: []Hex{H(0, 0)}},
		{name: "straight along the row", from: H(0, 0), to: H(3, 0), want: Cost{Points: 3}, reached: true},
		{name: "heavy hex costs two", entries: plainEntries{heavy: []Hex{H(1, 0), H(0, 1)}},
			from: H(0, 0), to: H(1, 0), want: Cost{Points: 2}, reached: true, path: []Hex{H(0, 0), H(1, 0)}},
		{name: "penalty first: around the penalty hexes at more points",
			entries: plainEntries{penalty: []Hex{H(1, 0), H(0, 1)}},
			from:    H(0, 0), to: H(2, 0), want: Cost{Penalty: 1, Points: 2}, reached: true},
		{name: "penalty avoided by a longer way",
			entries: plainEntries{penalty: []Hex{H(1, 0)}},
			from:    H(0, 0), to: H(2, 0), want: Cost{Points: 3}, reached: true,
			path: []Hex{H(0, 0), H(0, 1), H(1, 1), H(2, 0)}},
		{name: "the end hex's penalty counts", entries: plainEntries{penalty: []Hex{H(2, 0)}},
			from: H(0, 0), to: H(2, 0), want: Cost{Penalty: 1, Points: 2}, reached: true},
		{name: "blocked hexes are gone round", entries: plainEntries{blocked: []Hex{H(1, 0)}},
			from: H(0, 0), to: H(2, 0), want: Cost{Points: 3}, reached: true},
		{name: "a wall of blocked hexes cuts the map", entries: plainEntries{blocked: []Hex{H(2, 0), H(1, 1)}},
			from: H(0, 0), to: H(3, 0), reached: false},
		{name: "thin walls are gone round", walls: [][2]Hex{{H(0, 0), H(1, 0)}, {H(0, 0), H(0, 1)}},
			from: H(0, 0), to: H(1, 0), reached: false},
		{name: "a hold hex is passed but not ended on", entries: plainEntries{hold: []Hex{H(1, 0)}},
			from: H(0, 0), to: H(1, 0), reached: false},
		{name: "past a hold hex", entries: plainEntries{hold: []Hex{H(1, 0), H(0, 1), H(1, 1)}},
			from: H(0, 0), to: H(2, 0), want: Cost{Points: 2}, reached: true},
		{name: "blocked own hex still costs nothing", entries: plainEntries{blocked: []Hex{H(0, 0)}},
			from: H(0, 0), to: H(0, 0), want: Cost{}, reached: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := rowMap(t, 4, c.walls...)
			pc := m.CostsFrom(c.from, c.entries.entry)
			got, ok := pc.Cost(c.to)
			if ok != c.reached || (ok && got != c.want) {
				t.Fatalf("Cost(%v) = %v, %v; want %v, %v", c.to, got, ok, c.want, c.reached)
			}
			p := pc.Path(c.to)
			if !ok {
				if p != nil {
					t.Fatalf("Path(%v) = %v for an unreached hex", c.to, p)
				}
				return
			}
			if c.path != nil && !slices.Equal(p, c.path) {
				t.Fatalf("Path(%v) = %v, want %v", c.to, p, c.path)
			}
			if err := checkPath(m, c.entries.entry, p, c.from, c.to, got); err != "" {
				t.Fatal(err)
			}
			back := m.CostsTo(c.to, c.entries.entry)
			if bc, bok := back.Cost(c.from); !bok || bc != got {
				t.Fatalf("CostsTo(%v).Cost(%v) = %v, %v; want %v", c.to, c.from, bc, bok, got)
			}
		})
	}
}

func TestCostOrder(t *testing.T) {
	cases := []struct {
		a, b Cost
		less bool
	}{
		{Cost{0, 5}, Cost{1, 0}, true},
		{Cost{1, 0}, Cost{0, 5}, false},
		{Cost{1, 2}, Cost{1, 3}, true},
		{Cost{1, 3}, Cost{1, 3}, false},
	}
	for _, c := range cases {
		if got := c.a.Less(c.b); got != c.less {
			t.Errorf("%v.Less(%v) = %v", c.a, c.b, got)
		}
	}
	if got := (Cost{1, 2}).Add(Cost{3, 4}); got != (Cost{4, 6}) {
		t.Errorf("Add = %v", got)
	}
}

// checkPath checks that p is a path from `from` to `to` through adjacent map
// hexes whose intermediate hexes may be passed, whose last hex may be ended
// on, and whose summed cost is want. It returns "" or what is wrong.
func checkPath(m *Map, entry func(Hex) Entry, p []Hex, from, to Hex, want Cost) string {
	if len(p) == 0 || p[0] != from || p[len(p)-1] != to {
		return "path " + hexesString(p) + " does not run from " + from.String() + " to " + to.String()
	}
	var sum Cost
	for i := 1; i < len(p); i++ {
		if !m.Adjacent(p[i-1], p[i]) {
			return "path " + hexesString(p) + ": steps between hexes that are not adjacent"
		}
		e := entry(p[i])
		if i < len(p)-1 {
			if !e.CanPass {
				return "path " + hexesString(p) + ": passes a blocked hex " + p[i].String()
			}
			sum = sum.Add(e.Pass)
		} else {
			if !e.CanEnd {
				return "path " + hexesString(p) + ": ends on a hex it may not end on"
			}
			sum = sum.Add(e.End)
		}
	}
	if sum != want {
		return "path " + hexesString(p) + " costs " + sum.String() + ", not " + want.String()
	}
	return ""
}

func hexesString(p []Hex) string {
	s := "["
	for i, h := range p {
		if i > 0 {
			s += " "
		}
		s += h.String()
	}
	return s + "]"
}

// randomEntries draws an entry for every hex of m: blocked, hold-only, or
// passable with a random penalty (0..2) and random points (0..3) to pass
// and to end.
func randomEntries(seed uint64, m *Map) func(Hex) Entry {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	tab := map[Hex]Entry{}
	for _, h := range m.Hexes() {
		var e Entry
		switch r.IntN(10) {
		case 0:
			// blocked
		case 1:
			e.CanPass, e.Pass = true, Cost{r.IntN(3), r.IntN(4)}
		case 2:
			e.CanEnd, e.End = true, Cost{r.IntN(3), r.IntN(4)}
		default:
			e.CanPass, e.Pass = true, Cost{r.IntN(3), r.IntN(4)}
			e.CanEnd, e.End = true, Cost{r.IntN(3), r.IntN(4)}
		}
		tab[h] = e
	}
	return func(h Hex) Entry { return tab[h] }
}

// referenceCosts is the brute-force reference: relax every step of the map
// until nothing changes (Bellman-Ford on the pair costs), then read the cost
// of ending on each hex from its passable neighbours.
func referenceCosts(m *Map, from Hex, entry func(Hex) Entry) map[Hex]Cost {
	pass := map[Hex]Cost{from: {}}
	for changed := true; changed; {
		changed = false
		for _, u := range m.Hexes() {
			cu, ok := pass[u]
			if !ok {
				continue
			}
			for _, v := range m.Neighbors(u) {
				e := entry(v)
				if !e.CanPass || v == from {
					continue
				}
				c := cu.Add(e.Pass)
				if old, ok := pass[v]; !ok || c.Less(old) {
					pass[v] = c
					changed = true
				}
			}
		}
	}
	end := map[Hex]Cost{from: {}}
	for u, cu := range pass {
		for _, v := range m.Neighbors(u) {
			e := entry(v)
			if !e.CanEnd || v == from {
				continue
			}
			c := cu.Add(e.End)
			if old, ok := end[v]; !ok || c.Less(old) {
				end[v] = c
			}
		}
	}
	return end
}

// FuzzCosts checks, on random maps with random entries, that every cost
// agrees with the brute-force reference, that every path is valid and costs
// what Cost says, and that CostsTo agrees with CostsFrom.
func FuzzCosts(f *testing.F) {
	f.Add(uint64(1), uint64(2), uint8(3), uint16(0))
	f.Add(uint64(7), uint64(11), uint8(2), uint16(5))
	f.Add(uint64(42), uint64(3), uint8(4), uint16(17))
	f.Fuzz(func(t *testing.T, mapSeed, costSeed uint64, radius uint8, i uint16) {
		m := randomMap(mapSeed, 1+int(radius%4))
		entry := randomEntries(costSeed, m)
		hexes := m.Hexes()
		from := hexes[int(i)%len(hexes)]
		pc := m.CostsFrom(from, entry)
		want := referenceCosts(m, from, entry)
		for _, h := range hexes {
			got, ok := pc.Cost(h)
			w, wok := want[h]
			if ok != wok || (ok && got != w) {
				t.Fatalf("from %v: Cost(%v) = %v, %v; reference %v, %v", from, h, got, ok, w, wok)
			}
			if !ok {
				continue
			}
			if err := checkPath(m, entry, pc.Path(h), from, h, got); err != "" {
				t.Fatalf("from %v to %v: %s", from, h, err)
			}
			back := m.CostsTo(h, entry)
			bc, bok := back.Cost(from)
			if !bok || bc != got {
				t.Fatalf("CostsTo(%v).Cost(%v) = %v, %v; CostsFrom says %v", h, from, bc, bok, got)
			}
			bp := back.Path(from)
			if err := checkPath(m, entry, bp, from, h, got); err != "" {
				t.Fatalf("CostsTo(%v).Path(%v): %s", h, from, err)
			}
		}
	})
}

func BenchmarkCostsFrom(b *testing.B) {
	m := benchMap()
	entry := plainEntries{heavy: []Hex{H(7, 8), H(8, 8)}, penalty: []Hex{H(9, 9)}, blocked: []Hex{H(10, 10)}}.entry
	b.ReportAllocs()
	for b.Loop() {
		pc := m.CostsFrom(H(7, 7), entry)
		if _, ok := pc.Cost(H(0, 0)); !ok {
			b.Fatal("unreached")
		}
	}
}

func BenchmarkCostsTo(b *testing.B) {
	m := benchMap()
	entry := plainEntries{heavy: []Hex{H(7, 8), H(8, 8)}, penalty: []Hex{H(9, 9)}, blocked: []Hex{H(10, 10)}}.entry
	b.ReportAllocs()
	for b.Loop() {
		pc := m.CostsTo(H(7, 7), entry)
		if _, ok := pc.Cost(H(0, 0)); !ok {
			b.Fatal("unreached")
		}
	}
}

func TestDistancesWithin(t *testing.T) {
	m := rowMap(t, 6)
	d := m.DistancesWithin([]Hex{H(0, 0), H(5, 1)}, 2)
	cases := []struct {
		h    Hex
		want int
		ok   bool
	}{
		{H(0, 0), 0, true}, {H(5, 1), 0, true}, {H(1, 0), 1, true}, {H(2, 0), 2, true},
		{H(3, 0), -1, false}, {H(3, 1), 2, true}, {H(4, 0), 2, true}, {H(2, 1), -1, false}, {H(9, 9), -1, false},
	}
	for _, c := range cases {
		if got, ok := d.To(c.h); got != c.want || ok != c.ok {
			t.Errorf("To(%v) = %d, %v; want %d, %v", c.h, got, ok, c.want, c.ok)
		}
	}
	full := m.DistancesWithin([]Hex{H(0, 0)}, -1)
	for _, h := range m.Hexes() {
		a, aok := full.To(h)
		b, bok := m.Distances(H(0, 0)).To(h)
		if a != b || aok != bok {
			t.Errorf("unlimited DistancesWithin disagrees with Distances at %v", h)
		}
	}
}

// TestAroundAgreesWithDistances: Around is exactly the hexes DistancesWithin
// reaches, on random maps.
func TestAroundAgreesWithDistances(t *testing.T) {
	for seed := range uint64(50) {
		m := randomMap(seed, 4)
		hexes := m.Hexes()
		srcs := []Hex{hexes[int(seed)%len(hexes)], hexes[int(seed*7)%len(hexes)], H(99, 99)}
		for limit := range 4 {
			d := m.DistancesWithin(srcs, limit)
			got := map[Hex]bool{}
			for _, h := range m.Around(srcs, limit) {
				if got[h] {
					t.Fatalf("seed %d limit %d: %v twice", seed, limit, h)
				}
				got[h] = true
			}
			for _, h := range hexes {
				if _, ok := d.To(h); ok != got[h] {
					t.Fatalf("seed %d limit %d: %v: Around %v, DistancesWithin %v", seed, limit, h, got[h], ok)
				}
			}
		}
	}
}
