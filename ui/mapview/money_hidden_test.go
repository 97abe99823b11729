package mapview

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
)

// pixelAt is the colour canvas c shows at the centre of hex [q, r] of v,
// dy hex sizes below it.
func pixelAt(t *testing.T, v *MapView, c fyne.Canvas, q, r int, dy float32) color.NRGBA {
	t.Helper()
	img := c.Capture()
	p := v.PositionOf(h(q, r))
	p.Y += dy * (v.PositionOf(h(q+1, r)).X - p.X) / 1.732 // a hex's size from the next centre
	if !(image.Point{int(p.X), int(p.Y)}).In(img.Bounds()) {
		t.Fatalf("test setup: [%d,%d] at %v is outside the picture %v", q, r, p, img.Bounds())
	}
	return color.NRGBAModel.Convert(img.At(int(p.X), int(p.Y))).(color.NRGBA)
}

// The money tokens a scenario file lays in a room not yet revealed are
// not drawn in the players' window until its door opens, nor in the main
// window unless it shows the monsters waiting there; those of the start
// room are (issue 40).
func TestPlayersWindowHidesMoneyOfHiddenRooms(t *testing.T) {
	test.NewTempApp(t)
	file, err := scenariofile.Parse([]byte(`{"title": "Vault",
  "hexes": [[0,0],[1,0],[2,0],[3,0],[4,0],[5,0],[6,0]],
  "doors": [{"at": [3,0]}], "starts": [[0,0]],
  "money": [{"at": [1,0], "count": 1}, {"at": [5,0], "count": 1}],
  "rooms": [{"hexes": [[0,0],[1,0],[2,0]], "start": true}, {"hexes": [[4,0],[5,0],[6,0]]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	scn, err := engine.LoadScenario(file, 1, 1, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	m := NewModel()
	v := NewFollower(m, nil)
	c := software.NewCanvas()
	c.SetContent(v)
	c.SetPadded(false)
	c.Resize(fyne.NewSize(2000, 200)) // wide: the hidden room lies within the picture
	if err := m.SetFromEngine(scn); err != nil {
		t.Fatal(err)
	}
	v.Fit()
	at := func(q, r int) color.NRGBA { return pixelAt(t, v, c, q, r, 0) }
	if got := at(1, 0); got != colMoney {
		t.Errorf("the start room's token drawn %v, want %v", got, colMoney)
	}
	if got := at(5, 0); got == colMoney {
		t.Errorf("the hidden room's token is drawn for the players")
	}
	main := New(m, nil)
	mc := software.NewCanvas()
	mc.SetContent(main)
	mc.SetPadded(false)
	mc.Resize(fyne.NewSize(2000, 200))
	main.Fit()
	for _, waiting := range []bool{false, true} {
		m.ShowWaiting(waiting)
		p := main.PositionOf(h(5, 0))
		got := color.NRGBAModel.Convert(mc.Capture().At(int(p.X), int(p.Y))).(color.NRGBA)
		if (got == colMoney) != waiting {
			t.Errorf("main window, waiting monsters shown %v: the hidden room's token drawn %v", waiting, got)
		}
	}

	if _, err := scn.Do(engine.OpenDoor{At: h(3, 0)}); err != nil {
		t.Fatal(err)
	}
	if err := m.SetFromEngine(scn); err != nil {
		t.Fatal(err)
	}
	v.Fit()
	if got := at(5, 0); got != colMoney {
		t.Errorf("the vault's token after its door opened drawn %v, want %v", got, colMoney)
	}
}
