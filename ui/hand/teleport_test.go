package hand

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/ui/screen/screentest"
	"github.com/haventable/haventable/ui/uitest"
)

// blinkPack is an invented class whose card 1 teleports 3 hexes.
const blinkPack = `{"format":"haventable-pack","version":1,"name":"Invented blinkers",
"classes":[{"name":"Blinker","hand_size":4,"hit_points":[8,9,11,12,14,15,17,18,20]}],
"class_decks":[{"class":"Blinker","cards":[
 {"number":1,"name":"Blink","level":1,"initiative":10,
  "top":{"actions":[{"type":"text","text":"Teleport 3"}]},
  "bottom":{"actions":[{"type":"move","value":1}]}},
 {"number":2,"name":"Step","level":1,"initiative":20,"top":{"actions":[{"type":"move","value":1}]},"bottom":{"actions":[{"type":"move","value":1}]}},
 {"number":3,"name":"Pace","level":1,"initiative":30,"top":{"actions":[{"type":"move","value":1}]},"bottom":{"actions":[{"type":"move","value":1}]}},
 {"number":4,"name":"Stride","level":1,"initiative":40,"top":{"actions":[{"type":"move","value":1}]},"bottom":{"actions":[{"type":"move","value":1}]}}]}]}`

// A half with a teleport offers it: its button asks the shell for the
// hex (OnTeleport, the map); once the teleport is done the row says so,
// and Undo puts the character back with the teleport offered again.
func TestTeleportOffered(t *testing.T) {
	test.NewTempApp(t)
	env, _ := packEnv(t, language.German, "blinkers", blinkPack,
		screentest.Hero{ID: "blinker", Name: "Blinker"}, screentest.Brute)
	s := New(env)
	env.Window = show(t, s, 1024, 600)
	screentest.Do(t, env,
		engine.ChooseHand{Character: "blinker", Level: 1, HandSize: 4, Deck: handDeckOf(t, s, "blinker"), Cards: []int{1, 2, 3, 4}},
		engine.ChooseCards{Character: "blinker", Leading: 1, Second: 2},
		engine.SetInitiative{Character: "brute", Leading: 90})
	monstersAct(t, env)
	turnOf(t, env, "blinker")
	s.Select("blinker")
	s.PlayHalf(1, engine.HalfTop, false)
	var asked []engine.TeleportForCard
	s.OnTeleport = func(t engine.TeleportForCard) { asked = append(asked, t) } // set after the row is drawn, as the shell may
	b := findButton(s.Content(), "Feld auf der Karte")
	if b == nil || b.Disabled() {
		t.Fatalf("the teleport's button %v: want it shown and enabled", b)
	}
	test.Tap(b)
	if len(asked) != 1 || asked[0] != (engine.TeleportForCard{Character: "blinker", Card: 1, Action: 0}) {
		t.Fatalf("asked %+v, want the teleport of card 1's action 0", asked)
	}
	start := screentest.Figure(t, env, "blinker").At
	var to hexgrid.Hex
	scn := env.Table.Scenario()
	for _, x := range hexgrid.Ring(start, 3) {
		if scn.EmptyHex(x) {
			to = x
			break
		}
	}
	if to == (hexgrid.Hex{}) {
		t.Fatalf("no empty hex 3 away from %v", start)
	}
	tp := asked[0]
	tp.To = to
	screentest.Do(t, env, tp)
	if at := screentest.Figure(t, env, "blinker").At; at != to {
		t.Fatalf("teleported: on %v, want %v", at, to)
	}
	if findButton(s.Content(), "Feld auf der Karte") != nil || !slices.Contains(uitest.Labels(s.Content()), "Teleport 3: angewandt.") {
		t.Error("the teleport is still offered once done")
	}
	screentest.Undo(t, env)
	if at := screentest.Figure(t, env, "blinker").At; at != start {
		t.Fatalf("undone: on %v, want back on %v", at, start)
	}
	if b := findButton(s.Content(), "Feld auf der Karte"); b == nil || b.Disabled() {
		t.Error("undone: the teleport is not offered again")
	}
}
