package attack_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/attack"
	"github.com/haventable/haventable/ui/mapview"
	"github.com/haventable/haventable/ui/screen"
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
	env, done, err := sampleTable(filepath.Join(dir, "campaigns.db"))
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

// sampleTable is what the shell sets up before the panel: a campaign store,
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
