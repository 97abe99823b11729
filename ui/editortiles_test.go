package ui

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/persistence"
)

// A room drawn in the editor is saved as a tile into the players' own
// pack and offered in the palette; laid, it is one step of undo, which a
// language switch keeps; the F1 list names the editor's keys (issue 29).
func TestEditorTilesIntoThePlayersPackAndUndoAcrossLanguages(t *testing.T) {
	ctx := context.Background()
	store, err := persistence.Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	s, w := newShell(t, Deps{Store: store})
	s.Show(ViewEditor)
	f := scenariofile.NewFile("Hall")
	f.Rooms = []scenariofile.Room{{Name: "Hall", Hexes: f.Hexes, Start: true}}
	s.editor.SetFile(f)
	if err := s.editor.SaveRoomAsTile(0, "Great hall"); err != nil {
		t.Fatal(err)
	}
	packs, err := store.DataPacks(ctx)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, p := range packs {
		for _, tl := range p.Tiles {
			found = found || (tl.Name == "Great hall" && len(tl.Hexes) == 19)
		}
	}
	if !found {
		t.Fatal("the tile is not in the players' pack")
	}
	s.editor.ChooseTile("Great hall")
	if tl, _, ok := s.editor.Tile(); !ok || tl.Name != "Great hall" {
		t.Fatal("the palette does not offer the tile saved")
	}
	s.editor.Click(hexgrid.H(8, 0), fyne.Position{})
	if n := len(s.editor.File().Rooms); n != 2 || !s.editor.CanUndo() {
		t.Fatalf("%d rooms after laying the tile", n)
	}
	if err := s.SetLanguage(language.German); err != nil {
		t.Fatal(err)
	}
	if n := len(s.editor.File().Rooms); n != 2 || !s.editor.CanUndo() {
		t.Fatalf("after the language switch: %d rooms, undo %v", n, s.editor.CanUndo())
	}
	s.Undo()
	if n := len(s.editor.File().Rooms); n != 1 {
		t.Fatalf("after undo: %d rooms", n)
	}
	s.showShortcuts()
	if got := texts(w.Canvas().Overlays().Top()); !strings.Contains(got, "R, Umschalt+R") || !strings.Contains(got, "1 N N N") {
		t.Errorf("F1 list:\n%s", got)
	}
}
