package attack_test

import (
	"fyne.io/fyne/v2"

	"github.com/haventable/haventable/ui/attack"
	"github.com/haventable/haventable/ui/screen"
)

// The shell embeds the panel in its window: the content in a tab or pane,
// the shortcuts on the window's canvas, and the window's unhandled keys
// offered to the panel (Enter draws).
func Example() {
	var env *screen.Env // the shell's, with Window, Tr, Store, Table and Map
	var w fyne.Window   // the main window
	if env == nil || w == nil {
		return
	}
	p := attack.New(env)
	w.SetContent(p.Content())
	p.Register(w.Canvas())
	w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) { p.HandleKey(ev) })
}
