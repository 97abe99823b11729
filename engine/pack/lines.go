package pack

import (
	"github.com/haventable/haventable/engine/monster"
	"regexp"
	"strings"
)

// AreaByName returns the area template of a named area-of-effect graphic as
// peer apps name them ("aoe-triangle-2-side-with-black"): "with-black" or
// "with-middle-black" means the template includes the monster's own hex
// (grey). The names known: aoe-triangle-2-side, aoe-triangle-3-side,
// aoe-circle, aoe-circle-with-middle-black, aoe-line-N (N from 2 to 6), each
// with or without -with-black.
func AreaByName(name string) (*monster.Area, bool) {
	name = strings.TrimPrefix(strings.TrimPrefix(name, "¤"), "boss-")
	self := false
	for _, suffix := range []string{"-with-middle-black", "-with-black"} {
		if n, ok := strings.CutSuffix(name, suffix); ok {
			name, self = n, true
			break
		}
	}
	var hexes [][]int
	switch name {
	case "aoe-triangle-2-side":
		if self { // the grey hex and two red ones beside it and each other
			hexes = [][]int{{1, 0}, {0, 1}}
		} else {
			hexes = [][]int{{0, 0}, {1, 0}, {0, 1}}
		}
	case "aoe-triangle-3-side":
		if self {
			hexes = [][]int{{1, 0}, {2, 0}, {0, 1}, {1, 1}, {0, 2}}
		} else {
			hexes = [][]int{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {0, 2}}
		}
	case "aoe-circle":
		hexes = [][]int{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}
		if !self {
			hexes = append([][]int{{0, 0}}, hexes...)
		}
	default:
		rest, ok := strings.CutPrefix(name, "aoe-line-")
		if !ok || len(rest) != 1 || rest[0] < '2' || rest[0] > '6' {
			return nil, false
		}
		n := int(rest[0] - '0')
		for i := range n {
			if self {
				hexes = append(hexes, []int{i + 1, 0})
			} else {
				hexes = append(hexes, []int{i, 0})
			}
		}
	}
	return &monster.Area{Hexes: hexes, Self: self}, true
}

var iconRE = regexp.MustCompile(`%([a-z-]+)%`)

// PlainText turns a peer's line of card text into plain text: icons
// ("%attack%") become their names, line breaks spaces.
func PlainText(s string) string {
	s = iconRE.ReplaceAllString(s, "$1")
	s = strings.NewReplacer("\n", " ", "[newLine]", " ").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}
