package hand

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// sparkPack is an invented class whose cards heal at range, consume an
// element for a bonus, and add to every attack of the round.
const sparkPack = `{"format":"haventable-pack","version":1,"name":"Invented sparks",
"classes":[{"name":"Sparkwright","hand_size":6,"hit_points":[8,9,11,12,14,15,17,18,20]}],
"class_decks":[{"class":"Sparkwright","cards":[
 {"number":1,"name":"Kindle","level":1,"initiative":10,
  "top":{"actions":[{"type":"attack","value":2,"range":3},{"type":"use","elements":["fire"],"actions":[{"type":"attack","value":2}]}]},
  "bottom":{"actions":[{"type":"move","value":2}]}},
 {"number":2,"name":"Mend","level":1,"initiative":20,
  "top":{"actions":[{"type":"heal","value":3,"range":2}]},
  "bottom":{"actions":[{"type":"move","value":1}]}},
 {"number":3,"name":"Rally","level":1,"initiative":30,
  "top":{"actions":[{"type":"move","value":1}]},
  "bottom":{"actions":[{"type":"text","text":"Add +1 attack to all your attacks this round."}],"round":true,"attack_bonus":1}},
 {"number":4,"name":"Step","level":1,"initiative":40,"top":{"actions":[{"type":"move","value":1}]},"bottom":{"actions":[{"type":"move","value":1}]}},
 {"number":5,"name":"Pace","level":1,"initiative":50,"top":{"actions":[{"type":"move","value":1}]},"bottom":{"actions":[{"type":"move","value":1}]}},
 {"number":6,"name":"Stride","level":1,"initiative":60,"top":{"actions":[{"type":"move","value":1}]},"bottom":{"actions":[{"type":"move","value":1}]}}]}]}`

// sparkEnv is the sample scenario with a Sparkwright ("spark") and a
// Brute ("brute") beside it, the invented class's pack imported, in lang.
func sparkEnv(t testing.TB, lang language.Tag) *screen.Env {
	t.Helper()
	env, _ := packEnv(t, lang, "sparks", sparkPack, screentest.Hero{ID: "spark", Name: "Sparkwright"}, screentest.Brute)
	return env
}

// findButton is the button of the hand screen whose text starts with
// prefix (nil: none).
func findButton(o fyne.CanvasObject, prefix string) *widget.Button {
	b, _ := findObject(o, func(o fyne.CanvasObject) bool {
		b, ok := o.(*widget.Button)
		return ok && strings.HasPrefix(b.Text, prefix)
	}).(*widget.Button)
	return b
}

// TestCardOffersThroughTheScreen plays, through the hand screen, a heal
// on an ally the player picks, an element consumed for its bonus and a
// round bonus added to the card's attack: each one action, undone as any.
func TestCardOffersThroughTheScreen(t *testing.T) {
	test.NewTempApp(t)
	env := sparkEnv(t, language.English)
	s := New(env)
	win := show(t, s, 1280, 800)
	env.Window = win
	var attacks []engine.CardAttack
	s.OnAttack = func(_ string, a engine.CardAttack) { attacks = append(attacks, a) }
	screentest.Do(t, env,
		engine.ChooseHand{Character: "spark", Level: 1, HandSize: 6, Deck: handDeckOf(t, s, "spark"), Cards: []int{1, 2, 3, 4, 5, 6}},
		engine.ChooseCards{Character: "spark", Leading: 2, Second: 4},
		engine.SetInitiative{Character: "brute", Leading: 90},
		engine.DamageFigure{Figure: "brute", Amount: 6}, engine.DamageFigure{Figure: "spark", Amount: 1})
	monstersAct(t, env)
	turnOf(t, env, "spark")
	s.Select("spark")

	// Round 1: Mend's heal 3, range 2: the player picks the Brute.
	s.PlayHalf(2, engine.HalfTop, false)
	b := findButton(s.Content(), "Brute")
	if b == nil {
		t.Fatal("no button to heal the Brute")
	}
	test.Tap(b)
	if f := screentest.Figure(t, env, "brute"); f.HP != 7 {
		t.Fatalf("the Brute at %d hit points, want 7 (healed 3)", f.HP)
	}
	if f := screentest.Figure(t, env, "spark"); f.HP != 9 {
		t.Fatalf("the Sparkwright at %d hit points, want 9 (not healed)", f.HP)
	}
	if st := s.Status(); !strings.Contains(st, "Brute: healed 3 hit points") {
		t.Errorf("status %q", st)
	}
	if findButton(s.Content(), "Brute") != nil {
		t.Error("the heal is offered again once applied")
	}
	screentest.Undo(t, env)
	if f := screentest.Figure(t, env, "brute"); f.HP != 4 {
		t.Fatalf("undone: the Brute at %d hit points, want 4", f.HP)
	}
	// the heal stays offered once the other card's half is played
	s.PlayHalf(4, engine.HalfBottom, false)
	b = findButton(s.Content(), "Brute")
	if b == nil {
		t.Fatal("the heal of the card played first is no longer offered")
	}
	test.Tap(b)
	if f := screentest.Figure(t, env, "brute"); f.HP != 7 {
		t.Fatalf("the Brute at %d hit points after the second card, want 7", f.HP)
	}
	screentest.Do(t, env, engine.Infuse{Element: modifier.Fire})
	endRound(t, env) // fire: strong at the turn's end, waning after the round

	// Round 2: Rally's round bonus, then Kindle's attack 2 (+1) and fire
	// consumed for +2.
	screentest.Do(t, env, engine.ChooseCards{Character: "spark", Leading: 1, Second: 3},
		engine.SetInitiative{Character: "brute", Leading: 90})
	monstersAct(t, env)
	turnOf(t, env, "spark")
	s.PlayHalf(3, engine.HalfBottom, false)
	s.PlayHalf(1, engine.HalfTop, false)
	if len(attacks) == 0 || attacks[len(attacks)-1].Attack.Value != 3 {
		t.Fatalf("attack panel given %+v, want attack 3 (2 and the round's +1)", attacks)
	}
	if st := s.Status(); !strings.Contains(st, "The active area adds +1 attack: attack 3.") {
		t.Errorf("status %q", st)
	}
	c := findButton(s.Content(), "Consume Fire")
	if c == nil {
		t.Fatal("no button to consume fire (waning)")
	}
	test.Tap(c)
	if got := env.Table.Scenario().Elements().Strength(modifier.Fire); got != engine.Inert {
		t.Fatalf("fire %s after it was consumed", got)
	}
	if st := s.Status(); !strings.Contains(st, "The attack is now 5.") {
		t.Errorf("status %q", st)
	}
	if a := attacks[len(attacks)-1]; a.Attack.Value != 5 {
		t.Fatalf("attack panel given %+v after fire consumed, want attack 5", a)
	}
	if findButton(s.Content(), "Consume Fire") != nil {
		t.Error("fire offered again once consumed")
	}
	screentest.Undo(t, env)
	if got := env.Table.Scenario().Elements().Strength(modifier.Fire); got != engine.Waning {
		t.Fatalf("undone: fire %s, want waning", got)
	}
}

// handDeckOf is the class deck the screen found for character id.
func handDeckOf(t testing.TB, s *Screen, id string) []engine.ClassCard {
	t.Helper()
	f, ok := s.scenario().Figure(id)
	if !ok {
		t.Fatalf("no figure %q", id)
	}
	ci := s.classOf(f)
	if !ci.found {
		t.Fatalf("no deck for %q", id)
	}
	return ci.deck
}
