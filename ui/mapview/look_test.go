package mapview

import (
	"math"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/scenariofile"
)

// TestSamplesLook puts a hero on every starting hex of every sample map,
// shows the selected hero's sight, places a template at its best, then zooms in on the hero's
// hex and drops money there; the zoomed map (figures with conditions, money,
// larger text) is compared with the golden zoom-<sample>.png.
func TestSamplesLook(t *testing.T) {
	for _, name := range scenariofile.Samples() {
		t.Run(name, func(t *testing.T) {
			test.NewTempApp(t)
			s, err := scenariofile.Sample(name)
			if err != nil {
				t.Fatal(err)
			}
			sc := NewScreen(nil, nil)
			m, v := sc.Model, sc.View
			w := test.NewWindow(sc.Content())
			defer w.Close()
			w.Resize(fyne.NewSize(900, 560))
			if err := v.SetScenario(s); err != nil {
				t.Fatal(err)
			}
			for i, h := range s.Starts {
				f := Figure{ID: "hero" + strconv.Itoa(i), Name: []string{"Brute", "Tinker", "Spellweaver", "Scoundrel"}[i%4], Kind: engine.KindCharacter, Side: engine.SideParty, HP: 8 - i, MaxHP: 10, At: h}
				if i == 1 {
					f.Conditions = []modifier.EffectKind{modifier.Poison, modifier.Wound}
				}
				addFigure(t, m, f)
			}
			if got := len(m.Figures()); got < len(s.Starts) || len(s.Starts) == 0 {
				t.Fatalf("%d figures on the map for %d starting hexes", got, len(s.Starts))
			}
			if err := m.Select("hero0"); err != nil {
				t.Fatal(err)
			}
			hero := s.Starts[0]
			m.SetHover(hero, true)
			if vis, _, ok := m.Sight(); !ok || vis.From() != hero || vis.Len() < 2 {
				t.Fatalf("no sight from the selected hero at %v", hero)
			}
			if err := m.SetTemplate(5); err != nil {
				t.Fatal(err)
			}
			if _, ok := m.Template(); !ok {
				t.Fatal("no template chosen")
			}
			if _, ok := m.Best(); !ok {
				t.Error("no best placement of the template")
			}
			_ = m.SetTemplate(-1)

			at, zoom := v.PositionOf(hero), v.Zoom()
			v.ZoomAt(at, 3)
			if v.Zoom() <= zoom {
				t.Errorf("zoom %v after zooming in from %v", v.Zoom(), zoom)
			}
			if got := v.PositionOf(hero); math.Abs(float64(got.X-at.X)) > 0.01 || math.Abs(float64(got.Y-at.Y)) > 0.01 {
				t.Errorf("zooming at the hero moved it from %v to %v", at, got)
			}
			if h, ok := v.HexAt(at); !ok || h != hero {
				t.Errorf("hex under the zoom point %v, want %v", h, hero)
			}
			if err := m.Do(engine.PlaceMoney{At: hero, Count: 3}); err != nil {
				t.Fatal(err)
			}
			if got := m.Money(hero); got != 3 {
				t.Errorf("money on %v: %d, want 3", hero, got)
			}
			test.AssertImageMatches(t, "zoom-"+name+".png", w.Canvas().Capture())
		})
	}
}
