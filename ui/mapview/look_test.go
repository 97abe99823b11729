package mapview

import (
	"image/png"
	"os"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/hexgrid/mapfile"
)

// TestLook writes PNGs of the map for a person to look at when
// MAPVIEW_LOOK names a directory.
func TestLook(t *testing.T) {
	dir := os.Getenv("MAPVIEW_LOOK")
	if dir == "" {
		t.Skip("MAPVIEW_LOOK not set")
	}
	test.NewTempApp(t)
	for _, name := range mapfile.Samples() {
		s, err := mapfile.Sample(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := NewScreen(nil, nil)
		m, v := sc.Model, sc.View
		w := test.NewWindow(sc.Content())
		w.Resize(fyne.NewSize(900, 560))
		if err := v.SetScenario(s); err != nil {
			t.Fatal(err)
		}
		for i, h := range s.Starts {
			f := Figure{ID: "hero" + strconv.Itoa(i), Name: []string{"Brute", "Tinker", "Spellweaver", "Scoundrel"}[i%4], Kind: engine.KindCharacter, Side: engine.SideParty, HP: 8 - i, MaxHP: 10, At: h}
			if i == 1 {
				f.Conditions = []engine.EffectKind{engine.Poison, engine.Wound}
			}
			if err := m.PlaceFigure(f); err != nil {
				t.Fatal(err)
			}
		}
		_ = m.Select("hero0")
		var hov hexgrid.Hex
		if figs := m.Figures(); len(figs) > 0 {
			hov = figs[0].At
		}
		m.SetHover(hov, true)
		write(t, dir+"/"+name+"-sight.png", w)
		_ = m.SetTemplate(5)
		if _, ok := m.Best(); !ok {
			t.Log("no best")
		}
		write(t, dir+"/"+name+"-template.png", w)
		_ = m.SetTemplate(-1)
		v.ZoomAt(v.PositionOf(hov), 3)
		_ = m.AddMoney(hov, 3)
		write(t, dir+"/"+name+"-zoom.png", w)
		w.Close()
	}
}

func write(t *testing.T, path string, w fyne.Window) {
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}
