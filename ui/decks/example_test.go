package decks_test

import (
	"fyne.io/fyne/v2/container"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/decks"
	"github.com/haventable/haventable/ui/screen"
)

// The shell puts the deck screen in a tab and registers its shortcuts; the
// attack panel points the odds at the attack being prepared.
func Example() {
	var env *screen.Env // the shell's
	if env == nil {
		return
	}
	scr := decks.New(env)
	tab := container.NewTabItem("Decks", scr.Content()) // the shell translates its tab titles
	_ = tab
	scr.Register(env.Window.Canvas())

	// the attack panel: the brute attacks guard-1 with Attack 3, pierce 1
	scr.SetAttack("brute", engine.Attack{Value: 3, Pierce: 1}, "guard-1")
}
