package qr

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	zxqr "github.com/makiuchi-d/gozxing/qrcode"
)

// decode reads the text of the QR code in img.
func decode(t *testing.T, img image.Image) string {
	t.Helper()
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := zxqr.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	return res.GetText()
}

var texts = []string{
	"http://192.168.1.20:4748/?code=ABCDE23456&join=192.168.1.20%3A4747",
	"http://[fe80::1]:4748/?code=ZZZZZZZZZZ&join=%5Bfe80%3A%3A1%5D%3A4747",
	"x",
}

// The image decodes back to the text.
func TestImageDecodes(t *testing.T) {
	for _, text := range texts {
		img, err := Image(text, 3)
		if err != nil {
			t.Fatal(err)
		}
		if got := decode(t, img); got != text {
			t.Errorf("decoded %q, want %q", got, text)
		}
	}
	if _, err := Image("", 3); err == nil {
		t.Error("an empty text encoded")
	}
}

// The terminal's text decodes back to the text: its printed (light) half
// blocks read as light modules.
func TestTextDecodes(t *testing.T) {
	for _, text := range texts {
		s, err := Text(text)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
		n := len([]rune(lines[0]))
		const scale = 4
		img := image.NewGray(image.Rect(0, 0, n*scale, 2*len(lines)*scale))
		for y, line := range lines {
			if len([]rune(line)) != n {
				t.Fatalf("line %d: %d wide, want %d", y, len([]rune(line)), n)
			}
			for x, r := range []rune(line) {
				top := r == '█' || r == '▀'
				bottom := r == '█' || r == '▄'
				for dy := range 2 * scale {
					light := top
					if dy >= scale {
						light = bottom
					}
					for dx := range scale {
						if light {
							img.SetGray(x*scale+dx, y*2*scale+dy, color.Gray{Y: 0xff})
						}
					}
				}
			}
		}
		if got := decode(t, img); got != text {
			t.Errorf("decoded %q, want %q", got, text)
		}
	}
}
