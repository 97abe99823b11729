package hand

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
	"github.com/haventable/haventable/ui/uitest"
)

// mendPack is an invented class whose card 1 heals 3 two figures within
// range 3 (itself or allies).
const mendPack = `{"format":"haventable-pack","version":1,"name":"Invented menders",
"classes":[{"name":"Mender","hand_size":4,"hit_points":[8,9,11,12,14,15,17,18,20]}],
"class_decks":[{"class":"Mender","cards":[
 {"number":1,"name":"Twin Mend","level":1,"initiative":10,
  "top":{"actions":[{"type":"heal","value":3,"range":3,"target":2}]},
  "bottom":{"actions":[{"type":"move","value":1}]}},
 {"number":2,"name":"Step","level":1,"initiative":20,"top":{"actions":[{"type":"move","value":1}]},"bottom":{"actions":[{"type":"move","value":1}]}},
 {"number":3,"name":"Pace","level":1,"initiative":30,"top":{"actions":[{"type":"move","value":1}]},"bottom":{"actions":[{"type":"move","value":1}]}},
 {"number":4,"name":"Stride","level":1,"initiative":40,"top":{"actions":[{"type":"move","value":1}]},"bottom":{"actions":[{"type":"move","value":1}]}}]}]}`

// findCheck is the check box under o labelled text (nil: none).
func findCheck(o fyne.CanvasObject, text string) *widget.Check {
	c, _ := findObject(o, func(o fyne.CanvasObject) bool {
		c, ok := o.(*widget.Check)
		return ok && c.Text == text
	}).(*widget.Check)
	return c
}

// findObject is the first control shown under o that match takes (nil:
// none).
func findObject(o fyne.CanvasObject, match func(fyne.CanvasObject) bool) fyne.CanvasObject {
	for _, c := range uitest.Controls(o, fyne.Position{}) {
		if match(c.Obj) {
			return c.Obj
		}
	}
	return nil
}

// A heal on two figures the player ticks: both ticked, Apply heals both
// (one action), Undo takes both heals back (issue 43).
func TestHealTwoTickedAllies(t *testing.T) {
	test.NewTempApp(t)
	env, _ := packEnv(t, language.English, "menders", mendPack,
		screentest.Hero{ID: "mender", Name: "Mender"}, screentest.Brute, screentest.Spellweaver)
	s := New(env)
	win := show(t, s, 1280, 800)
	env.Window = win
	menderTurn(t, env, s, engine.DamageFigure{Figure: "brute", Amount: 6}, engine.DamageFigure{Figure: "spellweaver", Amount: 5})
	brute, weaver := screentest.Figure(t, env, "brute").HP, screentest.Figure(t, env, "spellweaver").HP

	s.PlayHalf(1, engine.HalfTop, false)
	o, ok := env.Table.Scenario().CardOffers("mender", 1)
	if !ok || len(o.Targets) != 1 || o.Targets[0].Max != 2 {
		t.Fatalf("offers %+v, want one heal on at most 2 figures", o)
	}
	apply := findButton(s.Content(), "Apply")
	if apply == nil || !apply.Disabled() {
		t.Fatalf("Apply %v: want it shown and disabled before a tick", apply)
	}
	for _, name := range []string{"Brute", "Spellweaver"} {
		c := findCheck(s.Content(), name)
		if c == nil {
			t.Fatalf("no tick for the %s among %v", name, o.Targets[0].Candidates)
		}
		test.Tap(c)
	}
	apply = findButton(s.Content(), "Apply")
	if apply == nil || apply.Disabled() {
		t.Fatalf("Apply %v: want it enabled with two ticked", apply)
	}
	test.Tap(apply)
	if b, w := screentest.Figure(t, env, "brute").HP, screentest.Figure(t, env, "spellweaver").HP; b != brute+3 || w != weaver+3 {
		t.Fatalf("after Apply: Brute %d (was %d), Spellweaver %d (was %d), want both healed 3", b, brute, w, weaver)
	}
	if st := s.Status(); !strings.Contains(st, "Brute: healed 3") || !strings.Contains(st, "Spellweaver: healed 3") {
		t.Errorf("status %q", st)
	}
	if findCheck(s.Content(), "Brute") != nil || findButton(s.Content(), "Apply") != nil {
		t.Error("the heal is offered again once applied")
	}
	screentest.Undo(t, env)
	if b, w := screentest.Figure(t, env, "brute").HP, screentest.Figure(t, env, "spellweaver").HP; b != brute || w != weaver {
		t.Fatalf("undone: Brute %d, Spellweaver %d, want %d and %d", b, w, brute, weaver)
	}
	if c := findCheck(s.Content(), "Brute"); c == nil || c.Checked {
		t.Errorf("undone: the Brute's tick %v, want offered again, unticked", c)
	}
}

// With several figures to tick, the row of ticks wraps: in German at
// 1024×600, with long names, every tick and Apply lie inside the window
// and can be reached (a row in one line ran off its right edge).
func TestManyTargetsRowWraps(t *testing.T) {
	test.NewTempApp(t)
	env, _ := packEnv(t, language.German, "menders", mendPack,
		screentest.Hero{ID: "mender", Name: "Mender"},
		screentest.Hero{ID: "brute", Name: "Hildegard die Unerschütterliche"},
		screentest.Hero{ID: "spellweaver", Name: "Wunibald der Weitgereiste"},
		screentest.Hero{ID: "tinker", Name: "Kunigunde Zahnradschmiedin"})
	s := New(env)
	const w, h = 1024, 600
	win := show(t, s, w, h)
	env.Window = win
	menderTurn(t, env, s, engine.SetInitiative{Character: "tinker", Leading: 96})
	s.PlayHalf(1, engine.HalfTop, false)
	o, ok := env.Table.Scenario().CardOffers("mender", 1)
	if !ok || len(o.Targets) != 1 || len(o.Targets[0].Candidates) < 3 {
		t.Fatalf("offers %+v, want one heal on three figures or more", o)
	}
	win.Resize(fyne.NewSize(w, h))
	var names []string
	for _, id := range o.Targets[0].Candidates {
		names = append(names, screentestName(t, env, id))
	}
	targets := 0
	for _, c := range uitest.Controls(win.Content(), fyne.Position{}) {
		text := ""
		switch v := c.Obj.(type) {
		case *widget.Check:
			text = v.Text
		case *widget.Button:
			text = v.Text
		}
		if !slices.Contains(names, text) && !strings.HasPrefix(text, "Anwenden") {
			continue
		}
		targets++
		if right := c.Pos.X + c.Obj.Size().Width; right > w || c.Pos.X < 0 {
			t.Errorf("%q lies from x %.0f to %.0f, outside the window's %d", text, c.Pos.X, right, w)
		}
	}
	if targets != len(names)+1 {
		t.Errorf("%d ticks and Apply found, want %d", targets, len(names)+1)
	}
	if sz := win.Canvas().Size(); sz.Width > w {
		t.Errorf("the window grew to %.0f wide, want %d", sz.Width, w)
	}
}

// screentestName is the name figure id is shown by.
func screentestName(t testing.TB, env *screen.Env, id string) string {
	t.Helper()
	return screen.NameOf(env.Table.Scenario(), id)
}

// menderTurn chooses the Mender's hand (cards 1 to 4) and its cards 1 and
// 2, the Brute's and the Spellweaver's initiatives, does more, lets the
// monsters act and starts the Mender's turn, shown on s.
func menderTurn(t testing.TB, env *screen.Env, s *Screen, more ...engine.Action) {
	t.Helper()
	screentest.Do(t, env, append([]engine.Action{
		engine.ChooseHand{Character: "mender", Level: 1, HandSize: 4, Deck: handDeckOf(t, s, "mender"), Cards: []int{1, 2, 3, 4}},
		engine.ChooseCards{Character: "mender", Leading: 1, Second: 2},
		engine.SetInitiative{Character: "brute", Leading: 90},
		engine.SetInitiative{Character: "spellweaver", Leading: 95}}, more...)...)
	monstersAct(t, env)
	turnOf(t, env, "mender")
	s.Select("mender")
}
