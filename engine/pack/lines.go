package pack

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/monster"
)

// AreaByName returns the area template of a named area-of-effect graphic
// as X-haven Assistant names them ("¤aoe-triangle-2-side-with-black"). A
// name with "with-black", "with-middle-black", "with-side-black" or
// "with-corner-black" draws the monster's own hex in grey: the template is
// then the red hexes around it (Self); without, the red hexes are placed
// freely within range. A "-v2" or "_v2" ending is the same shape drawn
// turned. The shapes were read off the peer's pictures of them
// (assets/images/abilities/aoe-*.png), in axial coordinates with r growing
// downward and the grey hex at the origin; areaShapes lists them.
func AreaByName(name string) (*monster.Area, bool) {
	name = strings.TrimPrefix(strings.TrimPrefix(name, "¤"), "boss-")
	for _, v := range []string{"-v2", "_v2"} {
		name = strings.TrimSuffix(name, v)
	}
	shape, ok := areaShapes[name]
	if !ok {
		if rest, ok := strings.CutPrefix(name, "aoe-line-"); ok {
			return lineArea(rest)
		}
		return nil, false
	}
	a := &monster.Area{Self: shape.self}
	for _, h := range shape.hexes {
		a.Hexes = append(a.Hexes, []int{h[0], h[1]})
	}
	return a, true
}

// AdjacentArea is "target all adjacent enemies" as an area: the six hexes
// around the monster.
func AdjacentArea() *monster.Area {
	a, _ := AreaByName("aoe-circle-with-middle-black")
	return a
}

// lineArea reads the end of "aoe-line-N" or "aoe-line-N-with-black": a
// straight line of N hexes, the grey one (the monster's) among them.
func lineArea(rest string) (*monster.Area, bool) {
	n, self := rest, false
	if m, ok := strings.CutSuffix(rest, "-with-black"); ok {
		n, self = m, true
	}
	if len(n) != 1 || n[0] < '2' || n[0] > '9' {
		return nil, false
	}
	a := &monster.Area{Self: self}
	for i := range int(n[0] - '0') {
		if self && i == 0 {
			continue // the grey hex: the monster's own
		}
		a.Hexes = append(a.Hexes, []int{i, 0})
	}
	return a, true
}

// areaShape is a named area: its hexes, and whether the origin is the
// monster's own (grey) hex.
type areaShape struct {
	hexes [][2]int
	self  bool
}

// areaShapes are the named areas other than lines. Neighbours of the
// origin: (1,0) east, (1,-1) north-east, (0,-1) north-west, (-1,0) west,
// (-1,1) south-west, (0,1) south-east.
var areaShapes = map[string]areaShape{
	// three hexes touching each other
	"aoe-triangle-2-side":            {hexes: [][2]int{{0, 0}, {1, 0}, {0, 1}}},
	"aoe-triangle-2-side-with-black": {hexes: [][2]int{{1, 0}, {0, 1}}, self: true},
	// a triangle of six, three a side
	"aoe-triangle-3-side":                   {hexes: [][2]int{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {0, 2}}},
	"aoe-triangle-3-side-with-black":        {hexes: [][2]int{{1, 0}, {2, 0}, {0, 1}, {1, 1}, {0, 2}}, self: true},
	"aoe-triangle-3-side-with-corner-black": {hexes: [][2]int{{1, 0}, {2, 0}, {1, -1}, {2, -1}, {2, -2}}, self: true},
	// a hex and its six neighbours
	"aoe-circle":                   {hexes: [][2]int{{0, 0}, {1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}},
	"aoe-circle-with-black":        {hexes: [][2]int{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}, self: true},
	"aoe-circle-with-middle-black": {hexes: [][2]int{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}, self: true},
	// the circle next to the monster: its middle and the five neighbours
	// of that middle other than the monster's hex
	"aoe-circle-with-side-black": {hexes: [][2]int{{1, 0}, {2, 0}, {2, -1}, {1, -1}, {0, 1}, {1, 1}}, self: true},
	// three of the monster's neighbours in a row around it
	"aoe-arc-3": {hexes: [][2]int{{0, -1}, {1, -1}, {1, 0}}, self: true},
	// four of them
	"aoe-arc-4": {hexes: [][2]int{{0, -1}, {1, -1}, {1, 0}, {0, 1}}, self: true},
	// a rhombus of four with the monster in one sharp corner
	"aoe-4-with-black": {hexes: [][2]int{{1, 0}, {1, -1}, {2, -1}}, self: true},
	// the hex next to the monster and the two beyond it on either side
	"aoe-star-with-side-black": {hexes: [][2]int{{1, 0}, {2, -1}, {1, 1}}, self: true},
	// the three hexes of the row beyond the monster
	"aoe-trice": {hexes: [][2]int{{-1, 1}, {0, 1}, {1, 1}}, self: true},
}

var iconRE = regexp.MustCompile(`%([a-z-]+)%`)

// markupRE is the text markup of the peers' labels (GHS's "<small>",
// "<strong>", "<i>", "<span …>"), left out of plain text.
var markupRE = regexp.MustCompile(`</?(?:small|strong|i|b|em|span)(?:\s[^<>]{0,100})?>`)

// lineBreaks are the peers' line breaks.
var lineBreaks = strings.NewReplacer("\n", " ", "[newLine]", " ", "<br>", " ")

// noMarks leaves out the peers' marks from a word of text.
var noMarks = strings.NewReplacer("^", "", "%", "", "¤", "")

// PlainText turns a peer's line of card text into plain text: icons
// ("%attack%") become their names, line breaks (a newline, "[newLine]",
// "<br>") spaces, text markup ("<small>") nothing, and the sub-line marks ("^") of lines joined into one
// are left out.
//
// No mark of the peers' notation is left: a drawn area ("¤aoe-circle") is
// said as its number of hexes, and a stray icon mark ("%shield% 2%") or
// sub-line mark ("%shield% 3^") is left out.
func PlainText(s string) string {
	s = markupRE.ReplaceAllString(s, "")
	s = iconRE.ReplaceAllString(s, "$1")
	s = lineBreaks.Replace(s)
	f := strings.Fields(s)
	for i, w := range f {
		if !strings.ContainsAny(w, "^%¤") {
			continue
		}
		if name, ok := strings.CutPrefix(strings.TrimLeft(w, "^"), "¤"); ok {
			name = strings.TrimRight(name, ",;.")
			if a, ok := AreaByName(name); ok {
				f[i] = "area of " + strconv.Itoa(len(a.Hexes)) + " hexes"
			} else {
				f[i] = "area"
			}
			continue
		}
		// X-haven Assistant's sub-line marks where lines were joined, and
		// stray icon marks
		f[i] = noMarks.Replace(w)
	}
	return strings.Join(strings.Fields(strings.Join(f, " ")), " ")
}
