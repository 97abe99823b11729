package mapview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
)

// A trigger (a pressure plate revealing a room next to no door) is drawn
// as a double ring while it has a room to reveal; in edit mode a tap on
// it reveals the room with its monsters, as a door's does (issue 42).
func TestTriggerIsDrawnAndFired(t *testing.T) {
	file, err := scenariofile.Parse([]byte(`{"title": "Plates", "orientation": "pointy",
  "hexes": [[0,0],[1,0],[2,0],[4,0],[5,0]], "starts": [[0,0]],
  "monsters": [{"type": "Cave Rat", "standee": 1, "at": [5,0]}],
  "rooms": [{"name": "Hall", "hexes": [[0,0],[1,0],[2,0]], "start": true}, {"name": "Vault", "hexes": [[4,0],[5,0]]}],
  "triggers": [{"at": [2,0], "room": "Vault"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	scn, err := engine.LoadScenario(file, 1, 1, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	m := NewModel()
	m.SetEditor(&tableEditor{scn: scn, m: m})
	if err := m.SetFromEngine(scn); err != nil {
		t.Fatal(err)
	}
	v := New(m, nil)
	c := software.NewCanvas()
	c.SetContent(v)
	c.SetPadded(false)
	c.Resize(fyne.NewSize(1200, 300))
	v.Fit()
	ring := func() bool { // the outer ring, right of the hex's centre
		p := v.PositionOf(h(2, 0))
		k := (v.PositionOf(h(3, 0)).X - p.X) / 1.732
		img := c.Capture()
		r, g, b, _ := img.At(int(p.X+0.54*k), int(p.Y)).RGBA()
		return r>>8 == uint32(colTrigger.R) && g>>8 == uint32(colTrigger.G) && b>>8 == uint32(colTrigger.B)
	}
	if !ring() {
		t.Error("the trigger is not drawn")
	}
	test.Type(v, "e")
	test.TapAt(v, v.PositionOf(h(2, 0)))
	if !scn.Rooms()[1].Revealed {
		t.Fatalf("the tap revealed nothing: %q", v.Status())
	}
	if f, ok := m.FigureAt(h(5, 0)); !ok || !strings.Contains(f, "rat") {
		t.Errorf("the vault's monster: %+v %v", f, ok)
	}
	if !strings.Contains(v.Status(), "Vault") {
		t.Errorf("status %q", v.Status())
	}
	if ring() {
		t.Error("a fired trigger is still drawn")
	}
}
