package pack

import (
	"slices"
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

// Every area name the X-haven Assistant editions use gives the shape of
// the peer's picture of it: so many red hexes, the grey one (the
// monster's) or none, each red hex distinct and the whole shape, grey hex
// included, in one piece.
func TestAreaByName(t *testing.T) {
	for _, c := range []struct {
		name string
		red  int
		self bool
	}{
		{"¤aoe-triangle-2-side", 3, false},
		{"¤aoe-triangle-2-side-with-black", 2, true},
		{"¤aoe-triangle-3-side", 6, false},
		{"¤aoe-triangle-3-side-with-corner-black", 5, true},
		{"¤aoe-circle", 7, false},
		{"¤aoe-circle-with-middle-black", 6, true},
		{"¤aoe-circle-with-side-black", 6, true},
		{"¤aoe-arc-3", 3, true},
		{"¤aoe-arc-4", 4, true},
		{"¤aoe-4-with-black", 3, true},
		{"¤aoe-star-with-side-black", 3, true},
		{"¤aoe-trice", 3, true},
		{"¤aoe-line-2", 2, false},
		{"¤aoe-line-3-with-black", 2, true},
		{"¤aoe-line-4-with-black-v2", 3, true},
		{"¤aoe-line-5-with-black_v2", 4, true},
		{"¤aoe-line-6-with-black", 5, true},
		{"¤boss-aoe-circle", 7, false},
	} {
		a, ok := AreaByName(c.name)
		if !ok {
			t.Errorf("%s: not known", c.name)
			continue
		}
		if len(a.Hexes) != c.red || a.Self != c.self {
			t.Errorf("%s: %d hexes, self %v; want %d, %v", c.name, len(a.Hexes), a.Self, c.red, c.self)
		}
		var hexes []hexgrid.Hex
		for _, h := range a.Hexes {
			x := hexgrid.H(h[0], h[1])
			if slices.Contains(hexes, x) || (a.Self && x == (hexgrid.Hex{})) {
				t.Errorf("%s: hex %v twice or on the monster's", c.name, h)
			}
			hexes = append(hexes, x)
		}
		if a.Self {
			hexes = append(hexes, hexgrid.Hex{})
		}
		reached := map[hexgrid.Hex]bool{hexes[0]: true}
		for grew := true; grew; {
			grew = false
			for _, h := range hexes {
				for _, n := range h.Neighbors() {
					if !reached[h] && reached[n] {
						reached[h], grew = true, true
					}
				}
			}
		}
		if len(reached) != len(hexes) {
			t.Errorf("%s: not in one piece: %v", c.name, a.Hexes)
		}
	}
	for _, name := range []string{"¤aoe-line-1", "¤aoe-line-10", "¤aoe-blob", "aoe-circle-with-top-black", ""} {
		if _, ok := AreaByName(name); ok {
			t.Errorf("%q: known", name)
		}
	}
}

// A peer's card text reads as plain words: icons by name, line breaks and
// the sub-line marks of joined lines gone.
func TestPlainText(t *testing.T) {
	for in, want := range map[string]string{
		"%attack% + 1": "attack + 1",
		"If the element is consumed by\n^the Corpse":              "If the element is consumed by the Corpse",
		"in an adjacent unoccupied<br>hex with a tile.":           "in an adjacent unoccupied hex with a tile.",
		"^^Summon one Imp[newLine]now":                            "Summon one Imp now",
		"X ^is their shield value":                                "X is their shield value",
		"<small>Ignore the <strong>Shield</strong> value</small>": "Ignore the Shield value",
		`<span class="x">Move</span> <i>one</i>`:                  "Move one",
	} {
		if got := PlainText(in); got != want {
			t.Errorf("PlainText(%q) = %q, want %q", in, got, want)
		}
	}
}
