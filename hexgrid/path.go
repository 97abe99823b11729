package hexgrid

import "fmt"

// Paths through the map: a mover steps from a hex to an adjacent map hex
// (walls and sealed hexes stop it), and each hex it enters costs what the
// caller says. Costs are pairs compared lexicographically, so a caller can
// make one count (Penalty) matter before the other (Points); both add up
// along a path. Everything is integer and exact.

// Cost is the price of entering a hex, or of a whole path: Penalty is
// compared first, Points only between equal penalties. Both are at least 0.
type Cost struct {
	Penalty int
	Points  int
}

// Add returns the componentwise sum of c and o.
func (c Cost) Add(o Cost) Cost { return Cost{c.Penalty + o.Penalty, c.Points + o.Points} }

// Less reports whether c is cheaper than o: a smaller penalty, or an equal
// penalty and fewer points.
func (c Cost) Less(o Cost) bool {
	if c.Penalty != o.Penalty {
		return c.Penalty < o.Penalty
	}
	return c.Points < o.Points
}

// String formats c as "(penalty, points)".
func (c Cost) String() string { return fmt.Sprintf("(%d, %d)", c.Penalty, c.Points) }

// Entry is what entering one map hex costs a mover. The zero Entry is a hex
// it may neither pass nor end on.
type Entry struct {
	// Pass is the cost of entering the hex to go on from it, when CanPass.
	Pass    Cost
	CanPass bool
	// End is the cost of entering the hex to stop on it, when CanEnd.
	End    Cost
	CanEnd bool
}

// PathCosts holds the cheapest cost of every path that starts (CostsFrom)
// or ends (CostsTo) on one hex, its origin. A path steps between adjacent
// map hexes; every hex it passes must allow passing, and its last hex must
// allow ending. The hex a path starts on costs nothing and need allow
// neither. PathCosts is immutable.
type PathCosts struct {
	m       *Map
	origin  int32
	toward  bool    // CostsTo: paths end on the origin
	entries []Entry // by hex index
	cost    []Cost  // forward: of passing through; toward: of starting on
	reached []bool
	prev    []int32 // forward: the hex before in a cheapest passing path; toward: the hex after
	end     []Cost  // forward only: of ending on
	endOK   []bool
	endPrev []int32
	heap    costHeap // scratch while computing
}

// CostsFrom computes the cheapest path from `from` to every hex of the map,
// calling entry once for each map hex. Cost(from) is zero. When from is not
// on the map nothing is reached.
func (m *Map) CostsFrom(from Hex, entry func(Hex) Entry) *PathCosts {
	pc := m.newPathCosts(from, entry, false)
	if pc.origin < 0 {
		return pc
	}
	n := len(m.hexes)
	pc.end = make([]Cost, n)
	pc.endOK = make([]bool, n)
	pc.endPrev = make([]int32, n)
	s := pc.origin
	pc.endOK[s], pc.endPrev[s] = true, -1
	pc.run(func(u int32) {
		for _, v := range m.nbr[u] {
			if v < 0 || v == s {
				continue
			}
			e := &pc.entries[v]
			if e.CanEnd {
				c := pc.cost[u].Add(e.End)
				if !pc.endOK[v] || c.Less(pc.end[v]) {
					pc.end[v], pc.endOK[v], pc.endPrev[v] = c, true, u
				}
			}
			if e.CanPass {
				pc.relax(v, pc.cost[u].Add(e.Pass), u)
			}
		}
	})
	return pc
}

// CostsTo computes the cheapest path from every hex of the map to `to`,
// calling entry once for each map hex: Cost(h) is what a mover standing on
// h pays to end on `to`. Cost(to) is zero. When to is not on the map
// nothing is reached.
func (m *Map) CostsTo(to Hex, entry func(Hex) Entry) *PathCosts {
	pc := m.newPathCosts(to, entry, true)
	if pc.origin < 0 {
		return pc
	}
	t := pc.origin
	if e := pc.entries[t]; e.CanEnd {
		for _, u := range m.nbr[t] {
			if u >= 0 {
				pc.relax(u, e.End, t)
			}
		}
	}
	pc.run(func(u int32) {
		e := &pc.entries[u]
		if !e.CanPass {
			return // a mover may start here, but not pass
		}
		c := pc.cost[u].Add(e.Pass)
		for _, w := range m.nbr[u] {
			if w >= 0 && w != t {
				pc.relax(w, c, u)
			}
		}
	})
	return pc
}

func (m *Map) newPathCosts(origin Hex, entry func(Hex) Entry, toward bool) *PathCosts {
	n := len(m.hexes)
	pc := &PathCosts{m: m, origin: int32(m.indexOf(origin)), toward: toward}
	if pc.origin < 0 {
		return pc
	}
	pc.entries = make([]Entry, n)
	for i, h := range m.hexes {
		pc.entries[i] = entry(h)
	}
	pc.cost = make([]Cost, n)
	pc.reached = make([]bool, n)
	pc.prev = make([]int32, n)
	pc.reached[pc.origin], pc.prev[pc.origin] = true, -1
	return pc
}

// relax records c as the cost of hex v, reached by way of hex via, when it
// is cheaper than what v has (the first of equally cheap ways is kept).
func (pc *PathCosts) relax(v int32, c Cost, via int32) {
	if pc.reached[v] && !c.Less(pc.cost[v]) {
		return
	}
	pc.cost[v], pc.reached[v], pc.prev[v] = c, true, via
	pc.heap.push(heapItem{c, v})
}

// run settles the hexes in order of cost (Dijkstra's method), the origin
// first, calling expand once for each settled hex.
func (pc *PathCosts) run(expand func(u int32)) {
	settled := make([]bool, len(pc.cost))
	if !pc.toward {
		pc.heap.push(heapItem{Cost{}, pc.origin})
	} else {
		settled[pc.origin] = true
	}
	for pc.heap.len() > 0 {
		it := pc.heap.pop()
		if settled[it.hex] || pc.cost[it.hex] != it.cost {
			continue
		}
		settled[it.hex] = true
		expand(it.hex)
	}
	pc.heap = costHeap{}
}

// Origin returns the hex every path starts on (CostsFrom) or ends on
// (CostsTo).
func (pc *PathCosts) Origin() Hex {
	if pc.origin < 0 {
		return Hex{}
	}
	return pc.m.hexes[pc.origin]
}

// Cost returns the cost of the cheapest path from the origin to end on h
// (CostsFrom), or from h to end on the origin (CostsTo), and false when
// there is none.
func (pc *PathCosts) Cost(h Hex) (Cost, bool) {
	k := pc.index(h)
	if k < 0 {
		return Cost{}, false
	}
	if pc.toward {
		return pc.cost[k], pc.reached[k]
	}
	return pc.end[k], pc.endOK[k]
}

// PassCost returns, for CostsFrom, the cost of the cheapest path from the
// origin that enters h to go on from it (the origin itself costs nothing),
// and false when h cannot be passed that way. For CostsTo it is Cost.
func (pc *PathCosts) PassCost(h Hex) (Cost, bool) {
	k := pc.index(h)
	if k < 0 {
		return Cost{}, false
	}
	return pc.cost[k], pc.reached[k]
}

func (pc *PathCosts) index(h Hex) int {
	if pc.origin < 0 {
		return -1
	}
	return pc.m.indexOf(h)
}

// Path returns one cheapest path, from the origin to h (CostsFrom) or from
// h to the origin (CostsTo), both ends included; nil when there is none.
// Among equally cheap paths the choice is deterministic: the same map and
// entries always give the same path.
func (pc *PathCosts) Path(h Hex) []Hex {
	k := int32(pc.index(h))
	if k < 0 {
		return nil
	}
	var out []Hex
	if pc.toward {
		if !pc.reached[k] {
			return nil
		}
		for ; k >= 0; k = pc.prev[k] {
			out = append(out, pc.m.hexes[k])
		}
		return out
	}
	if !pc.endOK[k] {
		return nil
	}
	out = append(out, pc.m.hexes[k])
	for k = pc.endPrev[k]; k >= 0; k = pc.prev[k] {
		out = append(out, pc.m.hexes[k])
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// heapItem is a hex waiting to be settled at a cost.
type heapItem struct {
	cost Cost
	hex  int32
}

// costHeap is a binary min-heap of heapItems by (cost, hex index), so that
// the order of settling, and with it every tie, is deterministic.
type costHeap struct{ items []heapItem }

func (h *costHeap) len() int { return len(h.items) }

func itemLess(a, b heapItem) bool {
	if a.cost != b.cost {
		return a.cost.Less(b.cost)
	}
	return a.hex < b.hex
}

func (h *costHeap) push(it heapItem) {
	h.items = append(h.items, it)
	i := len(h.items) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !itemLess(h.items[i], h.items[p]) {
			break
		}
		h.items[i], h.items[p] = h.items[p], h.items[i]
		i = p
	}
}

func (h *costHeap) pop() heapItem {
	top := h.items[0]
	last := len(h.items) - 1
	h.items[0] = h.items[last]
	h.items = h.items[:last]
	i := 0
	for {
		l, r, small := 2*i+1, 2*i+2, i
		if l < last && itemLess(h.items[l], h.items[small]) {
			small = l
		}
		if r < last && itemLess(h.items[r], h.items[small]) {
			small = r
		}
		if small == i {
			return top
		}
		h.items[i], h.items[small] = h.items[small], h.items[i]
		i = small
	}
}
