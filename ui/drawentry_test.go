package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/pack"
)

// A data pack's scenario entry without a map, chosen on the campaign screen
// (its Draw the map), opens the scenario editor on a new map named after it,
// its monster types first in the monster list and listed per room beside
// the tools (issue 29).
func TestEntryWithoutMapOpensTheEditor(t *testing.T) {
	store, sess := table(t)
	s, _ := newShell(t, Deps{Store: store, Session: sess})
	s.Show(ViewCampaign)
	entry := pack.Scenario{Title: "#4 Reed Gate", Monsters: []string{"Stone Warden", "Cave Rat"},
		Rooms: []pack.Room{{Name: "Room 1", Monsters: []string{"Stone Warden"}}, {Name: "Room 2", Monsters: []string{"Cave Rat"}}}}
	s.drawEntry(entry)
	if s.View() != ViewEditor || s.editor == nil {
		t.Fatalf("view %v after Draw the map", s.View())
	}
	f := s.editor.File()
	if f.Title != "#4 Reed Gate" || s.editor.Dirty() {
		t.Errorf("new map %q (changed %v)", f.Title, s.editor.Dirty())
	}
	if got := s.editor.MonsterChoices(); len(got) < 2 || !slices.Equal(got[:2], []string{"Stone Warden", "Cave Rat"}) {
		t.Errorf("monster list %q", got)
	}
	want := "“#4 Reed Gate”: paint the map, then place Room 1: Stone Warden · Room 2: Cave Rat"
	if s.editor.EntryNote() != want || f.Description != want {
		t.Errorf("note %q, description %q", s.editor.EntryNote(), f.Description)
	}
	if n := strings.Count(strings.Join(s.editor.MonsterChoices(), "|"), "Cave Rat"); n != 1 {
		t.Errorf("Cave Rat %d times in the list", n)
	}
}
