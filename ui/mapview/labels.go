package mapview

import (
	"image"
	"image/color"
	"math"
	"sync"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// labels draws the map's short texts (standee numbers, initials, condition
// letters, money counts) into the raster itself, in the theme's bold font:
// as canvas texts over the raster each would be shaped and composited again
// at every frame (and kept as a texture of its own by a GL painter), which
// cost more than the whole map. Rendered texts are kept as alpha masks
// while they are drawn; those not drawn in a frame are dropped after it.
type labels struct {
	font   *sfnt.Font
	failed bool
	faces  map[int]font.Face // by size in quarter pixels
	masks  map[labelKey]*labelMask
	frame  int
}

// labelKey is a text at a size in quarter pixels.
type labelKey struct {
	text string
	q    int
}

// labelMask is a rendered text: its coverage, placed so that the text's
// centre lies at the mask's point (dx, dy).
type labelMask struct {
	mask   *image.Alpha
	dx, dy int
	frame  int // the last frame it was drawn in
}

// boldFont is the bold font, parsed once for every map widget (a parsed
// font is safe for concurrent use; each face has its own buffers). sfnt
// reads its tables lazily, so it holds little beyond the font's bytes.
var boldFont = sync.OnceValues(func() (*sfnt.Font, error) {
	return opentype.Parse(theme.DefaultTextBoldFont().Content())
})

// begin starts a frame.
func (lb *labels) begin() {
	lb.frame++
}

// end drops the texts and faces the frame did not use.
func (lb *labels) end() {
	used := map[int]bool{}
	for k, m := range lb.masks {
		if m.frame != lb.frame {
			delete(lb.masks, k)
			continue
		}
		used[k.q] = true
	}
	for q, f := range lb.faces {
		if !used[q] {
			f.Close()
			delete(lb.faces, q)
		}
	}
}

// draw paints text centred on (cx, cy), its em size px pixels, in colour
// c. Digits and capitals are centred on their cap height.
func (lb *labels) draw(pt paint, text string, cx, cy, px float64, c color.NRGBA) {
	if text == "" || px < 1 || lb.failed {
		return
	}
	k := labelKey{text, int(math.Round(px * 4))}
	m, ok := lb.masks[k]
	if !ok {
		if m, ok = lb.render(k); !ok {
			return
		}
	}
	m.frame = lb.frame
	x0 := int(math.Round(cx)) - m.dx
	y0 := int(math.Round(cy)) - m.dy
	p := pre(c)
	b := m.mask.Bounds()
	for y := max(0, -y0); y < b.Dy() && y0+y < pt.h; y++ {
		row := m.mask.Pix[y*m.mask.Stride : y*m.mask.Stride+b.Dx()]
		for x := max(0, -x0); x < len(row) && x0+x < pt.w; x++ {
			if a := row[x]; a != 0 {
				pt.blend(pt.img.PixOffset(x0+x, y0+y), p, uint32(a))
			}
		}
	}
}

// render draws the text of k into a new mask.
func (lb *labels) render(k labelKey) (*labelMask, bool) {
	if lb.font == nil {
		f, err := boldFont()
		if err != nil {
			lb.failed = true
			return nil, false
		}
		lb.font = f
		lb.faces = map[int]font.Face{}
		lb.masks = map[labelKey]*labelMask{}
	}
	face, ok := lb.faces[k.q]
	if !ok {
		var err error
		face, err = opentype.NewFace(lb.font, &opentype.FaceOptions{Size: float64(k.q) / 4, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			return nil, false
		}
		lb.faces[k.q] = face
	}
	// the dot (start of the baseline) relative to the centre
	adv := font.MeasureString(face, k.text)
	dot := fixed.Point26_6{X: -adv / 2, Y: face.Metrics().CapHeight / 2}
	ink, _ := font.BoundString(face, k.text)
	ink = ink.Add(dot)
	r := image.Rect(ink.Min.X.Floor(), ink.Min.Y.Floor(), ink.Max.X.Ceil(), ink.Max.Y.Ceil())
	if r.Empty() {
		return nil, false
	}
	mask := image.NewAlpha(image.Rect(0, 0, r.Dx(), r.Dy()))
	d := font.Drawer{Dst: mask, Src: image.Opaque, Face: face,
		Dot: dot.Sub(fixed.P(r.Min.X, r.Min.Y))}
	d.DrawString(k.text)
	m := &labelMask{mask: mask, dx: -r.Min.X, dy: -r.Min.Y}
	lb.masks[k] = m
	return m, true
}
