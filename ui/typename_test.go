package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/ui/uitest"
)

// A monster type a data pack gives a display name (X-haven's "City Guard"
// for "City Guard Scenario 1") is named by it in the round's list, the
// list of the rooms and its type choice, the players' window, the map's
// figures and the history; never by the pack's name for the type.
func TestDisplayNameEverywhere(t *testing.T) {
	guard := engine.MonsterType{Name: "Gate Warden Scenario 4"}
	for l := range guard.Normal {
		guard.Normal[l] = engine.MonsterStats{HP: 6, Card: &monster.StatCard{Monster: "Gate Warden", Level: l, Characters: 2}}
		guard.Elite[l] = engine.MonsterStats{HP: 9, Card: &monster.StatCard{Monster: "Gate Warden", Level: l, Elite: true, Characters: 2}}
	}
	f := &scenariofile.File{Title: "Gate", WithoutMap: true,
		Hexes:    []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(3, 0), hexgrid.H(6, 0)},
		Starts:   []hexgrid.Hex{hexgrid.H(0, 0)},
		Monsters: []scenariofile.Monster{{Type: "Gate Warden Scenario 4", Standee: 1, At: hexgrid.H(3, 0)}},
		Rooms:    []scenariofile.Room{{Name: "Room 1", Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(3, 0), hexgrid.H(6, 0)}, Start: true}}}
	scn, err := engine.LoadScenarioFor(f, engine.Setup{Level: 1, Players: 2, Seed: 1}, engine.MonsterTable{"Gate Warden Scenario 4": guard})
	if err != nil {
		t.Fatal(err)
	}
	if scn, err = scn.WithCharacter(engine.Figure{ID: "ana", Name: "Ana", Kind: engine.KindCharacter, Side: engine.SideParty,
		At: hexgrid.H(0, 0), OnMap: true, HP: 8, MaxHP: 8}, nil); err != nil {
		t.Fatal(err)
	}
	store, sess := tableOf(t, scn)
	s, w := newShell(t, Deps{Store: store, Session: sess})
	w2 := s.OpenMapWindow()
	t.Cleanup(w2.Close)
	if _, err := s.table.Do(engine.SetMonsterInitiative{Type: "Gate Warden Scenario 4", Initiative: 50}); err != nil {
		t.Fatal(err)
	}
	all := texts(w.Content()) + "\n" + texts(w2.Content()) + "\n" + s.undoItem.Label
	if strings.Contains(all, "Scenario 4") {
		t.Errorf("the type's pack name is shown:\n%s", all)
	}
	for _, want := range []string{"Gate Warden 1 · normal", "Undo Gate Warden"} {
		if !strings.Contains(all, want) {
			t.Errorf("%q is not shown:\n%s", want, all)
		}
	}
	if got := s.playersRooms.Text(); !strings.Contains(got, "Gate Warden 1") {
		t.Errorf("players' window:\n%s", got)
	}
	var options []string
	for _, c := range uitest.Controls(w.Content(), fyne.Position{}) {
		if sel, ok := c.Obj.(*widget.Select); ok && sel.PlaceHolder == "Monster type" {
			options = sel.Options
		}
	}
	if !slices.Equal(options, []string{"Gate Warden"}) {
		t.Errorf("the rooms' type choice offers %q", options)
	}
	if m, ok := s.MapScreen().Model.Figure("gate-warden-scenario-4-1"); !ok || m.Title != "Gate Warden 1" {
		t.Errorf("map figure %+v", m)
	}
}
