package vgb

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// placement puts a tile's cells on the map: a cell c goes to
// ref + (c - origin) turned about ref, all in axial coordinates.
type placement struct {
	ref, origin hexgrid.Hex
	turns       int
}

// at is where the tile's cell (x, y) lies on the map.
func (pl placement) at(x, y int) hexgrid.Hex {
	return pl.hex(Axial(x, y))
}

// hex is where the tile's own hex h lies on the map.
func (pl placement) hex(h hexgrid.Hex) hexgrid.Hex {
	return pl.ref.Add(h.Sub(pl.origin)).Rotate(pl.ref, pl.turns)
}

// turnsOf is VGB's turn count as hexgrid turns: VGB turns a negative count
// the same way as a positive one.
func turnsOf(t int) int {
	if t < 0 {
		t = -t
	}
	return t % 6
}

// terrain kinds, in the order a hex keeps the first given.
const (
	kindObstacle = "obstacle"
	kindTrap     = "trap"
	kindHazard   = "hazard"
	kindDifficut = "difficult terrain"
)

// passage is a door or corridor: its cells and the tiles it joins.
type passage struct {
	cells    []hexgrid.Hex
	from, to int
	path     string
}

// cover is a hex a tile placed.
type cover struct {
	h    hexgrid.Hex
	tile int
}

// standee is a monster as placed, before its standee number.
type standee struct {
	typ      string
	at       hexgrid.Hex
	presence [3]scenariofile.Presence
	tile     int
	path     string
}

// builder lays out one scenario.
type builder struct {
	file, title string
	shapes      map[string]pack.Tile
	rep         *pack.Report

	tiles   []pack.Tile // the scenario's tiles, in tree order
	missing []string
	hexes   []hexgrid.Hex
	owner   map[hexgrid.Hex]int  // the tile a map hex belongs to
	joint   map[hexgrid.Hex]bool // door and corridor hexes: no wall around
	doors   []hexgrid.Hex        // closed doors
	links   [][2]int             // tiles a corridor reveals together
	terrain map[hexgrid.Hex]string
	walls   map[hexgrid.Hex]bool // hexes a wall overlay takes off the map
	starts  []hexgrid.Hex
	mons    []standee
	byRef   map[string]int // tile index by lower-case ref
	placed  int            // tiles placed, a tile named again counted again
	// passages are the doors and corridors, to check that each touches
	// the tiles it joins
	passages []passage
	covers   map[cover]bool // the hexes each tile placed, whoever has them
	// coins are the money tokens by hex, coinAt their hexes in the order
	// first met
	coins  map[hexgrid.Hex]int
	coinAt []hexgrid.Hex
	// chests are the treasure chests in the order met, one a hex
	chests []scenariofile.Treasure
	bad    bool
	// monsterName names a type by its slug
	monsterName func(string) string
}

func newBuilder(file, title string, shapes map[string]pack.Tile, rep *pack.Report) *builder {
	return &builder{file: file, title: title, shapes: shapes, rep: rep,
		owner: map[hexgrid.Hex]int{}, joint: map[hexgrid.Hex]bool{},
		monsterName: MonsterName, terrain: map[hexgrid.Hex]string{}, walls: map[hexgrid.Hex]bool{}, byRef: map[string]int{}, covers: map[cover]bool{}, coins: map[hexgrid.Hex]int{}}
}

// build lays out the tree of tiles from root into a pack scenario with its
// map; false (with a warning) when the scenario is left out.
func (b *builder) build(root *tileData) (pack.Scenario, bool) {
	b.tile(root, placement{turns: turnsOf(root.Turns)}, "mapTileData", 0)
	if len(b.missing) > 0 {
		b.rep.Warn(b.file, "scenario %q skipped: map tile %s found in no pack and not in BoardMapTile.elm", b.title, strings.Join(b.missing, ", "))
		return pack.Scenario{}, false
	}
	if b.bad || !b.passagesTouch() {
		return pack.Scenario{}, false
	}
	b.leftOut()
	f := b.mapFile()
	data, err := f.Encode()
	if err == nil {
		_, err = scenariofile.Parse(data)
	}
	if err != nil {
		b.rep.Warn(b.file, "scenario %q skipped: its map does not pass the checks: %v", b.title, err)
		return pack.Scenario{}, false
	}
	// The map names the monster types; the scenario entry does not, as the
	// pack has no stats for them (a pack names only types it or the
	// edition's pack has).
	return pack.Scenario{Title: b.title, MapFile: pack.RawMap(json.RawMessage(data))}, true
}

// tile places one tile (data at pl) and, through its doors, the tiles
// behind them; it returns the tile's index. A tile named again (behind
// another door or corridor to it) is the same tile: its cells, overlays
// and monsters are added to it.
func (b *builder) tile(data *tileData, pl placement, path string, depth int) int {
	if depth > maxTilesPerScenario || b.placed >= 4*maxTilesPerScenario {
		if !b.bad {
			b.rep.Warn(b.file, "scenario %q skipped: more than %d tiles", b.title, maxTilesPerScenario)
		}
		b.bad = true
		return 0
	}
	b.placed++
	idx := b.index(data.Ref)
	if b.bad {
		return 0
	}
	for _, h := range b.tiles[idx].HexList() {
		b.claim(pl.hex(h), idx)
	}
	for i, o := range data.Overlays {
		b.overlay(o, pl, idx, pack.Path(pack.Path(path, "overlays"), i))
	}
	for i, m := range data.Monsters {
		b.monster(m, pl, idx, pack.Path(pack.Path(path, "monsters"), i))
	}
	for i, d := range data.Doors {
		b.door(d, pl, idx, pack.Path(pack.Path(path, "doors"), i), depth)
	}
	return idx
}

// index returns the index of the tile called ref, adding it (its shape,
// or a note that it is missing) when first met.
func (b *builder) index(ref string) int {
	key := strings.ToLower(ref)
	if i, ok := b.byRef[key]; ok {
		return i
	}
	shape, ok := b.shapes[key]
	if !ok {
		name := ref
		if name == "" {
			name = `""`
		}
		b.missing = append(b.missing, name)
	}
	if len(b.tiles) >= maxTilesPerScenario {
		b.rep.Warn(b.file, "scenario %q skipped: more than %d tiles", b.title, maxTilesPerScenario)
		b.bad = true
		return 0
	}
	b.byRef[key] = len(b.tiles)
	b.tiles = append(b.tiles, shape)
	return len(b.tiles) - 1
}

// door places one door of tile idx (at pl) and the tile behind it.
func (b *builder) door(d door, pl placement, idx int, path string, depth int) {
	if d.MapTileData == nil {
		b.rep.Warn(b.file+": "+path, "door skipped: no mapTileData behind it")
		return
	}
	if !b.cellOK(d.Room1X, d.Room1Y, path+".room1") || !b.cellOK(d.Room2X, d.Room2Y, path+".room2") {
		return
	}
	at := pl.at(d.Room1X, d.Room1Y)
	cells := []hexgrid.Hex{at}
	if d.SubType == "corridor" && d.Size == 2 {
		side := Axial(d.Room1X, d.Room1Y).Add(hexgrid.H(1, 0).Rotate(hexgrid.H(0, 0), corridorTurns(d.Direction)))
		cells = append(cells, pl.hex(side))
	}
	open := d.SubType == "corridor" && d.Material != "dark"
	for _, h := range cells {
		b.claim(h, idx)
		b.joint[h] = true
		if !open && !slices.Contains(b.doors, h) {
			b.doors = append(b.doors, h)
		}
	}
	next := b.tile(d.MapTileData, placement{ref: at, origin: Axial(d.Room2X, d.Room2Y), turns: turnsOf(d.MapTileData.Turns)}, path+".mapTileData", depth+1)
	if open {
		b.links = append(b.links, [2]int{idx, next})
	}
	b.passages = append(b.passages, passage{cells: cells, from: idx, to: next, path: path})
}

// passagesTouch checks that every door and corridor lies next to a hex of
// the tile behind it (a door in the middle of a room, such as an altar that
// leads elsewhere, is not a door this map can have); false (with a
// warning) when one does not.
func (b *builder) passagesTouch() bool {
	for _, p := range b.passages {
		touches := false
		for _, c := range p.cells {
			touches = touches || b.covers[cover{c, p.to}]
			for _, n := range c.Neighbors() {
				touches = touches || b.covers[cover{n, p.to}]
			}
		}
		if !touches {
			b.rep.Warn(b.file+": "+p.path, "scenario %q skipped: the door at %v does not lie next to tile %s behind it",
				b.title, p.cells[0], b.tiles[p.to].Name)
			return false
		}
	}
	return true
}

// corridorTurns is how a two-hex corridor's second cell is turned from the
// cell to the right of its first (Scenario.elm, mapTileDataToOverlayList).
func corridorTurns(direction string) int {
	switch direction {
	case "diagonal-left":
		return 1
	case "diagonal-right":
		return 2
	}
	return 0
}

// cellOK reports whether (x, y) is within the limits, warning when not.
func (b *builder) cellOK(x, y int, path string) bool {
	if x < -maxCoord || x > maxCoord || y < -maxCoord || y > maxCoord {
		b.rep.Warn(b.file+": "+path, "skipped: cell (%d, %d) beyond ±%d", x, y, maxCoord)
		return false
	}
	return true
}

// claim makes h a map hex of tile idx, unless it is one already.
func (b *builder) claim(h hexgrid.Hex, idx int) {
	b.covers[cover{h, idx}] = true
	if _, ok := b.owner[h]; ok {
		return
	}
	b.owner[h] = idx
	b.hexes = append(b.hexes, h)
}

// overlay places one overlay of tile idx.
func (b *builder) overlay(o overlay, pl placement, idx int, path string) {
	var cells []hexgrid.Hex
	for _, c := range o.Cells {
		if !b.cellOK(c[0], c[1], path+".cells") {
			return
		}
		h := pl.at(c[0], c[1])
		b.claim(h, idx)
		cells = append(cells, h)
	}
	switch o.Ref.Type {
	case "obstacle":
		b.mark(cells, kindObstacle, path)
	case "trap":
		b.mark(cells, kindTrap, path)
	case "hazard":
		b.mark(cells, kindHazard, path)
	case "difficult-terrain":
		b.mark(cells, kindDifficut, path)
	case "starting-location":
		for _, h := range cells {
			if !slices.Contains(b.starts, h) {
				b.starts = append(b.starts, h)
			}
		}
	case "wall":
		for _, h := range cells {
			b.walls[h] = true
		}
	case "treasure":
		switch o.Ref.SubType {
		case "coin":
			b.coin(o, cells, path)
		case "chest":
			b.chest(o, cells, path)
		default:
			b.rep.Skip(b.file + ": treasures of subType " + excerpt.Quote(o.Ref.SubType) + " left out")
		}
	default:
		b.rep.Skip(b.file + ": overlays of type " + excerpt.Quote(o.Ref.Type) + " left out")
	}
}

// coin lays a coin overlay's money tokens on its cells.
func (b *builder) coin(o overlay, cells []hexgrid.Hex, path string) {
	if o.Ref.Amount == nil || *o.Ref.Amount < 1 {
		b.rep.Warn(b.file+": "+path, "money tokens skipped: the coin gives no amount of 1 or more")
		return
	}
	for _, h := range cells {
		if _, ok := b.coins[h]; !ok {
			b.coinAt = append(b.coinAt, h)
		}
		// more than a hex holds counts as one more: money() says so
		b.coins[h] = min(b.coins[h]+*o.Ref.Amount, scenariofile.MaxMoneyCount+1)
	}
}

// chest lays a treasure chest overlay on its cell, labelled with the
// treasure's number (or "goal") as the source gives it in its id.
func (b *builder) chest(o overlay, cells []hexgrid.Hex, path string) {
	label, ok := chestLabel(o.Ref.ID)
	if !ok {
		if len(o.Ref.ID) == 0 {
			b.rep.Warn(b.file+": "+path, "treasure chest skipped: it gives no id (the treasure's number)")
		} else {
			b.rep.Warn(b.file+": "+path, "treasure chest skipped: its id %s is not a treasure's number or name", excerpt.Bytes(o.Ref.ID))
		}
		return
	}
	if len(cells) != 1 {
		b.rep.Warn(b.file+": "+path, "treasure chest %s skipped: it covers %d hexes, want 1", excerpt.Quote(label), len(cells))
		return
	}
	h := cells[0]
	if i := slices.IndexFunc(b.chests, func(t scenariofile.Treasure) bool { return t.At == h }); i >= 0 {
		b.rep.Warn(b.file+": "+path, "treasure chest %s skipped: %v already holds treasure chest %s", excerpt.Quote(label), h, excerpt.Quote(b.chests[i].Label))
		return
	}
	b.chests = append(b.chests, scenariofile.Treasure{At: h, Label: label})
}

// chestLabel reads a chest's id: a string ("67", "goal") or a whole
// number, a label scenariofile takes.
func chestLabel(raw json.RawMessage) (string, bool) {
	var label string
	if err := json.Unmarshal(raw, &label); err != nil {
		var n int
		if json.Unmarshal(raw, &n) != nil {
			return "", false
		}
		label = strconv.Itoa(n)
	}
	label = strings.TrimSpace(label)
	return label, scenariofile.CheckTreasureLabel(label) == nil
}

// treasures is the map's treasure chests: those on a map hex that takes
// them (not an obstacle nor a door); the others are left out, saying so.
func (b *builder) treasures(onMap, isDoor map[hexgrid.Hex]bool) []scenariofile.Treasure {
	var out []scenariofile.Treasure
	for _, t := range b.chests {
		switch {
		case !onMap[t.At]:
			b.rep.Warn(b.file, "scenario %q: treasure chest %s at %v left out: the hex is not on the map", b.title, excerpt.Quote(t.Label), t.At)
		case isDoor[t.At]:
			b.rep.Warn(b.file, "scenario %q: treasure chest %s at %v left out: the hex holds a door", b.title, excerpt.Quote(t.Label), t.At)
		case b.terrain[t.At] == kindObstacle:
			b.rep.Warn(b.file, "scenario %q: treasure chest %s at %v left out: the hex holds an obstacle", b.title, excerpt.Quote(t.Label), t.At)
		default:
			out = append(out, t)
		}
	}
	return out
}

// money is the map's money tokens: those of the coins on a map hex that
// takes them (not an obstacle nor a closed door), at most
// scenariofile.MaxMoneyCount on a hex; the others are left out, saying so.
func (b *builder) money(onMap, isDoor map[hexgrid.Hex]bool) []scenariofile.Money {
	var out []scenariofile.Money
	for _, h := range b.coinAt {
		n := b.coins[h]
		switch {
		case !onMap[h]:
			b.rep.Warn(b.file, "scenario %q: money (%d) at %v left out: the hex is not on the map", b.title, n, h)
		case isDoor[h]:
			b.rep.Warn(b.file, "scenario %q: money (%d) at %v left out: the hex holds a door", b.title, n, h)
		case b.terrain[h] == kindObstacle:
			b.rep.Warn(b.file, "scenario %q: money (%d) at %v left out: the hex holds an obstacle", b.title, n, h)
		default:
			if n > scenariofile.MaxMoneyCount {
				n = scenariofile.MaxMoneyCount
				b.rep.Warn(b.file, "scenario %q: more than %d money tokens at %v: %d kept, the most a hex holds", b.title, n, h, n)
			}
			out = append(out, scenariofile.Money{At: h, Count: n})
		}
	}
	return out
}

// mark gives cells terrain of kind, keeping a hex's first.
func (b *builder) mark(cells []hexgrid.Hex, kind, path string) {
	for _, h := range cells {
		if k, ok := b.terrain[h]; ok && k != kind {
			b.rep.Warn(b.file+": "+path, "%s at %v left out: the hex holds %s", kind, h, k)
			continue
		}
		b.terrain[h] = kind
	}
}

// monster places one monster of tile idx.
func (b *builder) monster(m vMonster, pl placement, idx int, path string) {
	if !b.cellOK(m.InitialX, m.InitialY, path) {
		return
	}
	s := standee{typ: b.monsterName(m.Monster), at: pl.at(m.InitialX, m.InitialY), tile: idx, path: path}
	if s.typ == "" {
		b.rep.Warn(b.file+": "+path, "monster skipped: no type")
		return
	}
	for i, v := range []string{m.TwoPlayer, m.ThreePlayer, m.FourPlayer} {
		switch v {
		case "none", "":
		case "normal":
			s.presence[i] = scenariofile.Normal
		case "elite":
			s.presence[i] = scenariofile.Elite
		default:
			b.rep.Warn(b.file+": "+path, "monster skipped: %q is not none, normal or elite", v)
			return
		}
	}
	if s.presence == [3]scenariofile.Presence{} {
		return // absent for every party size: nothing to place
	}
	b.mons = append(b.mons, s)
}

// leftOut reports what the map leaves out.
func (b *builder) leftOut() {
	if len(b.starts) == 0 {
		b.rep.Warn(b.file, "scenario %q: no starting hexes; the first tile is the start room", b.title)
	}
}

// mapFile is the scenario map laid out.
func (b *builder) mapFile() *scenariofile.File {
	f := &scenariofile.File{Title: b.title, Orientation: hexgrid.PointyTop,
		Description: "Laid out from the Virtual Gloomhaven Board (CC BY 4.0)."}
	onMap := map[hexgrid.Hex]bool{}
	for _, h := range b.hexes {
		if !b.walls[h] {
			f.Hexes = append(f.Hexes, h)
			onMap[h] = true
		}
	}
	isDoor := map[hexgrid.Hex]bool{}
	for _, h := range b.doors {
		if onMap[h] {
			f.Doors = append(f.Doors, scenariofile.Door{At: h})
			isDoor[h] = true
		}
	}
	f.Walls = b.thinWalls(onMap)
	for _, h := range f.Hexes {
		switch k := b.terrain[h]; {
		case k == "":
		case isDoor[h]:
			b.rep.Warn(b.file, "scenario %q: %s at %v left out: the hex holds a door", b.title, k, h)
		case k == kindObstacle:
			f.Obstacles = append(f.Obstacles, h)
		case k == kindTrap:
			f.Traps = append(f.Traps, h)
		case k == kindHazard:
			f.Hazardous = append(f.Hazardous, h)
		default:
			f.Difficult = append(f.Difficult, h)
		}
	}
	taken := map[hexgrid.Hex]bool{}
	for _, h := range b.starts {
		if onMap[h] && !isDoor[h] && b.terrain[h] != kindObstacle {
			f.Starts = append(f.Starts, h)
			taken[h] = true
		}
	}
	f.Monsters = b.standees(onMap, isDoor, taken)
	f.Money = b.money(onMap, isDoor)
	f.Treasures = b.treasures(onMap, isDoor)
	f.Rooms = b.rooms(f, isDoor)
	return f
}

// thinWalls are the edges between neighbouring hexes of two tiles, but
// around a door or corridor.
func (b *builder) thinWalls(onMap map[hexgrid.Hex]bool) []hexgrid.Edge {
	group := map[hexgrid.Hex]int{}
	for _, h := range b.hexes {
		if onMap[h] && !b.joint[h] {
			group[h] = b.owner[h]
		}
	}
	return hexgrid.BorderEdges(b.hexes, group)
}

// standees numbers the monsters by type, leaving out those on a hex that
// cannot hold one.
func (b *builder) standees(onMap, isDoor, taken map[hexgrid.Hex]bool) []scenariofile.Monster {
	var out []scenariofile.Monster
	count := map[string]int{}
	for _, s := range b.mons {
		why := ""
		switch {
		case !onMap[s.at]:
			why = "not on the map"
		case isDoor[s.at]:
			why = "on a door"
		case b.terrain[s.at] == kindObstacle:
			why = "on an obstacle"
		case taken[s.at]:
			why = "on a hex already taken"
		}
		if why != "" {
			b.rep.Warn(b.file+": "+s.path, "%s at %v skipped: %s", s.typ, s.at, why)
			continue
		}
		taken[s.at] = true
		count[s.typ]++
		out = append(out, scenariofile.Monster{Type: s.typ, Standee: count[s.typ], At: s.at, ByPlayers: s.presence})
	}
	return out
}

// rooms groups the map hexes by tile (tiles a corridor joins together, and
// the tiles holding starting hexes, make one room), doors in none; the
// start room is the one with the starting hexes, else the first tile's.
func (b *builder) rooms(f *scenariofile.File, isDoor map[hexgrid.Hex]bool) []scenariofile.Room {
	parent := make([]int, len(b.tiles))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	union := func(a, c int) {
		ra, rc := find(a), find(c)
		if ra < rc {
			parent[rc] = ra
		} else {
			parent[ra] = rc
		}
	}
	for _, l := range b.links {
		if l[1] < len(b.tiles) {
			union(l[0], l[1])
		}
	}
	startTile := 0
	if len(f.Starts) > 0 {
		startTile = b.owner[f.Starts[0]]
		for _, h := range f.Starts[1:] {
			union(startTile, b.owner[h])
		}
	}
	startRoot := find(startTile)
	byRoot := map[int]int{}
	var out []scenariofile.Room
	var names [][]string
	for _, h := range f.Hexes {
		if isDoor[h] {
			continue
		}
		t := b.owner[h]
		root := find(t)
		i, ok := byRoot[root]
		if !ok {
			i = len(out)
			byRoot[root] = i
			out = append(out, scenariofile.Room{Start: root == startRoot})
			names = append(names, nil)
		}
		out[i].Hexes = append(out[i].Hexes, h)
		if n := b.tiles[t].Name; !slices.Contains(names[i], n) {
			names[i] = append(names[i], n)
		}
	}
	for i := range out {
		out[i].Name = pack.ClipName(strings.Join(names[i], " + "))
	}
	return out
}
