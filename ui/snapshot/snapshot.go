// Package snapshot renders Haventable's main window off-screen with Fyne's
// software painter (the fyne.io/fyne/v2/test driver), for --screenshot and
// the README's pictures. It needs no display: Fyne's own Canvas().Capture()
// on a real window returns a blank image under a virtual X server.
package snapshot

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/haventable/haventable/ui"
)

// DefaultSize is the window size a screenshot has unless told otherwise.
var DefaultSize = fyne.NewSize(1280, 800)

// ParseSize reads a size written WxH in pixels, such as 1280x800.
func ParseSize(s string) (fyne.Size, error) {
	w, h, ok := strings.Cut(strings.ToLower(strings.TrimSpace(s)), "x")
	if ok {
		wi, err1 := strconv.Atoi(w)
		hi, err2 := strconv.Atoi(h)
		if err1 == nil && err2 == nil && wi >= 200 && hi >= 150 && wi <= 8192 && hi <= 8192 {
			return fyne.NewSize(float32(wi), float32(hi)), nil
		}
	}
	return fyne.Size{}, fmt.Errorf("size %q: want WIDTHxHEIGHT in pixels, each from 200x150 to 8192x8192, such as 1280x800", s)
}

// Render builds the main window from deps with the software test driver,
// shows view, and paints it at size (in pixels, at scale 1) with the
// application menu bar on top, as the window shows it on Linux and Windows.
func Render(deps ui.Deps, view ui.View, size fyne.Size) (image.Image, error) {
	// The test driver runs Fyne calls on the calling goroutine but warns when
	// that is the program's main goroutine, so render on another one.
	type result struct {
		img image.Image
		err error
	}
	done := make(chan result)
	go func() {
		img, err := render(deps, view, size)
		done <- result{img, err}
	}()
	r := <-done
	return r.img, r.err
}

func render(deps ui.Deps, view ui.View, size fyne.Size) (image.Image, error) {
	a := test.NewApp()
	defer a.Quit()
	a.Settings().SetTheme(theme.DefaultTheme())
	w := a.NewWindow("")
	defer w.Close()
	shell, err := ui.New(a, w, deps)
	if err != nil {
		return nil, err
	}
	shell.Show(view)
	// The GLFW driver puts its menu bar above the padded content; the test
	// driver draws none, so draw it here and pad the content ourselves.
	content := w.Content()
	bar := menuBar(w.MainMenu())
	shadow := canvas.NewLinearGradient(theme.Color(theme.ColorNameShadow), color.Transparent, 0)
	shadowBox := container.New(layout.NewCustomPaddedLayout(0, 0, 0, 0), container.NewGridWrap(fyne.NewSize(size.Width, 3), shadow))
	body := container.NewStack(container.NewPadded(content), container.NewVBox(shadowBox))
	w.SetPadded(false)
	w.SetContent(container.NewBorder(bar, nil, nil, nil, body))
	w.Resize(size)
	// A second layout pass lets wrapped labels settle at their real width.
	w.Content().Refresh()
	w.Resize(size.AddWidthHeight(1, 0))
	w.Resize(size)
	return w.Canvas().Capture(), nil
}

// WritePNG renders like Render and writes the picture to path.
func WritePNG(path string, deps ui.Deps, view ui.View, size fyne.Size) error {
	img, err := Render(deps, view, size)
	if err != nil {
		return err
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("screenshot %s: %w", path, err)
		}
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("screenshot %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("screenshot %s: %w", path, err)
	}
	return nil
}

// menuBar draws the top level of menu as Fyne's GLFW driver draws its menu
// bar inside the window (the test driver draws none): the menu titles in a
// row on the background colour.
func menuBar(menu *fyne.MainMenu) fyne.CanvasObject {
	if menu == nil || len(menu.Items) == 0 {
		return nil
	}
	inner := theme.InnerPadding()
	row := container.New(layout.NewCustomPaddedHBoxLayout(theme.Padding()))
	for _, m := range menu.Items {
		t := canvas.NewText(m.Label, theme.Color(theme.ColorNameForeground))
		t.TextSize = theme.TextSize()
		ts := t.MinSize()
		t.Resize(ts)
		t.Move(fyne.NewPos(inner, inner/2))
		row.Add(container.NewGridWrap(ts.Add(fyne.NewSize(2*inner, inner)), container.NewWithoutLayout(t)))
	}
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	return container.NewStack(bg, container.New(layout.NewCustomPaddedLayout(0, 0, inner, inner), row))
}
