package hand

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/mapview"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// tidecallerPack is an invented class in the pack format: a hand of 6,
// seven cards (one of level 2); card 2's bottom a persistent shield 1
// with a track of two, lost once spent; card 3's bottom a round bonus.
const tidecallerPack = `{"format":"haventable-pack","version":1,"name":"Invented tides",
"classes":[{"name":"Tidecaller","hand_size":6,"hit_points":[8,9,11,12,14,15,17,18,20]}],
"class_decks":[{"class":"Tidecaller","cards":[
 {"number":1,"name":"Breaking Wave","level":1,"initiative":11,
  "top":{"actions":[{"type":"attack","value":2,"area":{"hexes":[[1,0],[0,1]],"self":true}}],"xp":1},
  "bottom":{"actions":[{"type":"move","value":3}]}},
 {"number":2,"name":"Shell of Brine","level":1,"initiative":23,
  "top":{"actions":[{"type":"attack","value":3,"range":3}]},
  "bottom":{"actions":[{"type":"shield","value":1}],"persistent":true,"uses":2,"lost":true}},
 {"number":3,"name":"Undertow","level":1,"initiative":45,
  "top":{"actions":[{"type":"heal","value":2,"range":2}],"lost":true,"xp":2},
  "bottom":{"actions":[{"type":"text","text":"Add +1 attack to all your attacks this round."}],"round":true}},
 {"number":4,"name":"Drift","level":0,"initiative":70,
  "top":{"actions":[{"type":"move","value":2}]},"bottom":{"actions":[{"type":"loot","value":1}]}},
 {"number":5,"name":"Spray","level":1,"initiative":30,
  "top":{"actions":[{"type":"attack","value":1}]},"bottom":{"actions":[{"type":"move","value":1}]}},
 {"number":6,"name":"Riptide","level":1,"initiative":80,
  "top":{"actions":[{"type":"attack","value":4}],"lost":true},"bottom":{"actions":[{"type":"move","value":4}]}},
 {"number":7,"name":"Tsunami","level":2,"initiative":5,
  "top":{"actions":[{"type":"attack","value":5}]},"bottom":{"actions":[{"type":"move","value":5}]}}]}]}`

// tideEnv is a real environment in lang on a campaign store with the
// invented class's pack imported and the sample scenario in progress
// with one character of it, "tide" (named Tidecaller, its class); it
// returns the store too, for a restart.
func tideEnv(t testing.TB, lang language.Tag) (*screen.Env, *persistence.Store) {
	t.Helper()
	return packEnv(t, lang, "tides", tidecallerPack, screentest.Hero{ID: "tide", Name: "Tidecaller"})
}

// packEnv is a real environment in lang on a campaign store (name) with
// the pack packJSON imported and the sample scenario in progress with
// heroes; it returns the store too, for a restart.
func packEnv(t testing.TB, lang language.Tag, name, packJSON string, heroes ...screentest.Hero) (*screen.Env, *persistence.Store) {
	t.Helper()
	store, sess := screentest.OpenSample(t, name, engine.Setup{Level: 1, Seed: 7}, heroes...)
	p, err := pack.Parse([]byte(packJSON))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.AddPack(context.Background(), p, name+".json"); err != nil {
		t.Fatal(err)
	}
	tr, err := locales.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	env := &screen.Env{Tr: tr, Store: store, Table: &screen.Table{}, Map: mapview.NewModel()}
	env.Table.SetSession(sess)
	return env, store
}

// reopen is a restart: the campaign opened afresh from the store.
func reopen(t testing.TB, env *screen.Env, store *persistence.Store) {
	t.Helper()
	sess, err := play.Open(context.Background(), store, env.Table.Session().Campaign())
	if err != nil {
		t.Fatal(err)
	}
	env.Table.SetSession(sess)
}

func show(t testing.TB, s *Screen, w, h float32) fyne.Window {
	t.Helper()
	win := screentest.Show(t, s.Content(), w, h)
	return win
}

// press runs the screen's shortcut of key with Alt, as the window does.
func press(t testing.TB, s *Screen, key fyne.KeyName) {
	t.Helper()
	for _, sc := range s.Shortcuts() {
		if sc.Key.KeyName == key && sc.Key.Modifier == fyne.KeyModifierAlt {
			sc.Do()
			return
		}
	}
	t.Fatalf("no shortcut Alt+%s", key)
}

// tap taps the step's button of name, failing when it is not enabled.
func tap(t testing.TB, s *Screen, name string) {
	t.Helper()
	b, on := s.Button(name)
	if !on {
		t.Fatalf("button %q not shown enabled (step %q)", name, s.Step())
	}
	test.Tap(b)
}

// monstersAct gives every monster type an initiative of 50 (after the
// character's 11 to 45, before its 70 and more).
func monstersAct(t testing.TB, env *screen.Env) {
	t.Helper()
	for _, typ := range env.Table.Scenario().MonsterTypes() {
		screentest.Do(t, env, engine.SetMonsterInitiative{Type: typ, Initiative: 50})
	}
}

// turnOf starts turns until character id's.
func turnOf(t testing.TB, env *screen.Env, id string) {
	t.Helper()
	for range 20 {
		rep, err := env.Table.Do(engine.NextTurn{})
		if err != nil {
			t.Fatal(err)
		}
		if rep.TurnStart == nil {
			t.Fatalf("round over before %s's turn", id)
		}
		if rep.TurnStart.Turn.Figure == id {
			return
		}
		screentest.Do(t, env, engine.EndTurn{})
	}
	t.Fatalf("no turn of %s", id)
}

// endRound ends the turn in progress, passes the others and ends the
// round.
func endRound(t testing.TB, env *screen.Env) {
	t.Helper()
	screentest.Do(t, env, engine.EndTurn{})
	for {
		rep, err := env.Table.Do(engine.NextTurn{})
		if err != nil {
			t.Fatal(err)
		}
		if rep.TurnStart == nil {
			break
		}
		screentest.Do(t, env, engine.EndTurn{})
	}
	screentest.Do(t, env, engine.EndRound{})
}

// tideEnvPack is tideEnv with the class's pack as text.
func tideEnvPack(t testing.TB, lang language.Tag, text string) (*screen.Env, *persistence.Store) {
	t.Helper()
	return packEnv(t, lang, "tides", text, screentest.Hero{ID: "tide", Name: "Tidecaller"})
}
