package editor

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
)

// block returns a tile of rows×cols hexes, rows offset as drawn pointy-top.
func block(name string, rows, cols int) Tile {
	t := Tile{Name: name}
	for r := range rows {
		for c := range cols {
			t.Hexes = append(t.Hexes, h(c-r/2, r))
		}
	}
	return t
}

// TestActionsToDrawATwoTileMap counts the player's actions (a click, a key;
// a choice in a list is two: open it, pick) to draw a map of two tiles
// from a new scenario: the tiles laid (the first takes the new scenario's
// hexagon's place), four starting hexes, a door and six Bandit Guards of three kinds by party
// size. The printed scenario took about 95 actions before the tiles and
// the monster control.
func TestActionsToDrawATwoTileMap(t *testing.T) {
	test.NewTempApp(t)
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	tiles := []Tile{block("A1a", 4, 5), block("B2a", 3, 5)}
	s := New(tr, Options{MonsterTypes: []string{"Bandit Archer", "Bandit Guard"},
		Tiles: func() []Tile { return tiles }})
	w := test.NewWindow(s.Content())
	defer w.Close()
	w.Resize(fyne.NewSize(1280, 760))
	s.View().Fit()
	actions := 0
	choose := func(sel func()) { sel(); actions += 2 }
	tap := func(x int, y int) { s.tap(h(x, y)); actions++ }
	key := func(k string) { test.Type(s.input, k); actions++ }

	choose(func() { s.tools.SetSelectedIndex(int(ToolTile)) }) // A1a comes first
	tap(8, 0)                                                  // A1a, the start room
	choose(func() { s.tiles.SetSelected("B2a") })
	tap(9, -3) // B2a north of it
	choose(func() { s.tools.SetSelectedIndex(int(ToolStart)) })
	for _, x := range []int{6, 7, 8, 9} {
		tap(x, 2)
	}
	choose(func() { s.tools.SetSelectedIndex(int(ToolDoor)) })
	tap(8, -1)
	key("m") // the monster tool
	choose(func() { s.monsters.SetSelected("Bandit Guard") })
	key("5") // - N N
	tap(8, 0)
	tap(9, 0)
	tap(10, 0)
	key("6") // - N E
	tap(9, -3)
	tap(10, -3)
	key("1") // N N N
	tap(11, -3)
	f := s.File()
	if err := scenariofile.Problem(f); err != nil {
		t.Fatalf("the map: %v; %+v", err, f)
	}
	if len(f.Rooms) != 2 || len(f.Hexes) != 20+15 || len(f.Monsters) != 6 || len(f.Starts) != 4 || len(f.Doors) != 1 {
		t.Fatalf("the map: %d rooms, %d hexes, %d monsters, %d starts, %d doors", len(f.Rooms), len(f.Hexes), len(f.Monsters), len(f.Starts), len(f.Doors))
	}
	// For 3 characters: all six guards (normal).
	table := engine.MonsterTable{"Bandit Guard": engine.SampleMonsters["Cave Rat"]}
	scn, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: 3, Seed: 1}, table)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(scn.Figures()) + len(scn.Hidden()); n != 6 {
		t.Fatalf("%d guards for 3 characters, want 6", n)
	}
	t.Logf("a map of 2 tiles with 6 monsters in %d actions", actions)
	if actions > 30 {
		t.Errorf("%d actions", actions)
	}
}
