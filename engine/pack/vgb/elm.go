package vgb

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/haventable/haventable/engine/pack"
)

// TileFile is where a VGB checkout defines its map tiles.
const TileFile = "Elm/src/BoardMapTile.elm"

// ParseTiles reads the map tiles out of VGB's BoardMapTile.elm as data:
// each grid it names (`configL = [ Array.fromList [ True, False ], … ]`)
// and, in getGridByRef, the grid of each tile (`L1a -> configL`,
// `J2b -> List.reverse configJ`, or a grid written in place). A grid is
// rows of offset cells, odd rows shifted right; a tile's hexes are its True
// cells in axial coordinates (see Axial), so that cell (0, 0) is hex
// [0, 0]. The tiles come back sorted by name, named as the constructors
// are ("L1a"); no tile found is an error.
func ParseTiles(src []byte) ([]pack.Tile, error) {
	toks := tokenize(string(src))
	grids := map[string][][]bool{}
	for i := 0; i+2 < len(toks); i++ {
		if isIdent(toks[i]) && toks[i+1] == "=" && toks[i+2] == "[" {
			if g, _, ok := parseGrid(toks, i+2); ok {
				grids[toks[i]] = g
			}
		}
	}
	start := indexOfDef(toks, "getGridByRef")
	if start < 0 {
		return nil, fmt.Errorf("%s: no getGridByRef", TileFile)
	}
	var tiles []pack.Tile
	seen := map[string]bool{}
	for i := start; i+2 < len(toks); i++ {
		if toks[i] == "refToString" {
			break
		}
		name := toks[i]
		if toks[i+1] != "->" || !isConstructor(name) || seen[name] {
			continue
		}
		g, ok := branchGrid(toks, i+2, grids)
		if !ok {
			continue
		}
		t := gridTile(name, g)
		if len(t.Hexes) == 0 || len(t.Hexes) > pack.MaxTileHexes {
			continue
		}
		seen[name] = true
		tiles = append(tiles, t)
	}
	if len(tiles) == 0 {
		return nil, fmt.Errorf("%s: no map tile grids in getGridByRef", TileFile)
	}
	sort.Slice(tiles, func(a, b int) bool { return tiles[a].Name < tiles[b].Name })
	return tiles, nil
}

// branchGrid reads the grid a case branch gives from toks[i]: a grid's
// name, List.reverse of one, or a grid in place.
func branchGrid(toks []string, i int, grids map[string][][]bool) ([][]bool, bool) {
	reverse := false
	if toks[i] == "List.reverse" && i+1 < len(toks) {
		reverse, i = true, i+1
	}
	var g [][]bool
	if toks[i] == "[" {
		var ok bool
		if g, _, ok = parseGrid(toks, i); !ok {
			return nil, false
		}
	} else if g = grids[toks[i]]; g == nil {
		return nil, false
	}
	if reverse {
		r := make([][]bool, len(g))
		for j := range g {
			r[len(g)-1-j] = g[j]
		}
		g = r
	}
	return g, true
}

// gridTile is the tile named name whose offset grid is g.
func gridTile(name string, g [][]bool) pack.Tile {
	t := pack.Tile{Name: name, Hexes: [][2]int{}}
	for y, row := range g {
		for x, cell := range row {
			if cell && x <= pack.MaxTileCoord && y <= pack.MaxTileCoord {
				h := Axial(x, y)
				t.Hexes = append(t.Hexes, [2]int{h.Q, h.R})
			}
		}
	}
	return t
}

// parseGrid reads `[ Array.fromList [ True, … ], … ]` from toks[i] (a
// "["), returning the rows and the index after the closing bracket.
func parseGrid(toks []string, i int) ([][]bool, int, bool) {
	if i >= len(toks) || toks[i] != "[" {
		return nil, i, false
	}
	i++
	var rows [][]bool
	for i < len(toks) {
		switch toks[i] {
		case "]":
			return rows, i + 1, len(rows) > 0
		case ",":
			i++
			continue
		case "Array.fromList":
			row, next, ok := parseRow(toks, i+1)
			if !ok {
				return nil, i, false
			}
			rows, i = append(rows, row), next
			continue
		}
		return nil, i, false
	}
	return nil, i, false
}

// parseRow reads `[ True, False, … ]` from toks[i].
func parseRow(toks []string, i int) ([]bool, int, bool) {
	if i >= len(toks) || toks[i] != "[" {
		return nil, i, false
	}
	var row []bool
	for i++; i < len(toks); i++ {
		switch toks[i] {
		case "]":
			return row, i + 1, true
		case ",":
		case "True":
			row = append(row, true)
		case "False":
			row = append(row, false)
		default:
			return nil, i, false
		}
	}
	return nil, i, false
}

// tokenize splits Elm source into identifiers (with their dots), "->",
// and single punctuation characters; comments and strings are dropped.
func tokenize(s string) []string {
	var toks []string
	rs := []rune(s)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case unicode.IsSpace(r):
			i++
		case r == '-' && i+1 < len(rs) && rs[i+1] == '-':
			for i < len(rs) && rs[i] != '\n' {
				i++
			}
		case r == '{' && i+1 < len(rs) && rs[i+1] == '-':
			end := strings.Index(string(rs[i:]), "-}")
			if end < 0 {
				return toks
			}
			i += len([]rune(string(rs[i:])[:end])) + 2
		case r == '"':
			for i++; i < len(rs) && rs[i] != '"'; i++ {
				if rs[i] == '\\' {
					i++
				}
			}
			i++
		case r == '-' && i+1 < len(rs) && rs[i+1] == '>':
			toks = append(toks, "->")
			i += 2
		case unicode.IsLetter(r) || r == '_':
			j := i
			for j < len(rs) && (unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j]) || rs[j] == '_' || rs[j] == '.') {
				j++
			}
			toks = append(toks, string(rs[i:j]))
			i = j
		default:
			toks = append(toks, string(r))
			i++
		}
	}
	return toks
}

func isIdent(s string) bool {
	r := []rune(s)
	return len(r) > 0 && (unicode.IsLetter(r[0]) || r[0] == '_') && !strings.Contains(s, ".")
}

func isConstructor(s string) bool {
	return isIdent(s) && unicode.IsUpper([]rune(s)[0]) && s != "True" && s != "False" && s != "Just" && s != "Nothing"
}

// indexOfDef returns the index of the definition of name (`name ref =`),
// or -1.
func indexOfDef(toks []string, name string) int {
	for i := 0; i+2 < len(toks); i++ {
		if toks[i] == name && isIdent(toks[i+1]) && toks[i+2] == "=" {
			return i
		}
	}
	return -1
}
