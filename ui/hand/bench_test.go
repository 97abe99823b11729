package hand

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// turnScreen is the hand screen at 1280×800 on the character's turn: its
// hand of six chosen, Breaking Wave and Shell of Brine chosen, the shield
// in the active area with a use marked.
func turnScreen(b *testing.B) (*Screen, *screen.Env) {
	test.NewTempApp(b)
	env, _ := tideEnv(b, language.English)
	s := New(env)
	show(b, s, 1280, 800)
	deck := s.classOf(screentest.Figure(b, env, "tide")).deck
	screentest.Do(b, env, engine.ChooseHand{Character: "tide", Level: 1, HandSize: 6, Deck: deck, Cards: []int{1, 2, 3, 4, 5, 6}},
		engine.ChooseCards{Character: "tide", Leading: 1, Second: 2})
	monstersAct(b, env)
	turnOf(b, env, "tide")
	screentest.Do(b, env, engine.PlayHalf{Character: "tide", Card: 2, Half: engine.HalfBottom},
		engine.UseBonus{Character: "tide", Card: 2, Event: engine.EventAttacked})
	return s, env
}

// BenchmarkHandRedraw times the hand screen's redraw after a table change
// on the character's turn (two cards to play, the active area, the
// piles). The target is 16 ms, a frame.
func BenchmarkHandRedraw(b *testing.B) {
	s, _ := turnScreen(b)
	b.ReportAllocs()
	for b.Loop() {
		s.Refresh()
	}
}

// memTable is a table played in memory: the scenario's own Do, each
// change told to the screens as the session tells them, without the
// campaign store (whose write is the store's benchmark's).
type memTable struct {
	scn   *engine.Scenario
	table *screen.Table
}

func (m *memTable) Scenario() *engine.Scenario { return m.scn }

func (m *memTable) Do(a engine.Action) (engine.Report, error) {
	rep, err := m.scn.Do(a)
	if err == nil {
		m.table.Changed(play.Change{Scenario: true, Action: a.Kind(), Parts: engine.Changes(a, rep)})
	}
	return rep, err
}

func (m *memTable) Allows(engine.Action) bool { return true }

// BenchmarkHandChooseAndPlay times choosing and playing a card through
// the screen: the two cards picked (Alt+1, Alt+2) and chosen (Alt+Enter),
// the top of one and the bottom of the other played (Alt+T, Alt+B), each
// step an action on the table followed by the screen's redraw. The
// target is 1 ms for choosing and playing a card.
func BenchmarkHandChooseAndPlay(b *testing.B) {
	test.NewTempApp(b)
	env, _ := tideEnv(b, language.English)
	s := New(env)
	show(b, s, 1280, 800)
	deck := s.classOf(screentest.Figure(b, env, "tide")).deck
	screentest.Do(b, env, engine.ChooseHand{Character: "tide", Level: 1, HandSize: 6, Deck: deck, Cards: []int{1, 2, 3, 4, 5, 6}})
	for _, typ := range env.Table.Scenario().MonsterTypes() {
		screentest.Do(b, env, engine.SetMonsterInitiative{Type: typ, Initiative: 95})
	}
	start, err := env.Table.Scenario().MarshalJSON()
	if err != nil {
		b.Fatal(err)
	}
	m := &memTable{table: env.Table}
	env.Table.SetRemote(m)
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		if m.scn, err = engine.UnmarshalScenario(start); err != nil {
			b.Fatal(err)
		}
		env.Table.Changed(play.Change{Scenario: true})
		b.StartTimer()
		press(b, s, "1")
		press(b, s, "2")
		press(b, s, "Return")
		b.StopTimer()
		if _, err := m.Do(engine.NextTurn{}); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		press(b, s, "T")
		press(b, s, "B")
		if h, _ := m.scn.HandOf("tide"); len(h.Played) != 2 {
			b.Fatalf("played %+v", h.Played)
		}
	}
}

// BenchmarkHandRedrawOffers times the hand screen's redraw while the half
// played offers its heal to the figures within its range (its targets'
// buttons made again at each redraw). The target is 16 ms, a frame.
func BenchmarkHandRedrawOffers(b *testing.B) {
	test.NewTempApp(b)
	env := sparkEnv(b, language.English)
	s := New(env)
	show(b, s, 1280, 800)
	screentest.Do(b, env,
		engine.ChooseHand{Character: "spark", Level: 1, HandSize: 6, Deck: handDeckOf(b, s, "spark"), Cards: []int{1, 2, 3, 4, 5, 6}},
		engine.ChooseCards{Character: "spark", Leading: 2, Second: 4},
		engine.SetInitiative{Character: "brute", Leading: 90})
	monstersAct(b, env)
	turnOf(b, env, "spark")
	s.Select("spark")
	screentest.Do(b, env, engine.PlayHalf{Character: "spark", Card: 2, Half: engine.HalfTop})
	if findButton(s.Content(), "Brute") == nil {
		b.Fatal("the heal is not offered")
	}
	b.ReportAllocs()
	for b.Loop() {
		s.Refresh()
	}
}
