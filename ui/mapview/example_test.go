package mapview_test

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/mapview"
)

// The shell puts the screen in its main window, shows the engine's scenario
// in it, and may open a second window (a table display) on the same model.
func Example() {
	app := test.NewApp() // the shell's fyne.App
	defer app.Quit()
	main := app.NewWindow("Haventable")
	screen := mapview.NewScreen(nil, locales.English()) // the shell passes its translator
	main.SetContent(screen.Content())
	main.Resize(fyne.NewSize(900, 560))

	s, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		panic(err)
	}
	scn, err := engine.LoadScenario(s, 1, 7, engine.SampleMonsters) // the table's scenario
	if err != nil {
		panic(err)
	}
	hero := engine.Figure{ID: "brute", Name: "Brute", Kind: engine.KindCharacter, Side: engine.SideParty,
		HP: 10, MaxHP: 10, At: s.Starts[0], OnMap: true}
	if scn, err = scn.WithCharacter(hero, nil); err != nil {
		panic(err)
	}
	if err := screen.Model.SetFromEngine(scn); err != nil { // again after every change
		panic(err)
	}
	screen.View.Fit()
	main.Canvas().Focus(screen.View) // keyboard shortcuts go to the map

	table := app.NewWindow("Haventable – table")
	follower := mapview.NewFollower(screen.Model, locales.English())
	table.SetContent(follower)
	table.Resize(fyne.NewSize(800, 600))
	table.Show()

	// What the main window does, the table display shows: one model.
	if err := screen.Model.Select("brute"); err != nil {
		panic(err)
	}
	fmt.Println(follower.Model().Title())
	if f, ok := follower.Model().Selected(); ok {
		fmt.Println("selected:", f.Name, "at", f.At)
	}
	fmt.Println(screen.Status.Text)
	fmt.Println(mapview.Shortcuts(locales.English())[0]) // lines for the help dialog
	// Output:
	// The Sunken Archive
	// selected: Brute at [-2,7]
	// Brute selected
	// Click: select a figure (click again to clear)
}
