package decks_test

import (
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/decks"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// The shell puts the deck screen in a tab and registers its shortcuts (and
// lists them in its help dialog); the attack panel points the odds at the
// attack being prepared.
func Example() {
	app := test.NewApp() // the shell's fyne.App
	defer app.Quit()
	dir, err := os.MkdirTemp("", "decks-example")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	env, done, err := screentest.Sample(filepath.Join(dir, "campaigns.db"))
	if err != nil {
		panic(err)
	}
	defer done()
	w := app.NewWindow("Haventable") // the main window
	env.Window = w

	scr := decks.New(env)
	tab := container.NewTabItem("Decks", scr.Content()) // the shell translates its tab titles
	w.SetContent(container.NewAppTabs(tab))
	w.Resize(fyne.NewSize(1280, 800))
	scr.Register(w.Canvas())
	for _, sc := range scr.Shortcuts() {
		fmt.Println(sc.Help)
	}

	// the attack panel: the brute attacks cave-rat-1 with Attack 3, pierce 1
	// makes the brute's deck the current one: Alt+D draws from it
	scr.SetAttack("brute", modifier.Attack{Value: 3, Pierce: 1}, "cave-rat-1")
	deck, _ := env.Table.Scenario().Deck("brute")
	before := len(deck.Draw)
	scr.Shortcuts()[0].Do()
	deck, _ = env.Table.Scenario().Deck("brute")
	fmt.Println("cards to draw:", before, "then", len(deck.Draw))
	// Output:
	// Draw a card from the current deck
	// Add a bless to the current deck
	// Add a curse to the current deck
	// Add a card to the current deck
	// Next deck
	// Previous deck
	// cards to draw: 20 then 19
}
