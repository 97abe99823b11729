package mapview

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/party"
	"github.com/haventable/haventable/engine/scenariofile"
)

// A trap a monster's card creates ("Create one 3 damage trap in an
// adjacent empty hex closest to an enemy") is drawn on the map as a trap
// once the monster's turn has laid it.
func TestDrawsATrapACardCreated(t *testing.T) {
	test.NewTempApp(t)
	scn := snareScenario(t)
	m := NewModel()
	v := New(m, nil)
	c := software.NewCanvas()
	c.SetContent(v)
	c.SetPadded(false)
	c.Resize(fyne.NewSize(600, 500))
	m.ShowPreview(scn)
	v.Fit()
	at := playSnares(t, scn, nil)
	m.ShowPreview(scn)
	checkTraps(t, m, v, c.Capture(), at)
}

// The players' window (a follower of the main window's model, which shows
// the table with SetFromEngine after each action) draws the traps as the
// card lays them, not once it is opened again (issue 40).
func TestPlayersWindowDrawsCardTrapsAtOnce(t *testing.T) {
	test.NewTempApp(t)
	scn := snareScenario(t)
	m := NewModel()
	v := NewFollower(m, nil)
	c := software.NewCanvas()
	c.SetContent(v)
	c.SetPadded(false)
	c.Resize(fyne.NewSize(600, 500))
	if err := m.SetFromEngine(scn); err != nil {
		t.Fatal(err)
	}
	v.Fit()
	c.Capture() // drawn once before the traps
	at := playSnares(t, scn, func() {
		if err := m.SetFromEngine(scn); err != nil {
			t.Fatal(err)
		}
		c.Capture()
	})
	checkTraps(t, m, v, c.Capture(), at)
}

// snareScenario is flooded-crossing with a Bog Lurker whose one card lays
// a 3 damage trap next to the brute.
func snareScenario(t *testing.T) *engine.Scenario {
	t.Helper()
	file, err := scenariofile.Sample("flooded-crossing")
	if err != nil {
		t.Fatal(err)
	}
	table := pack.Builtin().MonsterTable(1)
	mt := table["Bog Lurker"]
	mt.Deck = &engine.AbilityDeckInfo{Name: "Invented", Cards: []engine.AbilityCardInfo{{Name: "Snare", Initiative: 5,
		Actions: []monster.Action{{Type: monster.KindTrap, Value: monster.Fixed(3)}}}}}
	table["Bog Lurker"] = mt
	scn, err := party.BuildScenarioWith(file, engine.Setup{Level: 1, Seed: 1}, []party.Member{{ID: 1, Name: "Brute", Level: 1}}, table)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []engine.Action{engine.Move{Figure: "brute", To: h(6, 4)}, engine.Move{Figure: "bog-lurker-1", To: h(4, 4)}, engine.DrawAbilities{}, engine.SetInitiative{Character: "brute", Leading: 90, Second: 95}} {
		if _, err := scn.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	return scn
}

// playSnares plays the round's turns, calling after (if set) after each,
// and returns what the cards that laid traps did.
func playSnares(t *testing.T, scn *engine.Scenario, after func()) []engine.CardEffects {
	t.Helper()
	var laid []engine.CardEffects
	for range 20 {
		r, err := scn.Do(engine.NextTurn{})
		if err != nil {
			t.Fatal(err)
		}
		if after != nil {
			after()
		}
		if r.TurnStart != nil {
			laid = append(laid, r.TurnStart.Card)
		}
		if r.TurnStart == nil && r.TurnEnd == nil {
			break
		}
	}
	var at []engine.CardEffects
	for _, fx := range laid {
		if len(fx.Traps) > 0 {
			at = append(at, fx)
		}
	}
	if len(at) == 0 {
		t.Fatal("no monster's card laid a trap")
	}
	return at
}

// checkTraps checks that every trap the cards laid is drawn as a trap.
func checkTraps(t *testing.T, m *Model, v *MapView, img image.Image, at []engine.CardEffects) {
	t.Helper()
	for _, fx := range at {
		for _, hx := range fx.Traps {
			if !m.Trap(hx) {
				t.Errorf("the map model has no trap on %v", hx)
			}
			p := v.PositionOf(hx)
			if got := color.NRGBAModel.Convert(img.At(int(p.X), int(p.Y))).(color.NRGBA); got != colTrap {
				t.Errorf("trap %v drawn %v at its centre, want %v", hx, got, colTrap)
			}
		}
	}
}
