package attack_test

import (
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/ui/attack"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// The shell embeds the panel in its window: the content in a tab or pane,
// the shortcuts on the window's canvas, and the window's unhandled keys
// offered to the panel (Enter draws). Here the brute attacks a cave rat:
// Draw records the drawn cards, Apply the damage.
func Example() {
	app := test.NewApp() // the shell's fyne.App
	defer app.Quit()
	dir, err := os.MkdirTemp("", "attack-example")
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

	p := attack.New(env)
	w.SetContent(p.Content())
	w.Resize(fyne.NewSize(1280, 800))
	p.Register(w.Canvas())
	w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) { p.HandleKey(ev) })

	// The brute steps beside the cave rat: a melee attack reaches adjacent
	// enemies.
	if _, err := env.Table.Do(engine.Move{Figure: "brute", To: hexgrid.H(4, 3)}); err != nil {
		panic(err)
	}
	p.SetAttacker("brute")
	p.SetTargets([]string{"cave-rat-1"})
	fmt.Println(p.OddsText())
	p.Draw() // Enter
	if pending, ok := env.Table.Scenario().PendingAttack(); ok {
		fmt.Println("drawn by", pending.Attacker)
	}
	p.Apply()
	rat, _ := env.Table.Scenario().Figure("cave-rat-1")
	fmt.Printf("%s: %d of %d hit points\n", rat.Name, rat.HP, rat.MaxHP)
	// Output:
	// Against Cave Rat 1: 2.00 damage expected, 35.0 % chance to kill
	// drawn by brute
	// Cave Rat: 1 of 3 hit points
}
