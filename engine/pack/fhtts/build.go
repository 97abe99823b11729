package fhtts

import (
	"regexp"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// floor is the terrain of a corridor: plain floor.
const floor scenariofile.Layer = -1

// kindOf is the terrain an overlay type gives (floor: a corridor), and
// whether the type is one the import knows.
func kindOf(typ string) (scenariofile.Layer, bool) {
	switch strings.ToLower(typ) {
	case "obstacle", "objective":
		// an objective (an ice pillar, an altar) stands on its hex as an
		// obstacle does; its hit points are the scenario's rules
		return scenariofile.LayerObstacle, true
	case "trap":
		return scenariofile.LayerTrap, true
	case "difficult terrain":
		return scenariofile.LayerDifficult, true
	case "hazardous terrain":
		return scenariofile.LayerHazardous, true
	case "corridor":
		return floor, true
	}
	return floor, false
}

// kindNames name the terrain layers in the report.
var kindNames = map[scenariofile.Layer]string{scenariofile.LayerObstacle: "obstacle", scenariofile.LayerTrap: "trap",
	scenariofile.LayerHazardous: "hazardous terrain", scenariofile.LayerDifficult: "difficult terrain"}

// standee is a monster as placed, before its standee number.
type standee struct {
	typ      string
	at       hexgrid.Hex
	room     int
	presence [3]scenariofile.Presence
}

// builder lays out one scenario: each page a room, the start page's first.
type builder struct {
	im          *importer
	s           Scenario
	title, file string

	turns  map[string]int
	origin map[string]hexgrid.Hex
	placed map[string]bool

	hexes     []hexgrid.Hex // map hexes, first claimed first
	onMap     map[hexgrid.Hex]bool
	roomOf    map[hexgrid.Hex]int
	roomNames []string
	sections  map[string]int // room by section name
	terrain   map[hexgrid.Hex]scenariofile.Layer
	doorAt    map[hexgrid.Hex]string // door hex → the section it reveals
	doors     []hexgrid.Hex
	starts    []hexgrid.Hex
	mons      []standee
	loot      []hexgrid.Hex
	chests    []chest
	noLevels  int
	triggers  []trigger
	reveals   []scenariofile.Trigger // the triggers of rooms next to no door
	walled    map[hexgrid.Hex]bool   // wall overlays: off the map
	icy       []hexgrid.Hex          // icy terrain, resolved by the players
}

// pages are the scenario's pages that place something, the first
// scenario page first (the start room); false when there is none.
func (b *builder) pages() ([]Page, bool) {
	var out []Page
	start := -1
	for _, p := range b.s.Pages {
		if len(p.Entries) == 0 {
			continue
		}
		if start < 0 && !p.Section {
			start = len(out)
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, false
	}
	if start > 0 {
		out[0], out[start] = out[start], out[0]
	}
	return out, true
}

func (b *builder) build() (*scenariofile.File, bool) {
	b.placed = map[string]bool{}
	b.sections = map[string]int{}
	b.onMap = map[hexgrid.Hex]bool{}
	for _, pl := range b.s.Layout {
		b.turns[pl.Tile] = pl.Turns
		b.origin[pl.Tile] = pl.Origin
	}
	pages, ok := b.pages()
	if !ok {
		b.im.rep.Warn(b.file, "scenario %q skipped: no page of the layouts places anything", b.title)
		return nil, false
	}
	for i, pg := range pages {
		b.page(i, pg)
	}
	for _, pl := range b.s.Layout {
		if !b.placed[pl.Tile] {
			b.im.rep.Warn(b.file, "scenario %q: tile %s left out: no page places anything on it", b.title, pl.Tile)
		}
	}
	b.bridgeDoors()
	b.collectTriggers(pages)
	b.unreached()
	b.fillHoles()
	b.walled = map[hexgrid.Hex]bool{}
	for i, pg := range pages {
		b.contents(i, pg)
	}
	b.dropWalls()
	if len(b.icy) > 0 {
		b.im.rep.Warn(b.file, "scenario %q: icy terrain on %d hexes (%v) is not drawn: a figure that enters it moves one more hex in the same direction; the players resolve it", b.title, len(b.icy), b.icy)
	}
	return b.mapFile(), true
}

// place is where a position of an entry on tile lies on the map.
func (b *builder) place(tile string, at hexgrid.Hex) hexgrid.Hex {
	return b.origin[tile].Add(at)
}

// claim makes h a map hex of room, unless it is one already.
func (b *builder) claim(h hexgrid.Hex, room int) {
	if b.onMap[h] {
		return
	}
	b.onMap[h] = true
	b.roomOf[h] = room
	b.hexes = append(b.hexes, h)
}

// page claims the hexes of page i's tiles and positions for its room.
func (b *builder) page(i int, pg Page) {
	var tiles []string
	for _, e := range pg.Entries {
		t, ok := b.im.tiles[e.Tile]
		if !ok {
			continue
		}
		if doorsOnly(e) {
			// a door on the edge of the tile of the section it reveals
			// (#44's on 16-D): the tile is the section's, not this page's
			for _, g := range slices.Concat(e.Tokens, e.Monsters, e.Overlays) {
				for _, p := range g.Positions {
					h := b.place(e.Tile, p.At)
					b.claim(h, i)
					if _, ok := b.doorAt[h]; !ok {
						b.doors = append(b.doors, h)
					}
					b.doorAt[h] = p.Reveals
				}
			}
			continue
		}
		if !slices.Contains(tiles, e.Tile) {
			tiles = append(tiles, e.Tile)
		}
		b.placed[e.Tile] = true
		for _, h := range t.HexList() {
			b.claim(b.origin[e.Tile].Add(h.Rotate(hexgrid.Hex{}, b.turns[e.Tile])), i)
		}
		own := map[hexgrid.Hex]bool{}
		for _, h := range t.HexList() {
			own[h.Rotate(hexgrid.Hex{}, b.turns[e.Tile])] = true
		}
		for _, g := range slices.Concat(e.Tokens, e.Monsters, e.Overlays) {
			for _, p := range g.Positions {
				if !t.Outline && !own[p.At] && !p.Door { // a door lies on a tile's edge
					b.im.rep.Warn(b.file, "scenario %q: %s at %v lies off tile %s as known: the hex is added to the map", b.title, g.Name, b.place(e.Tile, p.At), e.Tile)
				}
				h := b.place(e.Tile, p.At)
				b.claim(h, i)
				if p.Door {
					if _, ok := b.doorAt[h]; !ok {
						b.doors = append(b.doors, h)
					}
					b.doorAt[h] = p.Reveals
				}
			}
		}
	}
	name := strings.Join(tiles, " + ")
	if pg.Section {
		name = pg.Name + ": " + name
		if _, ok := b.sections[pg.Name]; !ok {
			b.sections[pg.Name] = i
		}
	}
	b.roomNames = append(b.roomNames, pack.ClipName(name))
}

// doorsOnly reports whether an entry places doors and nothing else.
func doorsOnly(e Entry) bool {
	n := 0
	for _, g := range slices.Concat(e.Tokens, e.Monsters, e.Overlays) {
		for _, p := range g.Positions {
			if !p.Door {
				return false
			}
			n++
		}
	}
	return n > 0
}

// contents places page i's tokens, monsters and terrain.
func (b *builder) contents(i int, pg Page) {
	for _, e := range pg.Entries {
		for _, g := range e.Tokens {
			for _, p := range g.Positions {
				h := b.place(e.Tile, p.At)
				switch strings.ToLower(g.Name) {
				case "start":
					if i == 0 && !slices.Contains(b.starts, h) {
						b.starts = append(b.starts, h)
					}
				case "loot":
					b.loot = append(b.loot, h)
				default:
					b.im.rep.Skip(b.file + ": tokens " + quote(g.Name) + " left out")
				}
			}
		}
		for _, g := range e.Monsters {
			for _, p := range g.Positions {
				b.monster(i, g.Name, b.place(e.Tile, p.At), p.Levels)
			}
		}
		for _, g := range e.Overlays {
			for _, p := range g.Positions {
				if !p.Door {
					b.overlay(g.Name, p.Type, b.place(e.Tile, p.At))
				}
			}
		}
	}
}

// monster places a monster of room i.
func (b *builder) monster(i int, name string, at hexgrid.Hex, levels string) {
	s := standee{typ: b.im.monster(name, b.title), at: at, room: i}
	if levels == "" {
		// given for no party size: it stands for all, normal
		b.noLevels++
		levels = "nnn"
	}
	for k, c := range levels {
		switch c {
		case 'n', 'b': // a boss is a normal standee of its boss type
			s.presence[k] = scenariofile.Normal
		case 'e':
			s.presence[k] = scenariofile.Elite
		}
	}
	if s.presence == [3]scenariofile.Presence{} {
		return // absent for every party size
	}
	if r, ok := b.roomOf[at]; ok && r != i {
		b.im.rep.Warn(b.file, "scenario %q: %s at %v left out: its hex lies in %s, revealed apart from its own page (%s)", b.title, s.typ, at, b.roomNames[r], b.roomNames[i])
		return
	}
	b.mons = append(b.mons, s)
}

// overlay gives h the terrain of an overlay of type typ (or, without one,
// of the type the file gives the name elsewhere).
func (b *builder) overlay(name, typ string, h hexgrid.Hex) {
	if typ == "" {
		typ = b.im.types[name]
	}
	switch strings.ToLower(typ) {
	case "treasure":
		b.chests = append(b.chests, chest{at: h, label: treasureNumber(name)})
		return
	case "wall":
		b.walled[h] = true
		return
	case "icy terrain":
		if !slices.Contains(b.icy, h) {
			b.icy = append(b.icy, h)
		}
		return
	}
	kind, ok := kindOf(typ)
	switch {
	case typ == "":
		b.im.rep.Skip(b.file + ": overlays without a type (" + quote(name) + ") left out")
		return
	case !ok:
		b.im.rep.Skip(b.file + ": overlays of type " + quote(typ) + " left out")
		return
	case kind == floor:
		return
	}
	if k, ok := b.terrain[h]; ok && k != kind {
		b.im.rep.Warn(b.file, "scenario %q: %s at %v left out: the hex holds %s", b.title, kindNames[kind], h, kindNames[k])
		return
	}
	b.terrain[h] = kind
}

// dropWalls takes the hexes of wall overlays (rock, stalagmites) off the
// map: a wall blocks movement and line of sight, as the map's edge does
// (an obstacle blocks only movement). A door on a wall hex stays a door.
func (b *builder) dropWalls() {
	isDoor := map[hexgrid.Hex]bool{}
	for _, d := range b.doors {
		isDoor[d] = true
	}
	for h := range b.walled {
		if isDoor[h] {
			b.im.rep.Warn(b.file, "scenario %q: wall at %v left out: the hex holds a door", b.title, h)
			delete(b.walled, h)
			continue
		}
		delete(b.onMap, h)
		delete(b.roomOf, h)
		delete(b.terrain, h)
	}
	b.hexes = slices.DeleteFunc(b.hexes, func(h hexgrid.Hex) bool { return b.walled[h] })
	b.icy = slices.DeleteFunc(b.icy, func(h hexgrid.Hex) bool { return b.walled[h] })
}

// bridgeDoors makes every door lie next to the room of the section it
// reveals: a door whose section's outline does not reach it gets its free
// neighbours added to that room (an outline knows only the hexes something
// stands on), so that opening it reveals the section.
func (b *builder) bridgeDoors() {
	for _, d := range b.doors {
		delete(b.roomOf, d) // a door lies in no room
	}
	for _, d := range b.doors {
		sec := b.doorAt[d]
		if sec == "" {
			continue
		}
		target, ok := b.sections[sec]
		if !ok {
			b.im.rep.Warn(b.file, "scenario %q: the door at %v reveals section %s, which the layouts do not lay out", b.title, d, sec)
			continue
		}
		touches := false
		for _, n := range d.Neighbors() {
			if r, ok := b.roomOf[n]; ok && r == target {
				touches = true
			}
		}
		if touches {
			continue
		}
		// the free neighbours on the section's side: nearer to it than the
		// door is
		dist := func(h hexgrid.Hex) int {
			best := -1
			for x, r := range b.roomOf {
				if d := hexgrid.Distance(h, x); r == target && (best < 0 || d < best) {
					best = d
				}
			}
			return best
		}
		far := dist(d)
		var near []hexgrid.Hex
		for _, n := range d.Neighbors() {
			if !b.onMap[n] && dist(n) < far {
				near = append(near, n)
			}
		}
		for _, n := range near {
			b.claim(n, target)
		}
		added := len(near)
		b.im.rep.Warn(b.file, "scenario %q: the door at %v did not lie next to section %s: %d hexes beside it added to the section", b.title, d, sec, added)
	}
}

// mapFile is the scenario's map.
func (b *builder) mapFile() *scenariofile.File {
	f := &scenariofile.File{Title: b.title, Orientation: hexgrid.PointyTop,
		Description: "Laid out from the Frosthaven layouts of the Frosthaven mod for Tabletop Simulator (gudyfr/fhtts, CC BY-NC-SA 4.0)."}
	isDoor := map[hexgrid.Hex]bool{}
	for _, d := range b.doors {
		isDoor[d] = true
	}
	f.Hexes = slices.Clone(b.hexes)
	for _, d := range b.doors {
		f.Doors = append(f.Doors, scenariofile.Door{At: d})
	}
	for _, h := range f.Hexes {
		k, ok := b.terrain[h]
		if ok && isDoor[h] {
			b.im.rep.Warn(b.file, "scenario %q: %s at %v left out: the hex holds a door", b.title, kindNames[k], h)
		} else if ok {
			*scenariofile.Terrain(f, k) = append(*scenariofile.Terrain(f, k), h)
		}
	}
	taken := map[hexgrid.Hex]bool{}
	for _, h := range b.starts {
		if !isDoor[h] && !b.obstacle(h) && b.onMap[h] && b.roomOf[h] == 0 {
			f.Starts = append(f.Starts, h)
			taken[h] = true
		}
	}
	if len(f.Starts) == 0 {
		b.im.rep.Warn(b.file, "scenario %q: no starting hexes", b.title)
	}
	count := map[string]int{}
	for _, s := range b.mons {
		why := ""
		switch {
		case !b.onMap[s.at]:
			why = "on a wall"
		case isDoor[s.at]:
			why = "on a door"
		case b.obstacle(s.at):
			why = "on an obstacle"
		case taken[s.at]:
			why = "on a hex already taken"
		}
		if why != "" {
			b.im.rep.Warn(b.file, "scenario %q: %s at %v left out: %s", b.title, s.typ, s.at, why)
			continue
		}
		taken[s.at] = true
		count[s.typ]++
		f.Monsters = append(f.Monsters, scenariofile.Monster{Type: s.typ, Standee: count[s.typ], At: s.at, ByPlayers: s.presence})
	}
	if b.noLevels > 0 {
		b.im.rep.Warn(b.file, "scenario %q: %d monsters given for no party size placed as normal for every party size", b.title, b.noLevels)
	}
	f.Money = b.money(isDoor)
	f.Treasures = b.treasures(isDoor)
	f.Rooms = b.rooms(isDoor)
	f.Walls = b.walls(isDoor)
	for _, t := range b.reveals {
		if b.onMap[t.At] && slices.ContainsFunc(f.Rooms, func(r scenariofile.Room) bool { return r.Name == t.Room && !r.Start }) && !slices.Contains(f.Triggers, t) {
			f.Triggers = append(f.Triggers, t)
		}
	}
	for _, pl := range b.s.Layout {
		if t := b.im.tiles[pl.Tile]; b.placed[pl.Tile] && t.Outline {
			f.Outlined = append(f.Outlined, pl.Tile)
		}
	}
	return f
}

// chest is a treasure overlay: its hex and its label (the treasure's
// number, or scenariofile.UnnumberedTreasure).
type chest struct {
	at    hexgrid.Hex
	label string
}

// treasureNumberRE finds the treasure's number in an overlay's name
// ("Treasure 67", "Treasure Chest #67").
var treasureNumberRE = regexp.MustCompile(`(?:^|[\s#])(\d{1,4})\s*$`)

// treasureNumber is the number an overlay's name gives its treasure, or
// scenariofile.UnnumberedTreasure when it gives none (the book's map
// prints it on the chest).
func treasureNumber(name string) string {
	if m := treasureNumberRE.FindStringSubmatch(strings.TrimSpace(name)); m != nil {
		return strings.TrimLeft(m[1], "0")
	}
	return scenariofile.UnnumberedTreasure
}

// treasures are the treasure overlays as closed chests, one a hex, never
// on a door or an obstacle.
func (b *builder) treasures(isDoor map[hexgrid.Hex]bool) []scenariofile.Treasure {
	var out []scenariofile.Treasure
	for _, c := range b.chests {
		switch {
		case !b.onMap[c.at]:
			b.im.rep.Warn(b.file, "scenario %q: treasure chest at %v left out: the hex is a wall", b.title, c.at)
		case isDoor[c.at]:
			b.im.rep.Warn(b.file, "scenario %q: treasure chest at %v left out: the hex holds a door", b.title, c.at)
		case b.obstacle(c.at):
			b.im.rep.Warn(b.file, "scenario %q: treasure chest at %v left out: the hex holds an obstacle", b.title, c.at)
		case slices.ContainsFunc(out, func(t scenariofile.Treasure) bool { return t.At == c.at }):
			b.im.rep.Warn(b.file, "scenario %q: treasure chest at %v left out: another chest holds the hex", b.title, c.at)
		default:
			out = append(out, scenariofile.Treasure{At: c.at, Label: c.label})
		}
	}
	if n := slices.IndexFunc(out, func(t scenariofile.Treasure) bool { return t.Label == scenariofile.UnnumberedTreasure }); n >= 0 {
		b.im.rep.Warn(b.file, "scenario %q: the layouts give no treasure numbers: the chests say to read the number on the scenario book's map", b.title)
	}
	return out
}

// money is a loot token a loot position, at most MaxMoneyCount a hex,
// never on a door or an obstacle.
func (b *builder) money(isDoor map[hexgrid.Hex]bool) []scenariofile.Money {
	var out []scenariofile.Money
	at := map[hexgrid.Hex]int{}
	for _, h := range b.loot {
		switch {
		case !b.onMap[h]:
			b.im.rep.Warn(b.file, "scenario %q: loot at %v left out: the hex is a wall", b.title, h)
		case isDoor[h]:
			b.im.rep.Warn(b.file, "scenario %q: loot at %v left out: the hex holds a door", b.title, h)
		case b.obstacle(h):
			b.im.rep.Warn(b.file, "scenario %q: loot at %v left out: the hex holds an obstacle", b.title, h)
		default:
			if i, ok := at[h]; ok {
				out[i].Count = min(out[i].Count+1, scenariofile.MaxMoneyCount)
				continue
			}
			at[h] = len(out)
			out = append(out, scenariofile.Money{At: h, Count: 1})
		}
	}
	return out
}

// rooms are the pages' rooms that hold a hex, the start page's first.
func (b *builder) rooms(isDoor map[hexgrid.Hex]bool) []scenariofile.Room {
	out := make([]scenariofile.Room, len(b.roomNames))
	for i, n := range b.roomNames {
		out[i] = scenariofile.Room{Name: n, Start: i == 0}
	}
	for _, h := range b.hexes {
		if r, ok := b.roomOf[h]; ok && !isDoor[h] {
			out[r].Hexes = append(out[r].Hexes, h)
		}
	}
	return slices.DeleteFunc(out, func(r scenariofile.Room) bool { return len(r.Hexes) == 0 && !r.Start })
}

// walls are the edges between neighbouring hexes of two rooms (a room is
// entered through its door).
func (b *builder) walls(isDoor map[hexgrid.Hex]bool) []hexgrid.Edge {
	group := map[hexgrid.Hex]int{}
	for h, r := range b.roomOf {
		if !isDoor[h] {
			group[h] = r
		}
	}
	return hexgrid.BorderEdges(b.hexes, group)
}

// obstacle reports whether h holds an obstacle.
func (b *builder) obstacle(h hexgrid.Hex) bool {
	k, ok := b.terrain[h]
	return ok && k == scenariofile.LayerObstacle
}

// fillHoles, on a map laid out from an outline, puts each hex the map's
// hexes enclose (a hole between two outlined tiles) in the room most of
// its neighbours are in (the earlier on a tie).
func (b *builder) fillHoles() {
	outlined := false
	for t := range b.placed {
		outlined = outlined || b.im.tiles[t].Outline
	}
	if !outlined {
		return
	}
	var holes []hexgrid.Hex
	for _, h := range hexgrid.FillEnclosed(b.hexes) {
		if !b.onMap[h] {
			holes = append(holes, h)
		}
	}
	for len(holes) > 0 {
		var rest []hexgrid.Hex
		progress := false
		for _, h := range holes {
			count := map[int]int{}
			best := -1
			for _, n := range h.Neighbors() {
				if r, ok := b.roomOf[n]; ok {
					count[r]++
					if best < 0 || count[r] > count[best] || (count[r] == count[best] && r < best) {
						best = r
					}
				}
			}
			if best < 0 {
				rest = append(rest, h) // walled in by other holes: next round
				continue
			}
			b.claim(h, best)
			progress = true
		}
		if !progress {
			return
		}
		holes = rest
	}
}

// trigger is a hex whose use reveals a section (see Trigger): what is
// there (a pressure plate, an altar, "a mark of section 4.2's rules").
type trigger struct {
	at      hexgrid.Hex
	what    string
	reveals string
}

// collectTriggers gathers the pages' non-door reveals with a hex; a page's
// own trigger's hex joins the map (in the page's room) when it is not on
// it.
func (b *builder) collectTriggers(pages []Page) {
	for i, pg := range pages {
		for _, e := range pg.Entries {
			for _, g := range slices.Concat(e.Tokens, e.Monsters, e.Overlays) {
				for _, p := range g.Positions {
					if p.Trigger != "" {
						b.triggers = append(b.triggers, trigger{at: b.place(e.Tile, p.At), what: g.Name, reveals: p.Trigger})
					}
				}
			}
		}
		for _, t := range pg.Triggers {
			if _, ok := b.origin[t.Tile]; ok {
				b.claim(b.place(t.Tile, t.At), i) // a hex of its tile an outline may not know
				b.triggers = append(b.triggers, trigger{at: b.place(t.Tile, t.At), what: "the rules of " + pageName(pg), reveals: t.Reveals})
			}
		}
	}
}

// pageName names a page in the report: "section 4.2", "the scenario".
func pageName(pg Page) string {
	if pg.Section {
		return "section " + pg.Name
	}
	return "the scenario"
}

// unreached reports the rooms after the first that no door lies next to:
// the layouts reveal them otherwise (a pressure plate, all enemies dead),
// and on this map they stay hidden.
func (b *builder) unreached() {
	next := map[int]bool{}
	for _, d := range b.doors {
		for _, n := range d.Neighbors() {
			if r, ok := b.roomOf[n]; ok {
				next[r] = true
			}
		}
	}
	sectionOf := map[int]string{}
	for name, i := range b.sections {
		sectionOf[i] = name
	}
	for i := 1; i < len(b.roomNames); i++ {
		if next[i] {
			continue
		}
		if t := slices.IndexFunc(b.triggers, func(t trigger) bool { return t.reveals == sectionOf[i] }); t >= 0 {
			b.im.rep.Warn(b.file, "scenario %q: %s lies next to no door: %s at %v reveals it", b.title, b.roomNames[i], b.triggers[t].what, b.triggers[t].at)
			b.reveals = append(b.reveals, scenariofile.Trigger{At: b.triggers[t].at, Room: b.roomNames[i]})
		} else {
			b.im.rep.Warn(b.file, "scenario %q: %s lies next to no door: the layouts reveal it otherwise, and on this map it stays hidden", b.title, b.roomNames[i])
		}
	}
}
