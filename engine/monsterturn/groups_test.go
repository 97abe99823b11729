package monsterturn

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

// quadraticAttacksAt is attacksAt as it was before issue 28, all groups
// worked out at once: each new target group is compared with every group
// kept so far on the hex, and each group gets its own copy of its
// placement. It is kept here as the plain reference groupsAt must agree
// with, group for group and in the same order.
func quadraticAttacksAt(s *turnSolver, k int) *hexAttack {
	h := s.hexes[k]
	a := &hexAttack{}
	for e := range s.enemies {
		if s.dist[e].Within(h, s.reach) && s.sees(e, k) {
			a.singles |= 1 << e
		}
	}
	n := s.act.Targets
	if n == 0 {
		n = 1
	}
	if s.area == nil {
		a.hexFor = a.singles
		eachSubset(a.singles, min(n, bits.OnesCount64(a.singles)), func(c uint64) {
			if c != 0 {
				a.attacks = append(a.attacks, attackOpt{mask: c})
			}
		})
		return a
	}
	if n >= 2 {
		a.hexFor = a.singles
	}
	addHit := func(hit uint64, p hexgrid.Placement) {
		if hit == 0 {
			return
		}
		a.hexFor |= hit
		others := a.singles &^ hit
		eachSubset(others, min(n-1, bits.OnesCount64(others)), func(c uint64) {
			mask := hit | c
			if !slices.ContainsFunc(a.attacks, func(o attackOpt) bool { return o.mask == mask }) {
				pp := p
				a.attacks = append(a.attacks, attackOpt{mask: mask, area: &pp})
			}
		})
	}
	if s.area.Self {
		for _, v := range s.area.Variants() {
			v.At = h
			var hit uint64
			for _, r := range s.area.Place(v) {
				if rk := s.m.Index(r); rk >= 0 {
					if j := s.occ[rk]; j >= 0 {
						if e := s.enemyNo[j]; e >= 0 {
							hit |= 1 << e
						}
					}
				}
			}
			addHit(s.seen(hit, k), v)
		}
	} else {
		for _, fp := range s.placed {
			if fp.inRange[k/64]&(1<<(k%64)) != 0 {
				addHit(s.seen(fp.on, k), fp.p)
			}
		}
	}
	return a
}

// crowdTemplates are the areas crowdTurn draws from: none, melee areas up
// to 7 hexes, free areas up to the 7-hex blob.
var crowdTemplates = []*hexgrid.Template{
	nil,
	{Self: true, Hexes: []hexgrid.Hex{hexgrid.H(1, 0), hexgrid.H(2, 0)}},
	{Self: true, Hexes: []hexgrid.Hex{hexgrid.H(1, 0), hexgrid.H(1, -1), hexgrid.H(0, 1), hexgrid.H(2, -1), hexgrid.H(2, 0), hexgrid.H(2, -2), hexgrid.H(1, 1)}},
	{Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(0, 1)}},
	{Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(2, 0), hexgrid.H(3, 0)}},
	{Hexes: hexgrid.Spiral(hexgrid.H(0, 0), 1)},
}

// crowdTurn draws a turn where target groups multiply: a map of radius 3
// to 5 with holes, thin walls and terrain, the monster, up to 2 allies and
// 2 to 12 enemies, and an action of up to 5 targets, often with an area,
// under any edition's rules.
func crowdTurn(seed uint64) Input {
	r := rand.New(rand.NewPCG(seed, 0x28))
	var spec hexgrid.MapSpec
	for _, h := range hexgrid.Spiral(hexgrid.H(0, 0), 3+r.IntN(3)) {
		if h == (hexgrid.Hex{}) || r.IntN(100) >= 6 {
			spec.Hexes = append(spec.Hexes, h)
		}
	}
	for _, h := range spec.Hexes {
		if r.IntN(100) < 4 && slices.Contains(spec.Hexes, h.Neighbor(0)) {
			spec.Walls = append(spec.Walls, h.Edge(0))
		}
	}
	edition := rules.Editions[r.IntN(len(rules.Editions))]
	if edition.SightFromAnyPoint() {
		spec.Sight = hexgrid.SightAnyPoint
	}
	m, err := hexgrid.NewMap(spec)
	if err != nil {
		panic(err)
	}
	in := Input{Map: m, Terrain: map[hexgrid.Hex]Terrain{}, Active: "m0", Rules: edition}
	hexes := m.Hexes()
	r.Shuffle(len(hexes), func(i, j int) { hexes[i], hexes[j] = hexes[j], hexes[i] })
	nAllies, nEnemies := r.IntN(3), 2+r.IntN(11)
	for i, h := range hexes {
		switch {
		case i == 0:
			in.Figures = append(in.Figures, Figure{ID: "m0", Side: "monsters", At: h})
		case i <= nAllies:
			in.Figures = append(in.Figures, Figure{ID: fmt.Sprintf("m%d", i), Side: "monsters", At: h})
		case i <= nAllies+nEnemies:
			in.Figures = append(in.Figures, Figure{ID: fmt.Sprintf("c%d", i), Side: "party", At: h,
				Initiative: 1 + r.IntN(4), Untargetable: r.IntN(20) == 0})
		case r.IntN(100) < 12:
			in.Terrain[h] = []Terrain{Obstacle, Trap, Hazardous, Difficult}[r.IntN(4)]
		}
	}
	area := crowdTemplates[r.IntN(len(crowdTemplates))]
	in.Action = Action{Move: r.IntN(5), Range: r.IntN(5), Targets: r.IntN(6), Area: area,
		Jump: r.IntN(6) == 0, Flying: r.IntN(6) == 0, Muddled: r.IntN(5) == 0}
	switch {
	case area != nil && area.Self:
		in.Action.Range = 0
	case area != nil && in.Action.Range == 0:
		in.Action.Range = 1 + r.IntN(4)
	}
	return in
}

// TestTargetGroupsMatchQuadratic: on random crowded turns, groupsAt gives
// every hex the monster may end on the same target groups, in the same
// order and with the same placements, as the quadratic check it replaced:
// all of them, and those of each size with each enemy; largestGroup
// agrees with them; and the whole turn (choices, their order, paths and
// placements) is the one the quadratic groups give when §5 and §6 look at
// every group of every hex.
func TestTargetGroupsMatchQuadratic(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 40
	}
	groups := 0
	for seed := range uint64(n) {
		in := crowdTurn(seed)
		fast, err := newTurnSolver(in)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		slow, _ := newTurnSolver(in)
		for _, eh := range fast.ends {
			if fast.attacksAt(eh.k).grouped {
				t.Fatalf("seed %d: attacksAt worked out the groups", seed)
			}
			want := quadraticAttacksAt(slow, eh.k)
			got := *fast.groupsAt(eh.k, 0, 0)
			if !sameAttacks(&got, want) {
				t.Fatalf("seed %d, hex %v: groups %s, the quadratic check's %s", seed, eh.h, dumpAttacks(&got), dumpAttacks(want))
			}
			groups += len(got.attacks)
			for e := range fast.enemies {
				largest := largestWith(want, e)
				if g := fast.largestGroup(eh.k, e); g != largest {
					t.Fatalf("seed %d, hex %v: the largest group with enemy %d has %d, not %d: %s", seed, eh.h, e, g, largest, dumpAttacks(&got))
				}
				for size := 1; size <= largest; size++ {
					some := *fast.groupsAt(eh.k, e, size)
					if w := groupsWith(want, e, size); !sameAttacks(&some, w) {
						t.Fatalf("seed %d, hex %v: groups of %d with enemy %d %s, the quadratic check's %s", seed, eh.h, size, e, dumpAttacks(&some), dumpAttacks(w))
					}
				}
			}
		}
		old, _ := newTurnSolver(in)
		old.exhaustive = true
		for _, eh := range old.ends {
			a := quadraticAttacksAt(old, eh.k)
			a.hits, a.grouped = fast.attacksAt(eh.k).hits, true
			old.at[eh.k] = a
		}
		turn, err := Solve(in)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if want := old.solve(); !reflect.DeepEqual(turn, want) {
			t.Fatalf("seed %d: turn %s\nwith the quadratic check's groups %s", seed, turn.Explain(), want.Explain())
		}
	}
	t.Logf("%d turns, %d target groups compared", n, groups)
}

// largestWith returns the size of the largest of a's groups that has enemy
// e (0 when none has).
func largestWith(a *hexAttack, e int) int {
	n := 0
	for _, o := range a.attacks {
		if o.mask&(1<<e) != 0 {
			n = max(n, bits.OnesCount64(o.mask))
		}
	}
	return n
}

// groupsWith returns a with only its groups of size members that have
// enemy e, in order.
func groupsWith(a *hexAttack, e, size int) *hexAttack {
	out := *a
	out.attacks = nil
	for _, o := range a.attacks {
		if o.mask&(1<<e) != 0 && bits.OnesCount64(o.mask) == size {
			out.attacks = append(out.attacks, o)
		}
	}
	return &out
}

// sameAttacks reports whether two hexes' attacks agree: singles, attack
// hexes, and the groups with their placements, in order.
func sameAttacks(a, b *hexAttack) bool {
	if a.singles != b.singles || a.hexFor != b.hexFor || len(a.attacks) != len(b.attacks) {
		return false
	}
	for i, x := range a.attacks {
		y := b.attacks[i]
		if x.mask != y.mask || (x.area == nil) != (y.area == nil) || (x.area != nil && *x.area != *y.area) {
			return false
		}
	}
	return true
}

func dumpAttacks(a *hexAttack) string {
	s := fmt.Sprintf("singles %b, attack hex for %b:", a.singles, a.hexFor)
	for _, o := range a.attacks {
		s += fmt.Sprintf(" %b", o.mask)
		if o.area != nil {
			s += fmt.Sprintf("@%+v", *o.area)
		}
	}
	return s
}
