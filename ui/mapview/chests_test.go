package mapview

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
)

// tableEditor plays the map's edits on a scenario, as the shell's table
// does, and shows the result.
type tableEditor struct {
	scn *engine.Scenario
	m   *Model
}

func (e *tableEditor) Do(a engine.Action) error {
	if _, err := e.scn.Do(a); err != nil {
		return err
	}
	return e.m.SetFromEngine(e.scn)
}

// A scenario's treasure chests are drawn on the map, those of a room not
// yet revealed neither in the players' window nor in the main one unless
// it shows what waits there; the status line names the chest under the
// pointer; L opens it by the selected character, or says who may, and the
// chest leaves the map, the status line telling which treasure to read
// (issue 40, item 15).
func TestChestsAreDrawnAndOpened(t *testing.T) {
	test.NewTempApp(t)
	file, err := scenariofile.Parse([]byte(`{"title": "Vault",
  "hexes": [[0,0],[1,0],[2,0],[3,0],[4,0],[5,0],[6,0]],
  "doors": [{"at": [3,0]}], "starts": [[0,0]],
  "treasures": [{"at": [1,0], "treasure": "67"}, {"at": [5,0], "treasure": "goal"}],
  "rooms": [{"hexes": [[0,0],[1,0],[2,0]], "start": true}, {"hexes": [[4,0],[5,0],[6,0]]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	scn, err := engine.LoadScenario(file, 1, 1, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	if scn, err = scn.WithCharacter(engine.Figure{ID: "ysolde", Name: "Ysolde", Kind: engine.KindCharacter,
		Side: engine.SideParty, At: h(0, 0), OnMap: true, HP: 8, MaxHP: 8}, nil); err != nil {
		t.Fatal(err)
	}
	m := NewModel()
	m.SetEditor(&tableEditor{scn: scn, m: m})
	if err := m.SetFromEngine(scn); err != nil {
		t.Fatal(err)
	}
	// below the chest's band and label: its wood
	colour := func(v *MapView, c fyne.Canvas, q, r int) color.NRGBA { return pixelAt(t, v, c, q, r, 0.2) }
	canvas := func(v *MapView) fyne.Canvas {
		c := software.NewCanvas()
		c.SetContent(v)
		c.SetPadded(false)
		c.Resize(fyne.NewSize(2000, 200))
		v.Fit()
		return c
	}
	players := NewFollower(m, nil)
	pc := canvas(players)
	main := New(m, nil)
	mc := canvas(main)
	if got := colour(players, pc, 1, 0); got != colChest {
		t.Errorf("players' window: the hall's chest drawn %v, want %v", got, colChest)
	}
	if got := colour(players, pc, 5, 0); got == colChest {
		t.Error("players' window: the vault's chest is drawn before its door opens")
	}
	for _, waiting := range []bool{false, true} {
		m.ShowWaiting(waiting)
		if got := colour(main, mc, 5, 0); (got == colChest) != waiting {
			t.Errorf("main window, waiting shown %v: the vault's chest drawn %v", waiting, got)
		}
	}
	m.ShowWaiting(false)

	m.SetHover(h(1, 0), true)
	if got := main.Status(); !strings.Contains(got, "Treasure chest 67 on [1,0] (L opens it)") {
		t.Errorf("status over the chest: %q", got)
	}
	test.Type(main, "l") // nobody selected, nobody on it
	if got := main.Status(); !strings.Contains(got, "Select the character who opens the treasure chest") {
		t.Errorf("status after L with nobody to open it: %q", got)
	}
	if _, ok := scn.ChestAt(h(1, 0)); !ok {
		t.Fatal("the chest opened with nobody to open it")
	}
	if err := m.Select("ysolde"); err != nil {
		t.Fatal(err)
	}
	m.SetHover(h(1, 0), true)
	test.Type(main, "L")
	if got := main.Status(); got != "Ysolde opens treasure chest 67: read treasure 67 in the scenario book" {
		t.Errorf("status after L: %q", got)
	}
	if _, ok := scn.ChestAt(h(1, 0)); ok {
		t.Fatal("L left the chest closed")
	}
	if got := colour(players, pc, 1, 0); got == colChest {
		t.Error("the opened chest is still drawn")
	}
	if !strings.Contains(strings.Join(Shortcuts(nil), "\n"), "L: ") {
		t.Error("the map's shortcuts do not list L")
	}
}
