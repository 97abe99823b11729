package mapview_test

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/hexgrid/mapfile"
	"github.com/haventable/haventable/ui/mapview"
)

// The shell puts the screen in its main window, loads a scenario into it,
// and may open a second window (a table display) on the same model.
func Example() {
	app := test.NewApp() // the shell's fyne.App
	defer app.Quit()
	main := app.NewWindow("Haventable")
	screen := mapview.NewScreen(nil, mapview.English) // the shell passes its translator
	main.SetContent(screen.Content())

	s, err := mapfile.Sample(mapfile.DefaultSample)
	if err != nil {
		panic(err)
	}
	if err := screen.View.SetScenario(s); err != nil {
		panic(err)
	}
	main.Canvas().Focus(screen.View) // keyboard shortcuts go to the map

	table := app.NewWindow("Haventable – table")
	table.SetContent(mapview.NewFollower(screen.Model, mapview.English))
	table.Resize(fyne.NewSize(800, 600))
	table.Show()

	_ = mapview.Shortcuts(mapview.English) // lines for the help dialog
}
