package assets

import (
	"image"
	"image/color"
	"math"
)

// Colours of the icon.
var (
	rimGold   = color.NRGBA{R: 0xd9, G: 0xa4, B: 0x41, A: 0xff}
	hexSlate  = color.NRGBA{R: 0x1f, G: 0x3a, B: 0x4d, A: 0xff}
	hexInner  = color.NRGBA{R: 0x2b, G: 0x52, B: 0x6b, A: 0xff}
	parchment = color.NRGBA{R: 0xef, G: 0xe3, B: 0xc2, A: 0xff}
	crimson   = color.NRGBA{R: 0xa8, G: 0x2e, B: 0x2e, A: 0xff}
)

// layer is one shape of the icon: a test for points in unit coordinates
// (the square [-1,1]², y pointing down) and its colour.
type layer struct {
	inside func(x, y float64) bool
	col    color.NRGBA
}

// DrawIcon draws the application icon, size×size pixels: a pointy-top
// hexagon with a gold rim, and on it a crimson shield with a parchment
// border and cross. Every pixel is sampled 4×4 times so edges are smooth;
// the result depends on size only.
func DrawIcon(size int) *image.NRGBA {
	layers := []layer{
		{hexagon(0.97), rimGold},
		{hexagon(0.86), hexSlate},
		{hexagon(0.80), hexInner},
		{shield(1.0), parchment},
		{shield(0.86), crimson},
		{and(shield(0.86), cross(0.085)), parchment},
	}
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	const n = 4 // samples per axis
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b, a float64
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					x := (float64(px)+(float64(sx)+0.5)/n)/float64(size)*2 - 1
					y := (float64(py)+(float64(sy)+0.5)/n)/float64(size)*2 - 1
					c, ok := topmost(layers, x, y)
					if !ok {
						continue
					}
					// premultiplied accumulation
					r += float64(c.R)
					g += float64(c.G)
					b += float64(c.B)
					a += 255
				}
			}
			if a == 0 {
				continue
			}
			img.SetNRGBA(px, py, color.NRGBA{
				R: uint8(math.Round(r * 255 / a)),
				G: uint8(math.Round(g * 255 / a)),
				B: uint8(math.Round(b * 255 / a)),
				A: uint8(math.Round(a / (n * n))),
			})
		}
	}
	return img
}

func topmost(layers []layer, x, y float64) (color.NRGBA, bool) {
	for i := len(layers) - 1; i >= 0; i-- {
		if layers[i].inside(x, y) {
			return layers[i].col, true
		}
	}
	return color.NRGBA{}, false
}

// hexagon is a pointy-top regular hexagon centred at the origin with the
// given circumradius.
func hexagon(r float64) func(x, y float64) bool {
	var poly [6][2]float64
	for i := range poly {
		ang := math.Pi/180*60*float64(i) - math.Pi/2
		poly[i] = [2]float64{r * math.Cos(ang), r * math.Sin(ang)}
	}
	return func(x, y float64) bool {
		// inside a convex polygon listed clockwise (y down): every edge
		// has the point on its right.
		for i := range poly {
			a, b := poly[i], poly[(i+1)%len(poly)]
			if (b[0]-a[0])*(y-a[1])-(b[1]-a[1])*(x-a[0]) < 0 {
				return false
			}
		}
		return true
	}
}

// shield is a heater shield scaled by s: a flat top, straight sides down to
// the middle and two arcs meeting in a point at the bottom.
func shield(s float64) func(x, y float64) bool {
	const (
		halfW  = 0.42
		top    = -0.44
		waist  = 0.02
		bottom = 0.56
	)
	// The lower arcs: circles through (±halfW, waist) and (0, bottom),
	// centred on the line y = waist.
	h := bottom - waist
	// The left edge's circle is centred at (cx, waist), right of the middle,
	// and passes through (-halfW, waist) and (0, bottom):
	// (cx+halfW)² = cx² + h², so cx = (h²-halfW²)/(2·halfW).
	cx := (h*h - halfW*halfW) / (2 * halfW)
	radius := cx + halfW
	return func(x, y float64) bool {
		x, y = x/s, (y-0.03)/s // slightly below centre
		if y < top || y > bottom || math.Abs(x) > halfW {
			return false
		}
		if y <= waist {
			return true
		}
		// inside both arcs
		dl := math.Hypot(x-cx, y-waist) // circle right of centre bounds the left edge
		dr := math.Hypot(x+cx, y-waist) // and vice versa
		return dl <= radius && dr <= radius
	}
}

// cross is an upright cross of bars of half-width w, offset a little above
// the shield's centre.
func cross(w float64) func(x, y float64) bool {
	return func(x, y float64) bool {
		return math.Abs(x) <= w || math.Abs(y+0.06) <= w
	}
}

func and(f, g func(x, y float64) bool) func(x, y float64) bool {
	return func(x, y float64) bool { return f(x, y) && g(x, y) }
}
