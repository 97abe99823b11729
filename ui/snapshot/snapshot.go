// Package snapshot renders Haventable's main window off-screen with Fyne's
// software painter (the fyne.io/fyne/v2/test driver), for --screenshot and
// the README's pictures. It needs no display: Fyne's own Canvas().Capture()
// on a real window returns a blank image under a virtual X server.
package snapshot

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
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
	content := w.Content()
	w.SetContent(container.NewBorder(menuBar(w.MainMenu()), nil, nil, nil, content))
	w.SetPadded(false)
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
	if menu == nil {
		return nil
	}
	pad := theme.InnerPadding()
	row := container.NewHBox()
	for _, m := range menu.Items {
		t := canvas.NewText(m.Label, theme.Color(theme.ColorNameForeground))
		t.TextSize = theme.TextSize()
		min := t.MinSize()
		item := container.NewWithoutLayout(t)
		t.Move(fyne.NewPos(pad, pad/2))
		t.Resize(min)
		sized := container.NewGridWrap(min.Add(fyne.NewSize(2*pad, pad)), item)
		row.Add(sized)
	}
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	return container.NewStack(bg, container.NewPadded(row))
}
