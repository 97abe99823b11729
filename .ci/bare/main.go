// Command bare is the yardstick of .ci/rss: a Fyne window holding one
// label, built with the app's tags and run on the same virtual screen, so
// that the app's resident memory can be read as the bare window's plus
// what the app itself holds.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("org.haventable.bare")
	w := a.NewWindow("Bare")
	w.SetContent(widget.NewLabel("Haventable"))
	w.Resize(fyne.NewSize(1000, 540)) // the size the app opens at (ui.DefaultWindowSize)
	w.ShowAndRun()
}
