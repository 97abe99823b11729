package pack

import (
	"strconv"

	"github.com/haventable/haventable/hexgrid"
)

// Tile is a map tile: the hexes of one printed board piece, in the tile's
// own axial coordinates (any origin), and the name of the tile printed on
// its other side, when it has one ("A1a" and "A1b"). A scenario map is
// laid out by placing tiles, each turned in 60° steps and moved; a tile's
// other side is its mirror image with its own name.
type Tile struct {
	Name  string   `json:"name,required"`
	Hexes [][2]int `json:"hexes,required"`
	Back  string   `json:"back,omitempty"`
	// Outline marks hexes outlined from the positions imported layouts
	// place on the tile (FillEnclosed), not yet confirmed by the group; a
	// tile without it is known (drawn or confirmed).
	Outline bool `json:"outline,omitempty"`
}

// Limits on tiles.
const (
	MaxTiles     = 1000 // tiles in a pack
	MaxTileHexes = 200  // hexes of one tile
	MaxTileCoord = 50   // |q|, |r| of a tile's hexes
)

// HexList returns the tile's hexes.
func (t Tile) HexList() []hexgrid.Hex {
	out := make([]hexgrid.Hex, len(t.Hexes))
	for i, h := range t.Hexes {
		out[i] = hexgrid.H(h[0], h[1])
	}
	return out
}

// FindTile returns the tile named name among packs (the first that has
// it).
func FindTile(packs []*Pack, name string) (Tile, bool) {
	for _, p := range packs {
		if p == nil {
			continue
		}
		for _, t := range p.Tiles {
			if t.Name == name {
				return t, true
			}
		}
	}
	return Tile{}, false
}

// tiles checks a pack's tiles: names unique, hexes 1 to MaxTileHexes,
// each once and within ±MaxTileCoord, a back naming another tile of the
// pack.
func (c *checker) tiles(ts []Tile) {
	if !c.count("tiles", len(ts), MaxTiles) {
		return
	}
	names := map[string]bool{}
	for _, t := range ts {
		names[t.Name] = true
	}
	seen := map[string]bool{}
	for i, t := range ts {
		path := "tiles[" + strconv.Itoa(i) + "]"
		c.name(path+".name", t.Name)
		if seen[t.Name] {
			c.add(path+".name", "tile %q given twice", t.Name)
		}
		seen[t.Name] = true
		if len(t.Hexes) == 0 {
			c.add(path+".hexes", "a tile has at least one hex")
		}
		if c.count(path+".hexes", len(t.Hexes), MaxTileHexes) {
			hexes := map[[2]int]bool{}
			for j, h := range t.Hexes {
				hp := path + ".hexes[" + strconv.Itoa(j) + "]"
				if h[0] < -MaxTileCoord || h[0] > MaxTileCoord || h[1] < -MaxTileCoord || h[1] > MaxTileCoord {
					c.add(hp, "%v is beyond ±%d", h, MaxTileCoord)
				}
				if hexes[h] {
					c.add(hp, "%v given twice", h)
				}
				hexes[h] = true
			}
		}
		if t.Back != "" && (!names[t.Back] || t.Back == t.Name) {
			c.add(path+".back", "no other tile named %q in the pack", t.Back)
		}
	}
}
