package monsterturn

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
)

// The monster turn: where a monster with a move and an attack ends its move
// and whom it attacks, under the first-edition Gloomhaven rules as
// ../shared/rules-monsters.md states them (cost of a hex, attack hexes,
// focus, target groups, where to attack from, closing in; the § numbers in
// the comments are its sections; docs/monster-turns.md describes the
// solver), or under a later edition's changes to them (Input.Rules; its
// §10 and docs/editions.md). It returns every resolution the rules allow;
// several arise exactly where the rules leave the choice to the players.

// Action is what the solver needs of a monster's ability card and
// stat card for one turn: a move and an attack. It can as well describe a
// hypothetical action ("what if it had range 3?").
type Action struct {
	// Move is the movement points (0: it does not move).
	Move int
	// Range is 0 for a melee attack, otherwise the range of a ranged attack.
	Range int
	// Targets is how many enemies one attack may target; 0 is no attack:
	// the monster moves as a melee monster would and attacks nobody.
	Targets int
	// Area is the attack's area template, if any: with Self (the grey hex)
	// it is a melee area, otherwise it is placed within Range. With an area
	// Targets-1 further enemies may be attacked singly.
	Area *hexgrid.Template
	// Jump, Flying and Muddled are the monster's.
	Jump, Flying, Muddled bool
	// FocusFarthest: the card says "Focus on the enemy farthest away"
	// (docs/monster-turns.md, "Card focus and targets"): of the enemies
	// §4 could focus on (those with an attack hex it can reach by some
	// path), the focus is the one with the greatest proximity (the §1
	// distance from the monster's hex, as "within range" counts it), then
	// the lowest initiative; equal pairs are all possible focuses.
	// FocusRange, when above 0, is the card's "within range N": only the
	// enemies at most that far count (none: it has no focus).
	FocusFarthest bool
	FocusRange    int
	// OneTarget: "Target 1 enemy with all attacks": the monster makes its
	// attack Targets times, all on one enemy. It moves and chooses as with
	// a single target; each choice's Targets is that one enemy (the caller
	// makes the attack Targets times on it).
	OneTarget bool
	// PathTargets: "Target all enemies occupying or adjacent to hexes
	// entered during the movement": it moves as with a single melee
	// target, and each choice's Targets are the enemies standing on, or
	// adjacent to (along the map), a hex of its Path after the first
	// (with or without an attack hex reached this turn). Range and Area
	// play no part.
	PathTargets bool
}

// Figure is a figure as the monster-turn solver sees it.
type Figure struct {
	ID string
	// Side is the side it fights on: the figures on the Active figure's
	// side are the monster's allies, all others its enemies.
	Side string
	At   hexgrid.Hex
	// Initiative breaks focus ties between enemies (lower is focused
	// first; equal initiatives tie).
	Initiative int
	// Untargetable marks an enemy the monster may neither focus on nor
	// attack (an invisible one); it is still in the way.
	Untargetable bool
}

// Input is one monster's turn to solve: the map, what lies on
// its hexes, the figures standing on it, the monster (Active, one of the
// figures) and its action. Figures on Active's side are its allies, all
// others its enemies.
type Input struct {
	// Rules is the edition whose monster rules apply; the zero value is
	// rules.Default (Gloomhaven). Line of sight is the map's: build Map
	// with the edition's sight rule (rules.Edition.SightFromAnyPoint).
	Rules rules.Edition
	Map   *hexgrid.Map
	// Terrain is what lies on the map hexes (hexes not listed are plain).
	Terrain map[hexgrid.Hex]Terrain
	Figures []Figure
	Active  string
	Action  Action
}

// Candidate is an enemy the monster could attack from some hex it can
// reach, with the key its focus is chosen by.
type Candidate struct {
	ID string
	// Cost is the cost (negative hexes, movement points) of the cheapest
	// hex the enemy can be attacked from.
	Cost hexgrid.Cost
	// Proximity is the range from the monster's hex to the enemy; -1 when
	// walls separate them.
	Proximity  int
	Initiative int
	// Focus is true for the enemies with the best key: the focus, or the
	// focuses the players choose among.
	Focus bool
}

// Choice is one resolution of the turn the players may choose.
type Choice struct {
	// Focus is the enemy the monster focuses on ("" when it has none).
	Focus string
	// To is the hex it ends its move on (its own hex when it stays), Path
	// one cheapest way there (its own hex first) and Cost that way's cost.
	To   hexgrid.Hex
	Path []hexgrid.Hex
	Cost hexgrid.Cost
	// Targets are the enemies it attacks from To, in figure order; empty
	// when it cannot attack this turn (or has no attack).
	Targets []string
	// Disadvantage are the targets it attacks with disadvantage for being
	// adjacent to a ranged attack (never when muddled: then every attack
	// has disadvantage anyway).
	Disadvantage []string
	// Area is a placement of the area template that hits the area's part
	// of Targets, when the action has an area.
	Area *hexgrid.Placement
	// Toward is, when the monster cannot attack this turn, the hex it
	// closes in on (a hex to attack its focus from on a later turn).
	Toward *hexgrid.Hex
}

// Turn is every resolution of a monster's turn.
type Turn struct {
	// Rules is the edition the turn was solved under.
	Rules   rules.Edition
	Monster string
	Start   hexgrid.Hex
	// Candidates are the enemies with a reachable attack hex, best focus
	// key first.
	Candidates []Candidate
	// Attacks is true when the choices attack this turn (or, with no
	// attack, reach a hex they would attack from).
	Attacks bool
	// FocusFarthest: the focus is the enemy farthest away
	// (Action.FocusFarthest), Candidates ordered so.
	FocusFarthest bool
	// Choices are the resolutions, at least one: the monster's own hex
	// with no attack when it has no focus.
	Choices []Choice
}

// Focuses returns the IDs of the focus candidates (ties all included).
func (t Turn) Focuses() []string {
	var out []string
	for _, c := range t.Candidates {
		if c.Focus {
			out = append(out, c.ID)
		}
	}
	return out
}

// Explain says in a line why the monster does what it does, for the
// players and for test failures.
func (t Turn) Explain() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s on %v", t.Monster, t.Start)
	if len(t.Candidates) == 0 {
		b.WriteString(": no enemy can be attacked from any hex it can reach; it stays")
	}
	for i, c := range t.Candidates {
		sep := ", "
		if i == 0 {
			sep = ": "
		}
		tag := ""
		if c.Focus {
			tag = "focus "
		}
		fmt.Fprintf(&b, "%s%s%s (attack hex costs %d negative, %d move; %d hexes away; initiative %d)",
			sep, tag, c.ID, c.Cost.Penalty, c.Cost.Points, c.Proximity, c.Initiative)
	}
	if t.Attacks {
		b.WriteString("; attacks this turn:")
	} else {
		b.WriteString("; cannot attack this turn:")
	}
	for _, c := range t.Choices {
		fmt.Fprintf(&b, " %v%v", c.To, c.Targets)
		if c.Toward != nil {
			fmt.Fprintf(&b, "->%v", *c.Toward)
		}
	}
	return b.String()
}

// maxTurnEnemies is the most enemies the solver handles (one bit each).
const maxTurnEnemies = 64

// Solve works out every resolution of a monster's turn under the
// Gloomhaven rules. It fails on a bad input: no map, an unknown active
// figure, two figures with one ID or on one hex, a figure off the map,
// terrain off the map, negative numbers in the action, an area template
// without hexes, or more than 64 enemies.
func Solve(in Input) (Turn, error) {
	s, err := newTurnSolver(in)
	if err != nil {
		return Turn{}, fmt.Errorf("monster turn of %q: %w", in.Active, err)
	}
	return s.solve(), nil
}

// turnSolver holds one turn's working state.
type turnSolver struct {
	rules   rules.Edition
	m       *hexgrid.Map
	act     Action
	figs    []Figure
	self    int
	start   hexgrid.Hex
	kind    []Terrain // by map index
	occ     []int32   // by map index: the figure standing there (not the monster), or -1
	enemies []int     // figure indexes of the targetable enemies, by enemy number
	enemyNo []int     // by figure index: its enemy number, or -1
	reach   int       // R
	ranged  bool      // attacks are ranged (disadvantage when adjacent)
	area    *hexgrid.Template
	dist    []hexgrid.Distances // by enemy: range from it
	sight   []int8              // by enemy*len(hexes)+hex index: 1 sees, -1 not, 0 not asked yet
	prox    []int               // by enemy: proximity, math.MaxInt when walled off
	rank    []int               // by enemy
	nRanks  int
	placed  []freePlacement // ranged area: placements that put a red hex on an enemy
	fwd     *hexgrid.PathCosts
	hexes   []hexgrid.Hex       // the map's, by index
	ends    []endHex            // the hexes it may end on and reach, map order
	at      []*hexAttack        // by map index, filled lazily
	selfVar []hexgrid.Placement // melee area: its orientations
	// exhaustive makes §5 and §6 look at every group of every hex, not only
	// at those they can choose (groupBound; tests compare the two).
	exhaustive bool
	groups     maskSet     // groupsAt's, one hex at a time
	hitSet     maskSet     // attacksAt's, one hex at a time
	groupBuf   []attackOpt // groupsAt's, one hex at a time
}

// endHex is a hex the monster may end on and can reach by some path.
type endHex struct {
	h      hexgrid.Hex
	k      int
	cost   hexgrid.Cost
	within bool // within reach this turn
}

// freePlacement is a placement of a ranged area template with a red hex on
// an enemy: the enemies on its red hexes and the hexes within reach of it.
type freePlacement struct {
	p       hexgrid.Placement
	on      uint64   // enemies standing on its red hexes
	inRange []uint64 // bit set by map index: the hexes it may be placed from
}

// attackOpt is one attack from a hex: the enemies targeted (a bit set over
// enemy numbers) and the area placement it uses, if any.
type attackOpt struct {
	mask uint64
	area *hexgrid.Placement
}

// hexAttack is what the monster can do from one hex. The target groups
// (attacks) are worked out only when asked for (groupsAt): on most hexes
// the first items of the §5 key rule every group out (groupBound).
type hexAttack struct {
	singles uint64 // enemies it can target singly
	hexFor  uint64 // enemies the hex is an attack hex for
	hits    []areaHit
	// grouped is true when attacks are worked out: the groups with enemy
	// groupFocus and groupSize members (all of them when groupSize is 0).
	grouped               bool
	groupFocus, groupSize int
	attacks               []attackOpt
}

// areaHit is a placement of the area template that hits enemies in sight
// of the hex, and those enemies (the first placement that hits them).
type areaHit struct {
	p   hexgrid.Placement
	hit uint64
}

func newTurnSolver(in Input) (*turnSolver, error) {
	if in.Map == nil {
		return nil, fmt.Errorf("no map")
	}
	ed, err := rules.Parse(string(in.Rules))
	if err != nil {
		return nil, err
	}
	a := in.Action
	if a.Move < 0 || a.Range < 0 || a.Targets < 0 || a.FocusRange < 0 {
		return nil, fmt.Errorf("move %d, range %d, targets %d, focus range %d: none may be negative", a.Move, a.Range, a.Targets, a.FocusRange)
	}
	if a.PathTargets {
		a.Range, a.Area = 0, nil // it moves as a single melee target would
	}
	if a.Area != nil && len(a.Area.Hexes) == 0 {
		return nil, fmt.Errorf("area template with no hexes")
	}
	m := in.Map
	s := &turnSolver{rules: ed, m: m, act: a, figs: in.Figures, self: -1, at: make([]*hexAttack, m.Len()), hexes: m.Hexes()}
	s.kind = make([]Terrain, m.Len())
	for h, k := range in.Terrain {
		i := m.Index(h)
		if i < 0 {
			return nil, fmt.Errorf("%s %v is not on the map", k, h)
		}
		s.kind[i] = k
	}
	s.occ = make([]int32, m.Len())
	for i := range s.occ {
		s.occ[i] = -1
	}
	ids := map[string]bool{}
	for i, f := range in.Figures {
		if ids[f.ID] {
			return nil, fmt.Errorf("figures[%d]: id %q appears twice", i, f.ID)
		}
		ids[f.ID] = true
		k := m.Index(f.At)
		if k < 0 || m.IsClosed(f.At) {
			return nil, fmt.Errorf("figures[%d] %q: %v is not an open map hex", i, f.ID, f.At)
		}
		if j := s.occ[k]; j >= 0 {
			return nil, fmt.Errorf("figures[%d] %q: %v is taken by %q", i, f.ID, f.At, in.Figures[j].ID)
		}
		s.occ[k] = int32(i)
		if f.ID == in.Active {
			s.self = i
		}
	}
	if s.self < 0 {
		return nil, fmt.Errorf("the monster is not among the figures")
	}
	me := in.Figures[s.self]
	s.start = me.At
	s.occ[m.Index(me.At)] = -1 // it moves: its hex is free as soon as it leaves
	s.enemyNo = make([]int, len(in.Figures))
	for i, f := range in.Figures {
		s.enemyNo[i] = -1
		if f.Side != me.Side && !f.Untargetable {
			s.enemyNo[i] = len(s.enemies)
			s.enemies = append(s.enemies, i)
		}
	}
	if len(s.enemies) > maxTurnEnemies {
		return nil, fmt.Errorf("%d enemies: at most %d are handled", len(s.enemies), maxTurnEnemies)
	}
	s.reach = 1
	if a.Targets > 0 {
		s.reach = max(a.Range, 1)
		if a.Area != nil {
			s.area = a.Area
		}
		s.ranged = a.Range > 0 && (s.area == nil || !s.area.Self)
	}
	s.prepareEnemies()
	s.fwd = m.CostsFrom(s.start, s.entry)
	s.ends = make([]endHex, 0, len(s.hexes)) // once, not grown step by step
	for i, h := range s.hexes {
		if c, ok := s.fwd.Cost(h); ok {
			s.ends = append(s.ends, endHex{h: h, k: i, cost: c, within: c.Points <= a.Move})
		}
	}
	return s, nil
}

// prepareEnemies works out each enemy's range field, proximity
// and rank, and the free placements of a ranged area template.
func (s *turnSolver) prepareEnemies() {
	fromMe := s.m.Distances(s.start)
	n := len(s.enemies)
	s.dist = make([]hexgrid.Distances, n)
	s.sight = make([]int8, n*len(s.hexes))
	s.prox = make([]int, n)
	for e, fi := range s.enemies {
		at := s.figs[fi].At
		s.dist[e] = s.m.Distances(at)
		s.prox[e] = math.MaxInt
		if d, ok := fromMe.To(at); ok {
			s.prox[e] = d
		}
	}
	// Ranks: by (proximity, initiative), equal pairs sharing one; by
	// initiative alone where focus ignores proximity; all equal where
	// other targets are not ranked.
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	pair := func(e int) [2]int {
		if !s.rules.RankSecondaryTargets() {
			return [2]int{}
		}
		return [2]int{s.focusProx(e), s.figs[s.enemies[e]].Initiative}
	}
	slices.SortFunc(order, func(a, b int) int { return cmpPair(pair(a), pair(b)) })
	s.rank = make([]int, n)
	for i, e := range order {
		switch {
		case i == 0:
			s.rank[e] = 0
		case pair(e) == pair(order[i-1]):
			s.rank[e] = s.rank[order[i-1]]
		default:
			s.rank[e] = s.rank[order[i-1]] + 1
		}
		s.nRanks = s.rank[e] + 1
	}
	if s.area == nil || s.area.Self {
		return
	}
	// A free template matters only where it covers an enemy: put each red
	// hex of each orientation on each enemy.
	seen := map[string]bool{}
	for _, v := range s.area.Variants() {
		offs := s.area.Place(v)
		for _, fi := range s.enemies {
			for _, o := range offs {
				p := v
				p.At = s.figs[fi].At.Sub(o)
				red := s.area.Place(p)
				slices.SortFunc(red, cmpHex)
				key := fmt.Sprint(red)
				if seen[key] {
					continue
				}
				seen[key] = true
				fp := freePlacement{p: p}
				var onMap []hexgrid.Hex
				for _, h := range red {
					if k := s.m.Index(h); k >= 0 {
						onMap = append(onMap, h)
						if j := s.occ[k]; j >= 0 {
							if e := s.enemyNo[j]; e >= 0 {
								fp.on |= 1 << e
							}
						}
					}
				}
				fp.inRange = make([]uint64, (len(s.hexes)+63)/64)
				for _, h := range s.m.Around(onMap, s.reach) {
					k := s.m.Index(h)
					fp.inRange[k/64] |= 1 << (k % 64)
				}
				s.placed = append(s.placed, fp)
			}
		}
	}
}

func cmpHex(a, b hexgrid.Hex) int {
	if c := cmpInt(a.R, b.R); c != 0 {
		return c
	}
	return cmpInt(a.Q, b.Q)
}

func cmpPair(a, b [2]int) int {
	if a[0] != b[0] {
		return cmpInt(a[0], b[0])
	}
	return cmpInt(a[1], b[1])
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// entry is what entering hex h costs the monster, by its way of moving:
// walking passes allies but not enemies or obstacles and pays 2 for
// difficult terrain; jumping passes every hex and pays for the landing hex
// alone (1, or 2 on difficult terrain where the edition counts it); flying passes and ends on obstacles and pays 1 for any hex. Each
// negative hex entered (only the landing hex when jumping, none when flying)
// adds one to the penalty. It ends only where no figure stands.
func (s *turnSolver) entry(h hexgrid.Hex) hexgrid.Entry {
	k := s.m.Index(h)
	kind, occ := s.kind[k], s.occ[k]
	figure := occ >= 0
	enemy := figure && s.figs[occ].Side != s.figs[s.self].Side
	neg := 0
	if kind.Negative() {
		neg = 1
	}
	step := hexgrid.Cost{Points: 1}
	switch {
	case s.act.Flying:
		return hexgrid.Entry{Pass: step, CanPass: true, End: step, CanEnd: !figure}
	case s.act.Jump:
		land := hexgrid.Cost{Penalty: neg, Points: 1}
		if kind == Difficult && s.rules.JumpEndCountsTerrain() {
			land.Points++
		}
		return hexgrid.Entry{Pass: step, CanPass: true, End: land, CanEnd: !figure && kind != Obstacle}
	}
	c := hexgrid.Cost{Penalty: neg, Points: 1}
	if kind == Difficult {
		c.Points = 2
	}
	return hexgrid.Entry{Pass: c, CanPass: kind != Obstacle && !enemy, End: c, CanEnd: kind != Obstacle && !figure}
}

// sees reports (and remembers) whether map hex k sees enemy e: asked
// lazily, since only hexes near an enemy ever need to know.
func (s *turnSolver) sees(e, k int) bool {
	i := e*len(s.hexes) + k
	if s.sight[i] == 0 {
		s.sight[i] = -1
		if s.m.Sees(s.hexes[k], s.figs[s.enemies[e]].At) {
			s.sight[i] = 1
		}
	}
	return s.sight[i] > 0
}

// seen returns the enemies of mask that map hex k sees.
func (s *turnSolver) seen(mask uint64, k int) uint64 {
	var out uint64
	for m := mask; m != 0; m &= m - 1 {
		if e := bits.TrailingZeros64(m); s.sees(e, k) {
			out |= 1 << e
		}
	}
	return out
}

// attacksAt works out (once) what the monster can do from map hex k, but
// for its target groups (see groupsAt).
func (s *turnSolver) attacksAt(k int) *hexAttack {
	if a := s.at[k]; a != nil {
		return a
	}
	h := s.hexes[k]
	a := &hexAttack{}
	s.at[k] = a
	for e := range s.enemies {
		if s.dist[e].Within(h, s.reach) && s.sees(e, k) {
			a.singles |= 1 << e
		}
	}
	n := s.groupTargets()
	if s.area == nil {
		a.hexFor = a.singles
		return a
	}
	if n >= 2 {
		a.hexFor = a.singles
	}
	// A placement that hits the enemies an earlier one hits gives the same
	// groups: only the first is kept.
	s.hitSet.reset()
	addHit := func(hit uint64, p hexgrid.Placement) {
		if hit == 0 || !s.hitSet.add(hit) {
			return
		}
		a.hexFor |= hit
		a.hits = append(a.hits, areaHit{p: p, hit: hit})
	}
	if s.area.Self {
		if s.selfVar == nil {
			s.selfVar = s.area.Variants()
		}
		for _, v := range s.selfVar {
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

// groupTargets is how many enemies one attack targets (singly, or besides
// an area's hits plus one): with no attack it moves as a monster with one
// melee target would.
func (s *turnSolver) groupTargets() int {
	if s.act.OneTarget || s.act.PathTargets {
		return 1
	}
	return max(s.act.Targets, 1)
}

// groupsAt is attacksAt with target groups from map hex k worked out:
// without an area every set of as many singles as it may target; with one,
// for each placement that hits, the hits and every set of as many other
// singles as it may add. With size 0 they are all its groups; otherwise
// only those of size members that have the focus (the only ones §5 and §6
// can choose), in the same order. A group is kept once, with the first
// placement that gives it (groups are bit sets: a hash set of them finds a
// duplicate at once). The groups are kept until asked for another focus or
// size.
func (s *turnSolver) groupsAt(k, focus, size int) *hexAttack {
	a := s.attacksAt(k)
	if a.grouped && a.groupSize == size && (size == 0 || a.groupFocus == focus) {
		return a
	}
	a.grouped, a.groupFocus, a.groupSize = true, focus, size
	need := uint64(1) << focus
	if size == 0 {
		need = 0
	}
	n := s.groupTargets()
	buf := s.groupBuf[:0]
	if s.area == nil {
		m := min(n, bits.OnesCount64(a.singles))
		if size == 0 || m == size {
			eachGroup(0, a.singles, m, need, func(c uint64) {
				if c != 0 {
					buf = append(buf, attackOpt{mask: c})
				}
			})
		}
	} else {
		groups := &s.groups
		groups.reset()
		for i := range a.hits {
			hit := a.hits[i].hit
			others := a.singles &^ hit
			m := min(n-1, bits.OnesCount64(others))
			if size != 0 && bits.OnesCount64(hit)+m != size {
				continue
			}
			area := &a.hits[i].p // shared by the groups of this placement
			eachGroup(hit, others, m, need, func(mask uint64) {
				if groups.add(mask) {
					buf = append(buf, attackOpt{mask: mask, area: area})
				}
			})
		}
	}
	a.attacks = slices.Clone(buf)
	s.groupBuf = buf[:0]
	return a
}

// eachGroup calls f, in eachSubset's order, with hit joined by each set of m
// members of others, skipping those that lack an enemy of need.
func eachGroup(hit, others uint64, m int, need uint64, f func(uint64)) {
	need &^= hit
	if need&^others != 0 || m < bits.OnesCount64(need) {
		return
	}
	eachSubset(others&^need, m-bits.OnesCount64(need), func(c uint64) { f(hit | need | c) })
}

// eachSubset calls f with every subset of set with exactly n members, in a
// fixed order (f(0) once when n is 0).
func eachSubset(set uint64, n int, f func(uint64)) {
	var rec func(rest uint64, n int, acc uint64)
	rec = func(rest uint64, n int, acc uint64) {
		if n == 0 {
			f(acc)
			return
		}
		if bits.OnesCount64(rest) < n {
			return
		}
		low := rest & -rest
		rec(rest&^low, n-1, acc|low) // with its lowest member
		rec(rest&^low, n, acc)       // without
	}
	rec(set, n, 0)
}

// groupKey is the key of §5 for one (hex, attack) pair: smaller is better.
// Item 6 (the ranks) is worked out from mask only when all before it tie.
//
// Where the edition counts targets before disadvantage
// (!FocusDisadvantageFirst), adjFocus is always false and dis, the number
// of targets attacked with disadvantage, follows size.
type groupKey struct {
	neg       int
	notWithin bool
	adjFocus  bool
	size      int // negated count: more targets is better
	dis       int
	points    int
	mask      uint64
}

func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case !a:
		return -1
	}
	return 1
}

// cmpFirst3 compares items 1 to 3 of the key.
func (k groupKey) cmpFirst3(o groupKey) int {
	if k.neg != o.neg {
		return cmpInt(k.neg, o.neg)
	}
	if c := cmpBool(k.notWithin, o.notWithin); c != 0 {
		return c
	}
	return cmpBool(k.adjFocus, o.adjFocus)
}

func (s *turnSolver) cmpKeys(k, o groupKey) int {
	if c := k.cmpFirst3(o); c != 0 {
		return c
	}
	if k.size != o.size {
		return cmpInt(k.size, o.size)
	}
	if k.dis != o.dis {
		return cmpInt(k.dis, o.dis)
	}
	if k.points != o.points {
		return cmpInt(k.points, o.points)
	}
	// More enemies of rank 0 is better, then of rank 1, and so on.
	for r := range s.nRanks {
		a, b := s.countRank(k.mask, r), s.countRank(o.mask, r)
		if a != b {
			return cmpInt(b, a)
		}
	}
	return 0
}

// countRank counts the enemies of rank r in mask.
func (s *turnSolver) countRank(mask uint64, r int) int {
	n := 0
	for m := mask; m != 0; m &= m - 1 {
		if s.rank[bits.TrailingZeros64(m)] == r {
			n++
		}
	}
	return n
}

func (s *turnSolver) key(e endHex, focus int, mask uint64) groupKey {
	k := groupKey{neg: e.cost.Penalty, notWithin: !e.within, size: -bits.OnesCount64(mask), points: e.cost.Points, mask: mask}
	if s.rules.FocusDisadvantageFirst() {
		k.adjFocus = s.ranged && !s.act.Muddled && s.m.Adjacent(e.h, s.figs[s.enemies[focus]].At)
	} else {
		k.dis = bits.OnesCount64(s.disadvantaged(e.h, mask))
	}
	return k
}

// focusProx is enemy e's proximity as the focus key and the ranks weigh
// it: 0 for all where the edition ignores proximity.
func (s *turnSolver) focusProx(e int) int {
	if s.rules.FocusIgnoresProximity() {
		return 0
	}
	return s.prox[e]
}

// attacksFor returns the attacks from map hex k that §5 and §6 weigh for
// the focus (bit): all of them, or, when only the focus is heeded (the
// edition does not move toward future targets and the focus cannot be
// attacked this turn), the focus alone wherever k is an attack hex for it.
func (s *turnSolver) attacksFor(k int, bit uint64, focusOnly bool) []attackOpt {
	a := s.attacksAt(k)
	if !focusOnly {
		return a.attacks
	}
	if a.hexFor&bit == 0 {
		return nil
	}
	return []attackOpt{{mask: bit}}
}

// disadvantaged counts the enemies of mask a ranged attack from h would
// attack with disadvantage for being adjacent (none when muddled).
func (s *turnSolver) disadvantaged(h hexgrid.Hex, mask uint64) uint64 {
	var out uint64
	if !s.ranged || s.act.Muddled {
		return 0
	}
	for m := mask; m != 0; m &= m - 1 {
		e := bits.TrailingZeros64(m)
		if s.m.Adjacent(h, s.figs[s.enemies[e]].At) {
			out |= 1 << e
		}
	}
	return out
}

func (s *turnSolver) solve() Turn {
	me := s.figs[s.self]
	t := Turn{Rules: s.rules, Monster: me.ID, Start: s.start, FocusFarthest: s.act.FocusFarthest}
	// §4: each enemy's cheapest attack hex.
	best := make([]hexgrid.Cost, len(s.enemies))
	has := make([]bool, len(s.enemies))
	for _, eh := range s.ends {
		for m := s.attacksAt(eh.k).hexFor; m != 0; m &= m - 1 {
			e := bits.TrailingZeros64(m)
			if !has[e] || eh.cost.Less(best[e]) {
				best[e], has[e] = eh.cost, true
			}
		}
	}
	var cands []int
	for e := range s.enemies {
		if has[e] {
			cands = append(cands, e)
		}
	}
	focusKey := func(e int) (hexgrid.Cost, int, int) {
		return best[e], s.focusProx(e), s.figs[s.enemies[e]].Initiative
	}
	cmpFocus := func(a, b int) int {
		ca, pa, ia := focusKey(a)
		cb, pb, ib := focusKey(b)
		switch {
		case ca.Less(cb):
			return -1
		case cb.Less(ca):
			return 1
		}
		return cmpPair([2]int{pa, ia}, [2]int{pb, ib})
	}
	if s.act.FocusFarthest {
		cands, cmpFocus = s.farthestFocus(cands)
	}
	slices.SortStableFunc(cands, cmpFocus)
	for _, e := range cands {
		c, _, in := focusKey(e)
		p := s.prox[e]
		if p == math.MaxInt {
			p = -1
		}
		t.Candidates = append(t.Candidates, Candidate{ID: s.figs[s.enemies[e]].ID, Cost: c, Proximity: p, Initiative: in,
			Focus: cmpFocus(e, cands[0]) == 0})
	}
	seen := map[string]bool{}
	add := func(c Choice) {
		key := fmt.Sprint(c.To, c.Targets)
		if !seen[key] {
			seen[key] = true
			t.Choices = append(t.Choices, c)
		}
	}
	for _, e := range cands {
		if cmpFocus(e, cands[0]) != 0 {
			break
		}
		focusOnly := !s.rules.MoveTowardFutureTargets() && best[e].Points > s.act.Move
		s.solveFocus(e, focusOnly, &t, add)
	}
	if len(t.Choices) == 0 {
		t.Attacks = false
		add(Choice{To: s.start, Path: []hexgrid.Hex{s.start}})
	}
	if s.act.PathTargets {
		s.pathTargets(&t)
	}
	return t
}

// solveFocus adds the choices of one focus (§5 to §7); with focusOnly the
// other enemies are left out of §5 and §6.
func (s *turnSolver) solveFocus(focus int, focusOnly bool, t *Turn, add func(Choice)) {
	bit := uint64(1) << focus
	bound, sizes := s.groupBound(focus)
	if bound == nil && !focusOnly {
		return
	}
	size := 0 // the size of every group §5 can choose (0: any)
	if bound != nil && !s.exhaustive {
		size = -bound.size
	}
	var K *groupKey
	var bestK groupKey // K points here: no key escapes to the heap
	chosen := map[uint64]bool{}
	for i, eh := range s.ends {
		var attacks []attackOpt
		if focusOnly {
			attacks = s.attacksFor(eh.k, bit, true)
		} else {
			if !s.exhaustive && s.cmpSized(s.sizedKey(eh, focus, sizes[i]), *bound) != 0 {
				continue
			}
			attacks = s.groupsAt(eh.k, focus, size).attacks
		}
		for _, a := range attacks {
			if a.mask&bit == 0 {
				continue
			}
			k := s.key(eh, focus, a.mask)
			c := -1
			if K != nil {
				c = s.cmpKeys(k, *K)
			}
			if c < 0 {
				bestK = k
				K = &bestK
				clear(chosen)
			}
			if c <= 0 {
				chosen[a.mask] = true
			}
		}
	}
	if K == nil {
		return
	}
	// §6: where it attacks from.
	type dest struct {
		eh   endHex
		a    attackOpt
		dis  uint64
		rank [2]int
	}
	var dests []dest
	for i, eh := range s.ends {
		if s.key(eh, focus, 0).cmpFirst3(*K) != 0 || (!s.exhaustive && !focusOnly && sizes[i] != -K.size) {
			continue // (a hex with no group of K's size has no chosen group)
		}
		attacks := s.attacksFor(eh.k, bit, true)
		if !focusOnly {
			attacks = s.groupsAt(eh.k, focus, size).attacks
		}
		for _, a := range attacks {
			if !chosen[a.mask] {
				continue
			}
			dis := s.disadvantaged(eh.h, a.mask)
			d := dest{eh: eh, a: a, dis: dis, rank: [2]int{bits.OnesCount64(dis), eh.cost.Points}}
			if len(dests) > 0 {
				c := cmpPair(d.rank, dests[0].rank)
				if c > 0 {
					continue
				}
				if c < 0 {
					dests = dests[:0]
				}
			}
			dests = append(dests, d)
		}
	}
	focusID := s.figs[s.enemies[focus]].ID
	if !K.notWithin {
		t.Attacks = true
		for _, d := range dests {
			c := Choice{Focus: focusID, To: d.eh.h, Path: s.fwd.Path(d.eh.h), Cost: d.eh.cost}
			if s.act.Targets > 0 {
				c.Targets = s.ids(d.a.mask)
				c.Disadvantage = s.ids(d.dis)
				if d.a.area != nil {
					area := *d.a.area // the choice's own copy: attacks share theirs
					c.Area = &area
				}
			}
			add(c)
		}
		return
	}
	// §7: it cannot attack this turn; it closes in on a destination hex.
	done := map[hexgrid.Hex]bool{}
	for _, d := range dests {
		D := d.eh.h
		if done[D] {
			continue
		}
		done[D] = true
		back := s.m.CostsTo(D, s.entry)
		var bestKey [3]int
		var picks []endHex
		for _, eh := range s.ends {
			if !eh.within {
				continue
			}
			rc, ok := back.Cost(eh.h)
			if !ok {
				continue
			}
			k := [3]int{eh.cost.Penalty + rc.Penalty, rc.Points, eh.cost.Points}
			if len(picks) > 0 {
				c := slices.Compare(k[:], bestKey[:])
				if c > 0 {
					continue
				}
				if c < 0 {
					picks = picks[:0]
				}
			}
			bestKey = k
			picks = append(picks, eh)
		}
		for _, eh := range picks {
			toward := D
			add(Choice{Focus: focusID, To: eh.h, Path: s.fwd.Path(eh.h), Cost: eh.cost, Toward: &toward})
		}
	}
}

// groupBound works out, by index of s.ends, the size of the largest target
// group from the hex that has the focus (0 when none has), and the best §5
// key those sizes give, as far as cmpSized compares (nil when no group has
// the focus): only the hexes that reach this best need their groups worked
// out.
func (s *turnSolver) groupBound(focus int) (*groupKey, []int) {
	sizes := make([]int, len(s.ends))
	var best *groupKey
	var bestK groupKey
	for i, eh := range s.ends {
		if sizes[i] = s.largestGroup(eh.k, focus); sizes[i] == 0 {
			continue
		}
		if k := s.sizedKey(eh, focus, sizes[i]); best == nil || s.cmpSized(k, *best) < 0 {
			bestK = k
			best = &bestK
		}
	}
	return best, sizes
}

// cmpSized compares two keys on the items that depend on the hex and the
// group's size alone: items 1 to 5 where the edition weighs disadvantage
// against the focus before the number of targets, items 1 to 4 where it
// counts the targets attacked with disadvantage after it (that count
// depends on who is in the group, and comes before the path's length).
func (s *turnSolver) cmpSized(k, o groupKey) int {
	if c := k.cmpFirst3(o); c != 0 {
		return c
	}
	if k.size != o.size {
		return cmpInt(k.size, o.size)
	}
	if !s.rules.FocusDisadvantageFirst() {
		return 0
	}
	return cmpInt(k.points, o.points)
}

// sizedKey is the §5 key of a group of n targets from eh, ranks aside.
func (s *turnSolver) sizedKey(eh endHex, focus, n int) groupKey {
	k := s.key(eh, focus, 0)
	k.size = -n
	return k
}

// largestGroup returns the size of the largest target group from map hex k
// that has enemy e (0 when none has), without working the groups out: the
// groups of one area placement all have its hits and as many other singles
// as the attack may add.
func (s *turnSolver) largestGroup(k, e int) int {
	a := s.attacksAt(k)
	bit := uint64(1) << e
	n := s.groupTargets()
	if s.area == nil {
		if a.singles&bit == 0 {
			return 0
		}
		return min(n, bits.OnesCount64(a.singles))
	}
	largest := 0
	for _, h := range a.hits {
		others := a.singles &^ h.hit
		if h.hit&bit != 0 || (n >= 2 && others&bit != 0) {
			largest = max(largest, bits.OnesCount64(h.hit)+min(n-1, bits.OnesCount64(others)))
		}
	}
	return largest
}

// ids returns the IDs of the enemies in mask, in figure order.
func (s *turnSolver) ids(mask uint64) []string {
	out := []string{}
	for e, fi := range s.enemies {
		if mask&(1<<e) != 0 {
			out = append(out, s.figs[fi].ID)
		}
	}
	return out
}

// farthestFocus is §4 for a card that says "Focus on the enemy farthest
// away" (Action.FocusFarthest): of the enemies cands (those with an attack
// hex), those within FocusRange (any when 0), and their order: greatest
// proximity first, then lowest initiative.
func (s *turnSolver) farthestFocus(cands []int) ([]int, func(a, b int) int) {
	if r := s.act.FocusRange; r > 0 {
		cands = slices.DeleteFunc(cands, func(e int) bool { return s.prox[e] > r })
	}
	return cands, func(a, b int) int {
		return cmpPair([2]int{-s.prox[a], s.figs[s.enemies[a]].Initiative}, [2]int{-s.prox[b], s.figs[s.enemies[b]].Initiative})
	}
}

// pathTargets sets each choice's targets for an attack on the enemies
// occupying or adjacent to the hexes entered during the move
// (Action.PathTargets): those along its Path after its first hex, in
// figure order. Choices that come to the same end hex and targets are
// kept once.
func (s *turnSolver) pathTargets(t *Turn) {
	seen := map[string]bool{}
	out := t.Choices[:0]
	t.Attacks = false
	for _, c := range t.Choices {
		var mask uint64
		if s.act.Targets > 0 {
			for _, h := range c.Path[min(1, len(c.Path)):] {
				for e, fi := range s.enemies {
					if at := s.figs[fi].At; at == h || s.m.Adjacent(h, at) {
						mask |= 1 << e
					}
				}
			}
		}
		c.Targets, c.Disadvantage, c.Area = nil, nil, nil
		if mask != 0 {
			c.Targets = s.ids(mask)
			t.Attacks = true
		}
		key := fmt.Sprint(c.To, c.Targets)
		if !seen[key] {
			seen[key] = true
			out = append(out, c)
		}
	}
	t.Choices = out
}
