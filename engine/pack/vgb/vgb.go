// Package vgb imports scenario layouts from the Virtual Gloomhaven Board
// (VGB, PurpleKingdomGames/virtual-gloomhaven-board, CC BY 4.0): its
// scenario files (assets/data/scenarios/<n>.json, solo ones under solo/)
// become pack scenarios with maps in the scenario file format, and the
// map tiles they are laid out with become the pack's tiles.
//
// VGB's conventions, as its Elm source has them:
//
//   - Cells are offset coordinates (x, y) of pointy hexes, odd rows
//     shifted right (Hexagon.elm, oddRowToCube and cubeToOddRow); a tile's
//     grid (BoardMapTile.elm, getGridByRef) is rows of such cells, cell
//     (0, 0) its origin. Axial q = x - (y - y&1)/2, r = y.
//   - A tile is turned `turns` times 60° clockwise (r growing down the
//     screen: cube (x, y, z) becomes (-z, -x, -y), Hexagon.elm rotate)
//     about its reference point; a negative count turns as many times the
//     same way.
//   - The first tile's reference point is cell (0, 0). A door
//     (Scenario.elm, mapDoorDataToList and normaliseAndRotatePoint) sits
//     at the cell (room1X, room1Y) of the tile it belongs to, placed with
//     that tile; the tile behind it is moved so that its own cell
//     (room2X, room2Y) lies on the door, then turned by its own `turns`
//     about the door. The door cell is a map cell of the first tile.
//   - Overlay cells and monsters' initialX/initialY are cells of the tile
//     that lists them, placed with it; an overlay's cells are map cells of
//     that tile (Scenario.elm, getMapTileListByObstacle).
//   - A corridor (door subType "corridor", material other than "dark")
//     reveals the tiles it joins together (Game.elm, revealRoom); a
//     corridor of size 2 also covers the cell beside it (Scenario.elm,
//     mapTileDataToOverlayList).
//   - Monsters have a type per party size: twoPlayer (fewer play as two),
//     threePlayer, fourPlayer, each "none", "normal" or "elite".
package vgb

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/strictjson"
	"github.com/haventable/haventable/hexgrid"
)

// File is one VGB scenario file: its path (for the report) and contents.
type File struct {
	Name string
	Data []byte
}

// Limits on a VGB scenario.
const (
	maxTilesPerScenario = 100 // tiles of one scenario (one room each at most)
	maxCoord            = 200 // |x|, |y| of a cell as written
	maxTurns            = 1000
)

// scenario is a VGB scenario file as read.
type scenario struct {
	ID          *int      `json:"id"`
	Title       string    `json:"title"`
	MapTileData *tileData `json:"mapTileData"`
}

// tileData is one tile of a layout, with the doors leading on from it.
type tileData struct {
	Ref      string     `json:"ref"`
	Doors    []door     `json:"doors"`
	Overlays []overlay  `json:"overlays"`
	Monsters []vMonster `json:"monsters"`
	Turns    int        `json:"turns"`
}

type door struct {
	SubType     string    `json:"subType"`
	Material    string    `json:"material"`
	Size        int       `json:"size"`
	Direction   string    `json:"direction"`
	Room1X      int       `json:"room1X"`
	Room1Y      int       `json:"room1Y"`
	Room2X      int       `json:"room2X"`
	Room2Y      int       `json:"room2Y"`
	MapTileData *tileData `json:"mapTileData"`
}

type overlay struct {
	Ref struct {
		Type    string `json:"type"`
		SubType string `json:"subType"`
		// Amount is a coin's number of money tokens.
		Amount *int `json:"amount"`
		// ID is a chest's treasure: its number ("67") or "goal".
		ID json.RawMessage `json:"id"`
	} `json:"ref"`
	Direction string   `json:"direction"`
	Cells     [][2]int `json:"cells"`
}

type vMonster struct {
	Monster     string `json:"monster"`
	InitialX    int    `json:"initialX"`
	InitialY    int    `json:"initialY"`
	TwoPlayer   string `json:"twoPlayer"`
	ThreePlayer string `json:"threePlayer"`
	FourPlayer  string `json:"fourPlayer"`
}

// IsScenario reports whether a JSON object's keys are a VGB scenario's.
func IsScenario(top map[string]json.RawMessage) bool {
	return top["mapTileData"] != nil && top["title"] != nil
}

// Import reads VGB scenario files into a pack called name. The tile shapes
// come from tiles (ParseTiles of the checkout's BoardMapTile.elm; may be
// nil) or else from others (the packs imported before), by name, case
// aside. A scenario that cannot be laid out (a tile found nowhere, a file
// that is not a VGB scenario) is left out and the report says why; an
// error means no scenario could be imported at all, or the files are over
// pack.MaxFileSize.
func Import(name string, files []File, tiles []pack.Tile, others []*pack.Pack) (*pack.Pack, *pack.Report, error) {
	total := 0
	for _, f := range files {
		total += len(f.Data)
	}
	if total > pack.MaxFileSize {
		return nil, nil, fmt.Errorf("import Virtual Gloomhaven Board files: %w: %d bytes, at most %d", pack.ErrTooLarge, total, pack.MaxFileSize)
	}
	name = pack.ClipName(strings.TrimSpace(name))
	if name == "" {
		return nil, nil, errors.New("import Virtual Gloomhaven Board files: the pack needs a name")
	}
	im := &importer{rep: &pack.Report{}, shapes: shapes(tiles, others), used: map[string]pack.Tile{}, names: newSpellings(others)}
	p := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: name,
		Description: "Scenario layouts imported from the Virtual Gloomhaven Board (CC BY 4.0)."}
	seen := map[string]bool{}
	for _, f := range sortFiles(files) {
		s, ok := im.scenario(f)
		if !ok {
			continue
		}
		if seen[s.Title] {
			im.rep.Warn(f.Name, "scenario %q skipped: given twice", s.Title)
			continue
		}
		if len(p.Scenarios) >= pack.MaxScenarios {
			im.rep.Warn(f.Name, "skipped: more than %d scenarios", pack.MaxScenarios)
			break
		}
		seen[s.Title] = true
		p.Scenarios = append(p.Scenarios, s)
	}
	im.rep.FlushSkipped()
	for _, n := range sortedKeys(im.used) {
		p.Tiles = append(p.Tiles, im.used[n])
	}
	if len(p.Scenarios) == 0 {
		return nil, nil, fmt.Errorf("import Virtual Gloomhaven Board files: no scenario could be imported%s", im.firstWhy())
	}
	return p, im.rep, nil
}

// importer holds what an import has found so far.
type importer struct {
	rep    *pack.Report
	shapes map[string]pack.Tile // by lower-case name
	used   map[string]pack.Tile // tiles of the imported scenarios, by name
	names  spellings
}

func (im *importer) firstWhy() string {
	if len(im.rep.Warnings) == 0 {
		return ""
	}
	return " (" + im.rep.Warnings[0].String() + ")"
}

// shapes indexes the tiles by lower-case name: those given first, then
// those of others not given.
func shapes(tiles []pack.Tile, others []*pack.Pack) map[string]pack.Tile {
	out := map[string]pack.Tile{}
	for _, t := range tiles {
		out[strings.ToLower(t.Name)] = t
	}
	for _, o := range others {
		if o == nil {
			continue
		}
		for _, t := range o.Tiles {
			if _, ok := out[strings.ToLower(t.Name)]; !ok {
				out[strings.ToLower(t.Name)] = t
			}
		}
	}
	return out
}

// scenario reads one file into a pack scenario; false (with a warning)
// when it is left out.
func (im *importer) scenario(f File) (pack.Scenario, bool) {
	var s scenario
	if err := strictjson.CheckDuplicateKeys(f.Data); err != nil {
		im.rep.Warn(f.Name, "skipped: %v", err)
		return pack.Scenario{}, false
	}
	if err := json.Unmarshal(f.Data, &s); err != nil {
		im.rep.Warn(f.Name, "skipped: not a Virtual Gloomhaven Board scenario (%v)", err)
		return pack.Scenario{}, false
	}
	if s.MapTileData == nil || strings.TrimSpace(s.Title) == "" {
		im.rep.Warn(f.Name, "skipped: not a Virtual Gloomhaven Board scenario (no title or mapTileData)")
		return pack.Scenario{}, false
	}
	title := strings.TrimSpace(s.Title)
	if s.ID != nil {
		if isSolo(f.Name) {
			title = "#" + strconv.Itoa(*s.ID) + " " + title
		} else {
			title = im.names.title(*s.ID, title)
		}
	}
	title = pack.ClipName(title)
	b := newBuilder(f.Name, title, im.shapes, im.rep)
	b.monsterName = im.names.monster
	ps, ok := b.build(s.MapTileData)
	if !ok {
		return pack.Scenario{}, false
	}
	for _, t := range b.tiles {
		im.used[t.Name] = t
	}
	return ps, true
}

// isSolo reports whether the file lies in a folder called solo (VGB's solo
// scenarios, numbered apart from the others).
func isSolo(name string) bool {
	return strings.Contains("/"+strings.ReplaceAll(name, `\`, "/"), "/solo/")
}

// sortFiles orders files by scenario number where their base names are
// numbers ("2.json" before "10.json"), then by name.
func sortFiles(files []File) []File {
	out := append([]File(nil), files...)
	num := func(name string) (int, bool) {
		base := name[strings.LastIndexAny(name, `/\`)+1:]
		n, err := strconv.Atoi(strings.TrimSuffix(base, ".json"))
		return n, err == nil
	}
	dir := func(name string) string { return name[:strings.LastIndexAny(name, `/\`)+1] }
	sort.SliceStable(out, func(i, j int) bool {
		di, dj := dir(out[i].Name), dir(out[j].Name)
		if di != dj {
			return len(di) < len(dj) || (len(di) == len(dj) && di < dj)
		}
		ni, oki := num(out[i].Name)
		nj, okj := num(out[j].Name)
		if oki && okj {
			return ni < nj
		}
		if oki != okj {
			return oki
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// Axial returns the hex of VGB's offset cell (x, y): pointy hexes, odd
// rows shifted right.
func Axial(x, y int) hexgrid.Hex {
	return hexgrid.H(x-(y-(y&1))/2, y)
}

// MonsterName turns VGB's monster slug ("bandit-guard") into the type's
// name as the X-haven and Secretariat imports give it ("Bandit Guard").
func MonsterName(slug string) string {
	words := strings.FieldsFunc(slug, func(r rune) bool { return r == '-' || r == '_' || r == ' ' })
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return pack.ClipName(strings.Join(words, " "))
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
