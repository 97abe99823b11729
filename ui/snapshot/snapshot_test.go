package snapshot

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/ui"
)

func deps() ui.Deps {
	return ui.Deps{Language: language.English, Version: "0.1.0", DBPath: "/home/player/.config/haventable/campaign.db"}
}

// TestShellGolden compares the rendered window with the golden images in
// testdata/ (Fyne's test driver writes testdata/failed/*.png on a mismatch;
// copy them over after checking them by eye).
func TestShellGolden(t *testing.T) {
	for _, v := range ui.Views {
		img, err := Render(deps(), v, fyne.NewSize(960, 600))
		if err != nil {
			t.Fatal(err)
		}
		test.AssertImageMatches(t, "shell_"+string(v)+".png", img)
	}
}

func TestRenderSizeAndContent(t *testing.T) {
	img, err := Render(deps(), ui.ViewMap, fyne.NewSize(640, 480))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 480 {
		t.Fatalf("image is %v, want 640x480", b)
	}
	if colours(img) < 10 {
		t.Errorf("image has %d colours: blank", colours(img))
	}
}

func colours(img image.Image) int {
	seen := map[[4]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, a := img.At(x, y).RGBA()
			seen[[4]uint32{r, g, bl, a}] = true
		}
	}
	return len(seen)
}

func TestWritePNG(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "shot.png")
	if err := WritePNG(path, deps(), ui.ViewCampaign, fyne.NewSize(800, 500)); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	if cfg.Width != 800 || cfg.Height != 500 {
		t.Errorf("PNG is %dx%d, want 800x500", cfg.Width, cfg.Height)
	}
}

func TestParseSize(t *testing.T) {
	for _, tc := range []struct {
		in   string
		w, h float32
		ok   bool
	}{
		{"1280x800", 1280, 800, true},
		{" 640X480 ", 640, 480, true},
		{"100x100", 0, 0, false},
		{"1280", 0, 0, false},
		{"axb", 0, 0, false},
		{"99999x800", 0, 0, false},
	} {
		got, err := ParseSize(tc.in)
		if (err == nil) != tc.ok || (tc.ok && (got.Width != tc.w || got.Height != tc.h)) {
			t.Errorf("ParseSize(%q) = %v, %v", tc.in, got, err)
		}
	}
}
