package mapview

import (
	"image"
	"image/color"
	"math"

	"github.com/haventable/haventable/hexgrid"
)

// paint draws shapes into an RGBA image (premultiplied alpha, source over).
// Fills of polygons follow the pixel-centre rule without anti-aliasing, so
// that neighbouring hexes tile exactly; lines and circles are anti-aliased
// by their exact distance to each pixel centre.
type paint struct {
	img  *image.RGBA
	w, h int
	// rec, when set, receives what would be blended instead of the image
	// (see replay).
	rec *[]stamp
}

// stamp is one recorded blend: colour p with coverage cov at offset i.
type stamp struct {
	i   int32
	cov uint8
	p   [4]uint8
}

// replay blends recorded stamps into the image (blend, unrolled: this
// runs for every pixel of every line at each change of the sight).
func (pt paint) replay(st []stamp) {
	pix := pt.img.Pix
	for _, s := range st {
		d := pix[s.i : s.i+4 : s.i+4]
		cov := uint32(s.cov)
		if cov == 255 && s.p[3] == 255 {
			d[0], d[1], d[2], d[3] = s.p[0], s.p[1], s.p[2], 255
			continue
		}
		sa := uint32(s.p[3]) * cov / 255
		inv := 255 - sa
		d[0] = uint8((uint32(s.p[0])*cov + uint32(d[0])*inv) / 255)
		d[1] = uint8((uint32(s.p[1])*cov + uint32(d[1])*inv) / 255)
		d[2] = uint8((uint32(s.p[2])*cov + uint32(d[2])*inv) / 255)
		d[3] = uint8((sa*255 + uint32(d[3])*inv) / 255)
	}
}

func newPaint(img *image.RGBA) paint {
	b := img.Bounds()
	return paint{img: img, w: b.Dx(), h: b.Dy()}
}

// pre converts c to premultiplied 8-bit components.
func pre(c color.NRGBA) [4]uint32 {
	a := uint32(c.A)
	return [4]uint32{uint32(c.R) * a / 255, uint32(c.G) * a / 255, uint32(c.B) * a / 255, a}
}

// blend puts colour p with coverage cov (0..255) over pixel at offset i.
func (pt paint) blend(i int, p [4]uint32, cov uint32) {
	if pt.rec != nil {
		*pt.rec = append(*pt.rec, stamp{int32(i), uint8(cov), [4]uint8{uint8(p[0]), uint8(p[1]), uint8(p[2]), uint8(p[3])}})
		return
	}
	pix := pt.img.Pix[i : i+4 : i+4]
	if cov >= 255 && p[3] == 255 {
		pix[0], pix[1], pix[2], pix[3] = uint8(p[0]), uint8(p[1]), uint8(p[2]), 255
		return
	}
	sa := p[3] * cov / 255
	inv := 255 - sa
	pix[0] = uint8((p[0]*cov + uint32(pix[0])*inv) / 255)
	pix[1] = uint8((p[1]*cov + uint32(pix[1])*inv) / 255)
	pix[2] = uint8((p[2]*cov + uint32(pix[2])*inv) / 255)
	pix[3] = uint8((sa*255 + uint32(pix[3])*inv) / 255)
}

// fill paints the whole image with c.
func (pt paint) fill(c color.NRGBA) {
	p := pre(c)
	pix := pt.img.Pix
	if len(pix) < 4 {
		return
	}
	pix[0], pix[1], pix[2], pix[3] = uint8(p[0]), uint8(p[1]), uint8(p[2]), uint8(p[3])
	for n := 4; n < len(pix); n *= 2 {
		copy(pix[n:], pix[:n])
	}
}

// span returns the pixels [x0, x1) of row y whose centres lie inside the
// convex polygon pts.
func span(pts []hexgrid.Point, y int) (x0, x1 int, ok bool) {
	yc := float64(y) + 0.5
	xl, xr := math.Inf(1), math.Inf(-1)
	n := len(pts)
	for i := range n {
		a, b := pts[i], pts[(i+1)%n]
		if a.Y == b.Y {
			continue
		}
		if a.Y > b.Y {
			a, b = b, a
		}
		if yc < a.Y || yc >= b.Y {
			continue
		}
		x := a.X + (yc-a.Y)*(b.X-a.X)/(b.Y-a.Y)
		if x < xl {
			xl = x
		}
		if x > xr {
			xr = x
		}
	}
	if xl >= xr {
		return 0, 0, false
	}
	return int(math.Ceil(xl - 0.5)), int(math.Ceil(xr - 0.5)), true
}

// polygon fills the convex polygon pts with c; when stripes is true only
// every other diagonal band of 4 pixels is painted.
func (pt paint) polygon(pts []hexgrid.Point, c color.NRGBA, stripes bool) {
	p := pre(c)
	var rows [256]run // the rows of a hex at any zoom, on the stack
	for _, r := range pt.runs(rows[:0], pts) {
		y := int(r.y)
		i := pt.img.PixOffset(int(r.x0), y)
		for x := int(r.x0); x < int(r.x1); x, i = x+1, i+4 {
			if stripes && ((x+y)/4)%2 == 1 {
				continue
			}
			pt.blend(i, p, 255)
		}
	}
}

// run is the pixels [x0, x1) of row y.
type run struct{ y, x0, x1 int32 }

// runs appends to rs the rows of pixels whose centres lie inside the
// convex polygon pts, clipped to the image.
func (pt paint) runs(rs []run, pts []hexgrid.Point) []run {
	minY, maxY := math.Inf(1), math.Inf(-1)
	for _, q := range pts {
		minY, maxY = math.Min(minY, q.Y), math.Max(maxY, q.Y)
	}
	y0 := max(0, int(math.Floor(minY)))
	y1 := min(pt.h, int(math.Ceil(maxY)))
	for y := y0; y < y1; y++ {
		x0, x1, ok := span(pts, y)
		if !ok {
			continue
		}
		x0, x1 = max(x0, 0), min(x1, pt.w)
		if x0 < x1 {
			rs = append(rs, run{int32(y), int32(x0), int32(x1)})
		}
	}
	return rs
}

// solid fills the runs rs with the opaque colour a, or with a and b in
// diagonal bands of 4 pixels when striped. Each row is copied from a
// pattern of the colours.
func (pt paint) solid(rs []run, a, b color.NRGBA, striped bool) {
	if !striped {
		b = a
	}
	var buf [4096]byte
	n := 0 // the pattern's length in pixels: the longest row, 8 more
	for _, r := range rs {
		n = max(n, int(r.x1-r.x0)+8)
	}
	n = min(n, len(buf)/4)
	pa, pb := [4]byte{a.R, a.G, a.B, 255}, [4]byte{b.R, b.G, b.B, 255}
	for j := range n {
		if j%8 < 4 {
			copy(buf[4*j:], pa[:])
		} else {
			copy(buf[4*j:], pb[:])
		}
	}
	pattern := buf[:4*n]
	for _, r := range rs {
		y, x0, x1 := int(r.y), int(r.x0), int(r.x1)
		row := pt.img.Pix[pt.img.PixOffset(x0, y):pt.img.PixOffset(x1, y)]
		for len(row) > 0 { // pixel x of row y takes ((x+y)/4)%2
			k := (x0 + y) % 8
			c := copy(row, pattern[4*k:])
			row, x0 = row[c:], x0+c/4
		}
	}
}

// over returns src drawn over the opaque colour dst.
func over(dst, src color.NRGBA) color.NRGBA {
	a := uint32(src.A)
	mix := func(d, s uint8) uint8 { return uint8((uint32(s)*a + uint32(d)*(255-a) + 127) / 255) }
	return color.NRGBA{mix(dst.R, src.R), mix(dst.G, src.G), mix(dst.B, src.B), 255}
}

// line draws the segment ab, width pixels wide with round ends.
func (pt paint) line(a, b hexgrid.Point, width float64, c color.NRGBA) {
	p := pre(c)
	hw := width / 2
	r := hw + 0.5
	dx, dy := b.X-a.X, b.Y-a.Y
	ll := dx*dx + dy*dy
	y0 := max(0, int(math.Floor(math.Min(a.Y, b.Y)-r)))
	y1 := min(pt.h, int(math.Ceil(math.Max(a.Y, b.Y)+r)))
	for y := y0; y < y1; y++ {
		yc := float64(y) + 0.5
		// the segment's points within r of this row, widened by r
		t0, t1 := 0.0, 1.0
		if dy != 0 {
			t0, t1 = (yc-r-a.Y)/dy, (yc+r-a.Y)/dy
			if t0 > t1 {
				t0, t1 = t1, t0
			}
			t0, t1 = math.Max(t0, 0), math.Min(t1, 1)
			if t0 > t1 {
				continue
			}
		} else if math.Abs(yc-a.Y) > r {
			continue
		}
		xa, xb := a.X+t0*dx, a.X+t1*dx
		if xa > xb {
			xa, xb = xb, xa
		}
		x0 := max(0, int(math.Floor(xa-r)))
		x1 := min(pt.w, int(math.Ceil(xb+r)))
		i := pt.img.PixOffset(x0, y)
		for x := x0; x < x1; x, i = x+1, i+4 {
			xc := float64(x) + 0.5
			t := 0.0
			if ll > 0 {
				t = math.Max(0, math.Min(1, ((xc-a.X)*dx+(yc-a.Y)*dy)/ll))
			}
			ex, ey := xc-(a.X+t*dx), yc-(a.Y+t*dy)
			cov := hw + 0.5 - math.Sqrt(ex*ex+ey*ey)
			if cov <= 0 {
				continue
			}
			pt.blend(i, p, coverage(cov))
		}
	}
}

func coverage(c float64) uint32 {
	if c >= 1 {
		return 255
	}
	return uint32(c*255 + 0.5)
}

// ring draws a disc of radius ro around (cx, cy) with a hole of radius ri
// (ri 0: a full disc). Only the pixels near an edge work out their
// coverage; those wholly inside take the colour at once.
func (pt paint) ring(cx, cy, ro, ri float64, c color.NRGBA) {
	p := pre(c)
	y0 := max(0, int(math.Floor(cy-ro-1)))
	y1 := min(pt.h, int(math.Ceil(cy+ro+1)))
	halfWidth := func(r, yc float64) float64 { return math.Sqrt(math.Max(0, r*r-yc*yc)) }
	for y := y0; y < y1; y++ {
		yc := float64(y) + 0.5 - cy
		if math.Abs(yc) > ro+0.5 {
			continue
		}
		half := halfWidth(ro+0.5, yc)
		x0 := max(0, int(math.Floor(cx-half)))
		x1 := min(pt.w, int(math.Ceil(cx+half)))
		// |xc| < full: wholly inside the outer edge (d <= ro-0.5, with a
		// margin for rounding); |xc| > hole: wholly outside the hole
		full := -1.0
		if ro > 0.5 && math.Abs(yc) < ro-0.5 {
			full = halfWidth(ro-0.5, yc) - 1e-9
		}
		hole := -1.0
		if ri > 0 {
			hole = halfWidth(ri+0.5, yc) + 1e-9
		}
		i := pt.img.PixOffset(x0, y)
		for x := x0; x < x1; x, i = x+1, i+4 {
			xc := float64(x) + 0.5 - cx
			if ax := math.Abs(xc); ax < full && ax > hole {
				pt.blend(i, p, 255)
				continue
			}
			d := math.Sqrt(xc*xc + yc*yc)
			cov := math.Min(ro+0.5-d, 1)
			if ri > 0 {
				cov = math.Min(cov, d-ri+0.5)
			}
			if cov <= 0 {
				continue
			}
			pt.blend(i, p, coverage(cov))
		}
	}
}

// rect fills the axis-aligned rectangle [x0,x1)×[y0,y1) (rounded to pixels).
func (pt paint) rect(x0, y0, x1, y1 float64, c color.NRGBA) {
	p := pre(c)
	ix0, ix1 := max(0, int(math.Round(x0))), min(pt.w, int(math.Round(x1)))
	iy0, iy1 := max(0, int(math.Round(y0))), min(pt.h, int(math.Round(y1)))
	for y := iy0; y < iy1; y++ {
		i := pt.img.PixOffset(ix0, y)
		for x := ix0; x < ix1; x, i = x+1, i+4 {
			pt.blend(i, p, 255)
		}
	}
}
