// Package hexgrid is the geometry of a hex map: axial and cube coordinates,
// distances, rings, lines, rotations and mirror images, pixel layouts for
// drawing, and a Map with walls on which line of sight (corner to corner or
// from any point, MapSpec.Sight) and range are decided exactly (integer
// arithmetic only), plus area templates and their placements,
// and cheapest paths over entry costs the caller gives (CostsFrom, CostsTo).
//
// It is geometry only: what stands or lies on a hex is for its callers.
//
// Coordinates are axial (q, r) with s = -q - r. The six directions, in the
// order used everywhere in this package, are
//
//	0: (q+1, r)  1: (q+1, r-1)  2: (q, r-1)  3: (q-1, r)  4: (q-1, r+1)  5: (q, r+1)
package hexgrid

import "fmt"

// Hex is one hex in axial coordinates. The zero value is the origin.
type Hex struct {
	Q, R int
}

// H returns the hex with axial coordinates q and r.
func H(q, r int) Hex { return Hex{Q: q, R: r} }

// S returns the third cube coordinate, -Q-R.
func (h Hex) S() int { return -h.Q - h.R }

// Add returns h moved by the offset o.
func (h Hex) Add(o Hex) Hex { return Hex{h.Q + o.Q, h.R + o.R} }

// Sub returns the offset from o to h.
func (h Hex) Sub(o Hex) Hex { return Hex{h.Q - o.Q, h.R - o.R} }

// Scale returns h with both coordinates multiplied by k.
func (h Hex) Scale(k int) Hex { return Hex{h.Q * k, h.R * k} }

// String formats h as "[q,r]", the notation of the map files.
func (h Hex) String() string { return fmt.Sprintf("[%d,%d]", h.Q, h.R) }

// Less orders hexes by R, then Q (reading order on a pointy-top map).
func (h Hex) Less(o Hex) bool {
	if h.R != o.R {
		return h.R < o.R
	}
	return h.Q < o.Q
}

// Cube is a hex in cube coordinates; Q+R+S is always 0 for a valid hex.
type Cube struct {
	Q, R, S int
}

// Cube returns h in cube coordinates.
func (h Hex) Cube() Cube { return Cube{h.Q, h.R, -h.Q - h.R} }

// Hex returns c in axial coordinates (S is dropped).
func (c Cube) Hex() Hex { return Hex{c.Q, c.R} }

// Direction is one of the six directions, 0 to 5, in the package's order.
type Direction int

// The six directions, in order.
const (
	DirQPlus     Direction = iota // (q+1, r)
	DirQPlusRMin                  // (q+1, r-1)
	DirRMinus                     // (q, r-1)
	DirQMinus                     // (q-1, r)
	DirQMinRPlus                  // (q-1, r+1)
	DirRPlus                      // (q, r+1)
)

// Directions are the six unit offsets, indexed by Direction.
var Directions = [6]Hex{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

// Offset returns the unit offset of d (d is taken modulo 6).
func (d Direction) Offset() Hex { return Directions[mod6(int(d))] }

// Opposite returns the direction pointing the other way.
func (d Direction) Opposite() Direction { return Direction(mod6(int(d) + 3)) }

func mod6(i int) int {
	i %= 6
	if i < 0 {
		i += 6
	}
	return i
}

// Neighbor returns the hex next to h in direction d.
func (h Hex) Neighbor(d Direction) Hex { return h.Add(d.Offset()) }

// Neighbors returns the six hexes next to h, in direction order.
func (h Hex) Neighbors() [6]Hex {
	var out [6]Hex
	for i, d := range Directions {
		out[i] = h.Add(d)
	}
	return out
}

// DirectionTo returns the direction from h to o when they are neighbours.
func (h Hex) DirectionTo(o Hex) (Direction, bool) {
	off := o.Sub(h)
	for i, d := range Directions {
		if d == off {
			return Direction(i), true
		}
	}
	return 0, false
}

// Adjacent reports whether a and b are neighbours on the infinite grid
// (walls are a Map's business; see Map.Adjacent).
func Adjacent(a, b Hex) bool { return Distance(a, b) == 1 }

// Length returns the distance of h from the origin.
func (h Hex) Length() int {
	return (abs(h.Q) + abs(h.R) + abs(h.Q+h.R)) / 2
}

// Distance returns the number of steps between a and b on an open grid.
func Distance(a, b Hex) int { return a.Sub(b).Length() }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Ring returns the hexes at exactly radius steps from center, starting at
// center + radius*Directions[4] and going round in direction order. Radius 0
// gives the centre alone; a negative radius gives nothing.
func Ring(center Hex, radius int) []Hex {
	if radius < 0 {
		return nil
	}
	if radius == 0 {
		return []Hex{center}
	}
	out := make([]Hex, 0, 6*radius)
	h := center.Add(Directions[4].Scale(radius))
	for side := 0; side < 6; side++ {
		for step := 0; step < radius; step++ {
			out = append(out, h)
			h = h.Add(Directions[side])
		}
	}
	return out
}

// Spiral returns every hex within radius steps of center, the centre first,
// then ring 1, ring 2 and so on.
func Spiral(center Hex, radius int) []Hex {
	if radius < 0 {
		return nil
	}
	out := make([]Hex, 0, 1+3*radius*(radius+1))
	for k := 0; k <= radius; k++ {
		out = append(out, Ring(center, k)...)
	}
	return out
}

// Line returns the hexes a straight line from the centre of a to the centre
// of b passes through, a first and b last, Distance(a, b)+1 hexes, each a
// neighbour of the one before. Where the line runs exactly along an edge, the
// tie is broken the same way every time (by a fixed nudge), computed exactly
// in integers.
func Line(a, b Hex) []Hex {
	n := Distance(a, b)
	out := make([]Hex, 0, n+1)
	if n == 0 {
		return append(out, a)
	}
	ac, bc := a.Cube(), b.Cube()
	// Points are (ac*(n-i) + bc*i) / n; scaled by k = 8 a nudge of (1, 2, -3)
	// is below the gap to any rounding boundary, so it only breaks ties.
	const k = 8
	den := n * k
	for i := 0; i <= n; i++ {
		x := (ac.Q*(n-i)+bc.Q*i)*k + 1
		y := (ac.R*(n-i)+bc.R*i)*k + 2
		z := (ac.S*(n-i)+bc.S*i)*k - 3
		out = append(out, roundCube(x, y, z, den))
	}
	return out
}

// roundCube rounds the fractional cube point (x, y, z)/den (x+y+z = 0,
// den > 0) to the nearest hex, exactly. Ties must not occur.
func roundCube(x, y, z, den int) Hex {
	rq, rr, rs := roundDiv(x, den), roundDiv(y, den), roundDiv(z, den)
	dq := abs(rq*den - x)
	dr := abs(rr*den - y)
	ds := abs(rs*den - z)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return Hex{rq, rr}
}

// roundDiv returns x/den rounded to the nearest integer (halves away from
// minus infinity), den > 0.
func roundDiv(x, den int) int {
	return floorDiv(2*x+den, 2*den)
}

// floorDiv returns floor(a/b) for b > 0.
func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && (a < 0) {
		q--
	}
	return q
}

// Rotate turns h around center by turns steps of 60 degrees. One turn maps
// the offset (q, r, s) from the centre to (-r, -s, -q): clockwise as drawn
// with r growing down the screen (direction 0 goes to direction 5). Negative
// turns go the other way; six turns are the identity.
func (h Hex) Rotate(center Hex, turns int) Hex {
	c := h.Sub(center).Cube()
	for t := mod6(turns); t > 0; t-- {
		c = Cube{-c.R, -c.S, -c.Q}
	}
	return center.Add(c.Hex())
}

// Mirror reflects h in the axis through center along direction 0 (the q
// axis): the offset (q, r, s) from the centre becomes (q, s, r). Mirroring
// twice is the identity.
func (h Hex) Mirror(center Hex) Hex {
	c := h.Sub(center).Cube()
	return center.Add(Cube{c.Q, c.S, c.R}.Hex())
}
