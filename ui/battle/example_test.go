package battle_test

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/battle"
	"github.com/haventable/haventable/ui/screen"
)

// Embedding the screen: build it from the shell's Env, show Content, add
// its shortcuts while it shows and route the shell's Undo/Redo to it.
func Example() {
	test.NewApp()
	tr, _ := locales.New(language.English)
	env := &screen.Env{Tr: tr}
	b := battle.New(env)
	w := test.NewWindow(b.Content())
	env.Window = w
	b.Register(w.Canvas())                   // Unregister when another screen shows
	undo := fyne.NewMenuItem("Undo", b.Undo) // the shell's Ctrl+Z while the battle shows
	redo := fyne.NewMenuItem("Redo", b.Redo) // the shell's Ctrl+Shift+Z
	b.OnChange(func() {
		undo.Disabled, redo.Disabled = !b.CanUndo(), !b.CanRedo()
	})
	w.Resize(fyne.NewSize(1280, 800))
}
