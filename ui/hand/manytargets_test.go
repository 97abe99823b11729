package hand

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
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
	screentest.Do(t, env,
		engine.ChooseHand{Character: "mender", Level: 1, HandSize: 4, Deck: handDeckOf(t, s, "mender"), Cards: []int{1, 2, 3, 4}},
		engine.ChooseCards{Character: "mender", Leading: 1, Second: 2},
		engine.SetInitiative{Character: "brute", Leading: 90},
		engine.SetInitiative{Character: "spellweaver", Leading: 95},
		engine.DamageFigure{Figure: "brute", Amount: 6}, engine.DamageFigure{Figure: "spellweaver", Amount: 5})
	monstersAct(t, env)
	turnOf(t, env, "mender")
	s.Select("mender")
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
