package decks_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/decks"
	"github.com/haventable/haventable/ui/mapview"
	"github.com/haventable/haventable/ui/screen"
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
	env, done, err := sampleTable(filepath.Join(dir, "campaigns.db"))
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
	scr.SetAttack("brute", engine.Attack{Value: 3, Pierce: 1}, "cave-rat-1")
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

// sampleTable is what the shell sets up before the screen: a campaign store,
// its table session with the default sample scenario started (seed 7) with
// the brute on the first starting hex, and the map model following the table.
func sampleTable(db string) (*screen.Env, func(), error) {
	store, err := persistence.Open(db)
	if err != nil {
		return nil, nil, err
	}
	env, err := startSample(store)
	if err != nil {
		store.Close()
		return nil, nil, err
	}
	return env, func() { store.Close() }, nil
}

func startSample(store *persistence.Store) (*screen.Env, error) {
	ctx := context.Background()
	c, err := store.CreateCampaign(ctx, "example")
	if err != nil {
		return nil, err
	}
	s, err := play.Open(ctx, store, c.ID)
	if err != nil {
		return nil, err
	}
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		return nil, err
	}
	scn, err := engine.LoadScenario(file, 1, 7, engine.SampleMonsters)
	if err != nil {
		return nil, err
	}
	brute := engine.Figure{ID: "brute", Name: "Brute", Kind: engine.KindCharacter,
		Side: engine.SideParty, At: file.Starts[0], OnMap: true, HP: 10, MaxHP: 10}
	if err := scn.AddCharacterWithPerks(brute, nil); err != nil {
		return nil, err
	}
	if err := s.Start(ctx, scn); err != nil {
		return nil, err
	}
	tr, err := locales.New(language.English)
	if err != nil {
		return nil, err
	}
	env := &screen.Env{Tr: tr, Store: store, Table: &screen.Table{}, Map: mapview.NewModel()}
	if err := env.Map.SetMap(file); err != nil {
		return nil, err
	}
	env.Table.OnChange(func() {
		if scn := env.Table.Scenario(); scn != nil {
			_ = env.Map.SetFromEngine(scn)
		}
	})
	env.Table.SetSession(s)
	return env, nil
}
