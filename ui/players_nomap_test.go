package ui

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// tableWithoutMap starts screentest.WithoutMap in a new campaign.
func tableWithoutMap(t *testing.T) (*persistence.Store, *play.Session) {
	t.Helper()
	return tableOf(t, screentest.WithoutMap(t))
}

// tableOf starts scn in a new campaign of a new store.
func tableOf(t *testing.T, scn *engine.Scenario) (*persistence.Store, *play.Session) {
	t.Helper()
	ctx := context.Background()
	store, err := persistence.Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	c, err := store.CreateCampaign(ctx, scn.Name())
	if err != nil {
		t.Fatal(err)
	}
	sess, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Start(ctx, scn); err != nil {
		t.Fatal(err)
	}
	return store, sess
}

// The players' window of a scenario played without a map shows, in the
// map's place, the rooms revealed in book order with their standees (type
// and number, elite or boss, hit points, conditions), never a room not
// yet revealed, nothing to press; it follows a door opened and Undo, and
// the language chosen.
func TestPlayersWindowWithoutMap(t *testing.T) {
	store, sess := tableWithoutMap(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess})
	w2 := s.OpenMapWindow()
	t.Cleanup(w2.Close)
	list := s.playersRooms
	if list == nil {
		t.Fatal("the players' window has no rooms list")
	}
	got := list.Text()
	for _, want := range []string{"Room 1", "Ana · 8/10 hit points · Poison", "Cave Rat 1 · normal · 3/3 hit points"} {
		if !strings.Contains(got, want) {
			t.Errorf("the list lacks %q:\n%s", want, got)
		}
	}
	for _, hidden := range []string{"Section", "Stone Warden", "Bone Tyrant", "Bog Lurker", "not yet revealed", "Reveal"} {
		if strings.Contains(got, hidden) {
			t.Errorf("before any door opens the players see %q:\n%s", hidden, got)
		}
	}
	if all := texts(w2.Content()); strings.Contains(all, "Reveal") || strings.Contains(all, "Add standee") {
		t.Errorf("the players' window offers the game master's buttons:\n%s", all)
	}
	if _, err := s.table.Do(engine.OpenDoor{At: hexgrid.H(12, 0)}); err != nil {
		t.Fatal(err)
	}
	got = list.Text()
	for _, want := range []string{"Section 3.2", "Stone Warden 2 · elite", "Bone Tyrant 1 · boss · 20/20 hit points"} {
		if !strings.Contains(got, want) {
			t.Errorf("after the door the list lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "Section 7.1") || strings.Contains(got, "Bog Lurker") {
		t.Errorf("a room not revealed is listed:\n%s", got)
	}
	if strings.Index(got, "Room 1") > strings.Index(got, "Section 3.2") {
		t.Errorf("not in book order:\n%s", got)
	}
	s.Undo()
	if got = list.Text(); strings.Contains(got, "Section 3.2") {
		t.Errorf("after Undo the section is still listed:\n%s", got)
	}
	if err := s.SetLanguage(language.German); err != nil {
		t.Fatal(err)
	}
	if got = s.playersRooms.Text(); !strings.Contains(got, "Ana · 8/10 Lebenspunkte · Gift") {
		t.Errorf("in German:\n%s", got)
	}
}
