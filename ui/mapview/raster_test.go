package mapview

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/haventable/haventable/hexgrid"
)

// tiling fills the hexes within radius 3 of [0,0] on a w×h image and
// reports, per pixel, which hex painted it (-1: none) and whether any pixel
// was painted twice.
func tiling(l hexgrid.Layout, w, h int) (owner []int, hexes []hexgrid.Hex, twice bool) {
	hexes = hexgrid.Spiral(hexgrid.H(0, 0), 3)
	owner = make([]int, w*h)
	for i := range owner {
		owner[i] = -1
	}
	pts := make([]hexgrid.Point, 6)
	for k, hx := range hexes {
		for i, c := range hx.Corners() {
			pts[i] = l.VertexPoint(c)
		}
		for y := 0; y < h; y++ {
			x0, x1, ok := span(pts, y)
			if !ok {
				continue
			}
			for x := max(x0, 0); x < min(x1, w); x++ {
				if owner[y*w+x] >= 0 {
					twice = true
				}
				owner[y*w+x] = k
			}
		}
	}
	return owner, hexes, twice
}

// FuzzHexTiling: the hex fills of neighbouring hexes tile the plane as the
// pixel-centre rule says: no pixel is painted twice, each painted pixel's
// centre lies in its hex or on its border, and every pixel whose centre is
// well inside a hex is painted by it.
func FuzzHexTiling(f *testing.F) {
	f.Add(12.0, 60.0, 50.0, false)
	f.Add(7.3, 40.25, 33.5, true)
	f.Add(15.999, 61.5, 48.0001, false)
	f.Fuzz(func(t *testing.T, size, ox, oy float64, flat bool) {
		if !(size >= 2 && size <= 20) || math.IsNaN(ox) || math.IsNaN(oy) || math.Abs(ox) > 200 || math.Abs(oy) > 200 {
			t.Skip()
		}
		o := hexgrid.PointyTop
		if flat {
			o = hexgrid.FlatTop
		}
		l := hexgrid.Layout{Orientation: o, Size: size, Origin: hexgrid.Point{X: ox, Y: oy}}
		const w, h = 160, 140
		owner, hexes, twice := tiling(l, w, h)
		if twice {
			t.Fatalf("size %v origin (%v,%v) %v: a pixel was painted twice", size, ox, oy, o)
		}
		index := map[hexgrid.Hex]int{}
		for k, hx := range hexes {
			index[hx] = k
		}
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				c := hexgrid.Point{X: float64(x) + 0.5, Y: float64(y) + 0.5}
				at := l.HexAt(c)
				k, in := index[at]
				got := owner[y*w+x]
				if got >= 0 && got != k && !hexgrid.Adjacent(hexes[got], at) {
					t.Fatalf("pixel (%d,%d) painted by %s, its centre is in %s", x, y, hexes[got], at)
				}
				if in && got < 0 && inside(l, at, c, 0.01) {
					t.Fatalf("pixel (%d,%d) well inside %s not painted", x, y, at)
				}
			}
		}
	})
}

// inside reports whether p lies in hex h at least margin from its border.
func inside(l hexgrid.Layout, h hexgrid.Hex, p hexgrid.Point, margin float64) bool {
	cs := l.Corners(h)
	for i := range cs {
		a, b := cs[i], cs[(i+1)%6]
		cross := (b.X-a.X)*(p.Y-a.Y) - (b.Y-a.Y)*(p.X-a.X)
		if math.Abs(cross)/math.Hypot(b.X-a.X, b.Y-a.Y) < margin {
			return false
		}
	}
	return true
}

func TestPaintPrimitives(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 40, 40))
	pt := newPaint(img)
	pt.fill(color.NRGBA{10, 20, 30, 255})
	if got := img.RGBAAt(39, 39); got != (color.RGBA{10, 20, 30, 255}) {
		t.Fatalf("fill: %v", got)
	}
	red := color.NRGBA{255, 0, 0, 255}
	pt.line(hexgrid.Point{X: 5, Y: 20.5}, hexgrid.Point{X: 35, Y: 20.5}, 3, red)
	if got := img.RGBAAt(20, 20); got != (color.RGBA{255, 0, 0, 255}) {
		t.Errorf("line centre: %v", got)
	}
	if got := img.RGBAAt(20, 25); got != (color.RGBA{10, 20, 30, 255}) {
		t.Errorf("beside the line: %v", got)
	}
	if got := img.RGBAAt(20, 22); got.R == 0 || got.R == 255 {
		t.Errorf("the line's edge should be anti-aliased: %v", got)
	}
	pt.ring(20, 8, 5, 0, color.NRGBA{0, 0, 255, 128})
	if got := img.RGBAAt(20, 8); got.B < 120 || got.B > 160 || got.R > 10 {
		t.Errorf("half-transparent disc over the fill: %v", got)
	}
	if c := over(color.NRGBA{0, 0, 0, 255}, color.NRGBA{255, 255, 255, 128}); c.R != 128 || c.A != 255 {
		t.Errorf("over: %v", c)
	}
	// recording and replaying gives the same picture as drawing
	a := image.NewRGBA(image.Rect(0, 0, 30, 30))
	b := image.NewRGBA(image.Rect(0, 0, 30, 30))
	pa, pb := newPaint(a), newPaint(b)
	pa.fill(color.NRGBA{200, 200, 200, 255})
	pb.fill(color.NRGBA{200, 200, 200, 255})
	draw := func(p paint) {
		p.line(hexgrid.Point{X: 2, Y: 3}, hexgrid.Point{X: 27, Y: 19}, 2.5, color.NRGBA{40, 80, 10, 200})
		p.ring(15, 15, 9, 6, color.NRGBA{90, 0, 90, 255})
	}
	draw(pa)
	var st []stamp
	rec := pb
	rec.rec = &st
	draw(rec)
	pb.replay(st)
	if string(a.Pix) != string(b.Pix) {
		t.Error("replayed stamps differ from direct drawing")
	}
}

// TestLabelsKeepOnlyWhatAFrameDraws: rendered texts are reused within and
// across frames, and those a frame did not draw are dropped after it, with
// their faces.
func TestLabelsKeepOnlyWhatAFrameDraws(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 60, 40))
	pt := newPaint(img)
	var lb labels
	lb.begin()
	lb.draw(pt, "12", 20, 20, 14, colText)
	lb.draw(pt, "W", 40, 20, 8, colText)
	lb.end()
	if len(lb.masks) != 2 || len(lb.faces) != 2 {
		t.Fatalf("after frame 1: %d masks, %d faces, want 2 and 2", len(lb.masks), len(lb.faces))
	}
	inked := 0
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] != 0 {
			inked++
		}
	}
	if inked < 20 {
		t.Errorf("only %d pixels inked by two texts", inked)
	}
	m := lb.masks[labelKey{"12", 56}]
	lb.begin()
	lb.draw(pt, "12", 20, 20, 14, colText)
	lb.end()
	if len(lb.masks) != 1 || len(lb.faces) != 1 || lb.masks[labelKey{"12", 56}] != m {
		t.Errorf("after frame 2: %d masks, %d faces (want 1 and 1, the same mask)", len(lb.masks), len(lb.faces))
	}
}
