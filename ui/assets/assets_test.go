package assets

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "rewrite icon.png from DrawIcon")

// TestIconIsDrawn checks that the stored icon.png is exactly what DrawIcon
// draws, so the picture and its source cannot drift apart. Run
// `go test ./ui/assets -update` after changing the drawing.
func TestIconIsDrawn(t *testing.T) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, DrawIcon(IconSize)); err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile("icon.png", buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	stored, err := png.Decode(bytes.NewReader(iconPNG))
	if err != nil {
		t.Fatalf("decode icon.png: %v", err)
	}
	want := DrawIcon(IconSize)
	if stored.Bounds() != want.Bounds() {
		t.Fatalf("icon.png is %v, DrawIcon draws %v", stored.Bounds(), want.Bounds())
	}
	for y := 0; y < IconSize; y++ {
		for x := 0; x < IconSize; x++ {
			w := want.NRGBAAt(x, y)
			if g := toNRGBA(stored, x, y); g != [4]uint8{w.R, w.G, w.B, w.A} {
				t.Fatalf("icon.png differs from DrawIcon at (%d,%d): stored %v, drawn %v; run go test ./ui/assets -update", x, y, g, w)
			}
		}
	}
}

func toNRGBA(img image.Image, x, y int) [4]uint8 {
	if v, ok := img.(*image.NRGBA); ok {
		p := v.NRGBAAt(x, y)
		return [4]uint8{p.R, p.G, p.B, p.A}
	}
	p := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
	return [4]uint8{p.R, p.G, p.B, p.A}
}

func TestIconShape(t *testing.T) {
	img := DrawIcon(64)
	// corners lie outside the hexagon: transparent
	for _, p := range []image.Point{{0, 0}, {63, 0}, {0, 63}, {63, 63}} {
		if a := img.NRGBAAt(p.X, p.Y).A; a != 0 {
			t.Errorf("corner %v has alpha %d, want 0", p, a)
		}
	}
	// the centre is on the shield's cross: parchment, opaque
	if c := img.NRGBAAt(32, 30); c != parchment {
		t.Errorf("centre is %v, want parchment %v", c, parchment)
	}
	// the top of the hexagon rim is gold
	if c := img.NRGBAAt(32, 2); c.A == 0 {
		t.Errorf("top rim is transparent")
	}
}
