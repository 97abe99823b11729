// Package qr draws a text as a QR code (github.com/yeqown/go-qrcode, MIT):
// its modules as a matrix, as an image for a window, and as text for a
// terminal. It does not import Fyne: the command line prints it too.
package qr

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"strings"

	qrcode "github.com/yeqown/go-qrcode/v2"
)

// quiet is the white margin around a code, in modules (the standard's
// four).
const quiet = 4

// Modules are the code's dark (true) and light modules, row by row, with
// no margin.
func Modules(text string) ([][]bool, error) {
	if text == "" {
		return nil, errors.New("QR code: nothing to encode")
	}
	c, err := qrcode.NewWith(text, qrcode.WithErrorCorrectionLevel(qrcode.ErrorCorrectionMedium))
	if err != nil {
		return nil, fmt.Errorf("QR code of %q: %w", text, err)
	}
	var w matrixWriter
	if err := c.Save(&w); err != nil {
		return nil, fmt.Errorf("QR code of %q: %w", text, err)
	}
	return w.bits, nil
}

// matrixWriter keeps the matrix a code is saved to.
type matrixWriter struct{ bits [][]bool }

func (w *matrixWriter) Write(m qrcode.Matrix) error { w.bits = m.Bitmap(); return nil }
func (w *matrixWriter) Close() error                { return nil }

// Image is the code with its margin, each module scale pixels square,
// black on white.
func Image(text string, scale int) (image.Image, error) {
	bits, err := Modules(text)
	if err != nil {
		return nil, err
	}
	if scale < 1 {
		scale = 1
	}
	n := (len(bits) + 2*quiet) * scale
	img := image.NewGray(image.Rect(0, 0, n, n))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	for y, row := range bits {
		for x, dark := range row {
			if !dark {
				continue
			}
			for dy := range scale {
				for dx := range scale {
					img.SetGray((x+quiet)*scale+dx, (y+quiet)*scale+dy, color.Gray{})
				}
			}
		}
	}
	return img, nil
}

// Text is the code for a terminal: two rows of modules a line, drawn with
// half blocks as light on dark (a terminal's usual colours inverted would
// not scan), with its margin.
func Text(text string) (string, error) {
	bits, err := Modules(text)
	if err != nil {
		return "", err
	}
	n := len(bits) + 2*quiet
	dark := func(x, y int) bool {
		x, y = x-quiet, y-quiet
		return y >= 0 && y < len(bits) && x >= 0 && x < len(bits[y]) && bits[y][x]
	}
	var b strings.Builder
	for y := 0; y < n; y += 2 {
		for x := range n {
			// a light module is printed (the terminal's foreground), a
			// dark one left as the background
			top, bottom := !dark(x, y), y+1 >= n || !dark(x, y+1)
			switch {
			case top && bottom:
				b.WriteRune('█')
			case top:
				b.WriteRune('▀')
			case bottom:
				b.WriteRune('▄')
			default:
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
	return b.String(), nil
}
