package main

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// screenSize is the size of the screen the window w opens on (the primary
// one), in w's units; zero when it cannot be told. GLFW is started by then
// (Fyne's desktop driver starts it when it makes a window) and this runs on
// the main goroutine, which GLFW needs.
func screenSize(w fyne.Window) (size fyne.Size) {
	defer func() {
		if recover() != nil { // GLFW panics on its errors: the size is unknown
			size = fyne.Size{}
		}
	}()
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return fyne.Size{}
	}
	mode := m.GetVideoMode()
	if mode == nil || mode.Width <= 0 || mode.Height <= 0 {
		return fyne.Size{}
	}
	scale := w.Canvas().Scale()
	if scale <= 0 {
		scale = 1
	}
	return fyne.NewSize(float32(mode.Width)/scale, float32(mode.Height)/scale)
}
