package monsterturn_test

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

// referenceTurn is the plain reference for the monster turn, written
// straight from the text of rules-monsters.md with none of the solver's
// machinery: costs by relaxing every step until nothing changes, range and
// sight asked of the map hex by hex, area hits from engine.AreaBoard with
// the monster moved onto the hex, attacks as sets of IDs, and every key
// built and compared as the sections say. It returns the choices as
// choiceKey strings, sorted.
func referenceTurn(in monsterturn.Input) []string {
	r := refTurn{in: in, at: map[hexgrid.Hex]monsterturn.Figure{}}
	for _, f := range in.Figures {
		if f.ID == in.Active {
			r.me = f
		} else {
			r.at[f.At] = f
		}
	}
	for _, f := range in.Figures {
		if f.Side != r.me.Side && !f.Untargetable {
			r.enemies = append(r.enemies, f)
		}
	}
	return r.solve()
}

type refTurn struct {
	in      monsterturn.Input
	me      monsterturn.Figure
	at      map[hexgrid.Hex]monsterturn.Figure // the other figures
	enemies []monsterturn.Figure
}

type refCost struct{ neg, pts int }

func (a refCost) less(b refCost) bool { return a.neg < b.neg || (a.neg == b.neg && a.pts < b.pts) }

// step is what entering h costs, the §2 table: whether it may be passed,
// whether it may be ended on, and the costs of passing and of ending.
func (r refTurn) step(h hexgrid.Hex) (canPass, canEnd bool, pass, end refCost) {
	kind := r.in.Terrain[h]
	f, figure := r.at[h]
	enemy := figure && f.Side != r.me.Side
	neg := 0
	if kind == monsterturn.Trap || kind == monsterturn.Hazardous {
		neg = 1
	}
	diff := 0
	if kind == monsterturn.Difficult {
		diff = 1
	}
	obstacle := kind == monsterturn.Obstacle
	a := r.in.Action
	switch {
	case a.Flying:
		return true, !figure, refCost{0, 1}, refCost{0, 1}
	case a.Jump:
		if !r.in.Rules.JumpEndCountsTerrain() {
			diff = 0 // the later editions: a jump ignores the terrain it lands on
		}
		return true, !figure && !obstacle, refCost{0, 1}, refCost{neg, 1 + diff}
	}
	c := refCost{neg, 1 + diff}
	return !obstacle && !enemy, !figure && !obstacle, c, c
}

// costs returns the cost of ending on each hex the monster can reach from
// `from` (from itself costing nothing).
func (r refTurn) costs(from hexgrid.Hex) map[hexgrid.Hex]refCost {
	m := r.in.Map
	pass := map[hexgrid.Hex]refCost{from: {}}
	end := map[hexgrid.Hex]refCost{from: {}}
	for changed := true; changed; {
		changed = false
		for u, cu := range pass {
			for _, v := range m.Neighbors(u) {
				if v == from {
					continue
				}
				canPass, canEnd, pc, ec := r.step(v)
				if canEnd {
					c := refCost{cu.neg + ec.neg, cu.pts + ec.pts}
					if old, ok := end[v]; !ok || c.less(old) {
						end[v] = c
					}
				}
				if canPass {
					c := refCost{cu.neg + pc.neg, cu.pts + pc.pts}
					if old, ok := pass[v]; !ok || c.less(old) {
						pass[v] = c
						changed = true
					}
				}
			}
		}
	}
	return end
}

// attacks returns every attack from L (§3) as sorted ID lists, and the IDs
// L is an attack hex for.
func (r refTurn) attacks(L hexgrid.Hex) (out [][]string, hexFor map[string]bool) {
	a := r.in.Action
	n, reach := a.Targets, max(a.Range, 1)
	area := a.Area
	if n == 0 {
		n, reach, area = 1, 1, nil
	}
	var singles []string
	for _, e := range r.enemies {
		if d, ok := r.in.Map.Range(L, e.At); ok && d <= reach && r.in.Map.Sees(L, e.At) {
			singles = append(singles, e.ID)
		}
	}
	hexFor = map[string]bool{}
	seen := map[string]bool{}
	add := func(ids []string) {
		ids = slices.Clone(ids)
		slices.Sort(ids)
		if k := strings.Join(ids, ","); !seen[k] {
			seen[k] = true
			out = append(out, ids)
		}
	}
	if area == nil {
		for _, id := range singles {
			hexFor[id] = true
		}
		refSubsets(singles, min(n, len(singles)), func(c []string) {
			if len(c) > 0 {
				add(c)
			}
		})
		return out, hexFor
	}
	if n >= 2 {
		for _, id := range singles {
			hexFor[id] = true
		}
	}
	var figs []engine.Standing
	for _, f := range r.in.Figures {
		if f.ID == r.me.ID {
			f.At = L
		}
		if f.Untargetable {
			continue
		}
		figs = append(figs, engine.Standing{ID: f.ID, Side: engine.Side(f.Side), At: f.At})
	}
	b, err := engine.NewAreaBoard(r.in.Map, figs, r.me.ID, a.Range)
	if err != nil {
		panic(err)
	}
	for _, res := range b.Options(*area) {
		if !res.Valid || len(res.Targets) == 0 {
			continue
		}
		var others []string
		for _, id := range singles {
			hexFor[id] = hexFor[id] || slices.Contains(res.Targets, id)
			if !slices.Contains(res.Targets, id) {
				others = append(others, id)
			}
		}
		for _, id := range res.Targets {
			hexFor[id] = true
		}
		refSubsets(others, min(n-1, len(others)), func(c []string) { add(append(slices.Clone(res.Targets), c...)) })
	}
	return out, hexFor
}

// refSubsets calls f with every k-subset of ids.
func refSubsets(ids []string, k int, f func([]string)) {
	var rec func(i int, acc []string)
	rec = func(i int, acc []string) {
		if len(acc) == k {
			f(acc)
			return
		}
		if i == len(ids) {
			return
		}
		rec(i+1, append(slices.Clone(acc), ids[i]))
		rec(i+1, acc)
	}
	rec(0, nil)
}

func (r refTurn) enemy(id string) monsterturn.Figure {
	for _, e := range r.enemies {
		if e.ID == id {
			return e
		}
	}
	panic("no enemy " + id)
}

func (r refTurn) solve() []string {
	m, a := r.in.Map, r.in.Action
	costs := r.costs(r.me.At)
	attacks := map[hexgrid.Hex][][]string{}
	hexFor := map[hexgrid.Hex]map[string]bool{}
	for L := range costs {
		attacks[L], hexFor[L] = r.attacks(L)
	}
	ed := r.in.Rules
	prox := func(id string) int {
		if ed.FocusIgnoresProximity() {
			return 0 // Jaws of the Lion: proximity plays no part
		}
		if d, ok := m.Range(r.me.At, r.enemy(id).At); ok {
			return d
		}
		return math.MaxInt
	}
	// §4.
	type fkey struct {
		c         refCost
		prox, ini int
	}
	fk := map[string]fkey{}
	for L, c := range costs {
		for id := range hexFor[L] {
			if old, ok := fk[id]; !ok || c.less(old.c) {
				fk[id] = fkey{c, prox(id), r.enemy(id).Initiative}
			}
		}
	}
	fless := func(x, y fkey) bool {
		if x.c != y.c && !a.FocusFarthest {
			return x.c.less(y.c)
		}
		if x.prox != y.prox {
			return x.prox < y.prox
		}
		return x.ini < y.ini
	}
	if a.FocusFarthest {
		// The card's farthest focus: the enemies within its range only,
		// greatest distance first, then initiative.
		dist := func(id string) int {
			if d, ok := m.Range(r.me.At, r.enemy(id).At); ok {
				return d
			}
			return math.MaxInt
		}
		for id := range fk {
			if a.FocusRange > 0 && dist(id) > a.FocusRange {
				delete(fk, id)
			} else {
				fk[id] = fkey{c: fk[id].c, prox: -dist(id), ini: r.enemy(id).Initiative}
			}
		}
	}
	var focuses []string
	for id, k := range fk {
		best := true
		for _, o := range fk {
			if fless(o, k) {
				best = false
			}
		}
		if best {
			focuses = append(focuses, id)
		}
	}
	// Ranks: the number of distinct (proximity, initiative) pairs better.
	rank := map[string]int{}
	for _, e := range r.enemies {
		better := map[[2]int]bool{}
		for _, o := range r.enemies {
			po, pe := [2]int{prox(o.ID), o.Initiative}, [2]int{prox(e.ID), e.Initiative}
			if po[0] < pe[0] || (po[0] == pe[0] && po[1] < pe[1]) {
				better[po] = true
			}
		}
		rank[e.ID] = len(better)
		if !ed.RankSecondaryTargets() {
			rank[e.ID] = 0 // Frosthaven: the players pick the other targets
		}
	}
	ranged := a.Targets > 0 && a.Range > 0 && (a.Area == nil || !a.Area.Self)
	adj := func(L hexgrid.Hex, id string) bool { return m.Adjacent(L, r.enemy(id).At) }
	choices := map[string]bool{}
	disCount := func(L hexgrid.Hex, A []string) int {
		dis := 0
		if ranged && !a.Muddled {
			for _, id := range A {
				if adj(L, id) {
					dis++
				}
			}
		}
		return dis
	}
	for _, F := range focuses {
		attacks := attacks
		if !ed.MoveTowardFutureTargets() && fk[F].c.pts > a.Move {
			// Frosthaven, no attack this turn: only the focus is heeded.
			attacks = map[hexgrid.Hex][][]string{}
			for L := range costs {
				if hexFor[L][F] {
					attacks[L] = [][]string{{F}}
				}
			}
		}
		// §5, as a slice of numbers compared in order; in Frosthaven item 3
		// is 0 and the number of targets with disadvantage follows item 4.
		key := func(L hexgrid.Hex, A []string) []int {
			c := costs[L]
			k := []int{c.neg, b2i(c.pts > a.Move), b2i(ranged && !a.Muddled && adj(L, F)), -len(A), 0, c.pts}
			if !ed.FocusDisadvantageFirst() {
				k[2], k[4] = 0, disCount(L, A)
			}
			for rk := range len(r.enemies) {
				n := 0
				for _, id := range A {
					if rank[id] == rk {
						n++
					}
				}
				k = append(k, -n)
			}
			return k
		}
		var K []int
		for L := range costs {
			for _, A := range attacks[L] {
				if slices.Contains(A, F) {
					if k := key(L, A); K == nil || slices.Compare(k, K) < 0 {
						K = k
					}
				}
			}
		}
		if K == nil {
			continue
		}
		chosen := map[string]bool{}
		for L := range costs {
			for _, A := range attacks[L] {
				if slices.Contains(A, F) && slices.Equal(key(L, A), K) {
					chosen[strings.Join(A, ",")] = true
				}
			}
		}
		// §6.
		type dest struct {
			L hexgrid.Hex
			A []string
			k [2]int
		}
		var dests []dest
		for L, c := range costs {
			k := key(L, nil)
			if !slices.Equal(k[:3], K[:3]) {
				continue
			}
			for _, A := range attacks[L] {
				if !chosen[strings.Join(A, ",")] {
					continue
				}
				dests = append(dests, dest{L, A, [2]int{disCount(L, A), c.pts}})
			}
		}
		var bestD [2]int
		for i, d := range dests {
			if i == 0 || slices.Compare(d.k[:], bestD[:]) < 0 {
				bestD = d.k
			}
		}
		if K[1] == 0 {
			for _, d := range dests {
				if d.k == bestD {
					if a.Targets == 0 {
						choices[choiceKey(d.L, nil)] = true
					} else {
						choices[choiceKey(d.L, d.A)] = true
					}
				}
			}
			continue
		}
		// §7.
		for _, d := range dests {
			if d.k != bestD {
				continue
			}
			var bestE []int
			var picks []hexgrid.Hex
			for E, c := range costs {
				if c.pts > a.Move {
					continue
				}
				ed, ok := r.costsFromAs(E)[d.L]
				if !ok {
					continue
				}
				k := []int{c.neg + ed.neg, ed.pts, c.pts}
				switch cmp := slices.Compare(k, bestE); {
				case bestE == nil || cmp < 0:
					bestE, picks = k, []hexgrid.Hex{E}
				case cmp == 0:
					picks = append(picks, E)
				}
			}
			for _, E := range picks {
				choices[choiceKey(E, nil)] = true
			}
		}
	}
	if len(choices) == 0 {
		choices[choiceKey(r.me.At, nil)] = true
	}
	out := make([]string, 0, len(choices))
	for k := range choices {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// costsFromAs is costs with the monster imagined on E, the figures where
// they are (its own hex then empty).
func (r refTurn) costsFromAs(E hexgrid.Hex) map[hexgrid.Hex]refCost {
	return r.costs(E)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestMonsterTurnAgreesWithReference compares the solver's choices with
// the plain reference on random turns, under each edition's rules (the map
// built with the edition's sight rule).
func TestMonsterTurnAgreesWithReference(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 20
	}
	for _, ed := range rules.Editions {
		t.Run(string(ed), func(t *testing.T) {
			for seed := range uint64(n) {
				in := withRules(randomTurn(seed), ed)
				turn, err := monsterturn.Solve(in)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				got := turnChoicesList(turn)
				want := referenceTurn(in)
				if !slices.Equal(got, want) {
					t.Fatalf("seed %d: solver %v, reference %v\n%s\naction %+v", seed, got, want, turn.Explain(), in.Action)
				}
			}
		})
	}
}

// withRules returns in under the rules of edition ed, its map rebuilt with
// the edition's sight rule.
func withRules(in monsterturn.Input, ed rules.Edition) monsterturn.Input {
	spec := hexgrid.MapSpec{Hexes: in.Map.Hexes(), Walls: in.Map.ThinWalls(), Closed: in.Map.Closed()}
	if ed.SightFromAnyPoint() {
		spec.Sight = hexgrid.SightAnyPoint
	}
	m, err := hexgrid.NewMap(spec)
	if err != nil {
		panic(err)
	}
	in.Map, in.Rules = m, ed
	return in
}

func turnChoicesList(t monsterturn.Turn) []string {
	var keys []string
	for _, c := range t.Choices {
		keys = append(keys, choiceKey(c.To, c.Targets))
	}
	slices.Sort(keys)
	return keys
}
