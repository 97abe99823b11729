package battle_test

import (
	"fmt"

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
	app := test.NewApp() // the shell's fyne.App
	defer app.Quit()
	tr, err := locales.New(language.English)
	if err != nil {
		panic(err)
	}
	env := &screen.Env{Tr: tr}
	b := battle.New(env)
	w := test.NewWindow(b.Content())
	defer w.Close()
	env.Window = w
	w.Resize(fyne.NewSize(1280, 800))
	b.Register(w.Canvas())                   // Unregister when another screen shows
	undo := fyne.NewMenuItem("Undo", b.Undo) // the shell's Ctrl+Z while the battle shows
	redo := fyne.NewMenuItem("Redo", b.Redo) // the shell's Ctrl+Shift+Z
	b.OnChange(func() {
		undo.Disabled, redo.Disabled = !b.CanUndo(), !b.CanRedo()
	})
	for _, sc := range b.Shortcuts() {
		fmt.Println(sc.Help)
	}

	b.EndPhase() // Ctrl+E
	fmt.Println("after the phase: undo disabled", undo.Disabled, "redo disabled", redo.Disabled)
	undo.Action()
	fmt.Println("after undo: undo disabled", undo.Disabled, "redo disabled", redo.Disabled)
	// Output:
	// End phase
	// Play ability
	// Add card
	// Put the selected card in or out of battle
	// after the phase: undo disabled false redo disabled true
	// after undo: undo disabled true redo disabled false
}
